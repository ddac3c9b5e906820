import { DEFAULT_CURRENCY_CODE, DEFAULT_TIME_ZONE_HOURS, OutletType } from '@kasir/domain';
import { OutletCreateBodySchema, type Outlet, type OutletCreateBody } from '@kasir/contracts';

/** What the outlet form edits; numbers stay text while typed, so an empty field is not a 0. */
export interface OutletFormValues {
  name: string;
  address: string;
  telephone: string;
  timeZone: string;
  type: number;
  currencyCode: string;
  isPrinterV2: boolean;
  excludeChargeNoSales: boolean;
  /** '' uses SellPrice; '2' uses LEVEL2. */
  priceLevel: string;
}

/** The form's field → its error key (boOutlets.errors.*), from the server's own contract. */
export type OutletFormErrors = Partial<Record<keyof OutletFormValues, string>>;

export const emptyOutletForm: OutletFormValues = {
  name: '',
  address: '',
  telephone: '',
  timeZone: String(DEFAULT_TIME_ZONE_HOURS),
  type: OutletType.RESTAURANT,
  currencyCode: DEFAULT_CURRENCY_CODE,
  isPrinterV2: false,
  excludeChargeNoSales: false,
  priceLevel: '',
};

export function outletToForm(outlet: Outlet): OutletFormValues {
  return {
    name: outlet.Name,
    address: outlet.Address,
    telephone: outlet.Telephone,
    timeZone: String(outlet.TimeZone),
    type: outlet.Type,
    currencyCode: outlet.CurrencyCode,
    isPrinterV2: outlet.IsPrinterV2,
    excludeChargeNoSales: outlet.ExcludeChargeNoSales,
    priceLevel: outlet.OutletAppSetting.PriceLevel === null ? '' : String(outlet.OutletAppSetting.PriceLevel),
  };
}

const fieldOfBodyKey: Record<string, keyof OutletFormValues> = {
  Name: 'name',
  Address: 'address',
  Telephone: 'telephone',
  TimeZone: 'timeZone',
  Type: 'type',
  CurrencyCode: 'currencyCode',
  IsPrinterV2: 'isPrinterV2',
  ExcludeChargeNoSales: 'excludeChargeNoSales',
  PriceLevel: 'priceLevel',
};

const errorKeyOfField: Record<keyof OutletFormValues, string> = {
  name: 'boOutlets.errors.name',
  address: 'boOutlets.errors.address',
  telephone: 'boOutlets.errors.telephone',
  timeZone: 'boOutlets.errors.timeZone',
  type: 'boOutlets.errors.type',
  currencyCode: 'boOutlets.errors.currencyCode',
  isPrinterV2: 'boOutlets.errors.type',
  excludeChargeNoSales: 'boOutlets.errors.type',
  priceLevel: 'boOutlets.errors.priceLevel',
};

/** Text a number field holds → the number the server takes; '' and non-numbers stay NaN for the contract to refuse. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The POST /outlet body of the form (PUT takes the same fields), or the errors the server would answer. */
export function readOutletForm(values: OutletFormValues): { body: OutletCreateBody; errors: null } | { body: null; errors: OutletFormErrors } {
  const candidate = {
    Name: values.name,
    Address: values.address,
    Telephone: values.telephone,
    TimeZone: numberOf(values.timeZone),
    Type: values.type,
    CurrencyCode: values.currencyCode,
    IsPrinterV2: values.isPrinterV2,
    ExcludeChargeNoSales: values.excludeChargeNoSales,
    PriceLevel: values.priceLevel.trim() === '' ? null : numberOf(values.priceLevel),
  };
  const parsed = OutletCreateBodySchema.safeParse(candidate);
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: OutletFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOfBodyKey[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = errorKeyOfField[field];
  }
  return { body: null, errors };
}

/** A server refusal's field (data[].field, e.g. 'Name') → the form field it names. */
export function formFieldOfServerField(field: string): keyof OutletFormValues | null {
  return fieldOfBodyKey[field] ?? null;
}
