import { join } from 'node:path';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  GetReceiptQuerySchema,
  MoveJobBodySchema,
  MoveJobParamsSchema,
  OpenDrawerBodySchema,
  PRINT_BODY_MAX_BYTES,
  PrintJobSchema,
  PrintedQuerySchema,
  SetReceiptBodySchema,
  type StoredReceipt,
} from '@kasir/contracts';
import { SpecMessage } from '@kasir/domain';
import { AgentError, parseOrThrow, registerErrorHandling } from './http-errors.ts';
import { openJobStore, type JobStore } from './printer/job-store.ts';
import { PrintQueue, type PrintQueueOptions } from './printer/print-queue.ts';

/** The web app's origins: the built app on the API port and Vite's dev server. */
export const DEFAULT_ALLOWED_ORIGINS = ['http://127.0.0.1:8080', 'http://localhost:8080', 'http://localhost:5173'];
export const DATABASE_FILE = 'print-agent.sqlite';

export interface PrintAgentOptions extends Omit<PrintQueueOptions, 'log'> {
  /** Folder of the agent's SQLite file (queue and receipt store); created when missing. */
  dataDir: string;
  allowedOrigins?: readonly string[];
  /** Fastify's request logging; off by default so tests stay quiet. */
  logger?: boolean;
}

function toStoredReceipt(store: JobStore, outletId: number): StoredReceipt {
  const row = store.readReceipt(outletId);
  if (row === undefined) return { outletId, receipt: null, updatedAt: null };
  return { outletId, receipt: JSON.parse(row.receipt) as StoredReceipt['receipt'], updatedAt: new Date(row.updatedAt).toISOString() };
}

/**
 * The local print agent (spec §7, port 3003) as a Fastify instance that never listens by
 * itself: `main.ts` listens, tests inject or listen on port 0. Closing it stops the queue's
 * workers and closes the database.
 */
export function buildPrintAgent(options: PrintAgentOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: PRINT_BODY_MAX_BYTES });
  const store = openJobStore(join(options.dataDir, DATABASE_FILE));
  const queue = new PrintQueue(store, { ...options, log: (line) => app.log.warn(line) });
  const allowedOrigins = new Set(options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS);

  registerErrorHandling(app);
  // Any page in the cashier's browser can reach localhost; only the Kasir app may print or open
  // the till. Requests without an Origin (curl, the server, tests) are not from a browser page.
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) {
      throw new AgentError('ORIGIN_NOT_ALLOWED', `Origin ${origin} may not use the print agent`);
    }
    // Chrome's Private Network Access asks before a page reaches a local address.
    if (request.method === 'OPTIONS' && request.headers['access-control-request-private-network'] === 'true') {
      void reply.header('Access-Control-Allow-Private-Network', 'true');
    }
  });
  void app.register(cors, { origin: [...allowedOrigins], methods: ['GET', 'POST'] });
  app.addHook('onClose', async () => {
    await queue.close();
    store.close();
  });

  app.get('/health', async () => ({
    data: { status: 'ok' as const, queuedJobs: queue.countWaiting(), printers: queue.listWaiting().length },
  }));

  app.get('/getReceipt', async (request) => {
    const { outletId } = parseOrThrow(GetReceiptQuerySchema, request.query);
    return { data: toStoredReceipt(store, outletId) };
  });

  app.post('/setReceipt', async (request) => {
    const body = parseOrThrow(SetReceiptBodySchema, request.body);
    store.writeReceipt(body.outletId, JSON.stringify(body.receipt), Date.now());
    return { data: toStoredReceipt(store, body.outletId) };
  });

  app.post('/print', async (request) => {
    const job = parseOrThrow(PrintJobSchema, request.body);
    return { data: await queue.submit(job) };
  });

  app.post('/openDrawer', async (request) => {
    const address = parseOrThrow(OpenDrawerBodySchema, request.body);
    try {
      await queue.openDrawer(address);
    } catch (error) {
      request.log.warn({ err: error, printer: address }, 'cash drawer pulse failed');
      throw new AgentError('PRINTER_UNREACHABLE', SpecMessage.CASH_DRAWER_CONNECT_FAILED);
    }
    return { data: { ip: address.ip, port: address.port, status: 'opened' as const } };
  });

  app.get('/queue', async () => ({ data: queue.listWaiting() }));

  app.get('/printed', async (request) => {
    const { ip, port, limit } = parseOrThrow(PrintedQuerySchema, request.query);
    return { data: queue.listPrinted({ ip, port }, limit) };
  });

  app.post('/queue/:jobId/move', async (request) => {
    const { jobId } = parseOrThrow(MoveJobParamsSchema, request.params);
    const target = parseOrThrow(MoveJobBodySchema, request.body);
    const outcome = queue.moveJob(jobId, target);
    if (outcome === 'not-found') throw new AgentError('JOB_NOT_FOUND', `No waiting job ${jobId}`);
    if (outcome === 'in-flight') throw new AgentError('JOB_IN_FLIGHT', `Job ${jobId} is being sent to its printer right now; try again`);
    return { data: { jobId, ip: target.ip, port: target.port, status: 'queued' as const } };
  });

  return app;
}
