import { vi } from 'vitest';

type Listener = (...args: unknown[]) => void;

/** Enough of a socket.io client socket to drive the realtime client from tests. */
export class FakeSocket {
  readonly emitted: Array<{ event: string; args: unknown[] }> = [];
  active = true;
  private listeners = new Map<string, Listener[]>();
  private anyListeners: Listener[] = [];

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  onAny(listener: Listener): this {
    this.anyListeners.push(listener);
    return this;
  }

  offAny(): this {
    this.anyListeners = [];
    return this;
  }

  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    this.emitted.push({ event, args });
    return this;
  }

  disconnect = vi.fn(() => this);

  /** What the server (or socket.io itself, for connect/disconnect) would deliver. */
  receive(event: string, ...args: unknown[]): void {
    this.listeners.get(event)?.forEach((listener) => listener(...args));
    const isReserved = ['connect', 'disconnect', 'connect_error'].includes(event);
    if (!isReserved) this.anyListeners.forEach((listener) => listener(event, ...args));
  }
}
