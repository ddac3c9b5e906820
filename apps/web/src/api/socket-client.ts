import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
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

const statusStore = createStore<{ status: SocketStatus }>(() => ({ status: 'disconnected' }));
const handlers = new Map<string, Set<(payload: unknown) => void>>();

let socket: Socket | null = null;
let lastSeq: number | null = null;

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
  let hasConnected = false;
  const current = io({
    path: '/socket.io',
    // Headers reach the server on the polling handshake; browsers cannot set them on a
    // websocket, so the same credentials also travel in `auth`.
    extraHeaders: { Authorization: `Bearer ${options.token}`, [SOCKET_OUTLET_HEADER]: String(options.outletId) },
    auth: { token: options.token, outletId: options.outletId },
  });
  socket = current;

  current.on('connect', () => {
    setStatus('connected');
    current.emit(ClientEvent.USER_CREATE, options.user);
    // Anything may have happened while we were away; start a fresh sequence after refetching.
    lastSeq = null;
    if (hasConnected) resync();
    hasConnected = true;
  });
  current.on('disconnect', (reason) => {
    // Only a server-side kick stops socket.io from reconnecting by itself.
    setStatus(reason === 'io client disconnect' || reason === 'io server disconnect' ? 'disconnected' : 'reconnecting');
  });
  current.on('connect_error', () => setStatus(current.active ? 'reconnecting' : 'disconnected'));
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
  if (!socket) return;
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
