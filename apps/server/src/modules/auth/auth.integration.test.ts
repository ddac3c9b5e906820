import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppErrorCode } from '@kasir/domain';
import { bearer, signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const login = (payload: object, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
  server.app.inject({ method: 'POST', url: '/api/user/login', payload, headers, remoteAddress });

const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('POST /api/user/login', () => {
  it('signs the owner in and puts the owner id in the token', async () => {
    const response = await login({ Username: 'owner@demo.pos', Password: 'demo1234' });
    expect(response.statusCode).toBe(200);
    const token = response.json().data.Token as string;
    expect(decode(token)).toMatchObject({ kind: 'owner', OwnerId: server.ids.ownerId, UserId: null });
  });

  it('finds the owner whatever the letter case of the e-mail (a phone capitalises the first letter)', async () => {
    const response = await login({ Username: 'Owner@Demo.POS', Password: 'demo1234' });
    expect(response.statusCode).toBe(200);
    expect(decode(response.json().data.Token as string)).toMatchObject({ kind: 'owner', OwnerId: server.ids.ownerId });
  });

  it('refuses a wrong password with a clear message', async () => {
    const response = await login({ Username: 'owner@demo.pos', Password: 'nope' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Wrong username or password', data: [{ field: 'Password' }] });
  });

  it('names the missing field', async () => {
    const response = await login({ Username: 'owner@demo.pos' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: AppErrorCode.VALIDATION_ERROR, data: [{ field: 'Password' }] });
    const badPin = await login({ Username: 'ani', PIN: '12', isCashier: true });
    expect(badPin.statusCode).toBe(400);
    expect(badPin.json().data[0].field).toBe('PIN');
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"Username":',
    });
    expect(response.statusCode).toBe(400);
  });

  it('signs a cashier in with a PIN only under the owner token', async () => {
    const withoutOwner = await login({ Username: 'ani', PIN: '111111', isCashier: true });
    expect(withoutOwner.statusCode).toBe(401);
    const { ownerToken } = await signIn(server);
    const response = await login({ Username: 'ani', PIN: '111111', isCashier: true }, bearer(ownerToken));
    expect(response.statusCode).toBe(200);
    expect(decode(response.json().data.Token)).toMatchObject({ kind: 'cashier', UserId: server.ids.userIds.ani });
  });

  it('refuses a wrong PIN', async () => {
    const { ownerToken } = await signIn(server);
    const response = await login({ Username: 'budi', PIN: '999999', isCashier: true }, bearer(ownerToken), '10.0.0.2');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Wrong PIN');
  });
});

describe('PIN limits', () => {
  it('locks a user for 15 minutes after 5 wrong PINs, even with the right one', async () => {
    const { ownerToken } = await signIn(server);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await login({ Username: 'citra', PIN: '000000', isCashier: true }, bearer(ownerToken), `10.1.0.${attempt}`);
      expect(wrong.statusCode).toBe(401);
    }
    const right = await login({ Username: 'citra', PIN: '333333', isCashier: true }, bearer(ownerToken), '10.1.0.9');
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/Too many wrong PINs for Citra\. Try again in 15 minutes\./);
  });

  it('locks a user until the owner resets it after 10 wrong PINs', async () => {
    const { ownerToken } = await signIn(server);
    const userId = server.ids.userIds.dewi!;
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await login({ Username: 'dewi', PIN: '000000', isCashier: true }, bearer(ownerToken), `10.2.${round}.${attempt}`);
        expect(wrong.statusCode).toBe(401);
      }
      // The 15-minute lock passes: move this round's attempts back in time.
      const past = new Date(Date.now() - 40 * 60_000 * (2 - round)).toISOString();
      await server.database.db.updateTable('pin_attempts').set({ at: past }).where('user_id', '=', userId).where('at', '>', past).execute();
    }
    const right = await login({ Username: 'dewi', PIN: '444444', isCashier: true }, bearer(ownerToken), '10.2.9.9');
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/locked after too many wrong attempts/);

    const reset = await server.app.inject({ method: 'POST', url: `/api/cashiers/${userId}/resetPinLock`, headers: bearer(ownerToken) });
    expect(reset.statusCode).toBe(200);
    const after = await login({ Username: 'dewi', PIN: '444444', isCashier: true }, bearer(ownerToken), '10.2.9.10');
    expect(after.statusCode).toBe(200);
  });

  it('cuts off a device that tries PINs across many users after 20', async () => {
    const { ownerToken } = await signIn(server);
    const device = '10.3.0.1';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await login({ Username: `nobody${attempt}`, PIN: '000000', isCashier: true }, bearer(ownerToken), device);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login({ Username: 'ani', PIN: '111111', isCashier: true }, bearer(ownerToken), device);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/from this device/);
    const otherDevice = await login({ Username: 'ani', PIN: '111111', isCashier: true }, bearer(ownerToken), '10.3.0.2');
    expect(otherDevice.statusCode).toBe(200);
  });
});

