import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../app/router.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useSessionStore } from '../session/session-store.ts';
import { signInForOrders, SLOW } from '../order/order-test-support.ts';

const found = { Code: 'KOPI10', PromoName: 'Diskon Kopi 10%', Description: '10% off every coffee', Available: true, ExpiredDate: '2026-12-31' };

describe('/check-promo', { timeout: 30_000 }, () => {
  it('checks a code with the session and shows the promo, or the server error, or Not Found', async () => {
    const user = userEvent.setup();
    // The server looks codes up among the signed-in owner's vouchers.
    signInForOrders();
    const api = mockApi({
      'GET /api/outletSetting/global/GLOBAL_MAINTENANCE_CASHIER': { body: { data: null } },
      'POST /api/errorlogs/insert': { body: { data: null } },
      'POST /api/promo/checkPromo': ({ body }) => {
        const code = (body as { Code: string }).Code;
        if (code === 'KOPI10') return { body: { data: found } };
        if (code === 'OLD') return { status: 400, body: { message: 'Validation failed', data: [{ field: 'Code', error: 'Promo sudah berakhir' }] } };
        return { status: 404, body: { message: 'Something', data: [] } };
      },
    });
    renderApp(paths.checkPromo);
    const input = await screen.findByTestId('promo-code-input', {}, SLOW);
    // Exempt from the 1280-wide scaling: the device's own width.
    expect(document.querySelector('[data-scale]')?.getAttribute('data-scale')).toBe('1');

    await user.click(screen.getByTestId('promo-check-submit'));
    expect(await screen.findByText('Type a promo or voucher code')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/promo/checkPromo')).toHaveLength(0);

    await user.type(input, ' KOPI10 ');
    await user.click(screen.getByTestId('promo-check-submit'));
    expect(await screen.findByTestId('promo-check-name', {}, SLOW)).toHaveTextContent('Diskon Kopi 10%');
    expect(screen.getByTestId('promo-check-available')).toHaveTextContent('Available');
    expect(screen.getByText('Valid until 2026-12-31')).toBeInTheDocument();
    const call = api.callsTo('POST', '/api/promo/checkPromo')[0];
    expect(call?.body).toEqual({ Code: 'KOPI10' });
    expect(call?.headers.Authorization).toMatch(/^Bearer /);

    await user.clear(input);
    await user.type(input, 'OLD{Enter}');
    expect(await screen.findByTestId('promo-check-error', {}, SLOW)).toHaveTextContent('Promo sudah berakhir');

    await user.clear(input);
    await user.type(input, 'NOPE{Enter}');
    await waitFor(() => expect(screen.getByTestId('promo-check-error')).toHaveTextContent(/^Not Found$/));
    expect(screen.queryByTestId('promo-check-result')).not.toBeInTheDocument();
  });

  it('tells a browser without a session to sign in', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().clearOwner();
    useSessionStore.getState().clearPointOfSale();
    mockApi({
      'GET /api/outletSetting/global/GLOBAL_MAINTENANCE_CASHIER': { body: { data: null } },
      'POST /api/errorlogs/insert': { body: { data: null } },
      'POST /api/promo/checkPromo': { status: 401, body: { message: 'Not signed in', errorCode: 1, data: [] } },
    });
    renderApp(paths.checkPromo);
    await user.type(await screen.findByTestId('promo-code-input', {}, SLOW), 'KOPI10{Enter}');
    expect(await screen.findByTestId('promo-check-error', {}, SLOW)).toHaveTextContent('Sign in on this device');
  });
});
