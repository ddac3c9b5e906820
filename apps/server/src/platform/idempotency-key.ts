import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema } from '@kasir/contracts';
import { AppError } from './app-error.ts';

/**
 * The optional Idempotency-Key header of a write that must happen once (order, payment, refund,
 * kitchen print plan): with it a retry answers the first result; a client written from the spec
 * alone sends none (null) and the write's own claim guards it. A bad key is a 400 naming the header.
 */
export function readIdempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return null;
  const parsed = IdempotencyKeySchema.safeParse(value);
  if (!parsed.success) {
    const reason = parsed.error.issues[0]?.message ?? 'is not valid';
    throw new AppError('VALIDATION_ERROR', `${IDEMPOTENCY_KEY_HEADER} header ${reason}`, [{ field: IDEMPOTENCY_KEY_HEADER, error: reason }]);
  }
  return parsed.data;
}
