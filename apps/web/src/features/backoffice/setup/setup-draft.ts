import {
  DEFAULT_CURRENCY_CODE,
  DEFAULT_TIME_ZONE_HOURS,
  OrderType,
  OutletType,
  PaymentMethodTypeCode,
  PIN_LENGTH,
  RoundingSetting,
  SETUP_MAX_PRODUCT_PRICE_RUPIAH,
  SETUP_MAX_TABLES,
  setupGridCapacity,
} from '@kasir/domain';
import { SETUP_ROUNDING_NONE, type SetupOutletBody } from '@kasir/contracts';

/**
 * What the first-run wizard has collected so far. It lives only in the browser until the last
 * step sends it whole (POST /setup/outlet): closing the tab half way leaves no half outlet.
 * Numbers are kept as the typed text, so a field can be empty while it is being typed.
 */
export interface SetupDraft {
  outlet: {
    name: string;
    type: number;
    address: string;
    telephone: string;
    timeZoneText: string;
    currencyCode: string;
    isPrinterV2: boolean;
    excludeChargeNoSales: boolean;
    rounding: number;
  };
  paymentMethods: Array<{ key: string; name: string; type: number; openDrawer: boolean; isChosen: boolean }>;
  charges: Array<{ key: string; name: string; percentText: string; orderTypes: number[]; isChosen: boolean }>;
  area: { name: string; tableCountText: string; capacityText: string };
  cashier: { name: string; username: string; pin: string };
  printer: { ip: string; portText: string };
  category: { name: string };
  products: Array<{ key: string; name: string; priceText: string }>;
}

export const SETUP_STEPS = ['business', 'payments', 'charges', 'tables', 'cashier', 'printer', 'products', 'review'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** The printer emulator's first port: `npm start` runs it, so the first outlet prints at once. */
export const DEFAULT_PRINTER_IP = '127.0.0.1';
export const DEFAULT_PRINTER_PORT = 9100;
const DEFAULT_TABLE_COUNT = 8;
const DEFAULT_TABLE_CAPACITY = 4;
const MAX_PERCENT = 100;
const MAX_PORT = 65_535;

/** Payment methods Indonesian outlets take most; the common ones start chosen. */
const PAYMENT_PRESETS: ReadonlyArray<{ name: string; type: number; openDrawer?: boolean; isChosen: boolean }> = [
  { name: 'Cash', type: PaymentMethodTypeCode.CASH, openDrawer: true, isChosen: true },
  { name: 'QRIS', type: PaymentMethodTypeCode.QRIS, isChosen: true },
  { name: 'Debit BCA', type: PaymentMethodTypeCode.DEBIT, isChosen: true },
  { name: 'Debit Mandiri', type: PaymentMethodTypeCode.DEBIT, isChosen: false },
  { name: 'Kartu Kredit', type: PaymentMethodTypeCode.CREDIT, isChosen: false },
  { name: 'GoPay', type: PaymentMethodTypeCode.E_WALLET, isChosen: true },
  { name: 'OVO', type: PaymentMethodTypeCode.E_WALLET, isChosen: true },
  { name: 'ShopeePay', type: PaymentMethodTypeCode.E_WALLET, isChosen: false },
  { name: 'Transfer Bank', type: PaymentMethodTypeCode.OTHER, isChosen: false },
];

/** Service 5 % on dine-in and the regional restaurant tax PB1 10 % on what is eaten or taken away. */
const CHARGE_PRESETS: ReadonlyArray<{ name: string; percent: number; orderTypes: number[] }> = [
  { name: 'Service', percent: 5, orderTypes: [OrderType.DINE_IN] },
  { name: 'PB1', percent: 10, orderTypes: [OrderType.DINE_IN, OrderType.TAKE_AWAY, OrderType.DELIVERY] },
];

let keyCounter = 0;
/** A React key for a row the owner may add or remove. */
export const newRowKey = (): string => `row-${(keyCounter += 1)}`;

/** A new draft; the names that are words come from the owner's language. */
export function newSetupDraft(words: { areaName: string; categoryName: string }): SetupDraft {
  return {
    outlet: {
      name: '',
      type: OutletType.RESTAURANT,
      address: '',
      telephone: '',
      timeZoneText: String(DEFAULT_TIME_ZONE_HOURS),
      currencyCode: DEFAULT_CURRENCY_CODE,
      isPrinterV2: false,
      excludeChargeNoSales: true,
      rounding: RoundingSetting.HUNDRED,
    },
    paymentMethods: PAYMENT_PRESETS.map((preset) => ({ key: newRowKey(), name: preset.name, type: preset.type, openDrawer: preset.openDrawer ?? false, isChosen: preset.isChosen })),
    charges: CHARGE_PRESETS.map((preset) => ({ key: newRowKey(), name: preset.name, percentText: String(preset.percent), orderTypes: [...preset.orderTypes], isChosen: true })),
    area: { name: words.areaName, tableCountText: String(DEFAULT_TABLE_COUNT), capacityText: String(DEFAULT_TABLE_CAPACITY) },
    cashier: { name: '', username: '', pin: '' },
    printer: { ip: DEFAULT_PRINTER_IP, portText: String(DEFAULT_PRINTER_PORT) },
    category: { name: words.categoryName },
    products: [{ key: newRowKey(), name: '', priceText: '' }],
  };
}

/** A cashier's login name from their display name: lower case letters and digits ("Sri Wahyuni" → "sri.wahyuni"). */
export function usernameFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
}

