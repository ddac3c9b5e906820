import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { SaleMetrics } from './sale-metrics.ts';

/**
 * What code far from the route handler needs to know about the request it serves: its id, its
 * logger (a child of the server's pino logger that stamps `reqId` on every line) and the
 * server's metrics. Services log and count through it, so no service signature carries them.
 */
export type RequestContext = {
  reqId: string;
  log: FastifyBaseLogger;
  metrics: SaleMetrics;
};

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (Fastify's hook `done`) inside the context: everything it starts, awaited or not, sees it. */
export function runInRequestContext(context: RequestContext, work: () => void): void {
  storage.run(context, work);
}

/** The context of the request being served, or undefined outside any (a timer, a startup task). */
export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** The current request's logger, or undefined outside a request. */
export function contextLogger(): FastifyBaseLogger | undefined {
  return storage.getStore()?.log;
}

/**
 * One structured info line on the current request's logger (so it carries the request's reqId).
 * Outside a request there is no id to follow, and the line is dropped: the steps of a sale all
 * happen inside its requests.
 */
export function opsLog(message: string, fields: Record<string, string | number | boolean | null>): void {
  storage.getStore()?.log.info(fields, message);
}
