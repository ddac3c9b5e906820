import type pg from 'pg';

/** Distinct SQL texts that get a name; past it a text runs unnamed, as before (memory stays bounded). */
export const PG_NAMED_STATEMENTS = 2000;

/** PostgreSQL's SQLSTATE when a prepared statement's result columns changed under it (ALTER TABLE). */
const CACHED_PLAN_CHANGED = '0A000';

const PATCHED = Symbol('kasir.namedStatements');

type QueryFn = (config: unknown, values?: unknown) => Promise<unknown>;
type PatchedClient = pg.PoolClient & { [PATCHED]?: true };

/**
 * Kysely sends every statement unnamed, so PostgreSQL parses and plans it anew each time; a sale
 * runs some 30 statements of a few dozen shapes. This pool gives each distinct SQL text with
 * parameters a name: each pooled connection prepares it on first use and then only binds and
 * executes it (ADR 12 amendment). Names are per process and per text, so one name never stands
 * for two texts. When a table's columns change under a prepared statement (another server ran a
 * migration), PostgreSQL refuses it once with 0A000: the connection then takes fresh names for
 * everything, and a statement outside a transaction is tried again at once; inside one, the
 * transaction fails as it would on any error and the client's retry runs on the fresh names.
 */
export function withNamedStatements(pool: pg.Pool, capacity = PG_NAMED_STATEMENTS): Pick<pg.Pool, 'connect' | 'end'> {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < capacity) names.set(text, (name = `kasir_${names.size + 1}`));
    return name;
  };
  // What Kysely's PostgreSQL driver uses of a pool: connect (a client to release) and end.
  return {
    connect: (async () => {
      const client = (await pool.connect()) as PatchedClient;
      if (!client[PATCHED]) namedQueries(client, nameOf);
      return client;
    }) as pg.Pool['connect'],
    end: () => pool.end(),
  };
}

function namedQueries(client: PatchedClient, nameOf: (text: string) => string | undefined): void {
  const query = client.query.bind(client) as QueryFn;
  let generation = 0;
  let inTransaction = false;
  const run = (name: string, text: string, values: unknown[]) => query({ name: `${name}_${generation}`, text, values });
  client.query = (async (config: unknown, values?: unknown) => {
    if (typeof config !== 'string') return query(config, values);
    const verb = config.slice(0, 8).toLowerCase();
    if (verb.startsWith('begin')) inTransaction = true;
    else if (verb.startsWith('commit') || verb.startsWith('rollback')) inTransaction = false;
    const name = Array.isArray(values) && values.length > 0 ? nameOf(config) : undefined;
    if (name === undefined) return query(config, values);
    try {
      return await run(name, config, values as unknown[]);
    } catch (error) {
      if ((error as { code?: string }).code !== CACHED_PLAN_CHANGED) throw error;
      generation += 1;
      if (inTransaction) throw error;
      return run(name, config, values as unknown[]);
    }
  }) as pg.PoolClient['query'];
  client[PATCHED] = true;
}
