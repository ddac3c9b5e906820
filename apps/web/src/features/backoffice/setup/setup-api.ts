import { IDEMPOTENCY_KEY_HEADER, SetupOutletResultSchema, type PlannedPrintJob, type PrintResult, type SetupOutletBody, type SetupOutletResult } from '@kasir/contracts';
import { ApiError } from '../../../api/http-client.ts';
import { postPrintJob, printAgentUrl } from '../../printing/agent-client.ts';
import { fetchOutlets } from '../../session/api.ts';
import { logoutCashier, logoutFully, signInCashier } from '../../session/session-actions.ts';
import { useSessionStore } from '../../session/session-store.ts';
import { decodeTokenClaims } from '../../session/token-claims.ts';
import { backOfficeHttp } from '../backoffice-http.ts';
import { useBackOfficeSession } from '../backoffice-session.ts';
import type { SetupStep } from './setup-draft.ts';

/** POST /setup/outlet: the whole outlet at once; the same key on a retry answers the same outlet. */
export function postSetupOutlet(body: SetupOutletBody, requestKey: string): Promise<SetupOutletResult> {
  return backOfficeHttp.post('/setup/outlet', body, { schema: SetupOutletResultSchema, headers: { [IDEMPOTENCY_KEY_HEADER]: requestKey } });
}

/** The step whose field the server named in its first field error (Outlet.Name → business). */
export function stepOfServerError(error: unknown): SetupStep | null {
  if (!(error instanceof ApiError)) return null;
  const fields = (error.body as { data?: Array<{ field?: string }> } | null)?.data;
  const field = Array.isArray(fields) ? (fields[0]?.field ?? '') : '';
  const part = field.split('.')[0] ?? '';
  const steps: Record<string, SetupStep> = {
    Outlet: 'business',
    PaymentMethods: 'payments',
    Charges: 'charges',
    Area: 'tables',
    Cashier: 'cashier',
    Printer: 'printer',
    Category: 'products',
    Products: 'products',
  };
  return steps[part] ?? null;
}

/**
 * Opens the cashier app on the new outlet the way a terminal normally gets there: the owner's
 * token signs the terminal in (here the back office's, which the owner has just proved), the
 * new cashier logs in with the PIN just typed, and the outlet is chosen. An earlier terminal
 * session in this browser is ended first, so its realtime and caches do not linger.
 */
export async function openCashierApp(result: SetupOutletResult, pin: string): Promise<void> {
  const ownerToken = useBackOfficeSession.getState().token;
  const claims = ownerToken ? decodeTokenClaims(ownerToken) : null;
  if (!ownerToken || !claims) throw new Error('The back office is not signed in');
  const terminal = useSessionStore.getState();
  if (terminal.ownerToken && terminal.ownerToken !== ownerToken) await logoutFully().catch(() => undefined);
  else if (terminal.cashierToken) await logoutCashier().catch(() => undefined);
  useSessionStore.getState().ownerLoggedIn(ownerToken, claims.OwnerId);
  await signInCashier(result.Username, pin);
  const outlet = (await fetchOutlets()).find((candidate) => candidate.Id === result.OutletId);
  if (!outlet) throw new Error(`Outlet ${result.OutletId} is not reachable`);
  useSessionStore.getState().outletChosen(outlet);
}

/**
 * The printer step's test print: a short slip straight to the printer through the local print
 * agent, as the cashier app prints. Answers the agent's status (printed, or queued when the
 * printer did not take it in time).
 */
export async function printTestSlip(address: { ip: string; port: number }, lines: { title: string; body: string }): Promise<PrintResult['status']> {
  const job: PlannedPrintJob = {
    jobId: `setup-test-${crypto.randomUUID()}`,
    Kind: 'setupTest',
    DeviceId: 0,
    DeviceName: lines.title,
    SetReceiptId: 0,
    ip: address.ip,
    port: address.port,
    data: [[{ text: lines.title, align: 'center', width: 1, bold: true }], [{ text: lines.body, align: 'left', width: 1, bold: false }]],
    fontSize1: 1,
    fontSize2: 1,
  };
  return (await postPrintJob(printAgentUrl(), job, TEST_PRINT_TIMEOUT_MS)).status;
}

/** A test print should answer while the owner waits at the step. */
const TEST_PRINT_TIMEOUT_MS = 5000;
