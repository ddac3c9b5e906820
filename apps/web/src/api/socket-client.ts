import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { createStore, useStore } from 'zustand';
import { LOCK_TABLE_EVENT_TYPE } from '@kasir/domain';
import {
  ClientEvent,
  SOCKET_OUTLET_HEADER,
  ServerEvent,
  type LockTablePayload,
  type UserCreatePayload,
} from '@kasir/contracts';
import { queryClient } from './query-client.ts';
import { checkServerReachable, reportNetworkSuccess } from './reachability.ts';
import { readSeq, trackSeq } from './seq-tracker.ts';
import type { ServerEventHandler, ServerEventName } from './server-events.ts';

export type SocketStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';

export interface RealtimeSessionOptions {
  token: string;
  outletId: number;
  /** Sent as `user:create` on every (re)connection so the server puts us in the outlet's rooms. */
  user: UserCreatePayload;
  /** The server ended the session behind this socket (logout elsewhere, user disabled). */
  onSessionEnded(reason: string): void;
}

/** The order socket.io tries its transports in (see openSocket). */
export const SOCKET_TRANSPORTS: ('websocket' | 'polling')[] = ['websocket', 'polling'];

const statusStore = createStore<{ status: SocketStatus }>(() => ({ status: 'disconnected' }));
const handlers = new Map<string, Set<(payload: unknown) => void>>();

let socket: Socket | null = null;
let lastSeq: number | null = null;

type SocketIo = typeof import('socket.io-client').io;
let socketIo: SocketIo | null = null;
/** Bumped by every connect and disconnect: a connection still waiting for the library is dropped when superseded. */
let connectAttempt = 0;

/**
 * The socket.io client (about 14 kB gzipped) is a chunk of its own, fetched as soon as this
 * module runs but not before the first screen can render (docs/adr/0028). Once it is there,
 * connecting is synchronous, as before.
 */
const socketIoLoaded: Promise<void> = import('socket.io-client').then((module) => {
  socketIo = module.io;
});
socketIoLoaded.catch(() => undefined);

/** Resolves when the socket.io client is loaded (tests wait for it before connecting synchronously). */
export function loadSocketIo(): Promise<void> {
  return socketIoLoaded;
}

function setStatus(status: SocketStatus): void {
  statusStore.setState({ status });
}

/** Refetches everything on screen: used when events may have been missed. */
function resync(): void {
  void queryClient.invalidateQueries();
}

function dispatch(event: string, payload: unknown): void {
  const seq = readSeq(payload);
  if (seq !== null) {
    const step = trackSeq(lastSeq, seq);
    lastSeq = step.lastSeq;
    if (step.shouldResync) resync();
  }
  handlers.get(event)?.forEach((handler) => handler(payload));
}

/** Opens the outlet's realtime connection for this cashier, replacing any earlier one. */
export function connectRealtime(options: RealtimeSessionOptions): void {
  disconnectRealtime();
  setStatus('connecting');
  const attempt = ++connectAttempt;
  if (socketIo) {
    openSocket(socketIo, options);
    return;
  }
  socketIoLoaded.then(
    () => {
      if (attempt === connectAttempt && socketIo) openSocket(socketIo, options);
    },
    () => {
      // The chunk could not be fetched (offline before it was cached): no realtime until the next sign-in or reload.
      if (attempt === connectAttempt) setStatus('disconnected');
    },
  );
}

function openSocket(io: SocketIo, options: RealtimeSessionOptions): void {
  let hasConnected = false;
  const current = io({
    path: '/socket.io',
    // A websocket first: one connection stays on one API process, so several processes behind a
    // load balancer need no sticky sessions (docs/adr/0030). A network that blocks websockets
    // still gets long-polling (tryAllTransports), which the nginx config keeps sticky by address.
    transports: SOCKET_TRANSPORTS,
    tryAllTransports: true,
    // Headers reach the server on the polling handshake; browsers cannot set them on a
    // websocket, so the same credentials also travel in `auth`.
    extraHeaders: { Authorization: `Bearer ${options.token}`, [SOCKET_OUTLET_HEADER]: String(options.outletId) },
    auth: { token: options.token, outletId: options.outletId },
  });
  socket = current;

  current.on('connect', () => {
    setStatus('connected');
    reportNetworkSuccess();
    current.emit(ClientEvent.USER_CREATE, options.user);
    // Anything may have happened while we were away; start a fresh sequence after refetching.
    lastSeq = null;
    if (hasConnected) resync();
    hasConnected = true;
  });
  current.on('disconnect', (reason) => {
    // Only a server-side kick stops socket.io from reconnecting by itself.
    setStatus(reason === 'io client disconnect' || reason === 'io server disconnect' ? 'disconnected' : 'reconnecting');
    // A dropped socket may be only this connection: the health probe decides whether the server is gone.
    if (reason !== 'io client disconnect') checkServerReachable();
  });
  current.on('connect_error', () => {
    setStatus(current.active ? 'reconnecting' : 'disconnected');
    checkServerReachable();
  });
  current.on(ServerEvent.PING, (...args: unknown[]) => {
    const acknowledge = args.at(-1);
    if (typeof acknowledge === 'function') acknowledge();
  });
  current.on(ServerEvent.SESSION_ENDED, (payload: unknown) => {
    const reason = payload !== null && typeof payload === 'object' && 'reason' in payload ? String(payload.reason) : '';
    options.onSessionEnded(reason);
  });
  current.onAny((event: string, payload: unknown) => {
    if (event === ServerEvent.PING) return;
    if (event === ServerEvent.SYSTEM_ERROR_SHOW) {
      // Spec §7: this event is logged only, never shown.
      console.warn('[realtime] server error', payload);
    }
    dispatch(event, payload);
  });
}

export function disconnectRealtime(): void {
  connectAttempt += 1;
  if (!socket) {
    // A connection still waiting for the library is cancelled by the bump above.
    if (statusStore.getState().status === 'connecting') setStatus('disconnected');
    return;
  }
  socket.removeAllListeners();
  socket.offAny();
  socket.disconnect();
  socket = null;
  lastSeq = null;
  setStatus('disconnected');
}

/** Subscribes to one server event; returns the unsubscribe function. Works before connecting. */
export function subscribeServerEvent<E extends ServerEventName>(event: E, handler: ServerEventHandler<E>): () => void {
  const set = handlers.get(event) ?? new Set();
  const untyped = handler as (payload: unknown) => void;
  set.add(untyped);
  handlers.set(event, set);
  return () => {
    set.delete(untyped);
  };
}

/** Tells the other terminals that this cashier holds a table (spec §4 FILLED); false when offline. */
export function emitLockTable(OutletTableId: number, Pax?: number): boolean {
  if (!socket) return false;
  const payload: LockTablePayload = { OutletTableId, Type: LOCK_TABLE_EVENT_TYPE, ...(Pax === undefined ? {} : { Pax }) };
  socket.emit(ClientEvent.LOCK_TABLE, payload);
  return true;
}

export function useSocketStatus(): SocketStatus {
  return useStore(statusStore, (state) => state.status);
}

/** Runs `handler` for each `event` while the component is mounted; the latest handler is used. */
export function useServerEvent<E extends ServerEventName>(event: E, handler: ServerEventHandler<E>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeServerEvent(event, (payload) => latest.current(payload)), [event]);
}

/** The realtime surface for components: connection state, subscriptions and the table lock. */
export function useSocket() {
  const status = useSocketStatus();
  return { status, isConnected: status === 'connected', subscribe: subscribeServerEvent, emitLockTable };
}
