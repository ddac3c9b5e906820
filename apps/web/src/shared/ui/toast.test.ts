import { act } from '@testing-library/react';
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { SpecMessage } from '@kasir/domain';
import { changeLocale } from '../../i18n/i18n.ts';
import { TOAST_SCREEN_CHANGE_GRACE_MS, closeSuccessToastsOfPreviousScreen, toast } from './toast.ts';

const shown = () => notificationsStore.getState().notifications.map((item) => String(item.message));

afterEach(() => {
  act(() => changeLocale('en'));
  cleanNotifications();
});

describe('toasts', () => {
  it('close the success toasts of the previous screen and keep errors and the toast that came with the change', () => {
    const shownAt = Date.now();
    toast.success('Shift started');
    toast.error('Wrong PIN');
    closeSuccessToastsOfPreviousScreen(shownAt + TOAST_SCREEN_CHANGE_GRACE_MS - 1);
    expect(shown()).toEqual(['Wrong PIN', 'Shift started']);
    closeSuccessToastsOfPreviousScreen(shownAt + TOAST_SCREEN_CHANGE_GRACE_MS + 1000);
    expect(shown()).toEqual(['Wrong PIN']);
  });

  it('put the newest on top (spec §9)', () => {
    toast.info('first');
    toast.info('second');
    expect(shown()).toEqual(['second', 'first']);
  });

  it('show a message of the message table in the chosen language', () => {
    toast.success(SpecMessage.PRINT_RECEIPT_SUCCESS);
    act(() => changeLocale('zh'));
    toast.error(SpecMessage.PRINTER_NOT_FOUND);
    act(() => changeLocale('id'));
    toast.success(SpecMessage.PRINT_RECEIPT_SUCCESS);
    expect(shown()).toEqual(['Sukses cetak struk', '未找到打印机！请刷新页面！', 'Receipt printed']);
  });
});
