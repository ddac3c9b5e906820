import type { FastifyReply } from 'fastify';
import type { Order, StaleOrderErrorBody } from '@kasir/contracts';
import type { AuthContext } from '../../platform/access.ts';
import { withMessageCode } from '../../platform/error-messages.ts';
import { StaleOrderError } from './order-write.ts';

type ReadOrder = (auth: AuthContext, outletId: number, orderId: number) => Promise<Order>;

/**
 * How every route that changes an order answers (ADR 7): `{ data }` on success; a change based on
 * a stale Version is a 409 with the message and the fresh order beside it (StaleOrderErrorBody),
 * so the terminal shows what changed instead of overwriting it. Other errors go to the error handler.
 */
export function createStaleOrderAnswer(readOrder: ReadOrder) {
  return async function answer<T>(auth: AuthContext, reply: FastifyReply, work: () => Promise<T>) {
    try {
      return { data: await work() };
    } catch (error) {
      if (!(error instanceof StaleOrderError)) throw error;
      const body: StaleOrderErrorBody = { message: error.message, errorCode: error.appCode, code: 'STALE_ORDER', data: error.fields, Order: await readOrder(auth, error.outletId, error.orderId) };
      return reply.status(409).send(withMessageCode(body));
    }
  };
}
