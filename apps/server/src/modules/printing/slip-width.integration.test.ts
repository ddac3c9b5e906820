import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrintJobSchema, PrintPlanSchema, type PrintPlan } from '@kasir/contracts';
import { SLIP_PRINT_WIDTH_V1, SLIP_PRINT_WIDTH_V2 } from '@kasir/domain';
import { openOrdersTestbed, type OrdersTestbed } from '../orders/orders-test-kit.ts';

/** Spec §9 slip print width 1.1, or 1 for printer v2; spec §7 print order v1 or v2 (ADR 14). */
let bed: OrdersTestbed;

beforeAll(async () => {
  bed = await openOrdersTestbed();
});
afterAll(async () => {
  await bed.server.stop();
});

async function planOf(url: string, payload?: object): Promise<PrintPlan> {
  const response = await bed.ani('POST', url, payload);
  expect(response.statusCode, response.body).toBe(200);
  const plan = PrintPlanSchema.parse(response.json().data);
  for (const job of plan.Jobs) expect(PrintJobSchema.safeParse(job).success).toBe(true);
  return plan;
}
const lineSums = (job: PrintPlan['Jobs'][number]) => job.data.filter((line) => line.length > 0).map((line) => line.reduce((sum, cell) => sum + cell.width, 0));
const textOf = (job: PrintPlan['Jobs'][number]) => job.data.map((line) => line.map((cell) => cell.text).join('|')).join('\n');

async function setPrinterV2(isPrinterV2: boolean): Promise<void> {
  await bed.server.database.db.updateTable('outlets').set({ is_printer_v2: isPrinterV2 ? 1 : 0 }).where('id', '=', bed.outlet).execute();
}

describe('slip print width', () => {
  it('answers /print/order on a 1.1 slip and /print/orderV2 on a 1 slip, with the same tickets and job ids', async () => {
    const order = await bed.createOrder({
      ...bed.dineIn(),
      OutletTableIds: [bed.menu.table('T2')],
      OrderProducts: [
        { OutletProductId: bed.menu.product('Es Kopi Susu'), Quantity: 2 },
        { OutletProductId: bed.menu.product('Nasi Goreng Spesial'), Quantity: 1, Notes: 'pedas' },
      ],
    });
    const v1 = await planOf('/print/order', { Id: order.Id });
    // v1's plan claimed the lines (ADR 10); released, as if it had never been asked, v2 plans the same units.
    await bed.server.database.db.deleteFrom('print_sent_lines').where('order_id', '=', order.Id).execute();
    const v2 = await planOf('/print/orderV2', { Id: order.Id });
    expect(v1.Jobs.length).toBeGreaterThan(0);
    expect(v1.Jobs.map((job) => job.slipWidth)).toEqual(v1.Jobs.map(() => SLIP_PRINT_WIDTH_V1));
    expect(v2.Jobs.map((job) => job.slipWidth)).toEqual(v2.Jobs.map(() => SLIP_PRINT_WIDTH_V2));
    // Kitchen tickets are built of full lines: 1.1 wide on v1, 1 on v2.
    for (const job of v1.Jobs) for (const sum of lineSums(job)) expect(sum).toBeCloseTo(SLIP_PRINT_WIDTH_V1, 9);
    for (const job of v2.Jobs) for (const sum of lineSums(job)) expect(sum).toBeCloseTo(SLIP_PRINT_WIDTH_V2, 9);
    // One ticket, one id: a v1 and a v2 request of the same order never print it twice.
    expect(v2.Jobs.map((job) => job.jobId)).toEqual(v1.Jobs.map((job) => job.jobId));
    expect(v2.Jobs.map(textOf)).toEqual(v1.Jobs.map(textOf));
  });

  it("prints every other slip on the outlet's printer version (IsPrinterV2)", async () => {
    const order = await bed.createOrder({ ...bed.dineIn(), OutletTableIds: [bed.menu.table('T3')], OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 1 }] });
    try {
      await setPrinterV2(false);
      const v1 = await planOf(`/print/bill/${order.Id}`);
      const v1Checker = await planOf('/print/tableChecker', { Id: order.Id });
      await setPrinterV2(true);
      const v2 = await planOf(`/print/bill/${order.Id}`);
      const v2Checker = await planOf('/print/tableChecker', { Id: order.Id });

      expect(v1.Jobs.map((job) => [job.Kind, job.slipWidth])).toEqual([['bill', SLIP_PRINT_WIDTH_V1]]);
      expect(v2.Jobs.map((job) => [job.Kind, job.slipWidth])).toEqual([['bill', SLIP_PRINT_WIDTH_V2]]);
      expect(v1Checker.Jobs.map((job) => job.slipWidth)).toEqual([SLIP_PRINT_WIDTH_V1]);
      expect(v2Checker.Jobs.map((job) => job.slipWidth)).toEqual([SLIP_PRINT_WIDTH_V2]);
      // The same bill: every v1 width is its v2 width × 1.1, to the 6 decimals the server keeps.
      const [v1Bill, v2Bill] = [v1.Jobs[0]!, v2.Jobs[0]!];
      expect(textOf(v1Bill)).toBe(textOf(v2Bill));
      v1Bill.data.forEach((line, lineIndex) =>
        line.forEach((cell, cellIndex) => expect(Math.abs(cell.width - (v2Bill.data[lineIndex]?.[cellIndex]?.width ?? 0) * SLIP_PRINT_WIDTH_V1)).toBeLessThan(1e-6)),
      );
      expect(Math.max(...lineSums(v1Bill))).toBeCloseTo(SLIP_PRINT_WIDTH_V1, 9);
      expect(Math.max(...lineSums(v2Bill))).toBeCloseTo(SLIP_PRINT_WIDTH_V2, 9);
    } finally {
      await setPrinterV2(false);
    }
  });
});
