/* eslint-disable no-restricted-imports -- the test starts the real print agent and printer emulator in Node; nothing here ships to the browser */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startNodeScript, ticketsOf, waitFor } from '../../../../server/src/test-support/print-processes.ts';
import { PrintJobSchema, type OutletReceipt } from '@kasir/contracts';
import { SetReceipt, offlineSubjectId } from '@kasir/domain';
import { composeOfflineKitchenJobs, printOfflineKitchenTickets, type OfflineKitchenInput } from './offline-kitchen.ts';

/**
 * The real chain offline: the till's composition → the print agent (POST /print) → ESC/POS over
 * TCP → the printer emulator → ticket text on disk. Agent and emulator run as their own
 * processes on free ports, as apps/server's print-to-emulator test starts them.
 */
const children: ChildProcess[] = [];
let folder: string;
let agentUrl: string;
const ports = { kitchen: 0, bar: 0 };





const FOOD = 3;
const COFFEE = 1;
const NASI_GORENG = 30;
const AMERICANO = 10;

function device(id: number, name: string, port: number) {
  return { Id: id, Name: name, IpAddress: `127.0.0.1:${port}`, Ip: '127.0.0.1', Port: port, IsConnectedDrawer: false, PaperWidth: 80 as const };
}

/** The outlet's print sets as GET /outletReceipt answers them: Kitchen cooks Food, Bar makes Coffee, the bill printer is no kitchen printer. */
function printSets(serviceUrl: string): OutletReceipt[] {
  const link = (id: number, name: string, port: number, categories: number[]) => ({
    DeviceId: id,
    Device: device(id, name, port),
    Quantity: 1,
    OutletSetReceiptAreas: [],
    DepartmentIds: [],
    ProductCategoryIds: categories,
    OutletProductIds: [],
  });
  return [
    { Id: 2, SetReceiptId: SetReceipt.BILL, Name: 'Bill', CustomIpServicePrinter: serviceUrl, FontSize: '1,1', OutletSetReceiptDevices: [link(3, 'Cashier', 1, [])] },
    {
      Id: 1,
      SetReceiptId: SetReceipt.ORDER,
      Name: 'Dapur',
      CustomIpServicePrinter: serviceUrl,
      FontSize: '1,2',
      OutletSetReceiptDevices: [link(1, 'Kitchen', ports.kitchen, [FOOD]), link(2, 'Bar', ports.bar, [COFFEE])],
    },
  ];
}

function sale(ref: string, serviceUrl = agentUrl): OfflineKitchenInput {
  return {
    ref,
    lines: [
      { outletProductId: AMERICANO, name: 'Americano', quantity: 2, notes: '', addOns: [] },
      { outletProductId: NASI_GORENG, name: 'Nasi Goreng Spesial', quantity: 1, notes: 'pedas', addOns: [{ name: 'Telur Mata Sapi', quantity: 1 }] },
    ],
    routing: new Map([
      [AMERICANO, { categoryId: COFFEE, departmentId: null }],
      [NASI_GORENG, { categoryId: FOOD, departmentId: null }],
    ]),
    outlet: { timeZoneHours: 7, isPrinterV2: false },
    orderTypeName: 'Dine In',
    pax: 2,
    customerName: null,
    tableNames: ['T4'],
    areaId: 1,
    areaName: 'Indoor',
    cashierName: 'Ani',
    takenAt: '2026-05-04T05:06:00.000Z',
    provisionalNumber: 'OFF-7-0001',
    printSets: printSets(serviceUrl),
  };
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'kasir-offline-kitchen-'));
  ports.kitchen = await freePort();
  ports.bar = await freePort();
  const agentPort = await freePort();
  agentUrl = `http://127.0.0.1:${agentPort}`;
  startNodeScript(children, 'apps/print-agent/src/emulator-main.ts', { EMULATOR_PORTS: `${ports.kitchen},${ports.bar}`, EMULATOR_OUT_DIR: join(folder, 'printed') });
  startNodeScript(children, 'apps/print-agent/src/main.ts', { PRINT_AGENT_PORT: String(agentPort), PRINT_AGENT_DATA_DIR: join(folder, 'agent') });
  await waitFor(async () => ((await fetch(`${agentUrl}/health`)).ok ? true : undefined), 'the print agent');
}, 60_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await rm(folder, { recursive: true, force: true });
});

describe('kitchen tickets of a sale taken offline', () => {
  it('composes agent-ready jobs routed like the server, with job ids of the sale', () => {
    const ref = '7b0c5c1e-2a4f-4d1b-9a55-3f1f2b7c9d10';
    const jobs = composeOfflineKitchenJobs(sale(ref));
    expect(jobs.map((job) => [job.job.DeviceName, job.lines])).toEqual([
      ['Kitchen', [{ key: 'i1', quantity: 1, name: 'Nasi Goreng Spesial' }]],
      ['Bar', [{ key: 'i0', quantity: 2, name: 'Americano' }]],
    ]);
    for (const job of jobs) {
      expect(job.jobId.startsWith(`order-${offlineSubjectId(ref)}-d${job.deviceId}-`)).toBe(true);
      expect(PrintJobSchema.safeParse(job.job).success).toBe(true);
      expect([job.job.fontSize1, job.job.fontSize2, job.job.slipWidth]).toEqual([1, 2, 1.1]);
    }
  });

  it('prints each station its lines once through the agent and answers the accepted jobs by body Index', async () => {
    const ref = '0d7d1f52-8c1a-4a8e-b1f4-5c9e2d3a7b61';
    const jobs = await printOfflineKitchenTickets(sale(ref));
    expect(jobs.map((job) => [job.DeviceId, job.Lines])).toEqual([
      [1, [{ Index: 1, Quantity: 1 }]],
      [2, [{ Index: 0, Quantity: 2 }]],
    ]);
    const kitchen = await waitFor(async () => (await ticketsOf(folder, ports.kitchen)).at(0), 'the kitchen ticket');
    expect(kitchen).toContain('KITCHEN');
    expect(kitchen).toContain('OFF-7-0001');
    expect(kitchen).toMatch(/1 +Nasi Goreng Spesial/);
    expect(kitchen).toContain('+ Telur Mata Sapi');
    expect(kitchen).toContain('* pedas');
    expect(kitchen).toContain('T4 (Indoor)');
    expect(kitchen).toContain('12:06');
    expect(kitchen).not.toContain('Americano');
    const bar = await waitFor(async () => (await ticketsOf(folder, ports.bar)).at(0), 'the bar ticket');
    expect(bar).toMatch(/2 +Americano/);

    // The same sale again (a retry after a reload): the agent knows the ids, nothing prints twice.
    const again = await printOfflineKitchenTickets(sale(ref));
    expect(again.map((job) => job.JobId)).toEqual(jobs.map((job) => job.JobId));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await ticketsOf(folder, ports.kitchen)).toHaveLength(1);
    expect(await ticketsOf(folder, ports.bar)).toHaveLength(1);
  });

  it('answers no job when the print service cannot be reached, so the server prints those lines later', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    expect(await printOfflineKitchenTickets(sale('5a4e2f9b-6c3d-4e7a-8b1c-2d3e4f5a6b7c', closed))).toEqual([]);
  });
});
