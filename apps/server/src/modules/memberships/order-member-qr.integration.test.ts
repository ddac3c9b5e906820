import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberPointHistory, OrderStatus, OtherPermission, POINT_EARN_STEP_RUPIAH, PurchaseMembershipType, SetReceipt } from '@kasir/domain';
import type { MemberSignUpResult, Order, OrderMemberQr, PrintPlan } from '@kasir/contracts';
import { addSecondOwner } from '../../test-support/second-owner.ts';
import { openMembershipTestbed, type MembershipTestbed } from '../../test-support/membership-testbed.ts';

let bed: MembershipTestbed;
beforeAll(async () => {
  bed = await openMembershipTestbed();
});
afterAll(async () => {
  await bed.server.stop();
});

const phone = (method: 'GET' | 'POST', url: string, payload?: object) => bed.server.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}) });
const orderQr = async (orderId: number): Promise<OrderMemberQr> => {
  const answer = await bed.budiAsSupervisor('GET', `/qr?OrderId=${orderId}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as OrderMemberQr;
};
let phoneSequence = 0;
const signUp = async (qr: OrderMemberQr, name: string): Promise<MemberSignUpResult> => {
  phoneSequence += 1;
  const answer = await phone('POST', '/qr/memberSignUp', {
    Token: qr.Token,
    GenerateQRHistoryId: qr.Id,
    Name: name,
    PhoneNumber: `0812777${String(Date.now() % 100_000).padStart(5, '0')}${phoneSequence}`,
    BirthDate: '1995-03-14',
    MemberCategoryId: bed.category('Silver'),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as MemberSignUpResult;
};
const payOrderCash = async (order: Order) => {
  const answer = await bed.pay(order.Id, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: order.Total }] });
  expect(answer.statusCode, answer.body).toBe(200);
};
const payPurchase = async (made: MemberSignUpResult) => {
  const paid = await bed.payMembership({ Id: made.Id, Type: PurchaseMembershipType.NEW }, bed.cash(made.Total));
  expect(paid.statusCode, paid.body).toBe(200);
  return bed.paidOf(paid);
};

describe('GET /qr?OrderId= (the sign-up QR of an order, ADR 0021)', () => {
  it('needs permission 21, answers the same QR while unused, opens the phone page and prints on the sign-up print set', async () => {
    const order = await bed.americanoOrder(1);
    expect((await bed.ani('GET', `/qr?OrderId=${order.Id}`)).statusCode).toBe(403);
    const qr = await orderQr(order.Id);
    expect(qr).toMatchObject({ OrderId: order.Id, Token: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const url = new URL(qr.RedirectUrl);
    expect(url.pathname).toBe('/member-signup');
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: qr.Token, id: String(qr.Id), purchased: '0' });
    expect(await orderQr(order.Id)).toEqual(qr);
    expect(await bed.db.selectFrom('generate_qr_histories').select('id').where('order_id', '=', order.Id).execute()).toHaveLength(1);

    const printed = await bed.budiAsSupervisor('POST', '/print/qrMemberSignUp', { GenerateQRHistoryId: qr.Id });
    expect(printed.statusCode, printed.body).toBe(200);
    expect((printed.json().data as PrintPlan).Jobs[0]).toMatchObject({ SetReceiptId: SetReceipt.QR_MEMBER_SIGNUP, qrData: qr.RedirectUrl });

    // Once a customer used it, the order gets a fresh QR.
    await signUp(qr, 'Sari');
    const next = await orderQr(order.Id);
    expect(next.Id).not.toBe(qr.Id);
  });

  it('refuses a missing or malformed OrderId (400 naming it) and an unknown order or another owner’s (404)', async () => {
    const missing = await bed.budiAsSupervisor('GET', '/qr');
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('OrderId');
    expect((await bed.budiAsSupervisor('GET', '/qr?OrderId=abc')).statusCode).toBe(400);
    expect((await bed.budiAsSupervisor('GET', '/qr?OrderId=999999')).statusCode).toBe(404);
    const order = await bed.americanoOrder(1);
    const other = await addSecondOwner(bed.server);
    await bed.db.insertInto('role_other_modules').values({ role_id: other.roleId, other_module_id: OtherPermission.GENERATE_MEMBER_QR, use_pin: 0 }).execute();
    const eko = await bed.signInOtherOwner(other.outletId);
    const foreign = await eko('GET', `/qr?OrderId=${order.Id}`);
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(await bed.db.selectFrom('generate_qr_histories').select('id').where('order_id', '=', order.Id).execute()).toHaveLength(0);
  });

  it('a customer of a PAID order signs up through it: once the purchase is paid she is the order’s member with the points it earned, once', async () => {
    const order = await bed.americanoOrder(3);
    await payOrderCash(order);
    const qr = await orderQr(order.Id);
    const made = await signUp(qr, 'Dewi');
    const stored = await bed.db.selectFrom('purchase_memberships').select(['order_id', 'status', 'member_id']).where('id', '=', made.Id).executeTakeFirstOrThrow();
    expect(stored.order_id).toBe(order.Id);

    const paid = await payPurchase(made);
    const memberId = paid.Member!.Id;
    const expected = Math.floor(order.Total / POINT_EARN_STEP_RUPIAH);
    expect(expected).toBeGreaterThan(0);
    const after = await bed.readOrder(order.Id);
    expect(after.Status).toBe(OrderStatus.PAID);
    const row = await bed.db.selectFrom('orders').select(['member_id', 'version']).where('id', '=', order.Id).executeTakeFirstOrThrow();
    expect(row.member_id).toBe(memberId);
    const member = await bed.db.selectFrom('members').select('point_balance').where('id', '=', memberId).executeTakeFirstOrThrow();
    expect(Number(member.point_balance)).toBe(expected);
    const ledger = await bed.db.selectFrom('member_point_ledger').select(['type', 'amount']).where('member_id', '=', memberId).execute();
    expect(ledger).toEqual([{ type: MemberPointHistory.ADD, amount: expected }]);
    const payments = await bed.db.selectFrom('payments').select(['member_id', 'point_earned']).where('order_id', '=', order.Id).execute();
    expect(payments).toEqual([{ member_id: memberId, point_earned: expected }]);

    // Paying again is refused and credits nothing more.
    const again = await bed.payMembership({ Id: made.Id, Type: PurchaseMembershipType.NEW }, bed.cash(made.Total));
    expect(again.statusCode).toBe(409);
    expect(Number((await bed.db.selectFrom('members').select('point_balance').where('id', '=', memberId).executeTakeFirstOrThrow()).point_balance)).toBe(expected);
  });

  it('leaves an order alone that is not PAID yet, or that has a member already', async () => {
    const open = await bed.americanoOrder(2);
    const madeOpen = await signUp(await orderQr(open.Id), 'Lina');
    const paidOpen = await payPurchase(madeOpen);
    expect((await bed.db.selectFrom('orders').select('member_id').where('id', '=', open.Id).executeTakeFirstOrThrow()).member_id).toBeNull();
    expect(await bed.db.selectFrom('member_point_ledger').select('id').where('member_id', '=', paidOpen.Member!.Id).execute()).toHaveLength(0);

    const withMember = await bed.americanoOrder(2);
    await payOrderCash(withMember);
    const rina = await bed.member('Rina');
    await bed.db.updateTable('orders').set({ member_id: rina.id }).where('id', '=', withMember.Id).execute();
    const paidOther = await payPurchase(await signUp(await orderQr(withMember.Id), 'Tari'));
    expect((await bed.db.selectFrom('orders').select('member_id').where('id', '=', withMember.Id).executeTakeFirstOrThrow()).member_id).toBe(rina.id);
    expect(await bed.db.selectFrom('member_point_ledger').select('id').where('member_id', '=', paidOther.Member!.Id).execute()).toHaveLength(0);
  });
});
