export { PaymentActions, openPaymentDialog, PAYABLE_ORDER_STATUSES } from './PaymentActions.tsx';
export { PaymentDialog } from './PaymentDialog.tsx';
export { PaymentSuccessDialog } from './dialogs/PaymentSuccessDialog.tsx';
export { ChangePaymentMethodDialog } from './dialogs/ChangePaymentMethodDialog.tsx';
export type { PaymentDialogState } from './payment-dialog-state.ts';
export { paymentMethodLabel } from './payment-labels.ts';
