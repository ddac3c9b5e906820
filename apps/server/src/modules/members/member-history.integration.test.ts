import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member, MemberOrderPayment, MemberPointHistoryEntry, Payment } from '@kasir/contracts';
import { MemberPointHistory, SpecMessage } from '@kasir/domain';
import { openPaymentsTestbed, type PaymentsTestbed } from '../payments/payments-test-kit.ts';

/** A member's page: points history (spec §9 codes), paid orders, and a customer made a member, on SQLite or PostgreSQL. */
let bed: PaymentsTestbed;
beforeAll(async () => {
  bed = await openPaymentsTestbed();
});
afterAll(async () => {
  await bed.server.stop();
});

const history = async (memberId: number, query = '') => {
  const answer = await bed.ani('GET', `/member/${memberId}/pointHistory${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { data: MemberPointHistoryEntry[]; paging: { TotalItems: number } };
};

describe('points history', () => {
  it("shows Rina's demo history newest first (earned, spent, a bonus, adjustments) adding up to her 12.500 points", async () => {
    const rina = await bed.member('Rina');
    const { data, paging } = await history(rina.id);
    expect(paging.TotalItems).toBe(5);
    expect(data.map((entry) => entry.Type)).toEqual([MemberPointHistory.ADJUST_MINUS, MemberPointHistory.ADJUST_PLUS, MemberPointHistory.DEDUCT, MemberPointHistory.ADD, MemberPointHistory.BONUS]);
    expect(data.map((entry) => entry.Point)).toEqual([-500, 1_000, -2_000, 9_000, 5_000]);
    expect(data.reduce((sum, entry) => sum + entry.Point, 0)).toBe(12_500);
    expect(data[0]?.BalanceAfter).toBe(12_500);
    expect(rina.points).toBe(12_500);
  });

  it('records a payment with points as DEDUCT and the points earned as ADD, naming the order; the paid order is listed', async () => {
    const rina = await bed.member('Rina');
    const order = await bed.americanoOrder(3, { MemberId: rina.id });
    const paid = await bed.pay(order.Id, {
      Promos: [],
      MemberId: rina.id,
      PointUsed: 1_000,
      PaymentDetails: [{ OutletPaymentMethodId: bed.method('Point'), Amount: 1_000 }, { OutletPaymentMethodId: bed.method('Cash'), Amount: order.Total - 1_000 }],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const payment = paid.json().data as Payment;
    const { data } = await history(rina.id, '?pageSize=2');
    expect(data.map((entry) => [entry.Type, entry.Point, entry.OrderNo, entry.PaymentId])).toEqual([
      [MemberPointHistory.ADD, payment.PointEarned, order.OrderNo, payment.Id],
      [MemberPointHistory.DEDUCT, -1_000, order.OrderNo, payment.Id],
    ]);
    expect(data[0]?.BalanceAfter).toBe(12_500 - 1_000 + payment.PointEarned);

    const listed = await bed.ani('GET', `/member/${rina.id}/getOrderPayment`);
    expect(listed.statusCode, listed.body).toBe(200);
    const payments = listed.json().data as MemberOrderPayment[];
    expect(payments[0]).toMatchObject({ PaymentId: payment.Id, OrderId: order.Id, OrderNo: order.OrderNo, OutletName: 'Kopi Senja', Total: order.Total, PointUsed: 1_000, PointEarned: payment.PointEarned, TimeBalanceUsed: 0, TimeBalanceEarned: 0 });
    expect(payments[0]?.PaymentMethods).toEqual([
      { Name: 'Point', Amount: 1_000 },
      { Name: 'Cash', Amount: order.Total - 1_000 },
    ]);
    expect(listed.json().paging).toMatchObject({ Page: 1, TotalItems: 1 });
  });

  it('lists nothing for a member who never paid', async () => {
    const tono = await bed.member('Tono');
    const listed = await bed.ani('GET', `/member/${tono.id}/getOrderPayment`);
    expect(listed.json()).toEqual({ data: [], paging: { Page: 1, PageSize: 20, TotalItems: 0, TotalPages: 0 } });
  });
});

describe('a walk-in customer becomes a member', () => {
  it('sets Bayu (a known customer) as member: IsMember, his number kept; a second time is 409', async () => {
    const bayu = await bed.member('Bayu');
    const before = (await bed.ani('GET', `/member/${bayu.id}`)).json().data as Member;
    expect(before.MemberOwners[0]?.IsMember).toBe(false);
    const answer = await bed.ani('GET', `/customer/${bayu.id}/setAsMember`);
    expect(answer.statusCode, answer.body).toBe(200);
    const after = answer.json().data as Member;
    expect(after).toMatchObject({ Id: bayu.id, Name: 'Bayu', MemberId: before.MemberId });
    expect(after.MemberOwners[0]?.IsMember).toBe(true);
    const again = await bed.ani('GET', `/customer/${bayu.id}/setAsMember`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Bayu is already a member');
  });

  it('needs the phone number first', async () => {
    const created = await bed.ani('POST', '/member', { Name: 'Tanpa HP', AddMember: false });
    const id = created.json().data as number;
    const answer = await bed.ani('GET', `/customer/${id}/setAsMember`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data[0]).toEqual({ field: 'PhoneNumber', error: SpecMessage.PHONE_REQUIRED });
  });

  it('registers a member card for a customer, making them a member; a card is one person’s', async () => {
    const created = await bed.ani('POST', '/member', { Name: 'Wulan', PhoneNumber: '081300000077', AddMember: false });
    const id = created.json().data as number;
    const answer = await bed.ani('POST', '/customer/registerMemberCard', { Id: id, MemberCardNo: 'CARD-0077' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ Id: id, MemberCardNo: 'CARD-0077' });
    expect((answer.json().data as Member).MemberOwners[0]?.IsMember).toBe(true);
    const other = await bed.ani('POST', '/member', { Name: 'Lain', PhoneNumber: '081300000078', AddMember: false });
    const taken = await bed.ani('POST', '/customer/registerMemberCard', { Id: other.json().data, MemberCardNo: 'CARD-0077' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().data[0]).toEqual({ field: 'MemberCardNo', error: 'Member card CARD-0077 is already used' });
    const empty = await bed.ani('POST', '/customer/registerMemberCard', { Id: id, MemberCardNo: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json().data)).toContain('MemberCardNo');
  });

  it('refuses a role without add member (Dewi) unless a supervisor approves by PIN (POST twin)', async () => {
    const { signIn } = await import('../../test-support/test-server.ts');
    const { terminal } = await import('../orders/orders-test-kit.ts');
    const dewi = terminal(bed.server, (await signIn(bed.server, { username: 'dewi', pin: '444444' })).cashierToken, bed.outlet);
    const created = await dewi('POST', '/member', { Name: 'Rudi', PhoneNumber: '081300000088', AddMember: false });
    const id = created.json().data as number;
    const denied = await dewi('GET', `/customer/${id}/setAsMember`);
    expect(denied.statusCode).toBe(403);
    const budiId = (await bed.db.selectFrom('users').select('id').where('username', '=', 'budi').executeTakeFirstOrThrow()).id;
    const approved = await dewi('POST', `/customer/${id}/setAsMember`, { Approval: { UserId: budiId, PIN: '222222' } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((approved.json().data as Member).MemberOwners[0]?.IsMember).toBe(true);
  });
});
