import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportNetworkFailure, reportNetworkSuccess } from '../../api/reachability.ts';
import { AppProviders } from '../../app/AppProviders.tsx';
import { DialogHost } from '../../dialogs/DialogHost.tsx';
import type { OfflineSale } from './offline-sale.ts';
import { OfflineStatus, offlineStatusKind } from './OfflineStatus.tsx';
import { closeOutbox, enqueueOfflineSale, listSales, updateSale } from './outbox.ts';

function saleInput(ref: string, provisionalNumber: string, total: string): Omit<OfflineSale, 'seq' | 'state'> {
  return {
    ref,
    takenAt: '2026-11-26T03:05:00.000Z',
    provisionalNumber,
    outletId: 1,
    order: { OutletOrderTypeId: 1, pax: 1 },
    cash: { outletPaymentMethodId: 4, tendered: '50000', change: '6000' },
    total,
    kitchenJobs: [],
  };
}

function renderStatus() {
  return render(
    <AppProviders queryClient={new QueryClient()}>
      <OfflineStatus />
      <DialogHost />
    </AppProviders>,
  );
}

beforeEach(async () => {
  await closeOutbox();
  vi.stubGlobal('indexedDB', new IDBFactory());
  // The health probe of an unreachable server finds nothing (the server is "stopped").
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
});
afterEach(() => {
  reportNetworkSuccess();
});

describe('the header word on the outbox', () => {
  it('says the most urgent thing first', () => {
    expect(offlineStatusKind({ isReachable: false, isSyncing: true, waiting: 2, refused: 1 })).toBe('offline');
    expect(offlineStatusKind({ isReachable: true, isSyncing: true, waiting: 2, refused: 1 })).toBe('sending');
    expect(offlineStatusKind({ isReachable: true, isSyncing: false, waiting: 2, refused: 1 })).toBe('refused');
    expect(offlineStatusKind({ isReachable: true, isSyncing: false, waiting: 2, refused: 0 })).toBe('waiting');
    expect(offlineStatusKind({ isReachable: true, isSyncing: false, waiting: 0, refused: 0 })).toBe('hidden');
  });

  it('shows "Offline — n waiting" while the server is unreachable and lists the sales on a tap', async () => {
    reportNetworkFailure();
    await enqueueOfflineSale(saleInput('a', 'OFF-K7QX-001', '44000'));
    await enqueueOfflineSale(saleInput('b', 'OFF-K7QX-002', '27500.50'));
    renderStatus();
    const status = await screen.findByRole('button', { name: 'Offline — 2 waiting' });
    expect(status).toHaveTextContent('2 waiting');
    await userEvent.click(status);
    const panel = await screen.findByTestId('outbox-panel');
    await waitFor(() => expect(panel).toBeVisible());
    const rows = within(panel).getAllByTestId('outbox-sale');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('OFF-K7QX-001 → not sent yet'),
      expect.stringContaining('OFF-K7QX-002 → not sent yet'),
    ]);
    expect(rows[1]).toHaveTextContent('Rp 27.500,50');
  });

  it('shows a refused sale with the server’s message and discards it only after a confirmation naming it', async () => {
    await enqueueOfflineSale(saleInput('r', 'OFF-K7QX-003', '44000'));
    await updateSale('r', { state: 'refused', refusal: { step: 'order', code: 'CONFLICT', message: 'Table 4 is in use', at: '2026-11-26T04:00:00.000Z' } });
    renderStatus();
    await userEvent.click(await screen.findByRole('button', { name: '1 to resolve' }));
    await waitFor(() => expect(screen.getByTestId('outbox-panel')).toBeVisible());
    expect(await screen.findByTestId('outbox-refusal')).toHaveTextContent('The server refused the order: Table 4 is in use');

    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this sale?' });
    expect(dialog).toHaveTextContent('Sale OFF-K7QX-003 of Rp 44.000 will be removed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await listSales()).map((sale) => sale.ref)).toEqual(['r']);

    // The list closes when the dialog opens (a tap outside it); open it again if so.
    if (!screen.queryByTestId('outbox-panel')) await userEvent.click(await screen.findByRole('button', { name: '1 to resolve' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Discard this sale?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await listSales()).toEqual([]));
    await waitFor(() => expect(screen.queryByTestId('offline-status')).not.toBeInTheDocument());
  });
});
