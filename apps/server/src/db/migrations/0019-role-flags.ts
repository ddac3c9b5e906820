import { sql, type Kysely } from 'kysely';

/**
 * Spec §6 calls AutomaticStartShift, StartShiftTime and AutomaticLogoutChasier "role flags"
 * (ADR 0022): they move onto roles. Each role takes what its users had: a flag is on when any
 * user of the role had it on (nobody loses an automation they relied on) and the start time is
 * the earliest one set. The users columns stay (old rows and inserts keep working) but nothing
 * reads them any more: users.repository reports the role's values.
 */
export function roleFlagsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('roles').addColumn('automatic_start_shift', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('roles').addColumn('start_shift_time', 'text').execute();
      await db.schema.alterTable('roles').addColumn('automatic_logout_cashier', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await sql`
        update roles set
          automatic_start_shift = coalesce((select max(u.automatic_start_shift) from users u where u.role_id = roles.id), 0),
          start_shift_time = (select min(u.start_shift_time) from users u where u.role_id = roles.id and u.automatic_start_shift = 1),
          automatic_logout_cashier = coalesce((select max(u.automatic_logout_cashier) from users u where u.role_id = roles.id), 0)
      `.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('roles').dropColumn('automatic_logout_cashier').execute();
      await db.schema.alterTable('roles').dropColumn('start_shift_time').execute();
      await db.schema.alterTable('roles').dropColumn('automatic_start_shift').execute();
    },
  };
}
