import { expect } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type PaidMembership, type PurchaseMembership } from '@kasir/contracts';
import { PurchaseMembershipType } from '@kasir/domain';
import { openPaymentsTestbed } from '../modules/payments/payments-test-kit.ts';
import { signIn } from './test-server.ts';
import { terminal } from '../modules/orders/orders-test-kit.ts';

let sequence = 0;

/**
 * The payments testbed (Ani, cashier, and Budi, supervisor, on shift at Kopi Senja with the
 * demo data) plus membership helpers: categories and promos by name, a walk-in sold a NEW
 * membership at the till, and the two payment calls with or without an Idempotency-Key.
 */
export async function openMembershipTestbed() {
  const bed = await openPaymentsTestbed();
  const budiTokens = await signIn(bed.server, { username: 'budi', pin: '222222' });
  const db = bed.server.database.db;
  const categories = await db.selectFrom('member_categories').select(['id', 'name']).where('owner_id', '=', bed.server.ids.ownerId).execute();
  const category = (name: string) => {
    const found = categories.find((row) => row.name === name);
    if (!found) throw new Error(`No member category ${name}`);
    return found.id;
  };
  const promos = await db.selectFrom('promo_member_categories').select(['id', 'name']).execute();
  const promo = (name: string) => {
    const found = promos.find((row) => row.name === name);
    if (!found) throw new Error(`No membership promo ${name}`);
    return found.id;
  };
  /** A NEW membership sold by Ani at the till to a fresh walk-in (unique phone). */
  const sellNew = async (categoryName = 'Gold', extra: object = {}): Promise<PurchaseMembership> => {
    sequence += 1;
    const answer = await bed.ani('POST', `/qr/purchaseMembership/${category(categoryName)}`, {
      Name: `Tamu ${sequence}`,
      PhoneNumber: `0813${String(Date.now() % 1_000_000).padStart(6, '0')}${String(sequence).padStart(3, '0')}`.slice(0, 16),
      BirthDate: '1990-01-31',
      ...extra,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as PurchaseMembership;
  };
  const payPath = (purchase: Pick<PurchaseMembership, 'Type'>) => (purchase.Type === PurchaseMembershipType.EXTEND ? 'paymentExtendMembership' : 'paymentMembership');
  /** Pays a purchase as a terminal does: PUT with Id and PaymentDetails, optionally with a key. */
  const payMembership = (purchase: Pick<PurchaseMembership, 'Id' | 'Type'>, details: Array<{ OutletPaymentMethodId: number; Amount: number }>, options: { key?: string | null; token?: string; path?: string } = {}) =>
    bed.server.app.inject({
      method: 'PUT',
      url: `/api/qr/${options.path ?? payPath(purchase)}/${purchase.Id}`,
      headers: { authorization: `Bearer ${options.token ?? bed.cashierToken}`, outletid: String(bed.outlet), ...(options.key ? { [IDEMPOTENCY_KEY_HEADER]: options.key } : {}) },
      payload: { Id: purchase.Id, PaymentDetails: details },
    });
  const cash = (amount: number) => [{ OutletPaymentMethodId: bed.method('Cash'), Amount: amount }];
  const paidOf = (answer: { json: () => { data: unknown } }) => answer.json().data as PaidMembership;
  const countPayments = async (purchaseId: number) => (await db.selectFrom('membership_payments').select('id').where('purchase_membership_id', '=', purchaseId).execute()).length;
  /** Eko of addSecondOwner signed in as cashier of his own outlet (another owner). */
  const signInOtherOwner = async (outletId: number) => {
    const owner = await bed.server.app.inject({ method: 'POST', url: '/api/user/login', payload: { Username: 'other@demo.pos', Password: 'other1234' } });
    const ownerToken = owner.json<{ data: { Token: string } }>().data.Token;
    const cashier = await bed.server.app.inject({ method: 'POST', url: '/api/user/login', headers: { authorization: `Bearer ${ownerToken}` }, payload: { Username: 'eko', PIN: '555555', isCashier: true } });
    expect(cashier.statusCode, cashier.body).toBe(200);
    return terminal(bed.server, cashier.json<{ data: { Token: string } }>().data.Token, outletId);
  };
  return {
    ...bed,
    signInOtherOwner,
    budiToken: budiTokens.cashierToken,
    budiAsSupervisor: terminal(bed.server, budiTokens.cashierToken, bed.outlet),
    category,
    promo,
    sellNew,
    payMembership,
    cash,
    paidOf,
    countPayments,
    newKey: () => `membership-${Date.now()}-${++sequence}`,
  };
}

export type MembershipTestbed = Awaited<ReturnType<typeof openMembershipTestbed>>;
