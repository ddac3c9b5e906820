import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '@kasir/contracts';
import { MemberMinuteHistory, MemberPointHistory } from '@kasir/domain';
import { memberBalances } from './member-balances.repository.ts';
import { memberMinutes } from './member-minutes.repository.ts';
import { openMembersTestbed, type MembersTestbed } from './members-test-kit.ts';

/**
 * Two terminals at once on one member (issue 19 "done when"): points and minutes spent twice
 * never go below zero nor get spent twice, each spend being a conditional UPDATE with its ledger
 * row in one transaction; numbers and cards are handed out once. On SQLite or PostgreSQL.
 */
let bed: MembersTestbed;
beforeAll(async () => {
  bed = await openMembersTestbed();
});
afterAll(async () => {
  await bed.server.stop();
});

const ROUNDS = 5;
const RACERS = 8;
const nowIso = () => new Date().toISOString();
const balances = async (memberId: number) => {
  const row = await bed.db.selectFrom('members').select(['point_balance', 'saved_minutes']).where('id', '=', memberId).executeTakeFirstOrThrow();
  return { points: Number(row.point_balance), minutes: Number(row.saved_minutes) };
};
const pointLedgerSum = async (memberId: number) => {
  const rows = await bed.db.selectFrom('member_point_ledger').select(['amount', 'balance_after']).where('member_id', '=', memberId).execute();
  expect(rows.every((row) => Number(row.balance_after) >= 0)).toBe(true);
  return rows.reduce((sum, row) => sum + Number(row.amount), 0);
};

describe('points spent at once', () => {
  it(`${RACERS} transactions spending the whole balance at once: exactly one wins each round, never below 0`, async () => {
    const sari = await bed.memberId('Sari');
    for (let round = 0; round < ROUNDS; round += 1) {
      await bed.db.transaction().execute(async (trx) => {
        await memberBalances.addPoints(trx, { memberId: sari, points: 500, paymentId: null, nowIso: nowIso() });
      });
      const results = await Promise.all(
        Array.from({ length: RACERS }, () => bed.db.transaction().execute((trx) => memberBalances.spendPoints(trx, { memberId: sari, points: 500, paymentId: null, nowIso: nowIso() }))),
      );
      expect(results.filter((result) => result !== null)).toEqual([0]);
      expect((await balances(sari)).points).toBe(0);
    }
    expect(await pointLedgerSum(sari)).toBe(0);
    const deducts = await bed.db.selectFrom('member_point_ledger').select('id').where('member_id', '=', sari).where('type', '=', MemberPointHistory.DEDUCT).execute();
    expect(deducts).toHaveLength(ROUNDS);
  });

  it('a spend that fails later in its transaction leaves the points where they were', async () => {
    const tono = await bed.memberId('Tono');
    await bed.db.transaction().execute((trx) => memberBalances.addPoints(trx, { memberId: tono, points: 300, paymentId: null, nowIso: nowIso() }));
    await expect(
      bed.db.transaction().execute(async (trx) => {
        await memberBalances.spendPoints(trx, { memberId: tono, points: 300, paymentId: null, nowIso: nowIso() });
        throw new Error('the payment failed after the spend');
      }),
    ).rejects.toThrow('the payment failed');
    expect((await balances(tono)).points).toBe(300);
    expect(await pointLedgerSum(tono)).toBe(300);
  });
});

describe('minutes taken at once', () => {
  it(`${RACERS} transactions taking the whole saved time at once: exactly one wins each round, never below 0`, async () => {
    const rina = await bed.memberId('Rina');
    const start = (await balances(rina)).minutes;
    // useMinutes names an order; the ledger's USE is unique per order, so each racer gets its own.
    const orderIds = await makeOrders(ROUNDS * RACERS);
    let next = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const have = (await balances(rina)).minutes;
      const results = await Promise.all(
        Array.from({ length: RACERS }, () => {
          const orderId = orderIds[next++]!;
          return bed.db.transaction().execute((trx) => memberMinutes.useMinutes(trx, { memberId: rina, minutes: have, orderId, nowIso: nowIso() }));
        }),
      );
      expect(results.filter((result) => result !== null)).toEqual([0]);
      expect((await balances(rina)).minutes).toBe(0);
      await memberMinutes.addMinutes(bed.db, { memberId: rina, minutes: start, type: MemberMinuteHistory.ADJUST_PLUS, orderId: null, nowIso: nowIso() });
    }
    expect(await memberMinutes.ledgerSum(bed.db, rina)).toBe((await balances(rina)).minutes);
    const uses = await bed.db.selectFrom('member_minute_ledger').select('id').where('member_id', '=', rina).where('type', '=', MemberMinuteHistory.USE).execute();
    expect(uses).toHaveLength(ROUNDS);
  });
});

