import { describe, expect, it } from 'vitest';
import { SetupOutletBodySchema } from '@kasir/contracts';
import { OrderType, PaymentMethodTypeCode } from '@kasir/domain';
import { firstInvalidStep, newSetupDraft, toSetupBody, usernameFromName, validateStep, type SetupDraft } from './setup-draft.ts';

const filled = (): SetupDraft => {
  const draft = newSetupDraft({ areaName: 'Ruang utama', categoryName: 'Makanan' });
  return {
    ...draft,
    outlet: { ...draft.outlet, name: 'Warung Bu Sri' },
    cashier: { name: 'Sri Wahyuni', username: 'sri.wahyuni', pin: '246810' },
    products: [{ key: 'p1', name: 'Nasi Gudeg', priceText: '25000' }, { key: 'p2', name: '', priceText: '' }],
  };
};

describe('setup draft', () => {
  it('starts with Cash (opening the drawer), QRIS and the Service and PB1 charges chosen', () => {
    const body = toSetupBody(filled());
    expect(body.PaymentMethods).toContainEqual({ Name: 'Cash', Type: PaymentMethodTypeCode.CASH, OpenDrawer: true });
    expect(body.PaymentMethods.map((method) => method.Name)).toContain('QRIS');
    expect(body.Charges).toContainEqual({ Name: 'Service', Percent: 5, OrderTypes: [OrderType.DINE_IN] });
    expect(body.Printer.IpAddress).toBe('127.0.0.1:9100');
  });

  it('sends what the server accepts: whole rupiah, the filled product rows only', () => {
    const body = toSetupBody(filled());
    expect(body.Products).toEqual([{ Name: 'Nasi Gudeg', Price: 25_000 }]);
    expect(SetupOutletBodySchema.safeParse(body).success).toBe(true);
    expect(firstInvalidStep(filled())).toBeNull();
  });

  it('stops at the step with a problem and names the field', () => {
    const draft = filled();
    expect(validateStep('business', { ...draft, outlet: { ...draft.outlet, name: ' ' } })).toEqual({ 'outlet.name': 'required' });
    expect(validateStep('cashier', { ...draft, cashier: { ...draft.cashier, pin: '12' } })).toEqual({ 'cashier.pin': 'pinNotSet' });
    expect(validateStep('tables', { ...draft, area: { ...draft.area, tableCountText: '99' } })).toEqual({ 'area.tableCount': 'tableCount' });
    expect(validateStep('charges', { ...draft, charges: [{ key: 'c', name: 'Service', percentText: '5,5', orderTypes: [], isChosen: true }] })).toEqual({ 'charges.0.orderTypes': 'noOrderType' });
    expect(validateStep('products', { ...draft, products: [{ key: 'p', name: '', priceText: '' }] })).toEqual({ products: 'noProduct' });
    expect(firstInvalidStep({ ...draft, printer: { ip: '300.1.1.1', portText: '9100' } })).toBe('printer');
  });

  it('makes a username from a name', () => {
    expect(usernameFromName('  Sri Wahyuni ')).toBe('sri.wahyuni');
    expect(usernameFromName('Émile Çelik')).toBe('emile.celik');
  });
});
