/**
 * The one place that loads better-sqlite3, so the server, the print agent, their tests and the
 * benches all open SQLite with the driver that works on the Node that runs them (docs/adr/0019).
 *
 * - better-sqlite3 12 is written against V8's C++ API. On Node 24 it aborts the process when a
 *   prepared statement is garbage-collected (`Assertion failed: (env) != nullptr` in
 *   Statement::~Statement; WiseLibs/better-sqlite3#1515, closed unfixed). On Node 20 it is the
 *   last release that runs, compiled from source at install against Node's own headers.
 * - better-sqlite3 13 is written against Node-API and ships prebuilt binaries inside its npm
 *   package (nothing is downloaded). It needs Node 22 or later: on Node 20 it segfaults.
 *
 * npm cannot pick a dependency by Node version, so both are installed (13 under the alias
 * `better-sqlite3-napi`; 12 as optional, since its compile may fail on a Node without headers)
 * and the choice is made here, once, when the module loads.
 */
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/** The first Node major on which better-sqlite3 13 (Node-API) runs; below it, 12 is used. */
export const NODE_API_DRIVER_FROM_NODE_MAJOR = 22;

export const nodeMajor = Number(process.versions.node.split('.')[0]);

/** The npm package this process loads SQLite from. */
export const sqliteDriverPackage = nodeMajor >= NODE_API_DRIVER_FROM_NODE_MAJOR ? 'better-sqlite3-napi' : 'better-sqlite3';

export type SqliteConnection = BetterSqlite3.Database;
export type SqliteStatement = BetterSqlite3.Statement;
export type SqliteOptions = BetterSqlite3.Options;

function loadDriver(): typeof BetterSqlite3 {
  // A computed require keeps bundlers (scripts/server-bundle.mjs) from inlining either package.
  const require = createRequire(import.meta.url);
  try {
    return require(sqliteDriverPackage) as typeof BetterSqlite3;
  } catch (error) {
    const fix = sqliteDriverPackage === 'better-sqlite3' ? 'run `npm rebuild better-sqlite3` (it compiles against this Node\'s headers)' : 'run `npm install`';
    throw new Error(`SQLite driver ${sqliteDriverPackage} could not load on Node ${process.version}: ${fix}`, { cause: error });
  }
}

/** The better-sqlite3 `Database` constructor: `new SqliteDatabase(path, options)`. */
const SqliteDatabase = loadDriver();
export default SqliteDatabase;
