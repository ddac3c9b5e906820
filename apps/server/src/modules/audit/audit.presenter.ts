import type { AuditEntry } from '@kasir/contracts';
import { auditKindOf, OrderAuditAction } from '@kasir/domain';
import type { AuditRow } from './audit.repository.ts';

type Json = Record<string, unknown>;

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const asObject = (value: unknown): Json | null => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null);
const asList = (value: unknown): Json[] => (Array.isArray(value) ? value.map(asObject).filter((item): item is Json => item !== null) : []);
const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const sum = (items: Json[]) => items.reduce((total, item) => total + (numberOf(item['Amount']) ?? 0), 0);

/** Payment method ids the rows of changed payments name (their names are read in one go). */
export function referencedMethodIds(rows: readonly AuditRow[]): number[] {
  const ids = new Set<number>();
  for (const row of rows) {
    if (row.action !== OrderAuditAction.CHANGE_PAYMENT_METHOD) continue;
    for (const item of asList(parse(row.after_json))) {
      const id = numberOf(item['OutletPaymentMethodId']);
      if (id !== null) ids.add(id);
    }
  }
  return [...ids];
}

/** What the row's snapshots say changed: the product or methods, the quantity and the amounts (rupiah). */
function detailsOf(row: AuditRow, methodNames: ReadonlyMap<number, string>): Pick<AuditEntry, 'Subject' | 'Quantity' | 'Amount' | 'PreviousAmount'> {
  const beforeRaw = parse(row.before_json);
  const afterRaw = parse(row.after_json);
  const before = asObject(beforeRaw);
  const after = asObject(afterRaw);
  const product = textOf(after?.['ProductName']) ?? textOf(before?.['ProductName']);
  switch (row.action) {
    case OrderAuditAction.VOID_ORDER:
      return { Subject: null, Quantity: null, Amount: numberOf(before?.['Total']), PreviousAmount: null };
    case OrderAuditAction.VOID_ITEM:
      return { Subject: product, Quantity: numberOf(before?.['Quantity']), Amount: null, PreviousAmount: null };
    case OrderAuditAction.DEDUCT:
    case OrderAuditAction.DELETE: {
      const was = numberOf(before?.['Quantity']);
      const now = numberOf(after?.['Quantity']);
      return { Subject: product, Quantity: was !== null && now !== null ? was - now : null, Amount: null, PreviousAmount: null };
    }
    case OrderAuditAction.EDIT:
      return { Subject: product, Quantity: numberOf(after?.['Quantity']), Amount: numberOf(after?.['Price']), PreviousAmount: numberOf(before?.['Price']) };
    case OrderAuditAction.REFUND: {
      const lines = asList(after?.['Lines']);
      const names = lines.map((line) => `${textOf(line['Name']) ?? '?'} × ${numberOf(line['Quantity']) ?? 0}`);
      return { Subject: names.length > 0 ? names.join(', ') : null, Quantity: null, Amount: numberOf(after?.['Amount']), PreviousAmount: null };
    }
    case OrderAuditAction.CHANGE_PAYMENT_METHOD: {
      const was = asList(beforeRaw);
      const now = asList(afterRaw);
      const from = was.map((item) => textOf(item['Method']) ?? '?').join(' + ');
      const to = now.map((item) => methodNames.get(numberOf(item['OutletPaymentMethodId']) ?? 0) ?? '?').join(' + ');
      return { Subject: `${from} → ${to}`, Quantity: null, Amount: sum(now), PreviousAmount: sum(was) };
    }
    default:
      return { Subject: product, Quantity: null, Amount: null, PreviousAmount: null };
  }
}

export function presentAuditRow(row: AuditRow, methodNames: ReadonlyMap<number, string>): AuditEntry {
  return {
    Id: row.id,
    Type: auditKindOf(row.action) ?? row.action,
    Action: row.action,
    CreatedAt: row.created_at,
    OutletId: row.outlet_id,
    OutletName: row.outlet_name,
    OrderId: row.order_id,
    OrderNo: row.order_no,
    RequestedBy: row.actor_name ?? '',
    ApprovedBy: row.approver_name ?? null,
    Reason: row.reason,
    ...detailsOf(row, methodNames),
  };
}
