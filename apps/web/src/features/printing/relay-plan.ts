import type { OutletReceipt, PlannedPrintJob, PrintPlan, PrintResult } from '@kasir/contracts';
import { postPrintJob, printServiceBase } from './agent-client.ts';

/** What became of one job of a plan at the print service. */
export interface JobOutcome {
  job: PlannedPrintJob;
  /** printed: on paper; duplicate: printed before (same job id); queued: waiting for its printer; failed: not accepted. */
  status: PrintResult['status'] | 'failed';
  error?: string;
}

export type PostJob = (serviceBase: string, job: PlannedPrintJob) => Promise<PrintResult>;

/** The print set a job belongs to: the one of its SetReceiptId that holds its device, else any of that id. */
export function printSetOf(job: PlannedPrintJob, printSets: readonly OutletReceipt[]): OutletReceipt | undefined {
  const ofKind = printSets.filter((set) => set.SetReceiptId === job.SetReceiptId);
  return ofKind.find((set) => set.OutletSetReceiptDevices.some((device) => device.DeviceId === job.DeviceId)) ?? ofKind[0];
}

/**
 * Sends every job of a plan to its print service, all devices at once (spec §7: one request
 * per configured device), and never throws: each job's outcome is reported.
 */
export async function relayPlan(plan: PrintPlan, printSets: readonly OutletReceipt[], post: PostJob = postPrintJob): Promise<JobOutcome[]> {
  return Promise.all(
    plan.Jobs.map(async (job): Promise<JobOutcome> => {
      const base = printServiceBase(printSetOf(job, printSets)?.CustomIpServicePrinter);
      try {
        const result = await post(base, job);
        return { job, status: result.status, error: result.lastError };
      } catch (error) {
        return { job, status: 'failed', error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
}

export interface PlanSummary {
  /** Nothing to print (e.g. every line was already sent to the kitchen). */
  isEmpty: boolean;
  isAllPrinted: boolean;
  /** Device names of jobs the agent holds until their printer is back. */
  waitingPrinters: string[];
  /** Device names whose job the print service did not accept. */
  failedPrinters: string[];
  /** Job ids the print service accepted (printed, printed before, or durably queued). */
  acceptedJobIds: string[];
}

const unique = (names: string[]): string[] => [...new Set(names)];

export function summarizeOutcomes(outcomes: readonly JobOutcome[]): PlanSummary {
  const accepted = outcomes.filter((outcome) => outcome.status !== 'failed');
  return {
    isEmpty: outcomes.length === 0,
    isAllPrinted: outcomes.length > 0 && outcomes.every((outcome) => outcome.status === 'printed' || outcome.status === 'duplicate'),
    waitingPrinters: unique(outcomes.filter((outcome) => outcome.status === 'queued').map((outcome) => outcome.job.DeviceName)),
    failedPrinters: unique(outcomes.filter((outcome) => outcome.status === 'failed').map((outcome) => outcome.job.DeviceName)),
    acceptedJobIds: accepted.map((outcome) => outcome.job.jobId),
  };
}
