import type { Kysely } from 'kysely';
import { CatalogPart, type AdminPromo, type PromoChoices, type PromoInputBody, type PromoRemoval } from '@kasir/contracts';
import { ServerMessage, fillMessage, toScheduleMask } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import { AppError, invalidField, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { announceCatalogChange } from '../../realtime/catalog-events.ts';
import { outletDayBounds, presentPromo, toStoredHundredths, toStoredOrNull } from './promo-admin.presenter.ts';
import type { Executor, OutletPromoRow, PromosAdminRepository } from './promos-admin.repository.ts';

type Deps = { db: Kysely<Database>; repository: PromosAdminRepository; broadcaster: Broadcaster };
type Outlet = { id: number; name: string; time_zone: number };
type Terms = Map<number, { targets: Array<{ outlet_product_id: number | null; product_category_id: number | null; bundle_id: number | null }>; methods: number[] }>;

const PROMOS = [CatalogPart.PROMOS];

/**
 * The owner's promos (back office, ADR 0024). A promo is a group of promos rows, one per outlet
 * that runs it, so the till keeps reading its own outlet's rows. Each write is one transaction;
 * the tills of every outlet it touched are told after commit (catalog:changed 'promos').
 */
export function createPromosAdminService(deps: Deps) {
  const { db, repository } = deps;

  async function ownerOutletsNamed(executor: Executor, auth: AuthContext, outletIds: readonly number[]): Promise<Outlet[]> {
    const outlets = await repository.ownerOutlets(executor, auth.ownerId);
    const chosen = outletIds.map((id) => outlets.find((outlet) => outlet.id === id));
    if (chosen.some((outlet) => outlet === undefined)) throw notFound('Outlet');
    return chosen as Outlet[];
  }

  /** Every product, category, bundle and payment method named must be on one of the chosen outlets. */
  async function termsPerOutlet(executor: Executor, outletIds: readonly number[], body: PromoInputBody): Promise<Terms> {
    const terms: Terms = new Map(outletIds.map((id) => [id, { targets: [], methods: [] }]));
    const check = async (field: string, table: Parameters<PromosAdminRepository['idsOfOutlets']>[1], ids: readonly number[]) => {
      const found = await repository.idsOfOutlets(executor, table, outletIds, ids);
      const missing = ids.filter((id) => !found.some((row) => row.id === id));
      if (missing.length > 0) throw invalidField(field, fillMessage(ServerMessage.PROMO_IDS_NOT_OF_OUTLETS, { ids: missing.join(', ') }));
      return found;
    };
    for (const row of await check('OutletProductIds', 'outlet_products', body.OutletProductIds)) terms.get(row.outlet_id)!.targets.push({ outlet_product_id: row.id, product_category_id: null, bundle_id: null });
    for (const row of await check('CategoryIds', 'product_categories', body.CategoryIds)) terms.get(row.outlet_id)!.targets.push({ outlet_product_id: null, product_category_id: row.id, bundle_id: null });
    for (const row of await check('BundleIds', 'outlet_product_bundles', body.BundleIds)) terms.get(row.outlet_id)!.targets.push({ outlet_product_id: null, product_category_id: null, bundle_id: row.id });
    for (const row of await check('PaymentMethodIds', 'outlet_payment_methods', body.PaymentMethodIds)) terms.get(row.outlet_id)!.methods.push(row.id);
    return terms;
  }

  /** The columns every row of the group shares (dates in each outlet's own time zone). */
  const columnsOf = (body: PromoInputBody, outlet: Outlet) =>
    ({
      name: body.Name,
      promo_type: body.PromoType,
      discount_type: body.DiscountType,
      discount_value: toStoredHundredths(body.DiscountValue),
      max_discount_amount: toStoredOrNull(body.MaxDiscountAmount),
      base_on: body.BaseOn,
      deduct_from: body.DeductFrom,
      min_purchased_price: toStoredOrNull(body.MinPurchase),
      max_purchased_price: toStoredOrNull(body.MaxPurchase),
      usage_limit: body.Limit,
      is_active: body.IsActive ? 1 : 0,
      days_mask: toScheduleMask(body.Days),
      hours_mask: toScheduleMask(body.Hours),
      ...outletDayBounds(body.StartDate, body.EndDate, outlet.time_zone),
    }) as const;

  async function read(auth: AuthContext, groupId: number): Promise<AdminPromo> {
    const rows = await repository.findGroup(db, auth.ownerId, groupId);
    if (rows.length === 0) throw notFound('Promo');
    return presentPromo(rows);
  }

  async function removeRow(trx: Executor, row: OutletPromoRow, nowIso: string): Promise<boolean> {
    const isUsed = await repository.isUsed(trx, row.id);
    if (isUsed) await repository.archive(trx, row.id, nowIso);
    else await repository.delete(trx, row.id);
    return isUsed;
  }

  return {
    async list(auth: AuthContext): Promise<AdminPromo[]> {
      const rows = await repository.listLive(db, auth.ownerId);
      const groups = new Map<number, OutletPromoRow[]>();
      for (const row of rows) groups.set(row.group_id, [...(groups.get(row.group_id) ?? []), row]);
      return [...groups.values()].map(presentPromo);
    },

    read,

    async choices(auth: AuthContext): Promise<PromoChoices> {
      const outlets = await repository.ownerOutlets(db, auth.ownerId);
      const menu = await repository.choices(
        db,
        outlets.map((outlet) => outlet.id),
      );
      return {
        Outlets: outlets.map((outlet) => ({
          Id: outlet.id,
          Name: outlet.name,
          Products: menu.products.filter((row) => row.outlet_id === outlet.id).map((row) => ({ Id: row.id, Name: row.name, CategoryId: row.product_category_id })),
          Categories: menu.categories.filter((row) => row.outlet_id === outlet.id).map((row) => ({ Id: row.id, Name: row.name })),
          Bundles: menu.bundles.filter((row) => row.outlet_id === outlet.id).map((row) => ({ Id: row.id, Name: row.name })),
          PaymentMethods: menu.methods.filter((row) => row.outlet_id === outlet.id).map((row) => ({ Id: row.id, Name: row.name })),
        })),
      };
    },

    /** With an Idempotency-Key, a retry answers the promo the first call made. */
    async create(auth: AuthContext, body: PromoInputBody, requestKey: string | null): Promise<AdminPromo> {
      const outlets = await ownerOutletsNamed(db, auth, body.OutletIds);
      const keyOutlet = outlets[0]!.id;
      if (requestKey !== null) {
        const existing = await repository.findGroupByRequestKey(db, keyOutlet, requestKey);
        if (existing !== undefined) return read(auth, existing);
      }
      let groupId: number;
      try {
        groupId = await db.transaction().execute(async (trx) => {
          const terms = await termsPerOutlet(trx, body.OutletIds, body);
          let group: number | null = null;
          for (const outlet of outlets) {
            const id = await repository.insert(trx, { ...columnsOf(body, outlet), outlet_id: outlet.id, total_used: 0, request_key: requestKey, promo_group_id: group });
            group ??= id;
            await repository.update(trx, id, { promo_group_id: group });
            const own = terms.get(outlet.id)!;
            await repository.replaceTerms(trx, id, own.targets, own.methods);
          }
          return group!;
        });
      } catch (error) {
        const raced = requestKey !== null && isUniqueViolation(error) ? await repository.findGroupByRequestKey(db, keyOutlet, requestKey) : undefined;
        if (raced !== undefined) return read(auth, raced);
        throw error;
      }
      await announceCatalogChange(deps.broadcaster, body.OutletIds, PROMOS);
      return read(auth, groupId);
    },

    /** Edits every outlet's row; an outlet added gets a row, an outlet taken away loses its row (archived if used). */
    async update(auth: AuthContext, groupId: number, body: PromoInputBody): Promise<AdminPromo> {
      const current = await repository.findGroup(db, auth.ownerId, groupId);
      if (current.length === 0) throw notFound('Promo');
      const live = current.filter((row) => row.archived_at === null);
      if (live.length === 0) throw new AppError('CONFLICT', fillMessage(ServerMessage.ARCHIVED_CANNOT_CHANGE, { name: current[0]!.name }));
      const outlets = await ownerOutletsNamed(db, auth, body.OutletIds);
      const nowIso = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const terms = await termsPerOutlet(trx, body.OutletIds, body);
        for (const outlet of outlets) {
          const existing = live.find((row) => row.outlet_id === outlet.id);
          const id = existing?.id ?? (await repository.insert(trx, { ...columnsOf(body, outlet), outlet_id: outlet.id, total_used: 0, promo_group_id: groupId }));
          if (existing) await repository.update(trx, id, columnsOf(body, outlet));
          const own = terms.get(outlet.id)!;
          await repository.replaceTerms(trx, id, own.targets, own.methods);
        }
        for (const row of live.filter((candidate) => !body.OutletIds.includes(candidate.outlet_id))) await removeRow(trx, row, nowIso);
      });
      await announceCatalogChange(deps.broadcaster, [...body.OutletIds, ...live.map((row) => row.outlet_id)], PROMOS);
      return read(auth, groupId);
    },

    /** Deleted at every outlet; a row that orders, payments or vouchers name is archived instead. */
    async remove(auth: AuthContext, groupId: number): Promise<PromoRemoval> {
      const nowIso = new Date().toISOString();
      const outcome = await db.transaction().execute(async (trx) => {
        const rows = await repository.findGroup(trx, auth.ownerId, groupId);
        if (rows.length === 0) throw notFound('Promo');
        const live = rows.filter((row) => row.archived_at === null);
        let archived = live.length === 0;
        for (const row of live) archived = (await removeRow(trx, row, nowIso)) || archived;
        return { outletIds: rows.map((row) => row.outlet_id), archived };
      });
      await announceCatalogChange(deps.broadcaster, outcome.outletIds, PROMOS);
      return { Id: groupId, Archived: outcome.archived };
    },
  };
}

export type PromosAdminService = ReturnType<typeof createPromosAdminService>;
