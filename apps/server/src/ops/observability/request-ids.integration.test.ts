import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '@kasir/domain';
import { openObservabilityTestbed, type LogLine, type ObservabilityTestbed } from '../../test-support/observability-test-kit.ts';
import { REQUEST_ID_HEADER, REQUEST_ID_LOG_LABEL } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let bed: ObservabilityTestbed;
beforeAll(async () => {
  bed = await openObservabilityTestbed();
});
afterAll(async () => {
  await bed.server.stop();
});

const linesOf = (reqId: string): LogLine[] => bed.lines.filter((line) => line[REQUEST_ID_LOG_LABEL] === reqId);
const messagesOf = (reqId: string) => linesOf(reqId).map((line) => line.msg);
const oneLine = (reqId: string, msg: string): LogLine => {
  const found = linesOf(reqId).filter((line) => line.msg === msg);
  expect(found, `${msg} of ${reqId}: ${JSON.stringify(linesOf(reqId))}`).toHaveLength(1);
  return found[0]!;
};

describe('a request id follows a sale through its log lines', () => {
  it('carries the X-Request-Id of each call into the order, print plan, payment and realtime lines', async () => {
    const created = await bed.createOrder({ [REQUEST_ID_HEADER]: 'test-sale-1' });
    const order = created.data;
    expect(created.requestId).toBe('test-sale-1');
    expect(oneLine('test-sale-1', 'order created')).toMatchObject({ orderId: order.Id, version: order.Version });
    expect(linesOf('test-sale-1').filter((line) => line.msg === 'realtime event')).toContainEqual(
      expect.objectContaining({ event: 'order:changed', room: `outlet:${bed.outlet}` }),
    );
    // Fastify's own lines of the request carry the same id.
    expect(messagesOf('test-sale-1')).toEqual(expect.arrayContaining(['incoming request', 'request completed']));

    const plan = await bed.planKitchen(order.Id, { [REQUEST_ID_HEADER]: 'test-plan-1' });
    expect(plan.requestId).toBe('test-plan-1');
    expect(oneLine('test-plan-1', 'print plan')).toMatchObject({ orderId: order.Id, jobs: plan.data.Jobs.length });

    const paid = await bed.payCash(order.Id, order.Total, { [REQUEST_ID_HEADER]: 'test-pay-1' });
    expect(paid.requestId).toBe('test-pay-1');
    expect(oneLine('test-pay-1', 'payment recorded')).toMatchObject({
      orderId: order.Id,
      paymentId: paid.data.Id,
      amountHundredths: Math.round(paid.data.Total * 100),
      isOrderPaid: paid.data.OrderStatus === OrderStatus.PAID,
    });
    const realtime = linesOf('test-pay-1').filter((line) => line.msg === 'realtime event');
    expect(realtime.map((line) => line.event)).toEqual(expect.arrayContaining(['order:changed']));
    for (const line of realtime) expect(line.room).toBe(`outlet:${bed.outlet}`);
    // The steps of one call never carry another call's id.
    expect(linesOf('test-pay-1').some((line) => line.msg === 'order created' || line.msg === 'print plan')).toBe(false);
  });

  it('gives a request without the header (or with an unsound one) a generated id, in the answer and the log', async () => {
    const created = await bed.createOrder();
    const generated = String(created.requestId);
    expect(generated).toMatch(UUID);
    expect(oneLine(generated, 'order created')).toMatchObject({ orderId: created.data.Id });

    for (const unsound of ['two words', 'x'.repeat(200), 'line\u0007break']) {
      const answer = await bed.server.app.inject({ method: 'GET', url: '/api/health', headers: { [REQUEST_ID_HEADER]: unsound } });
      expect(answer.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    }
  });

  it('answers the id on refusals and unknown routes too', async () => {
    const refused = await bed.server.app.inject({ method: 'GET', url: '/api/order/1', headers: { [REQUEST_ID_HEADER]: 'test-refused-1' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers[REQUEST_ID_HEADER]).toBe('test-refused-1');
    const unknown = await bed.server.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { [REQUEST_ID_HEADER]: 'test-unknown-1' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers[REQUEST_ID_HEADER]).toBe('test-unknown-1');
  });
});
