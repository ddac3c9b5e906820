import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModuleType } from '@kasir/domain';
import type { SummaryReport } from '@kasir/contracts';
import { paths } from '../../app/router.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { cashierAni, cashierToken, meAni } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useSessionStore } from '../session/session-store.ts';
import { makeShift, mockShiftServer, openShiftHandlers, signedInAtKopiSenja } from '../shift/shift-test-support.ts';
import { changeLocale } from '../../i18n/i18n.ts';
import { outletToday } from './report-range.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => {
  changeLocale('en');
  disconnectRealtime();
  vi.unstubAllGlobals();
});

const report: SummaryReport = {
  REVENUE: { Data: { 'Gross Sales': 1_250_000, Discount: 0 }, Total: 1_250_000 },
  PAYMENT: { Data: [{ Name: 'Cash', Total: 50_000, Quantity: 2, Payments: [{ Name: 'Cash', Quantity: 2, Total: 50_000 }] }], Total: 50_000 },
  'REVENUE.PER SECTION': { Data: [{ Name: 'Dine in', Total: 90_000, Quantity: 7 }, { Name: 'Take away', Total: 10_000, Quantity: 2 }], Total: 100_000 },
  CATEGORY: { Data: [{ Name: 'Coffee', Total: 36_000 }] },
  'VOID CHECK': { Data: [] },
  'VISITOR STAT': [{ Sales: 120_000 }, { Pax: 1_200 }],
  'SOLD PRODUCT': { Data: [{ Name: 'Es Kopi Susu', Total: 36_000, Quantity: 2 }] },
  'CASH IN/OUT': { Data: { 'Cash In': 50_000, 'Cash Out': 0 } },
};

const emptyPlan = { body: { data: { Jobs: [], MissingPrinterProducts: [], Message: null } } };
const shift = makeShift();

function reportServer(extra: Parameters<typeof mockShiftServer>[0] = {}) {
  return mockShiftServer({
    ...openShiftHandlers(shift),
    'GET /api/report/summarySalesReport': { body: { data: report } },
    'GET /api/report/summarySalesCharts': {
      body: {
        data: {
          ByHour: Array.from({ length: 24 }, (_, Hour) => ({ Hour, Orders: Hour === 9 ? 3 : 0, Total: Hour === 9 ? 75_000 : 0 })),
          ByDay: [{ Date: '2026-11-25', Orders: 3, Total: 75_000 }],
          TopProducts: [{ Name: 'Es Kopi Susu', Quantity: 3, Total: 54_000 }],
          PaymentMethods: [{ Name: 'Cash', Total: 75_000 }],
        },
      },
    },
    'POST /api/print/summaryReport': emptyPlan,
    'GET /api/outletReceipt': { body: { data: [] } },
    ...extra,
  });
}

async function openReport() {
  const user = userEvent.setup();
  renderApp(paths.shift);
  await user.click(await screen.findByTestId('open-summary-report'));
  return { user, dialog: await screen.findByTestId('summary-report-dialog') };
}

const sectionOf = (title: string) => screen.getAllByTestId('report-section').find((section) => section.dataset.title === title) ?? null;

