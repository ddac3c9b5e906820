import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ErrorBody, FieldError } from '@kasir/contracts';
import { AppErrorCode } from '@kasir/domain';

/**
 * The agent's failures in the envelope every Kasir service uses:
 * `{ message, errorCode, code, data: [{ field, error }] }`, one table from code to status.
 */
const HTTP_STATUS = {
  VALIDATION_ERROR: 400,
  ORIGIN_NOT_ALLOWED: 403,
  NOT_FOUND: 404,
  JOB_NOT_FOUND: 404,
  JOB_IN_FLIGHT: 409,
  PRINTER_UNREACHABLE: 502,
  INTERNAL_ERROR: 500,
} as const;
export type AgentErrorCode = keyof typeof HTTP_STATUS;

export class AgentError extends Error {
  constructor(
    readonly code: AgentErrorCode,
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
    this.name = 'AgentError';
  }

  get status(): number {
    return HTTP_STATUS[this.code];
  }

  toBody(): ErrorBody {
    const errorCode =
      this.code === 'VALIDATION_ERROR'
        ? AppErrorCode.VALIDATION_ERROR
        : this.code === 'INTERNAL_ERROR'
          ? AppErrorCode.INTERNAL_ERROR
          : AppErrorCode.GENERAL_ERROR;
    return { message: this.message, errorCode, code: this.code, data: this.fields };
  }
}

/** Parses with a schema or throws a 400 naming each bad field (`data.3.1.text`, `port`). */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    error: issue.message,
  }));
  throw new AgentError('VALIDATION_ERROR', fields[0]?.error ?? 'Invalid request', fields);
}

/** Fastify's own request errors (body too large, bad JSON, wrong content type) as 400s. */
function fromFastifyError(error: FastifyError): AgentError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AgentError('VALIDATION_ERROR', 'Request body is larger than 1 MB', [{ field: 'body', error: 'Request body is larger than 1 MB' }]);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AgentError('VALIDATION_ERROR', 'Send the body as application/json', [{ field: 'body', error: 'Send the body as application/json' }]);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AgentError('VALIDATION_ERROR', 'Request body is empty', [{ field: 'body', error: 'Request body is empty' }]);
    default:
      if (error.statusCode === 400) return new AgentError('VALIDATION_ERROR', error.message, [{ field: 'body', error: error.message }]);
      return undefined;
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof AgentError ? error : fromFastifyError(error);
    if (known !== undefined) return reply.status(known.status).send(known.toBody());
    // Never crash on a bad job: log the surprise and answer 500.
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(new AgentError('INTERNAL_ERROR', 'Internal error in the print agent').toBody());
  });
  app.setNotFoundHandler((request, reply) => {
    const error = new AgentError('NOT_FOUND', `No route ${request.method} ${request.url}`);
    return reply.status(error.status).send(error.toBody());
  });
}
