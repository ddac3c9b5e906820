import { useSyncExternalStore } from 'react';
import { createReachabilityMonitor, probeHealth, type ReachabilityListener } from './reachability-monitor.ts';

/** How often an unreachable server is asked again (GET /api/health). */
export const OFFLINE_PROBE_INTERVAL_MS = 5_000;
/** A probe that has not answered by then counts as unreachable. */
export const PROBE_TIMEOUT_MS = 4_000;
export const HEALTH_PATH = '/api/health';

/**
 * The app's one view of whether the API server can be reached. The http client and the socket
 * client report what they see; the offline outbox and the header read it. A browser that says
 * it went offline is believed at once; one that says it is online again is checked with a probe.
 */
const monitor = createReachabilityMonitor({
  probe: () => probeHealth(HEALTH_PATH, PROBE_TIMEOUT_MS),
  intervalMs: OFFLINE_PROBE_INTERVAL_MS,
  initiallyReachable: typeof navigator === 'undefined' || navigator.onLine !== false,
});

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => monitor.reportFailure());
  window.addEventListener('online', () => monitor.probeNow());
}

export function isServerReachable(): boolean {
  return monitor.isReachable();
}

/** A call failed at the network level (no answer, a time-out, a gateway's 502–504). */
export function reportNetworkFailure(): void {
  monitor.reportFailure();
}

/** The API answered (any status of its own). */
export function reportNetworkSuccess(): void {
  monitor.reportSuccess();
}

/** A hint that the server may be gone (the realtime socket dropped): ask GET /api/health before believing it. */
export function checkServerReachable(): void {
  void monitor.verify();
}

/** Calls `listener` with the new state on each change; returns the unsubscribe. */
export function onReachabilityChange(listener: ReachabilityListener): () => void {
  return monitor.subscribe(listener);
}

const subscribe = (onChange: () => void) => monitor.subscribe(onChange);

export function useServerReachable(): boolean {
  return useSyncExternalStore(subscribe, monitor.isReachable, monitor.isReachable);
}
