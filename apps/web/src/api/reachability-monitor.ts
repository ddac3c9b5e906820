/**
 * Whether the API server answers, as one small state machine: a network-level failure marks it
 * unreachable and starts probing; any answer (a probe's or a real call's) marks it reachable
 * and stops probing. Kept apart from reachability.ts so tests run it with their own probe and
 * interval against a real local server.
 */
export type ReachabilityListener = (isReachable: boolean) => void;

export interface ReachabilityMonitorOptions {
  /** Resolves true when the server answered, false when it could not be reached. */
  probe(): Promise<boolean>;
  intervalMs: number;
  initiallyReachable?: boolean;
}

export interface ReachabilityMonitor {
  isReachable(): boolean;
  reportFailure(): void;
  reportSuccess(): void;
  /** Asks the server now (the browser says it is online again); a no-op while reachable. */
  probeNow(): void;
  /** Asks the server now even while it counts as reachable (a hint such as a dropped socket is not proof). */
  verify(): Promise<void>;
  subscribe(listener: ReachabilityListener): () => void;
  /** Stops the probe timer (tests; the app's monitor lives as long as the page). */
  stop(): void;
}

export function createReachabilityMonitor(options: ReachabilityMonitorOptions): ReachabilityMonitor {
  let isReachable = options.initiallyReachable ?? true;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let isProbing = false;
  const listeners = new Set<ReachabilityListener>();

  const set = (next: boolean) => {
    if (next === isReachable) return;
    isReachable = next;
    listeners.forEach((listener) => listener(next));
  };

  const schedule = () => {
    if (timer !== null || isReachable) return;
    timer = setTimeout(() => {
      timer = null;
      void runProbe();
    }, options.intervalMs);
  };

  async function runProbe(): Promise<void> {
    if (isReachable || isProbing) return;
    isProbing = true;
    let answered = false;
    try {
      answered = await options.probe();
    } catch {
      answered = false;
    } finally {
      isProbing = false;
    }
    if (answered) monitor.reportSuccess();
    else schedule();
  }

  const monitor: ReachabilityMonitor = {
    isReachable: () => isReachable,
    reportFailure: () => {
      set(false);
      schedule();
    },
    reportSuccess: () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      set(true);
    },
    probeNow: () => {
      if (isReachable) return;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      void runProbe();
    },
    verify: async () => {
      let answered = false;
      try {
        answered = await options.probe();
      } catch {
        answered = false;
      }
      if (answered) monitor.reportSuccess();
      else monitor.reportFailure();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    stop: () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
  if (!isReachable) schedule();
  return monitor;
}

/** Gateway answers: a proxy in front of the API says the API itself is not there. */
export const GATEWAY_FAILURE_STATUSES: readonly number[] = [502, 503, 504];

/** GET `url` once within `timeoutMs`: true when the API itself answered (any status but a gateway failure). */
export async function probeHealth(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return !GATEWAY_FAILURE_STATUSES.includes(response.status);
  } catch {
    return false;
  }
}
