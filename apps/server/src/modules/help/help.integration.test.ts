import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOutletDate, HELP_MESSAGE_MAX_LENGTH } from '@kasir/domain';
import type { ErrorBody, HelpMessage } from '@kasir/contracts';
import { addSecondOwner } from '../../test-support/second-owner.ts';
import { bearer, signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';

let server: TestServer;
let ownerToken: string;
let aniToken: string;
let otherOwnerToken: string;
let otherOutletId: number;
let kopiSenja: number;
let grillChill: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ ownerToken, cashierToken: aniToken } = await signIn(server));
  const other = await addSecondOwner(server);
  otherOutletId = other.outletId;
  const login = await server.app.inject({ method: 'POST', url: '/api/user/login', payload: { Username: 'other@demo.pos', Password: 'other1234' } });
  otherOwnerToken = login.json<{ data: { Token: string } }>().data.Token;
  kopiSenja = server.ids.outletIds.kopiSenja;
  grillChill = server.ids.outletIds.grillChill;
});
afterAll(async () => {
  await server.stop();
});

const send = (payload: unknown, options: { token?: string; outletId?: number; key?: string } = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/api/helpCenter',
    headers: {
      ...bearer(options.token ?? aniToken),
      outletid: String(options.outletId ?? kopiSenja),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: payload as object,
  });
const inbox = async (query = '', token = ownerToken) => {
  const answer = await server.app.inject({ method: 'GET', url: `/api/helpCenter${query}`, headers: bearer(token) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: HelpMessage[] }>().data;
};
const countRows = async () => (await server.database.db.selectFrom('help_messages').select('id').execute()).length;

describe('POST /helpCenter (cashier)', () => {
  it('stores the message with who, which outlet and when, and the owner inbox lists it unread', async () => {
    const before = Date.now();
    const answer = await send({ Subject: ' Printer ', Message: '  The kitchen printer is out of paper.  ' });
    expect(answer.statusCode, answer.body).toBe(201);
    const sent = answer.json<{ data: HelpMessage }>().data;
    expect(sent).toMatchObject({ Subject: 'Printer', Message: 'The kitchen printer is out of paper.', OutletId: kopiSenja, OutletName: 'Kopi Senja', UserName: 'Ani', ReadAt: null, IsEmailed: false });
    expect(Date.parse(sent.CreatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(sent.OutletDate).toBe(formatOutletDate(new Date(sent.CreatedAt), 7));

    const listed = await inbox();
    expect(listed[0]).toEqual(sent);
    expect(await inbox(`?fromDate=${sent.OutletDate}&toDate=${sent.OutletDate}`)).toContainEqual(sent);
    expect(await inbox('?fromDate=2000-01-01&toDate=2000-01-02')).toEqual([]);
    expect(await inbox(`?OutletId=${grillChill}`)).not.toContainEqual(sent);

    const mine = await server.app.inject({ method: 'GET', url: '/api/helpCenter/mine', headers: bearer(aniToken) });
    expect(mine.json<{ data: HelpMessage[] }>().data[0]).toEqual(sent);
  });

  it('a subject is optional; the message is required and has a length limit (400 naming Message, nothing stored)', async () => {
    const withoutSubject = await send({ Message: 'Can we get more cups?' });
    expect(withoutSubject.statusCode, withoutSubject.body).toBe(201);
    expect(withoutSubject.json<{ data: HelpMessage }>().data.Subject).toBeNull();
    const before = await countRows();
    for (const payload of [{}, { Message: '   ' }, { Message: 'x'.repeat(HELP_MESSAGE_MAX_LENGTH + 1) }, { Message: 12 }]) {
      const answer = await send(payload);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json<ErrorBody>().data.map((problem) => problem.field)).toContain('Message');
    }
    expect(await countRows()).toBe(before);
  });

  it('a retry with the same Idempotency-Key stores it once', async () => {
    const before = await countRows();
    const key = 'help-retry-0001';
    const [first, second] = await Promise.all([send({ Message: 'Sent twice by a flaky network' }, { key }), send({ Message: 'Sent twice by a flaky network' }, { key })]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json<{ data: HelpMessage }>().data.Id).toBe(first.json<{ data: HelpMessage }>().data.Id);
    expect(await countRows()).toBe(before + 1);
  });

  it('needs a cashier: the owner token is 403, no token 401; an outlet the cashier lacks is 404', async () => {
    expect((await send({ Message: 'hi' }, { token: ownerToken })).statusCode).toBe(403);
    const anonymous = await server.app.inject({ method: 'POST', url: '/api/helpCenter', payload: { Message: 'hi' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await send({ Message: 'hi' }, { outletId: otherOutletId })).statusCode).toBe(404);
  });
});

describe('the owner inbox', () => {
  it('is the owner’s only: a cashier token is 403', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/helpCenter', headers: bearer(aniToken) });
    expect(answer.statusCode).toBe(403);
  });

  it('PUT /helpCenter/{id}/read marks it read once (the first time counts)', async () => {
    const sent = (await send({ Message: 'Please call me' })).json<{ data: HelpMessage }>().data;
    const read = await server.app.inject({ method: 'PUT', url: `/api/helpCenter/${sent.Id}/read`, headers: bearer(ownerToken) });
    expect(read.statusCode, read.body).toBe(200);
    const firstRead = read.json<{ data: HelpMessage }>().data.ReadAt;
    expect(firstRead).not.toBeNull();
    const again = await server.app.inject({ method: 'PUT', url: `/api/helpCenter/${sent.Id}/read`, headers: bearer(ownerToken) });
    expect(again.json<{ data: HelpMessage }>().data.ReadAt).toBe(firstRead);
    expect((await inbox()).find((message) => message.Id === sent.Id)?.ReadAt).toBe(firstRead);
  });

  it('another owner sees none of them, and their ids and outlets are 404 to them', async () => {
    const sent = (await send({ Message: 'For my owner only' })).json<{ data: HelpMessage }>().data;
    expect(await inbox('', otherOwnerToken)).toEqual([]);
    const read = await server.app.inject({ method: 'PUT', url: `/api/helpCenter/${sent.Id}/read`, headers: bearer(otherOwnerToken) });
    expect(read.statusCode).toBe(404);
    expect((await inbox()).find((message) => message.Id === sent.Id)?.ReadAt).toBeNull();
    const byOutlet = await server.app.inject({ method: 'GET', url: `/api/helpCenter?OutletId=${kopiSenja}`, headers: bearer(otherOwnerToken) });
    expect(byOutlet.statusCode).toBe(404);
    const missing = await server.app.inject({ method: 'PUT', url: '/api/helpCenter/999999/read', headers: bearer(ownerToken) });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bad filters with a 400 naming them', async () => {
    for (const [query, field] of [
      ['?fromDate=25-11-2026', 'fromDate'],
      ['?fromDate=2026-11-25&toDate=2026-11-01', 'toDate'],
      ['?OutletId=0x1', 'OutletId'],
    ] as const) {
      const answer = await server.app.inject({ method: 'GET', url: `/api/helpCenter${query}`, headers: bearer(ownerToken) });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json<ErrorBody>().data.map((problem) => problem.field)).toContain(field);
    }
  });
});
