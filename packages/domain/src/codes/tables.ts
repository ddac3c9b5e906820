/** Spec §4: table status and type. */
export const TableStatus = {
  EMPTY: 1,
  FILLED: 2,
  ORDERED: 3,
  ON_PAYMENT: 4,
  ON_UPDATE_ORDER: 5,
  ON_CHANGE_TABLE: 6,
} as const;

export const TableType = { DINE_IN: 1, TIME_BASED: 2 } as const;

/** Spec §7: user:lockTable carries Type 3. */
export const LOCK_TABLE_EVENT_TYPE = 3;
