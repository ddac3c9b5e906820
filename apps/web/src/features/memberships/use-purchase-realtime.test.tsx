import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerEvent } from '@kasir/contracts';
import { PurchaseMembershipStatus } from '@kasir/domain';
import { FakeSocket } from '../../test/fake-socket.ts';
import { membershipQueryKeys } from './api.ts';

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
}));

const { connectRealtime, disconnectRealtime } = await import('../../api/socket-client.ts');
const { usePurchaseRealtime } = await import('./use-purchase-realtime.ts');

afterEach(() => disconnectRealtime());

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const list = membershipQueryKeys.list(101, '2026-11-01', '2026-11-25');
  client.setQueryData(list, []);
  client.setQueryData(membershipQueryKeys.detail(7), { Id: 7 });
  client.setQueryData(membershipQueryKeys.detail(8), { Id: 8 });
  client.setQueryData(membershipQueryKeys.categories, []);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  renderHook(() => usePurchaseRealtime(), { wrapper });
  connectRealtime({ token: 't', outletId: 101, user: { UserId: 1, OutletId: 101, OwnerId: 1, RoleId: 1 }, onSessionEnded: () => undefined });
  const socket = sockets.at(-1)!;
  socket.receive('connect');
  const isStale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
  return { socket, list, isStale };
}

describe('usePurchaseRealtime', () => {
  it('refetches the purchase lists and that purchase when another terminal or a phone changes one', () => {
    const { socket, list, isStale } = setUp();
    expect(isStale(list)).toBe(false);
    socket.receive(ServerEvent.PURCHASE_MEMBERSHIP_CHANGED, { Id: 7, Status: PurchaseMembershipStatus.PAID, OutletId: 101, Seq: 1 });
    expect(isStale(list)).toBe(true);
    expect(isStale(membershipQueryKeys.detail(7))).toBe(true);
    // Other purchases and the categories stay as they are.
    expect(isStale(membershipQueryKeys.detail(8))).toBe(false);
    expect(isStale(membershipQueryKeys.categories)).toBe(false);
  });

  it('ignores other events', () => {
    const { socket, list, isStale } = setUp();
    socket.receive(ServerEvent.OUTLET_BROADCAST, { Message: 'hi', OutletId: 101, Seq: 1 });
    expect(isStale(list)).toBe(false);
  });
});
