import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerEvent, type OutletChangedEvent, type OutletSuspendedEvent } from '@kasir/contracts';
import { createTerminals, nextEvent, staysSilent } from '../../test-support/terminals.ts';
import { bearer, signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';

// Suspension is live: the outlet's terminals hear it after the commit, other outlets do not,
// and the suspended outlet's cashier calls are refused until the owner lifts it.
let server: TestServer;
let url: string;
let ownerToken: string;
let cashierToken: string;
const terminals = createTerminals();

beforeAll(async () => {
  server = await startTestServer();
  url = await server.listen();
  ({ ownerToken, cashierToken } = await signIn(server));
});
afterAll(async () => {
  terminals.closeAll();
  await server.stop();
});

const suspend = (outletId: number, isSuspend: boolean) =>
  server.app.inject({ method: 'PUT', url: `/api/outlet/${outletId}/suspend`, headers: bearer(ownerToken), payload: { IsSuspend: isSuspend } });
const cashierCall = (outletId: number, path: string) => server.app.inject({ method: 'GET', url: `/api${path}`, headers: { ...bearer(cashierToken), outletid: String(outletId) } });

describe('suspending an outlet', () => {
  it("tells that outlet's terminals, refuses its cashier calls, and lifting it lets them back", async () => {
    const kopi = server.ids.outletIds.kopiSenja;
    const grill = server.ids.outletIds.grillChill;
    const atKopi = await terminals.open(url, cashierToken, kopi);
    const atGrill = await terminals.open(url, cashierToken, grill);

    const heard = nextEvent<OutletSuspendedEvent>(atKopi, ServerEvent.OUTLET_SUSPENDED);
    const grillSilent = staysSilent(atGrill, ServerEvent.OUTLET_SUSPENDED);
    const answer = await suspend(kopi, true);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: { IsSuspend: boolean } }>().data.IsSuspend).toBe(true);
    expect(await heard).toMatchObject({ OutletId: kopi, Name: 'Kopi Senja' });
    expect(await grillSilent).toBe(true);

    for (const path of ['/outlet/', '/outletProduct/', '/outletSetting']) {
      const refused = await cashierCall(kopi, path);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe('Outlet Kopi Senja is suspended');
    }
    // The cashier's outlet picker no longer offers it; the owner's list still shows it.
    const picker = await server.app.inject({ method: 'GET', url: '/api/outlet/getByUser?isSuspend=0', headers: bearer(cashierToken) });
    expect(picker.json<{ data: Array<{ Id: number }> }>().data.map((outlet) => outlet.Id)).not.toContain(kopi);
    const owned = await server.app.inject({ method: 'GET', url: '/api/outlet/list', headers: bearer(ownerToken) });
    expect(owned.json<{ data: Array<{ Id: number; IsSuspend: boolean }> }>().data.find((outlet) => outlet.Id === kopi)?.IsSuspend).toBe(true);
    // A terminal cannot open realtime on it either.
    await expect(terminals.open(url, cashierToken, kopi)).rejects.toThrow('Outlet Kopi Senja is suspended');

    // Suspending again is no news.
    const again = staysSilent(atKopi, ServerEvent.OUTLET_SUSPENDED);
    expect((await suspend(kopi, true)).statusCode).toBe(200);
    expect(await again).toBe(true);

    const back = await terminals.open(url, cashierToken, grill);
    expect(back.connected).toBe(true);
    expect((await suspend(kopi, false)).statusCode).toBe(200);
    expect((await cashierCall(kopi, '/outlet/')).statusCode).toBe(200);
  });

  it("tells the outlet's terminals of any other edit so they refetch it", async () => {
    const grill = server.ids.outletIds.grillChill;
    const atGrill = await terminals.open(url, cashierToken, grill);
    const heard = nextEvent<OutletChangedEvent>(atGrill, ServerEvent.OUTLET_CHANGED);
    const renamed = await server.app.inject({ method: 'PUT', url: `/api/outlet/${grill}`, headers: bearer(ownerToken), payload: { Name: 'Grill & Chill', IsPrinterV2: true } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await heard).toMatchObject({ OutletId: grill, Name: 'Grill & Chill' });
    const current = await cashierCall(grill, '/outlet/');
    expect(current.json<{ data: { Name: string; IsPrinterV2: boolean } }>().data).toMatchObject({ Name: 'Grill & Chill', IsPrinterV2: true });

    const settingsHeard = nextEvent<OutletChangedEvent>(atGrill, ServerEvent.OUTLET_CHANGED);
    const settings = await server.app.inject({ method: 'PUT', url: `/api/outlet/${grill}/settings`, headers: bearer(ownerToken), payload: [{ Code: 'NOTIFICATION_TABLE', Value: '1' }] });
    expect(settings.statusCode, settings.body).toBe(200);
    expect((await settingsHeard).OutletId).toBe(grill);
  });
});