describe('lock, unlock and the three logout levels', () => {
  it('keeps the lock on the server and refuses other calls while locked', async () => {
    const { cashierToken } = await signIn(server);
    const headers = bearer(cashierToken);
    expect((await server.app.inject({ method: 'GET', url: '/api/user/lockCashier', headers })).json()).toEqual({ data: { IsLocked: true } });
    expect((await server.app.inject({ method: 'GET', url: '/api/user/checkLockStatus', headers })).json()).toEqual({ data: { IsLocked: true } });
    const blocked = await server.app.inject({ method: 'GET', url: '/api/outlet/getByUser?isSuspend=0', headers });
    expect(blocked.statusCode).toBe(423);
    expect(blocked.json().errorCode).toBe(AppErrorCode.LOCKED_ERROR);

    const wrong = await server.app.inject({ method: 'POST', url: '/api/user/unlockCashier', headers, payload: { Username: 'ani', PIN: '000000' }, remoteAddress: '10.4.0.1' });
    expect(wrong.statusCode).toBe(401);
    const other = await server.app.inject({ method: 'POST', url: '/api/user/unlockCashier', headers, payload: { Username: 'budi', PIN: '222222' } });
    expect(other.statusCode).toBe(403);
    const unlocked = await server.app.inject({ method: 'POST', url: '/api/user/unlockCashier', headers, payload: { Username: 'ani', PIN: '111111' } });
    expect(unlocked.json()).toEqual({ data: { IsLocked: false } });
    expect((await server.app.inject({ method: 'GET', url: '/api/outlet/getByUser?isSuspend=0', headers })).statusCode).toBe(200);
  });

  it('cashier logout ends the cashier session only', async () => {
    const { ownerToken, cashierToken } = await signIn(server);
    expect((await server.app.inject({ method: 'GET', url: '/api/user/logoutCashier', headers: bearer(cashierToken) })).statusCode).toBe(200);
    const refused = await server.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(cashierToken) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errorCode).toBe(AppErrorCode.TOKEN_INVALID);
    expect((await server.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(ownerToken) })).statusCode).toBe(200);
  });

  it('full logout ends the owner session and every cashier session under it', async () => {
    const { ownerToken, cashierToken } = await signIn(server);
    expect((await server.app.inject({ method: 'GET', url: '/api/user/logout', headers: bearer(cashierToken) })).statusCode).toBe(200);
    for (const token of [ownerToken, cashierToken]) {
      expect((await server.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).statusCode).toBe(401);
    }
  });

  it('a disabled user or a changed role ends that user’s tokens at once', async () => {
    const { ownerToken, cashierToken } = await signIn(server, { username: 'budi', pin: '222222' });
    const userId = server.ids.userIds.budi!;
    const update = await server.app.inject({
      method: 'PUT',
      url: `/api/cashiers/${userId}`,
      headers: bearer(ownerToken),
      payload: { Name: 'Budi', Username: 'budi', RoleId: server.ids.roleIds.cashier, OutletIds: [server.ids.outletIds.kopiSenja] },
    });
    expect(update.statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(cashierToken) })).statusCode).toBe(401);

    const { cashierToken: second } = await signIn(server, { username: 'budi', pin: '222222' });
    const disabled = await server.app.inject({ method: 'DELETE', url: `/api/cashiers/${userId}`, headers: bearer(ownerToken) });
    expect(disabled.statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(second) })).statusCode).toBe(401);
  });

  it('refuses a forged or missing token', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(401);
    const forged = await server.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer('eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.bad') });
    expect(forged.statusCode).toBe(401);
  });
});
