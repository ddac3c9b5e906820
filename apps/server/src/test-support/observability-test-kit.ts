import { randomBytes } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, type Order, type OutletPaymentMethod, type Payment, type PrintPlan } from '@kasir/contracts';
import { loadDemoMenu, startShift } from '../modules/orders/orders-test-kit.ts';
import { bearer, signIn, startTestServer, type TestServer } from './test-server.ts';
import { parseMetricsText, type MetricSample } from './metrics-text.ts';
import { REQUEST_ID_HEADER } from '../ops/observability/request-id.ts';

/** One pino line as the server wrote it. */
export type LogLine = { msg: string; reqId?: string; level: number } & Record<string, unknown>;

export const TEST_METRICS_TOKEN = `metrics-${randomBytes(12).toString('hex')}`;

/**
 * A real server with /metrics on (METRICS_TOKEN) and its pino lines (at info) collected in an
 * array, with Ani on shift at Kopi Senja and helpers for one sale's calls.
 */
export async function openObservabilityTestbed() {
  const lines: LogLine[] = [];
  const server: TestServer = await startTestServer(
    { METRICS_TOKEN: TEST_METRICS_TOKEN, LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } },
  );
  const outlet = server.ids.outletIds.kopiSenja;
  const menu = await loadDemoMenu(server, outlet);
  const { cashierToken } = await signIn(server);
  await startShift(server, cashierToken, outlet);

  const call = async <T>(method: 'GET' | 'POST', url: string, payload: object | undefined, headers: Record<string, string> = {}) => {
    const response = await server.app.inject({ method, url: `/api${url}`, headers: { ...bearer(cashierToken), outletid: String(outlet), ...headers }, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return { data: response.json<{ data: T }>().data, requestId: response.headers[REQUEST_ID_HEADER] };
  };
  const methods = (await call<OutletPaymentMethod[]>('GET', '/outletPaymentMethod/', undefined)).data;
  const cash = methods.find((method) => method.PaymentMethod.Name === 'Cash')!.Id;

  return {
    server,
    outlet,
    lines,
    /** A take-away order of Americanos (the demo routes them to the Bar printer). */
    createOrder: (headers: Record<string, string> = {}) =>
      call<Order>('POST', '/order', { OutletOrderTypeId: menu.orderType('Take Away'), pax: 1, OrderProducts: [{ OutletProductId: menu.product('Americano'), Quantity: 2 }] }, headers),
    planKitchen: (orderId: number, headers: Record<string, string> = {}) => call<PrintPlan>('POST', '/print/order', { Id: orderId }, headers),
    markPrinted: (orderId: number, plan: PrintPlan) => call<object>('POST', '/print/orderSent', { Id: orderId, JobIds: plan.Jobs.map((job) => job.jobId) }),
    payCash: (orderId: number, amount: number, headers: Record<string, string> = {}) =>
      call<Payment>('POST', `/payment/${orderId}`, { Id: orderId, Promos: [], PaymentDetails: [{ OutletPaymentMethodId: cash, Amount: amount }] }, { [IDEMPOTENCY_KEY_HEADER]: `pay-${randomBytes(6).toString('hex')}`, ...headers }),
    /** GET /metrics with the token, parsed. */
    scrape: async (): Promise<MetricSample[]> => {
      const response = await server.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TEST_METRICS_TOKEN) });
      if (response.statusCode !== 200) throw new Error(`GET /metrics: ${response.statusCode} ${response.body}`);
      return parseMetricsText(response.body);
    },
  };
}

export type ObservabilityTestbed = Awaited<ReturnType<typeof openObservabilityTestbed>>;
