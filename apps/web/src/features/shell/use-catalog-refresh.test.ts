import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CatalogPart, ServerEvent } from '@kasir/contracts';
import { FakeSocket } from '../../test/fake-socket.ts';
import { queryClient } from '../../api/query-client.ts';
import { readSessionCache, writeSessionCache } from '../../shared/session-cache.ts';

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
}));

const { connectRealtime, disconnectRealtime } = await import('../../api/socket-client.ts');
const { useCatalogRefresh, listsOfParts } = await import('./use-catalog-refresh.ts');

function connectedSocket(): FakeSocket {
  connectRealtime({ token: 't', outletId: 7, user: { UserId: 1, OutletId: 7, OwnerId: 1, RoleId: null }, onSessionEnded: () => undefined });
  const socket = sockets.at(-1)!;
  socket.receive('connect');
  return socket;
}

function invalidatedKeys(spy: { mock: { calls: unknown[][] } }): unknown[] {
  return spy.mock.calls.map((call) => (call[0] as { queryKey: unknown }).queryKey);
}

beforeEach(() => {
  sessionStorage.clear();
  sockets.length = 0;
});
afterEach(() => {
  disconnectRealtime();
  vi.restoreAllMocks();
});

describe('an open till hears its menu change (catalog:changed)', () => {
  it('drops the cached products and favourites and refetches them, leaving the other lists', () => {
    writeSessionCache('menu.7.products', [{ Id: 1 }]);
    writeSessionCache('menu.7.favorites', [{ Id: 2 }]);
    writeSessionCache('menu.7.categories', [{ Id: 3 }]);
    writeSessionCache('menu.8.products', [{ Id: 4 }]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    renderHook(() => useCatalogRefresh());
    connectedSocket().receive(ServerEvent.CATALOG_CHANGED, { OutletId: 7, Seq: 1, Parts: [CatalogPart.PRODUCTS] });
    expect(readSessionCache('menu.7.products')).toBeNull();
    expect(readSessionCache('menu.7.favorites')).toBeNull();
    expect(readSessionCache('menu.7.categories')).toEqual([{ Id: 3 }]);
    expect(readSessionCache('menu.8.products')).toEqual([{ Id: 4 }]);
    const keys = invalidatedKeys(invalidate);
    expect(keys).toContainEqual(['catalog', 7, 'products']);
    expect(keys).toContainEqual(['catalog', 7, 'favorites']);
    expect(keys).toContainEqual(['add-menu']);
    expect(keys).not.toContainEqual(['catalog', 7, 'categories']);
  });

  it('drops both promo copies (menu and payment dialog) on a promo change', () => {
    writeSessionCache('menu.7.promos', [{ Id: 1 }]);
    writeSessionCache('payment.7.promos', [{ Id: 2 }]);
    writeSessionCache('menu.7.products', [{ Id: 3 }]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    renderHook(() => useCatalogRefresh());
    connectedSocket().receive(ServerEvent.CATALOG_CHANGED, { OutletId: 7, Seq: 1, Parts: [CatalogPart.PROMOS] });
    expect(readSessionCache('menu.7.promos')).toBeNull();
    expect(readSessionCache('payment.7.promos')).toBeNull();
    expect(readSessionCache('menu.7.products')).toEqual([{ Id: 3 }]);
    expect(invalidatedKeys(invalidate)).toEqual(expect.arrayContaining([['catalog', 7, 'promos'], ['payment', 'promos']]));
  });

  it('refreshes add-ons, categories and the menu that embeds them', () => {
    writeSessionCache('menu.7.addOns', [{ Id: 1 }]);
    writeSessionCache('menu.7.categories', [{ Id: 2 }]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    renderHook(() => useCatalogRefresh());
    connectedSocket().receive(ServerEvent.CATALOG_CHANGED, { OutletId: 7, Seq: 1, Parts: [CatalogPart.SUB_PRODUCTS, CatalogPart.DEPARTMENTS] });
    expect(readSessionCache('menu.7.addOns')).toBeNull();
    expect(readSessionCache('menu.7.categories')).toBeNull();
    expect(invalidatedKeys(invalidate)).toEqual(expect.arrayContaining([['catalog', 7, 'sub-products'], ['catalog', 7, 'categories'], ['catalog', 7, 'products']]));
  });

  it('maps every part to the lists it reaches, each once', () => {
    expect(listsOfParts([CatalogPart.BUNDLES, CatalogPart.PRODUCTS])).toEqual(['products', 'favorites']);
    expect(listsOfParts([CatalogPart.CATEGORIES])).toEqual(['categories', 'products', 'favorites']);
  });
});
