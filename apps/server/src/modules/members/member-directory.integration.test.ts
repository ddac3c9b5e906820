import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member, Order } from '@kasir/contracts';
import { MEMBER_KEYWORD_MAX_LENGTH } from '@kasir/contracts';
import { SpecMessage } from '@kasir/domain';
import { openOrdersTestbed, type OrdersTestbed } from '../orders/orders-test-kit.ts';

/** The member picker's calls and the member an order may carry, on SQLite or PostgreSQL. */
let bed: OrdersTestbed;
let otherOwnersMemberId: number;

beforeAll(async () => {
  bed = await openOrdersTestbed();
  const db = bed.server.database.db;
  // Another business on the same server, with a member of its own who shares Rina's name.
  const owner = await db.insertInto('owners').values({ name: 'Warung Lain', username: 'lain@demo.pos', password_hash: 'x', created_at: '2026-01-01T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow();
  const category = await db.insertInto('member_categories').values({ owner_id: owner.id, name: 'Silver', is_default: 1 }).returning('id').executeTakeFirstOrThrow();
  const member = await db
    .insertInto('members')
    .values({ owner_id: owner.id, member_category_id: category.id, name: 'Rina Lain', phone_number: '089900000001', email: null, member_number: 'L0001', point_balance: 999, saved_minutes: 0, member_since: '2026-11-01T00:00:00.000Z', expired_at: null, created_at: '2026-11-01T00:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  otherOwnersMemberId = member.id;
});
afterAll(async () => {
  await bed.server.stop();
});

const search = async (query: string): Promise<Member[]> => {
  const response = await bed.ani('GET', `/member${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Member[];
};
const names = (members: Member[]) => members.map((member) => member.Name);

describe('member picker', () => {
  it('lists the latest members without a keyword, with their points, number and membership', async () => {
    const latest = await search('');
    // Bayu is a known walk-in customer (issue 19 demo data), listed with the members.
    expect(names(latest).sort()).toEqual(['Bayu', 'Rina', 'Sari', 'Tono']);
    expect(names(await search('?keyword=%20%20'))).toEqual(names(latest));
    const rina = latest.find((member) => member.Name === 'Rina');
    expect(rina).toMatchObject({ PhoneNumber: '081200000001', MemberNumber: 'M0001', MemberId: 'M0001', Point: 12_500, SavedMinutes: 120, MemberCategoryName: 'Gold' });
    expect(rina?.MemberOwners[0]?.IsMember).toBe(true);
    const getLatest = await bed.ani('GET', '/member/getlatest');
    expect(names(getLatest.json().data as Member[])).toEqual(names(latest));
  });

  it('finds by any part of the name in any case, the phone number or the member number', async () => {
    expect(names(await search('?keyword=rIN'))).toEqual(['Rina']);
    expect(names(await search('?keyword=00000002'))).toEqual(['Sari']);
    expect(names(await search('?keyword=m0001'))).toEqual(['Rina']);
    expect(await search('?keyword=Budi')).toEqual([]);
  });

  it('takes % and _ in a keyword as themselves, not as wildcards', async () => {
    expect(await search('?keyword=%25')).toEqual([]);
    expect(await search('?keyword=_')).toEqual([]);
    expect(await search(`?keyword=${encodeURIComponent('R_na')}`)).toEqual([]);
  });

  it('never lists another owner’s members', async () => {
    expect(names(await search('?keyword=Rina'))).toEqual(['Rina']);
    expect(await search('?keyword=089900000001')).toEqual([]);
  });

  it('refuses a keyword longer than the limit, naming it', async () => {
    const response = await bed.ani('GET', `/member?keyword=${'a'.repeat(MEMBER_KEYWORD_MAX_LENGTH + 1)}`);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('keyword');
  });
});

describe('the member of an order', () => {
  it('puts one of the owner’s members on an order', async () => {
    const order = await bed.createOrder(bed.dineIn());
    const [rina] = await search('?keyword=Rina');
    const response = await bed.ani('POST', `/order/${order.Id}/updateCustomerData`, { Version: order.Version, MemberId: rina!.Id, CustomerName: rina!.Name, PhoneNumber: rina!.PhoneNumber });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ MemberId: rina!.Id, CustomerName: 'Rina', Version: order.Version + 1 });
  });

  it('refuses another owner’s member or an unknown one with Member not found, and changes nothing', async () => {
    const order = await bed.createOrder(bed.dineIn());
    for (const memberId of [otherOwnersMemberId, 987_654]) {
      const response = await bed.ani('POST', `/order/${order.Id}/updateCustomerData`, { Version: order.Version, MemberId: memberId, CustomerName: 'Someone' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: SpecMessage.MEMBER_NOT_FOUND, data: [{ field: 'MemberId', error: SpecMessage.MEMBER_NOT_FOUND }] });
    }
    const after = (await bed.ani('GET', `/order/${order.Id}`)).json().data as Order;
    expect(after).toMatchObject({ MemberId: null, CustomerName: null, Version: order.Version });
  });

  it('creates no order for another owner’s member', async () => {
    const count = async () => Number((await bed.server.database.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const response = await bed.ani('POST', '/order', { ...bed.dineIn(), MemberId: otherOwnersMemberId });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(SpecMessage.MEMBER_NOT_FOUND);
    expect(await count()).toBe(before);
  });
});
