import { moneyFromHundredths, toDecimalRupiah } from '@kasir/domain';
import type { CashInOut, Shift } from '@kasir/contracts';
import type { CashInOutRow, ShiftRow } from './shifts.repository.ts';

/** Hundredths from the database to rupiah on the wire (Rp 12.500,5 → 12500.5). */
export const toWireAmount = (hundredths: number): number => toDecimalRupiah(moneyFromHundredths(hundredths));

export function presentShift(row: ShiftRow): Shift {
  const difference = row.end_cash !== null && row.expected_cash !== null ? row.end_cash - row.expected_cash : null;
  return {
    Id: row.id,
    ShiftId: row.id,
    OutletId: row.outlet_id,
    StartCash: toWireAmount(row.start_cash),
    EndCash: row.end_cash === null ? null : toWireAmount(row.end_cash),
    ExpectedCash: row.expected_cash === null ? null : toWireAmount(row.expected_cash),
    Difference: difference === null ? null : toWireAmount(difference),
    Note: row.note,
    CreatedOn: row.started_at,
    UpdatedOn: row.ended_at,
    User: { Id: row.user_id, Name: row.user_name },
  };
}

export function presentCashInOut(row: CashInOutRow): CashInOut {
  return {
    Id: row.id,
    ShiftId: row.shift_id,
    Type: row.type,
    Amount: toWireAmount(row.amount),
    Note: row.note,
    CreatedOn: row.created_at,
    CreatedBy: { Id: row.created_by, Name: row.created_by_name },
  };
}
