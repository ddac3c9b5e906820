import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendToPrinter } from './tcp-printer.ts';

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
  server = undefined;
});

function listen(onConnection: Parameters<typeof createServer>[1]): Promise<number> {
  const created = createServer(onConnection);
  server = created;
  return new Promise((resolve) => created.listen(0, '127.0.0.1', () => resolve((created.address() as { port: number }).port)));
}

describe('sendToPrinter', () => {
  it('resolves once the printer has read everything and closed', async () => {
    const received: Buffer[] = [];
    const port = await listen((socket) => {
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      socket.on('end', () => socket.end());
    });
    await sendToPrinter({ ip: '127.0.0.1', port }, Buffer.from('hello\n'));
    expect(Buffer.concat(received).toString()).toBe('hello\n');
  });

  it('counts the bytes as delivered when a printer keeps the socket open past the grace', async () => {
    const port = await listen((socket) => socket.resume());
    const started = Date.now();
    await sendToPrinter({ ip: '127.0.0.1', port }, Buffer.from('x'), { closeGraceMs: 100 });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up after the time-out when the printer stops reading (paper jam, full buffer)', async () => {
    const sockets: Array<{ destroy(): void }> = [];
    const port = await listen((socket) => {
      socket.pause();
      sockets.push(socket);
    });
    const bigTicket = Buffer.alloc(32 * 1024 * 1024, 0x41);
    await expect(sendToPrinter({ ip: '127.0.0.1', port }, bigTicket, { timeoutMs: 300 })).rejects.toMatchObject({ reason: 'timeout' });
    for (const socket of sockets) socket.destroy();
  });

  it('reports a refused connection and a reset in words a technician can act on', async () => {
    const port = await listen((socket) => socket.once('data', () => socket.resetAndDestroy()));
    await expect(sendToPrinter({ ip: '127.0.0.1', port }, Buffer.from('partial ticket'))).rejects.toMatchObject({ reason: 'reset' });
    server?.close();
    server = undefined;
    await expect(sendToPrinter({ ip: '127.0.0.1', port }, Buffer.from('x'))).rejects.toMatchObject({
      reason: 'refused',
      message: `Printer 127.0.0.1:${port} refused the connection (off, or wrong port)`,
    });
  });
});
