import { useQuery } from '@tanstack/react-query';
import {
  DeviceSchema,
  IDEMPOTENCY_KEY_HEADER,
  OutletReceiptSchema,
  PrintOrderSentResultSchema,
  PrintPlanSchema,
  type Device,
  type OutletReceipt,
  type PrintPlan,
} from '@kasir/contracts';
import type { VoidPrintType } from '@kasir/domain';
import { http } from '../../api/http-client.ts';
import { queryClient } from '../../api/query-client.ts';

/**
 * The server's "what to print" calls (the printing contract): each answers agent-ready jobs
 * composed on the server; the web only relays them to the print service.
 */
export const printingQueryKeys = {
  all: ['printing'] as const,
  devices: ['printing', 'devices'] as const,
  printSets: ['printing', 'print-sets'] as const,
};

export function fetchDevices(): Promise<Device[]> {
  return http.get('/device', { schema: DeviceSchema.array() });
}

export function fetchPrintSets(): Promise<OutletReceipt[]> {
  return http.get('/outletReceipt', { schema: OutletReceiptSchema.array() });
}

export function useDevicesQuery() {
  return useQuery({ queryKey: printingQueryKeys.devices, queryFn: fetchDevices });
}

export function usePrintSetsQuery() {
  return useQuery({ queryKey: printingQueryKeys.printSets, queryFn: fetchPrintSets });
}

/** Print sets for relaying outside React (after a save, from a dialog): the cached list, else one fetch. */
export function loadPrintSets(): Promise<OutletReceipt[]> {
  return queryClient.fetchQuery({ queryKey: printingQueryKeys.printSets, queryFn: fetchPrintSets, staleTime: 60_000 });
}

const plan = (path: string, body?: unknown, headers?: Record<string, string>): Promise<PrintPlan> => http.post(path, body, { schema: PrintPlanSchema, ...(headers ? { headers } : {}) });

export const planCalls = {
  /**
   * Kitchen and bar tickets of the lines no plan claimed yet; v2 when the outlet's IsPrinterV2.
   * The server claims them as it answers; the same `requestKey` answers the same plan (ADR 10).
   */
  order: (orderId: number, isPrinterV2: boolean, requestKey: string) =>
    plan(isPrinterV2 ? '/print/orderV2' : '/print/order', { Id: orderId }, { [IDEMPOTENCY_KEY_HEADER]: requestKey }),
  tableChecker: (orderId: number) => plan('/print/tableChecker', { Id: orderId }),
  bill: (orderId: number) => plan(`/print/bill/${orderId}`),
  receipt: (orderId: number, isReprint: boolean) => plan('/print/receipt', { Id: orderId, IsReprint: isReprint }),
  void: (body: { Id: number; VoidType: (typeof VoidPrintType)[keyof typeof VoidPrintType]; OrderProductId?: number; Quantity?: number }) =>
    plan('/print/void', body),
  qrTable: (outletTableId: number, orderId?: number) => plan('/print/qrTable', { OutletTableId: outletTableId, OrderId: orderId }),
  changeTable: (orderId: number, fromTableIds: number[]) => plan('/print/changeTable', { Id: orderId, FromTableIds: fromTableIds }),
  shift: (shiftId: number) => plan('/print/shift', { ShiftId: shiftId }),
  test: (deviceId: number) => plan('/print/test', { DeviceId: deviceId }),
};

/** Acknowledges the claims of accepted kitchen jobs (idempotent); unacknowledged claims are handed out again after their lease. */
export function markOrderSent(orderId: number, jobIds: string[]) {
  return http.post('/print/orderSent', { Id: orderId, JobIds: jobIds }, { schema: PrintOrderSentResultSchema });
}