const wholeNumber = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);
/** A percent with at most two decimals, typed with a dot or an Indonesian comma. */
export function parsePercent(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(normalised) ? Number(normalised) : null;
}
const isIpAddress = (text: string) => text === 'localhost' || (/^(\d{1,3}\.){3}\d{1,3}$/.test(text) && text.split('.').every((part) => Number(part) <= 255));

/** Field path → i18n key of the problem (under boSetup.errors). */
export type StepErrors = Record<string, string>;

/** What stops the owner leaving a step; an empty object lets them on. */
export function validateStep(step: SetupStep, draft: SetupDraft): StepErrors {
  const errors: StepErrors = {};
  const need = (path: string, text: string) => {
    if (text.trim() === '') errors[path] = 'required';
  };
  switch (step) {
    case 'business': {
      need('outlet.name', draft.outlet.name);
      const zone = Number(draft.outlet.timeZoneText.trim());
      if (draft.outlet.timeZoneText.trim() === '' || !Number.isInteger(zone) || zone < -12 || zone > 14) errors['outlet.timeZone'] = 'timeZone';
      need('outlet.currencyCode', draft.outlet.currencyCode);
      if (!/^[\d+\-() ]*$/.test(draft.outlet.telephone)) errors['outlet.telephone'] = 'telephone';
      break;
    }
    case 'payments': {
      const chosen = draft.paymentMethods.filter((method) => method.isChosen);
      if (chosen.length === 0) errors.paymentMethods = 'noPaymentMethod';
      draft.paymentMethods.forEach((method, index) => {
        if (method.isChosen) need(`paymentMethods.${index}.name`, method.name);
      });
      if (hasDuplicateNames(chosen)) errors.paymentMethods = 'duplicateNames';
      break;
    }
    case 'charges': {
      draft.charges.forEach((charge, index) => {
        if (!charge.isChosen) return;
        need(`charges.${index}.name`, charge.name);
        const percent = parsePercent(charge.percentText);
        if (percent === null || percent <= 0 || percent > MAX_PERCENT) errors[`charges.${index}.percent`] = 'percent';
        if (charge.orderTypes.length === 0) errors[`charges.${index}.orderTypes`] = 'noOrderType';
      });
      if (hasDuplicateNames(draft.charges.filter((charge) => charge.isChosen))) errors.charges = 'duplicateNames';
      break;
    }
    case 'tables': {
      need('area.name', draft.area.name);
      const capacity = wholeNumber(draft.area.capacityText);
      if (capacity === null || capacity < 1 || capacity > 50) errors['area.capacity'] = 'capacity';
      const count = wholeNumber(draft.area.tableCountText);
      const fit = capacity === null ? SETUP_MAX_TABLES : Math.min(SETUP_MAX_TABLES, maxTablesFor(capacity));
      if (count === null || count < 1 || count > fit) errors['area.tableCount'] = 'tableCount';
      break;
    }
    case 'cashier': {
      need('cashier.name', draft.cashier.name);
      need('cashier.username', draft.cashier.username);
      if (draft.cashier.pin.length !== PIN_LENGTH) errors['cashier.pin'] = 'pinNotSet';
      break;
    }
    case 'printer': {
      if (!isIpAddress(draft.printer.ip.trim())) errors['printer.ip'] = 'ip';
      const port = wholeNumber(draft.printer.portText);
      if (port === null || port < 1 || port > MAX_PORT) errors['printer.port'] = 'port';
      break;
    }
    case 'products': {
      need('category.name', draft.category.name);
      const filled = draft.products.filter((product) => product.name.trim() !== '' || product.priceText.trim() !== '');
      if (filled.length === 0) errors.products = 'noProduct';
      draft.products.forEach((product, index) => {
        if (product.name.trim() === '' && product.priceText.trim() === '') return;
        need(`products.${index}.name`, product.name);
        const price = wholeNumber(product.priceText);
        if (price === null || price > SETUP_MAX_PRODUCT_PRICE_RUPIAH) errors[`products.${index}.price`] = 'price';
      });
      if (hasDuplicateNames(filled)) errors.products = 'duplicateNames';
      break;
    }
    case 'review':
      break;
  }
  return errors;
}

