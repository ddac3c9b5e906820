import { act, configure, waitFor } from '@testing-library/react';
import { notificationsStore } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { OtherPermission, TOAST_TIMEOUT_MS } from '@kasir/domain';
import { paths } from '../../app/router.tsx';
import { changeLocale } from '../../i18n/i18n.ts';
import { sockets } from '../../test/fake-realtime.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { signInWithPermissions } from '../settings/settings-test-support.ts';
import { makeShift } from '../shift/shift-test-support.ts';

configure({ asyncUtilTimeout: 5000 });
vi.mock('socket.io-client', () => import('../../test/fake-realtime.ts').then((realtime) => realtime.fakeSocketIo));

const notices = () => notificationsStore.getState().notifications.map((item) => ({ title: String(item.title), message: String(item.message), autoClose: item.autoClose }));

describe('courier-found notice', () => {
  it("order:getCourier shows 'Kurir telah ditemukan' with the order number and driver, in the cashier's language", async () => {
    signInWithPermissions([OtherPermission.SETTINGS]);
    mockApi({
      'GET /api/outletSetting/global/GLOBAL_MAINTENANCE_CASHIER': { body: { data: null } },
      'GET /api/user/checkLockStatus': { body: { data: { IsLocked: false } } },
      'POST /api/errorlogs/insert': { body: { data: null } },
      'GET /api/shift/getCurrentShift': { body: { data: makeShift() } },
      'GET /api/customerOrder': { body: { data: [] } },
      'GET /api/billRequest': { body: { data: [] } },
    });
    act(() => changeLocale('id'));
    renderApp(paths.settings);
    // The shell opened the outlet's realtime connection.
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    act(() => sockets.at(-1)?.receive('connect'));
    act(() => sockets.at(-1)?.receive('order:getCourier', { OutletId: 1, Seq: 1, OrderId: 7, OrderNo: 'KS-0007', StepProcess: 0, Status: 2, CourierStatus: 'DRIVER_FOUND', DeliverName: 'Joko Santoso' }));
    expect(notices()[0]).toEqual({ title: 'Kurir telah ditemukan', message: 'KS-0007 · Joko Santoso', autoClose: TOAST_TIMEOUT_MS });
    act(() => changeLocale('en'));
  });
});
