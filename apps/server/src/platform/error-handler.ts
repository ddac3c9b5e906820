import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppErrorCode } from '@kasir/domain';
import type { ErrorBody, FieldError } from '@kasir/contracts';
import { AppError } from './app-error.ts';
import { withMessageCode } from './error-messages.ts';

function validationFields(error: { validation: Array<{ instancePath: string; message?: string }> }, where?: string) {
  return error.validation.map((issue): FieldError => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { field: path || where || 'body', error: issue.message ?? 'Invalid value' };
  });
}

/**
 * One place turns every failure into the spec's error body (§8: the client shows data[0].error,
 * else message), with the code of that text in the message table beside it (the client shows
 * it in the cashier's language). Anything a client can send ends as a 4xx; only our own bugs are 500s.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = {
        message: error.message,
        errorCode: error.appCode as ErrorBody['errorCode'],
        code: error.kind,
        data: error.fields,
      };
      return reply.status(error.status).send(withMessageCode(body));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error, error.validationContext);
      const first = fields[0];
      const body: ErrorBody = {
        message: first ? `${first.field}: ${first.error}` : 'Invalid request',
        errorCode: AppErrorCode.VALIDATION_ERROR,
        code: 'VALIDATION_ERROR',
        data: fields,
      };
      return reply.status(400).send(withMessageCode(body));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type.
      const body: ErrorBody = {
        message: error.message,
        errorCode: AppErrorCode.VALIDATION_ERROR,
        code: error.code ?? 'BAD_REQUEST',
        data: [{ field: 'body', error: error.message }],
      };
      return reply.status(status).send(withMessageCode(body));
    }
    request.log.error({ err: error }, 'unhandled error');
    const body: ErrorBody = {
      message: 'Internal error',
      errorCode: AppErrorCode.INTERNAL_ERROR,
      code: 'INTERNAL',
      data: [],
    };
    return reply.status(500).send(withMessageCode(body));
  });
}

/** The 404 body of an unknown API route. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorBody = {
    message: `Route ${request.method} ${request.url} not found`,
    errorCode: AppErrorCode.GENERAL_ERROR,
    code: 'NOT_FOUND',
    data: [],
  };
  return reply.status(404).send(withMessageCode(body));
}
