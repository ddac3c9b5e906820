/**
 * Rows of the tables every request reads and almost none writes (who is signed in, the role's
 * permissions, the outlet, its open shift, payment methods, order types, charges, settings),
 * kept on the single SQLite connection by the exact SQL and parameters that read them.
 * The cache agrees with what the connection would answer itself:
 * - any write through this connection to one of these tables, or a write whose target it cannot
 *   tell, empties it before it runs (cascades only run from these tables into these tables);
 * - any rollback empties it: the rows may have been read from writes that are now undone;
 * - a commit by another connection (the CLI, say) shows in SQLite's data_version and empties
 *   it. data_version is read at the start of every group of transactions and otherwise at most
 *   once per DATA_VERSION_RECHECK_MS: for that long a read outside a transaction may still get
 *   a reference row from before another program's commit. This server is the one writer of
 *   its file in normal running, so that only concerns an operator editing it meanwhile.
 * Only reads of these tables alone are kept, and none that calls a function that may read the
 * clock, a random number or the connection (only the PURE_FUNCTIONS list may appear). PostgreSQL
 * has no cache: several servers may share it.
 */
export const REFERENCE_TABLES: ReadonlySet<string> = new Set([
  'owners',
  'users',
  'roles',
  'role_other_modules',
  'user_role_outlets',
  'sessions',
  'outlets',
  'outlet_settings',
  'shifts',
  'payment_method_types',
  'outlet_payment_methods',
  'order_types',
  'outlet_order_types',
  'outlet_order_type_charges',
  'outlet_charges',
]);

/** Distinct reads kept at most; past it the cache starts over (a few dozen are hot). */
export const REFERENCE_CACHE_ENTRIES = 2000;

/**
 * How long a look at data_version holds (ms). Reading it costs as much as a small query, and a
 * sale makes a dozen reference reads; another program's commit is seen within this time, as a
 * read that started this much earlier would have missed it too. This process's own writes are
 * seen at once (beforeWrite).
 */
export const DATA_VERSION_RECHECK_MS = 1;

// Kysely quotes every table it names; an unquoted name (hand-written SQL) is never trusted.
const READ_TABLE = /\b(?:from|join)\s+("?)([A-Za-z_]\w*)\1/gi;
const WRITE_TARGET = /^\s*(?:insert(?:\s+or\s+\w+)?\s+into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+"([A-Za-z_]\w*)"/i;
// A comma after a FROM table names more tables than READ_TABLE sees: such a read is not kept.
const COMMA_JOIN = /\b(?:from|join)\s+"[A-Za-z_]\w*"(?:\s+as\s+"[A-Za-z_]\w*")?\s*,/i;
// Every function a kept read calls must be one of these: any other may read the clock, a random
// number or the connection's state, which a kept answer would freeze.
const FUNCTION_CALL = /\b([A-Za-z_]\w*)\s*\(/g;
const PURE_FUNCTIONS: ReadonlySet<string> = new Set([
  // SQL words a parenthesis may follow
  ...['select', 'from', 'join', 'on', 'where', 'having', 'by', 'and', 'or', 'not', 'in', 'exists', 'is', 'case', 'when', 'then', 'else'],
  ...['coalesce', 'ifnull', 'nullif', 'count', 'min', 'max', 'sum', 'avg', 'lower', 'upper', 'abs', 'length', 'cast'],
]);

type Rows = readonly Record<string, unknown>[];

export class ReferenceReadCache {
  readonly #rows = new Map<string, Rows>();
  readonly #isCacheable = new Map<string, boolean>();
  #dataVersion: number;
  #checkedAt = Number.NEGATIVE_INFINITY;

  /** `dataVersion` reads SQLite's data_version: it moves when another connection commits. */
  constructor(
    private readonly dataVersion: () => number,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.#dataVersion = dataVersion();
  }

  /** The rows this read gave last time, as fresh objects, or undefined. */
  get(sql: string, parameters: readonly unknown[]): Rows | undefined {
    if (!this.#cacheable(sql) || this.#rows.size === 0) return undefined;
    if (this.clock() - this.#checkedAt >= DATA_VERSION_RECHECK_MS) this.checkOtherWriters();
    if (this.#rows.size === 0) return undefined;
    const key = keyOf(sql, parameters);
    const rows = key === null ? undefined : this.#rows.get(key);
    // Callers may change the rows they get: each gets its own copies.
    return rows?.map((row) => ({ ...row }));
  }

  /** Keeps what a read of reference tables gave (copies: the caller keeps its own rows). */
  set(sql: string, parameters: readonly unknown[], rows: Rows): void {
    if (!this.#cacheable(sql)) return;
    const key = keyOf(sql, parameters);
    if (key === null) return;
    if (this.#rows.size >= REFERENCE_CACHE_ENTRIES) this.#rows.clear();
    this.#rows.set(key, rows.map((row) => ({ ...row })));
  }

  /** Called before every write statement runs. */
  beforeWrite(sql: string): void {
    const target = WRITE_TARGET.exec(sql)?.[1];
    if (target === undefined || REFERENCE_TABLES.has(target)) this.clear();
  }

  /** Reads data_version now; empties the cache if another connection has committed since. */
  checkOtherWriters(): void {
    this.#checkedAt = this.clock();
    const version = this.dataVersion();
    if (version === this.#dataVersion) return;
    this.#dataVersion = version;
    this.clear();
  }

  clear(): void {
    this.#rows.clear();
  }

  get size(): number {
    return this.#rows.size;
  }

  #cacheable(sql: string): boolean {
    let cacheable = this.#isCacheable.get(sql);
    if (cacheable === undefined) {
      cacheable = readsOnlyReferenceTables(sql);
      // SQL with values written into its text would make new texts without end: start over.
      if (this.#isCacheable.size >= REFERENCE_CACHE_ENTRIES) this.#isCacheable.clear();
      this.#isCacheable.set(sql, cacheable);
    }
    return cacheable;
  }
}

/** True for a SELECT whose every table is a reference table and that calls no impure function. */
export function readsOnlyReferenceTables(sql: string): boolean {
  if (!/^\s*select\b/i.test(sql) || /\bcurrent_(?:date|time|timestamp)\b/i.test(sql) || COMMA_JOIN.test(sql)) return false;
  if (![...sql.matchAll(FUNCTION_CALL)].every(([, name]) => PURE_FUNCTIONS.has(name!.toLowerCase()))) return false;
  const tables = [...sql.matchAll(READ_TABLE)];
  return tables.length > 0 && tables.every(([, quote, name]) => quote === '"' && REFERENCE_TABLES.has(name!));
}

function keyOf(sql: string, parameters: readonly unknown[]): string | null {
  // JSON writes Infinity and NaN as null, which SQLite tells apart: such a read is not kept.
  if (!parameters.every((value) => value === null || (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string')) return null;
  return `${sql}\u0000${JSON.stringify(parameters)}`;
}
