import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * With API_WORKERS=N (node:cluster, one port) a scrape lands on any one worker, but /metrics
 * must describe the machine. prom-client's AggregatorRegistry does the gathering in the
 * primary: it asks every worker for its registry over IPC and merges them (counters and
 * histograms summed; a gauge says how, e.g. `aggregator: 'max'`). A worker answering /metrics
 * asks the primary for that merged text over the same IPC channel:
 *
 *   scrape → worker /metrics → "kasir:metrics-request" → primary clusterMetrics()
 *          → every worker's registry (prom-client's own messages) → "kasir:metrics-answer" → scrape
 *
 * main.ts calls answerMetricsRequestsInPrimary() in the primary; workers register their
 * registry with shareRegistryWithPrimary() (the observability plugin does, when cluster.isWorker).
 */
const METRICS_REQUEST = 'kasir:metrics-request';
const METRICS_ANSWER = 'kasir:metrics-answer';
/** prom-client gives up on a silent worker after 5 s; the asking worker waits a little longer. */
export const CLUSTER_METRICS_TIMEOUT_MS = 6_000;

type MetricsRequest = { type: typeof METRICS_REQUEST; id: string };
type MetricsAnswer = { type: typeof METRICS_ANSWER; id: string; text?: string; contentType?: string; error?: string };
export type MetricsText = { text: string; contentType: string };

const isMessage = <T extends { type: string }>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

let isPrimaryAnswering = false;

/** Primary side (main.ts, once, before or after forking): answers workers' /metrics with the whole machine's metrics. */
export function answerMetricsRequestsInPrimary(): void {
  if (!cluster.isPrimary || isPrimaryAnswering) return;
  isPrimaryAnswering = true;
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<MetricsRequest>(message, METRICS_REQUEST)) return;
    const reply = (answer: Omit<MetricsAnswer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: METRICS_ANSWER, id: message.id, ...answer } satisfies MetricsAnswer);
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text, contentType: aggregator.contentType }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

let isSharing = false;

/** Worker side: the registry the primary's aggregation reads from this process (the last server built in it). */
export function shareRegistryWithPrimary(registry: Registry): void {
  if (!cluster.isWorker) return;
  // Constructing one installs prom-client's worker listener (it answers the primary's requests).
  if (!isSharing) new AggregatorRegistry();
  isSharing = true;
  AggregatorRegistry.setRegistries([registry]);
}

const pending = new Map<string, (answer: MetricsAnswer) => void>();
let isListening = false;

/** Worker side: the whole machine's metrics, from the primary. Rejects when the primary does not answer in time. */
export function askPrimaryForMetrics(): Promise<MetricsText> {
  if (!isListening) {
    isListening = true;
    process.on('message', (message: unknown) => {
      if (isMessage<MetricsAnswer>(message, METRICS_ANSWER)) pending.get(message.id)?.(message);
    });
  }
  const id = randomUUID();
  return new Promise<MetricsText>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('The primary process did not answer with the cluster metrics'));
    }, CLUSTER_METRICS_TIMEOUT_MS);
    pending.set(id, (answer) => {
      clearTimeout(timer);
      pending.delete(id);
      if (answer.text !== undefined && answer.contentType !== undefined) resolve({ text: answer.text, contentType: answer.contentType });
      else reject(new Error(answer.error ?? 'No metrics in the answer'));
    });
    process.send?.({ type: METRICS_REQUEST, id } satisfies MetricsRequest);
  });
}
