import type { Kysely } from 'kysely';
import { SELF_ORDER_PAGE_PATH, SELF_ORDER_QR_PARAM } from '@kasir/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/schema.ts';
import { newQrNonce, type QrTokenSigner } from './qr-token.ts';

/**
 * The live QR of a table (outletTableId) or of the outlet's counter (null): one row of
 * table_qr_codes that is not revoked. Printing again reuses it, so every printed copy of a
 * table's QR keeps working until someone revokes it.
 */
export type QrScope = { ownerId: number; outletId: number; outletTableId: number | null };

export function createTableQrCodes(db: Kysely<Database>, signer: QrTokenSigner) {
  const liveQuery = (scope: QrScope) => {
    const query = db.selectFrom('table_qr_codes').select(['id', 'nonce']).where('outlet_id', '=', scope.outletId).where('owner_id', '=', scope.ownerId).where('revoked_at', 'is', null);
    return (scope.outletTableId === null ? query.where('outlet_table_id', 'is', null) : query.where('outlet_table_id', '=', scope.outletTableId)).orderBy('id', 'desc');
  };

  async function liveOrNew(scope: QrScope, userId: number): Promise<string> {
    const live = await liveQuery(scope).executeTakeFirst();
    if (live) return signer.sign(live.id, live.nonce);
    const nonce = newQrNonce();
    const created = await db
      .insertInto('table_qr_codes')
      .values({ owner_id: scope.ownerId, outlet_id: scope.outletId, outlet_table_id: scope.outletTableId, nonce, created_by: userId, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return signer.sign(Number(created.id), nonce);
  }

  return {
    /** The token of the live QR, made on first use. */
    liveToken: liveOrNew,

    /** Revokes the live QR (sessions opened with it stop working) and answers the fresh one. */
    async revokeAndRenew(scope: QrScope, userId: number): Promise<string> {
      let query = db.updateTable('table_qr_codes').set({ revoked_at: new Date().toISOString() }).where('outlet_id', '=', scope.outletId).where('owner_id', '=', scope.ownerId).where('revoked_at', 'is', null);
      query = scope.outletTableId === null ? query.where('outlet_table_id', 'is', null) : query.where('outlet_table_id', '=', scope.outletTableId);
      await query.execute();
      return liveOrNew(scope, userId);
    },
  };
}

export type TableQrCodes = ReturnType<typeof createTableQrCodes>;

/** What the QR encodes: the phone page with the signed token (?qr=). */
export function selfOrderUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${SELF_ORDER_PAGE_PATH}?${SELF_ORDER_QR_PARAM}=${encodeURIComponent(token)}`;
}

/**
 * Where the phone page lives: the address the cashier's browser reached the product at (the
 * Origin it sends), else the Host it asked for (as memberships' sign-up QR does).
 */
export function requestOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^\s/]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}
