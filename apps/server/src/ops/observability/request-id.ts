import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header that carries a request's id in and out (nginx sets it: `proxy_set_header X-Request-Id $request_id`). */
export const REQUEST_ID_HEADER = 'x-request-id';
/** The field every log line of a request carries its id under: Fastify's default label, so no option sets it. */
export const REQUEST_ID_LOG_LABEL = 'reqId';

/**
 * An incoming id is kept only when it looks like one: it ends up in every log line of the
 * request, so a client must not be able to write a kilobyte or a line break into the logs.
 */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's genReqId: the caller's X-Request-Id when it is sound (a request through nginx keeps
 * the id nginx logged), else a fresh UUID. Fastify's own requestIdHeader is off so that this
 * check always runs.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value !== undefined && ACCEPTED_REQUEST_ID.test(value) ? value : randomUUID();
}

/** The Fastify options that make ids as above; spread into `Fastify({...})`. */
export const requestIdServerOptions = {
  requestIdHeader: false,
  genReqId: requestIdOf,
} as const;
