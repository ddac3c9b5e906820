import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/AppProviders.tsx';
import { changeLocale } from '../../../i18n/i18n.ts';
import { ShippingDataDialog } from './ShippingDataDialog.tsx';

describe('shipping data dialog (spec §5 delivery address)', () => {
  it("needs name, phone and address with the spec's messages; phone and postal code stop at 16, postal code digits only", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    act(() => changeLocale('id'));
    render(
      <AppProviders>
        <ShippingDataDialog value={null} onSubmit={onSubmit} onClose={() => undefined} />
      </AppProviders>,
    );
    await user.click(screen.getByTestId('shipping-data-ok'));
    expect(screen.getByText('Nama tidak boleh kosong')).toBeInTheDocument();
    expect(screen.getByText('Nomor HP tidak boleh kosong')).toBeInTheDocument();
    expect(screen.getByText('Alamat tidak boleh kosong')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByTestId('shipping-Name'), 'Rina');
    await user.type(screen.getByTestId('shipping-PhoneNumber'), '0812-3456-7890-12345');
    await user.type(screen.getByTestId('shipping-Address'), 'Jl. Braga 1');
    await user.type(screen.getByTestId('shipping-PostalCode'), '40a1b112345678901234');
    expect(screen.getByTestId('shipping-PhoneNumber')).toHaveValue('0812-3456-7890-1');
    expect(screen.getByTestId('shipping-PostalCode')).toHaveValue('4011123456789012');
    expect(screen.getByTestId('shipping-Name')).toHaveAttribute('maxLength', '100');
    await user.click(screen.getByTestId('shipping-data-ok'));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ Name: 'Rina', PhoneNumber: '0812-3456-7890-1', Address: 'Jl. Braga 1', PostalCode: '4011123456789012' }));
    act(() => changeLocale('en'));
  });
});
