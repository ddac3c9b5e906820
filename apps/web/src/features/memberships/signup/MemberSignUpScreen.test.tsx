import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemberSignUpPage } from '@kasir/contracts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { SLOW } from '../../order/order-test-support.ts';

const page: MemberSignUpPage = {
  OutletName: 'Kopi Senja',
  GenerateQRHistoryId: 3,
  IsPurchased: false,
  PurchaseCode: null,
  MemberCategoryId: null,
  MemberCategories: [
    { Id: 1, Name: 'Silver', Price: 50_000, DurationDays: 365 },
    { Id: 2, Name: 'Gold', Price: 150_000, DurationDays: 365 },
  ],
};

function signUpServer(answer: MemberSignUpPage = page) {
  return mockApi({
    'GET /api/outletSetting/global/GLOBAL_MAINTENANCE_CASHIER': { body: { data: null } },
    'POST /api/errorlogs/insert': { body: { data: null } },
    'GET /api/qr/memberSignUp': { body: { data: answer } },
    'POST /api/qr/memberSignUp': { status: 201, body: { data: { Id: 12, PurchaseCode: 'PM-261126-0012', Total: 150_000, MemberCategory: { Name: 'Gold' } } } },
  });
}

describe('the phone sign-up page (public, no login)', { timeout: 30_000 }, () => {
  it('opens without a session, asks with the spec messages, and sends the form with the QR’s token and history id', async () => {
    const user = userEvent.setup();
    const server = signUpServer();
    renderApp('/member-signup?token=tok123&id=3&purchased=0');
    const submit = await screen.findByTestId('signup-submit', {}, SLOW);
    expect(screen.getByText('Sign up for a membership at Kopi Senja. Pay at the cashier afterwards.')).toBeInTheDocument();
    await user.click(submit);
    expect(screen.getByText('Name cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Choose a member category')).toBeInTheDocument();
    await user.click(screen.getByTestId('membership-category-select'));
    await user.click(await screen.findByRole('option', { name: /^Gold · Rp.150\.000$/, hidden: true }));
    await user.type(screen.getByTestId('membership-name'), 'Wulan Sari');
    await user.type(screen.getByTestId('membership-phone'), '0813-7777-0001');
    await user.type(screen.getByTestId('membership-birth-date'), '23081999');
    expect(screen.getByTestId('membership-birth-date')).toHaveValue('23/08/1999');
    await user.click(submit);
    expect(await screen.findByTestId('signup-code')).toHaveTextContent('PM-261126-0012');
    await waitFor(() => expect(server.callsTo('POST', '/api/qr/memberSignUp')).toHaveLength(1));
    const call = server.callsTo('POST', '/api/qr/memberSignUp')[0];
    expect(call?.body).toEqual({ Name: 'Wulan Sari', PhoneNumber: '081377770001', BirthDate: '1999-08-23', Token: 'tok123', GenerateQRHistoryId: 3, MemberCategoryId: 2 });
    expect(call?.headers.Authorization).toBeUndefined();
    expect(server.callsTo('GET', '/api/qr/memberSignUp')[0]?.path).toBe('/api/qr/memberSignUp?token=tok123&id=3');
  });

  it('shows the code instead of a form once the QR’s purchase is made, and says when the link is cut', async () => {
    signUpServer({ ...page, IsPurchased: true, PurchaseCode: 'PM-261126-0009' });
    const first = renderApp('/member-signup?token=tok123&id=3&purchased=1');
    expect(await screen.findByTestId('signup-code', {}, SLOW)).toHaveTextContent('PM-261126-0009');
    first.unmount();
    renderApp('/member-signup?id=3');
    expect(await screen.findByTestId('signup-bad-link', {}, SLOW)).toBeInTheDocument();
  });
});
