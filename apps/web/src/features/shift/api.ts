import { useQuery } from '@tanstack/react-query';
import { CashFlowType } from '@kasir/domain';
import {
  CashInOutSchema,
  CashInOutTotalSchema,
  PassCandidateSchema,
  PassShiftResultSchema,
  ShiftSchema,
  ShiftTransactionSchema,
  type CashInOut,
  type CashInOutTotal,
  type PassShiftResult,
  type Shift,
  type ShiftTransaction,
} from '@kasir/contracts';
import { http } from '../../api/http-client.ts';

/** The server answers 201 to the calls that create a row. */
const CREATED = [201] as const;
const StartedShiftSchema = ShiftSchema.pick({ Id: true });
const CreatedIdSchema = ShiftSchema.pick({ Id: true });

export type CashFlowTypeValue = (typeof CashFlowType)[keyof typeof CashFlowType];
export type PassCandidate = { Id: number; Name: string; Username: string };

/** Every key starts with 'shift' so one invalidation refreshes the whole screen after a change. */
export const shiftQueryKeys = {
  all: ['shift'] as const,
  current: (outletId: number | null, cashierId: number | null) => ['shift', 'current', outletId, cashierId] as const,
  cashFlows: (shiftId: number) => ['shift', 'cash-flows', shiftId] as const,
  cashFlowTotal: (shiftId: number) => ['shift', 'cash-flow-total', shiftId] as const,
  transaction: (shiftId: number) => ['shift', 'transaction', shiftId] as const,
  history: (outletId: number | null, fromDate: string, toDate: string) => ['shift', 'history', outletId, fromDate, toDate] as const,
  passCandidates: (outletId: number | null) => ['shift', 'pass-candidates', outletId] as const,
};

export const CURRENT_SHIFT_PATH = '/shift/getCurrentShift';

export function fetchCurrentShift(): Promise<Shift> {
  return http.get(CURRENT_SHIFT_PATH, { schema: ShiftSchema });
}

export async function startShift(OutletId: number, StartCash: number): Promise<number> {
  const started = await http.post('/shift/startShift', { OutletId, StartCash }, { schema: StartedShiftSchema, successStatuses: CREATED });
  return started.Id;
}

export function addCashInOut(body: { ShiftId: number; Type: CashFlowTypeValue; Amount: number; Note: string }): Promise<{ Id: number }> {
  return http.post('/shift/addCashInOut', body, { schema: CreatedIdSchema, successStatuses: CREATED });
}

export function fetchCashInOutHistory(ShiftId: number): Promise<CashInOut[]> {
  return http.post('/shift/cashInOutHistory', { ShiftId }, { schema: CashInOutSchema.array() });
}

export function fetchCashInOutTotal(shiftId: number): Promise<CashInOutTotal> {
  return http.get(`/shift/${shiftId}/getTotalCashInOut`, { schema: CashInOutTotalSchema });
}

export function fetchShiftTransaction(shiftId: number): Promise<ShiftTransaction> {
  return http.get(`/shift/${shiftId}/getShiftTransaction`, { schema: ShiftTransactionSchema });
}

export function fetchShiftHistory(fromDate: string, toDate: string): Promise<Shift[]> {
  return http.get('/shift/history', { query: { fromDate, toDate }, schema: ShiftSchema.array() });
}

export function endShift(body: { ShiftId: number; EndCash: number; Note?: string }): Promise<Shift> {
  return http.post('/shift/endShift', body, { schema: ShiftSchema });
}

export function fetchPassCandidates(): Promise<PassCandidate[]> {
  return http.get('/shift/passCandidates', { schema: PassCandidateSchema.array() });
}

export function passShift(body: { ShiftId: number; EndCash: number; Note?: string; NextUsername: string; NextPIN: string }): Promise<PassShiftResult> {
  return http.post('/shift/passShift', body, { schema: PassShiftResultSchema });
}

export function useCashFlowsQuery(shiftId: number | null) {
  return useQuery({
    queryKey: shiftQueryKeys.cashFlows(shiftId ?? 0),
    queryFn: () => fetchCashInOutHistory(shiftId ?? 0),
    enabled: shiftId !== null,
  });
}

export function useCashFlowTotalQuery(shiftId: number | null) {
  return useQuery({
    queryKey: shiftQueryKeys.cashFlowTotal(shiftId ?? 0),
    queryFn: () => fetchCashInOutTotal(shiftId ?? 0),
    enabled: shiftId !== null,
  });
}

export function useShiftTransactionQuery(shiftId: number | null) {
  return useQuery({
    queryKey: shiftQueryKeys.transaction(shiftId ?? 0),
    queryFn: () => fetchShiftTransaction(shiftId ?? 0),
    enabled: shiftId !== null,
  });
}

export function useShiftHistoryQuery(outletId: number | null, fromDate: string, toDate: string) {
  return useQuery({
    queryKey: shiftQueryKeys.history(outletId, fromDate, toDate),
    queryFn: () => fetchShiftHistory(fromDate, toDate),
    enabled: outletId !== null,
  });
}

export function usePassCandidatesQuery(outletId: number | null, isEnabled: boolean) {
  return useQuery({
    queryKey: shiftQueryKeys.passCandidates(outletId),
    queryFn: fetchPassCandidates,
    enabled: outletId !== null && isEnabled,
  });
}
