import type { Selectable } from 'kysely';
import type { OrdersTable } from './schema-orders.ts';

/**
 * pg returns BIGINT columns and sum()/count() as text; SQLite returns numbers. Every repository
 * turns them into numbers here, at the edge, so services never see a string amount.
 */
export const toNumber = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);

/** The money columns of an order row (integer hundredths). */
export const ORDER_MONEY_COLUMNS = ['subtotal', 'discount_amount', 'charge_total', 'rounding', 'total'] as const;

/** An order row with its money columns as numbers, on SQLite and PostgreSQL alike. */
export function normaliseOrderRow(row: Selectable<OrdersTable>): Selectable<OrdersTable> {
  const copy = { ...row };
  for (const column of ORDER_MONEY_COLUMNS) copy[column] = toNumber(row[column]);
  return copy;
}
