import { afterEach, describe, expect, it } from 'vitest';
import type { PlannedPrintJob, PrintPlan } from '@kasir/contracts';
import { SetReceipt } from '@kasir/domain';
import { queryClient } from '../../api/query-client.ts';
import { outletKopiSenja } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { useSessionStore } from '../session/session-store.ts';
import { openCashDrawer, printKitchenTickets } from './print-actions.ts';

afterEach(() => queryClient.clear());

const ticket = (jobId: string, port: number, DeviceName: string): PlannedPrintJob => ({
  ip: '127.0.0.1',
  port,
  data: [[{ text: jobId, align: 'left', width: 1 }]],
  jobId,
  Kind: 'ORDER',
  DeviceId: port - 9100,
  DeviceName,
  SetReceiptId: SetReceipt.ORDER,
});
const plan: PrintPlan = { Jobs: [ticket('o7-bar', 9102, 'Bar'), ticket('o7-kitchen', 9101, 'Kitchen')], MissingPrinterProducts: ['Croissant'], Message: null };

describe('printKitchenTickets', () => {
  it('asks v2 when the outlet prints v2, relays both tickets and marks only the accepted ones sent', async () => {
    useSessionStore.getState().outletChosen({ ...outletKopiSenja, IsPrinterV2: true });
    const api = mockApi({
      'POST /api/print/orderV2': { body: { data: plan } },
      'GET /api/outletReceipt': { body: { data: [] } },
      'POST /print': ({ body }) => {
        const job = body as { jobId: string };
        return job.jobId === 'o7-bar' ? { body: { data: { jobId: job.jobId, status: 'printed' } } } : { status: 500, body: { message: 'boom' } };
      },
      'POST /api/print/orderSent': ({ body }) => ({ body: { data: { Id: (body as { Id: number }).Id, MarkedLines: 1 } } }),
    });
    const run = await printKitchenTickets(7);
    expect(api.callsTo('POST', '/api/print/orderV2')[0]?.body).toEqual({ Id: 7 });
    expect(api.callsTo('POST', '/api/print/order')).toHaveLength(0);
    expect(run.summary).toMatchObject({ acceptedJobIds: ['o7-bar'], failedPrinters: ['Kitchen'] });
    expect(api.callsTo('POST', '/api/print/orderSent')[0]?.body).toEqual({ Id: 7, JobIds: ['o7-bar'] });
  });

  it('sends nothing to orderSent when no ticket was taken, and uses v1 otherwise', async () => {
    useSessionStore.getState().outletChosen({ ...outletKopiSenja, IsPrinterV2: false });
    const api = mockApi({
      'POST /api/print/order': { body: { data: { Jobs: [], MissingPrinterProducts: [], Message: null } } },
      'GET /api/outletReceipt': { body: { data: [] } },
    });
    const run = await printKitchenTickets(8);
    expect(run.summary?.isEmpty).toBe(true);
    expect(api.callsTo('POST', '/api/print/orderSent')).toHaveLength(0);
  });
});

