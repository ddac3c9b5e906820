import { io as connect, type Socket } from 'socket.io-client';

/**
 * Socket.io terminals for integration tests: open() resolves once connected (rejects with the
 * server's refusal of the handshake); closeAll() in afterAll disconnects every terminal opened.
 */
export function createTerminals() {
  const sockets: Socket[] = [];
  return {
    open(baseUrl: string, token: string, outletId: number): Promise<Socket> {
      const socket = connect(baseUrl, { path: '/socket.io', transports: ['websocket'], auth: { token, outletId }, reconnection: false, forceNew: true });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    },
    closeAll(): void {
      for (const socket of sockets) socket.disconnect();
      sockets.length = 0;
    },
  };
}

/** The next payload of an event on a terminal; rejects when none comes within the time. */
export function nextEvent<T>(socket: Socket, event: string, timeoutMs = 2000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Resolves true when nothing arrives within the time: used to prove isolation. */
export function staysSilent(socket: Socket, event: string, waitMs = 400): Promise<boolean> {
  return new Promise((resolve) => {
    const handler = () => resolve(false);
    socket.once(event, handler);
    setTimeout(() => {
      socket.off(event, handler);
      resolve(true);
    }, waitMs);
  });
}
