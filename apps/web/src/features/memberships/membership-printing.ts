import { PrintPlanSchema, type PrintPlan } from '@kasir/contracts';
import { http } from '../../api/http-client.ts';
import { runPrint, type PrintRun } from '../printing/print-actions.ts';

/**
 * The membership prints go through the printing feature's flow (runPrint): the server composes
 * the slips of the outlet's print sets, the web relays them to the print service and says what
 * happened in the spec's words.
 */
const plan = (path: string, body: unknown): Promise<PrintPlan> => http.post(path, body, { schema: PrintPlanSchema });

/** The membership purchase receipt (QR mode, spec §7 payload PurchaseMembershipId, AccordingDevice); the server refuses an unpaid purchase. */
export function printMembershipReceipt(purchaseMembershipId: number, options: { isReprint?: boolean } = {}): Promise<PrintRun> {
  const isReprint = options.isReprint === true;
  return runPrint(() => plan('/print/membership', { PurchaseMembershipId: purchaseMembershipId, AccordingDevice: true, IsReprint: isReprint }), isReprint ? 'reprint' : 'print');
}

/** The sign-up slip (SetReceiptId 7): its QR leads to the phone sign-up page of that token and history id. */
export function printSignUpSlip(generateQrHistoryId: number): Promise<PrintRun> {
  return runPrint(() => plan('/print/qrMemberSignUp', { GenerateQRHistoryId: generateQrHistoryId }));
}
