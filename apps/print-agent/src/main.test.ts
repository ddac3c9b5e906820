import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TicketIndexEntry } from './emulator/ticket-files.ts';
import { startPrinterEmulator, type StartedPrinterEmulator } from './emulator-main.ts';
import { startPrintAgent, type StartedPrintAgent } from './main.ts';
import { makeTempDir, waitUntil } from './testing/test-kit.ts';

describe('start functions', () => {
  it('start the agent and the emulator in-process, print over HTTP and leave the ticket on disk', async () => {
    let agent: StartedPrintAgent | undefined;
    let printers: StartedPrinterEmulator | undefined;
    const dataDir = await makeTempDir('main-data');
    const outDir = await makeTempDir('main-printed');
    try {
      printers = await startPrinterEmulator({ ports: [0], outDir: outDir.path });
      agent = await startPrintAgent({ port: 0, dataDir: dataDir.path });
      const printerPort = printers.ports[0] ?? 0;
      const response = await fetch(`${agent.url}/print`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
        body: JSON.stringify({ ip: '127.0.0.1', port: printerPort, data: [[{ text: 'Test Print', align: 'center', width: 1 }]] }),
      });
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(await response.json()).toMatchObject({ data: { status: 'printed' } });
      const indexFile = join(outDir.path, String(printerPort), 'index.json');
      await waitUntil(async () => (await readFile(indexFile, 'utf8').catch(() => '[]')) !== '[]');
      const [entry] = JSON.parse(await readFile(indexFile, 'utf8')) as TicketIndexEntry[];
      expect(entry?.firstLines).toEqual(['Test Print']);
    } finally {
      await agent?.close();
      await printers?.close();
      await dataDir.remove();
      await outDir.remove();
    }
  });
});
