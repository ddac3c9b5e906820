import { create } from 'zustand';
import type { PaidMembership, Payment } from '@kasir/contracts';
import type { PaymentDialogState } from '../features/payment/payment-dialog-state.ts';
import type { MembershipPaymentState } from '../features/memberships/membership-payment-state.ts';

/**
 * Every dialog of the app and its props. Props are plain JSON so the open dialogs can be
 * saved when the cashier locks the screen and restored after unlocking (spec §2), even across
 * a reload. Later issues add their dialogs here; a dialog keeps any state worth restoring
 * (typed amounts, chosen items) in its props through `updateDialogProps`.
 */
export interface DialogPropsById {
  /** Spec §2 "PIN entry": select cashier, then a 6-digit PIN that submits by itself. */
  'cashier-pin': { cashierId: number; cashierName: string; username: string };
  /** Spec §2 generic yes/no. Texts are already translated. */
  'yes-no': { title: string; message: string; confirmLabel: string; isDanger?: boolean };
  /** Issue 3: opening cash for a new shift; the shell opens it on SHIFT_NOT_START_ERROR. */
  'start-shift': Record<string, never>;
  /** Spec §2 end shift: cash amount, note, optional pass to another user. */
  'end-shift': { shiftId: number };
  /** Spec §2/§4 order payment: the whole dialog state (no card numbers), restored after a lock. */
  payment: PaymentDialogState;
  /** Spec §2 payment success: the payment as the server answered it (card numbers masked). */
  'payment-success': { orderId: number; payment: Payment };
  /** Issue 6: new lines for a paid order's payment, amounts by outlet payment method id. */
  'change-payment-method': { orderId: number; paymentId: number; amounts: Record<string, number> };
  /** Spec §2 split bill: the quantities of each line moved into each numbered group (line keys of features/bills). */
  'split-bill': { orderId: number; groups: Array<Record<string, number>> };
  /** Spec §2 merge bill: the order chosen in each field (null while empty). */
  'merge-bill': { orderId: number; orderIds: Array<number | null> };
  /** Spec §2 refund order product: the quantity chosen per line key, and the reason typed. */
  'refund-order': { orderId: number; quantities: Record<string, number>; reason: string };
  /** Spec §2 summary sales report: the chosen range as whole outlet days 'YYYY-MM-DD'. */
  'summary-report': { fromDate: string; toDate: string };
  /** Spec §2 membership payment (normal or extend mode): the whole dialog state, restored after a lock. */
  'membership-payment': MembershipPaymentState;
  /** Spec §2 payment success of a membership: the paid purchase as the server answered it. */
  'membership-payment-success': { purchase: PaidMembership };
}

/** What each dialog answers when it closes (undefined when dismissed or restored after a reload). */
export interface DialogResultById {
  'cashier-pin': void;
  'yes-no': boolean;
  'start-shift': void;
  'end-shift': void;
  payment: void;
  'payment-success': void;
  'change-payment-method': void;
  'split-bill': void;
  'merge-bill': void;
  'refund-order': void;
  'summary-report': void;
  'membership-payment': void;
  'membership-payment-success': void;
}

export type DialogId = keyof DialogPropsById;

/** Known ids, so a snapshot saved by an older version of the app cannot open something unknown. */
const dialogIds: Record<DialogId, true> = { 'cashier-pin': true, 'yes-no': true, 'start-shift': true, 'end-shift': true, payment: true, 'payment-success': true, 'change-payment-method': true, 'split-bill': true, 'merge-bill': true, 'refund-order': true, 'summary-report': true, 'membership-payment': true, 'membership-payment-success': true };

/** One open dialog; a discriminated union on `id`. */
export type OpenDialog = { [K in DialogId]: { key: string; id: K; props: DialogPropsById[K] } }[DialogId];

interface DialogStackState {
  stack: OpenDialog[];
}

export const useDialogStore = create<DialogStackState>(() => ({ stack: [] }));

export const LOCK_SNAPSHOT_STORAGE_KEY = 'kasir.lockedDialogs';

