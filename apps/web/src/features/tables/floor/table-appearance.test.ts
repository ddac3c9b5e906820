import { describe, expect, it } from 'vitest';
import { OutletType, TableStatus, TableType } from '@kasir/domain';
import { showsTimeLeft, tableColours, tableEndsAt } from './table-appearance.ts';

describe('table colours (spec §2)', () => {
  it('paints each status', () => {
    expect(tableColours({ Status: TableStatus.EMPTY, IsReserved: false }, false).tone).toBe('empty');
    expect(tableColours({ Status: TableStatus.FILLED }, false).tone).toBe('filled');
    expect(tableColours({ Status: TableStatus.ORDERED }, false).tone).toBe('ordered');
    expect(tableColours({ Status: TableStatus.ON_UPDATE_ORDER }, false).tone).toBe('ordered');
    expect(tableColours({ Status: TableStatus.ON_PAYMENT }, false).tone).toBe('onPayment');
    expect(tableColours({ Status: TableStatus.EMPTY, IsReserved: true }, false).tone).toBe('reserved');
  });

  it('filled is the light theme colour, ordered the dark one, red at 00:00:00, grey on payment, black reserved', () => {
    expect(tableColours({ Status: TableStatus.FILLED }, false).background).toContain('teal-1');
    expect(tableColours({ Status: TableStatus.ORDERED }, false).background).toContain('teal-9');
    const timeUp = tableColours({ Status: TableStatus.ORDERED }, true);
    expect(timeUp.tone).toBe('timeUp');
    expect(timeUp.background).toContain('red');
    expect(tableColours({ Status: TableStatus.ON_PAYMENT }, true).background).toContain('gray');
    expect(tableColours({ Status: TableStatus.EMPTY, IsReserved: true }, false).background).toContain('black');
    // Time up only reddens a table with an order at it.
    expect(tableColours({ Status: TableStatus.FILLED }, true).tone).toBe('filled');
  });
});

describe('time left (spec §2)', () => {
  it('shows for all-you-can-eat tables with an end time and ordered time-based tables only', () => {
    const dineIn = { Type: TableType.DINE_IN, Status: TableStatus.FILLED, EndTime: '21:00:00' };
    expect(showsTimeLeft(dineIn, OutletType.ALL_YOU_CAN_EAT)).toBe(true);
    expect(showsTimeLeft({ ...dineIn, EndTime: null }, OutletType.ALL_YOU_CAN_EAT)).toBe(false);
    expect(showsTimeLeft(dineIn, OutletType.RESTAURANT)).toBe(false);
    const timeBased = { Type: TableType.TIME_BASED, Status: TableStatus.ORDERED, EndTime: null };
    expect(showsTimeLeft(timeBased, OutletType.RESTAURANT)).toBe(true);
    expect(showsTimeLeft({ ...timeBased, Status: TableStatus.FILLED }, OutletType.RESTAURANT)).toBe(false);
  });

  it('ends at EndTime on the outlet clock after the table was seated, across midnight', () => {
    // 23:00 outlet time (+7) on 1 March is 16:00 UTC; EndTime 01:00:00 is 18:00 UTC that day.
    const endsAt = tableEndsAt({ EndTime: '01:00:00', LastOrderedOn: '2026-03-01T16:00:00.000Z', LastFilledOn: null }, 7, new Date());
    expect(endsAt?.toISOString()).toBe('2026-03-01T18:00:00.000Z');
  });

  it("prefers the server's EndsAt instant, so every terminal counts to the same moment", () => {
    const endsAt = tableEndsAt(
      { EndsAt: '2026-03-01T18:30:00.000Z', EndTime: '01:00:00', LastOrderedOn: '2026-03-01T16:00:00.000Z', LeftTime: '00:05:00' },
      7,
      new Date('2026-03-01T17:00:00.000Z'),
    );
    expect(endsAt?.toISOString()).toBe('2026-03-01T18:30:00.000Z');
  });

  it('falls back to LeftTime counted from when the list was fetched', () => {
    const fetchedAt = new Date('2026-03-01T10:00:00.000Z');
    expect(tableEndsAt({ EndTime: null, LeftTime: '00:30:00' }, 7, fetchedAt)?.toISOString()).toBe('2026-03-01T10:30:00.000Z');
    expect(tableEndsAt({ EndTime: null, LeftTime: 90 }, 7, fetchedAt)?.toISOString()).toBe('2026-03-01T10:01:30.000Z');
    expect(tableEndsAt({ EndTime: null, LeftTime: null }, 7, fetchedAt)).toBeNull();
  });
});
