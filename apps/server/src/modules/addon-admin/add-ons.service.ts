import type { Kysely } from 'kysely';
import { ServerMessage, fillMessage } from '@kasir/domain';
import { CatalogPart, type AddOnInput, type AdminAddOn, type RemovalResult } from '@kasir/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError, invalidField, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { announceCatalogChange } from '../../realtime/catalog-events.ts';
import { requireOwnerOutlet } from '../payment-admin/owner-outlet.ts';
import { toStoredHundredths } from '../payment-admin/payment-admin.presenter.ts';
import type { AddOnAdminRepository } from './addon-admin.repository.ts';
import { presentAddOn } from './addon-admin.presenter.ts';

type Deps = { db: Kysely<Database>; repository: AddOnAdminRepository; broadcaster: Broadcaster; now?: () => Date };

/** Products embed their add-ons (SubProduct), so both parts change. */
const PARTS = [CatalogPart.SUB_PRODUCTS, CatalogPart.PRODUCTS] as const;

/**
 * The owner's add-ons (sub-products) of one outlet: every write is one transaction, then the
 * outlet's tills hear catalog:changed. One an order names is archived, never deleted.
 */
export function createAddOnsService(deps: Deps) {
  const { db, repository } = deps;
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  const announce = (outletId: number) => announceCatalogChange(deps.broadcaster, [outletId], PARTS);

  async function read(auth: AuthContext, id: number): Promise<AdminAddOn> {
    const row = await repository.findAddOnForOwner(db, auth.ownerId, id);
    if (!row) throw notFound('Add-on');
    return presentAddOn(row);
  }

  async function check(executor: Kysely<Database>, outletId: number, body: AddOnInput, exceptId: number | null) {
    if (await repository.nameTaken(executor, 'sub_products', outletId, body.Name, exceptId)) throw invalidField('Name', ServerMessage.ADD_ON_NAME_TAKEN);
    const foreign = await repository.productsNotOfOutlet(executor, outletId, body.OutletProductIds);
    if (foreign.length > 0) throw invalidField('OutletProductIds', fillMessage(ServerMessage.MUST_BE_PRODUCT_OF_OUTLET, { ids: foreign.join(', ') }));
  }

  const columnsOf = (body: AddOnInput) => ({ name: body.Name, price: toStoredHundredths(body.Price), quantity: body.Quantity, is_sold_out: body.IsSoldOut ? 1 : 0, updated_at: now() }) as const;

  return {
    async list(auth: AuthContext, outletId: number): Promise<AdminAddOn[]> {
      await requireOwnerOutlet(db, auth.ownerId, outletId);
      const rows = await repository.listAddOns(db, outletId);
      // Live ones first, archived last.
      return rows.map(presentAddOn).sort((a, b) => Number(a.IsArchived) - Number(b.IsArchived));
    },

    /** With an Idempotency-Key, a retry answers the add-on the first call made. */
    async create(auth: AuthContext, body: AddOnInput, requestKey: string | null): Promise<AdminAddOn> {
      await requireOwnerOutlet(db, auth.ownerId, body.OutletId);
      if (requestKey !== null) {
        const existing = await repository.findByRequestKey(db, 'sub_products', body.OutletId, requestKey);
        if (existing !== undefined) return read(auth, existing);
      }
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          await check(trx, body.OutletId, body, null);
          const inserted = await repository.insertAddOn(trx, { ...columnsOf(body), outlet_id: body.OutletId, request_key: requestKey });
          await repository.setAddOnProducts(trx, inserted, body.OutletProductIds);
          return inserted;
        });
      } catch (error) {
        const raced = requestKey !== null && isUniqueViolation(error) ? await repository.findByRequestKey(db, 'sub_products', body.OutletId, requestKey) : undefined;
        if (raced !== undefined) return read(auth, raced);
        throw error;
      }
      await announce(body.OutletId);
      return read(auth, id);
    },

    async update(auth: AuthContext, id: number, body: AddOnInput): Promise<AdminAddOn> {
      const current = await repository.findAddOnForOwner(db, auth.ownerId, id);
      if (!current) throw notFound('Add-on');
      if (body.OutletId !== current.outlet_id) throw invalidField('OutletId', ServerMessage.MUST_BE_OUTLET_OF_ROW);
      if (current.archived_at !== null) throw new AppError('CONFLICT', fillMessage(ServerMessage.ARCHIVED_CANNOT_CHANGE, { name: current.name }));
      await db.transaction().execute(async (trx) => {
        await check(trx, current.outlet_id, body, id);
        await repository.updateAddOn(trx, id, columnsOf(body));
        await repository.setAddOnProducts(trx, id, body.OutletProductIds);
      });
      await announce(current.outlet_id);
      return read(auth, id);
    },

    /** Archived (kept for the orders that name it) when an order line names it, deleted otherwise. */
    async remove(auth: AuthContext, id: number): Promise<RemovalResult> {
      const outcome = await db.transaction().execute(async (trx) => {
        const current = await repository.findAddOnForOwner(trx, auth.ownerId, id);
        if (!current) throw notFound('Add-on');
        if (current.archived_at !== null) return { outletId: current.outlet_id, archived: true };
        const archived = await repository.addOnInHistory(trx, id);
        if (archived) await repository.archiveAddOn(trx, id, now());
        else await repository.deleteAddOn(trx, id);
        return { outletId: current.outlet_id, archived };
      });
      await announce(outcome.outletId);
      return { Id: id, Archived: outcome.archived };
    },
  };
}

export type AddOnsService = ReturnType<typeof createAddOnsService>;
