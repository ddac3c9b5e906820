import type { Kysely } from 'kysely';
import { OutletSettingCode, RESERVATION_BUFFER_HOURS } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import type { Executor } from './tables.repository.ts';

/** The outlet's MINIMUM_HOURS_RESERVATION (spec §9); the 1-hour reservation buffer when unset or unreadable. */
export async function minimumReservationHours(executor: Kysely<Database> | Executor, outletId: number): Promise<number> {
  const setting = await executor
    .selectFrom('outlet_settings')
    .select('value')
    .where('outlet_id', '=', outletId)
    .where('code', '=', OutletSettingCode.MINIMUM_HOURS_RESERVATION)
    .executeTakeFirst();
  const hours = Number(setting?.value);
  return Number.isFinite(hours) && hours > 0 ? hours : RESERVATION_BUFFER_HOURS;
}
