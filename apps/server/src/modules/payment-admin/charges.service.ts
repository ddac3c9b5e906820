import type { Kysely } from 'kysely';
import { ServerMessage, fillMessage } from '@kasir/domain';
import { ServerEvent, type AdminCharge, type ChargeInput, type RemovalResult } from '@kasir/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError, invalidField, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { requireOwnerOutlet } from './owner-outlet.ts';
import { presentCharge, toStoredHundredths } from './payment-admin.presenter.ts';
import type { ChargesRepository } from './charges.repository.ts';

type Deps = { db: Kysely<Database>; repository: ChargesRepository; broadcaster: Broadcaster };

/**
 * The owner's charges and taxes of one outlet (back office): percentage or fixed, included in
 * the price or added, and the order types they apply to. One transaction per write; the outlet's
 * terminals are told after commit and reprice with the new charges.
 */
export function createChargesService(deps: Deps) {
  const { db, repository } = deps;
  const announce = (outletId: number) => deps.broadcaster.emitToOutlet(outletId, ServerEvent.OUTLET_CHARGE_CHANGED, {});

  const columnsOf = (body: ChargeInput) =>
    ({
      name: body.Name,
      type: body.Type,
      amount: toStoredHundredths(body.Amount),
      add_product_price: body.AddProductPrice ? 1 : 0,
      included_product_price: body.IncludedProductPrice ? 1 : 0,
      deduct_from: body.DeductFrom,
      is_active: body.IsActive ? 1 : 0,
    }) as const;

  /** Every order type named must be one of this outlet's: another's is a 404 like any foreign id. */
  async function checkOrderTypes(executor: Kysely<Database>, outletId: number, ids: readonly number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    const found = new Set(await repository.outletOrderTypeIds(executor, outletId, unique));
    const missing = unique.find((id) => !found.has(id));
    if (missing !== undefined) throw notFound(`Order type ${missing}`);
    return unique;
  }

  async function read(auth: AuthContext, id: number): Promise<AdminCharge> {
    const row = await repository.findForOwner(db, auth.ownerId, id);
    if (!row) throw notFound('Charge');
    return presentCharge(row);
  }

  return {
    async list(auth: AuthContext, outletId: number): Promise<AdminCharge[]> {
      await requireOwnerOutlet(db, auth.ownerId, outletId);
      return (await repository.list(db, outletId)).map(presentCharge);
    },

    async create(auth: AuthContext, body: ChargeInput, requestKey: string | null): Promise<AdminCharge> {
      await requireOwnerOutlet(db, auth.ownerId, body.OutletId);
      if (requestKey !== null) {
        const existing = await repository.findByRequestKey(db, body.OutletId, requestKey);
        if (existing !== undefined) return read(auth, existing);
      }
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          const orderTypeIds = await checkOrderTypes(trx, body.OutletId, body.OrderTypeIds);
          const chargeId = await repository.insert(trx, { ...columnsOf(body), outlet_id: body.OutletId, request_key: requestKey });
          await repository.replaceOrderTypes(trx, chargeId, orderTypeIds);
          return chargeId;
        });
      } catch (error) {
        const raced = requestKey !== null && isUniqueViolation(error) ? await repository.findByRequestKey(db, body.OutletId, requestKey) : undefined;
        if (raced !== undefined) return read(auth, raced);
        throw error;
      }
      await announce(body.OutletId);
      return read(auth, id);
    },

    async update(auth: AuthContext, id: number, body: ChargeInput): Promise<AdminCharge> {
      const current = await repository.findForOwner(db, auth.ownerId, id);
      if (!current) throw notFound('Charge');
      if (body.OutletId !== current.outlet_id) throw invalidField('OutletId', ServerMessage.MUST_BE_OUTLET_OF_ROW);
      if (current.archived_at !== null) throw new AppError('CONFLICT', fillMessage(ServerMessage.ARCHIVED_CANNOT_CHANGE, { name: current.name }));
      await db.transaction().execute(async (trx) => {
        const orderTypeIds = await checkOrderTypes(trx, current.outlet_id, body.OrderTypeIds);
        await repository.update(trx, id, columnsOf(body));
        await repository.replaceOrderTypes(trx, id, orderTypeIds);
      });
      await announce(current.outlet_id);
      return read(auth, id);
    },

    /** Archived when an order was priced with it (its name stays for that history), deleted otherwise. */
    async remove(auth: AuthContext, id: number): Promise<RemovalResult> {
      const outcome = await db.transaction().execute(async (trx) => {
        const current = await repository.findForOwner(trx, auth.ownerId, id);
        if (!current) throw notFound('Charge');
        const isUsed = await repository.isUsedByOrders(trx, id);
        if (isUsed) await repository.archive(trx, id, new Date().toISOString());
        else await repository.delete(trx, id);
        return { outletId: current.outlet_id, archived: isUsed };
      });
      await announce(outcome.outletId);
      return { Id: id, Archived: outcome.archived };
    },
  };
}

export type ChargesService = ReturnType<typeof createChargesService>;
