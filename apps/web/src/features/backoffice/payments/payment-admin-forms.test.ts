import { describe, expect, it } from 'vitest';
import { ChargeDeductFrom, ChargeType, PaymentMethodTypeCode } from '@kasir/domain';
import type { AdminCharge, AdminPaymentMethod } from '@kasir/contracts';
import { chargeToForm, emptyChargeForm, readChargeForm } from './charge-form.ts';
import { emptyPaymentMethodForm, paymentMethodToForm, readPaymentMethodForm, withType } from './payment-method-form.ts';
import { moneyText, percentText } from './money-text.ts';

describe('payment method form', () => {
  it('reads a filled form into the POST body, money as rupiah and empty numbers as null', () => {
    const read = readPaymentMethodForm({ ...emptyPaymentMethodForm, name: '  QRIS BCA ', type: PaymentMethodTypeCode.QRIS, defaultValue: 50_000.5, position: 3 }, 9);
    expect(read.errors).toBeNull();
    expect(read.body).toEqual({ OutletId: 9, Name: 'QRIS BCA', Type: PaymentMethodTypeCode.QRIS, OpenDrawer: true, IsUsePoint: false, MaxPoint: null, IsNoSales: false, DefaultValue: 50_000.5, ImageId: null, Position: 3 });
  });

  it('a point type turns points on and keeps MaxPoint; another type keeps the owner choice', () => {
    const point = withType(emptyPaymentMethodForm, PaymentMethodTypeCode.POINT);
    expect(point.isUsePoint).toBe(true);
    expect(readPaymentMethodForm({ ...point, name: 'Poin', maxPoint: 20_000 }, 1).body).toMatchObject({ IsUsePoint: true, MaxPoint: 20_000 });
    expect(withType({ ...emptyPaymentMethodForm, isUsePoint: false }, PaymentMethodTypeCode.DEBIT).isUsePoint).toBe(false);
  });

  it('names what is wrong: no name, negative or fractional points, three decimals of money', () => {
    expect(readPaymentMethodForm({ ...emptyPaymentMethodForm, name: ' ' }, 1).errors).toEqual({ name: 'nameRequired' });
    expect(readPaymentMethodForm({ ...emptyPaymentMethodForm, name: 'x'.repeat(51) }, 1).errors).toEqual({ name: 'nameTooLong' });
    expect(readPaymentMethodForm({ ...emptyPaymentMethodForm, name: 'P', isUsePoint: true, maxPoint: -1 }, 1).errors).toEqual({ maxPoint: 'wholeNotNegative' });
    expect(readPaymentMethodForm({ ...emptyPaymentMethodForm, name: 'P', defaultValue: 1.005 }, 1).errors).toEqual({ defaultValue: 'moneyInvalid' });
  });

  it('opens an existing method as it is, its image included', () => {
    const method: AdminPaymentMethod = { Id: 4, OutletId: 9, Name: 'GoPay', Type: 3, TypeName: 'E-Wallet', OpenDrawer: false, IsUsePoint: false, MaxPoint: null, IsNoSales: false, DefaultValue: null, ImageId: 2, Image: { FileName: 'a.png' }, Position: 1, IsActive: true, IsUsed: true };
    const form = paymentMethodToForm(method);
    expect(form).toMatchObject({ name: 'GoPay', type: 3, defaultValue: '', maxPoint: '', image: { id: 2, fileName: 'a.png' } });
    expect(readPaymentMethodForm(form, 9).body).toMatchObject({ ImageId: 2, DefaultValue: null });
  });
});

describe('charge form', () => {
  it('reads a percentage charge with its order types (each once)', () => {
    const read = readChargeForm({ ...emptyChargeForm, name: 'PB1', amount: 10, orderTypeIds: [3, 3, 5] }, 9);
    expect(read.body).toEqual({ OutletId: 9, Name: 'PB1', Type: ChargeType.PERCENTAGE, Amount: 10, AddProductPrice: false, IncludedProductPrice: false, DeductFrom: ChargeDeductFrom.SUB_TOTAL, IsActive: true, OrderTypeIds: [3, 5] });
  });

  it('a percent is 0 to 100; a fixed amount may be any money', () => {
    expect(readChargeForm({ ...emptyChargeForm, name: 'Tax', amount: 100.5 }, 1).errors).toEqual({ amount: 'percentInvalid' });
    expect(readChargeForm({ ...emptyChargeForm, name: 'Cup', type: ChargeType.NOMINAL, amount: 1_500.25 }, 1).errors).toBeNull();
    expect(readChargeForm({ ...emptyChargeForm, name: 'Cup', type: ChargeType.NOMINAL, amount: 1.234 }, 1).errors).toEqual({ amount: 'moneyInvalid' });
    expect(readChargeForm({ ...emptyChargeForm, name: '' }, 1).errors).toEqual({ name: 'nameRequired', amount: 'amountRequired' });
  });

  it('opens an existing charge as it is', () => {
    const charge: AdminCharge = { Id: 1, OutletId: 9, Name: 'Service', Type: 1, Amount: 5, AddProductPrice: true, IncludedProductPrice: true, DeductFrom: 1, IsActive: false, IsArchived: false, OrderTypeIds: [2] };
    expect(chargeToForm(charge)).toEqual({ name: 'Service', type: 1, amount: 5, addProductPrice: true, includedProductPrice: true, deductFrom: 1, isActive: false, orderTypeIds: [2] });
  });
});

describe('money and percent text', () => {
  it('shows money and percent as the spec displays numbers', () => {
    expect(moneyText(12_500.5, 'Rp')).toBe('Rp 12.500,50');
    expect(percentText(2.5)).toBe('2,5 %');
  });
});
