import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientEvent, ServerEvent } from '@kasir/contracts';
import { LOCK_TABLE_EVENT_TYPE } from '@kasir/domain';
import { buildServer, type BuiltServer } from '../server.ts';
import { bearer, signIn, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { createTerminals, nextEvent, staysSilent } from '../test-support/terminals.ts';

let server: TestServer;
let baseUrl: string;
const terminals = createTerminals();

beforeAll(async () => {
  server = await startTestServer();
  baseUrl = await server.listen();
});
afterAll(async () => {
  terminals.closeAll();
  await server.stop();
});

const openTerminal = terminals.open;

describe('socket.io terminals', () => {
  it('relays user:lockTable to the other terminals of the same outlet only', async () => {
    const kopiSenja = server.ids.outletIds.kopiSenja;
    const ani = await signIn(server);
    const budi = await signIn(server, { username: 'budi', pin: '222222' });
    const citra = await signIn(server, { username: 'citra', pin: '333333' });
    const terminalA = await openTerminal(baseUrl, ani.cashierToken, kopiSenja);
    const terminalB = await openTerminal(baseUrl, budi.cashierToken, kopiSenja);
    const otherOutlet = await openTerminal(baseUrl, citra.cashierToken, server.ids.outletIds.grillChill);

    const created = await terminalA.emitWithAck(ClientEvent.USER_CREATE, {
      UserId: server.ids.userIds.ani,
      OutletId: kopiSenja,
      OwnerId: server.ids.ownerId,
      RoleId: server.ids.roleIds.cashier,
    });
    expect(created).toEqual({ ok: true });

    const received = nextEvent<Record<string, unknown>>(terminalB, ServerEvent.OUTLET_TABLE_LOCK);
    const silentElsewhere = staysSilent(otherOutlet, ServerEvent.OUTLET_TABLE_LOCK);
    const silentSender = staysSilent(terminalA, ServerEvent.OUTLET_TABLE_LOCK);
    terminalA.emit(ClientEvent.LOCK_TABLE, { OutletTableId: 7, Type: LOCK_TABLE_EVENT_TYPE, Pax: 2 });

    expect(await received).toMatchObject({
      OutletTableId: 7,
      Type: LOCK_TABLE_EVENT_TYPE,
      Pax: 2,
      LockBy: server.ids.userIds.ani,
      LockByName: 'Ani',
      OutletId: kopiSenja,
      Seq: expect.any(Number),
    });
    expect(await silentElsewhere).toBe(true);
    expect(await silentSender).toBe(true);
  });

  it('numbers the events of an outlet one after another', async () => {
    const kopiSenja = server.ids.outletIds.kopiSenja;
    const a = await openTerminal(baseUrl, (await signIn(server)).cashierToken, kopiSenja);
    const b = await openTerminal(baseUrl, (await signIn(server, { username: 'budi', pin: '222222' })).cashierToken, kopiSenja);
    const seen: number[] = [];
    b.on(ServerEvent.OUTLET_TABLE_LOCK, (event: { Seq: number }) => seen.push(event.Seq));
    for (let table = 1; table <= 3; table += 1) a.emit(ClientEvent.LOCK_TABLE, { OutletTableId: table, Type: LOCK_TABLE_EVENT_TYPE });
    await expect.poll(() => seen.length).toBe(3);
    expect(seen[1]! - seen[0]!).toBe(1);
    expect(seen[2]! - seen[1]!).toBe(1);
  });

  it('answers a bad payload with response:system/error/show and relays nothing', async () => {
    const kopiSenja = server.ids.outletIds.kopiSenja;
    const a = await openTerminal(baseUrl, (await signIn(server)).cashierToken, kopiSenja);
    const b = await openTerminal(baseUrl, (await signIn(server, { username: 'budi', pin: '222222' })).cashierToken, kopiSenja);
    const error = nextEvent<{ message: string }>(a, ServerEvent.SYSTEM_ERROR_SHOW);
    const silent = staysSilent(b, ServerEvent.OUTLET_TABLE_LOCK);
    a.emit(ClientEvent.LOCK_TABLE, { OutletTableId: -1, Type: 9 });
    expect((await error).message).toMatch(/Invalid user:lockTable/);
    expect(await silent).toBe(true);
  });

  it('refuses a missing or wrong token, an owner token and a foreign outlet', async () => {
    await expect(openTerminal(baseUrl, 'not-a-token', server.ids.outletIds.kopiSenja)).rejects.toThrow();
    const { ownerToken } = await signIn(server);
    await expect(openTerminal(baseUrl, ownerToken, server.ids.outletIds.kopiSenja)).rejects.toThrow(/cashier token/);
    const citra = await signIn(server, { username: 'citra', pin: '333333' });
    await expect(openTerminal(baseUrl, citra.cashierToken, server.ids.outletIds.kopiSenja)).rejects.toThrow(/not found/);
  });

  it('ends the socket of a session that logs out', async () => {
    const { cashierToken } = await signIn(server);
    const terminal = await openTerminal(baseUrl, cashierToken, server.ids.outletIds.kopiSenja);
    const ended = nextEvent<{ reason: string }>(terminal, ServerEvent.SESSION_ENDED);
    const disconnected = nextEvent<string>(terminal, 'disconnect');
    await server.app.inject({ method: 'GET', url: '/api/user/logoutCashier', headers: bearer(cashierToken) });
    expect(await ended).toEqual({ reason: 'cashier-logout' });
    expect(await disconnected).toBe('io server disconnect');
    await expect(openTerminal(baseUrl, cashierToken, server.ids.outletIds.kopiSenja)).rejects.toThrow();
  });
});

// Two API processes share events only through Redis; without REDIS_URL there is no Redis to use.
describe.skipIf(!process.env.REDIS_URL)('two API instances behind Redis', () => {
  let second: BuiltServer;
  let secondUrl: string;

  beforeAll(async () => {
    second = await buildServer(server.config, server.database);
    await second.app.listen({ host: '127.0.0.1', port: 0 });
    const address = second.app.server.address();
    secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await second.close();
  });

  it('a lock emitted on one instance reaches a terminal on the other', async () => {
    const kopiSenja = server.ids.outletIds.kopiSenja;
    const a = await openTerminal(baseUrl, (await signIn(server)).cashierToken, kopiSenja);
    const b = await openTerminal(secondUrl, (await signIn(server, { username: 'budi', pin: '222222' })).cashierToken, kopiSenja);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the adapter's subscription settles
    const received = nextEvent<{ OutletTableId: number }>(b, ServerEvent.OUTLET_TABLE_LOCK);
    a.emit(ClientEvent.LOCK_TABLE, { OutletTableId: 11, Type: LOCK_TABLE_EVENT_TYPE });
    expect((await received).OutletTableId).toBe(11);
  });

  it('a logout on one instance ends the socket held by the other', async () => {
    const { cashierToken } = await signIn(server);
    const terminal = await openTerminal(secondUrl, cashierToken, server.ids.outletIds.kopiSenja);
    const ended = nextEvent<{ reason: string }>(terminal, ServerEvent.SESSION_ENDED);
    await server.app.inject({ method: 'GET', url: '/api/user/logoutCashier', headers: bearer(cashierToken) });
    expect((await ended).reason).toBe('cashier-logout');
  });
});
