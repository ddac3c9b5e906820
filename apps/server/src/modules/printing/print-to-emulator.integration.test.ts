import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startNodeScript, ticketsOf, waitFor } from '../../test-support/print-processes.ts';
import { PrintPlanSchema, type PrintPlan } from '@kasir/contracts';
import { SpecMessage } from '@kasir/domain';
import { bearer, signIn } from '../../test-support/test-server.ts';
import { openOrdersTestbed, type OrdersTestbed } from '../orders/orders-test-kit.ts';

/**
 * The real chain: server plan → print agent (POST /print) → ESC/POS over TCP → printer
 * emulator → ticket text on disk. The agent and emulator run as their own processes (apps do
 * not import each other) on free ports; the demo devices are pointed at the emulator.
 */
let bed: OrdersTestbed;
let folder: string;
let agentUrl: string;
const children: ChildProcess[] = [];
const ports: Record<string, number> = {};





async function sendToAgent(plan: PrintPlan): Promise<string[]> {
  const statuses: string[] = [];
  for (const job of plan.Jobs) {
    const response = await fetch(`${agentUrl}/print`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(job) });
    expect(response.status, await response.clone().text()).toBe(200);
    statuses.push(((await response.json()) as { data: { status: string } }).data.status);
  }
  return statuses;
}

beforeAll(async () => {
  bed = await openOrdersTestbed();
  folder = await mkdtemp(join(tmpdir(), 'kasir-print-'));
  for (const name of ['Kitchen', 'Bar', 'Cashier']) ports[name] = await freePort();
  const agentPort = await freePort();
  agentUrl = `http://127.0.0.1:${agentPort}`;
  startNodeScript(children, 'apps/print-agent/src/emulator-main.ts', { EMULATOR_PORTS: Object.values(ports).join(','), EMULATOR_OUT_DIR: join(folder, 'printed') });
  startNodeScript(children, 'apps/print-agent/src/main.ts', { PRINT_AGENT_PORT: String(agentPort), PRINT_AGENT_DATA_DIR: join(folder, 'agent') });
  await waitFor(async () => ((await fetch(`${agentUrl}/health`)).ok ? true : undefined), 'the print agent');
  const devices = (await bed.budi('GET', '/device')).json().data as Array<{ Id: number; Name: string; IsConnectedDrawer: boolean }>;
  for (const device of devices) {
    const response = await bed.budi('PUT', '/device', { Id: device.Id, Name: device.Name, IpAddress: `127.0.0.1:${ports[device.Name]}`, IsConnectedDrawer: device.IsConnectedDrawer });
    expect(response.statusCode).toBe(200);
  }
}, 60_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await bed.server.stop();
  await rm(folder, { recursive: true, force: true });
});

describe('tickets reach the printer', () => {
  it('prints kitchen and bar tickets once, and the paid receipt with a REPRINT copy', async () => {
    const order = await bed.createOrder({
      ...bed.dineIn(),
      OutletTableIds: [bed.menu.table('T8')],
      OrderProducts: [
        { OutletProductId: bed.menu.product('Nasi Goreng Spesial'), Quantity: 2, Notes: '少辣 tidak pedas' },
        { OutletProductId: bed.menu.product('Es Kopi Susu'), Quantity: 1 },
      ],
    });
    const plan = PrintPlanSchema.parse((await bed.ani('POST', '/print/order', { Id: order.Id })).json().data);
    expect(await sendToAgent(plan)).toEqual(['printed', 'printed']);
    // The same jobs again (a retry) print nothing new.
    expect(await sendToAgent(plan)).toEqual(['duplicate', 'duplicate']);

    const kitchen = await waitFor(async () => (await ticketsOf(folder, ports.Kitchen!)).at(0), 'the kitchen ticket');
    expect(kitchen).toContain('KITCHEN');
    expect(kitchen).toMatch(/2 +Nasi Goreng Spesial/);
    expect(kitchen).toContain('* 少辣 tidak pedas');
    expect(kitchen).not.toContain('Es Kopi Susu');
    const bar = await waitFor(async () => (await ticketsOf(folder, ports.Bar!)).at(0), 'the bar ticket');
    expect(bar).toMatch(/1 +Es Kopi Susu/);
    expect(bar).toContain('T8 (Indoor)');
    expect(await ticketsOf(folder, ports.Kitchen!)).toHaveLength(1);

    const methods = (await bed.ani('GET', '/outletPaymentMethod/')).json().data as Array<{ Id: number; PaymentMethod: { Name: string } }>;
    const paid = await bed.server.app.inject({
      method: 'POST',
      url: `/api/payment/${order.Id}`,
      headers: { ...bearer((await signIn(bed.server)).cashierToken), outletid: String(bed.outlet), 'idempotency-key': `emulator-${order.Id}` },
      payload: { Id: order.Id, PaymentDetails: [{ OutletPaymentMethodId: methods.find((method) => method.PaymentMethod.Name === 'Cash')!.Id, Amount: 200_000 }] },
    });
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    const receipt = PrintPlanSchema.parse((await bed.ani('POST', '/print/receipt', { Id: order.Id })).json().data);
    expect(await sendToAgent(receipt)).toEqual(['printed']);
    const reprint = PrintPlanSchema.parse((await bed.ani('POST', '/print/receipt', { Id: order.Id, IsReprint: true })).json().data);
    expect(await sendToAgent(reprint)).toEqual(['printed']);

    const cashier = await waitFor(async () => {
      const tickets = await ticketsOf(folder, ports.Cashier!);
      return tickets.length >= 2 ? tickets : undefined;
    }, 'the receipts');
    const [original, copy] = cashier;
    expect(original).toContain('Kopi Senja');
    expect(original).toContain(SpecMessage.TRANSACTION_CLOSED);
    expect(original).toMatch(/2 x Nasi Goreng Spesial +70\.000/);
    expect(original).not.toContain(SpecMessage.REPRINT);
    expect(copy).toContain(SpecMessage.REPRINT);
    expect(copy).toContain(SpecMessage.TRANSACTION_CLOSED);
  }, 60_000);
});
