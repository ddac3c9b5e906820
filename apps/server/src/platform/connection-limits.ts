import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../config.ts';

/**
 * How often Node looks for requests past their header or whole-request time-out. Its default
 * (30 s) would let a slow client hold a connection up to 30 s past the time-out it was given.
 */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * The time-outs of config.ts as Fastify's server options: a request whose headers or body
 * dribble in is answered 408 and closed, an idle connection is closed, a kept-alive one
 * waits only so long for its next request.
 */
export function httpServerOptions(limits: Config['http']): {
  http: ServerOptions;
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
} {
  return {
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, limits.headersTimeoutMs),
    },
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
  };
}

/**
 * Closes a new connection at once when its address already holds `maxPerAddress` open ones,
 * so one client (or a loop gone wrong) cannot take every socket the server has.
 */
export function capConnectionsPerAddress(server: Server, maxPerAddress: number): void {
  const openByAddress = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const open = openByAddress.get(address) ?? 0;
    if (open >= maxPerAddress) {
      socket.destroy();
      return;
    }
    openByAddress.set(address, open + 1);
    socket.once('close', () => {
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left <= 0) openByAddress.delete(address);
      else openByAddress.set(address, left);
    });
  });
}
