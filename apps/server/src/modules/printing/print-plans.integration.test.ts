import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrintJobSchema, PrintPlanSchema, type Order, type PrintPlan } from '@kasir/contracts';
import { SetReceipt, SpecMessage, VoidPrintType } from '@kasir/domain';
import { bearer, signIn } from '../../test-support/test-server.ts';
import { openOrdersTestbed, type OrdersTestbed } from '../orders/orders-test-kit.ts';
import { putCroissantBackInStock } from '../../test-support/stock-fixtures.ts';

let bed: OrdersTestbed;

beforeAll(async () => {
  bed = await openOrdersTestbed();
  await putCroissantBackInStock(bed.server, bed.outlet);
});
afterAll(async () => {
  await bed.server.stop();
});

/** A plan call; the answer must be a valid plan whose every job the agent would accept. */
async function planOf(method: 'POST', url: string, payload?: object): Promise<PrintPlan> {
  const response = await bed.ani(method, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  const plan = PrintPlanSchema.parse(response.json().data);
  for (const job of plan.Jobs) expect(PrintJobSchema.safeParse(job).success).toBe(true);
  return plan;
}
const textOf = (job: PrintPlan['Jobs'][number]) => job.data.map((line) => line.map((cell) => cell.text).join(' ')).join('\n');
const byDevice = (plan: PrintPlan) => Object.fromEntries(plan.Jobs.map((job) => [job.DeviceName, textOf(job)]));
const markSent = (orderId: number, plan: PrintPlan) => bed.ani('POST', '/print/orderSent', { Id: orderId, JobIds: plan.Jobs.map((job) => job.jobId) });

async function dineInAt(table: string, products: Array<[string, number]>, bundles: Array<[string, number]> = []): Promise<Order> {
  return bed.createOrder({
    ...bed.dineIn(),
    OutletTableIds: [bed.menu.table(table)],
    OrderProducts: products.map(([name, Quantity]) => ({ OutletProductId: bed.menu.product(name), Quantity, Notes: name === 'Nasi Goreng Spesial' ? 'pedas' : '' })),
    OrderProductBundles: bundles.map(([name, Quantity]) => ({ OutletProductBundleId: bed.menu.bundle(name), Quantity })),
  });
}

describe('kitchen and bar tickets', () => {
  it('routes lines to Kitchen and Bar by category, only what was not sent, never twice', async () => {
    const order = await dineInAt('T2', [['Es Kopi Susu', 2], ['Nasi Goreng Spesial', 1]], [['Paket Sarapan', 1]]);
    const first = await planOf('POST', '/print/order', { Id: order.Id });
    expect(first.MissingPrinterProducts).toEqual([]);
    expect(first.Message).toBeNull();
    expect(first.Jobs.map((job) => [job.DeviceName, job.port, job.SetReceiptId, job.fontSize1, job.fontSize2])).toEqual([
      ['Kitchen', 9101, SetReceipt.ORDER, 1, 2],
      ['Bar', 9102, SetReceipt.ORDER, 1, 2],
    ]);
    const tickets = byDevice(first);
    expect(tickets.Kitchen).toContain('1 Nasi Goreng Spesial');
    expect(tickets.Kitchen).toContain('* pedas');
    expect(tickets.Kitchen).toContain('1 Croissant');
    expect(tickets.Kitchen).not.toContain('Es Kopi Susu');
    expect(tickets.Bar).toContain('2 Es Kopi Susu');
    expect(tickets.Bar).toContain('1 Americano');
    expect(tickets.Bar).toContain('Meja : T2 (Indoor)');

    // The plan claimed its lines (ADR 10): another request without the plan's key gets none of them.
    expect((await planOf('POST', '/print/orderV2', { Id: order.Id })).Jobs).toEqual([]);

    const marked = await markSent(order.Id, first);
    // Es Kopi Susu, Nasi Goreng, and the bundle's Croissant and Americano.
    expect(marked.json().data).toEqual({ Id: order.Id, MarkedLines: 4 });
    expect((await markSent(order.Id, first)).json().data.MarkedLines).toBe(0);
    expect((await planOf('POST', '/print/order', { Id: order.Id })).Jobs).toEqual([]);

    // A line added later prints alone, marked as an addition, on its own device only.
    const added = await bed.ani('POST', `/order/${order.Id}/addOrderProduct`, { Version: order.Version, OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 1 }] });
    expect(added.statusCode, added.body).toBe(200);
    const later = await planOf('POST', '/print/order', { Id: order.Id });
    expect(later.Jobs.map((job) => job.DeviceName)).toEqual(['Bar']);
    expect(textOf(later.Jobs[0]!)).toContain('1 Americano');
    expect(textOf(later.Jobs[0]!)).not.toContain('Es Kopi Susu');
    expect(textOf(later.Jobs[0]!)).toContain('** TAMBAHAN **');
    expect(later.Jobs[0]!.jobId).not.toBe(first.Jobs[1]!.jobId);
  });

  it('prints units added back after a deduct of a sent line', async () => {
    const order = await dineInAt('O1', [['Americano', 2]]);
    await markSent(order.Id, await planOf('POST', '/print/order', { Id: order.Id }));
    const line = order.OrderProducts[0]!;
    const deducted = await bed.budi('PUT', `/order/${order.Id}/deleteOrderProduct`, { Version: order.Version, OrderProductId: line.Id, Quantity: 1, Reason: 'Salah input' });
    expect(deducted.statusCode, deducted.body).toBe(200);
    // The web prints the void ticket for the sent unit; no plan of the order runs in between.
    const voided = await planOf('POST', '/print/void', { Id: order.Id, VoidType: VoidPrintType.VOID_ITEM, OrderProductId: line.Id, Quantity: 1 });
    expect(textOf(voided.Jobs[0]!)).toContain('-1 Americano');
    const version = (deducted.json().data as Order).Version;
    const raised = await bed.budi('PUT', `/order/${order.Id}/updateOrderProduct`, { Version: version, OrderProductId: line.Id, Quantity: 3 });
    expect(raised.statusCode, raised.body).toBe(200);
    const plan = await planOf('POST', '/print/order', { Id: order.Id });
    expect(plan.Jobs.map((job) => job.DeviceName)).toEqual(['Bar']);
    expect(textOf(plan.Jobs[0]!)).toContain('2 Americano');
  });

  it('gives the jobs of five concurrent plans to one of them and counts five concurrent marks once', async () => {
    const order = await dineInAt('O2', [['Es Kopi Susu', 1], ['Kentang Goreng', 3]]);
    const plans = await Promise.all(Array.from({ length: 5 }, () => planOf('POST', '/print/order', { Id: order.Id })));
    const withJobs = plans.filter((plan) => plan.Jobs.length > 0);
    expect(withJobs).toHaveLength(1);
    const marks = await Promise.all(Array.from({ length: 5 }, () => markSent(order.Id, withJobs[0]!)));
    expect(marks.map((mark) => mark.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(marks.reduce((sum, mark) => sum + (mark.json().data.MarkedLines as number), 0)).toBe(2);
    expect((await planOf('POST', '/print/order', { Id: order.Id })).Jobs).toEqual([]);
  });

  it('with AccordingDevice false sends the whole order to every kitchen device', async () => {
    const order = await dineInAt('O4', [['Es Kopi Susu', 1], ['Kentang Goreng', 1]]);
    const plan = await planOf('POST', '/print/order', { Id: order.Id, AccordingDevice: false });
    expect(plan.Jobs.map((job) => job.DeviceName)).toEqual(['Kitchen', 'Bar']);
    for (const job of plan.Jobs) expect(textOf(job)).toMatch(/Es Kopi Susu[\s\S]*Kentang Goreng/);
  });

  it('never prints PENDING lines', async () => {
    const order = await dineInAt('T3', [['Kentang Goreng', 2], ['Americano', 1]]);
    const line = order.OrderProducts.find((product) => product.ProductName === 'Kentang Goreng')!;
    const moved = await bed.ani('POST', '/pendingOrderProduct/moveToPending', { Version: order.Version, OrderId: order.Id, OrderProductId: line.Id, Quantity: 2 });
    expect(moved.statusCode, moved.body).toBe(200);
    const plan = await planOf('POST', '/print/order', { Id: order.Id });
    expect(plan.Jobs.map((job) => job.DeviceName)).toEqual(['Bar']);
    expect(plan.Jobs.map(textOf).join('\n')).not.toContain('Kentang Goreng');
  });

  it('prints each copy of a device with Quantity 2 as its own job, and names products without a printer', async () => {
    const receipts = (await bed.budi('GET', '/outletReceipt')).json().data as Array<{ Id: number; SetReceiptId: number; Name: string; FontSize: string; OutletSetReceiptDevices: Array<{ DeviceId: number; ProductCategoryIds: number[] }> }>;
    const orderSet = receipts.find((receipt) => receipt.SetReceiptId === SetReceipt.ORDER)!;
    const [kitchen, bar] = orderSet.OutletSetReceiptDevices;
    const put = (devices: object[]) => bed.budi('PUT', '/outletReceipt', { Id: orderSet.Id, SetReceiptId: 1, Name: orderSet.Name, FontSize: orderSet.FontSize, OutletSetReceiptDevices: devices });
    // Bar prints two copies; the kitchen loses its category list (and is no catch-all: it lists a product).
    expect((await put([{ DeviceId: kitchen!.DeviceId, OutletProductIds: [bed.menu.product('Americano')] }, { DeviceId: bar!.DeviceId, Quantity: 2, ProductCategoryIds: bar!.ProductCategoryIds }])).statusCode).toBe(200);
    try {
      const order = await dineInAt('T4', [['Es Kopi Susu', 1], ['Nasi Goreng Spesial', 1], ['Kentang Goreng', 1]]);
      const plan = await planOf('POST', '/print/order', { Id: order.Id });
      expect(plan.Jobs.map((job) => [job.DeviceName, job.jobId.slice(-3)])).toEqual([
        ['Bar', '-c1'],
        ['Bar', '-c2'],
      ]);
      expect(textOf(plan.Jobs[1]!)).toContain('Salinan : 2/2');
      expect(plan.MissingPrinterProducts).toEqual(['Nasi Goreng Spesial', 'Kentang Goreng']);
      expect(plan.Message).toBe('Produk Nasi Goreng Spesial, Kentang Goreng belum memiliki printer yang diset');
      // Marking both copies sent records the line once.
      expect((await markSent(order.Id, plan)).json().data.MarkedLines).toBe(1);

      expect((await put([])).statusCode).toBe(200);
      const none = await bed.ani('POST', '/print/order', { Id: order.Id });
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ code: 'PRINTER_NOT_FOUND', message: SpecMessage.PRINTER_NOT_FOUND });
    } finally {
      await put(orderSet.OutletSetReceiptDevices.map((link) => ({ DeviceId: link.DeviceId, ProductCategoryIds: link.ProductCategoryIds })));
    }
  });

  it('prints VOID ITEM and VOID ORDER only to the devices that got the lines', async () => {
    const order = await dineInAt('T5', [['Es Kopi Susu', 2], ['Nasi Goreng Spesial', 1]]);
    expect((await planOf('POST', '/print/void', { Id: order.Id, VoidType: VoidPrintType.VOID_ORDER })).Jobs).toEqual([]);
    await markSent(order.Id, await planOf('POST', '/print/order', { Id: order.Id }));
    const coffee = order.OrderProducts.find((product) => product.ProductName === 'Es Kopi Susu')!;
    const item = await planOf('POST', '/print/void', { Id: order.Id, VoidType: VoidPrintType.VOID_ITEM, OrderProductId: coffee.Id, Quantity: 1 });
    expect(item.Jobs.map((job) => job.DeviceName)).toEqual(['Bar']);
    expect(textOf(item.Jobs[0]!)).toContain(SpecMessage.VOID_ITEM);
    expect(textOf(item.Jobs[0]!)).toContain('-1 Es Kopi Susu');
    const whole = await planOf('POST', '/print/void', { Id: order.Id, VoidType: VoidPrintType.VOID_ORDER });
    expect(whole.Jobs.map((job) => job.DeviceName)).toEqual(['Kitchen', 'Bar']);
    expect(whole.Jobs.map(textOf).every((text) => text.includes(SpecMessage.VOID_ORDER))).toBe(true);
    const missingLine = await bed.ani('POST', '/print/void', { Id: order.Id, VoidType: VoidPrintType.VOID_ITEM });
    expect(missingLine.statusCode).toBe(400);
    expect(missingLine.json().data[0].field).toBe('OrderProductId');
  });
});

