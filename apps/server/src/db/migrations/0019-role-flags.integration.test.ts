import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator, sql, type MigrationProvider } from 'kysely';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../database.ts';
import { allMigrations } from './index.ts';

// The database as it was just before 0019 (SQLite in memory, or a fresh PostgreSQL schema with
// DATABASE_URL), with users carrying the flags; 0019 must hand them to their roles.
let database: DatabaseHandle;
let pgSchema: string | undefined;

beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL;
  pgSchema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  database = await openDatabase({ databaseUrl, sqlitePath: ':memory:', ...(pgSchema ? { pgSchema } : {}) });
  const migrations = allMigrations(database.dialect);
  const names = Object.keys(migrations).sort();
  const before = names[names.indexOf('0019-role-flags') - 1]!;
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({ db: database.db, provider, ...(pgSchema ? { migrationTableSchema: pgSchema } : {}) });
  const { error } = await migrator.migrateTo(before);
  if (error) throw error;
});
afterAll(async () => {
  if (pgSchema) await sql.raw(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`).execute(database.db);
  await database.close();
});

describe('migration 0019: the role flags move from users to roles', () => {
  it('a flag is on when any user of the role had it; the start time is the earliest of those who start automatically', async () => {
    const db = database.db;
    const now = new Date().toISOString();
    const owner = await db.insertInto('owners').values({ name: 'O', username: 'o@x.id', password_hash: 'x', created_at: now }).returning('id').executeTakeFirstOrThrow();
    // Inserted with the pre-0019 columns only.
    const roleId = async (name: string) =>
      (await sql<{ id: number }>`insert into roles (owner_id, name) values (${owner.id}, ${name}) returning id`.execute(db)).rows[0]!.id;
    const early = await roleId('Early');
    const plain = await roleId('Plain');
    const user = (role: number, username: string, flags: { start: 0 | 1; time: string | null; logout: 0 | 1 }) =>
      db
        .insertInto('users')
        .values({ owner_id: owner.id, role_id: role, name: username, username, pin_hash: 'x', is_active: 1, automatic_start_shift: flags.start, start_shift_time: flags.time, automatic_logout_cashier: flags.logout, pin_locked_at: null, created_at: now, updated_at: now })
        .execute();
    await user(early, 'a', { start: 1, time: '09:00', logout: 0 });
    await user(early, 'b', { start: 1, time: '07:30', logout: 1 });
    await user(early, 'c', { start: 0, time: '05:00', logout: 0 });
    await user(plain, 'd', { start: 0, time: null, logout: 0 });

    await migrateToLatest(database);

    const roles = await db.selectFrom('roles').select(['name', 'automatic_start_shift', 'start_shift_time', 'automatic_logout_cashier']).orderBy('name').execute();
    expect(roles).toEqual([
      { name: 'Early', automatic_start_shift: 1, start_shift_time: '07:30', automatic_logout_cashier: 1 },
      { name: 'Plain', automatic_start_shift: 0, start_shift_time: null, automatic_logout_cashier: 0 },
    ]);
  });
});
