import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppOrderType, CustomerOrderLineStatus, CustomerOrderStatus, StepProcess } from '@kasir/domain';
import type { SelfOrderMenu, SelfOrderSession, SelfOrderView } from '@kasir/contracts';
import { mockApi, type MockHandler, type MockResponse } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SLOW } from '../order/order-test-support.ts';

const tableSession: SelfOrderSession = {
  SessionToken: 'sess-1',
  Outlet: { Id: 1, Name: 'Kopi Senja', Address: null, Phone: null },
  Table: { Id: 4, TableName: 'A4', AreaName: 'Indoor' },
  AppOrderTypes: [AppOrderType.DINE_IN],
  MultiOrder: false,
};
const counterSession: SelfOrderSession = { ...tableSession, Table: null, AppOrderTypes: [AppOrderType.PICK_UP, AppOrderType.DELIVERY] };

const menu: SelfOrderMenu = {
  Categories: [
    { Id: 1, Name: 'Coffee' },
    { Id: 2, Name: 'Food' },
  ],
  Products: [
    { Id: 10, Name: 'Es Kopi Susu', Description: 'Palm sugar', Price: 18_000, CategoryId: 1, ImageUrl: null, ThumbnailUrl: null, IsSoldOut: false, AddOns: [{ Id: 101, Name: 'Extra shot', Price: 5_000, IsSoldOut: false }] },
    { Id: 11, Name: 'Nasi Goreng', Description: null, Price: 25_000, CategoryId: 2, ImageUrl: null, ThumbnailUrl: null, IsSoldOut: true, AddOns: [] },
  ],
};

const placed: SelfOrderView = {
  Id: 55,
  OrderNo: 'SO-0001',
  AppOrderType: AppOrderType.DINE_IN,
  Status: CustomerOrderStatus.PENDING,
  StepProcess: StepProcess.NONE,
  IsPaid: false,
  TableName: 'A4',
  CustomerName: 'Wulan',
  RejectReason: null,
  Total: 46_000,
  CreatedOn: '2026-11-26T07:00:00Z',
  BillRequested: false,
  Lines: [{ Id: 1, OutletProductId: 10, ProductName: 'Es Kopi Susu', Quantity: 2, Price: 23_000, Notes: '', AddOns: [{ Name: 'Extra shot', Price: 5_000 }], Status: CustomerOrderLineStatus.PENDING, RejectReason: null }],
};

function server(session: SelfOrderSession, extra: Record<string, MockHandler | MockResponse> = {}) {
  return mockApi({
    'GET /api/outletSetting/global/GLOBAL_MAINTENANCE_CASHIER': { body: { data: null } },
    'POST /api/errorlogs/insert': { body: { data: null } },
    'POST /api/public/v1/sessions': { body: { data: session } },
    'GET /api/public/v1/menu': { body: { data: menu } },
    'GET /api/public/v1/orders': { body: { data: [] } },
    ...extra,
  });
}

async function addLatteWithShot(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Es Kopi Susu' }, SLOW));
  await user.click(await screen.findByRole('checkbox', { name: /Extra shot/ }));
  await user.click(screen.getByRole('button', { name: 'More' }));
  await user.click(screen.getByRole('button', { name: /Add to cart · Rp.46\.000/ }));
  await user.click(await screen.findByRole('button', { name: /View cart · 2 items/ }));
  await screen.findByTestId('self-order-cart-total', {}, SLOW);
}