/** The first step with a problem, or null when the whole draft can be sent. */
export function firstInvalidStep(draft: SetupDraft): SetupStep | null {
  return SETUP_STEPS.find((step) => Object.keys(validateStep(step, draft)).length > 0) ?? null;
}

export function maxTablesFor(capacity: number): number {
  const { columns, rows } = setupGridCapacity(capacity);
  return columns * rows;
}

function hasDuplicateNames(rows: ReadonlyArray<{ name: string }>): boolean {
  const names = rows.map((row) => row.name.trim().toLowerCase()).filter((name) => name !== '');
  return new Set(names).size !== names.length;
}

/** The draft as POST /setup/outlet takes it: whole rupiah, percent, the chosen rows only. */
export function toSetupBody(draft: SetupDraft): SetupOutletBody {
  return {
    Outlet: {
      Name: draft.outlet.name.trim(),
      Type: draft.outlet.type,
      Address: draft.outlet.address.trim(),
      Telephone: draft.outlet.telephone.trim(),
      TimeZone: Number(draft.outlet.timeZoneText.trim()),
      CurrencyCode: draft.outlet.currencyCode.trim(),
      IsPrinterV2: draft.outlet.isPrinterV2,
      ExcludeChargeNoSales: draft.outlet.excludeChargeNoSales,
      Rounding: draft.outlet.rounding,
    },
    PaymentMethods: draft.paymentMethods.filter((method) => method.isChosen).map((method) => ({ Name: method.name.trim(), Type: method.type, OpenDrawer: method.openDrawer })),
    Charges: draft.charges
      .filter((charge) => charge.isChosen)
      .map((charge) => ({ Name: charge.name.trim(), Percent: parsePercent(charge.percentText) ?? 0, OrderTypes: [...charge.orderTypes].sort() })),
    Area: { Name: draft.area.name.trim(), TableCount: Number(draft.area.tableCountText.trim()), Capacity: Number(draft.area.capacityText.trim()) },
    Cashier: { Name: draft.cashier.name.trim(), Username: draft.cashier.username.trim(), PIN: draft.cashier.pin },
    Printer: { IpAddress: `${draft.printer.ip.trim()}:${draft.printer.portText.trim()}` },
    Category: { Name: draft.category.name.trim() },
    Products: draft.products
      .filter((product) => product.name.trim() !== '')
      .map((product) => ({ Name: product.name.trim(), Price: Number(product.priceText.trim()) })),
  };
}

export { SETUP_ROUNDING_NONE };