describe('printKitchenTickets under an Idempotency-Key (issue 17.6, ADR 10)', () => {
  const keyOf = (call: { headers: Record<string, string> } | undefined) => call?.headers['idempotency-key'];

  it('sends a key with the plan, and asks again under the same key while a ticket did not get through', async () => {
    useSessionStore.getState().outletChosen({ ...outletKopiSenja, IsPrinterV2: false });
    let isKitchenUp = false;
    const api = mockApi({
      'POST /api/print/order': { body: { data: plan } },
      'GET /api/outletReceipt': { body: { data: [] } },
      'POST /print': ({ body }) => {
        const job = body as { jobId: string };
        return job.jobId === 'o7-bar' || isKitchenUp ? { body: { data: { jobId: job.jobId, status: 'printed' } } } : { status: 500, body: { message: 'boom' } };
      },
      'POST /api/print/orderSent': ({ body }) => ({ body: { data: { Id: (body as { Id: number }).Id, MarkedLines: 1 } } }),
    });
    await printKitchenTickets(17);
    const first = keyOf(api.callsTo('POST', '/api/print/order')[0]);
    expect(first).toMatch(/^kitchen-17-/);

    // The Kitchen printer's service is back: the next print of the order retries the same plan first.
    isKitchenUp = true;
    await printKitchenTickets(17);
    const [, retry, fresh] = api.callsTo('POST', '/api/print/order');
    expect(keyOf(retry)).toBe(first);
    // Then one under a new key for anything added since.
    expect(keyOf(fresh)).toMatch(/^kitchen-17-/);
    expect(keyOf(fresh)).not.toBe(first);

    // Everything got through: the next print starts a new attempt straight away.
    await printKitchenTickets(17);
    const calls = api.callsTo('POST', '/api/print/order');
    expect(calls).toHaveLength(4);
    expect(keyOf(calls[3])).not.toBe(first);
    expect(keyOf(calls[3])).not.toBe(keyOf(fresh));
  });

  it('retries a plan whose answer was lost under the same key', async () => {
    useSessionStore.getState().outletChosen({ ...outletKopiSenja, IsPrinterV2: true });
    let isAnswerLost = true;
    const api = mockApi({
      'POST /api/print/orderV2': () => (isAnswerLost ? { status: 502, body: { message: 'Bad gateway' } } : { body: { data: { Jobs: [], MissingPrinterProducts: [], Message: null } } }),
      'GET /api/outletReceipt': { body: { data: [] } },
    });
    await printKitchenTickets(18);
    isAnswerLost = false;
    await printKitchenTickets(18);
    const [lost, retry] = api.callsTo('POST', '/api/print/orderV2');
    expect(keyOf(lost)).toMatch(/^kitchen-18-/);
    expect(keyOf(retry)).toBe(keyOf(lost));
  });

  it('starts a new attempt after the server refused a plan (nothing was claimed)', async () => {
    useSessionStore.getState().outletChosen({ ...outletKopiSenja, IsPrinterV2: false });
    const api = mockApi({ 'POST /api/print/order': { status: 404, body: { message: 'Printer tidak ditemukan!' } } });
    await printKitchenTickets(19);
    await printKitchenTickets(19);
    const [refused, next] = api.callsTo('POST', '/api/print/order');
    expect(api.callsTo('POST', '/api/print/order')).toHaveLength(2);
    expect(keyOf(next)).not.toBe(keyOf(refused));
  });
});

describe('openCashDrawer', () => {
  it('pulses the payment set’s drawer printer through its print service, and fails in the spec words', async () => {
    const drawer = { Id: 1, Name: 'Cashier', IpAddress: '127.0.0.1:9100', Ip: '127.0.0.1', Port: 9100, IsConnectedDrawer: true, PaperWidth: 80 as const };
    let isUp = true;
    const api = mockApi({
      'GET /api/outletReceipt': {
        body: {
          data: [
            {
              Id: 4,
              SetReceiptId: SetReceipt.PAYMENT,
              Name: 'Receipt',
              CustomIpServicePrinter: null,
              FontSize: '1,1',
              OutletSetReceiptDevices: [{ DeviceId: 1, Device: drawer, Quantity: 1, OutletSetReceiptAreas: [], DepartmentIds: [], ProductCategoryIds: [], OutletProductIds: [] }],
            },
          ],
        },
      },
      'POST /openDrawer': () => (isUp ? { body: { data: { ip: '127.0.0.1', port: 9100, status: 'opened' } } } : { status: 502, body: { message: 'Gagal terhubung ke Cash Drawer' } }),
    });
    expect(await openCashDrawer()).toBe(true);
    expect(api.callsTo('POST', '/openDrawer')[0]?.body).toEqual({ ip: '127.0.0.1', port: 9100 });
    isUp = false;
    expect(await openCashDrawer()).toBe(false);
  });
});