describe('bundles on kitchen and bar tickets (issue 16)', () => {
  const kitchenDevice = async () => (await bed.server.database.db.selectFrom('devices').select('id').where('outlet_id', '=', bed.outlet).where('name', '=', 'Kitchen').executeTakeFirstOrThrow()).id;

  it("routes each product of Paket Sarapan like a product line: the Americano to the Bar, the Croissant to the Kitchen, each naming the bundle, each once", async () => {
    const order = await dineInAt('O5', [['Nasi Goreng Spesial', 1]], [['Paket Sarapan', 2]]);
    const first = await planOf('POST', '/print/order', { Id: order.Id });
    expect(first.MissingPrinterProducts).toEqual([]);
    const tickets = byDevice(first);
    expect(tickets.Bar).toMatch(/2 Americano\n {0,5}\(Paket Sarapan\)/);
    expect(tickets.Bar).not.toContain('Croissant');
    expect(tickets.Kitchen).toMatch(/2 Croissant\n {0,5}\(Paket Sarapan\)/);
    expect(tickets.Kitchen).toContain('1 Nasi Goreng Spesial');
    expect(tickets.Kitchen).not.toContain('Americano');

    expect((await markSent(order.Id, first)).json().data.MarkedLines).toBe(3);
    expect((await planOf('POST', '/print/order', { Id: order.Id })).Jobs).toEqual([]);

    // One more bundle added later: one more of each, each at its own station, as an addition.
    const added = await bed.ani('POST', `/order/${order.Id}/addOrderProduct`, { Version: order.Version, OrderProductBundles: [{ OutletProductBundleId: bed.menu.bundle('Paket Sarapan'), Quantity: 1 }] });
    expect(added.statusCode, added.body).toBe(200);
    const later = byDevice(await planOf('POST', '/print/order', { Id: order.Id }));
    expect(later.Bar).toMatch(/1 Americano\n {0,5}\(Paket Sarapan\)/);
    expect(later.Bar).toContain('** TAMBAHAN **');
    expect(later.Kitchen).toMatch(/1 Croissant\n {0,5}\(Paket Sarapan\)/);
    expect(later.Kitchen).not.toContain('Nasi Goreng');
  });

  it('treats a bundle sent whole before the change as sent where it went: only the Bar gets its Americano', async () => {
    const order = await dineInAt('O6', [], [['Paket Sarapan', 1]]);
    const bundleLine = order.OrderProductBundles[0]!;
    // What an earlier version recorded: the whole bundle line sent to the Kitchen.
    await bed.server.database.db
      .insertInto('print_sent_lines')
      .values({ order_id: order.Id, device_id: await kitchenDevice(), line_key: `b${bundleLine.Id}`, quantity: 1, job_group: `legacy-${order.Id}`, sent_at: new Date().toISOString() })
      .execute();
    const plan = await planOf('POST', '/print/order', { Id: order.Id });
    expect(plan.Jobs.map((job) => job.DeviceName)).toEqual(['Bar']);
    expect(textOf(plan.Jobs[0]!)).toContain('1 Americano');
  });
});

