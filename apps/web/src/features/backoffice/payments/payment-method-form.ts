import type { AdminPaymentMethod, PaymentMethodBody } from '@kasir/contracts';
import { PAYMENT_METHOD_NAME_MAX, PaymentMethodTypeCode } from '@kasir/domain';

/** What the payment method dialog edits; numbers stay '' while empty (Mantine NumberInput). */
export type PaymentMethodForm = {
  name: string;
  type: number;
  openDrawer: boolean;
  isUsePoint: boolean;
  maxPoint: number | '';
  isNoSales: boolean;
  /** Rupiah, at most two decimals. */
  defaultValue: number | '';
  image: { id: number; fileName: string } | null;
  position: number;
};

export type PaymentMethodFormErrors = Partial<Record<'name' | 'maxPoint' | 'defaultValue', string>>;

export const emptyPaymentMethodForm: PaymentMethodForm = {
  name: '',
  type: PaymentMethodTypeCode.CASH,
  openDrawer: true,
  isUsePoint: false,
  maxPoint: '',
  isNoSales: false,
  defaultValue: '',
  image: null,
  position: 0,
};

export const isPointType = (type: number): boolean => type === PaymentMethodTypeCode.POINT;

export function paymentMethodToForm(method: AdminPaymentMethod): PaymentMethodForm {
  return {
    name: method.Name,
    type: method.Type,
    openDrawer: method.OpenDrawer,
    isUsePoint: method.IsUsePoint,
    maxPoint: method.MaxPoint ?? '',
    isNoSales: method.IsNoSales,
    defaultValue: method.DefaultValue ?? '',
    image: method.ImageId !== null && method.Image ? { id: method.ImageId, fileName: method.Image.FileName } : null,
    position: method.Position,
  };
}

/** A new type: a point method always uses points (the server says so too). */
export function withType(form: PaymentMethodForm, type: number): PaymentMethodForm {
  return { ...form, type, isUsePoint: isPointType(type) ? true : form.isUsePoint };
}

const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** The body of POST/PUT, or the errors to show (keys of boPayments.errors). */
export function readPaymentMethodForm(form: PaymentMethodForm, outletId: number): { body: PaymentMethodBody; errors: null } | { body: null; errors: PaymentMethodFormErrors } {
  const errors: PaymentMethodFormErrors = {};
  const name = form.name.trim();
  if (name === '') errors.name = 'nameRequired';
  else if (name.length > PAYMENT_METHOD_NAME_MAX) errors.name = 'nameTooLong';
  if (form.maxPoint !== '' && (form.maxPoint < 0 || !Number.isInteger(form.maxPoint))) errors.maxPoint = 'wholeNotNegative';
  if (form.defaultValue !== '' && (form.defaultValue < 0 || !hasTwoDecimalsAtMost(form.defaultValue))) errors.defaultValue = 'moneyInvalid';
  if (Object.keys(errors).length > 0) return { body: null, errors };
  const isUsePoint = isPointType(form.type) || form.isUsePoint;
  return {
    errors: null,
    body: {
      OutletId: outletId,
      Name: name,
      Type: form.type,
      OpenDrawer: form.openDrawer,
      IsUsePoint: isUsePoint,
      MaxPoint: isUsePoint && form.maxPoint !== '' ? form.maxPoint : null,
      IsNoSales: form.isNoSales,
      DefaultValue: form.defaultValue === '' ? null : form.defaultValue,
      ImageId: form.image?.id ?? null,
      Position: form.position,
    },
  };
}
