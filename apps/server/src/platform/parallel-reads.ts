/**
 * Starts independent reads at once and hands back each outcome as a getter, for the caller to
 * take in its own order: a getter throws its read's error, so the first failure in the caller's
 * order is the one the client hears, as if the reads had run one after another. On PostgreSQL
 * each read is a round trip of its own and they overlap on the pool; SQLite runs them one after
 * another on its one connection, as before. Only for reads: nothing here may change data.
 */
export async function readAll<T extends readonly unknown[]>(reads: { readonly [K in keyof T]: Promise<T[K]> }): Promise<{ [K in keyof T]: () => T[K] }> {
  const outcomes = await Promise.allSettled(reads as readonly Promise<unknown>[]);
  return outcomes.map((outcome) => () => {
    if (outcome.status === 'rejected') throw outcome.reason;
    return outcome.value;
  }) as { [K in keyof T]: () => T[K] };
}
