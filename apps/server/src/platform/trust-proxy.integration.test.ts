import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_RATE_LIMIT_MAX } from '@kasir/domain';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

// TRUST_PROXY (docs/deploy.md): behind nginx every connection comes from nginx's address; the
// per-address limits must count each terminal, and only the named proxy may say who that is.
const NGINX_ADDRESS = '127.0.0.1';
const outsideAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

let behindNginx: TestServer;
let direct: TestServer;
beforeAll(async () => {
  behindNginx = await startTestServer({ TRUST_PROXY: 'loopback' });
  direct = await startTestServer();
});
afterAll(async () => {
  await behindNginx.stop();
  await direct.stop();
});

let signUps = 0;
const signUp = (on: TestServer, remoteAddress: string, forwardedFor?: string) => {
  signUps += 1;
  return on.app.inject({
    method: 'POST',
    url: '/api/user/register',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { Name: 'Warung', Username: `trust-proxy-${signUps}-${randomInt(1e9)}@warung.test`, Password: 'password123' },
  });
};

describe('TRUST_PROXY', () => {
  it('counts each terminal behind the trusted proxy by its X-Forwarded-For address', async () => {
    const terminal = outsideAddress();
    for (let attempt = 0; attempt < SIGNUP_RATE_LIMIT_MAX; attempt += 1) expect((await signUp(behindNginx, NGINX_ADDRESS, terminal)).statusCode).toBe(201);
    expect((await signUp(behindNginx, NGINX_ADDRESS, terminal)).statusCode).toBe(429);
    // Another terminal behind the same nginx is not refused for the first one's tries.
    expect((await signUp(behindNginx, NGINX_ADDRESS, outsideAddress())).statusCode).toBe(201);
  });

  it('ignores X-Forwarded-For from an address it does not trust, and everywhere when unset', async () => {
    const client = outsideAddress();
    for (let attempt = 0; attempt < SIGNUP_RATE_LIMIT_MAX; attempt += 1) expect((await signUp(behindNginx, client, outsideAddress())).statusCode).toBe(201);
    // A forged header from an untrusted client changes nothing: its own address is the one counted.
    expect((await signUp(behindNginx, client, outsideAddress())).statusCode).toBe(429);

    const sharedProxy = outsideAddress();
    for (let attempt = 0; attempt < SIGNUP_RATE_LIMIT_MAX; attempt += 1) expect((await signUp(direct, sharedProxy, outsideAddress())).statusCode).toBe(201);
    expect((await signUp(direct, sharedProxy, outsideAddress())).statusCode).toBe(429);
  });
});
