import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, PrintPlanSchema, type Device, type Order, type Payment, type PrintPlan, type ShiftTransaction } from '@kasir/contracts';
import { OFFLINE_CLOCK_SKEW_MS, OFFLINE_SALE_MAX_AGE_HOURS, derivePrintJobId, offlineSubjectId } from '@kasir/domain';
import { bearer } from '../../test-support/test-server.ts';
import { openPaymentsTestbed, type PaymentsTestbed } from '../payments/payments-test-kit.ts';

/**
 * Issue 23 (ADR 27): a sale the till took while the server was unreachable arrives as POST
 * /order with an Offline block. The kitchen tickets it printed are never planned again, a resend
 * lands once whatever its Idempotency-Key, and a bad block is refused naming the field.
 */
let bed: PaymentsTestbed;
let devices: Device[];

beforeAll(async () => {
  bed = await openPaymentsTestbed();
  devices = (await bed.ani('GET', '/device')).json().data as Device[];
});
afterAll(async () => {
  await bed.server.stop();
});

const deviceId = (name: string) => devices.find((device) => device.Name === name)!.Id;
const HOUR_MS = 3_600_000;

/** A kitchen job id as the till derives it for this sale (kitchen-jobs.ts of the domain). */
const jobIdOf = (ref: string, device: number, content: string, copy = 1) => derivePrintJobId({ kind: 'order', subjectId: offlineSubjectId(ref), deviceId: device, content, copy });

/** POST /order of a take-away sale taken offline: Americano ×2 (Bar), Nasi Goreng ×1 (Kitchen). */
function offlineSale(ref: string, overrides: { takenAt?: string; kitchenJobs?: object[] } = {}) {
  return {
    ...bed.takeAway(),
    OrderProducts: [
      { OutletProductId: bed.menu.product('Americano'), Quantity: 2 },
      { OutletProductId: bed.menu.product('Nasi Goreng Spesial'), Quantity: 1, Notes: 'pedas' },
    ],
    Offline: {
      Ref: ref,
      TakenAt: overrides.takenAt ?? new Date(Date.now() - 10 * 60_000).toISOString(),
      ProvisionalNumber: 'OFF-7-0001',
      KitchenJobs: overrides.kitchenJobs ?? [
        { JobId: jobIdOf(ref, deviceId('Bar'), 'i0:2:0'), DeviceId: deviceId('Bar'), Lines: [{ Index: 0, Quantity: 2 }] },
        { JobId: jobIdOf(ref, deviceId('Kitchen'), 'i1:1:0'), DeviceId: deviceId('Kitchen'), Lines: [{ Index: 1, Quantity: 1 }] },
      ],
    },
  };
}

const post = (body: object, key: string | null) =>
  bed.server.app.inject({ method: 'POST', url: '/api/order', headers: { ...bearer(bed.cashierToken), outletid: String(bed.outlet), ...(key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }) }, payload: body });

