import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppErrorCode } from '@kasir/domain';
import type { ErrorBody } from '@kasir/contracts';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Server as SocketServer } from 'socket.io';
import type { DatabaseHandle } from '../../db/database.ts';
import { sendNotFound } from '../../platform/error-handler.ts';
import { readBearer } from '../../platform/tokens.ts';
import { askPrimaryForMetrics, shareRegistryWithPrimary, type MetricsText } from './cluster-metrics.ts';
import { createHttpMetrics } from './http-metrics.ts';
import { registerMachineMetrics } from './machine-metrics.ts';
import { runInRequestContext, type RequestContext } from './request-context.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';
import { createSaleMetrics } from './sale-metrics.ts';

/** Outside /api: Prometheus' conventional path, and the API's auth and compression stay out of it. */
export const METRICS_PATH = '/metrics';

type Sources = { metricsToken: string | undefined; database: DatabaseHandle; io: SocketServer };

/** Compares as digests, so the time taken says nothing about how much of the token was right. */
function isMetricsToken(header: string | string[] | undefined, token: string): boolean {
  const given = readBearer(header);
  if (given === null) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * The API's error body, by hand: a scraper is no cashier, so these texts stay out of the web
 * app's translated message table (which AppError texts must join).
 */
function refuse(reply: FastifyReply, status: 401 | 503, code: string, message: string) {
  const body: ErrorBody = { message, errorCode: status === 401 ? AppErrorCode.TOKEN_INVALID : AppErrorCode.GENERAL_ERROR, code, data: [] };
  return reply.status(status).send(body);
}

/**
 * Request ids, the request context and the metrics of one built server (ADR 0031). Registered
 * on the root instance before access control, so every request (a 401 or 404 too) gets its id
 * header, its context and its count. Each server has its own prom-client registry: tests build
 * many servers in one process, and the global registry would mix them.
 */
export function registerObservability(app: FastifyInstance, sources: Sources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const http = createHttpMetrics(registry);
  const metrics = createSaleMetrics(registry);
  registerMachineMetrics(registry, {
    database: sources.database,
    io: sources.io,
    onCollectError: (error) => app.log.warn({ err: error }, 'metrics: a collector failed'),
  });
  shareRegistryWithPrimary(registry);

  const contexts = new WeakMap<FastifyRequest, RequestContext>();
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    const context: RequestContext = { reqId: request.id, log: request.log, metrics };
    contexts.set(request, context);
    runInRequestContext(context, done);
  });
  // Reading the body runs on the socket's events, outside the context: the handler re-enters it.
  app.addHook('preHandler', (request, _reply, done) => {
    const context = contexts.get(request);
    if (context) runInRequestContext(context, done);
    else done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    http.observe(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    done();
  });

  // A scrape every few seconds would double the log; only its problems are logged.
  app.get(METRICS_PATH, { config: { access: 'public' }, logLevel: 'warn' }, async (request, reply) => {
    const token = sources.metricsToken;
    if (token === undefined) return sendNotFound(request, reply);
    if (!isMetricsToken(request.headers.authorization, token)) return refuse(reply, 401, 'UNAUTHENTICATED', 'GET /metrics needs the metrics token (Authorization: Bearer …)');
    let answer: MetricsText;
    try {
      answer = cluster.isWorker ? await askPrimaryForMetrics() : { text: await registry.metrics(), contentType: registry.contentType };
    } catch (error) {
      request.log.warn({ err: error }, 'metrics: no answer');
      return refuse(reply, 503, 'UNAVAILABLE', 'The metrics of every API process could not be gathered, try again');
    }
    return reply.header('content-type', answer.contentType).header('cache-control', 'no-store').send(answer.text);
  });
  return registry;
}
