import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import SqliteDatabase from '@kasir/sqlite-driver';
import { afterEach, describe, expect, it } from 'vitest';
import { compileOnce, compiledByIdList, compiledShapes, fill, slot } from './compiled-query.ts';

type Db = { items: { id: Generated<number>; name: string; price: number } };
let db: Kysely<Db> | undefined;
afterEach(async () => db?.destroy());

async function openItems(): Promise<Kysely<Db>> {
  db = new Kysely<Db>({ dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }) });
  await sql`create table items (id integer primary key, name text not null, price integer not null)`.execute(db);
  return db;
}

describe('compiled queries with slots', () => {
  it('compiles once to the SQL Kysely builds and runs it with each call’s values', async () => {
    const items = await openItems();
    const insert = compileOnce(() => items.insertInto('items').values({ name: slot<string>('name'), price: slot<number>('price') }).returning('id'));
    expect(insert()).toBe(insert());
    expect(insert().sql).toBe(items.insertInto('items').values({ name: 'x', price: 1 }).returning('id').compile().sql);
    const first = await items.executeQuery(fill(insert(), { name: 'Americano', price: 2000000 }));
    const second = await items.executeQuery(fill(insert(), { name: 'Teh Tarik', price: 1800000 }));
    expect([first.rows, second.rows]).toEqual([[{ id: 1 }], [{ id: 2 }]]);
    const byPrice = compileOnce(() => items.selectFrom('items').select('name').where('price', '>', slot<number>('min')).where('id', '<', 10).orderBy('id'));
    expect((await items.executeQuery(fill(byPrice(), { min: 1900000 }))).rows).toEqual([{ name: 'Americano' }]);
  });

  it('compiles an id-list query once per list length and answers the rows of the ids given', async () => {
    const items = await openItems();
    for (const [name, price] of [['Americano', 1], ['Teh Tarik', 2], ['Es Teh Manis', 3]] as const) await items.insertInto('items').values({ name, price }).execute();
    const byIds = compiledByIdList((ids) => items.selectFrom('items').select('name').where('id', 'in', ids).orderBy('id'));
    expect(byIds([1, 3]).sql).toBe(byIds([2, 3]).sql);
    expect(byIds([1]).sql).not.toBe(byIds([1, 2]).sql);
    expect((await items.executeQuery(byIds([1, 3]))).rows).toEqual([{ name: 'Americano' }, { name: 'Es Teh Manis' }]);
    expect((await items.executeQuery(byIds([2]))).rows).toEqual([{ name: 'Teh Tarik' }]);
  });

  it('refuses to run a slot without a value rather than bind undefined', async () => {
    const items = await openItems();
    const query = compileOnce(() => items.selectFrom('items').selectAll().where('id', '=', slot<number>('id')));
    expect(() => fill(query(), {})).toThrow('No value for query slot id');
  });

  it('keeps one compiled query per shape key, up to its capacity', async () => {
    const items = await openItems();
    const shapes = compiledShapes<unknown>(1);
    const build = () => items.selectFrom('items').selectAll().where('id', '=', slot<number>('id'));
    expect(shapes('a', build)).toBe(shapes('a', build));
    expect(shapes('b', build)).not.toBe(shapes('b', build));
  });
});
