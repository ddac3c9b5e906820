import { sql, type Kysely } from 'kysely';
import { bigintType, withId, type Dialect } from './column-helpers.ts';

/** Shifts and their cash in/out. One open shift per user per outlet is a unique index. */
export function shiftsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('shifts'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('start_cash', bigintType(dialect), (c) => c.notNull())
        .addColumn('end_cash', bigintType(dialect))
        .addColumn('expected_cash', bigintType(dialect))
        .addColumn('note', 'text')
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .addColumn('passed_to_shift_id', 'integer')
        .execute();
      // The database, not a check-then-insert, keeps two terminals from opening two shifts.
      await db.schema
        .createIndex('shifts_one_open_per_user_outlet')
        .on('shifts')
        .columns(['user_id', 'outlet_id'])
        .unique()
        .where(sql.ref('ended_at'), 'is', null)
        .execute();
      await db.schema.createIndex('shifts_outlet_started_idx').on('shifts').columns(['outlet_id', 'started_at']).execute();

      await withId(db.schema.createTable('cash_in_outs'), dialect)
        .addColumn('shift_id', 'integer', (c) => c.notNull().references('shifts.id'))
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('amount', bigintType(dialect), (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('cash_in_outs_shift_idx').on('cash_in_outs').column('shift_id').execute();
    },
  };
}
