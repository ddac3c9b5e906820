// npm run bench:print — 1,000 kitchen tickets to 3 emulated printers. Kasir: each ticket is a
// POST /print to the print agent (durable SQLite queue, one worker per printer, ESC/POS over
// TCP). Baseline, in the same run: the same ESC/POS bytes written straight to the same
// printers over bare TCP, one connection per printer at a time as a printer takes them.
// The agent runs in its own process. Prints tickets/s and p50/p99 from job post (or first write) to the ticket's last byte at the
// printer (the emulator decoding the cut), and the ratio.
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PrintJobInput } from '@kasir/contracts';
import { PrinterEmulator, type PrintedTicket } from '../apps/print-agent/src/emulator/printer-emulator.ts';
import { encodePrintJob } from '../apps/print-agent/src/escpos/encode-job.ts';
import { PrintJobSchema } from '@kasir/contracts';
import { formatMs, percentile } from './stats.ts';

const TICKETS = Number(process.env.BENCH_TICKETS ?? 1000);
const PRINTERS = 3;
/** Cashier terminals posting at once: each waits for its answer before the next ticket. */
const TERMINALS = Number(process.env.BENCH_TERMINALS ?? 12);
const WARMUP = 30;

/** A kitchen ticket as the server composes one: header, table, six lines with notes, footer. */
function kitchenTicket(port: number, number: number): PrintJobInput {
  const cell = (text: string, width = 1, align: 'left' | 'center' | 'right' = 'left', bold = false) => ({ text, width, align, bold });
  const items: Array<[number, string, string]> = [
    [2, 'Nasi Goreng Spesial', 'Pedas, tanpa acar'],
    [1, 'Es Kopi Susu', 'Less Sugar'],
    [3, 'Kentang Goreng', ''],
    [1, 'Sate Ayam', 'Bumbu dipisah'],
    [2, 'Americano', '50% Ice'],
    [1, '宫保鸡丁', ''],
  ];
  return {
    ip: '127.0.0.1',
    port,
    jobId: `bench-${port}-${number}`,
    fontSize1: 1,
    fontSize2: 2,
    data: [
      [cell(`KITCHEN #${number}`, 1, 'center', true)],
      [cell('Meja T3 · Indoor', 0.6), cell('4 pax', 0.4, 'right')],
      [cell('Ani · 24/11/2026 12:31', 1)],
      ...items.flatMap(([quantity, name, note]) => [[cell(`${quantity}x`, 0.15, 'left', true), cell(name, 0.85, 'left', true)], ...(note ? [[cell('', 0.15), cell(`  ${note}`, 0.85)]] : [])]),
      [cell('ORDER-20261124-0042', 1, 'center')],
    ],
  };
}

const numberOf = (ticket: PrintedTicket): number => Number(/KITCHEN #(\d+)/.exec(ticket.text)?.[1] ?? -1);

interface Run {
  latencies: number[];
  elapsedMs: number;
}

/** Runs `count` tickets through `send`, `TERMINALS` at a time, timing each to its arrival at the printer. */
async function run(emulator: PrinterEmulator, ports: number[], first: number, count: number, send: (port: number, number: number) => Promise<void>, isWarmup = false): Promise<Run> {
  const startedAt = new Map<number, number>();
  const latencies: number[] = [];
  let arrived = 0;
  let allArrived: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (allArrived = resolve));
  const onTicket = (ticket: PrintedTicket): void => {
    const number = numberOf(ticket);
    const start = startedAt.get(number);
    if (start === undefined) return;
    startedAt.delete(number);
    latencies.push(performance.now() - start);
    arrived += 1;
    if (arrived === count) allArrived();
  };
  emulator.on('ticket', onTicket);
  const began = performance.now();
  let next = first;
  const last = first + count;
  await Promise.all(
    Array.from({ length: TERMINALS }, async () => {
      while (next < last) {
        const number = next++;
        const port = ports[number % ports.length]!;
        startedAt.set(number, performance.now());
        await send(port, number);
      }
    }),
  );
  await done;
  const elapsedMs = performance.now() - began;
  emulator.off('ticket', onTicket);
  if (!isWarmup && latencies.length !== count) throw new Error(`Expected ${count} tickets, got ${latencies.length}`);
  return { latencies, elapsedMs };
}

