/**
 * A cluster worker for cluster-metrics.integration.test.ts: a real test server (its own
 * database) listening on the port the primary shares, /metrics on. It says when it listens and
 * stops cleanly when told.
 */
import cluster from 'node:cluster';
import { startTestServer } from './test-server.ts';

if (!cluster.isWorker) throw new Error('Run only as a node:cluster worker');
const server = await startTestServer({ METRICS_TOKEN: process.env.METRICS_TOKEN! });
await server.app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('message', (message: unknown) => {
  if (message === 'test:stop') void server.stop().then(() => process.exit(0));
});
process.send?.('test:listening');
