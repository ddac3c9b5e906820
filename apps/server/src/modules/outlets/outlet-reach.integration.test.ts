import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';

// resolveOutlet reads the outlet and the cashier's reach in one query; a cashier's token must
// still reach only the outlets of their role, and an owner's token every outlet of the owner.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const currentOutlet = (token: string, outletId: number) => server.app.inject({ method: 'GET', url: '/api/outlet/', headers: { ...bearer(token), outletid: String(outletId) } });

describe('GET /outlet/ (resolveOutlet)', () => {
  it("answers a cashier's own outlet and 404 for an outlet of the owner their role does not reach", async () => {
    const dewi = await signIn(server, { username: 'dewi', pin: '444444' });
    const own = await currentOutlet(dewi.cashierToken, server.ids.outletIds.kopiSenja);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.Id).toBe(server.ids.outletIds.kopiSenja);
    expect((await currentOutlet(dewi.cashierToken, server.ids.outletIds.grillChill)).statusCode).toBe(404);
    expect((await currentOutlet(dewi.cashierToken, 999_999)).statusCode).toBe(404);
  });

  it("answers every outlet of the owner to the owner's token", async () => {
    const { ownerToken } = await signIn(server);
    expect((await currentOutlet(ownerToken, server.ids.outletIds.grillChill)).statusCode).toBe(200);
  });
});
