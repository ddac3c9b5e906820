import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

// Short limits so the test sees them act; production uses config.ts's defaults.
const REQUEST_TIMEOUT_MS = 1_500;
const HEADERS_TIMEOUT_MS = 1_000;
const MAX_CONNECTIONS = 3;
/** One byte of a 100-byte body per DRIBBLE_MS: the whole body would take 30 s. */
const DRIBBLE_MS = 300;

let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startTestServer({
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    MAX_CONNECTIONS_PER_ADDRESS: String(MAX_CONNECTIONS),
  });
  port = Number(new URL(await server.listen()).port);
});
afterAll(async () => {
  await server.stop();
});

type Watched = { socket: Socket; received: () => string; closed: Promise<void> };

function open(): Promise<Watched> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('error', () => undefined);
    socket.once('connect', () => resolve({ socket, received: () => received, closed }));
    socket.once('error', reject);
  });
}

/** Writes `text` one character per DRIBBLE_MS until the socket closes; answers how many were sent. */
async function dribble(watched: Watched, text: string): Promise<number> {
  let isClosed = false;
  void watched.closed.then(() => (isClosed = true));
  let sent = 0;
  for (const character of text) {
    if (isClosed) break;
    watched.socket.write(character);
    sent += 1;
    await new Promise((done) => setTimeout(done, DRIBBLE_MS));
  }
  return sent;
}

describe('slow clients and connection limits (config.ts HTTP_* and MAX_CONNECTIONS_PER_ADDRESS)', () => {
  it('answers a body that dribbles in with 408 and closes the connection long before the body ends', async () => {
    const watched = await open();
    watched.socket.write('POST /api/user/login HTTP/1.1\r\nHost: kasir\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n');
    const sent = await dribble(watched, 'x'.repeat(100));
    await watched.closed;
    expect(sent).toBeLessThan(100);
    expect(watched.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answers headers that dribble in with 408 and closes the connection', async () => {
    const watched = await open();
    const sent = await dribble(watched, `GET /api/health HTTP/1.1\r\nHost: kasir\r\nX-Slow: ${'y'.repeat(80)}\r\n\r\n`);
    await watched.closed;
    expect(sent).toBeLessThan(100);
    expect(watched.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection beyond the per-address cap at once, and takes new ones when others close', async () => {
    const held = await Promise.all(Array.from({ length: MAX_CONNECTIONS }, () => open()));
    // Each held connection is known to the server once it has answered a request on it.
    for (const watched of held) watched.socket.write('GET /api/health HTTP/1.1\r\nHost: kasir\r\n\r\n');
    await expect.poll(() => held.every((watched) => watched.received().startsWith('HTTP/1.1 200'))).toBe(true);

    const refused = await open();
    await refused.closed;
    expect(refused.received()).toBe('');

    held[0]?.socket.destroy();
    await held[0]?.closed;
    await expect
      .poll(async () => {
        const next = await open();
        next.socket.write('GET /api/health HTTP/1.1\r\nHost: kasir\r\nConnection: close\r\n\r\n');
        await next.closed;
        return next.received().startsWith('HTTP/1.1 200');
      })
      .toBe(true);
    for (const watched of held) watched.socket.destroy();
  });
});
