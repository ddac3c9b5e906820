import type { OutletProduct } from '@kasir/contracts';
import { bearer, signIn, type TestServer } from '../../test-support/test-server.ts';

type Method = 'GET' | 'POST' | 'PUT';
export type Session = { ownerToken: string; cashierToken: string };

/**
 * Calls of the catalog integration tests: the real API through app.inject, as one signed-in
 * cashier at one outlet (the outletid header), and lookups of the seeded menu by name.
 */
export function catalogClient(server: TestServer, session: Session, outletId: number) {
  const call = (method: Method, url: string, payload?: object, outletHeader: number = outletId) =>
    server.app.inject({ method, url: `/api${url}`, headers: { ...bearer(session.cashierToken), outletid: String(outletHeader) }, ...(payload ? { payload } : {}) });

  async function menu(): Promise<OutletProduct[]> {
    const response = await call('GET', '/outletProduct/');
    if (response.statusCode !== 200) throw new Error(`GET /outletProduct/ answered ${response.statusCode}: ${response.body}`);
    return response.json<{ data: OutletProduct[] }>().data;
  }

  async function product(name: string): Promise<OutletProduct> {
    const found = (await menu()).find((item) => item.Name === name && !item.IsBundle);
    if (!found) throw new Error(`No product ${name} at outlet ${outletId}`);
    return found;
  }

  return { call, menu, product };
}

export type CatalogClient = ReturnType<typeof catalogClient>;

export const DEMO_LOGINS = {
  ani: { username: 'ani', pin: '111111' },
  budi: { username: 'budi', pin: '222222' },
  citra: { username: 'citra', pin: '333333' },
  dewi: { username: 'dewi', pin: '444444' },
} as const;

export const signInAs = (server: TestServer, who: keyof typeof DEMO_LOGINS) => signIn(server, DEMO_LOGINS[who]);
