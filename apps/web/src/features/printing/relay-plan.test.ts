import { describe, expect, it } from 'vitest';
import { PrintPlanSchema, type OutletReceipt, type PlannedPrintJob, type PrintPlan } from '@kasir/contracts';
import { SLIP_PRINT_WIDTH_V1, SetReceipt, SpecMessage } from '@kasir/domain';
import { DEFAULT_PRINT_AGENT_URL, printServiceBase, toAgentJob } from './agent-client.ts';
import { outcomeMessages, planFailureMessage, planNotices } from './print-messages.ts';
import { printSetOf, relayPlan, summarizeOutcomes, type PostJob } from './relay-plan.ts';

const job = (jobId: string, DeviceId: number, DeviceName: string, port: number, SetReceiptId: number = SetReceipt.ORDER): PlannedPrintJob => ({
  ip: '127.0.0.1',
  port,
  data: [[{ text: jobId, align: 'left', width: 1 }]],
  jobId,
  Kind: 'ORDER',
  DeviceId,
  DeviceName,
  SetReceiptId,
});

const device = (Id: number, Name: string, Port: number) => ({ Id, Name, IpAddress: `127.0.0.1:${Port}`, Ip: '127.0.0.1', Port, IsConnectedDrawer: false, PaperWidth: 80 as const });
const printSet = (Id: number, SetReceiptId: number, CustomIpServicePrinter: string | null, deviceIds: number[]): OutletReceipt => ({
  Id,
  SetReceiptId,
  Name: `Set ${Id}`,
  CustomIpServicePrinter,
  FontSize: '1,1',
  OutletSetReceiptDevices: deviceIds.map((DeviceId) => ({
    DeviceId,
    Device: device(DeviceId, `D${DeviceId}`, 9100 + DeviceId),
    Quantity: 1,
    OutletSetReceiptAreas: [],
    DepartmentIds: [],
    ProductCategoryIds: [],
    OutletProductIds: [],
  })),
});

const plan = (jobs: PlannedPrintJob[], extra: Partial<PrintPlan> = {}): PrintPlan => ({ Jobs: jobs, MissingPrinterProducts: [], Message: null, ...extra });

describe('relayPlan', () => {
  it('sends each job to its print set’s custom service, else the local agent, and reports every outcome', async () => {
    const calls: Array<{ base: string; jobId: string; keys: string[] }> = [];
    const post: PostJob = async (base, planned) => {
      calls.push({ base, jobId: planned.jobId, keys: Object.keys(toAgentJob(planned)).sort() });
      if (planned.DeviceId === 2) return { jobId: planned.jobId, status: 'queued', lastError: 'refused' };
      if (planned.DeviceId === 3) throw new Error('Cannot reach');
      return { jobId: planned.jobId, status: 'printed' };
    };
    const sets = [printSet(10, SetReceipt.ORDER, 'http://10.0.0.5:3003/', [1]), printSet(11, SetReceipt.ORDER, null, [2, 3])];
    const outcomes = await relayPlan(plan([job('k1', 1, 'Kitchen', 9101), job('b1', 2, 'Bar', 9102), job('c1', 3, 'Cashier', 9100)]), sets, post);

    expect(calls.map(({ base, jobId }) => [jobId, base])).toEqual([
      ['k1', 'http://10.0.0.5:3003'],
      ['b1', DEFAULT_PRINT_AGENT_URL],
      ['c1', DEFAULT_PRINT_AGENT_URL],
    ]);
    // The plan's bookkeeping never reaches the agent.
    expect(calls[0]?.keys).toEqual(['data', 'ip', 'jobId', 'port']);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['printed', 'queued', 'failed']);
    expect(summarizeOutcomes(outcomes)).toEqual({
      isEmpty: false,
      isAllPrinted: false,
      waitingPrinters: ['Bar'],
      failedPrinters: ['Cashier'],
      acceptedJobIds: ['k1', 'b1'],
    });
  });

  it('relays a printer v1 job with its slip width and widths as the server composed them (spec §9)', () => {
    const v1: PlannedPrintJob = { ...job('k1', 1, 'Kitchen', 9101), data: [[{ text: 'Total', align: 'left', width: 0.55 }, { text: '35.000', align: 'right', width: 0.55 }]], slipWidth: SLIP_PRINT_WIDTH_V1 };
    // plan-api parses the server's answer with PrintPlanSchema before relaying it.
    const [parsed] = PrintPlanSchema.parse(plan([v1])).Jobs;
    expect(toAgentJob(parsed!)).toEqual({ ip: '127.0.0.1', port: 9101, jobId: 'k1', data: v1.data, slipWidth: SLIP_PRINT_WIDTH_V1 });
  });

  it('finds the print set holding the job’s device, else the first of its kind', () => {
    const sets = [printSet(1, SetReceipt.BILL, null, [5]), printSet(2, SetReceipt.BILL, 'http://x:1', [6])];
    expect(printSetOf(job('a', 6, 'Cashier', 9100, SetReceipt.BILL), sets)?.Id).toBe(2);
    expect(printSetOf(job('a', 9, 'Other', 9100, SetReceipt.BILL), sets)?.Id).toBe(1);
    expect(printSetOf(job('a', 6, 'Cashier', 9100, SetReceipt.PAYMENT), sets)).toBeUndefined();
    expect(printServiceBase('  ')).toBe(DEFAULT_PRINT_AGENT_URL);
  });
});

describe('print messages', () => {
  const summary = (statuses: Array<'printed' | 'duplicate' | 'queued' | 'failed'>) =>
    summarizeOutcomes(statuses.map((status, index) => ({ job: job(`j${index}`, index, `P${index}`, 9100), status })));

  it('says Sukses cetak struk only when every ticket is on paper', () => {
    expect(outcomeMessages(summary(['printed', 'duplicate']), 'print')).toEqual([{ kind: 'success', text: SpecMessage.PRINT_RECEIPT_SUCCESS }]);
    expect(outcomeMessages(summary(['printed']), 'reprint')).toEqual([{ kind: 'success', text: 'PRINT SUCCESS' }]);
    expect(outcomeMessages(summary([]), 'print')).toEqual([]);
  });

  it('names the printers a ticket waits for, and uses the spec failure words', () => {
    expect(outcomeMessages(summary(['printed', 'queued']), 'print')).toEqual([{ kind: 'warning', key: 'printing.waitingForPrinter', values: { printers: 'P1' } }]);
    expect(outcomeMessages(summary(['failed']), 'print')).toEqual([{ kind: 'error', text: 'Gagal terhubung ke printer' }]);
    expect(outcomeMessages(summary(['failed']), 'reprint')).toEqual([{ kind: 'error', text: 'ERROR PRINT' }]);
    expect(planFailureMessage('Printer tidak ditemukan! Harap muat ulang halaman!', 'print')).toEqual({ kind: 'error', text: SpecMessage.PRINTER_NOT_FOUND });
    expect(planFailureMessage('anything', 'reprint')).toEqual({ kind: 'error', text: 'ERROR REQUEST PRINT' });
  });

  it('lists products without a printer in the spec sentence', () => {
    expect(planNotices(plan([], { MissingPrinterProducts: ['Croissant', 'Es Teh'] }))).toEqual([
      { kind: 'info', text: 'Produk Croissant, Es Teh belum memiliki printer yang diset' },
    ]);
  });
});
