import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** SQL of PIN and password attempts; kept in the database so limits hold across processes. */
export function createPinAttemptsRepository(db: Kysely<Database>) {
  async function recentFailures(column: 'user_id' | 'device', value: number | string, limit: number): Promise<string[]> {
    const rows = await db
      .selectFrom('pin_attempts')
      .select('at')
      .where(column, '=', value)
      .where('succeeded', '=', 0)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.at);
  }

  return {
    async record(attempt: { userId: number | null; device: string; succeeded: boolean; atIso: string }): Promise<void> {
      await db
        .insertInto('pin_attempts')
        .values({ user_id: attempt.userId, device: attempt.device, succeeded: attempt.succeeded ? 1 : 0, at: attempt.atIso })
        .execute();
    },

    /** Times of the newest failures of a user, newest first. */
    recentUserFailures: (userId: number, limit: number) => recentFailures('user_id', userId, limit),

    /** Times of the newest failures from a device, whoever it tried, newest first. */
    recentDeviceFailures: (device: string, limit: number) => recentFailures('device', device, limit),

    /** Failures of the user since their last success (or owner reset). */
    async failuresSinceLastSuccess(userId: number): Promise<number> {
      const lastSuccess = await db
        .selectFrom('pin_attempts')
        .select('id')
        .where('user_id', '=', userId)
        .where('succeeded', '=', 1)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const row = await db
        .selectFrom('pin_attempts')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('succeeded', '=', 0)
        .$if(lastSuccess !== undefined, (qb) => qb.where('id', '>', lastSuccess!.id))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type PinAttemptsRepository = ReturnType<typeof createPinAttemptsRepository>;