/** Result callbacks cannot be serialised; they live in memory and are lost on a reload. */
const resolvers = new Map<string, (result: unknown) => void>();
let nextKey = 1;

export function openDialog<K extends DialogId>(id: K, props: DialogPropsById[K]): string {
  const key = `${id}-${Date.now()}-${nextKey++}`;
  const entry = { key, id, props } as OpenDialog;
  useDialogStore.setState((state) => ({ stack: [...state.stack, entry] }));
  return key;
}

/** Opens a dialog and resolves with its answer when it closes. */
export function openDialogForResult<K extends DialogId>(
  id: K,
  props: DialogPropsById[K],
): Promise<DialogResultById[K] | undefined> {
  const key = openDialog(id, props);
  return new Promise((resolve) => {
    resolvers.set(key, (result) => resolve(result as DialogResultById[K] | undefined));
  });
}

export function closeDialog(key: string, result?: unknown): void {
  useDialogStore.setState((state) => ({ stack: state.stack.filter((entry) => entry.key !== key) }));
  const resolve = resolvers.get(key);
  resolvers.delete(key);
  resolve?.(result);
}

export function updateDialogProps<K extends DialogId>(key: string, id: K, patch: Partial<DialogPropsById[K]>): void {
  useDialogStore.setState((state) => ({
    stack: state.stack.map((entry) =>
      entry.key === key && entry.id === id ? ({ ...entry, props: { ...entry.props, ...patch } } as OpenDialog) : entry,
    ),
  }));
}

/** The props an open dialog has now (they change while it is open), or undefined once it is closed. */
export function dialogPropsOf<K extends DialogId>(key: string, id: K): DialogPropsById[K] | undefined {
  const entry = useDialogStore.getState().stack.find((candidate) => candidate.key === key && candidate.id === id);
  return entry?.props as DialogPropsById[K] | undefined;
}

export function closeAllDialogs(): void {
  const keys = useDialogStore.getState().stack.map((entry) => entry.key);
  useDialogStore.setState({ stack: [] });
  keys.forEach((key) => {
    resolvers.get(key)?.(undefined);
    resolvers.delete(key);
  });
}

function isOpenDialog(entry: unknown): entry is OpenDialog {
  return (
    entry !== null &&
    typeof entry === 'object' &&
    'key' in entry &&
    typeof entry.key === 'string' &&
    'id' in entry &&
    typeof entry.id === 'string' &&
    entry.id in dialogIds &&
    'props' in entry &&
    typeof entry.props === 'object'
  );
}

function isOpenDialogList(value: unknown): value is OpenDialog[] {
  return Array.isArray(value) && value.every(isOpenDialog);
}

/** Dialogs hidden by the current lock, kept in memory as well as in storage. */
let hiddenForLock: OpenDialog[] = [];

/** Before locking: stores the open dialogs locally and hides them. */
export function saveForLock(): void {
  const { stack } = useDialogStore.getState();
  try {
    localStorage.setItem(LOCK_SNAPSHOT_STORAGE_KEY, JSON.stringify(stack));
  } catch {
    // Without storage the dialogs still come back from memory if the page is not reloaded.
  }
  hiddenForLock = stack;
  useDialogStore.setState({ stack: [] });
}

/** Locking failed or was not confirmed: the saved state is removed and the dialogs come back. */
export function cancelSaveForLock(): void {
  discardLockSnapshot();
  useDialogStore.setState({ stack: hiddenForLock });
  hiddenForLock = [];
}

/** After unlocking: reopens the dialogs that were open when the screen was locked. */
export function restoreAfterUnlock(): void {
  let saved: unknown = null;
  try {
    const raw = localStorage.getItem(LOCK_SNAPSHOT_STORAGE_KEY);
    saved = raw ? JSON.parse(raw) : null;
  } catch {
    saved = null;
  }
  const stack = isOpenDialogList(saved) ? saved : hiddenForLock;
  discardLockSnapshot();
  hiddenForLock = [];
  useDialogStore.setState({ stack });
}

export function discardLockSnapshot(): void {
  try {
    localStorage.removeItem(LOCK_SNAPSHOT_STORAGE_KEY);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}
