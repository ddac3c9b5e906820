/** One field that an audited change moved: "Quantity: 3 → 2". */
export interface AuditFieldChange {
  field: string;
  before: string;
  after: string;
}

type Scalar = string | number | boolean | null;

function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function scalarFieldsOf(value: unknown): Record<string, Scalar> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, Scalar] => isScalar(entry[1])));
}

/** How one audited value reads: the field's name and the value as the cashier knows it (a status name, money). */
export type AuditValueFormat = (field: string, value: Scalar) => string;

const showWith = (format: AuditValueFormat, field: string) => (value: Scalar | undefined) =>
  value === undefined || value === null ? '–' : format(field, value);

/** Ids say nothing to a cashier (the product's name is recorded beside them). */
const isIdField = (field: string) => field.endsWith('Id');

/**
 * The before/after of an audit entry as the fields that differ (simple values only; the server
 * records whole line snapshots, the cashier needs to see what moved). A scalar snapshot on
 * either side is compared as a whole. `format` turns a value into words (default: as recorded).
 */
export function auditFieldChanges(before: unknown, after: unknown, format: AuditValueFormat = (_field, value) => String(value)): AuditFieldChange[] {
  if (isScalar(before) || isScalar(after)) {
    if (before === after || (before === undefined && after === undefined)) return [];
    const asScalar = (value: unknown) => (isScalar(value) ? value : undefined);
    const showWhole = showWith(format, '');
    return [{ field: '', before: showWhole(asScalar(before)), after: showWhole(asScalar(after)) }];
  }
  const left = scalarFieldsOf(before);
  const right = scalarFieldsOf(after);
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return fields
    .filter((field) => left[field] !== right[field] && !isIdField(field))
    .map((field) => ({ field, before: showWith(format, field)(left[field]), after: showWith(format, field)(right[field]) }));
}

/** Audited amounts are wire rupiah (order total, a line's price). */
const MONEY_FIELDS: ReadonlySet<string> = new Set(['Total', 'SubTotal', 'Price', 'UnitPrice', 'SellPrice', 'DiscountAmount', 'Amount', 'Paid', 'Change']);
const COUNT_FIELDS: ReadonlySet<string> = new Set(['Quantity', 'Pax', 'PointUsed', 'PointEarned']);

export interface AuditWords {
  /** Rupiah as money ('Rp 11.600'). */
  money: (rupiah: number) => string;
  /** A count with thousands separators ('1.200'). */
  count: (value: number) => string;
  /** The name of a status code: an order's, or a line's on a line entry. */
  status: (code: number, isLine: boolean) => string;
  /** The name of a line's Type (free, compliment). */
  productType: (code: number) => string;
}

/**
 * The value format of one audit entry: statuses by name (an order's status on order entries, a
 * line's on line entries), amounts as money, counts with thousands separators, the rest as recorded.
 */
export function auditValueFormat(isLineEntry: boolean, words: AuditWords): AuditValueFormat {
  return (field, value) => {
    if (typeof value !== 'number') return String(value);
    if (field === 'Status') return words.status(value, isLineEntry);
    if (field === 'Type' && isLineEntry) return words.productType(value);
    if (MONEY_FIELDS.has(field)) return words.money(value);
    if (COUNT_FIELDS.has(field)) return words.count(value);
    return String(value);
  };
}

/** What a bills entry (split, merge, refund) says, as an i18n key under order.audit.details and its values. */
export interface AuditDetail {
  key: 'splitInto' | 'mergedFrom' | 'mergedInto' | 'refund' | 'refundLines';
  values: Record<string, string | number>;
}

const BILL_ACTIONS: ReadonlySet<string> = new Set(['SPLIT', 'MERGE', 'REFUND']);

/** Split, merge and refund record lists and order numbers, not a before/after of one line. */
export const isBillAuditAction = (action: string): boolean => BILL_ACTIONS.has(action);

const fieldOf = (value: unknown, field: string): unknown => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[field] : undefined);
const textsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string | number => typeof item === 'string' || typeof item === 'number').map(String) : []);

/**
 * The sentence of a split, merge or refund entry (modules/bills writes them): the bills a split
 * made, the orders a merge took in or the bill it went into, and a refund's amount with its
 * lines ("Americano ×1"). Null for other actions or an entry without those fields.
 */
export function billAuditDetail(action: string, after: unknown, formatAmount: (rupiah: number) => string): AuditDetail | null {
  if (action === 'SPLIT') {
    const orderNos = textsOf(fieldOf(after, 'OrderNos'));
    return orderNos.length > 0 ? { key: 'splitInto', values: { orderNos: orderNos.join(', ') } } : null;
  }
  if (action === 'MERGE') {
    const merged = textsOf(fieldOf(after, 'MergedOrderNos'));
    if (merged.length > 0) return { key: 'mergedFrom', values: { orderNos: merged.join(', ') } };
    const into = fieldOf(after, 'MergedInto');
    return typeof into === 'string' ? { key: 'mergedInto', values: { orderNo: into } } : null;
  }
  if (action === 'REFUND') {
    const amount = fieldOf(after, 'Amount');
    if (typeof amount !== 'number') return null;
    const rawLines = fieldOf(after, 'Lines');
    const lines = (Array.isArray(rawLines) ? rawLines : [])
      .map((line: unknown) => ({ name: fieldOf(line, 'Name'), quantity: fieldOf(line, 'Quantity') }))
      .filter((line): line is { name: string; quantity: number } => typeof line.name === 'string' && typeof line.quantity === 'number')
      .map((line) => `${line.name} ×${line.quantity}`);
    return lines.length > 0
      ? { key: 'refundLines', values: { amount: formatAmount(amount), lines: lines.join(', ') } }
      : { key: 'refund', values: { amount: formatAmount(amount) } };
  }
  return null;
}