describe('numbers and cards handed out once', () => {
  it('members added at once with IsAutoGenerate each get their own number', async () => {
    const form = (index: number) => ({ Name: `Serentak ${index}`, PhoneNumber: `08140000000${index}`, IsAutoGenerate: true, BirthDate: '2000-01-01' });
    const answers = await Promise.all(Array.from({ length: RACERS }, (_, index) => bed.budi('POST', '/member', form(index))));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const numbers = await Promise.all(answers.map(async (answer) => (await bed.readMember(answer.json().data as number)).MemberId));
    expect(new Set(numbers).size).toBe(RACERS);
  });

  it('two members added at once with the same member id, or the same card: one 200, one 400 naming the field', async () => {
    const form = (index: number, extra: object) => ({ Name: `Kembar ${index}`, PhoneNumber: `08140000020${index}`, BirthDate: '2000-01-01', ...extra });
    const sameId = await Promise.all([0, 1].map((index) => bed.budi('POST', '/member', form(index, { MemberId: 'TWIN-ID' }))));
    expect(sameId.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(sameId.find((answer) => answer.statusCode === 400)!.json().data[0].field).toBe('MemberId');
    const sameCard = await Promise.all([2, 3].map((index) => bed.budi('POST', '/member', form(index, { IsAutoGenerate: true, MemberCardNo: 'TWIN-CARD' }))));
    expect(sameCard.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(sameCard.find((answer) => answer.statusCode === 400)!.json().data[0].field).toBe('MemberCardNo');
  });

  it('one customer set as member from two terminals: one 200, one 409', async () => {
    const created = await bed.budi('POST', '/member', { Name: 'Dua Kasir', PhoneNumber: '081400000099', AddMember: false });
    const id = created.json().data as number;
    const answers = await Promise.all([bed.ani('GET', `/customer/${id}/setAsMember`), bed.budi('GET', `/customer/${id}/setAsMember`)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await bed.readMember(id)).MemberOwners[0]?.IsMember).toBe(true);
  });

  it('one card registered for two customers at once: one gets it, the other a 400 naming MemberCardNo', async () => {
    const ids = await Promise.all(['Kartu A', 'Kartu B'].map(async (Name, index) => (await bed.budi('POST', '/member', { Name, PhoneNumber: `08140000011${index}`, AddMember: false })).json().data as number));
    const answers = await Promise.all(ids.map((Id) => bed.budi('POST', '/customer/registerMemberCard', { Id, MemberCardNo: 'CARD-RACE' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!;
    expect(refused.json().data[0].field).toBe('MemberCardNo');
    const holders = await bed.db.selectFrom('members').select('id').where('member_card_no', '=', 'CARD-RACE').execute();
    expect(holders).toHaveLength(1);
    const winner = (answers.find((answer) => answer.statusCode === 200)!.json().data as Member).Id;
    expect(holders[0]?.id).toBe(winner);
  });
});

/** Bare orders for the ledger's order ids (the minute race needs no real play). */
async function makeOrders(count: number): Promise<number[]> {
  const template = await bed.db.selectFrom('orders').selectAll().executeTakeFirst();
  if (template) throw new Error('expected a fresh database without orders');
  const budi = await bed.db.selectFrom('users').select('id').where('username', '=', 'budi').executeTakeFirstOrThrow();
  const type = await bed.db.selectFrom('outlet_order_types').select(['id', 'order_type_id']).where('outlet_id', '=', bed.outlet).executeTakeFirstOrThrow();
  const at = nowIso();
  const rows = Array.from({ length: count }, (_, index) => ({
    owner_id: bed.server.ids.ownerId,
    outlet_id: bed.outlet,
    shift_id: null,
    order_no: `RACE-${index}`,
    business_date: at.slice(0, 10),
    order_type_id: type.order_type_id,
    outlet_order_type_id: type.id,
    status: 1,
    step_process: 1,
    pax: 1,
    info_order: null,
    customer_name: null,
    phone_number: null,
    customer_data: null,
    delivery_address: null,
    member_id: null,
    outlet_area_id: null,
    end_time: null,
    subtotal: 0,
    discount_amount: 0,
    charge_total: 0,
    rounding: 0,
    total: 0,
    version: 1,
    cancel_reason: null,
    request_key: null,
    created_by: budi.id,
    created_by_name: 'Budi',
    created_at: at,
    updated_at: at,
  }));
  return (await bed.db.insertInto('orders').values(rows).returning('id').execute()).map((row) => row.id);
}
