import type { Server as SocketServer } from 'socket.io';

/**
 * Closes every socket.io transport of this process without disconnecting the sockets: each
 * terminal sees "transport close" and reconnects by itself (to another process, behind a load
 * balancer), then refetches. A server-side `socket.disconnect()` would end in
 * "io server disconnect", after which socket.io-client does not reconnect at all.
 */
export function closeSocketTransports(io: SocketServer): void {
  io.engine.close();
}