/** Bare TCP: connect, write the bytes, close; one connection per printer at a time (a printer takes one). */
function bareSender(): (port: number, number: number) => Promise<void> {
  const turns = new Map<number, Promise<void>>();
  return (port, number) => {
    const bytes = encodePrintJob(PrintJobSchema.parse(kitchenTicket(port, number)));
    const previous = turns.get(port) ?? Promise.resolve();
    const turn = previous.then(
      () =>
        new Promise<void>((resolve, reject) => {
          const socket = createConnection({ host: '127.0.0.1', port }, () => socket.end(bytes));
          socket.on('data', () => undefined);
          socket.on('close', () => resolve());
          socket.on('error', reject);
        }),
    );
    turns.set(port, turn);
    return turn;
  };
}

function agentSender(url: string): (port: number, number: number) => Promise<void> {
  return async (port, number) => {
    const response = await fetch(`${url}/print`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(kitchenTicket(port, number)) });
    const body = (await response.json()) as { data?: { status: string } };
    if (body.data?.status !== 'printed') throw new Error(`Ticket ${number}: ${JSON.stringify(body)}`);
  };
}

/**
 * The agent in its own process, as on a cashier's machine: it must not share this process's
 * thread with the emulated printers and the posting terminals.
 */
async function startAgentProcess(dataDir: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [...(process.env.BENCH_AGENT_NODE_FLAGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', 'apps/print-agent/src/main.ts'], {
    cwd: new URL('..', import.meta.url),
    env: { ...process.env, PRINT_AGENT_PORT: '0', PRINT_AGENT_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/[\d.:]+)/.exec(output);
      if (found?.[1] !== undefined) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`print agent exited with ${code}: ${output}`)));
  });
  return { url, stop: () => void child.kill('SIGTERM') };
}

const emulator = await PrinterEmulator.start({ ports: Array.from({ length: PRINTERS }, () => 0) });
const ports = emulator.ports;
const dataDir = await mkdtemp(join(tmpdir(), 'kasir-bench-print-'));
const agent = await startAgentProcess(dataDir);

// Warm-up both paths (JIT, SQLite pages, sockets), then measure bare first and Kasir second.
await run(emulator, ports, 1_000_000, WARMUP, bareSender(), true);
await run(emulator, ports, 2_000_000, WARMUP, agentSender(agent.url), true);
const bare = await run(emulator, ports, 0, TICKETS, bareSender());
const kasir = await run(emulator, ports, 10_000_000, TICKETS, agentSender(agent.url));

agent.stop();
await emulator.close();
await rm(dataDir, { recursive: true, force: true });

const row = (name: string, result: Run) =>
  `${name.padEnd(28)} ${(TICKETS / (result.elapsedMs / 1000)).toFixed(0).padStart(6)} tickets/s   p50 ${formatMs(percentile(result.latencies, 0.5)).padStart(10)}   p99 ${formatMs(percentile(result.latencies, 0.99)).padStart(10)}`;
console.log(`bench:print — ${TICKETS} kitchen tickets to ${PRINTERS} emulated printers, ${TERMINALS} terminals posting`);
console.log(row('bare TCP write', bare));
console.log(row('kasir print agent (durable)', kasir));
const ratio = percentile(kasir.latencies, 0.99) / percentile(bare.latencies, 0.99);
const throughput = bare.elapsedMs / kasir.elapsedMs;
console.log(`p99 ratio agent / bare: ${ratio.toFixed(2)}×   throughput agent / bare: ${throughput.toFixed(2)}×`);
process.exit(0);
