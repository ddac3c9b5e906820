import { describe, expect, it } from 'vitest';
import { offlineTakenAtProblem, OFFLINE_CLOCK_SKEW_MS, OFFLINE_SALE_MAX_AGE_HOURS } from '../orders/offline-sales.ts';
import { ZERO_MONEY } from '../money/index.ts';
import { composeKitchenJobs, offlineLineIndex, offlineLineKey, offlineSubjectId, printSetFontSizes, type KitchenSourceLine, type KitchenTarget } from './kitchen-jobs.ts';
import { jobGroupOf } from './print-job-id.ts';
import { SLIP_PRINT_WIDTH_V1, SLIP_PRINT_WIDTH_V2 } from '../limits.ts';
import type { SlipWidth } from './slip-width.ts';
import { SAMPLE_ORDER } from './ticket-fixtures.ts';

const FOOD = 12;
const COFFEE = 10;
const station = (id: number, name: string, categoryIds: number[], copies = 1): KitchenTarget => ({
  device: { id, name, ip: '10.0.0.9', port: 9100 + id, paperWidth: 80 },
  setReceiptId: 1,
  copies,
  fontSize1: 1,
  fontSize2: 2,
  routing: { deviceId: id, quantity: copies, areaIds: [], departmentIds: [], categoryIds, productIds: [] },
});
const line = (key: string, name: string, quantity: number, categoryId: number | null): KitchenSourceLine => ({
  key,
  name,
  quantity,
  unitPrice: ZERO_MONEY,
  total: ZERO_MONEY,
  notes: '',
  addOns: [],
  bundleItems: [],
  isFree: false,
  outletProductId: null,
  categoryId,
  departmentId: null,
});
const base = {
  targets: [station(1, 'Kitchen', [FOOD], 2), station(2, 'Bar', [COFFEE])],
  lines: [line('i0', 'Es Kopi Susu', 2, COFFEE), line('i1', 'Nasi Goreng', 1, FOOD), line('i2', 'Kerupuk', 1, 99)],
  areaId: null,
  order: SAMPLE_ORDER,
  cashierName: 'Ani',
  printedAt: '2026-05-04T05:06:00.000Z',
  timeZoneHours: 7,
  slipWidth: SLIP_PRINT_WIDTH_V2 as SlipWidth,
};

describe('composeKitchenJobs', () => {
  it('routes lines per station, one job per copy sharing a group, and names the lines no station takes', () => {
    const plan = composeKitchenJobs({ ...base, subjectId: 42 });
    expect(plan.jobs.map((job) => [job.deviceId, job.lines.map((item) => `${item.key}:${item.quantity}`)])).toEqual([
      [1, ['i1:1']],
      [1, ['i1:1']],
      [2, ['i0:2']],
    ]);
    expect(jobGroupOf(plan.jobs[0]!.jobId)).toBe(jobGroupOf(plan.jobs[1]!.jobId));
    expect(plan.jobs[0]!.jobId).not.toBe(plan.jobs[1]!.jobId);
    expect(plan.missingNames).toEqual(['Kerupuk']);
    expect(plan.jobs[2]!.job).toMatchObject({ ip: '10.0.0.9', port: 9102, Kind: 'order', DeviceName: 'Bar', SetReceiptId: 1, fontSize1: 1, fontSize2: 2, paperWidth: 80 });
  });

  it('prints only what was not sent, marked as an addition, and the v1 and v2 job share ids', () => {
    const sentOf = (item: KitchenSourceLine) => (item.key === 'i0' ? 1 : 0);
    const v2 = composeKitchenJobs({ ...base, subjectId: 42, sentOf, hasSentBefore: (device) => device === 2 });
    const v1 = composeKitchenJobs({ ...base, subjectId: 42, sentOf, hasSentBefore: (device) => device === 2, slipWidth: SLIP_PRINT_WIDTH_V1 });
    const bar = v2.jobs.find((job) => job.deviceId === 2)!;
    expect(bar.lines).toEqual([{ key: 'i0', quantity: 1, name: 'Es Kopi Susu' }]);
    expect(bar.job.data.flat().map((cell) => cell.text)).toContain('** TAMBAHAN **');
    expect(v1.jobs.map((job) => job.jobId)).toEqual(v2.jobs.map((job) => job.jobId));
  });

  it('gives an offline sale ids of its own, within the agent’s characters', () => {
    const ref = '7B0C5C1E-2a4f-4d1b-9a55-3f1f2b7c9d10';
    expect(offlineSubjectId(ref)).toBe('off7b0c5c1e2a4f');
    const plan = composeKitchenJobs({ ...base, subjectId: offlineSubjectId(ref) });
    for (const job of plan.jobs) expect(job.jobId).toMatch(/^order-off7b0c5c1e2a4f-d\d+-[0-9a-f]{16}-c\d+$/);
    expect(offlineLineIndex(offlineLineKey(17))).toBe(17);
    expect(offlineLineIndex('p17')).toBeNull();
  });

  it('reads a print set’s FontSize, anything out of range as 1', () => {
    expect(printSetFontSizes('2,3')).toEqual([2, 3]);
    expect(printSetFontSizes('9,x')).toEqual([1, 1]);
  });
});

describe('offline TakenAt bounds', () => {
  const now = new Date('2026-05-04T05:00:00.000Z');
  it('takes a time within the clock skew ahead and the maximum age behind', () => {
    expect(offlineTakenAtProblem(new Date(now.getTime() + OFFLINE_CLOCK_SKEW_MS), now)).toBeNull();
    expect(offlineTakenAtProblem(new Date(now.getTime() - OFFLINE_SALE_MAX_AGE_HOURS * 3_600_000), now)).toBeNull();
    expect(offlineTakenAtProblem(new Date(now.getTime() + OFFLINE_CLOCK_SKEW_MS + 1), now)).toBe('in the future');
    expect(offlineTakenAtProblem(new Date(now.getTime() - OFFLINE_SALE_MAX_AGE_HOURS * 3_600_000 - 1), now)).toBe('too old');
  });
});
