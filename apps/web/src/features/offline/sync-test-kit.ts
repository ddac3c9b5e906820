/**
 * The sync tests' real server: the API built in-process on a seeded in-memory SQLite database
 * (the server's own test support), reached through a fetch that hands each request to
 * app.inject. "The server is down" is a fetch that fails as a browser's does (TypeError), and
 * a request can be made to reach the server but lose its answer, as a killed tab does.
 */
import { PaymentMethodTypeCode } from '@kasir/domain';
import { vi } from 'vitest';
import { bindHttpSession } from '../../api/http-client.ts';
// A test kit only: the web's sync is proven against the real API (the server's own test support), not a stand-in.
import { openOrdersTestbed } from '../../../../server/src/modules/orders/orders-test-kit.ts';
import type { OfflineSale } from './offline-sale.ts';
import { enqueueOfflineSale, nextProvisionalNumber } from './outbox.ts';

export interface RecordedCall {
  method: string;
  path: string;
  key: string | null;
  status: number | null;
}

export type Testbed = Awaited<ReturnType<typeof openSyncTestbed>>;

/**
 * jsdom's Uint8Array is not Node's, so the server's token library refuses the bytes Node's
 * TextEncoder makes ("Received an instance of Uint8Array"): encode into this realm's array.
 */
function alignTextEncoderRealm(): void {
  class RealmTextEncoder extends TextEncoder {
    override encode(input?: string): Uint8Array<ArrayBuffer> {
      return new Uint8Array(super.encode(input));
    }
  }
  globalThis.TextEncoder = RealmTextEncoder;
}

export async function openSyncTestbed() {
  alignTextEncoderRealm();
  const bed = await openOrdersTestbed();
  const { signIn } = await import('../../../../server/src/test-support/test-server.ts');
  const { cashierToken } = await signIn(bed.server);
  const methods = await bed.ani('GET', '/outletPaymentMethod/');
  const cashMethod = (methods.json().data as Array<{ Id: number; PaymentMethod: { Type: number } }>).find((method) => method.PaymentMethod.Type === PaymentMethodTypeCode.CASH);
  if (!cashMethod) throw new Error('The demo outlet has no cash method');
  const cashMethodId = cashMethod.Id;

  const calls: RecordedCall[] = [];
  const network = {
    isDown: false,
    /** Paths whose next request reaches the server but whose answer is lost (a tab killed, a dropped link). */
    loseAnswerOf: new Set<string>(),
  };

  async function serverFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = String(input);
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([name, value]) => [name.toLowerCase(), value]));
    const method = init.method ?? 'GET';
    const call: RecordedCall = { method, path: url, key: headers['idempotency-key'] ?? null, status: null };
    calls.push(call);
    if (network.isDown) throw new TypeError('Failed to fetch');
    const answer = await bed.server.app.inject({ method: method as 'GET', url, headers, ...(typeof init.body === 'string' ? { payload: init.body } : {}) });
    call.status = answer.statusCode;
    const losing = [...network.loseAnswerOf].find((path) => url.startsWith(path));
    if (losing) {
      network.loseAnswerOf.delete(losing);
      throw new TypeError('Failed to fetch');
    }
    return new Response(answer.body === '' ? null : answer.body, { status: answer.statusCode, headers: { 'content-type': 'application/json' } });
  }

  function connect(): void {
    vi.stubGlobal('fetch', serverFetch);
    bindHttpSession({
      currentToken: () => cashierToken,
      currentOutletId: () => bed.outlet,
      relatedEntities: () => [],
      onTokenInvalid: () => undefined,
      onCashierLocked: () => undefined,
    });
  }

  /** A cash take-away sale as the offline till records it. */
  async function takeSale(lines: Array<{ product: string; quantity: number }>, tendered = '500000'): Promise<OfflineSale> {
    const ref = crypto.randomUUID();
    const takenAt = new Date().toISOString();
    const provisionalNumber = await nextProvisionalNumber(bed.outlet);
    return enqueueOfflineSale({
      ref,
      takenAt,
      provisionalNumber,
      outletId: bed.outlet,
      order: {
        OutletOrderTypeId: bed.menu.orderType('Take Away'),
        pax: 1,
        OrderProducts: lines.map((line) => ({ OutletProductId: bed.menu.product(line.product), Quantity: line.quantity })),
        Offline: { Ref: ref, TakenAt: takenAt, ProvisionalNumber: provisionalNumber, KitchenJobs: [] },
      },
      cash: { outletPaymentMethodId: cashMethodId, tendered, change: '0' },
      total: '0',
      kitchenJobs: [],
    });
  }

  const db = () => bed.server.database.db;
  /** What the server holds for a sale: its orders and payments found by the sale's Idempotency-Keys. */
  const serverRowsOf = async (ref: string) => ({
    orders: await db().selectFrom('orders').select(['id', 'order_no', 'status', 'total']).where('outlet_id', '=', bed.outlet).where('request_key', '=', `offline-${ref}-order`).execute(),
    payments: await db().selectFrom('payments').select(['id', 'order_id', 'paid', 'change']).where('outlet_id', '=', bed.outlet).where('request_key', '=', `offline-${ref}-payment`).execute(),
  });

  return { bed, calls, network, connect, takeSale, db, serverRowsOf, cashMethodId };
}