const countRows = async (table: 'orders' | 'print_sent_lines' | 'print_planned_jobs') => Number((await bed.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

async function planOf(url: string, orderId: number): Promise<PrintPlan> {
  const answer = await bed.ani('POST', url, { Id: orderId });
  expect(answer.statusCode, answer.body).toBe(200);
  return PrintPlanSchema.parse(answer.json().data);
}
const textOf = (job: PrintPlan['Jobs'][number]) => job.data.map((line) => line.map((cell) => cell.text).join(' ')).join('\n');

describe('POST /order of a sale taken offline', () => {
  it('stores the sale and never plans the lines its tickets printed; a line added later prints alone as an addition', async () => {
    const ref = randomUUID();
    const takenAt = new Date(Date.now() - 30 * 60_000).toISOString();
    const answer = await post(offlineSale(ref, { takenAt }), `offline-${ref}-order`);
    expect(answer.statusCode, answer.body).toBe(201);
    const order = answer.json().data as Order;
    expect(order.OfflineRef).toBe(ref);
    expect(order.OfflineNumber).toBe('OFF-7-0001');
    const row = await bed.db.selectFrom('orders').select(['offline_ref', 'offline_number', 'taken_at']).where('id', '=', order.Id).executeTakeFirstOrThrow();
    expect(row).toEqual({ offline_ref: ref, offline_number: 'OFF-7-0001', taken_at: takenAt });

    // The till's tickets count as sent and acknowledged, under the till's job ids.
    const sent = await bed.db.selectFrom('print_sent_lines').select(['device_id', 'quantity', 'acknowledged_at', 'job_group']).where('order_id', '=', order.Id).orderBy('device_id').execute();
    expect(sent.map((line) => [line.device_id, line.quantity, line.acknowledged_at !== null])).toEqual(
      [
        [deviceId('Bar'), 2, true],
        [deviceId('Kitchen'), 1, true],
      ].sort((left, right) => Number(left[0]) - Number(right[0])),
    );
    for (const line of sent) expect(line.job_group.startsWith(`order-${offlineSubjectId(ref)}-d`)).toBe(true);

    expect((await planOf('/print/order', order.Id)).Jobs).toEqual([]);
    expect((await planOf('/print/orderV2', order.Id)).Jobs).toEqual([]);

    const added = await bed.ani('POST', `/order/${order.Id}/addOrderProduct`, { Version: order.Version, OrderProducts: [{ OutletProductId: bed.menu.product('Es Kopi Susu'), Quantity: 1 }] });
    expect(added.statusCode, added.body).toBe(200);
    const later = await planOf('/print/order', order.Id);
    expect(later.Jobs.map((job) => job.DeviceName)).toEqual(['Bar']);
    const ticket = textOf(later.Jobs[0]!);
    expect(ticket).toContain('1 Es Kopi Susu');
    expect(ticket).not.toContain('Americano');
    expect(ticket).toContain('** TAMBAHAN **');
  });

  it('prints every line of an offline sale whose tickets did not print, as a spec client’s order', async () => {
    const ref = randomUUID();
    const answer = await post(offlineSale(ref, { kitchenJobs: [] }), null);
    expect(answer.statusCode, answer.body).toBe(201);
    const plan = await planOf('/print/order', (answer.json().data as Order).Id);
    expect(plan.Jobs.map((job) => job.DeviceName).sort()).toEqual(['Bar', 'Kitchen']);
    for (const job of plan.Jobs) expect(textOf(job)).not.toContain('TAMBAHAN');
  });

  it('answers a resend of the same Ref with the first order, with another key, no key, or at the same moment', async () => {
    const ref = randomUUID();
    const before = await countRows('orders');
    const first = await post(offlineSale(ref), `offline-${ref}-order`);
    expect(first.statusCode, first.body).toBe(201);
    const firstId = (first.json().data as Order).Id;
    for (const key of ['another-key', null]) {
      const again = await post(offlineSale(ref), key);
      expect(again.statusCode, again.body).toBe(201);
      expect((again.json().data as Order).Id).toBe(firstId);
    }
    expect(await countRows('orders')).toBe(before + 1);

    const twin = randomUUID();
    const sentBefore = await countRows('print_sent_lines');
    const together = await Promise.all([post(offlineSale(twin), 'twin-a'), post(offlineSale(twin), 'twin-b'), post(offlineSale(twin), null), post(offlineSale(twin), `offline-${twin}-order`)]);
    for (const answer of together) expect(answer.statusCode, answer.body).toBe(201);
    expect(new Set(together.map((answer) => (answer.json().data as Order).Id)).size).toBe(1);
    expect(await countRows('orders')).toBe(before + 2);
    expect(await countRows('print_sent_lines')).toBe(sentBefore + 2);
  });

  it('adopts the sale when it comes under the key of an online save whose answer was lost: one order, no ticket printed twice', async () => {
    const ref = randomUUID();
    const { Offline: _offline, ...onlineBody } = offlineSale(ref);
    const before = await countRows('orders');
    // The online save reached the server; its answer never reached the till, which sold offline.
    const online = await post(onlineBody, 'cart-1-lost-answer');
    expect(online.statusCode, online.body).toBe(201);
    const orderId = (online.json().data as Order).Id;
    const synced = await post(offlineSale(ref), 'cart-1-lost-answer');
    expect(synced.statusCode, synced.body).toBe(201);
    const order = synced.json().data as Order;
    expect(order.Id).toBe(orderId);
    expect(order.OfflineRef).toBe(ref);
    expect(await countRows('orders')).toBe(before + 1);
    // The tickets the till printed offline count as sent: the server plans nothing for them.
    expect((await planOf('/print/order', orderId)).Jobs).toEqual([]);
    // A later resend changes nothing more.
    const sentBefore = await countRows('print_sent_lines');
    expect((await post(offlineSale(ref), 'cart-1-lost-answer')).statusCode).toBe(201);
    expect(await countRows('print_sent_lines')).toBe(sentBefore);
  });

  it('refuses a bad block naming the field, and writes nothing', async () => {
    const ref = randomUUID();
    const bar = deviceId('Bar');
    const job = (device: number, lines: Array<{ Index: number; Quantity: number }>, jobRef = ref) => ({ JobId: jobIdOf(jobRef, device, 'x'), DeviceId: device, Lines: lines });
    const cases: Array<[object, string]> = [
      [offlineSale(ref, { kitchenJobs: [job(bar, [{ Index: 0, Quantity: 1 }, { Index: 2, Quantity: 1 }])] }), 'Offline.KitchenJobs.0.Lines.1.Index'],
      [offlineSale(ref, { kitchenJobs: [job(bar, [{ Index: 0, Quantity: 3 }])] }), 'Offline.KitchenJobs.0.Lines.0.Quantity'],
      // Two tickets of the same line to one printer may not add up to more than the line.
      [offlineSale(ref, { kitchenJobs: [job(bar, [{ Index: 0, Quantity: 2 }]), { ...job(bar, [{ Index: 0, Quantity: 1 }]), JobId: jobIdOf(ref, bar, 'y') }] }), 'Offline.KitchenJobs.1.Lines.0.Quantity'],
      // The Cashier printer prints bills and receipts, not kitchen tickets.
      [offlineSale(ref, { kitchenJobs: [job(deviceId('Cashier'), [{ Index: 0, Quantity: 1 }])] }), 'Offline.KitchenJobs.0.DeviceId'],
      [offlineSale(ref, { kitchenJobs: [job(987_654, [{ Index: 0, Quantity: 1 }])] }), 'Offline.KitchenJobs.0.DeviceId'],
      [offlineSale(ref, { kitchenJobs: [job(bar, [{ Index: 0, Quantity: 1 }], randomUUID())] }), 'Offline.KitchenJobs.0.JobId'],
      [offlineSale(ref, { takenAt: new Date(Date.now() + OFFLINE_CLOCK_SKEW_MS + 60_000).toISOString() }), 'Offline.TakenAt'],
      [offlineSale(ref, { takenAt: new Date(Date.now() - (OFFLINE_SALE_MAX_AGE_HOURS + 1) * HOUR_MS).toISOString() }), 'Offline.TakenAt'],
    ];
    const counts = async () => [await countRows('orders'), await countRows('print_sent_lines'), await countRows('print_planned_jobs')];
    const before = await counts();
    for (const [body, field] of cases) {
      const answer = await post(body, null);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().data.map((error: { field: string }) => error.field)).toContain(field);
    }
    expect(await counts()).toEqual(before);
  });

  it('takes the cash payment once under its offline key, in the shift’s cash', async () => {
    const ref = randomUUID();
    const order = (await post(offlineSale(ref), `offline-${ref}-order`)).json().data as Order;
    const shift = (await bed.ani('GET', '/shift/getCurrentShift')).json().data as { Id: number };
    const cashOf = async () => ((await bed.ani('GET', `/shift/${shift.Id}/getShiftTransaction`)).json().data as ShiftTransaction).CashPayments;
    const cashBefore = await cashOf();
    const cash = [{ OutletPaymentMethodId: bed.method('Cash'), Amount: order.Total }];
    const key = `offline-${ref}-payment`;
    const [one, two] = await Promise.all([bed.pay(order.Id, { Promos: [], PaymentDetails: cash }, key), bed.pay(order.Id, { Promos: [], PaymentDetails: cash }, key)]);
    const again = await bed.pay(order.Id, { Promos: [], PaymentDetails: cash }, key);
    for (const answer of [one, two, again]) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set([one, two, again].map((answer) => (answer.json().data as Payment).Id)).size).toBe(1);
    expect((await bed.db.selectFrom('payments').select('id').where('order_id', '=', order.Id).execute()).length).toBe(1);
    expect(await cashOf()).toBe(cashBefore + order.Total);
  });
});
