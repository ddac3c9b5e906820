import { describe, expect, it } from 'vitest';
import { OutletType } from '../codes/outlet.ts';
import { TableStatus, TableType } from '../codes/tables.ts';
import { TableTone, isTableTimeUp, showsTableTimeLeft, tableLeftTime, tableTone } from './time-left.ts';

const now = new Date('2025-03-10T16:50:00.000Z'); // 23:50 WIB
const endsAfterMidnight = new Date('2025-03-10T17:20:30.000Z'); // 00:20:30 WIB next day
const table = (overrides: Partial<{ type: number; status: number; endTime: string | null; endsAt: Date | null }>) => ({
  type: TableType.DINE_IN,
  status: TableStatus.ORDERED,
  endTime: null,
  endsAt: null,
  ...overrides,
});

describe('showsTableTimeLeft (spec §2)', () => {
  it.each([
    ['AYCE table with an end time, filled', OutletType.ALL_YOU_CAN_EAT, table({ status: TableStatus.FILLED, endTime: '00:20:30' }), true],
    ['AYCE table without an end time', OutletType.ALL_YOU_CAN_EAT, table({}), false],
    ['AYCE empty table keeps no time', OutletType.ALL_YOU_CAN_EAT, table({ status: TableStatus.EMPTY, endTime: '00:20:30' }), false],
    ['time-based table, ordered', OutletType.RESTAURANT, table({ type: TableType.TIME_BASED }), true],
    ['time-based table, on payment', OutletType.RESTAURANT, table({ type: TableType.TIME_BASED, status: TableStatus.ON_PAYMENT }), true],
    ['time-based table, only filled', OutletType.RESTAURANT, table({ type: TableType.TIME_BASED, status: TableStatus.FILLED }), false],
    ['restaurant dine-in table with an end time', OutletType.RESTAURANT, table({ endTime: '00:20:30' }), false],
  ])('%s', (_name, outletType, candidate, expected) => expect(showsTableTimeLeft(candidate, outletType)).toBe(expected));
});

describe('tableLeftTime', () => {
  it('counts down across outlet midnight from the server instant', () => {
    const timed = table({ type: TableType.TIME_BASED, endsAt: endsAfterMidnight });
    expect(tableLeftTime(timed, OutletType.RESTAURANT, now)).toBe('00:30:30');
  });

  it('stops at 00:00:00 once time is up, and is null when no time shows', () => {
    const timed = table({ type: TableType.TIME_BASED, endsAt: new Date(now.getTime() - 5000) });
    expect(tableLeftTime(timed, OutletType.RESTAURANT, now)).toBe('00:00:00');
    expect(tableLeftTime(table({ endsAt: endsAfterMidnight }), OutletType.RESTAURANT, now)).toBeNull();
  });

  it('knows when time is up, never for an empty table', () => {
    const over = new Date(now.getTime() - 1);
    expect(isTableTimeUp(table({ endsAt: over }), now)).toBe(true);
    expect(isTableTimeUp(table({ endsAt: endsAfterMidnight }), now)).toBe(false);
    expect(isTableTimeUp(table({ status: TableStatus.EMPTY, endsAt: over }), now)).toBe(false);
  });
});

describe('tableTone (spec §2 colours)', () => {
  it.each([
    [{ status: TableStatus.EMPTY, isReserved: false, isTimeUp: false }, TableTone.EMPTY],
    [{ status: TableStatus.EMPTY, isReserved: true, isTimeUp: false }, TableTone.RESERVED],
    [{ status: TableStatus.FILLED, isReserved: true, isTimeUp: false }, TableTone.FILLED],
    [{ status: TableStatus.ORDERED, isReserved: false, isTimeUp: false }, TableTone.ORDERED],
    [{ status: TableStatus.ORDERED, isReserved: false, isTimeUp: true }, TableTone.TIME_UP],
    [{ status: TableStatus.ON_UPDATE_ORDER, isReserved: false, isTimeUp: false }, TableTone.ORDERED],
    [{ status: TableStatus.ON_PAYMENT, isReserved: false, isTimeUp: true }, TableTone.ON_PAYMENT],
  ])('%j is %s', (input, tone) => expect(tableTone(input)).toBe(tone));
});