describe('summary sales report modal (spec §2, §3, §5)', () => {
  it('asks for today’s whole outlet day, shows a spinner, then each section by its shape', async () => {
    signedInAtKopiSenja();
    const api = reportServer();
    const { dialog } = await openReport();
    const today = outletToday(new Date(), 7);

    expect(within(dialog).getByTestId('summary-report-outlet')).toHaveTextContent('Kopi Senja');
    expect(within(dialog).getByText('summary sales report')).toBeInTheDocument();
    await screen.findByTestId('summary-report');
    const query = new URLSearchParams(api.callsTo('GET', '/api/report/summarySalesReport')[0]?.path.split('?')[1]);
    expect([query.get('fromDate'), query.get('toDate'), query.get('outletName')]).toEqual([`${today} 00:00:00`, `${today} 23:59:59`, 'Kopi Senja']);
    expect(within(dialog).getByTestId('report-print')).toHaveStyle({ width: '120px' });

    // (1) key/value with its Total.
    expect(within(sectionOf('REVENUE') as HTMLElement).getByTestId('report-total')).toHaveTextContent(/Total\s*Rp 1\.250\.000/);
    // (2) only even-index entries carry the currency.
    const visitorLines = within(sectionOf('VISITOR STAT') as HTMLElement).getAllByTestId('report-line');
    expect(visitorLines.map((line) => line.textContent)).toEqual(['SalesRp 120.000', 'Pax1.200']);
    // (3) Quantity and Payments from the first row; CATEGORY has neither.
    const payment = sectionOf('PAYMENT') as HTMLElement;
    expect(within(payment).getAllByRole('columnheader', { name: 'Quantity' })).toHaveLength(2); // the rows' and the payments' sub-table
    expect(within(payment).getByTestId('report-payments')).toHaveTextContent(/Cash\s*2\s*Rp 50\.000/);
    const category = sectionOf('CATEGORY') as HTMLElement;
    expect(within(category).queryByRole('columnheader', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(within(category).queryByTestId('report-payments')).not.toBeInTheDocument();
    // 'REVENUE.PER SECTION': Total Transaction is the sum of Quantity.
    expect(within(sectionOf('REVENUE.PER SECTION') as HTMLElement).getByTestId('report-total-transaction')).toHaveTextContent(/Total Transaction\s*9/);
    // (4) an empty VOID CHECK says so.
    expect(within(sectionOf('VOID CHECK') as HTMLElement).getByTestId('report-section-empty')).toHaveTextContent('No data..');
  });

  it('shows the server’s English line labels in the chosen language', async () => {
    signedInAtKopiSenja();
    reportServer();
    changeLocale('id');
    await openReport();
    await screen.findByTestId('summary-report');
    const revenueLines = within(sectionOf('REVENUE') as HTMLElement).getAllByTestId('report-line');
    expect(revenueLines.map((line) => line.textContent)).toEqual(['Penjualan kotorRp 1.250.000', 'DiskonRp 0']);
    const visitorLines = within(sectionOf('VISITOR STAT') as HTMLElement).getAllByTestId('report-line');
    expect(visitorLines.map((line) => line.textContent)).toEqual(['PenjualanRp 120.000', 'Pax1.200']);
  });

  it('shows the sold-product and cash in/out panels one at a time', async () => {
    signedInAtKopiSenja();
    reportServer();
    const { user } = await openReport();
    await screen.findByTestId('summary-report');
    expect(sectionOf('SOLD PRODUCT')).not.toBeNull();
    expect(sectionOf('CASH IN/OUT')).toBeNull();
    await user.click(screen.getByText('Cash in/out'));
    await waitFor(() => expect(sectionOf('CASH IN/OUT')).not.toBeNull());
    expect(sectionOf('SOLD PRODUCT')).toBeNull();
  });

  it('a refused report shows the server’s message in a toast', async () => {
    signedInAtKopiSenja();
    reportServer({ 'GET /api/report/summarySalesReport': { status: 400, body: { message: 'toDate cannot be after today', data: [{ field: 'toDate', error: 'cannot be after today' }] } } });
    await openReport();
    expect(await screen.findByTestId('summary-report-error')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.mantine-Notification-root')).not.toBeNull());
  });

  it('prints the range on the REPORT print set and exports every section as CSV', async () => {
    signedInAtKopiSenja();
    const api = reportServer();
    const blobs: Blob[] = [];
    // jsdom has no object URLs: the download's blob is caught where the browser would make one.
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => (blobs.push(blob), 'blob:report') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    const { user, dialog } = await openReport();
    await screen.findByTestId('summary-report');
    const today = outletToday(new Date(), 7);

    await user.click(within(dialog).getByTestId('report-print'));
    await waitFor(() => expect(api.callsTo('POST', '/api/print/summaryReport').map((call) => call.body)).toEqual([{ fromDate: `${today} 00:00:00`, toDate: `${today} 23:59:59` }]));

    await user.click(within(dialog).getByTestId('report-export-csv'));
    expect(blobs).toHaveLength(1);
    const bytes = new Uint8Array(await (blobs[0] as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('"REVENUE","Gross Sales",,,1250000\r\n');
    expect(text).toContain('"SOLD PRODUCT","Es Kopi Susu",,2,36000\r\n');
    expect(text).toContain('"CASH IN/OUT","Cash In",,,50000\r\n');
  });

  it('shows the charts with their tables; closes on its icon; clicks inside keep it open', async () => {
    signedInAtKopiSenja();
    reportServer();
    const { user, dialog } = await openReport();
    await user.click(within(dialog).getByRole('tab', { name: 'Charts' }));
    const byHour = await screen.findByTestId('chart-by-hour');
    expect(byHour).toHaveTextContent(/09:00\s*3\s*Rp 75\.000/);
    expect(screen.getByTestId('chart-payment-methods')).toHaveTextContent(/Cash\s*Rp 75\.000\s*100%/);
    await user.click(screen.getByTestId('summary-report-outlet'));
    expect(screen.getByTestId('summary-report-dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('summary-report-dialog')).not.toBeInTheDocument());
  });

  it('is not offered to a role without the REPORT module (17)', async () => {
    const user = userEvent.setup();
    const role = cashierAni.UserRole?.Role;
    if (!role) throw new Error('the fixture has a role');
    const withoutReport = { ...cashierAni, UserRole: { ...cashierAni.UserRole, Id: 21, UserRoleOutlets: cashierAni.UserRole?.UserRoleOutlets ?? [], Role: { ...role, RoleModuleAccesses: role.RoleModuleAccesses.filter((access) => access.ModuleId !== ModuleType.REPORT) } } };
    signedInAtKopiSenja();
    useSessionStore.getState().cashierChosen(cashierToken, { ...meAni, User: withoutReport });
    reportServer();
    renderApp(paths.shift);
    await screen.findByTestId('current-shift');
    expect(screen.queryByTestId('open-summary-report')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Ani/ }));
    expect(await screen.findByText('Switch cashier')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-summary-report')).not.toBeInTheDocument();
  });
});
