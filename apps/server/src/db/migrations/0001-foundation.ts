import type { Kysely } from 'kysely';
import { withId, type Dialect } from './column-helpers.ts';

/** Owners, roles, users, outlets, settings, sessions, PIN attempts and error logs. */
export function foundationMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('owners'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('roles'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('role_module_accesses')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addColumn('module_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('role_module_accesses_pk', ['role_id', 'module_id'])
        .execute();

      await db.schema
        .createTable('role_other_modules')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addColumn('other_module_id', 'integer', (c) => c.notNull())
        .addColumn('use_pin', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('role_other_modules_pk', ['role_id', 'other_module_id'])
        .execute();

      await withId(db.schema.createTable('users'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('role_id', 'integer', (c) => c.references('roles.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('pin_hash', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('automatic_start_shift', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('start_shift_time', 'text')
        .addColumn('automatic_logout_cashier', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pin_locked_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('users_owner_username_unique', ['owner_id', 'username'])
        .execute();

      await withId(db.schema.createTable('outlets'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('telephone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('time_zone', 'integer', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('currency_code', 'text', (c) => c.notNull())
        .addColumn('is_printer_v2', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_suspend', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('exclude_charge_no_sales', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('price_level', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('user_role_outlets')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addPrimaryKeyConstraint('user_role_outlets_pk', ['user_id', 'outlet_id'])
        .execute();

      await db.schema
        .createTable('outlet_settings')
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('outlet_settings_pk', ['outlet_id', 'code'])
        .execute();

      await db.schema
        .createTable('global_settings')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('parent_id', 'text')
        .addColumn('is_locked', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('device', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('sessions_parent_idx').on('sessions').column('parent_id').execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await withId(db.schema.createTable('pin_attempts'), dialect)
        .addColumn('user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('device', 'text', (c) => c.notNull())
        .addColumn('succeeded', 'integer', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('pin_attempts_user_idx').on('pin_attempts').columns(['user_id', 'at']).execute();
      await db.schema.createIndex('pin_attempts_device_idx').on('pin_attempts').columns(['device', 'at']).execute();

      await withId(db.schema.createTable('error_logs'), dialect)
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('endpoint', 'text')
        .addColumn('method', 'text')
        .addColumn('request_data', 'text')
        .addColumn('response_data', 'text')
        .addColumn('stack_trace', 'text')
        .addColumn('occured_on', 'text', (c) => c.notNull())
        .addColumn('related_entities', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
