import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CashFlowType, OrderProductType, OrderStatus, ReportSectionTitle as T, SUMMARY_REPORT_SECTIONS } from '@kasir/domain';
import { SummaryChartsSchema, SummaryReportSchema, type Order, type PrintPlan, type Refund, type SummaryCharts, type SummaryReport } from '@kasir/contracts';
import { bearer, signIn } from '../../test-support/test-server.ts';
import { openPaymentsTestbed, type PaymentsTestbed } from '../payments/payments-test-kit.ts';
import { hundredths, keyValuesOf, outletDay, reportQuery, rowNamed, rowsOf, sumHundredths } from './reports-test-kit.ts';

/**
 * A scripted day at Kopi Senja (fresh database, no history): Ani sells, takes a partial
 * payment, refunds, voids, gives a compliment, settles one order with a No Sales method and
 * moves cash in and out; Budi makes one sale of his own. Every section is checked against the
 * orders as GET /order/{id} shows them.
 */
describe('summary sales report after a scripted day', () => {
  let bed: PaymentsTestbed;
  let budiId: number;
  let aniShiftId: number;
  const day: { sale?: Order; partial?: Order; voided?: Order; complimented?: Order; noSales?: Order; budiSale?: Order; refund?: Refund } = {};
  const today = outletDay();

  const report = async (path: string, query: string, terminal: PaymentsTestbed['ani'] = bed.ani): Promise<SummaryReport> => {
    const answer = await terminal('GET', `/report/${path}?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as SummaryReport;
  };
  /** What paying with this method must cover: the quote prices the method's promos, as the payment will. */
  const dueWith = async (order: Order, method: string): Promise<number> => {
    const quote = await bed.ani('POST', `/payment/${order.Id}/quote`, { PaymentMethodIds: [bed.method(method)] });
    expect(quote.statusCode, quote.body).toBe(200);
    return (quote.json().data as { Remaining: number }).Remaining;
  };
  const settle = async (order: Order, method: string, amount: number, token?: string) => {
    const paid = await bed.pay(order.Id, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method(method), Amount: amount }] }, undefined, token);
    expect(paid.statusCode, paid.body).toBe(200);
    return bed.readOrder(order.Id);
  };

  beforeAll(async () => {
    bed = await openPaymentsTestbed();
    budiId = bed.server.ids.userIds.budi!;
    aniShiftId = (await bed.ani('GET', '/shift/getCurrentShift')).json().data.Id as number;
    for (const [type, amount] of [[CashFlowType.IN, 50_000], [CashFlowType.OUT, 20_000]] as const) {
      const saved = await bed.ani('POST', '/shift/addCashInOut', { ShiftId: aniShiftId, Type: type, Amount: amount, Note: 'Kas' });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    // A cash sale with change, then one of its two Americanos refunded (cash goes back first).
    day.sale = await settle(await bed.americanoOrder(2), 'Cash', 100_000);
    const refunded = await bed.ani('PUT', `/customer/refund/${day.sale.Id}`, { OrderProducts: [{ OrderProductId: day.sale.OrderProducts[0]!.Id, Quantity: 1 }], Reason: 'Salah pesan', Approval: { UserId: budiId, PIN: '222222' } });
    expect(refunded.statusCode, refunded.body).toBe(200);
    day.refund = refunded.json().data as Refund;
    // A partial payment: the order stays outstanding.
    const partial = await bed.americanoOrder(1);
    const part = await bed.pay(partial.Id, { Promos: [], IsPartialPayment: true, PaymentDetails: [{ OutletPaymentMethodId: bed.method('GoPay'), Amount: 10_000 }] });
    expect(part.statusCode, part.body).toBe(200);
    day.partial = await bed.readOrder(partial.Id);
    expect(day.partial.Status).toBe(OrderStatus.PARTIALLY_PAID);
    // A voided order.
    const voided = await bed.americanoOrder(1);
    const cancel = await bed.ani('PUT', `/order/${voided.Id}/cancel`, { Reason: 'Tamu pergi', Approval: { UserId: budiId, PIN: '222222' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    day.voided = await bed.readOrder(voided.Id);
    // A compliment on a QRIS sale.
    const complimented = await bed.americanoOrder(1);
    const free = await bed.ani('POST', `/order/${complimented.Id}/addFreeOrderProduct`, { Version: complimented.Version, OutletProductId: bed.menu.product('Americano'), Type: OrderProductType.COMPLIMENT });
    expect(free.statusCode, free.body).toBeLessThan(300);
    const withFree = await bed.readOrder(complimented.Id);
    day.complimented = await settle(withFree, 'QRIS', await dueWith(withFree, 'QRIS'));
    // Settled with a No Sales method (Entertain).
    const entertain = await bed.americanoOrder(1);
    day.noSales = await settle(entertain, 'Entertain', await dueWith(entertain, 'Entertain'));
    // Budi's own sale, by debit card, from his terminal.
    const budiOrder = await bed.budi('POST', '/order', { ...bed.takeAway(), OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 3 }] });
    expect(budiOrder.statusCode, budiOrder.body).toBe(201);
    const budiToken = (await signIn(bed.server, { username: 'budi', pin: '222222' })).cashierToken;
    const budiCreated = budiOrder.json().data as Order;
    day.budiSale = await settle(budiCreated, 'Debit BCA', await dueWith(budiCreated, 'Debit BCA'), budiToken);
  });
  afterAll(async () => {
    await bed.server.stop();
  });

  const settled = () => [day.sale!, day.complimented!, day.noSales!, day.budiSale!];

  it('lists every section of the summary report, each in its spec §3 shape', async () => {
    const data = await report('summarySalesReport', reportQuery(today, today));
    expect(Object.keys(data)).toEqual([...SUMMARY_REPORT_SECTIONS]);
    // The contract the web reads it with accepts it as sent.
    expect(SummaryReportSchema.parse(data)).toEqual(data);
    expect(Array.isArray(data[T.VISITOR_STAT])).toBe(true);
    expect(rowsOf(data, T.MEMBERSHIP)).toEqual({ Data: [], Total: 0 });
  });

  it('REVENUE: gross, discount, charges, rounding, No Sales and refunds each once; the total is what was earned', async () => {
    const data = await report('summarySalesReport', reportQuery(today, today));
    const revenue = keyValuesOf(data, T.REVENUE);
    const orders = settled();
    expect(hundredths(revenue.Data['Gross Sales']!)).toBe(sumHundredths(orders.map((order) => order.SubTotal)));
    expect(hundredths(revenue.Data['Discount']!)).toBe(0 - sumHundredths(orders.map((order) => order.DiscountAmount)));
    expect(hundredths(revenue.Data['Charges']!)).toBe(sumHundredths(orders.map((order) => order.ChargeTotal)));
    expect(hundredths(revenue.Data['Rounding']!)).toBe(sumHundredths(orders.map((order) => order.Rounding)));
    expect(hundredths(revenue.Data['No Sales']!)).toBe(0 - hundredths(day.noSales!.Total));
    expect(hundredths(revenue.Data['Refund']!)).toBe(0 - hundredths(day.refund!.Amount));
    const earned = sumHundredths(orders.map((order) => order.Total)) - hundredths(day.noSales!.Total) - hundredths(day.refund!.Amount);
    expect(hundredths(revenue.Total!)).toBe(earned);
    // The lines add up to the total: nothing counted twice, nothing missing.
    expect(sumHundredths(Object.values(revenue.Data))).toBe(earned);
  });

  it('PAYMENT is money kept per method (net of change); No Sales methods are apart; the partial payment is there', async () => {
    const data = await report('summarySalesReport', reportQuery(today, today));
    const payment = rowsOf(data, T.PAYMENT);
    expect(rowNamed(payment, 'Cash')).toEqual({ Name: 'Cash', Quantity: 1, Total: day.sale!.Total });
    expect(rowNamed(payment, 'GoPay')).toEqual({ Name: 'GoPay', Quantity: 1, Total: 10_000 });
    expect(rowNamed(payment, 'QRIS')).toEqual({ Name: 'QRIS', Quantity: 1, Total: day.complimented!.Total });
    expect(rowNamed(payment, 'Debit BCA')).toEqual({ Name: 'Debit BCA', Quantity: 1, Total: day.budiSale!.Total });
    expect(rowNamed(payment, 'Entertain')).toBeUndefined();
    expect(hundredths(payment.Total!)).toBe(sumHundredths(payment.Data.map((row) => row.Total)));
    expect(rowsOf(data, T.NO_SALES_PAYMENT).Data).toEqual([{ Name: 'Entertain', Quantity: 1, Total: day.noSales!.Total }]);
    expect(rowsOf(data, T.NO_SALES)).toEqual({ Data: [{ Name: 'No Sales', Quantity: 1, Total: day.noSales!.Total }], Total: day.noSales!.Total });
  });

  it('SOLD PRODUCT, CATEGORY and DEPARTMENT agree with the gross sales; the compliment is its own section', async () => {
    const data = await report('summarySalesReport', reportQuery(today, today));
    const gross = hundredths(keyValuesOf(data, T.REVENUE).Data['Gross Sales']!);
    for (const title of [T.SOLD_PRODUCT, T.CATEGORY, T.DEPARTMENT]) expect(hundredths(rowsOf(data, title).Total!), title).toBe(gross);
    // 2 + 1 + 1 + 3 sold Americanos; the complimentary one is not sold.
    expect(rowNamed(rowsOf(data, T.SOLD_PRODUCT), 'Americano')?.Quantity).toBe(7);
    const compliment = rowsOf(data, T.COMPLIMENT);
    expect(compliment.Data).toHaveLength(1);
    expect(compliment.Data[0]).toMatchObject({ Name: 'Americano', Quantity: 1 });
    expect(compliment.Data[0]!.Total).toBeGreaterThan(0);
    const perSection = rowsOf(data, T.REVENUE_PER_SECTION);
    expect(perSection.Data).toHaveLength(1);
    expect(perSection.Data[0]).toMatchObject({ Name: 'Take Away', Quantity: 4, Total: perSection.Total });
    // Each section's payments: every method that paid its orders (No Sales too), adding up to its total.
    const payments = perSection.Data[0]!.Payments!;
    expect(payments.map((payment) => payment.Name)).toEqual(['Cash', 'Debit BCA', 'Entertain', 'QRIS']);
    expect(sumHundredths(payments.map((payment) => payment.Total))).toBe(hundredths(perSection.Total!));
    expect(hundredths(perSection.Total!)).toBe(sumHundredths(settled().map((order) => order.Total)));
  });

  it('VOID CHECK, REFUND, CASH IN/OUT, VISITOR STAT, OUTSTANDING and DISCOUNT', async () => {
    const data = await report('summarySalesReport', reportQuery(today, today));
    expect(data[T.VOID_CHECK]).toEqual({ Data: [{ [day.voided!.OrderNo]: day.voided!.Total }], Total: day.voided!.Total });
    expect(rowsOf(data, T.REFUND)).toEqual({ Data: [{ Name: 'Americano', Quantity: 1, Total: day.refund!.Amount }], Total: day.refund!.Amount });
    // The sale was all cash: the refund left the drawer.
    const cash = keyValuesOf(data, T.CASH_IN_OUT);
    expect(cash.Data).toEqual({ 'Cash In': 50_000, 'Cash Out': -20_000, 'Cash Refund': -day.refund!.Amount });
    expect(hundredths(cash.Total!)).toBe(hundredths(30_000) - hundredths(day.refund!.Amount));
    const visitors = data[T.VISITOR_STAT] as Array<Record<string, number>>;
    expect(visitors.map((entry) => Object.keys(entry)[0])).toEqual(['Sales', 'Pax', 'Average per Pax', 'Transactions', 'Average per Transaction']);
    expect(visitors[3]).toEqual({ Transactions: 4 });
    expect(visitors[1]).toEqual({ Pax: settled().reduce((pax, order) => pax + order.Pax, 0) });
    const outstanding = rowsOf(data, T.OUTSTANDING);
    expect(outstanding.Data).toEqual([{ Name: 'Partially Paid', Quantity: 1, Total: (hundredths(day.partial!.Total) - hundredths(10_000)) / 100 }]);
    const discount = rowsOf(data, T.DISCOUNT);
    expect(hundredths(discount.Total!)).toBe(sumHundredths(settled().map((order) => order.DiscountAmount)));
  });

  it("isCashier=1 narrows every figure to the caller's own orders and payments", async () => {
    const mine = await report('summarySalesReport', reportQuery(today, today, { isCashier: '1' }));
    const payment = rowsOf(mine, T.PAYMENT);
    expect(rowNamed(payment, 'Debit BCA')).toBeUndefined();
    expect(rowNamed(payment, 'Cash')).toBeDefined();
    expect((mine[T.VISITOR_STAT] as Array<Record<string, number>>)[3]).toEqual({ Transactions: 3 });
    const budis = await report('summarySalesReport', reportQuery(today, today, { isCashier: '1' }), bed.budi);
    expect(rowsOf(budis, T.PAYMENT).Data).toEqual([{ Name: 'Debit BCA', Quantity: 1, Total: day.budiSale!.Total }]);
    expect(keyValuesOf(budis, T.CASH_IN_OUT).Data).toEqual({ 'Cash In': 0, 'Cash Out': 0, 'Cash Refund': 0 });
  });

  it("the cashier's report (their open shift) and the payment report of that shift agree with the summary report", async () => {
    const mine = await report('summarySalesReport', reportQuery(today, today, { isCashier: '1' }));
    const shift = await report('cashierSummarySalesReport', '');
    for (const title of [T.REVENUE, T.PAYMENT, T.SOLD_PRODUCT, T.NO_SALES_PAYMENT, T.CASH_IN_OUT]) expect(shift[title], title).toEqual(mine[title]);
    const payments = await report('paymentReport', `isCashier=1&shiftId=${aniShiftId}`);
    expect(Object.keys(payments)).toEqual([T.PAYMENT, T.NO_SALES_PAYMENT, T.REFUND, T.CASH_IN_OUT]);
    expect(payments[T.PAYMENT]).toEqual(mine[T.PAYMENT]);
    const byRange = await report('paymentReport', reportQuery(today, today, { isCashier: '1' }));
    expect(byRange).toEqual(payments);
  });

  it('the printed shift report shows the same payment lines as the report', async () => {
    const printed = await bed.ani('POST', '/print/shift', { ShiftId: aniShiftId });
    expect(printed.statusCode, printed.body).toBe(200);
    const text = (printed.json().data as PrintPlan).Jobs[0]!.data.map((cells) => cells.map((cell) => cell.text).join(' ').replace(/\s+/g, ' ').trim()).join('\n');
    expect(text).toMatch(/Entertain 1 [\d.]+/);
    expect(text).toMatch(/No Sales 1 [\d.]+/);
    expect(text).toMatch(/Dibayar sebagian 1 [\d.]+/);
  });

  it('charts: every hour and every day of the range, zeros included, top products and the method mix', async () => {
    const answer = await bed.ani('GET', `/report/summarySalesCharts?${reportQuery(outletDay(2), today)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const charts = SummaryChartsSchema.parse(answer.json().data) satisfies SummaryCharts;
    expect(charts.ByHour.map((slot) => slot.Hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
    expect(charts.ByHour.reduce((orders, slot) => orders + slot.Orders, 0)).toBe(4);
    expect(charts.ByDay).toEqual([
      { Date: outletDay(2), Orders: 0, Total: 0 },
      { Date: outletDay(1), Orders: 0, Total: 0 },
      { Date: today, Orders: 4, Total: sumHundredths(settled().map((order) => order.Total)) / 100 },
    ]);
    expect(charts.TopProducts[0]).toMatchObject({ Name: 'Americano', Quantity: 7 });
    expect(charts.PaymentMethods.map((method) => method.Name).sort()).toEqual(['Cash', 'Debit BCA', 'GoPay', 'QRIS']);
  });

  it('prints the summary report to the REPORT print set; a payment report with no data prints nothing', async () => {
    const printed = await bed.ani('POST', '/print/summaryReport', { fromDate: today, toDate: today });
    expect(printed.statusCode, printed.body).toBe(200);
    const plan = printed.json().data as PrintPlan;
    expect(plan.Jobs.length).toBeGreaterThan(0);
    expect(plan.Jobs.every((job) => job.SetReceiptId === 5)).toBe(true);
    const text = plan.Jobs[0]!.data.map((cells) => cells.map((cell) => cell.text).join(' ')).join('\n');
    for (const title of ['LAPORAN PENJUALAN', 'REVENUE', 'VOID CHECK', 'SOLD PRODUCT', 'CASH IN/OUT']) expect(text).toContain(title);
    const empty = await bed.ani('POST', '/print/paymentReport', { fromDate: outletDay(3), toDate: outletDay(3) });
    expect(empty.statusCode, empty.body).toBe(200);
    expect((empty.json().data as PrintPlan).Jobs).toEqual([]);
    const payments = await bed.ani('POST', '/print/paymentReport', { shiftId: aniShiftId });
    expect(payments.statusCode, payments.body).toBe(200);
    expect((payments.json().data as PrintPlan).Jobs.length).toBeGreaterThan(0);
  });

  it('refuses bad ranges with a 400 naming the field', async () => {
    const fieldOf = async (query: string) => {
      const answer = await bed.ani('GET', `/report/summarySalesReport?${query}`);
      expect(answer.statusCode, answer.body).toBe(400);
      return (answer.json().data as Array<{ field: string }>)[0]!.field;
    };
    expect(await fieldOf(reportQuery(outletDay(31), today))).toBe('toDate');
    expect(await fieldOf(reportQuery(outletDay(-1), outletDay(-1)))).toBe('toDate');
    expect(await fieldOf(reportQuery(today, outletDay(1)))).toBe('fromDate');
    expect(await fieldOf(reportQuery('2025-02-30', today))).toBe('fromDate');
    expect(await fieldOf(reportQuery('yesterday', today))).toBe('fromDate');
    expect(await fieldOf(reportQuery(`${today} 25:00:00`, today))).toBe('fromDate');
    expect(await fieldOf(`fromDate=${today}`)).toBe('toDate');
    expect(await fieldOf(reportQuery(today, today, { isCashier: 'maybe' }))).toBe('isCashier');
    // 31 days is the most, and a time of day narrows the range.
    expect((await bed.ani('GET', `/report/summarySalesReport?${reportQuery(outletDay(30), today)}`)).statusCode).toBe(200);
    expect((await bed.ani('GET', `/report/summarySalesReport?${reportQuery(`${today} 00:00:00`, `${today} 23:59:59`)}`)).statusCode).toBe(200);
    const noRange = await bed.ani('GET', '/report/paymentReport?isCashier=1');
    expect(noRange.statusCode).toBe(400);
    expect(noRange.json().data[0].field).toBe('fromDate');
    const chart = await bed.ani('GET', `/report/summarySalesCharts?${reportQuery(outletDay(40), today)}`);
    expect(chart.statusCode).toBe(400);
  });

  it('follows the REPORT module of the role: a waiter gets 403; the owner sees the outlet', async () => {
    const dewi = (await signIn(bed.server, { username: 'dewi', pin: '444444' })).cashierToken;
    for (const path of [`summarySalesReport?${reportQuery(today, today)}`, `paymentReport?${reportQuery(today, today)}`, 'cashierSummarySalesReport', `summarySalesCharts?${reportQuery(today, today)}`]) {
      const answer = await bed.server.app.inject({ method: 'GET', url: `/api/report/${path}`, headers: { ...bearer(dewi), outletid: String(bed.outlet) } });
      expect(answer.statusCode, path).toBe(403);
    }
    const printed = await bed.server.app.inject({ method: 'POST', url: '/api/print/summaryReport', headers: { ...bearer(dewi), outletid: String(bed.outlet) }, payload: { fromDate: today, toDate: today } });
    expect(printed.statusCode).toBe(403);
    const { ownerToken } = await signIn(bed.server);
    const owner = await bed.server.app.inject({ method: 'GET', url: `/api/report/summarySalesReport?${reportQuery(today, today)}`, headers: { ...bearer(ownerToken), outletid: String(bed.outlet) } });
    expect(owner.statusCode, owner.body).toBe(200);
    expect((owner.json().data as SummaryReport)[T.VISITOR_STAT]).toEqual((await report('summarySalesReport', reportQuery(today, today)))[T.VISITOR_STAT]);
  });
});
