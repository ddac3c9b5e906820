import { PIN_LENGTH } from '@kasir/domain';
import type { CashierWriteBody, User } from '@kasir/contracts';

/** What the cashier dialog edits. `pin` is '' until a PIN was typed twice on the keypad. */
export interface StaffFormValues {
  name: string;
  username: string;
  roleId: number | null;
  outletIds: number[];
  pin: string;
}

/** Field → its message key under boStaff (or backOffice.required for blanks). */
export type StaffFormErrors = Partial<Record<keyof StaffFormValues, { key: string; values?: Record<string, unknown> }>>;

export const emptyStaffForm: StaffFormValues = { name: '', username: '', roleId: null, outletIds: [], pin: '' };

export function cashierToForm(user: User): StaffFormValues {
  return {
    name: user.Name,
    username: user.Username,
    roleId: user.UserRole?.Role.Id ?? null,
    outletIds: user.UserRole?.UserRoleOutlets.map((outlet) => outlet.OutletId) ?? [],
    pin: '',
  };
}

/** The form's own checks, before the server's: a new cashier needs a PIN; an edit keeps the old one unless a new one was typed. */
export function validateStaffForm(values: StaffFormValues, isNew: boolean): StaffFormErrors {
  const errors: StaffFormErrors = {};
  if (!values.name.trim()) errors.name = { key: 'backOffice.required', values: { field: 'boStaff.fields.name' } };
  if (!values.username.trim()) errors.username = { key: 'backOffice.required', values: { field: 'boStaff.fields.username' } };
  if (values.roleId === null) errors.roleId = { key: 'boStaff.roleRequired' };
  if (values.outletIds.length === 0) errors.outletIds = { key: 'boStaff.outletsRequired' };
  if (isNew && values.pin.length !== PIN_LENGTH) errors.pin = { key: 'boStaff.pinRequired' };
  return errors;
}

export function staffFormToBody(values: StaffFormValues): CashierWriteBody {
  return {
    Name: values.name.trim(),
    Username: values.username.trim(),
    RoleId: values.roleId ?? 0,
    OutletIds: values.outletIds,
    ...(values.pin ? { PIN: values.pin } : {}),
  };
}

/** The two-step PIN entry: the first PIN is kept until the second one agrees with it. */
export type PinEntryStep = { stage: 'first' } | { stage: 'again'; first: string };

export type PinEntryResult = { step: PinEntryStep; pin: string | null; isMismatch: boolean };

/** One completed PIN on the keypad: the first asks again; the second either agrees (pin) or starts over. */
export function advancePinEntry(step: PinEntryStep, typed: string): PinEntryResult {
  if (step.stage === 'first') return { step: { stage: 'again', first: typed }, pin: null, isMismatch: false };
  if (typed === step.first) return { step: { stage: 'first' }, pin: typed, isMismatch: false };
  return { step: { stage: 'first' }, pin: null, isMismatch: true };
}
