import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RoleDetail } from '@kasir/contracts';
import { AppProviders } from '../../../app/AppProviders.tsx';
import { cashierAni, outletGrill, outletKopiSenja } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { registerBackOfficeTranslations } from '../backoffice-i18n.ts';
import { StaffDialog } from './StaffDialog.tsx';

beforeAll(() => registerBackOfficeTranslations());

const roles: RoleDetail[] = [
  { Id: 1, Name: 'Cashier', RoleModuleAccesses: [], RoleOtherModules: [], AutomaticStartShift: false, StartShiftTime: null, AutomaticLogoutChasier: false, UserCount: 1 },
  { Id: 2, Name: 'Bar Staff', RoleModuleAccesses: [], RoleOtherModules: [], AutomaticStartShift: true, StartShiftTime: null, AutomaticLogoutChasier: false, UserCount: 0 },
];

function renderDialog(onClose = vi.fn()) {
  render(
    <AppProviders queryClient={new QueryClient()}>
      <StaffDialog cashier={null} roles={roles} outlets={[outletKopiSenja, outletGrill]} onClose={onClose} />
    </AppProviders>,
  );
  return onClose;
}

async function typeOnKeypad(user: ReturnType<typeof userEvent.setup>, pin: string) {
  const pad = screen.getByTestId('pin-pad');
  for (const digit of pin) await user.click(within(pad).getByRole('button', { name: digit }));
}

describe('StaffDialog (new cashier)', () => {
  it('refuses to create without the fields and a PIN, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Set a PIN for the cashier')).toBeInTheDocument();
    expect(screen.getByText('Choose a role')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one outlet')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('takes a PIN typed twice on the keypad and creates the cashier with it', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'POST /api/cashiers': { status: 201, body: { data: { ...cashierAni, Id: 50, Name: 'Fajar', Username: 'fajar' } } } });
    const onClose = renderDialog();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Fajar');
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'fajar');
    await user.click(screen.getByTestId('staff-role'));
    await user.click(await screen.findByRole('option', { name: 'Bar Staff', hidden: true }));
    await user.click(screen.getByRole('checkbox', { name: outletGrill.Name }));

    await user.click(screen.getByRole('button', { name: 'Set PIN' }));
    await typeOnKeypad(user, '135790');
    expect(await screen.findByText('Type the same PIN again')).toBeInTheDocument();
    await typeOnKeypad(user, '135791');
    expect(await screen.findByText('The two PINs differ. Type the new PIN again.')).toBeInTheDocument();
    await typeOnKeypad(user, '135790');
    await typeOnKeypad(user, '135790');
    expect(await screen.findByText('PIN set')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST', '/api/cashiers')[0]?.body).toEqual({ Name: 'Fajar', Username: 'fajar', RoleId: 2, OutletIds: [outletGrill.Id], PIN: '135790' });
  });
});
