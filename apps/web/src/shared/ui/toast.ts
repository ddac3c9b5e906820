import { notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@kasir/domain';
import { translateMessage } from '../../i18n/messages.ts';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

const colorByKind: Record<ToastKind, string> = { success: 'teal', error: 'red', info: 'coffee', warning: 'orange' };

/**
 * Mantine lists notifications oldest first; a rising priority puts the newest on top (spec §9)
 * and, beyond the visible limit, queues the oldest instead of the newest.
 */
let nextPriority = 1;

/** Success toasts still open, with when each was shown: they belong to the screen they were shown on. */
const openSuccessToasts = new Map<string, number>();

/**
 * A success toast shown this shortly before the screen changes came with the change (an
 * action that saves, says so and moves on): it stays for the new screen.
 */
export const TOAST_SCREEN_CHANGE_GRACE_MS = 150;

export interface ToastOptions {
  title?: string;
  timeoutMs?: number;
}

/** Shows a toast; a message of the message table (a spec text, say) shows in the cashier's language. */
export function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  const id = notifications.show({
    color: colorByKind[kind],
    title: options.title,
    message: translateMessage(message),
    autoClose: options.timeoutMs ?? TOAST_TIMEOUT_MS,
    priority: nextPriority++,
    withBorder: true,
    onClose: () => openSuccessToasts.delete(id),
  });
  if (kind === 'success') openSuccessToasts.set(id, Date.now());
  return id;
}

/**
 * The cashier moved to another screen: the success toasts of the previous one close (they said
 * "done" about a screen no longer shown); errors, warnings and notices stay until read or timed out.
 */
export function closeSuccessToastsOfPreviousScreen(now: number = Date.now()): void {
  for (const [id, shownAt] of openSuccessToasts) {
    if (now - shownAt < TOAST_SCREEN_CHANGE_GRACE_MS) continue;
    notifications.hide(id);
    openSuccessToasts.delete(id);
  }
}

export const toast = {
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  error: (message: string, options?: ToastOptions) => showToast('error', message, options),
  info: (message: string, options?: ToastOptions) => showToast('info', message, options),
  warning: (message: string, options?: ToastOptions) => showToast('warning', message, options),
};
