import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many distinct SQL texts stay prepared; Kysely's queries are a few hundred shapes at most. */
export const STATEMENT_CACHE_SIZE = 500;

type Preparer = { prepare(sql: string): SqliteStatement; close(): void };

/**
 * Kysely's SQLite driver prepares every statement again on each execution, which costs more
 * than running it. This keeps up to `capacity` prepared statements by SQL text (an evicted
 * statement is finalised when it is collected).
 * Reusing a statement is safe here: Kysely runs one statement at a time on the one
 * connection, and SQLite re-prepares a cached statement itself after a schema change.
 * Past `capacity` the statement prepared first goes first: a hit only looks up, since moving
 * the entry on every one of the ~50 statements of a sale cost more than the lookup itself.
 */
export function withStatementCache(connection: Preparer, capacity = STATEMENT_CACHE_SIZE): SqliteDatabase & { readonly cachedStatements: number } {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached) return cached;
      const statement = connection.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > capacity) statements.delete(statements.keys().next().value!);
      return statement;
    },
    close(): void {
      statements.clear();
      connection.close();
    },
    get cachedStatements() {
      return statements.size;
    },
  };
}
