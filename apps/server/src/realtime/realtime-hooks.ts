import type { LockTablePayload } from '@kasir/contracts';
import type { AuthContext } from '../platform/access.ts';

/** What a terminal learns from its `user:lockTable` (the ack): held, or who holds the table instead. */
export type LockTableOutcome =
  | { ok: true; OutletTableId: number }
  | { ok: false; message: string; OutletTableId: number; Status?: number; LockBy?: number | null; LockByName?: string | null };

/**
 * Client events a module answers (the socket server owns the sockets, the module the rules).
 * Filled by the modules when the server is built; an unanswered event keeps its plain relay.
 */
export type RealtimeHooks = {
  lockTable?: (input: { auth: AuthContext; outletId: number; socketId: string; payload: LockTablePayload }) => Promise<LockTableOutcome>;
};
