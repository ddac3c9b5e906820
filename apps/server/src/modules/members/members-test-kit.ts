import { expect } from 'vitest';
import type { Member } from '@kasir/contracts';
import { bearer, signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A server on a fresh demo database (SQLite, or PostgreSQL with DATABASE_URL) with Ani, Budi and
 * Dewi signed in at Kopi Senja, and another owner's member to prove ids never cross owners.
 */
export async function openMembersTestbed() {
  const server: TestServer = await startTestServer();
  const outlet = server.ids.outletIds.kopiSenja;
  const db = server.database.db;
  const tokens = {
    ani: (await signIn(server)).cashierToken,
    budi: (await signIn(server, { username: 'budi', pin: '222222' })).cashierToken,
    dewi: (await signIn(server, { username: 'dewi', pin: '444444' })).cashierToken,
  };
  const as =
    (token: string) =>
    (method: Method, url: string, payload?: object) =>
      server.app.inject({ method, url: `/api${url}`, headers: { ...bearer(token), outletid: String(outlet) }, ...(payload ? { payload } : {}) });

  const owner = await db.insertInto('owners').values({ name: 'Warung Lain', username: 'lain@demo.pos', password_hash: 'x', created_at: '2026-01-01T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow();
  const category = await db.insertInto('member_categories').values({ owner_id: owner.id, name: 'Silver', is_default: 1 }).returning('id').executeTakeFirstOrThrow();
  const stranger = await db
    .insertInto('members')
    .values({ owner_id: owner.id, member_category_id: category.id, name: 'Rina Lain', phone_number: '089900000001', email: null, member_number: 'L0001', point_balance: 999, saved_minutes: 30, member_since: '2026-11-01T00:00:00.000Z', expired_at: null, created_at: '2026-11-01T00:00:00.000Z', is_member: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();

  const memberId = async (name: string) => (await db.selectFrom('members').select('id').where('owner_id', '=', server.ids.ownerId).where('name', '=', name).executeTakeFirstOrThrow()).id;
  const readMember = async (id: number): Promise<Member> => {
    const answer = await as(tokens.budi)('GET', `/member/${id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as Member;
  };
  const budiApproval = { UserId: (await db.selectFrom('users').select('id').where('username', '=', 'budi').executeTakeFirstOrThrow()).id, PIN: '222222' };
  return { server, db, outlet, ani: as(tokens.ani), budi: as(tokens.budi), dewi: as(tokens.dewi), strangerId: stranger.id, memberId, readMember, budiApproval };
}

export type MembersTestbed = Awaited<ReturnType<typeof openMembersTestbed>>;

/** The error body's first field, as spec §8 clients read it. */
export const firstField = (answer: { json: () => unknown }) => (answer.json() as { data: Array<{ field: string; error: string }> }).data[0];
