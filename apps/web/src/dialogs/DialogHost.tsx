import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { closeDialog, useDialogStore, type DialogId, type DialogPropsById } from './dialog-registry.ts';

/** What every dialog component receives besides its own props. */
export interface DialogComponentProps<K extends DialogId> {
  dialogKey: string;
  props: DialogPropsById[K];
  /** Closes this dialog, answering `result` to whoever awaits it. */
  close(result?: unknown): void;
}

type DialogComponent<K extends DialogId> = ComponentType<DialogComponentProps<K>>;

const lazyLoaders: Array<() => Promise<unknown>> = [];

/**
 * A dialog in a chunk of its own (docs/adr/0028): no dialog is needed to show the login or the
 * menu (the payment, bills, reports with the charts library, memberships...), so each loads on
 * first use; DialogHost fetches them all shortly after the first screen, so opening one stays instant.
 */
function lazyDialog<K extends DialogId>(load: () => Promise<DialogComponent<K>>): DialogComponent<K> {
  const loader = () => load().then((component) => ({ default: component }));
  lazyLoaders.push(loader);
  return lazy(loader);
}

const dialogComponents: { [K in DialogId]: DialogComponent<K> } = {
  // Even these two: with them, Mantine's Modal, ScrollArea and floating-ui (about 30 kB gzipped)
  // would sit on the login screen's path. The prefetch below (and the service worker) has them ready.
  'cashier-pin': lazyDialog(async () => (await import('../features/session/dialogs/CashierPinDialog.tsx')).CashierPinDialog),
  'yes-no': lazyDialog(async () => (await import('../shared/dialogs/YesNoDialog.tsx')).YesNoDialog),
  'start-shift': lazyDialog(async () => (await import('../features/shift/dialogs/StartShiftDialog.tsx')).StartShiftDialog),
  'end-shift': lazyDialog(async () => (await import('../features/shift/dialogs/EndShiftDialog.tsx')).EndShiftDialog),
  payment: lazyDialog(async () => (await import('../features/payment/PaymentDialog.tsx')).PaymentDialog),
  'payment-success': lazyDialog(async () => (await import('../features/payment/dialogs/PaymentSuccessDialog.tsx')).PaymentSuccessDialog),
  'change-payment-method': lazyDialog(async () => (await import('../features/payment/dialogs/ChangePaymentMethodDialog.tsx')).ChangePaymentMethodDialog),
  'split-bill': lazyDialog(async () => (await import('../features/bills/SplitBillDialog.tsx')).SplitBillDialog),
  'merge-bill': lazyDialog(async () => (await import('../features/bills/MergeBillDialog.tsx')).MergeBillDialog),
  'refund-order': lazyDialog(async () => (await import('../features/bills/RefundDialog.tsx')).RefundDialog),
  'summary-report': lazyDialog(async () => (await import('../features/reports/SummaryReportDialog.tsx')).SummaryReportDialog),
  'membership-payment': lazyDialog(async () => (await import('../features/memberships/dialogs/MembershipPaymentDialog.tsx')).MembershipPaymentDialog),
  'membership-payment-success': lazyDialog(
    async () => (await import('../features/memberships/dialogs/MembershipPaymentSuccessDialog.tsx')).MembershipPaymentSuccessDialog,
  ),
};

/** Time after the first screen before the dialogs' chunks are fetched in the background. */
export const DIALOG_PREFETCH_DELAY_MS = 3000;

function renderDialog<K extends DialogId>(id: K, dialogKey: string, props: DialogPropsById[K]) {
  const Component = dialogComponents[id] as DialogComponent<K>;
  // One boundary per dialog: a dialog still loading never hides the ones open beneath it.
  return (
    <Suspense key={dialogKey} fallback={null}>
      <Component dialogKey={dialogKey} props={props} close={(result) => closeDialog(dialogKey, result)} />
    </Suspense>
  );
}

/** Renders the open dialog stack, bottom first; mounted once at the root of the app. */
export function DialogHost() {
  const stack = useDialogStore((state) => state.stack);
  useEffect(() => {
    // Off the first screen's critical path, but ready before the cashier reaches for them.
    const timer = setTimeout(() => lazyLoaders.forEach((load) => void load().catch(() => undefined)), DIALOG_PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <>{stack.map((entry) => renderDialog(entry.id, entry.key, entry.props))}</>;
}
