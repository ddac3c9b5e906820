import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrintJobSchema, PrintPlanSchema, type Order, type PrintPlan } from '@kasir/contracts';
import { SpecMessage, formatOutletTimeOfDay } from '@kasir/domain';
import { signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { loadDemoMenu, startShift, terminal, type DemoMenu } from '../orders/orders-test-kit.ts';

/** Grill & Chill AYCE: one kitchen printer by department (9103), the cashier on 9104, timed sessions. */
let server: TestServer;
let menu: DemoMenu;
let budi: ReturnType<typeof terminal>;

beforeAll(async () => {
  server = await startTestServer();
  const grill = server.ids.outletIds.grillChill;
  menu = await loadDemoMenu(server, grill);
  const tokens = await signIn(server, { username: 'budi', pin: '222222' });
  await startShift(server, tokens.cashierToken, grill);
  budi = terminal(server, tokens.cashierToken, grill);
});
afterAll(async () => {
  await server.stop();
});

async function planOf(url: string, payload?: object): Promise<PrintPlan> {
  const response = await budi('POST', url, payload);
  expect(response.statusCode, response.body).toBe(200);
  const plan = PrintPlanSchema.parse(response.json().data);
  for (const job of plan.Jobs) expect(PrintJobSchema.safeParse(job).success).toBe(true);
  return plan;
}
const textOf = (job: PrintPlan['Jobs'][number]) => job.data.map((line) => line.map((cell) => cell.text).join(' ')).join('\n');

describe('Grill & Chill printing', () => {
  it('sends meat and drinks to the one kitchen printer by department, and the bill shows the session', async () => {
    const endTime = formatOutletTimeOfDay(new Date(Date.now() + 90 * 60_000), 7);
    const response = await budi('POST', '/order', {
      OutletOrderTypeId: menu.orderType('Dine In'),
      pax: 2,
      OutletTableIds: [menu.table('M2')],
      endTime,
      OrderProducts: [
        { OutletProductId: menu.product('AYCE Dinner 90 menit'), Quantity: 2 },
        { OutletProductId: menu.product('Beef Slice'), Quantity: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().data as Order;

    const kitchen = await planOf('/print/order', { Id: order.Id });
    expect(kitchen.MissingPrinterProducts).toEqual([]);
    expect(kitchen.Jobs.map((job) => [job.DeviceName, job.port])).toEqual([['Kitchen', 9103]]);
    expect(textOf(kitchen.Jobs[0]!)).toContain('2 AYCE Dinner 90 menit');
    expect(textOf(kitchen.Jobs[0]!)).toContain('1 Beef Slice');

    const bill = await planOf(`/print/bill/${order.Id}`);
    expect(bill.Jobs.map((job) => [job.DeviceName, job.port])).toEqual([['Cashier', 9104]]);
    const text = textOf(bill.Jobs[0]!);
    expect(text).toContain('Grill & Chill');
    expect(text).toContain(SpecMessage.BILL_NOT_PAID);
    expect(text).toMatch(new RegExp(`Sesi 1 : \\d\\d:\\d\\d - ${endTime.slice(0, 5)}`));
  });
});
