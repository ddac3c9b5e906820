import type { Kysely } from 'kysely';
import { ServerMessage, fillMessage } from '@kasir/domain';
import { CatalogPart, type AdminBundle, type BundleInput, type RemovalResult } from '@kasir/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError, invalidField, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { announceCatalogChange } from '../../realtime/catalog-events.ts';
import { isForeignKeyViolation } from '../payment-admin/foreign-key-violation.ts';
import { requireOwnerOutlet } from '../payment-admin/owner-outlet.ts';
import { toStoredHundredths } from '../payment-admin/payment-admin.presenter.ts';
import type { AddOnAdminRepository } from './addon-admin.repository.ts';
import { presentBundle } from './addon-admin.presenter.ts';

type Deps = { db: Kysely<Database>; repository: AddOnAdminRepository; broadcaster: Broadcaster; now?: () => Date };

/** The till's menu lists bundles among the products, so both parts change. */
const PARTS = [CatalogPart.BUNDLES, CatalogPart.PRODUCTS] as const;

/**
 * The owner's bundles of one outlet: a price for some of the outlet's products together. Every
 * write is one transaction, then the tills hear catalog:changed. One an order or promo names is
 * archived (and leaves the menu), never deleted.
 */
export function createBundlesService(deps: Deps) {
  const { db, repository } = deps;
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  const announce = (outletId: number) => announceCatalogChange(deps.broadcaster, [outletId], PARTS);

  async function read(auth: AuthContext, id: number): Promise<AdminBundle> {
    const row = await repository.findBundleForOwner(db, auth.ownerId, id);
    if (!row) throw notFound('Bundle');
    return presentBundle(row);
  }

  async function check(executor: Kysely<Database>, outletId: number, body: BundleInput, exceptId: number | null) {
    if (await repository.nameTaken(executor, 'outlet_product_bundles', outletId, body.Name, exceptId)) throw invalidField('Name', ServerMessage.BUNDLE_NAME_TAKEN);
    if (!(await repository.isCategoryOfOutlet(executor, outletId, body.ProductCategoryId))) throw invalidField('ProductCategoryId', ServerMessage.MUST_BE_CATEGORY_OF_OUTLET);
    const foreign = await repository.productsNotOfOutlet(executor, outletId, body.Components.map((component) => component.OutletProductId));
    if (foreign.length > 0) throw invalidField('Components', fillMessage(ServerMessage.MUST_BE_PRODUCT_OF_OUTLET, { ids: foreign.join(', ') }));
  }

  const columnsOf = (body: BundleInput) =>
    ({ name: body.Name, product_category_id: body.ProductCategoryId, price: toStoredHundredths(body.Price), is_sold_out: body.IsSoldOut ? 1 : 0, is_active: body.IsActive ? 1 : 0 }) as const;

  return {
    async list(auth: AuthContext, outletId: number): Promise<AdminBundle[]> {
      await requireOwnerOutlet(db, auth.ownerId, outletId);
      const rows = await repository.listBundles(db, outletId);
      return rows.map(presentBundle).sort((a, b) => Number(a.IsArchived) - Number(b.IsArchived));
    },

    /** With an Idempotency-Key, a retry answers the bundle the first call made. */
    async create(auth: AuthContext, body: BundleInput, requestKey: string | null): Promise<AdminBundle> {
      await requireOwnerOutlet(db, auth.ownerId, body.OutletId);
      if (requestKey !== null) {
        const existing = await repository.findByRequestKey(db, 'outlet_product_bundles', body.OutletId, requestKey);
        if (existing !== undefined) return read(auth, existing);
      }
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          await check(trx, body.OutletId, body, null);
          const inserted = await repository.insertBundle(trx, { ...columnsOf(body), outlet_id: body.OutletId, request_key: requestKey });
          await repository.setBundleComponents(trx, inserted, body.Components);
          return inserted;
        });
      } catch (error) {
        const raced = requestKey !== null && isUniqueViolation(error) ? await repository.findByRequestKey(db, 'outlet_product_bundles', body.OutletId, requestKey) : undefined;
        if (raced !== undefined) return read(auth, raced);
        throw error;
      }
      await announce(body.OutletId);
      return read(auth, id);
    },

    async update(auth: AuthContext, id: number, body: BundleInput): Promise<AdminBundle> {
      const current = await repository.findBundleForOwner(db, auth.ownerId, id);
      if (!current) throw notFound('Bundle');
      if (body.OutletId !== current.outlet_id) throw invalidField('OutletId', ServerMessage.MUST_BE_OUTLET_OF_ROW);
      if (current.archived_at !== null) throw new AppError('CONFLICT', fillMessage(ServerMessage.ARCHIVED_CANNOT_CHANGE, { name: current.name }));
      await db.transaction().execute(async (trx) => {
        await check(trx, current.outlet_id, body, id);
        await repository.updateBundle(trx, id, columnsOf(body));
        await repository.setBundleComponents(trx, id, body.Components);
      });
      await announce(current.outlet_id);
      return read(auth, id);
    },

    /** Archived when an order or promo names it, deleted otherwise. */
    async remove(auth: AuthContext, id: number): Promise<RemovalResult> {
      const removeOnce = (mayDelete: boolean) =>
        db.transaction().execute(async (trx) => {
          const current = await repository.findBundleForOwner(trx, auth.ownerId, id);
          if (!current) throw notFound('Bundle');
          if (current.archived_at !== null) return { outletId: current.outlet_id, archived: true };
          const archived = !mayDelete || (await repository.bundleInHistory(trx, id));
          if (archived) await repository.archiveBundle(trx, id, now());
          else await repository.deleteBundle(trx, id);
          return { outletId: current.outlet_id, archived };
        });
      // A promo committed with it between the check and the delete: its key refuses the delete, so archive.
      const outcome = await removeOnce(true).catch((error: unknown) => {
        if (isForeignKeyViolation(error)) return removeOnce(false);
        throw error;
      });
      await announce(outcome.outletId);
      return { Id: id, Archived: outcome.archived };
    },
  };
}

export type BundlesService = ReturnType<typeof createBundlesService>;
