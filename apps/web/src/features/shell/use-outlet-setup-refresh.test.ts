import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerEvent } from '@kasir/contracts';
import { FakeSocket } from '../../test/fake-socket.ts';
import { queryClient } from '../../api/query-client.ts';
import { SESSION_CACHE_PREFIX, readSessionCache, writeSessionCache } from '../../shared/session-cache.ts';

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
}));

const { connectRealtime, disconnectRealtime } = await import('../../api/socket-client.ts');
const { useOutletSetupRefresh } = await import('./use-outlet-setup-refresh.ts');

function connectedSocket(): FakeSocket {
  connectRealtime({ token: 't', outletId: 7, user: { UserId: 1, OutletId: 7, OwnerId: 1, RoleId: null }, onSessionEnded: () => undefined });
  const socket = sockets.at(-1)!;
  socket.receive('connect');
  return socket;
}

beforeEach(() => {
  sessionStorage.clear();
  sockets.length = 0;
});
afterEach(() => {
  disconnectRealtime();
  vi.restoreAllMocks();
});

describe('the till hears the back office', () => {
  it('drops the cached payment methods and refetches them when the owner changes one', () => {
    writeSessionCache('payment.7.methods', [{ Id: 1 }]);
    writeSessionCache('menu.7.products', [{ Id: 2 }]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    renderHook(() => useOutletSetupRefresh());
    connectedSocket().receive(ServerEvent.PAYMENT_METHOD_CHANGED, { OutletId: 7, Seq: 1 });
    expect(sessionStorage.getItem(`${SESSION_CACHE_PREFIX}payment.7.methods`)).toBeNull();
    expect(readSessionCache('menu.7.products')).toEqual([{ Id: 2 }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['payment', 'methods'] });
  });

  it('drops the cached charges and order types and refetches them when the owner changes a charge', () => {
    writeSessionCache('menu.7.charges', [{ Id: 3 }]);
    writeSessionCache('menu.7.orderTypes', [{ Id: 4 }]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    renderHook(() => useOutletSetupRefresh());
    connectedSocket().receive(ServerEvent.OUTLET_CHARGE_CHANGED, { OutletId: 7, Seq: 1 });
    expect(readSessionCache('menu.7.charges')).toBeNull();
    expect(readSessionCache('menu.7.orderTypes')).toBeNull();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['catalog', 7, 'charges'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['catalog', 7, 'order-types'] });
  });
});
