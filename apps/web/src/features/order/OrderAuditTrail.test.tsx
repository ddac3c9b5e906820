import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderAuditAction, SUPPORTED_LOCALES } from '@kasir/domain';
import type { OrderAudit } from '@kasir/contracts';
import { AppProviders } from '../../app/AppProviders.tsx';
import { catalogs } from '../../i18n/catalogs.ts';
import { changeLocale } from '../../i18n/i18n.ts';
import { OrderAuditTrail } from './OrderAuditTrail.tsx';

const base = { OrderProductId: null, ActorUserId: 11, ActorName: 'Ani', ApproverUserId: null, ApproverName: null, Reason: null, Before: null };
/** The entries modules/bills writes (split.service, merge.service, refund.service), oldest first. */
const audits: OrderAudit[] = [
  { ...base, Id: 1, Action: 'SPLIT', Before: { OrderNo: 'KS-0007', Total: 96_000 }, After: { OrderNos: ['KS-0008', 'KS-0009'] }, CreatedOn: '2026-11-23T02:00:00.000Z' },
  { ...base, Id: 2, Action: 'MERGE', ApproverUserId: 12, ApproverName: 'Budi', After: { MergedOrderNos: ['KS-0010'], OutletOrderTypeId: 3 }, CreatedOn: '2026-11-23T02:01:00.000Z' },
  { ...base, Id: 3, Action: 'MERGE', Before: { OrderNo: 'KS-0010' }, After: { MergedInto: 'KS-0008' }, CreatedOn: '2026-11-23T02:02:00.000Z' },
  { ...base, Id: 4, Action: 'REFUND', Reason: 'Salah pesan', After: { RefundId: 5, Amount: 24_200, Lines: [{ Name: 'Americano', Quantity: 1 }] }, CreatedOn: '2026-11-23T02:03:00.000Z' },
];

afterEach(() => act(() => changeLocale('en')));

const entry = (id: number) => within(screen.getByTestId(`audit-${id}`));

describe('order audit trail of split, merge and refund', () => {
  it('names each bills action and says what it did, without empty before/after lines', () => {
    render(
      <AppProviders>
        <OrderAuditTrail audits={audits} />
      </AppProviders>,
    );
    expect(entry(1).getByText('Bill split')).toBeInTheDocument();
    expect(entry(1).getByTestId('audit-detail')).toHaveTextContent('Split into KS-0008, KS-0009');
    expect(entry(2).getByText('Bills merged')).toBeInTheDocument();
    expect(entry(2).getByTestId('audit-detail')).toHaveTextContent('Took in KS-0010');
    expect(entry(2).getByText('By Ani, approved by Budi')).toBeInTheDocument();
    expect(entry(3).getByTestId('audit-detail')).toHaveTextContent('Merged into KS-0008');
    expect(entry(4).getByText('Refunded')).toBeInTheDocument();
    expect(entry(4).getByTestId('audit-detail')).toHaveTextContent('Refunded Rp 24.200: Americano ×1');
    expect(entry(4).getByText('Reason: Salah pesan')).toBeInTheDocument();
    expect(screen.getByTestId('audit-trail')).not.toHaveTextContent('→');

    act(() => changeLocale('id'));
    expect(entry(1).getByText('Tagihan dipisah')).toBeInTheDocument();
    expect(entry(4).getByTestId('audit-detail')).toHaveTextContent('Refund Rp 24.200: Americano ×1');
  });

  it('has a label for every audit action the server writes, in every language', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const labels = (catalogs[locale] as { order: { audit: { actions: Record<string, string> } } }).order.audit.actions;
      for (const action of Object.values(OrderAuditAction)) expect(labels[action], `${locale} ${action}`).toBeTruthy();
    }
  });
});

describe('order audit trail of changes', () => {
  const changes: OrderAudit[] = [
    { ...base, Id: 5, Action: 'VOID_ORDER', Reason: 'Salah input', Before: { Status: 2, Total: 11_600 }, After: { Status: 6 }, CreatedOn: '2026-11-23T03:00:00.000Z' },
    { ...base, Id: 6, Action: 'EDIT', OrderProductId: 31, Before: { OutletProductId: 4, ProductName: 'Americano', Quantity: 1200, Price: 4892.5, Status: 2 }, After: { OutletProductId: 4, ProductName: 'Americano', Quantity: 1, Price: 4892.5, Status: 1 }, CreatedOn: '2026-11-23T03:01:00.000Z' },
  ];

  it('names statuses and shows amounts as money and counts with thousands separators, in the chosen language', () => {
    render(
      <AppProviders>
        <OrderAuditTrail audits={changes} />
      </AppProviders>,
    );
    expect(entry(5).getByText('Status: Ordered → Canceled')).toBeInTheDocument();
    expect(entry(5).getByText('Total: Rp 11.600 → –')).toBeInTheDocument();
    expect(entry(6).getByText('Quantity: 1.200 → 1')).toBeInTheDocument();
    expect(entry(6).getByText('Status: Confirmed → Pending')).toBeInTheDocument();
    expect(screen.getByTestId('audit-trail')).not.toHaveTextContent('OutletProductId');

    act(() => changeLocale('id'));
    expect(entry(5).getByText('Status: Dipesan → Dibatalkan')).toBeInTheDocument();
    expect(entry(6).getByText('Jumlah: 1.200 → 1')).toBeInTheDocument();
  });
});

