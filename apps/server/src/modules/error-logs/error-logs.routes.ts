import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorLogBodySchema } from '@kasir/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { readBearer } from '../../platform/tokens.ts';

function isSameSecret(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** POST /errorlogs/insert: the web app's HTTP errors, sent with a fixed bearer credential (§7). */
export function errorLogsRoutes(db: Kysely<Database>, errorLogToken: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/errorlogs/insert', { config: { access: 'public' }, schema: { body: ErrorLogBodySchema } }, async (request, reply) => {
      if (!isSameSecret(readBearer(request.headers.authorization), errorLogToken)) {
        throw new AppError('UNAUTHENTICATED', 'Invalid error-log credential');
      }
      const body = request.body;
      const row = await db
        .insertInto('error_logs')
        .values({
          message: body.Message,
          status_code: body.StatusCode ?? null,
          endpoint: body.Endpoint ?? null,
          method: body.Method ?? null,
          request_data: body.RequestData ?? null,
          response_data: body.ResponseData ?? null,
          stack_trace: body.StackTrace ?? null,
          occured_on: body.OccuredOn,
          related_entities: JSON.stringify(body.RelatedEntities),
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      reply.status(201);
      return { data: { Id: row.id } };
    });
  };
}
