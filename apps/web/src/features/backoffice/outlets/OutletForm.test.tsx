import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/http-client.ts';
import { AppProviders } from '../../../app/AppProviders.tsx';
import { registerBackOfficeTranslations } from '../backoffice-i18n.ts';
import { emptyOutletForm } from './outlet-form.ts';
import { OutletForm } from './OutletForm.tsx';

beforeAll(() => registerBackOfficeTranslations());

function renderForm(onSubmit: (body: unknown) => Promise<unknown>) {
  return render(
    <AppProviders queryClient={new QueryClient()}>
      <OutletForm initial={emptyOutletForm} submitLabel="Create" onSubmit={onSubmit} />
    </AppProviders>,
  );
}

describe('OutletForm', () => {
  it('shows the refused fields and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    const timeZone = screen.getByRole('textbox', { name: /Time zone/ });
    await user.clear(timeZone);
    await user.type(timeZone, '15');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Enter a name (at most 100 characters)')).toBeInTheDocument();
    expect(screen.getByText('Enter hours between -12 and +14 (quarter hours allowed)')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the typed outlet with its defaults, and shows a taken name the server refuses', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw new ApiError('Name is already used by another outlet', 400, 3, { data: [{ field: 'Name', error: 'Name is already used by another outlet' }] });
    });
    renderForm(onSubmit);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Kopi Senja');
    await user.click(screen.getByRole('radio', { name: 'All you can eat' }));
    await user.click(screen.getByRole('switch', { name: /Printer v2/ }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      Name: 'Kopi Senja',
      Address: '',
      Telephone: '',
      TimeZone: 7,
      Type: 2,
      CurrencyCode: 'Rp',
      IsPrinterV2: true,
      ExcludeChargeNoSales: false,
      PriceLevel: null,
    });
    expect(await screen.findByText('Another outlet already has this name')).toBeInTheDocument();
  });
});
