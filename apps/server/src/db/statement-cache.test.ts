import SqliteDatabase, { type SqliteConnection } from '@kasir/sqlite-driver';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

let connection: SqliteConnection;
afterEach(() => connection?.open && connection.close());

describe('withStatementCache', () => {
  it('prepares one SQL text once and reuses the statement with new parameters', () => {
    connection = new SqliteDatabase(':memory:');
    const cache = withStatementCache(connection);
    const first = cache.prepare('select ? + 1 as value');
    const again = cache.prepare('select ? + 1 as value');
    expect(again).toBe(first);
    expect(again.all([41])).toEqual([{ value: 42 }]);
    expect(first.all([1])).toEqual([{ value: 2 }]);
  });

  it('keeps at most its capacity, dropping the statement prepared first', () => {
    connection = new SqliteDatabase(':memory:');
    const cache = withStatementCache(connection, 2);
    const one = cache.prepare('select 1');
    const two = cache.prepare('select 2');
    expect(cache.prepare('select 1')).toBe(one);
    cache.prepare('select 3'); // evicts 'select 1', the first prepared
    expect(cache.cachedStatements).toBe(2);
    expect(cache.prepare('select 2')).toBe(two);
    expect(cache.prepare('select 1')).not.toBe(one);
  });

  it('still sees a table created after a statement on it was cached', () => {
    connection = new SqliteDatabase(':memory:');
    const cache = withStatementCache(connection);
    cache.prepare('create table items (name text)').run([]);
    const count = cache.prepare('select count(*) as count from items');
    cache.prepare('alter table items add column price integer').run([]);
    cache.prepare('insert into items (name, price) values (?, ?)').run(['tea', 5]);
    expect(cache.prepare('select count(*) as count from items').all([])).toEqual([{ count: 1 }]);
    expect(count.all([])).toEqual([{ count: 1 }]);
  });

  it('closes the connection', () => {
    connection = new SqliteDatabase(':memory:');
    withStatementCache(connection).close();
    expect(connection.open).toBe(false);
  });
});
