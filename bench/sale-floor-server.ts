// The floor of bench:sale: the bare sale's inserts as the two transactions of the spec's two
// calls (POST /api/order, then POST /api/payment/{id}), each answered after its own durable
// COMMIT, behind a plain node:http server with no framework, no sign-in, no validation, no
// pricing, no idempotency and no realtime. No server that answers each call only once its
// writes are on disk can sell faster on this machine; bench:sale prints it beside Kasir at 1
// terminal, so the cost of the HTTP round trips and of Kasir's own work can be told apart.
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { bareOrder, barePayment, inTransaction, openRunner } from './bare-sale.ts';
import { forkChildServer } from './child-server.ts';
import type { BenchTarget, SaleMenu } from './kasir-process.ts';

const ROLE = 'KASIR_BENCH_FLOOR_PROCESS';
const PAYMENT_PATH = /^\/api\/payment\/(\d+)$/;

async function serve(target: BenchTarget, port: number, menu: SaleMenu): Promise<void> {
  const runner = await openRunner(target);
  // One connection: calls take turns, as Kasir's SQLite transactions do.
  let turn: Promise<unknown> = Promise.resolve();
  let made = 0;
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.then(work);
    turn = result.catch(() => undefined);
    return result;
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const paymentOf = PAYMENT_PATH.exec(request.url ?? '');
      made += 1;
      const saleNo = `floor-${process.pid}-${made}`;
      const work =
        request.url === '/api/order'
          ? () => inTransaction(runner, () => bareOrder(runner, menu, saleNo)).then(({ orderId, total }) => ({ Id: orderId, Total: total }))
          : paymentOf
            ? () => {
                // The cash line of the terminal's body is the amount paid, the whole total here.
                const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { PaymentDetails: Array<{ Amount: number }> };
                return inTransaction(runner, () => barePayment(runner, menu, Number(paymentOf[1]), body.PaymentDetails[0]!.Amount, saleNo)).then(({ paymentId }) => ({ Id: paymentId }));
              }
            : null;
      if (!work) return answer(404, { message: 'not found' });
      serially(work).then(
        (data) => answer(200, { data }),
        (error: unknown) => answer(500, { message: String(error) }),
      );
    });
  });
  server.listen(port, '127.0.0.1', () => process.send!('ready'));
  process.once('message', () => server.close(() => void runner.close().then(() => process.exit(0))));
}

export type FloorProcess = { child: ChildProcess; stop: () => Promise<void> };

/** Starts the floor server in a child process on the target (migrated and seeded) and waits until it listens. */
export async function startFloorProcess(target: BenchTarget, port: number, menu: SaleMenu): Promise<FloorProcess> {
  const { child, stop } = await forkChildServer(fileURLToPath(import.meta.url), 'bench floor server', { ...process.env, [ROLE]: JSON.stringify({ target, port, menu }) });
  return { child, stop };
}

const role = process.env[ROLE];
if (role) {
  const { target, port, menu } = JSON.parse(role) as { target: BenchTarget; port: number; menu: SaleMenu };
  await serve(target, port, menu);
}
