import { sql, type Kysely } from 'kysely';
import { CatalogPart, type AdminMemberCategory, type AdminMembershipPromo, type MemberCategoryInput, type MembershipPromoInput } from '@kasir/contracts';
import { PromoDiscountType, ServerMessage, fillMessage } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import { toNumber } from '../../db/row-numbers.ts';
import { AppError, invalidField, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { announceCatalogChange } from '../../realtime/catalog-events.ts';
import { fromStoredHundredths, toStoredHundredths, toStoredOrNull } from './promo-admin.presenter.ts';
import type { Executor } from './promos-admin.repository.ts';

type Deps = { db: Kysely<Database>; broadcaster: Broadcaster };

/**
 * The owner's member categories (name, price, duration, saved minutes, position; the default,
 * Silver, stays) and the promos on buying a membership of them (promo_member_categories, read by
 * GET /promoMemberCategory?isKasir=1 and POST /qr/applyPromo). One transaction per write.
 */
export function createMemberCategoriesService(deps: Deps) {
  const { db } = deps;
  const tellTills = async (auth: AuthContext) => {
    const outlets = await db.selectFrom('outlets').select('id').where('owner_id', '=', auth.ownerId).execute();
    await announceCatalogChange(
      deps.broadcaster,
      outlets.map((outlet) => outlet.id),
      [CatalogPart.PROMOS],
    );
  };

  async function categories(executor: Executor, ownerId: number, id?: number): Promise<AdminMemberCategory[]> {
    let query = executor
      .selectFrom('member_categories')
      .select(['id', 'name', 'price', 'duration_days', 'time_balance_minutes', 'position', 'is_default'])
      .select((eb) => eb.selectFrom('members').select(eb.fn.countAll().as('count')).whereRef('members.member_category_id', '=', 'member_categories.id').where('members.deleted_at', 'is', null).as('member_count'))
      .where('owner_id', '=', ownerId);
    if (id !== undefined) query = query.where('id', '=', id);
    const rows = await query.orderBy('position').orderBy('id').execute();
    return rows.map((row) => ({
      Id: row.id,
      Name: row.name,
      Price: fromStoredHundredths(toNumber(row.price)),
      DurationDays: row.duration_days,
      TimeBalanceMinutes: row.time_balance_minutes,
      Position: row.position,
      IsDefault: row.is_default === 1,
      MemberCount: toNumber(row.member_count),
    }));
  }

  async function readCategory(auth: AuthContext, id: number): Promise<AdminMemberCategory> {
    const [row] = await categories(db, auth.ownerId, id);
    if (!row) throw notFound('Member category');
    return row;
  }

  async function nameTaken(executor: Executor, ownerId: number, name: string, exceptId: number | null): Promise<boolean> {
    let query = executor.selectFrom('member_categories').select('id').where('owner_id', '=', ownerId).where(sql`lower(name)`, '=', name.toLowerCase());
    if (exceptId !== null) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  const categoryColumns = (body: MemberCategoryInput) => ({
    name: body.Name,
    price: toStoredHundredths(body.Price),
    duration_days: body.DurationDays,
    time_balance_minutes: body.TimeBalanceMinutes,
    position: body.Position,
  });

  async function promos(executor: Executor, ownerId: number, id?: number): Promise<AdminMembershipPromo[]> {
    let query = executor.selectFrom('promo_member_categories').selectAll().where('owner_id', '=', ownerId).where('archived_at', 'is', null);
    if (id !== undefined) query = query.where('id', '=', id);
    const rows = await query.orderBy('id').execute();
    return rows.map((row) => ({
      Id: row.id,
      Name: row.name,
      MemberCategoryId: row.member_category_id,
      DiscountType: row.discount_type,
      // PERCENTAGE is stored in whole percent (migration 0014), NOMINAL in hundredths.
      Amount: row.discount_type === PromoDiscountType.PERCENTAGE ? toNumber(row.amount) : fromStoredHundredths(toNumber(row.amount)),
      MaxDiscount: row.max_discount === null ? null : fromStoredHundredths(toNumber(row.max_discount)),
      IsActive: row.is_active === 1,
    }));
  }

  async function readPromo(auth: AuthContext, id: number): Promise<AdminMembershipPromo> {
    const [row] = await promos(db, auth.ownerId, id);
    if (!row) throw notFound('Membership promo');
    return row;
  }

  async function promoColumns(executor: Executor, auth: AuthContext, body: MembershipPromoInput) {
    if (body.MemberCategoryId !== null) {
      const category = await executor.selectFrom('member_categories').select('id').where('owner_id', '=', auth.ownerId).where('id', '=', body.MemberCategoryId).executeTakeFirst();
      if (!category) throw notFound('Member category');
    }
    return {
      name: body.Name,
      member_category_id: body.MemberCategoryId,
      discount_type: body.DiscountType,
      amount: body.DiscountType === PromoDiscountType.PERCENTAGE ? body.Amount : toStoredHundredths(body.Amount),
      max_discount: toStoredOrNull(body.MaxDiscount),
      is_active: body.IsActive ? (1 as const) : (0 as const),
    };
  }

  const findByKey = async (table: 'member_categories' | 'promo_member_categories', ownerId: number, key: string) =>
    (await db.selectFrom(table).select('id').where('owner_id', '=', ownerId).where('request_key', '=', key).executeTakeFirst())?.id;

  return {
    listCategories: (auth: AuthContext) => categories(db, auth.ownerId),

    async createCategory(auth: AuthContext, body: MemberCategoryInput, requestKey: string | null): Promise<AdminMemberCategory> {
      if (requestKey !== null) {
        const existing = await findByKey('member_categories', auth.ownerId, requestKey);
        if (existing !== undefined) return readCategory(auth, existing);
      }
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          if (await nameTaken(trx, auth.ownerId, body.Name, null)) throw invalidField('Name', ServerMessage.MEMBER_CATEGORY_NAME_TAKEN);
          const row = await trx.insertInto('member_categories').values({ ...categoryColumns(body), owner_id: auth.ownerId, is_default: 0, request_key: requestKey }).returning('id').executeTakeFirstOrThrow();
          return row.id;
        });
      } catch (error) {
        const raced = requestKey !== null && isUniqueViolation(error) ? await findByKey('member_categories', auth.ownerId, requestKey) : undefined;
        if (raced !== undefined) return readCategory(auth, raced);
        throw error;
      }
      await tellTills(auth);
      return readCategory(auth, id);
    },

    async updateCategory(auth: AuthContext, id: number, body: MemberCategoryInput): Promise<AdminMemberCategory> {
      await readCategory(auth, id);
      await db.transaction().execute(async (trx) => {
        if (await nameTaken(trx, auth.ownerId, body.Name, id)) throw invalidField('Name', ServerMessage.MEMBER_CATEGORY_NAME_TAKEN);
        await trx.updateTable('member_categories').set(categoryColumns(body)).where('id', '=', id).execute();
      });
      await tellTills(auth);
      return readCategory(auth, id);
    },

    /** The default stays; a category members, memberships or sign-up QRs name stays too. */
    async removeCategory(auth: AuthContext, id: number): Promise<{ Id: number; Archived: boolean }> {
      await db.transaction().execute(async (trx) => {
        const [category] = await categories(trx, auth.ownerId, id);
        if (!category) throw notFound('Member category');
        if (category.IsDefault) throw new AppError('CONFLICT', fillMessage(ServerMessage.MEMBER_CATEGORY_DEFAULT_KEPT, { name: category.Name }));
        const [member, purchase, qr] = await Promise.all([
          trx.selectFrom('members').select('id').where('member_category_id', '=', id).limit(1).executeTakeFirst(),
          trx.selectFrom('purchase_memberships').select('id').where('member_category_id', '=', id).limit(1).executeTakeFirst(),
          trx.selectFrom('generate_qr_histories').select('id').where('member_category_id', '=', id).limit(1).executeTakeFirst(),
        ]);
        if (member || purchase || qr) throw new AppError('CONFLICT', fillMessage(ServerMessage.MEMBER_CATEGORY_IN_USE, { name: category.Name }));
        // Its unused promos go with it; promos that purchases name are archived and unlinked.
        const used = await trx
          .selectFrom('purchase_memberships')
          .innerJoin('promo_member_categories', 'promo_member_categories.id', 'purchase_memberships.promo_member_category_id')
          .select('promo_member_categories.id')
          .where('promo_member_categories.member_category_id', '=', id)
          .execute();
        const usedIds = [...new Set(used.map((row) => row.id))];
        let unused = trx.deleteFrom('promo_member_categories').where('member_category_id', '=', id);
        if (usedIds.length > 0) unused = unused.where('id', 'not in', usedIds);
        await unused.execute();
        await trx.updateTable('promo_member_categories').set({ member_category_id: null, is_active: 0, archived_at: new Date().toISOString() }).where('member_category_id', '=', id).execute();
        await trx.deleteFrom('member_categories').where('id', '=', id).execute();
      });
      await tellTills(auth);
      return { Id: id, Archived: false };
    },

    listPromos: (auth: AuthContext) => promos(db, auth.ownerId),

    async createPromo(auth: AuthContext, body: MembershipPromoInput, requestKey: string | null): Promise<AdminMembershipPromo> {
      if (requestKey !== null) {
        const existing = await findByKey('promo_member_categories', auth.ownerId, requestKey);
        if (existing !== undefined) return readPromo(auth, existing);
      }
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          const columns = await promoColumns(trx, auth, body);
          const row = await trx
            .insertInto('promo_member_categories')
            .values({ ...columns, owner_id: auth.ownerId, created_at: new Date().toISOString(), request_key: requestKey })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        });
      } catch (error) {
        const raced = requestKey !== null && isUniqueViolation(error) ? await findByKey('promo_member_categories', auth.ownerId, requestKey) : undefined;
        if (raced !== undefined) return readPromo(auth, raced);
        throw error;
      }
      await tellTills(auth);
      return readPromo(auth, id);
    },

    async updatePromo(auth: AuthContext, id: number, body: MembershipPromoInput): Promise<AdminMembershipPromo> {
      await readPromo(auth, id);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('promo_member_categories').set(await promoColumns(trx, auth, body)).where('id', '=', id).execute();
      });
      await tellTills(auth);
      return readPromo(auth, id);
    },

    /** Deleted, or archived when a membership purchase names it (its discount stays in that history). */
    async removePromo(auth: AuthContext, id: number): Promise<{ Id: number; Archived: boolean }> {
      const archived = await db.transaction().execute(async (trx) => {
        const [promo] = await promos(trx, auth.ownerId, id);
        if (!promo) throw notFound('Membership promo');
        const used = await trx.selectFrom('purchase_memberships').select('id').where('promo_member_category_id', '=', id).limit(1).executeTakeFirst();
        if (used) await trx.updateTable('promo_member_categories').set({ is_active: 0, archived_at: new Date().toISOString() }).where('id', '=', id).execute();
        else await trx.deleteFrom('promo_member_categories').where('id', '=', id).execute();
        return used !== undefined;
      });
      await tellTills(auth);
      return { Id: id, Archived: archived };
    },
  };
}

export type MemberCategoriesService = ReturnType<typeof createMemberCategoriesService>;
