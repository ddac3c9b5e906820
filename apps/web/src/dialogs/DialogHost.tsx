import type { ComponentType } from 'react';
import { CashierPinDialog } from '../features/session/dialogs/CashierPinDialog.tsx';
import { EndShiftDialog } from '../features/shift/dialogs/EndShiftDialog.tsx';
import { StartShiftDialog } from '../features/shift/dialogs/StartShiftDialog.tsx';
import { YesNoDialog } from '../shared/dialogs/YesNoDialog.tsx';
import { ChangePaymentMethodDialog } from '../features/payment/dialogs/ChangePaymentMethodDialog.tsx';
import { PaymentSuccessDialog } from '../features/payment/dialogs/PaymentSuccessDialog.tsx';
import { PaymentDialog } from '../features/payment/PaymentDialog.tsx';
import { MergeBillDialog } from '../features/bills/MergeBillDialog.tsx';
import { RefundDialog } from '../features/bills/RefundDialog.tsx';
import { SplitBillDialog } from '../features/bills/SplitBillDialog.tsx';
import { SummaryReportDialog } from '../features/reports/SummaryReportDialog.tsx';
import { MembershipPaymentDialog } from '../features/memberships/dialogs/MembershipPaymentDialog.tsx';
import { MembershipPaymentSuccessDialog } from '../features/memberships/dialogs/MembershipPaymentSuccessDialog.tsx';
import { closeDialog, useDialogStore, type DialogId, type DialogPropsById } from './dialog-registry.ts';

/** What every dialog component receives besides its own props. */
export interface DialogComponentProps<K extends DialogId> {
  dialogKey: string;
  props: DialogPropsById[K];
  /** Closes this dialog, answering `result` to whoever awaits it. */
  close(result?: unknown): void;
}

const dialogComponents: { [K in DialogId]: ComponentType<DialogComponentProps<K>> } = {
  'cashier-pin': CashierPinDialog,
  'yes-no': YesNoDialog,
  'start-shift': StartShiftDialog,
  'end-shift': EndShiftDialog,
  payment: PaymentDialog,
  'payment-success': PaymentSuccessDialog,
  'change-payment-method': ChangePaymentMethodDialog,
  'split-bill': SplitBillDialog,
  'merge-bill': MergeBillDialog,
  'refund-order': RefundDialog,
  'summary-report': SummaryReportDialog,
  'membership-payment': MembershipPaymentDialog,
  'membership-payment-success': MembershipPaymentSuccessDialog,
};

function renderDialog<K extends DialogId>(id: K, dialogKey: string, props: DialogPropsById[K]) {
  const Component = dialogComponents[id] as ComponentType<DialogComponentProps<K>>;
  return <Component key={dialogKey} dialogKey={dialogKey} props={props} close={(result) => closeDialog(dialogKey, result)} />;
}

/** Renders the open dialog stack, bottom first; mounted once at the root of the app. */
export function DialogHost() {
  const stack = useDialogStore((state) => state.stack);
  return <>{stack.map((entry) => renderDialog(entry.id, entry.key, entry.props))}</>;
}
