import type { CompiledQuery } from 'kysely';

/** How many shapes one cache keeps (e.g. multi-row inserts by row count); more are compiled each time. */
export const COMPILED_SHAPES_PER_CACHE = 64;

/** A named placeholder compiled into a query in place of a value, filled on each execution. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * A placeholder for the value `name`, typed as the value it stands for so Kysely type-checks the
 * query as usual. Kysely passes values through to the compiled parameters untouched, so the
 * slot lands at the value's position in the SQL's parameter list.
 */
export function slot<T>(name: string): T {
  return new Slot(name) as unknown as T;
}

/**
 * Kysely rebuilds and recompiles a query's operation tree on every call, which costs more than
 * running the statement. For the hottest fixed-shape statements the query is compiled once with
 * slots and executed with only its parameters replaced: the same SQL, the same values.
 */
export function fill<R>(compiled: CompiledQuery<R>, values: Readonly<Record<string, unknown>>): CompiledQuery<R> {
  const parameters = compiled.parameters.map((parameter) => {
    if (!(parameter instanceof Slot)) return parameter;
    const value = values[parameter.name];
    // Kysely leaves an undefined value out of the SQL; a slot cannot, so it is a caller's bug.
    if (value === undefined) throw new Error(`No value for query slot ${parameter.name}`);
    return value;
  });
  return { ...compiled, parameters };
}

/** Compiles lazily, once: the first call builds the query, later calls reuse it. */
export function compileOnce<R>(build: () => { compile(): CompiledQuery<R> }): () => CompiledQuery<R> {
  let compiled: CompiledQuery<R> | undefined;
  return () => (compiled ??= build().compile());
}

/** Compiled queries by shape key, bounded: a shape past the bound is compiled on each call. */
export function compiledShapes<R>(capacity = COMPILED_SHAPES_PER_CACHE) {
  const shapes = new Map<string, CompiledQuery<R>>();
  return (key: string, build: () => { compile(): CompiledQuery<R> }): CompiledQuery<R> => {
    const cached = shapes.get(key);
    if (cached) return cached;
    const compiled = build().compile();
    if (shapes.size < capacity) shapes.set(key, compiled);
    return compiled;
  };
}

/**
 * compiledShapes for code that gets an executor, not the database: one cache per dialect
 * adapter, which the database and each of its transactions share (SQLite and PostgreSQL write
 * their parameters differently, and tests run both in one process).
 */
export function perAdapter<R>(capacity = COMPILED_SHAPES_PER_CACHE) {
  const caches = new WeakMap<object, ReturnType<typeof compiledShapes<R>>>();
  return (executor: { getExecutor(): { adapter: object } }) => {
    const adapter = executor.getExecutor().adapter;
    let shapes = caches.get(adapter);
    if (!shapes) caches.set(adapter, (shapes = compiledShapes<R>(capacity)));
    return shapes;
  };
}

type ResultOf<Q> = Q extends { compile(): CompiledQuery<infer R> } ? R : never;

/**
 * A query whose only varying part is a list of ids (`where … in (…)`), compiled once per list
 * length: `build` receives slots in place of the ids; the answer is filled with the real ids.
 */
export function compiledByIdList<Q extends { compile(): CompiledQuery<unknown> }>(build: (ids: number[]) => Q): (ids: readonly number[]) => CompiledQuery<ResultOf<Q>> {
  const shapes = compiledShapes<ResultOf<Q>>();
  return (ids) => {
    const compiled = shapes(String(ids.length), () => build(ids.map((_, index) => slot<number>(`id${index}`))) as unknown as { compile(): CompiledQuery<ResultOf<Q>> });
    return fill(compiled, Object.fromEntries(ids.map((id, index) => [`id${index}`, id])));
  };
}
