import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GlobalSettingCode, OutletSettingCode } from '@kasir/domain';
import { bearer, signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';

let server: TestServer;
let outletHeaders: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  outletHeaders = { outletid: String(server.ids.outletIds.kopiSenja) };
});
afterAll(async () => {
  await server.stop();
});

describe('outlet settings', () => {
  it('answers the global maintenance switch without a token', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/api/outletSetting/global/${GlobalSettingCode.GLOBAL_MAINTENANCE_CASHIER}` });
    expect(response.json()).toEqual({ data: { Code: 'GLOBAL_MAINTENANCE_CASHIER', Value: '0', OutletId: null } });
  });

  it('lists and reads the outlet settings of the chosen outlet', async () => {
    const { cashierToken } = await signIn(server);
    const headers = { ...bearer(cashierToken), ...outletHeaders };
    const list = (await server.app.inject({ method: 'GET', url: '/api/outletSetting', headers })).json().data;
    expect(list.map((setting: { Code: string }) => setting.Code)).toContain(OutletSettingCode.MINIMUM_HOURS_RESERVATION);
    const one = await server.app.inject({ method: 'GET', url: `/api/outletSetting/outlet/${OutletSettingCode.MULTI_ORDER_QR_CODE}`, headers });
    expect(one.json().data).toMatchObject({ Code: 'MULTI_ORDER_QR_CODE', Value: '1' });
    const missing = await server.app.inject({ method: 'GET', url: '/api/outletSetting/NOPE', headers });
    expect(missing.json()).toEqual({ data: null });
  });

  it('changes settings only with the settings permission', async () => {
    const dewi = await signIn(server, { username: 'dewi', pin: '444444' });
    const refused = await server.app.inject({
      method: 'PUT',
      url: '/api/outletSetting',
      headers: { ...bearer(dewi.cashierToken), ...outletHeaders },
      payload: [{ Code: 'MINIMUM_HOURS_RESERVATION', Value: '5' }],
    });
    expect(refused.statusCode).toBe(403);

    const budi = await signIn(server, { username: 'budi', pin: '222222' });
    const updated = await server.app.inject({
      method: 'PUT',
      url: '/api/outletSetting',
      headers: { ...bearer(budi.cashierToken), ...outletHeaders },
      payload: [{ Code: 'MINIMUM_HOURS_RESERVATION', Value: '3' }],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toContainEqual({ Code: 'MINIMUM_HOURS_RESERVATION', Value: '3', OutletId: server.ids.outletIds.kopiSenja });
  });

  it('refuses an unknown code or a bad value naming it, and stores nothing of the request', async () => {
    const budi = await signIn(server, { username: 'budi', pin: '222222' });
    const headers = { ...bearer(budi.cashierToken), ...outletHeaders };
    const before = (await server.app.inject({ method: 'GET', url: '/api/outletSetting', headers })).json().data;
    const attempts = [
      { payload: [{ Code: 'NO_SUCH_SETTING', Value: '1' }], field: '0.Code', error: 'Unknown setting code NO_SUCH_SETTING' },
      { payload: [{ Code: 'NOTIFICATION_TABLE', Value: '0' }, { Code: 'ROUNDING', Value: 'banana' }], field: '1.Value', error: 'ROUNDING must be 0 (none), 1 (Hundred) or 2 (Thousand)' },
      { payload: [{ Code: 'MINIMUM_HOURS_RESERVATION', Value: '-1' }], field: '0.Value', error: 'MINIMUM_HOURS_RESERVATION must be a whole number of hours' },
      { payload: [{ Code: 'MINIMUM_HOURS_RESERVATION', Value: '169' }], field: '0.Value', error: 'MINIMUM_HOURS_RESERVATION must be at most 168 hours' },
      { payload: [{ Code: 'RESERVATION_DEFAULT_ORDER_TYPE', Value: '9' }], field: '0.Value', error: 'RESERVATION_DEFAULT_ORDER_TYPE must be an order type (1, 2, 3, 4)' },
      { payload: [{ Code: 'AUTO_PRINT_QR_TABLE', Value: 'yes' }], field: '0.Value', error: 'AUTO_PRINT_QR_TABLE must be 0 or 1' },
      { payload: [{ Code: 'ROUNDING', Value: '2' }, { Code: 'ROUNDING', Value: '1' }], field: '1.Code', error: 'ROUNDING is given more than once' },
    ];
    for (const attempt of attempts) {
      const response = await server.app.inject({ method: 'PUT', url: '/api/outletSetting', headers, payload: attempt.payload });
      expect(response.statusCode, JSON.stringify(attempt.payload)).toBe(400);
      expect(response.json().data[0]).toEqual({ field: attempt.field, error: attempt.error });
    }
    const after = (await server.app.inject({ method: 'GET', url: '/api/outletSetting', headers })).json().data;
    expect(after).toEqual(before);
  });

  it('stores each known code with a value it takes', async () => {
    const budi = await signIn(server, { username: 'budi', pin: '222222' });
    const headers = { ...bearer(budi.cashierToken), ...outletHeaders };
    const payload = [
      { Code: 'ROUNDING', Value: '2' },
      { Code: 'NOTIFICATION_TABLE', Value: '0' },
      { Code: 'RESERVATION_DEFAULT_ORDER_TYPE', Value: '2' },
      { Code: 'BROADCAST', Value: '' },
    ];
    const response = await server.app.inject({ method: 'PUT', url: '/api/outletSetting', headers, payload });
    expect(response.statusCode).toBe(200);
    const outletId = server.ids.outletIds.kopiSenja;
    for (const setting of payload) expect(response.json().data).toContainEqual({ ...setting, OutletId: outletId });
    // Back to the demo's Hundred rounding for the tests after this one.
    await server.app.inject({ method: 'PUT', url: '/api/outletSetting', headers, payload: [{ Code: 'ROUNDING', Value: '1' }, { Code: 'NOTIFICATION_TABLE', Value: '1' }, { Code: 'RESERVATION_DEFAULT_ORDER_TYPE', Value: '1' }] });
  });

  it('rejects an empty update naming the problem', async () => {
    const { ownerToken } = await signIn(server);
    const response = await server.app.inject({ method: 'PUT', url: '/api/outletSetting', headers: { ...bearer(ownerToken), ...outletHeaders }, payload: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().data[0].error).toBe('At least one setting is required');
  });
});

describe('POST /api/errorlogs/insert', () => {
  const body = {
    Message: 'Request failed with status 500',
    StatusCode: 500,
    Endpoint: '/api/order',
    Method: 'POST',
    OccuredOn: new Date().toISOString(),
    RelatedEntities: [{ Type: 'Outlet', EntityId: 1, EntityName: 'Kopi Senja' }],
  };

  it('stores a log sent with the fixed credential', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/errorlogs/insert', headers: bearer(server.config.errorLogToken), payload: body });
    expect(response.statusCode).toBe(201);
    const row = await server.database.db.selectFrom('error_logs').selectAll().where('id', '=', response.json().data.Id).executeTakeFirstOrThrow();
    expect(row.endpoint).toBe('/api/order');
    expect(JSON.parse(row.related_entities)).toEqual(body.RelatedEntities);
  });

  it('refuses another credential and a bad body', async () => {
    expect((await server.app.inject({ method: 'POST', url: '/api/errorlogs/insert', headers: bearer('wrong-token'), payload: body })).statusCode).toBe(401);
    const bad = await server.app.inject({ method: 'POST', url: '/api/errorlogs/insert', headers: bearer(server.config.errorLogToken), payload: { ...body, OccuredOn: undefined } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data[0].field).toBe('OccuredOn');
  });

  it('answers an oversized body with 413, not a crash', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/errorlogs/insert',
      headers: { ...bearer(server.config.errorLogToken), 'content-type': 'application/json' },
      payload: JSON.stringify({ ...body, StackTrace: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });
});
