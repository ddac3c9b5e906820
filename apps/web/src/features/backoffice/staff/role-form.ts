import { ModuleType, OtherPermission } from '@kasir/domain';
import type { RoleDetail, RoleWriteBody } from '@kasir/contracts';

type ModuleKey = keyof typeof ModuleType;
type PermissionKey = keyof typeof OtherPermission;

/** Spec §6 module types, grouped as an owner thinks of them; every type appears once (role-form.test). */
export const MODULE_GROUPS: ReadonlyArray<{ key: string; modules: readonly ModuleKey[] }> = [
  { key: 'floor', modules: ['OUTLET', 'OUTLET_AREA', 'OUTLET_TABLE', 'RESERVASI'] },
  { key: 'orders', modules: ['PESANAN', 'SHIFT', 'FAVORITE', 'MEMBER'] },
  { key: 'catalog', modules: ['PRODUCT', 'PRODUCT_CATEGORY', 'DEPARTMENT', 'PRODUCT_BUNDLE', 'SUB_PRODUCT', 'PROMO'] },
  { key: 'money', modules: ['PAYMENT', 'OUTLET_PAYMENT_METHOD', 'CHARGE'] },
  { key: 'admin', modules: ['PENGATURAN', 'REPORT', 'RECEIPT', 'DEVICE', 'ROLE'] },
];

/** Spec §6 other permissions, grouped; every permission appears once (role-form.test). */
export const PERMISSION_GROUPS: ReadonlyArray<{ key: string; permissions: readonly PermissionKey[] }> = [
  { key: 'orders', permissions: ['ADD_ORDER', 'EDIT_ORDER', 'CANCEL_ORDER', 'SPLIT_BILL', 'MERGE_BILL', 'TRANSFER_ORDER', 'REFUND_ORDER', 'MANAGE_CUSTOMER_ORDERS', 'VIEW_ORDER_HISTORY'] },
  { key: 'tables', permissions: ['MOVE_TABLE', 'MERGE_TABLE', 'RESERVATION'] },
  { key: 'payments', permissions: ['PAYMENT', 'CHANGE_PAYMENT_METHOD'] },
  { key: 'members', permissions: ['EDIT_CUSTOMER_DATA', 'ADD_MEMBER', 'EDIT_MEMBER_DATA', 'GENERATE_MEMBER_QR', 'CANCEL_MEMBER_QR'] },
  { key: 'other', permissions: ['VIEW_SHIFT_HISTORY', 'MANAGE_FAVORITES', 'SETTINGS', 'SET_PRODUCT_STOCK', 'EDIT_RECEIPT_SETTINGS'] },
];

/** What the role editor edits: granted modules, granted permissions with their UsePin, the three flags. */
export interface RoleFormValues {
  name: string;
  moduleIds: number[];
  /** Permission id → UsePin. A permission not in the map is not granted. */
  permissions: Record<number, boolean>;
  automaticStartShift: boolean;
  /** 'HH:mm', or '' for no start time. */
  startShiftTime: string;
  automaticLogoutCashier: boolean;
}

export type RoleFormErrors = Partial<Record<'name' | 'startShiftTime', { key: string; values?: Record<string, unknown> }>>;

export const emptyRoleForm: RoleFormValues = { name: '', moduleIds: [], permissions: {}, automaticStartShift: false, startShiftTime: '', automaticLogoutCashier: false };

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export function roleToForm(role: RoleDetail): RoleFormValues {
  return {
    name: role.Name,
    moduleIds: role.RoleModuleAccesses.map((access) => access.ModuleId),
    permissions: Object.fromEntries(role.RoleOtherModules.map((other) => [other.OtherModuleId, other.UsePin])),
    automaticStartShift: role.AutomaticStartShift,
    // The time input shows minutes; a stored 'HH:mm:ss' keeps its hour and minute.
    startShiftTime: role.StartShiftTime?.slice(0, 5) ?? '',
    automaticLogoutCashier: role.AutomaticLogoutChasier,
  };
}

export function validateRoleForm(values: RoleFormValues): RoleFormErrors {
  const errors: RoleFormErrors = {};
  if (!values.name.trim()) errors.name = { key: 'backOffice.required', values: { field: 'boStaff.roles.name' } };
  if (values.startShiftTime !== '' && !TIME_OF_DAY.test(values.startShiftTime)) errors.startShiftTime = { key: 'boStaff.roles.startShiftTimeInvalid' };
  return errors;
}

export function roleFormToBody(values: RoleFormValues): RoleWriteBody {
  return {
    Name: values.name.trim(),
    RoleModuleAccesses: [...values.moduleIds].sort((a, b) => a - b).map((id) => ({ ModuleId: id })),
    RoleOtherModules: Object.entries(values.permissions)
      .map(([id, usePin]) => ({ OtherModuleId: Number(id), UsePin: usePin }))
      .sort((a, b) => a.OtherModuleId - b.OtherModuleId),
    AutomaticStartShift: values.automaticStartShift,
    StartShiftTime: values.startShiftTime === '' ? null : values.startShiftTime,
    AutomaticLogoutChasier: values.automaticLogoutCashier,
  };
}

/** Grants or withdraws a permission; a withdrawn one forgets its UsePin, a new one starts without. */
export function togglePermission(permissions: Record<number, boolean>, id: number, isGranted: boolean): Record<number, boolean> {
  const next = { ...permissions };
  if (isGranted) next[id] = next[id] ?? false;
  else delete next[id];
  return next;
}
