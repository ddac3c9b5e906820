import { describe, expect, it } from 'vitest';
import { AppOrderType, MERGE_BILL_WINDOW_DAYS, OrderStatus, OrderType, SpecMessage } from '@kasir/domain';
import { canMergeInto, canSplit, mergeBodyOf, mergeOptionsFor, mergeWindowOf, type MergeCandidate } from './merge-rules.ts';

function candidate(id: number, overrides: Partial<MergeCandidate> = {}): MergeCandidate {
  return {
    Id: id,
    OrderNo: `KS-${id}`,
    Status: OrderStatus.ORDERED,
    OrderTypeId: OrderType.DINE_IN,
    AppOrderType: null,
    CustomerName: null,
    Total: 10000,
    CreatedOn: '2026-11-23T04:00:00.000Z',
    OrderTables: [],
    ...overrides,
  };
}

const candidates = [
  candidate(1),
  candidate(2),
  candidate(3, { OrderTypeId: OrderType.DELIVERY }),
  candidate(4, { AppOrderType: AppOrderType.PICK_UP }),
  candidate(5, { Status: OrderStatus.PAID }),
  candidate(6, { OrderTypeId: OrderType.TAKE_AWAY }),
  candidate(7, { AppOrderType: AppOrderType.DINE_IN }),
];

describe('merge bill options', () => {
  it('exclude the current order, delivery and pick-up orders and non-ordered orders', () => {
    expect(mergeOptionsFor(candidates, 1, [null], 0).map((order) => order.Id)).toEqual([2, 6, 7]);
  });
  it('exclude orders already chosen in another field, but keep the field its own choice', () => {
    const chosen = [2, null, 7];
    expect(mergeOptionsFor(candidates, 1, chosen, 1).map((order) => order.Id)).toEqual([6]);
    expect(mergeOptionsFor(candidates, 1, chosen, 0).map((order) => order.Id)).toEqual([2, 6]);
  });
});

describe('merge bill window', () => {
  it('runs from six outlet days ago to today, ORDERED only', () => {
    // 2026-11-24 01:30 UTC is 08:30 on 24 November in Jakarta (+7).
    const now = new Date('2026-11-24T01:30:00.000Z');
    expect(MERGE_BILL_WINDOW_DAYS).toBe(6);
    expect(mergeWindowOf(now, 7)).toEqual({ fromDate: '2026-11-18', toDate: '2026-11-24', status: OrderStatus.ORDERED });
    // 20:00 UTC on 23 November is already the 24th in Jakarta but still the 23rd in UTC.
    expect(mergeWindowOf(new Date('2026-11-23T20:00:00.000Z'), 7).toDate).toBe('2026-11-24');
    expect(mergeWindowOf(new Date('2026-11-23T20:00:00.000Z'), 0).toDate).toBe('2026-11-23');
  });
});

describe('merge bill request', () => {
  it("needs an order in every field ('Anda harus memilih pesanan yang akan digabung!')", () => {
    expect(mergeBodyOf([])).toEqual({ body: null, problem: { specMessage: SpecMessage.MERGE_BILL_SELECT_ORDER } });
    expect(mergeBodyOf([2, null])).toEqual({ body: null, problem: { specMessage: SpecMessage.MERGE_BILL_SELECT_ORDER } });
    expect(mergeBodyOf([2, 6])).toEqual({ body: { OrderIds: [2, 6] }, problem: null });
  });
});

describe('who may split or merge', () => {
  const base = { Status: OrderStatus.ORDERED, OrderTypeId: OrderType.DINE_IN, AppOrderType: null, Payments: [] };
  it('only ORDERED orders without payments', () => {
    expect(canSplit(base)).toBe(true);
    expect(canMergeInto(base)).toBe(true);
    expect(canSplit({ ...base, Status: OrderStatus.PAID })).toBe(false);
    expect(canSplit({ ...base, Status: OrderStatus.PARTIALLY_PAID })).toBe(false);
    expect(canMergeInto({ ...base, OrderTypeId: OrderType.DELIVERY })).toBe(false);
  });
});
