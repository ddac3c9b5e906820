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

function show(value: Scalar | undefined): string {
  return value === undefined || value === null ? '–' : String(value);
}

/**
 * The before/after of an audit entry as the fields that differ (simple values only; the server
 * records whole line snapshots, the cashier needs to see what moved). A scalar snapshot on
 * either side is compared as a whole.
 */
export function auditFieldChanges(before: unknown, after: unknown): AuditFieldChange[] {
  if (isScalar(before) || isScalar(after)) {
    if (before === after || (before === undefined && after === undefined)) return [];
    const asScalar = (value: unknown) => (isScalar(value) ? value : undefined);
    return [{ field: '', before: show(asScalar(before)), after: show(asScalar(after)) }];
  }
  const left = scalarFieldsOf(before);
  const right = scalarFieldsOf(after);
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return fields
    .filter((field) => left[field] !== right[field])
    .map((field) => ({ field, before: show(left[field]), after: show(right[field]) }));
}
