import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type Outlet } from '@kasir/contracts';
import { PaymentMethodTypeCode } from '@kasir/domain';
import { mockApi } from '../../../test/mock-api.ts';
import { AppProviders } from '../../../app/AppProviders.tsx';
import { registerBackOfficeTranslations } from '../backoffice-i18n.ts';
import { useBackOfficeSession } from '../backoffice-session.ts';
import { PaymentMethodDialog } from './PaymentMethodDialog.tsx';

beforeAll(() => registerBackOfficeTranslations());
afterEach(() => vi.unstubAllGlobals());

const outlet: Outlet = { Id: 5, Name: 'Kopi Senja', Address: '', Telephone: '', TimeZone: 7, Type: 1, CurrencyCode: 'Rp', IsPrinterV2: false, IsSuspend: false, ExcludeChargeNoSales: false, OutletAppSetting: { PriceLevel: null } };
const saved = { Id: 40, OutletId: 5, Name: 'Poin Member', Type: 7, TypeName: 'Point', OpenDrawer: true, IsUsePoint: true, MaxPoint: 20000, IsNoSales: false, DefaultValue: null, ImageId: null, Image: null, Position: 2, IsActive: true, IsUsed: false };

function renderDialog(onClose = vi.fn()) {
  useBackOfficeSession.setState({ token: 'owner-token' });
  render(
    <AppProviders queryClient={new QueryClient()}>
      <PaymentMethodDialog outlet={outlet} editing={null} nextPosition={2} onClose={onClose} />
    </AppProviders>,
  );
  return onClose;
}

describe('PaymentMethodDialog', () => {
  it('refuses an empty name and sends nothing', async () => {
    const api = mockApi({ 'POST /api/outletPaymentMethod': { status: 201, body: { data: saved } } });
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('a point method ticks "pays with points" for good, and is created once with an Idempotency-Key', async () => {
    const api = mockApi({ 'POST /api/outletPaymentMethod': { status: 201, body: { data: saved } } });
    const user = userEvent.setup();
    const onClose = renderDialog();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Poin Member');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Member points', hidden: true }));
    const points = screen.getByRole('checkbox', { name: 'Pays with member points' });
    expect(points).toBeChecked();
    expect(points).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Most points per payment/ }), '20000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [call] = api.callsTo('POST', '/api/outletPaymentMethod');
    expect(call?.body).toEqual({ OutletId: 5, Name: 'Poin Member', Type: PaymentMethodTypeCode.POINT, OpenDrawer: true, IsUsePoint: true, MaxPoint: 20000, IsNoSales: false, DefaultValue: null, ImageId: null, Position: 2 });
    expect(call?.headers[IDEMPOTENCY_KEY_HEADER]).toBeTruthy();
    expect(call?.headers.Authorization).toBe('Bearer owner-token');
  });
});
