import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerEvent } from '@kasir/contracts';
import { FakeSocket } from '../../test/fake-socket.ts';
import { cashierAni, cashierToken, meAni, outletKopiSenja, ownerToken } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { useSessionStore } from './session-store.ts';

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
}));

const { connectRealtime, disconnectRealtime } = await import('../../api/socket-client.ts');
const { useProfileRefresh } = await import('./use-profile-refresh.ts');

afterEach(() => disconnectRealtime());

function setUp() {
  useSessionStore.setState({ ownerToken, cashierToken, cashier: cashierAni, outlet: outletKopiSenja });
  const flagged = { ...meAni, User: { ...cashierAni, AutomaticStartShift: true, StartShiftTime: '08:00', AutomaticLogoutChasier: true } };
  const api = mockApi({ 'GET /api/user/me': { body: { data: flagged } } });
  renderHook(() => useProfileRefresh());
  connectRealtime({ token: cashierToken, outletId: outletKopiSenja.Id, user: { UserId: cashierAni.Id, OutletId: outletKopiSenja.Id, OwnerId: 1, RoleId: cashierAni.UserRole!.Role.Id }, onSessionEnded: () => undefined });
  const socket = sockets.at(-1)!;
  socket.receive('connect');
  return { api, socket };
}

describe('useProfileRefresh (user:changed)', () => {
  it('refetches /user/me when the owner changed this cashier’s role, and takes its flags', async () => {
    const { api, socket } = setUp();
    socket.receive(ServerEvent.USER_CHANGED, { UserId: null, RoleId: cashierAni.UserRole!.Role.Id, OutletId: outletKopiSenja.Id, Seq: 1 });
    await waitFor(() => expect(useSessionStore.getState().cashier?.AutomaticLogoutChasier).toBe(true));
    expect(useSessionStore.getState().cashier).toMatchObject({ AutomaticStartShift: true, StartShiftTime: '08:00' });
    expect(api.callsTo('GET', '/api/user/me')).toHaveLength(1);
  });

  it('ignores a change of another user or another role', async () => {
    const { api, socket } = setUp();
    socket.receive(ServerEvent.USER_CHANGED, { UserId: cashierAni.Id + 100, RoleId: null, OutletId: outletKopiSenja.Id, Seq: 1 });
    socket.receive(ServerEvent.USER_CHANGED, { UserId: null, RoleId: 999, OutletId: outletKopiSenja.Id, Seq: 2 });
    await new Promise((done) => setTimeout(done, 50));
    expect(api.callsTo('GET', '/api/user/me')).toHaveLength(0);
    expect(useSessionStore.getState().cashier).toEqual(cashierAni);
  });
});