describe('the self-order phone page (public, no login)', { timeout: 60_000 }, () => {
  it('opens a session from the QR, adds a product with an add-on, asks for the name, and places once on a doubled tap', async () => {
    const user = userEvent.setup();
    let answer: (value: MockResponse) => void = () => undefined;
    let mine: SelfOrderView[] = [];
    const api = server(tableSession, {
      'POST /api/public/v1/orders': () => new Promise<MockResponse>((resolve) => (answer = resolve)),
      'GET /api/public/v1/orders': () => ({ body: { data: mine } }),
    });
    renderApp('/self-order?qr=tok-abc');
    expect(await screen.findByText('Kopi Senja', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Table A4')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Nasi Goreng' }, SLOW)).toBeDisabled();
    await addLatteWithShot(user);
    expect(screen.getByTestId('self-order-cart-total')).toHaveTextContent(/Rp.46\.000/);

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByText('Name cannot be empty')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/public/v1/orders')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Wulan');
    const place = screen.getByRole('button', { name: 'Place order' });
    await user.dblClick(place);
    await user.click(place);
    await waitFor(() => expect(api.callsTo('POST', '/api/public/v1/orders')).toHaveLength(1));
    mine = [placed];
    act(() => answer({ body: { data: placed } }));

    expect(await screen.findByText('Order SO-0001', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Waiting for the cashier')).toBeInTheDocument();
    const call = api.callsTo('POST', '/api/public/v1/orders')[0];
    expect(call?.body).toEqual({ AppOrderType: AppOrderType.DINE_IN, CustomerName: 'Wulan', Lines: [{ OutletProductId: 10, Quantity: 2, AddOnIds: [101] }] });
    expect(call?.headers['x-customer-session']).toBe('sess-1');
    expect(call?.headers['Idempotency-Key']).toMatch(/.{8,}/);
    for (const made of api.calls) expect(made.headers.Authorization).toBeUndefined();
    expect(api.callsTo('POST', '/api/public/v1/sessions')[0]?.body).toEqual({ Qr: 'tok-abc' });
    expect(sessionStorage.getItem('kasir.selfOrder.session.tok-abc')).toContain('sess-1');
  });

  it('shows each line’s outcome, the confirmed total, and asks for the bill once', async () => {
    const user = userEvent.setup();
    const decided: SelfOrderView = {
      ...placed,
      Status: CustomerOrderStatus.CONFIRMED,
      StepProcess: StepProcess.PREPARING,
      Lines: [
        { ...placed.Lines[0]!, Status: CustomerOrderLineStatus.CONFIRMED },
        { Id: 2, OutletProductId: 11, ProductName: 'Nasi Goreng', Quantity: 1, Price: 25_000, Notes: '', AddOns: [], Status: CustomerOrderLineStatus.REJECTED, RejectReason: 'Rice ran out' },
      ],
    };
    let billRequested = false;
    const api = server(tableSession, {
      'GET /api/public/v1/orders': () => ({ body: { data: [{ ...decided, BillRequested: billRequested }] } }),
      'POST /api/public/v1/billRequest': () => {
        billRequested = true;
        return { body: { data: { Id: 9, CreatedOn: '2026-11-26T07:10:00Z' } } };
      },
    });
    renderApp('/self-order?qr=tok-abc');
    await user.click(await screen.findByRole('tab', { name: 'My orders (1)' }, SLOW));
    const card = await screen.findByLabelText('Order SO-0001');
    // The placement and its kept line both say so; the other line says why it was refused.
    expect(within(card).getAllByText('Confirmed')).toHaveLength(2);
    expect(within(card).getByText('Rejected')).toBeInTheDocument();
    expect(within(card).getByText('Being prepared')).toBeInTheDocument();
    expect(within(card).getByText('Reason: Rice ran out')).toBeInTheDocument();
    expect(within(card).getByText(/Rp.46\.000/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Ask for the bill' }));
    expect(await within(card).findByText(/Bill requested/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Ask for the bill' })).toBeNull();
    expect(api.callsTo('POST', '/api/public/v1/billRequest')[0]?.body).toEqual({ CustomerOrderId: 55 });
  });

  it('for the counter QR asks delivery’s shipping fields with the spec rules', async () => {
    const user = userEvent.setup();
    const api = server(counterSession, { 'POST /api/public/v1/orders': { body: { data: { ...placed, AppOrderType: AppOrderType.DELIVERY } } } });
    renderApp('/self-order?qr=counter-1');
    expect(await screen.findByText('Pick-up / Delivery', {}, SLOW)).toBeInTheDocument();
    await addLatteWithShot(user);
    await user.click(screen.getByRole('radio', { name: 'Delivery' }));
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Budi');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByText('Name cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Phone number cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Address cannot be empty')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Recipient name/ }), 'Budi');
    await user.type(screen.getByRole('textbox', { name: /Recipient phone/ }), '0812abc3456789012345');
    expect(screen.getByRole('textbox', { name: /Recipient phone/ })).toHaveValue('0812345678901234');
    await user.type(screen.getByRole('textbox', { name: /^Address/ }), 'Jl. Merdeka 1');
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), '40-11a5');
    expect(screen.getByRole('textbox', { name: /Postal code/ })).toHaveValue('40115');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/public/v1/orders')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/public/v1/orders')[0]?.body).toMatchObject({
      AppOrderType: AppOrderType.DELIVERY,
      DeliveryAddress: { Name: 'Budi', PhoneNumber: '0812345678901234', Address: 'Jl. Merdeka 1', PostalCode: '40115' },
    });
  });

  it('says so when the QR is no good, and when the server is busy (429) keeps the cart', async () => {
    server(tableSession, { 'POST /api/public/v1/sessions': { status: 401, body: { message: 'QR code is not valid' } } });
    const first = renderApp('/self-order?qr=revoked');
    expect(await screen.findByText('This QR code cannot be used', {}, SLOW)).toBeInTheDocument();
    first.unmount();

    const user = userEvent.setup();
    server(tableSession, { 'POST /api/public/v1/orders': { status: 429, body: { message: 'Too Many Requests' } } });
    renderApp('/self-order?qr=tok-abc');
    await addLatteWithShot(user);
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Wulan');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Too many requests, try again in a moment')).toBeInTheDocument();
    expect(screen.getByTestId('self-order-cart-total')).toHaveTextContent(/Rp.46\.000/);
  });
});
