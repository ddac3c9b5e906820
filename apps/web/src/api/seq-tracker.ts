/**
 * Every server event carries a per-outlet sequence number. A terminal that sees a gap missed
 * an event and must refetch what it shows; a number going backwards means the server's
 * counter restarted, which is just as unknown a state.
 */
export interface SeqStep {
  lastSeq: number | null;
  shouldResync: boolean;
}

export function trackSeq(lastSeq: number | null, seq: number): SeqStep {
  if (lastSeq === null) return { lastSeq: seq, shouldResync: false };
  if (seq === lastSeq + 1 || seq === lastSeq) return { lastSeq: Math.max(seq, lastSeq), shouldResync: false };
  return { lastSeq: seq, shouldResync: true };
}

export function readSeq(payload: unknown): number | null {
  if (payload !== null && typeof payload === 'object' && 'Seq' in payload && typeof payload.Seq === 'number') {
    return payload.Seq;
  }
  return null;
}
