import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import {
  ClientEvent,
  LockTablePayloadSchema,
  OUTLET_HEADER,
  ServerEvent,
  UserCreatePayloadSchema,
} from '@kasir/contracts';
import type { Authenticate, AuthContext } from '../platform/access.ts';
import { readBearer } from '../platform/tokens.ts';
import type { OutletsService } from '../modules/outlets/outlets.service.ts';
import type { UsersRepository } from '../modules/users/users.repository.ts';
import { rooms, type Broadcaster } from './broadcaster.ts';
import type { RealtimeHooks } from './realtime-hooks.ts';

/** How often the server pings each terminal (spec §7: ping is acknowledged). */
export const SOCKET_PING_INTERVAL_MS = 25_000;

type SocketData = { auth: AuthContext; outletId: number; userName: string };

type Deps = {
  authenticate: Authenticate;
  outlets: OutletsService;
  users: UsersRepository;
  broadcaster: () => Broadcaster;
  redis?: { pub: Redis; sub: Redis } | undefined;
  hooks?: RealtimeHooks;
};

function handshakeValue(socket: Socket, authKey: string, header: string): string | undefined {
  const fromAuth = (socket.handshake.auth as Record<string, unknown>)[authKey];
  if (typeof fromAuth === 'string' || typeof fromAuth === 'number') return String(fromAuth);
  const fromHeader = socket.handshake.headers[header];
  return Array.isArray(fromHeader) ? fromHeader[0] : fromHeader;
}

/**
 * socket.io on the API's port. A terminal authenticates with its cashier token and outlet id
 * (headers as the spec says, or the handshake auth object that browsers can send over
 * websocket) and joins its outlet's, session's and user's rooms.
 */
export function createSocketServer(httpServer: HttpServer, deps: Deps): Server {
  const io = new Server(httpServer, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  if (deps.redis) io.adapter(createAdapter(deps.redis.pub, deps.redis.sub));

  io.use(async (socket, next) => {
    try {
      const tokenValue = handshakeValue(socket, 'token', 'authorization');
      const token = tokenValue?.startsWith('Bearer ') ? readBearer(tokenValue) : (tokenValue ?? null);
      const auth = await deps.authenticate(token);
      if (auth.kind !== 'cashier' || auth.userId === null) throw new Error('A cashier token is required');
      const outletId = Number(handshakeValue(socket, 'outletId', OUTLET_HEADER));
      const outlet = await deps.outlets.resolveOutlet(auth, Number.isInteger(outletId) && outletId > 0 ? outletId : null);
      const user = await deps.users.findById(auth.ownerId, auth.userId);
      socket.data = { auth, outletId: outlet.id, userName: user?.name ?? '' } satisfies SocketData;
      next();
    } catch (error) {
      next(new Error(error instanceof Error ? error.message : 'Unauthorised'));
    }
  });

  io.on('connection', (socket) => {
    const data = socket.data as SocketData;
    void socket.join([rooms.outlet(data.outletId), rooms.session(data.auth.sessionId), rooms.user(data.auth.userId!)]);

    socket.on(ClientEvent.USER_CREATE, (payload: unknown, ack?: (answer: unknown) => void) => {
      const parsed = UserCreatePayloadSchema.safeParse(payload);
      const isOwnIdentity = parsed.success && parsed.data.UserId === data.auth.userId && parsed.data.OutletId === data.outletId;
      if (typeof ack === 'function') ack({ ok: isOwnIdentity });
    });

    socket.on(ClientEvent.LOCK_TABLE, (payload: unknown, ack?: (answer: unknown) => void) => {
      const parsed = LockTablePayloadSchema.safeParse(payload);
      if (!parsed.success) {
        socket.emit(ServerEvent.SYSTEM_ERROR_SHOW, { message: 'Invalid user:lockTable payload' });
        return;
      }
      const lockTable = deps.hooks?.lockTable;
      if (lockTable) {
        // The tables module holds the table with a conditional update and tells the others itself.
        lockTable({ auth: data.auth, outletId: data.outletId, socketId: socket.id, payload: parsed.data })
          .catch((error: unknown) => ({ ok: false as const, OutletTableId: parsed.data.OutletTableId, message: error instanceof Error ? error.message : 'Lock failed' }))
          .then((outcome) => {
            if (typeof ack === 'function') ack(outcome);
            else if (!outcome.ok) socket.emit(ServerEvent.SYSTEM_ERROR_SHOW, { message: outcome.message });
          });
        return;
      }
      void deps.broadcaster().emitToOutlet(
        data.outletId,
        ServerEvent.OUTLET_TABLE_LOCK,
        { ...parsed.data, LockBy: data.auth.userId, LockByName: data.userName },
        { exceptSocketId: socket.id },
      );
    });
  });

  const pingTimer = setInterval(() => {
    // Terminals acknowledge; a terminal that does not is seen as gone by socket.io's own heartbeat.
    io.local.timeout(SOCKET_PING_INTERVAL_MS).emit(ServerEvent.PING, { at: Date.now() }, () => undefined);
  }, SOCKET_PING_INTERVAL_MS);
  pingTimer.unref();
  io.engine.on('close', () => clearInterval(pingTimer));
  httpServer.on('close', () => clearInterval(pingTimer));
  return io;
}
