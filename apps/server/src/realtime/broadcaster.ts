import type { Server } from 'socket.io';
import type { Redis } from 'ioredis';
import { ServerEvent } from '@kasir/contracts';
import { recordRealtimeEvent } from '../ops/observability/sale-events.ts';

/** Rooms a socket joins; one place names them. */
export const rooms = {
  outlet: (outletId: number) => `outlet:${outletId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  user: (userId: number) => `user:${userId}`,
};

/** Per-outlet sequence numbers: shared through Redis when several API processes run. */
export type SequenceSource = { next(outletId: number): Promise<number> };

export function createMemorySequence(): SequenceSource {
  const counters = new Map<number, number>();
  return {
    async next(outletId) {
      const value = (counters.get(outletId) ?? 0) + 1;
      counters.set(outletId, value);
      return value;
    },
  };
}

export function createRedisSequence(redis: Redis): SequenceSource {
  return { next: (outletId) => redis.incr(`kasir:seq:outlet:${outletId}`) };
}

/**
 * What services use to tell terminals: events to an outlet's room (stamped with OutletId and
 * Seq) and the end of sessions (logout, disabled user). Services call it after commit.
 */
export type Broadcaster = {
  emitToOutlet(outletId: number, event: string, payload: object, options?: { exceptSocketId?: string }): Promise<void>;
  endSessions(sessionIds: string[], reason: string): void;
};

export function createBroadcaster(io: Server | null, sequence: SequenceSource): Broadcaster {
  return {
    async emitToOutlet(outletId, event, payload, options) {
      if (!io) return;
      const Seq = await sequence.next(outletId);
      const target = options?.exceptSocketId
        ? io.to(rooms.outlet(outletId)).except(options.exceptSocketId)
        : io.to(rooms.outlet(outletId));
      target.emit(event, { ...payload, OutletId: outletId, Seq });
      recordRealtimeEvent(event, rooms.outlet(outletId));
    },
    endSessions(sessionIds, reason) {
      if (!io || sessionIds.length === 0) return;
      const sessionRooms = sessionIds.map(rooms.session);
      io.to(sessionRooms).emit(ServerEvent.SESSION_ENDED, { reason });
      io.in(sessionRooms).disconnectSockets(true);
    },
  };
}
