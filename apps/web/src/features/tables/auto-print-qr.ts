import { OutletSettingSchema, type Order } from '@kasir/contracts';
import { MULTI_ORDER_QR_CODE_ON_VALUE, OutletSettingCode } from '@kasir/domain';
import { http } from '../../api/http-client.ts';
import { queryClient } from '../../api/query-client.ts';
import { runPrint } from '../printing/index.ts';
import { planCalls } from '../printing/plan-api.ts';

/** Re-read at most this often: the QR settings screen drops it at once when it saves. */
const SETTING_STALE_MS = 60_000;
export const autoPrintQrTableKey = ['customerOrders', 'autoPrintQrTable'] as const;

/** Orders whose table QR this terminal already printed: a repeated save answers the same order. */
const printedOrders = new Set<number>();

async function isAutoPrintOn(): Promise<boolean> {
  const setting = await queryClient.fetchQuery({
    queryKey: autoPrintQrTableKey,
    queryFn: () => http.get(`/outletSetting/outlet/${OutletSettingCode.AUTO_PRINT_QR_TABLE}`, { schema: OutletSettingSchema.nullable() }),
    staleTime: SETTING_STALE_MS,
  });
  return setting?.Value === MULTI_ORDER_QR_CODE_ON_VALUE;
}

/**
 * Spec §9 AUTO_PRINT_QR_TABLE (issue 22): a new dine-in order seated at a table prints that
 * table's QR slip once, so the guests can order more and ask for the bill from their phones.
 * Optional like the table checker: a failed setting read or print says nothing.
 */
export async function autoPrintTableQr(order: Pick<Order, 'Id' | 'OrderTables'>): Promise<void> {
  if (order.OrderTables.length === 0 || printedOrders.has(order.Id)) return;
  try {
    if (!(await isAutoPrintOn())) return;
  } catch {
    return;
  }
  if (printedOrders.has(order.Id)) return;
  printedOrders.add(order.Id);
  for (const table of order.OrderTables) {
    // printQrTable's plan, run as the table checker is: no success toast, no error for a missing print set.
    await runPrint(() => planCalls.qrTable(table.OutletTableId, order.Id), 'print', { isQuiet: true, isOptional: true });
  }
}
