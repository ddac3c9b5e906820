import { randomBytes } from 'node:crypto';
import type { OrderMemberQr } from '@kasir/contracts';
import { OtherPermission } from '@kasir/domain';
import { AppError } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { HOUR_MS, MEMBER_SIGNUP_QR_VALID_HOURS, TOKEN_BYTES, signUpUrl } from './member-signup.service.ts';
import type { PurchasesRepository } from './purchases.repository.ts';

type Deps = Pick<ModuleDeps, 'outlets' | 'permissions'> & { purchases: PurchasesRepository; now?: () => Date };

/**
 * GET /qr?OrderId= (spec §7 names it without a shape; ADR 0021): the member sign-up QR printed
 * for one order's customer. Same permission, page and one-use token as generatedQR; the history
 * remembers the order, so the purchase the customer makes does too, and paying it puts the new
 * member on the order with its points. Asked again while unused and valid, it answers the same
 * QR (a reprint does not leave a trail of live tokens).
 */
export function createOrderMemberQrService(deps: Deps) {
  const clock = () => (deps.now ?? (() => new Date()))();
  const present = (row: { id: number; token: string; order_id: number | null; expires_at: string }, origin: string): OrderMemberQr => ({
    Id: row.id,
    Token: row.token,
    OrderId: row.order_id!,
    ExpiredAt: row.expires_at,
    RedirectUrl: signUpUrl(origin, row, false),
  });

  return {
    async forOrder(auth: AuthContext, outletHeader: number | null, origin: string, orderId: number): Promise<OrderMemberQr> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.GENERATE_MEMBER_QR, 'generate a member QR');
      const db = deps.purchases.db;
      const order = await db.selectFrom('orders').select('id').where('id', '=', orderId).where('owner_id', '=', auth.ownerId).where('outlet_id', '=', outlet.id).executeTakeFirst();
      if (!order) throw new AppError('NOT_FOUND', `Order ${orderId} not found`, [{ field: 'OrderId', error: 'Not Found' }]);
      const now = clock();
      const live = await db
        .selectFrom('generate_qr_histories')
        .selectAll()
        .where('order_id', '=', order.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (live) return present(live, origin);
      const row = await db
        .insertInto('generate_qr_histories')
        .values({
          owner_id: auth.ownerId,
          outlet_id: outlet.id,
          token: randomBytes(TOKEN_BYTES).toString('hex'),
          member_category_id: null,
          order_id: order.id,
          created_by: auth.userId,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + MEMBER_SIGNUP_QR_VALID_HOURS * HOUR_MS).toISOString(),
          used_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return present(row, origin);
    },
  };
}

export type OrderMemberQrService = ReturnType<typeof createOrderMemberQrService>;
