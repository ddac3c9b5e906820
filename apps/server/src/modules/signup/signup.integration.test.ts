import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_PASSWORD_MIN_LENGTH, SIGNUP_RATE_LIMIT_MAX } from '@kasir/domain';
import type { ErrorBody, Outlet, RegisteredOwner } from '@kasir/contracts';
import { bearer, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { SIGNUP_CLOSED_MESSAGE } from './signup.service.ts';
import { USERNAME_TAKEN_MESSAGE } from './create-owner.ts';
import { SIGNUP_RATE_LIMITED_MESSAGE } from './signup.routes.ts';

let server: TestServer;
let closed: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  closed = await startTestServer({ SIGNUP: 'closed' });
});
afterAll(async () => {
  await server.stop();
  await closed.stop();
});

// Each test signs up from its own address: the per-address limit is its own test's business.
// Random ones: with REDIS_URL the counts live in Redis, shared with earlier runs for 10 minutes.
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const register = (payload: unknown, remoteAddress = freshAddress(), on: TestServer = server) =>
  on.app.inject({ method: 'POST', url: '/api/user/register', payload: payload as object, remoteAddress });
const owners = async (on: TestServer = server) => on.database.db.selectFrom('owners').select(['id', 'username', 'name', 'password_hash']).orderBy('id').execute();

describe('POST /user/register', () => {
  it('creates an owner (201) who signs in with POST /user/login and has no outlets yet', async () => {
    const answer = await register({ Name: '  Sari Rahayu ', Username: ' Sari@Warung-Sari.ID ', Password: 'nasi-goreng-1' });
    expect(answer.statusCode, answer.body).toBe(201);
    const owner = answer.json<{ data: RegisteredOwner }>().data;
    expect(owner).toEqual({ Id: expect.any(Number), Name: 'Sari Rahayu', Username: 'sari@warung-sari.id' });

    const row = (await owners()).find((candidate) => candidate.id === owner.Id)!;
    // argon2id keyed with the pepper, as the demo owner's: the hash alone verifies nothing.
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('nasi-goreng-1');

    const login = await server.app.inject({ method: 'POST', url: '/api/user/login', payload: { Username: 'sari@warung-sari.id', Password: 'nasi-goreng-1' } });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json<{ data: { Token: string } }>().data.Token;
    const outlets = await server.app.inject({ method: 'GET', url: '/api/outlet/getByUser', headers: bearer(token) });
    expect(outlets.statusCode, outlets.body).toBe(200);
    expect(outlets.json<{ data: Outlet[] }>().data).toEqual([]);
    const me = await server.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(me.json<{ data: { Owner: { Name: string } } }>().data.Owner.Name).toBe('Sari Rahayu');

    const wrong = await server.app.inject({ method: 'POST', url: '/api/user/login', payload: { Username: 'sari@warung-sari.id', Password: 'nasi-goreng-2' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses a username that exists in any letter case (409 naming Username) and adds nobody', async () => {
    const before = await owners();
    for (const Username of ['owner@demo.pos', 'OWNER@Demo.POS']) {
      const answer = await register({ Name: 'Copycat', Username, Password: 'password123' });
      expect(answer.statusCode, answer.body).toBe(409);
      const body = answer.json<ErrorBody>();
      expect(body.data).toEqual([{ field: 'Username', error: USERNAME_TAKEN_MESSAGE }]);
    }
    expect(await owners()).toEqual(before);
  });

  it('two sign-ups of one address at once: one wins, the other is told the address is taken', async () => {
    const payload = { Name: 'Racer', Username: 'race@warung.id', Password: 'password123' };
    const answers = await Promise.all([register(payload), register({ ...payload, Username: 'RACE@warung.id' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await owners()).filter((row) => row.username.toLowerCase() === 'race@warung.id')).toHaveLength(1);
  });

  it.each([
    ['a username that is not an e-mail', { Name: 'Budi', Username: 'budi', Password: 'password123' }, 'Username'],
    ['an empty username', { Name: 'Budi', Username: '  ', Password: 'password123' }, 'Username'],
    ['a short password', { Name: 'Budi', Username: 'budi@warung.id', Password: 'x'.repeat(OWNER_PASSWORD_MIN_LENGTH - 1) }, 'Password'],
    ['no password', { Name: 'Budi', Username: 'budi@warung.id' }, 'Password'],
    ['an empty name', { Name: ' ', Username: 'budi@warung.id', Password: 'password123' }, 'Name'],
    ['a name that is a number', { Name: 42, Username: 'budi@warung.id', Password: 'password123' }, 'Name'],
  ])('refuses %s with a 400 naming %s, creating nothing', async (_what, payload, field) => {
    const before = await owners();
    const answer = await register(payload);
    expect(answer.statusCode, answer.body).toBe(400);
    const body = answer.json<ErrorBody>();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.data.map((problem) => problem.field)).toContain(field);
    expect(await owners()).toEqual(before);
  });

  it(`takes ${SIGNUP_RATE_LIMIT_MAX} tries per address per window, then 429 (other addresses go on)`, async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < SIGNUP_RATE_LIMIT_MAX; attempt += 1) {
      const answer = await register({ Name: 'Bot', Username: `bot${attempt}@spam.test`, Password: 'password123' }, address);
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const refused = await register({ Name: 'Bot', Username: 'bot-extra@spam.test', Password: 'password123' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().message).toBe(SIGNUP_RATE_LIMITED_MESSAGE);
    expect((await owners()).some((row) => row.username === 'bot-extra@spam.test')).toBe(false);
    expect((await register({ Name: 'Human', Username: 'human@warung.id', Password: 'password123' })).statusCode).toBe(201);
  });
});

describe('SIGNUP=closed', () => {
  it('registerStatus says closed and register is a 403 with a clear message, adding nobody', async () => {
    const status = await closed.app.inject({ method: 'GET', url: '/api/user/registerStatus' });
    expect(status.json()).toEqual({ data: { IsOpen: false } });
    const before = await owners(closed);
    const answer = await register({ Name: 'Sari', Username: 'sari@warung.id', Password: 'password123' }, freshAddress(), closed);
    expect(answer.statusCode).toBe(403);
    expect(answer.json<ErrorBody>().message).toBe(SIGNUP_CLOSED_MESSAGE);
    expect(await owners(closed)).toEqual(before);
  });

  it('is open by default', async () => {
    const status = await server.app.inject({ method: 'GET', url: '/api/user/registerStatus' });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ data: { IsOpen: true } });
  });
});
