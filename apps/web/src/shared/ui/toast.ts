import { notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@kasir/domain';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

const colorByKind: Record<ToastKind, string> = { success: 'teal', error: 'red', info: 'coffee', warning: 'orange' };

/**
 * Mantine lists notifications oldest first; a rising priority puts the newest on top (spec §9)
 * and, beyond the visible limit, queues the oldest instead of the newest.
 */
let nextPriority = 1;

export interface ToastOptions {
  title?: string;
  timeoutMs?: number;
}

export function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  return notifications.show({
    color: colorByKind[kind],
    title: options.title,
    message,
    autoClose: options.timeoutMs ?? TOAST_TIMEOUT_MS,
    priority: nextPriority++,
    withBorder: true,
  });
}

export const toast = {
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  error: (message: string, options?: ToastOptions) => showToast('error', message, options),
  info: (message: string, options?: ToastOptions) => showToast('info', message, options),
  warning: (message: string, options?: ToastOptions) => showToast('warning', message, options),
};
