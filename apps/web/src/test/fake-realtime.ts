import { afterEach } from 'vitest';
import { FakeSocket } from './fake-socket.ts';

/**
 * The app's realtime connection over fake sockets, for a test file that drives server events:
 *
 *   vi.mock('socket.io-client', () => import('../../test/fake-realtime.ts').then((realtime) => realtime.fakeSocketIo));
 *
 * then `sockets` holds every socket the app opened (newest last). After each test the app's
 * realtime client disconnects and the list empties.
 */
export const sockets: FakeSocket[] = [];

/** The socket.io-client module as the app sees it: io() hands out a new FakeSocket. */
export const fakeSocketIo = {
  io: () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
};

afterEach(async () => {
  // Imported here, not at the top: socket-client must load after the test file mocked socket.io-client.
  const { disconnectRealtime } = await import('../api/socket-client.ts');
  disconnectRealtime();
  sockets.length = 0;
});
