import { describe, expect, it } from 'vitest';
import { OutletType } from '@kasir/domain';
import { emptyOutletForm, outletToForm, readOutletForm } from './outlet-form.ts';
import { readOrderTypeRow } from './order-type-row.ts';
import { readSettingsForm, settingsDefaults, settingsToForm } from './settings-form.ts';

describe('outlet form', () => {
  it('reads a filled form into the POST /outlet body, empty price level as SellPrice', () => {
    const read = readOutletForm({ ...emptyOutletForm, name: ' Warung Pagi ', timeZone: '8', type: OutletType.ALL_YOU_CAN_EAT, priceLevel: '', isPrinterV2: true });
    expect(read.errors).toBeNull();
    expect(read.body).toEqual({
      Name: 'Warung Pagi',
      Address: '',
      Telephone: '',
      TimeZone: 8,
      Type: OutletType.ALL_YOU_CAN_EAT,
      CurrencyCode: 'Rp',
      IsPrinterV2: true,
      ExcludeChargeNoSales: false,
      PriceLevel: null,
    });
  });

  it('names each refused field by the shared contract', () => {
    expect(readOutletForm({ ...emptyOutletForm, name: '  ' }).errors).toEqual({ name: 'boOutlets.errors.name' });
    expect(readOutletForm({ ...emptyOutletForm, name: 'A', timeZone: '15' }).errors).toEqual({ timeZone: 'boOutlets.errors.timeZone' });
    expect(readOutletForm({ ...emptyOutletForm, name: 'A', timeZone: '' }).errors).toEqual({ timeZone: 'boOutlets.errors.timeZone' });
    expect(readOutletForm({ ...emptyOutletForm, name: 'A', priceLevel: '0' }).errors).toEqual({ priceLevel: 'boOutlets.errors.priceLevel' });
    expect(readOutletForm({ ...emptyOutletForm, name: 'A', type: 3 }).errors).toEqual({ type: 'boOutlets.errors.type' });
    expect(readOutletForm({ ...emptyOutletForm, name: 'A', currencyCode: '' }).errors).toEqual({ currencyCode: 'boOutlets.errors.currencyCode' });
  });

  it('round-trips an outlet through the form', () => {
    const outlet = { Id: 4, Name: 'Kopi', Address: 'Jl. A', Telephone: '022', TimeZone: 5.5, Type: 1, CurrencyCode: 'Rp', IsPrinterV2: false, IsSuspend: true, ExcludeChargeNoSales: true, OutletAppSetting: { PriceLevel: 2 } };
    const read = readOutletForm(outletToForm(outlet));
    expect(read.body).toMatchObject({ Name: 'Kopi', TimeZone: 5.5, PriceLevel: 2, ExcludeChargeNoSales: true });
  });
});

describe('order type row', () => {
  it('reads every field, charges as ids', () => {
    expect(readOrderTypeRow({ name: 'Dine In', isRounded: true, isActive: true, priceLevel: '2', chargeIds: ['3', '5'] })).toEqual({
      body: { Name: 'Dine In', IsRounded: true, IsActive: true, PriceLevel: 2, OutletChargeIds: [3, 5] },
      errorKey: null,
    });
    expect(readOrderTypeRow({ name: 'X', isRounded: false, isActive: true, priceLevel: '', chargeIds: [] }).body?.PriceLevel).toBeNull();
  });

  it('refuses an empty name and a level below 1', () => {
    expect(readOrderTypeRow({ name: ' ', isRounded: false, isActive: true, priceLevel: '', chargeIds: [] }).errorKey).toBe('boOutlets.orderTypes.errors.name');
    expect(readOrderTypeRow({ name: 'X', isRounded: false, isActive: true, priceLevel: '0', chargeIds: [] }).errorKey).toBe('boOutlets.orderTypes.errors.priceLevel');
  });
});

describe('outlet settings form', () => {
  it('reads stored settings over the defaults and writes every code back', () => {
    const values = settingsToForm([
      { Code: 'AUTO_PRINT_QR_TABLE', Value: '1', OutletId: 1 },
      { Code: 'MINIMUM_HOURS_RESERVATION', Value: '3', OutletId: 1 },
      { Code: 'ROUNDING', Value: '2', OutletId: 1 },
    ]);
    expect(values).toEqual({ ...settingsDefaults, autoPrintQrTable: true, minimumHoursReservation: '3', rounding: '2' });
    const read = readSettingsForm(values);
    expect(read.errors).toBeNull();
    expect(read.body).toEqual(
      expect.arrayContaining([
        { Code: 'AUTO_PRINT_QR_TABLE', Value: '1' },
        { Code: 'MULTI_ORDER_QR_CODE', Value: '0' },
        { Code: 'MINIMUM_HOURS_RESERVATION', Value: '3' },
        { Code: 'RESERVATION_DEFAULT_ORDER_TYPE', Value: '1' },
        { Code: 'ROUNDING', Value: '2' },
      ]),
    );
  });

  it("refuses what PUT /outletSetting refuses, naming the form's field", () => {
    expect(readSettingsForm({ ...settingsDefaults, minimumHoursReservation: '200' }).errors).toEqual({ minimumHoursReservation: 'boOutlets.settings.errors.minimumHoursReservation' });
    expect(readSettingsForm({ ...settingsDefaults, minimumHoursReservation: '1.5' }).errors).toEqual({ minimumHoursReservation: 'boOutlets.settings.errors.minimumHoursReservation' });
    expect(readSettingsForm({ ...settingsDefaults, broadcast: 'x'.repeat(501) }).errors).toEqual({ broadcast: 'boOutlets.settings.errors.broadcast' });
  });
});
