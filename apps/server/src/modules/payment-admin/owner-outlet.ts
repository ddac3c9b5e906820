import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../platform/app-error.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The owner's outlet a back-office call names, suspended or not (outlets.service resolveOutlet
 * refuses suspended ones: the back office edits them too). Another owner's outlet is a 404.
 */
export async function requireOwnerOutlet(executor: Executor, ownerId: number, outletId: number) {
  const outlet = await executor.selectFrom('outlets').select(['id', 'name', 'time_zone']).where('owner_id', '=', ownerId).where('id', '=', outletId).executeTakeFirst();
  if (!outlet) throw notFound('Outlet');
  return outlet;
}