describe('bill, receipt and slips', () => {
  it('prints the bill as Bill Not Paid until paid, then the receipt as ** Transaction closed **, a reprint marked', async () => {
    const order = await dineInAt('T6', [['Americano', 1], ['Nasi Goreng Spesial', 1]]);
    const bill = await planOf('POST', `/print/bill/${order.Id}`);
    expect(bill.Jobs.map((job) => [job.DeviceName, job.port, job.Kind])).toEqual([['Cashier', 9100, 'bill']]);
    expect(textOf(bill.Jobs[0]!)).toContain(SpecMessage.BILL_NOT_PAID);
    expect(textOf(bill.Jobs[0]!)).toContain('Kopi Senja');
    expect((await planOf('POST', `/print/bill/${order.Id}`)).Jobs[0]!.jobId).toBe(bill.Jobs[0]!.jobId);

    const methods = (await bed.ani('GET', '/outletPaymentMethod/')).json().data as Array<{ Id: number; PaymentMethod: { Name: string } }>;
    const cash = methods.find((method) => method.PaymentMethod.Name === 'Cash')!;
    const paid = await bed.server.app.inject({
      method: 'POST',
      url: `/api/payment/${order.Id}`,
      headers: { ...bearer((await signIn(bed.server)).cashierToken), outletid: String(bed.outlet), 'idempotency-key': `print-test-${order.Id}` },
      payload: { Id: order.Id, PaymentDetails: [{ OutletPaymentMethodId: cash.Id, Amount: 100_000 }] },
    });
    expect(paid.statusCode, paid.body).toBeLessThan(300);

    const receipt = await planOf('POST', '/print/receipt', { Id: order.Id });
    expect(receipt.Jobs.map((job) => [job.DeviceName, job.Kind, job.reprint ?? false])).toEqual([['Cashier', 'receipt', false]]);
    const text = textOf(receipt.Jobs[0]!);
    expect(text).toContain(SpecMessage.TRANSACTION_CLOSED);
    expect(text).toContain('Cash');
    expect(text).toContain('Kembali');
    expect(text).not.toContain(SpecMessage.BILL_NOT_PAID);
    // POST /print/bill of a paid order prints its receipt (spec §4: an order with Payments).
    expect((await planOf('POST', `/print/bill/${order.Id}`)).Jobs[0]!.jobId).toBe(receipt.Jobs[0]!.jobId);
    const reprint = await planOf('POST', '/print/receipt', { Id: order.Id, IsReprint: true });
    expect(reprint.Jobs[0]).toMatchObject({ jobId: receipt.Jobs[0]!.jobId, reprint: true });
  });

  it('prints a partial payment with what is still due, not as a closed transaction', async () => {
    const order = await dineInAt('O3', [['Nasi Goreng Spesial', 2]]);
    const methods = (await bed.ani('GET', '/outletPaymentMethod/')).json().data as Array<{ Id: number; PaymentMethod: { Name: string } }>;
    const paid = await bed.server.app.inject({
      method: 'POST',
      url: `/api/payment/${order.Id}`,
      headers: { ...bearer((await signIn(bed.server)).cashierToken), outletid: String(bed.outlet), 'idempotency-key': `partial-${order.Id}` },
      payload: { Id: order.Id, IsPartialPayment: true, PaymentDetails: [{ OutletPaymentMethodId: methods.find((method) => method.PaymentMethod.Name === 'GoPay')!.Id, Amount: 30_000 }] },
    });
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    const text = textOf((await planOf('POST', '/print/receipt', { Id: order.Id })).Jobs[0]!);
    expect(text).toContain('GoPay 30.000');
    expect(text).toMatch(/Sisa Tagihan \d+\.\d{3}/);
    expect(text).not.toContain(SpecMessage.TRANSACTION_CLOSED);
  });

  it('prints the table checker, QR table, change-table and test slips on the cashier printer', async () => {
    const order = await dineInAt('T7', [['Americano', 2]]);
    const checker = await planOf('POST', '/print/tableChecker', { Id: order.Id });
    expect(textOf(checker.Jobs[0]!)).toContain('TABLE CHECKER');
    expect(textOf(checker.Jobs[0]!)).toContain('2 Americano');
    expect(textOf(checker.Jobs[0]!)).toContain('Kasir : Ani');
    // The slip names who prints it, not who took the order.
    const byBudi = PrintPlanSchema.parse((await bed.budi('POST', '/print/tableChecker', { Id: order.Id })).json().data);
    expect(textOf(byBudi.Jobs[0]!)).toContain('Kasir : Budi');

    const qr = await planOf('POST', '/print/qrTable', { OutletTableId: bed.menu.table('T7'), OrderId: order.Id });
    expect(qr.Jobs[0]!.qrData).toMatch(/^http:\/\/localhost(:\d+)?\/self-order\?qr=v1\.\d+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(textOf(qr.Jobs[0]!)).toContain('MEJA T7');

    const change = await planOf('POST', '/print/changeTable', { Id: order.Id, FromTableIds: [bed.menu.table('T1')] });
    expect(textOf(change.Jobs[0]!)).toContain('PINDAH MEJA');
    expect(textOf(change.Jobs[0]!)).toContain('Dari : T1');
    const badTable = await bed.ani('POST', '/print/changeTable', { Id: order.Id, FromTableIds: [999_999] });
    expect(badTable.statusCode).toBe(400);
    expect(badTable.json().data[0].field).toBe('FromTableIds');

    const devices = (await bed.ani('GET', '/device')).json().data as Array<{ Id: number; Name: string }>;
    const test = await planOf('POST', '/print/test', { DeviceId: devices.find((device) => device.Name === 'Bar')!.Id });
    expect(test.Jobs.map((job) => [job.DeviceName, job.port])).toEqual([['Bar', 9102]]);
    expect(textOf(test.Jobs[0]!)).toContain('TEST PRINT');
    expect((await bed.ani('POST', '/print/test', { DeviceId: 999_999 })).json()).toMatchObject({ message: SpecMessage.PRINTER_NOT_FOUND });
  });

  it('prints the shift report; an unknown shift is Shift tidak ditemukan', async () => {
    const shift = (await bed.ani('GET', '/shift/getCurrentShift')).json().data as { Id: number };
    const report = await planOf('POST', '/print/shift', { ShiftId: shift.Id });
    const text = textOf(report.Jobs[0]!);
    for (const section of ['REVENUE', 'PAYMENT', 'CATEGORY', 'DEPARTMENT', 'VISITOR STAT', 'NO SALES PAYMENT']) expect(text).toContain(section);
    expect(text).toContain('Kas Awal');
    // The paid orders of this shift (cash and GoPay above) are in the payment and category sections.
    const payment = text.slice(text.indexOf('PAYMENT'), text.indexOf('CATEGORY'));
    // Issue 18: a method's line is what the drawer kept, net of the change handed back (100.000 tendered).
    expect(payment).toMatch(/Cash 1 [\d.]+/);
    expect(payment).not.toMatch(/Cash 1 100\.000/);
    expect(payment).toMatch(/GoPay 1 30\.000/);
    expect(text.slice(text.indexOf('CATEGORY'), text.indexOf('DEPARTMENT'))).toMatch(/Food \d+ [\d.]+/);
    expect(text).toMatch(/Transaksi 1/);
    expect(text.slice(text.indexOf('OUTSTANDING'))).toMatch(/Pesanan belum dibayar \d+ [\d.]+/);
    const missing = await bed.ani('POST', '/print/shift', { ShiftId: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SpecMessage.SHIFT_NOT_FOUND);
  });

  it('prints the visitor counts of the shift report with thousands separators (issue 16)', async () => {
    const crowd = await bed.createOrder({
      OutletOrderTypeId: bed.menu.orderType('Take Away'),
      pax: 1500,
      OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 1 }],
    });
    const methods = (await bed.ani('GET', '/outletPaymentMethod/')).json().data as Array<{ Id: number; PaymentMethod: { Name: string } }>;
    const cash = methods.find((method) => method.PaymentMethod.Name === 'Cash')!;
    const paid = await bed.server.app.inject({
      method: 'POST',
      url: `/api/payment/${crowd.Id}`,
      headers: { ...bearer((await signIn(bed.server)).cashierToken), outletid: String(bed.outlet), 'idempotency-key': `print-test-${crowd.Id}` },
      payload: { Id: crowd.Id, PaymentDetails: [{ OutletPaymentMethodId: cash.Id, Amount: 100_000 }] },
    });
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    const shift = (await bed.ani('GET', '/shift/getCurrentShift')).json().data as { Id: number };
    const visitors = textOf((await planOf('POST', '/print/shift', { ShiftId: shift.Id })).Jobs[0]!).split('VISITOR STAT')[1] ?? '';
    // This order's 1.500 pax and the few of the shift's other paid orders, grouped as spec §5 writes numbers.
    expect(visitors).toMatch(/Transaksi \d+\n/);
    expect(visitors).toMatch(/Pax 1\.5\d\d\n/);
  });

  it("answers 404 for another outlet's order and 400 for a bad body", async () => {
    const grill = bed.server.ids.outletIds.grillChill;
    const other = await bed.server.database.db.selectFrom('orders').select('id').where('outlet_id', '=', grill).executeTakeFirst();
    if (other) expect((await bed.ani('POST', `/print/bill/${other.id}`)).statusCode).toBe(404);
    expect((await bed.ani('POST', '/print/bill/999999')).statusCode).toBe(404);
    const bad = await bed.ani('POST', '/print/orderSent', { Id: 1, JobIds: ['bad id!'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data[0].field).toBe('JobIds.0');
  });
});
