import { render, screen, waitFor } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OtherPermission } from '@kasir/domain';
import { AppProviders } from '../../app/AppProviders.tsx';
import { bindSessionToHttp } from '../session/http-binding.ts';
import { mockOrderServer, signInForOrders } from '../order/order-test-support.ts';
import { meWith } from '../payment/payment-test-support.ts';
import { OrderMemberQrButton } from './OrderMemberQrButton.tsx';

const orderQr = { Id: 31, Token: 'a'.repeat(32), OrderId: 5, ExpiredAt: '2026-11-26T10:00:00.000Z', RedirectUrl: `http://localhost/member-signup?token=${'a'.repeat(32)}&id=31&purchased=0` };
const emptyPlan = { body: { data: { Jobs: [], MissingPrinterProducts: [], Message: null } } };

function show(grants: number[]) {
  signInForOrders(meWith(grants.map((OtherModuleId) => ({ OtherModuleId, UsePin: false }))));
  bindSessionToHttp();
  render(
    <AppProviders>
      <Notifications />
      <OrderMemberQrButton orderId={5} />
    </AppProviders>,
  );
}

describe('OrderMemberQrButton', () => {
  it('asks for the order’s sign-up QR and prints it on the sign-up print set', async () => {
    const api = mockOrderServer({ 'GET /api/qr': { body: { data: orderQr } }, 'POST /api/print/qrMemberSignUp': emptyPlan, 'GET /api/outletReceipt': { body: { data: [] } } });
    show([OtherPermission.GENERATE_MEMBER_QR]);
    await userEvent.click(screen.getByRole('button', { name: 'Member QR' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/print/qrMemberSignUp')).toHaveLength(1));
    expect(api.callsTo('GET', '/api/qr').map((call) => call.path)).toEqual(['/api/qr?OrderId=5']);
    expect(api.callsTo('POST', '/api/print/qrMemberSignUp')[0]!.body).toEqual({ GenerateQRHistoryId: 31 });
  });

  it('says why when the server refuses, and prints nothing', async () => {
    const api = mockOrderServer({ 'GET /api/qr': { status: 404, body: { message: 'Order 5 not found', code: 'NOT_FOUND', data: [{ field: 'OrderId', error: 'Not Found' }] } } });
    show([OtherPermission.GENERATE_MEMBER_QR]);
    await userEvent.click(screen.getByRole('button', { name: 'Member QR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not Found');
    expect(api.callsTo('POST', '/api/print/qrMemberSignUp')).toHaveLength(0);
  });

  it('is not offered to a cashier without permission 21', () => {
    mockOrderServer();
    show([]);
    expect(screen.queryByRole('button', { name: 'Member QR' })).not.toBeInTheDocument();
  });
});
