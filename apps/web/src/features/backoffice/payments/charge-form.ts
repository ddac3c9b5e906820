import type { AdminCharge, ChargeBody } from '@kasir/contracts';
import { CHARGE_NAME_MAX, CHARGE_PERCENT_MAX, ChargeDeductFrom, ChargeType } from '@kasir/domain';

/** What the charge dialog edits. Amount: percent for a percentage charge, rupiah for a fixed one. */
export type ChargeForm = {
  name: string;
  type: number;
  amount: number | '';
  addProductPrice: boolean;
  includedProductPrice: boolean;
  deductFrom: number;
  isActive: boolean;
  orderTypeIds: number[];
};

export type ChargeFormErrors = Partial<Record<'name' | 'amount', string>>;

export const emptyChargeForm: ChargeForm = {
  name: '',
  type: ChargeType.PERCENTAGE,
  amount: '',
  addProductPrice: false,
  includedProductPrice: false,
  deductFrom: ChargeDeductFrom.SUB_TOTAL,
  isActive: true,
  orderTypeIds: [],
};

export function chargeToForm(charge: AdminCharge): ChargeForm {
  return {
    name: charge.Name,
    type: charge.Type,
    amount: charge.Amount,
    addProductPrice: charge.AddProductPrice,
    includedProductPrice: charge.IncludedProductPrice,
    deductFrom: charge.DeductFrom,
    isActive: charge.IsActive,
    orderTypeIds: charge.OrderTypeIds,
  };
}

const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** The body of POST/PUT, or the errors to show (keys of boPayments.errors). */
export function readChargeForm(form: ChargeForm, outletId: number): { body: ChargeBody; errors: null } | { body: null; errors: ChargeFormErrors } {
  const errors: ChargeFormErrors = {};
  const name = form.name.trim();
  if (name === '') errors.name = 'nameRequired';
  else if (name.length > CHARGE_NAME_MAX) errors.name = 'nameTooLong';
  if (form.amount === '') errors.amount = 'amountRequired';
  else if (form.amount < 0 || !hasTwoDecimalsAtMost(form.amount)) errors.amount = form.type === ChargeType.PERCENTAGE ? 'percentInvalid' : 'moneyInvalid';
  else if (form.type === ChargeType.PERCENTAGE && form.amount > CHARGE_PERCENT_MAX) errors.amount = 'percentInvalid';
  if (Object.keys(errors).length > 0 || form.amount === '') return { body: null, errors };
  return {
    errors: null,
    body: {
      OutletId: outletId,
      Name: name,
      Type: form.type,
      Amount: form.amount,
      AddProductPrice: form.addProductPrice,
      IncludedProductPrice: form.includedProductPrice,
      DeductFrom: form.deductFrom,
      IsActive: form.isActive,
      OrderTypeIds: [...new Set(form.orderTypeIds)],
    },
  };
}
