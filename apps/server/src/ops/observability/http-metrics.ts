import { Counter, Histogram, type Registry } from 'prom-client';

/**
 * Latency buckets for a till: a sale's calls take a few milliseconds; a report can take
 * seconds; past 5 s the cashier has given up, so finer buckets there would say nothing new.
 */
export const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;
/** The route label of a request no route matched: the raw URL would make a series per typo or id. */
export const UNMATCHED_ROUTE = 'unmatched';
const MS_PER_SECOND = 1000;

export type HttpMetrics = {
  /** One request answered; route is Fastify's pattern ('/api/order/:id'), never the raw URL. */
  observe(method: string, route: string | undefined, statusCode: number, elapsedMs: number): void;
};

export function createHttpMetrics(registry: Registry): HttpMetrics {
  const requests = new Counter({
    name: 'kasir_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code (errors: status_code 4xx/5xx)',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'kasir_http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [...LATENCY_BUCKETS_SECONDS],
    registers: [registry],
  });
  return {
    observe(method, route, statusCode, elapsedMs) {
      const routeLabel = route ?? UNMATCHED_ROUTE;
      requests.inc({ method, route: routeLabel, status_code: String(statusCode) });
      duration.observe({ method, route: routeLabel }, elapsedMs / MS_PER_SECOND);
    },
  };
}
