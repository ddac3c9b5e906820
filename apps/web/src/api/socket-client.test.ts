import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientEvent, ServerEvent, SOCKET_OUTLET_HEADER } from '@kasir/contracts';
import { FakeSocket } from '../test/fake-socket.ts';
import { queryClient } from './query-client.ts';

const sockets: FakeSocket[] = [];
const ioMock = vi.fn((_options?: unknown) => {
  const socket = new FakeSocket();
  sockets.push(socket);
  return socket;
});
vi.mock('socket.io-client', () => ({ io: (options: unknown) => ioMock(options) }));

const { connectRealtime, disconnectRealtime, emitLockTable, loadSocketIo, subscribeServerEvent, useSocketStatus } = await import('./socket-client.ts');
// The library is a lazy chunk (docs/adr/0028); once loaded, connecting is synchronous.
await loadSocketIo();

const user = { UserId: 11, OutletId: 101, OwnerId: 1, RoleId: 31 };
const onSessionEnded = vi.fn();

function connect(): FakeSocket {
  connectRealtime({ token: 'cashier-token', outletId: 101, user, onSessionEnded });
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket created');
  return socket;
}

beforeEach(() => {
  sockets.length = 0;
  ioMock.mockClear();
  onSessionEnded.mockClear();
});
afterEach(() => disconnectRealtime());

describe('socket client', () => {
  it('authenticates with headers and auth, then announces the user on connect', () => {
    const socket = connect();
    expect(ioMock).toHaveBeenCalledWith(
      expect.objectContaining({
        path: '/socket.io',
        // Websocket first, polling only when it fails: no sticky sessions needed behind a balancer.
        transports: ['websocket', 'polling'],
        tryAllTransports: true,
        extraHeaders: { Authorization: 'Bearer cashier-token', [SOCKET_OUTLET_HEADER]: '101' },
        auth: { token: 'cashier-token', outletId: 101 },
      }),
    );
    socket.receive('connect');
    expect(socket.emitted).toContainEqual({ event: ClientEvent.USER_CREATE, args: [user] });
  });

  it('tracks the connection status', () => {
    const { result } = renderHook(() => useSocketStatus());
    let socket = new FakeSocket();
    act(() => {
      socket = connect();
    });
    expect(result.current).toBe('connecting');
    act(() => socket.receive('connect'));
    expect(result.current).toBe('connected');
    act(() => socket.receive('disconnect', 'transport close'));
    expect(result.current).toBe('reconnecting');
    act(() => disconnectRealtime());
    expect(result.current).toBe('disconnected');
  });

  it('acknowledges ping', () => {
    const socket = connect();
    const acknowledge = vi.fn();
    socket.receive(ServerEvent.PING, { at: 1 }, acknowledge);
    expect(acknowledge).toHaveBeenCalledTimes(1);
  });

  it('delivers events to subscribers and refetches on a sequence gap only', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const socket = connect();
    socket.receive('connect');
    const handler = vi.fn();
    const unsubscribe = subscribeServerEvent(ServerEvent.OUTLET_TABLE_LOCK, handler);
    const event = { OutletId: 101, Seq: 1, OutletTableId: 7, Type: 3, LockBy: 12, LockByName: 'Budi' };

    socket.receive(ServerEvent.OUTLET_TABLE_LOCK, event);
    socket.receive(ServerEvent.OUTLET_TABLE_LOCK, { ...event, Seq: 2 });
    expect(handler).toHaveBeenCalledTimes(2);
    expect(invalidate).not.toHaveBeenCalled();

    socket.receive(ServerEvent.OUTLET_TABLE_LOCK, { ...event, Seq: 5 });
    expect(invalidate).toHaveBeenCalledTimes(1);

    unsubscribe();
    socket.receive(ServerEvent.OUTLET_TABLE_LOCK, { ...event, Seq: 6 });
    expect(handler).toHaveBeenCalledTimes(3);
  });

  it('refetches everything after a reconnection, not after the first connection', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const socket = connect();
    socket.receive('connect');
    expect(invalidate).not.toHaveBeenCalled();
    socket.receive('disconnect', 'transport close');
    socket.receive('connect');
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(socket.emitted.filter((entry) => entry.event === ClientEvent.USER_CREATE)).toHaveLength(2);
  });

  it('hands session:ended to the session and only logs system errors', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const socket = connect();
    socket.receive(ServerEvent.SESSION_ENDED, { reason: 'logout' });
    expect(onSessionEnded).toHaveBeenCalledWith('logout');
    socket.receive(ServerEvent.SYSTEM_ERROR_SHOW, { message: 'x' });
    expect(warn).toHaveBeenCalled();
  });

  it('emits user:lockTable with Type 3 and an optional Pax', () => {
    expect(emitLockTable(7)).toBe(false);
    const socket = connect();
    expect(emitLockTable(7, 4)).toBe(true);
    emitLockTable(8);
    expect(socket.emitted).toContainEqual({ event: ClientEvent.LOCK_TABLE, args: [{ OutletTableId: 7, Type: 3, Pax: 4 }] });
    expect(socket.emitted).toContainEqual({ event: ClientEvent.LOCK_TABLE, args: [{ OutletTableId: 8, Type: 3 }] });
  });
});
