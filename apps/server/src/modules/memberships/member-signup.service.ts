import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { GenerateQrHistory, MemberSignUpBodySchema, MemberSignUpPage, MemberSignUpResult } from '@kasir/contracts';
import { OtherPermission, PurchaseMembershipType } from '@kasir/domain';
import { AppError } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { toNumber } from '../../db/row-numbers.ts';
import { wireAmount } from './memberships.presenter.ts';
import type { PurchasesRepository } from './purchases.repository.ts';
import type { PurchasesService } from './purchases.service.ts';
import { announcePurchase } from './purchase-events.ts';

type Deps = Pick<ModuleDeps, 'outlets' | 'permissions' | 'broadcaster'> & { purchases: PurchasesRepository; purchaseService: PurchasesService; now?: () => Date };

/** Not in the spec: how long a printed sign-up QR stays usable. */
export const MEMBER_SIGNUP_QR_VALID_HOURS = 24;
export const TOKEN_BYTES = 16;
export const HOUR_MS = 60 * 60 * 1000;
/** The product's own phone page (apps/web, MEMBERSHIPS-WEB) the QR opens. */
export const MEMBER_SIGNUP_PAGE_PATH = '/member-signup';

/** Spec §7: the redirect URL combines the token and the history id with a purchased flag. */
export function signUpUrl(origin: string, history: { id: number; token: string }, isPurchased: boolean): string {
  const query = new URLSearchParams({ token: history.token, id: String(history.id), purchased: isPurchased ? '1' : '0' });
  return `${origin.replace(/\/+$/, '')}${MEMBER_SIGNUP_PAGE_PATH}?${query.toString()}`;
}

const invalidQr = () => new AppError('NOT_FOUND', 'This sign-up QR is not valid', [{ field: 'token', error: 'Not Found' }]);

function sameToken(stored: string, given: string): boolean {
  const left = Buffer.from(stored);
  const right = Buffer.from(given);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The sign-up QR (GET /memberCategory/generatedQR, permission 21) and the public sign-up page it
 * opens. The token is the only key the page has: random, unguessable, usable until it expires
 * and for one purchase only (used_at is claimed by a conditional UPDATE, and a purchase row holds
 * the history id under a unique index), so a form sent twice makes one PENDING purchase.
 */
export function createMemberSignUpService(deps: Deps) {
  const clock = () => (deps.now ?? (() => new Date()))();

  async function findValidHistory(historyId: number, token: string) {
    const history = await deps.purchases.db.selectFrom('generate_qr_histories').selectAll().where('id', '=', historyId).executeTakeFirst();
    if (!history || !sameToken(history.token, token)) throw invalidQr();
    return history;
  }

  return {
    async generateQr(auth: AuthContext, outletHeader: number | null, origin: string, categoryId: number | undefined): Promise<GenerateQrHistory> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.GENERATE_MEMBER_QR, 'generate a member QR');
      if (categoryId !== undefined && !(await deps.purchases.findCategory(deps.purchases.db, auth.ownerId, categoryId))) {
        throw new AppError('NOT_FOUND', `Member category ${categoryId} not found`, [{ field: 'MemberCategoryId', error: 'Not Found' }]);
      }
      const now = clock();
      const row = await deps.purchases.db
        .insertInto('generate_qr_histories')
        .values({
          owner_id: auth.ownerId,
          outlet_id: outlet.id,
          token: randomBytes(TOKEN_BYTES).toString('hex'),
          member_category_id: categoryId ?? null,
          created_by: auth.userId,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + MEMBER_SIGNUP_QR_VALID_HOURS * HOUR_MS).toISOString(),
          used_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { Id: row.id, Token: row.token, MemberCategoryId: row.member_category_id, CreatedOn: row.created_at, ExpiredAt: row.expires_at, RedirectUrl: signUpUrl(origin, row, false) };
    },

    /** The history of a QR the caller's owner generated (for printing its slip). */
    async findHistory(auth: AuthContext, historyId: number) {
      const row = await deps.purchases.db.selectFrom('generate_qr_histories').selectAll().where('owner_id', '=', auth.ownerId).where('id', '=', historyId).executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND', `Sign-up QR ${historyId} not found`, [{ field: 'GenerateQRHistoryId', error: 'Not Found' }]);
      return row;
    },

    /** GET /qr/memberSignUp?token&id (public): what the phone page shows. */
    async page(token: string, historyId: number): Promise<MemberSignUpPage> {
      const history = await findValidHistory(historyId, token);
      const [outlet, categories, purchase] = await Promise.all([
        deps.purchases.db.selectFrom('outlets').select('name').where('id', '=', history.outlet_id).executeTakeFirstOrThrow(),
        deps.purchases.listCategories(history.owner_id),
        deps.purchases.db.selectFrom('purchase_memberships').select('purchase_code').where('generate_qr_history_id', '=', history.id).executeTakeFirst(),
      ]);
      const isExpired = new Date(history.expires_at) <= clock();
      if (isExpired && !purchase) throw new AppError('CONFLICT', 'This sign-up QR has expired; ask the cashier for a new one', [{ field: 'token', error: 'expired' }]);
      return {
        OutletName: outlet.name,
        GenerateQRHistoryId: history.id,
        IsPurchased: purchase !== undefined,
        PurchaseCode: purchase?.purchase_code ?? null,
        MemberCategoryId: history.member_category_id,
        MemberCategories: categories.map((category) => ({ Id: category.id, Name: category.name, Price: wireAmount(category.price), DurationDays: toNumber(category.duration_days) })),
      };
    },

    /** POST /qr/memberSignUp (public): the customer's form makes one PENDING NEW purchase for the QR. */
    async signUp(body: z.output<typeof MemberSignUpBodySchema>): Promise<MemberSignUpResult> {
      const history = await findValidHistory(body.GenerateQRHistoryId, body.Token);
      const now = clock();
      if (new Date(history.expires_at) <= now) throw new AppError('CONFLICT', 'This sign-up QR has expired; ask the cashier for a new one', [{ field: 'Token', error: 'expired' }]);
      const outlet = await deps.purchases.db.selectFrom('outlets').select(['id', 'time_zone']).where('id', '=', history.outlet_id).executeTakeFirstOrThrow();
      deps.purchaseService.refuseFutureBirthDate(body.BirthDate, outlet.time_zone);
      const row = await deps.purchases.transaction(async (trx) => {
        const claimed = await trx.updateTable('generate_qr_histories').set({ used_at: now.toISOString() }).where('id', '=', history.id).where('used_at', 'is', null).returning('id').executeTakeFirst();
        if (!claimed) throw new AppError('CONFLICT', 'This sign-up QR was used already', [{ field: 'Token', error: 'used' }]);
        return deps.purchaseService.insertPending(trx, {
          ownerId: history.owner_id,
          outletId: outlet.id,
          timeZoneHours: outlet.time_zone,
          type: PurchaseMembershipType.NEW,
          categoryId: body.MemberCategoryId,
          memberId: null,
          customer: { name: body.Name, phoneNumber: body.PhoneNumber, email: body.Email ?? null, birthDate: body.BirthDate },
          historyId: history.id,
          orderId: history.order_id,
          createdBy: null,
        });
      });
      await announcePurchase(deps.broadcaster, row);
      const categoryName = (await deps.purchases.findCategory(deps.purchases.db, history.owner_id, row.member_category_id))?.name ?? '';
      return { Id: row.id, PurchaseCode: row.purchase_code, Total: wireAmount(row.total), MemberCategory: { Name: categoryName } };
    },
  };
}

export type MemberSignUpService = ReturnType<typeof createMemberSignUpService>;
