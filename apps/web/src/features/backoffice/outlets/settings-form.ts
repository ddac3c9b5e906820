import { OrderType, OutletSettingCode, RoundingSetting } from '@kasir/domain';
import { OutletSettingUpdateBodySchema, ROUNDING_SETTING_NONE, type OutletSetting } from '@kasir/contracts';

/** Spec §9 outlet settings as the form edits them; text where the setting is text. */
export interface SettingsFormValues {
  autoPrintQrTable: boolean;
  multiOrderQrCode: boolean;
  notificationTable: boolean;
  minimumHoursReservation: string;
  reservationDefaultOrderType: string;
  rounding: string;
  broadcast: string;
}

export type SettingsFormErrors = Partial<Record<keyof SettingsFormValues, string>>;

const ON = '1';
const OFF = '0';

/** What an outlet without a stored value behaves as: switches off, no minimum, dine-in, no rounding step. */
export const settingsDefaults: SettingsFormValues = {
  autoPrintQrTable: false,
  multiOrderQrCode: false,
  notificationTable: false,
  minimumHoursReservation: '0',
  reservationDefaultOrderType: String(OrderType.DINE_IN),
  rounding: ROUNDING_SETTING_NONE,
  broadcast: '',
};

const codeOfField = {
  autoPrintQrTable: OutletSettingCode.AUTO_PRINT_QR_TABLE,
  multiOrderQrCode: OutletSettingCode.MULTI_ORDER_QR_CODE,
  notificationTable: OutletSettingCode.NOTIFICATION_TABLE,
  minimumHoursReservation: OutletSettingCode.MINIMUM_HOURS_RESERVATION,
  reservationDefaultOrderType: OutletSettingCode.RESERVATION_DEFAULT_ORDER_TYPE,
  rounding: OutletSettingCode.ROUNDING,
  broadcast: OutletSettingCode.BROADCAST,
} as const satisfies Record<keyof SettingsFormValues, string>;

const fields = Object.keys(codeOfField) as Array<keyof SettingsFormValues>;

export function settingsToForm(settings: readonly OutletSetting[]): SettingsFormValues {
  const valueOf = (code: string) => settings.find((setting) => setting.Code === code)?.Value;
  const values: SettingsFormValues = { ...settingsDefaults };
  for (const field of fields) {
    const stored = valueOf(codeOfField[field]);
    if (stored === undefined) continue;
    if (typeof settingsDefaults[field] === 'boolean') (values as unknown as Record<string, unknown>)[field] = stored === ON;
    else (values as unknown as Record<string, unknown>)[field] = stored;
  }
  return values;
}

/** The PUT body (every code, as PUT /outletSetting takes it), or which fields the shared rules refuse. */
export function readSettingsForm(values: SettingsFormValues): { body: Array<{ Code: string; Value: string }>; errors: null } | { body: null; errors: SettingsFormErrors } {
  const body = fields.map((field) => {
    const value = values[field];
    return { Code: codeOfField[field], Value: typeof value === 'boolean' ? (value ? ON : OFF) : value.trim() };
  });
  const parsed = OutletSettingUpdateBodySchema.safeParse(body);
  if (parsed.success) return { body, errors: null };
  const errors: SettingsFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fields[Number(issue.path[0])];
    if (field) errors[field] = `boOutlets.settings.errors.${field}`;
  }
  return { body: null, errors };
}

export const roundingOptions = [
  { value: ROUNDING_SETTING_NONE, labelKey: 'boOutlets.settings.roundingNone' },
  { value: String(RoundingSetting.HUNDRED), labelKey: 'boOutlets.settings.roundingHundred' },
  { value: String(RoundingSetting.THOUSAND), labelKey: 'boOutlets.settings.roundingThousand' },
] as const;
