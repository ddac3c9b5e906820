import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import { MEMBER_NUMBER_PREFIX, formatMemberNumber, memberNumberSequence } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import type { MembersTable } from '../../db/schema-payments.ts';
import { toNumber } from '../../db/row-numbers.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type MemberInsert = Insertable<MembersTable>;
export type MemberUpdate = Updateable<MembersTable>;

/**
 * Writing members and customers (spec §7 POST, PUT, DELETE /member, set as member, register a
 * card) and reading member categories. Every statement names the owner: another owner's id
 * matches no row and is answered 404 by the caller.
 */
export const memberProfiles = {
  async insert(executor: Executor, row: MemberInsert): Promise<number> {
    const inserted = await executor.insertInto('members').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  },

  /** Changes a live member of the owner; false when there is none (unknown, another owner's, deleted). */
  async update(executor: Executor, ownerId: number, memberId: number, changes: MemberUpdate): Promise<boolean> {
    const result = await executor.updateTable('members').set(changes).where('id', '=', memberId).where('owner_id', '=', ownerId).where('deleted_at', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Only a customer becomes a member here: of two terminals setting one customer at once, one wins. */
  async promoteCustomer(executor: Executor, ownerId: number, memberId: number, changes: MemberUpdate): Promise<boolean> {
    const result = await executor
      .updateTable('members')
      .set({ ...changes, is_member: 1 })
      .where('id', '=', memberId)
      .where('owner_id', '=', ownerId)
      .where('deleted_at', 'is', null)
      .where('is_member', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async findLive(executor: Executor, ownerId: number, memberId: number) {
    return executor.selectFrom('members').selectAll().where('id', '=', memberId).where('owner_id', '=', ownerId).where('deleted_at', 'is', null).executeTakeFirst();
  },

  /** Who else of the owner (deleted rows included: the number stays theirs) holds this member number. */
  async numberHolder(executor: Executor, ownerId: number, memberNumber: string): Promise<number | null> {
    const row = await executor.selectFrom('members').select('id').where('owner_id', '=', ownerId).where('member_number', '=', memberNumber).executeTakeFirst();
    return row?.id ?? null;
  },

  async cardHolder(executor: Executor, ownerId: number, cardNo: string): Promise<number | null> {
    const row = await executor.selectFrom('members').select('id').where('owner_id', '=', ownerId).where('member_card_no', '=', cardNo).executeTakeFirst();
    return row?.id ?? null;
  },

  /**
   * The next auto-generated number's sequence: one conditional UPDATE … + 1, so two terminals
   * never get the same one. The owner's first one starts after the highest M number already there.
   */
  async takeAutoNumber(executor: Executor, ownerId: number): Promise<number> {
    for (;;) {
      const taken = await executor
        .updateTable('member_number_sequences')
        .set({ last_number: sql<number>`last_number + 1` })
        .where('owner_id', '=', ownerId)
        .returning('last_number')
        .executeTakeFirst();
      if (taken) return toNumber(taken.last_number);
      const highest = await memberProfiles.highestAutoNumber(executor, ownerId);
      // Two first-timers at once: one row is made, the other loops and takes the next number.
      await executor.insertInto('member_number_sequences').values({ owner_id: ownerId, last_number: highest }).onConflict((conflict) => conflict.column('owner_id').doNothing()).execute();
    }
  },

  /**
   * The next auto-generated member number nobody holds yet (a number typed by hand, say M0012,
   * is skipped). Safe inside a caller's transaction: no statement of it can fail on a duplicate.
   */
  async takeFreeAutoNumber(executor: Executor, ownerId: number): Promise<string> {
    for (;;) {
      const memberNumber = formatMemberNumber(await memberProfiles.takeAutoNumber(executor, ownerId));
      if ((await memberProfiles.numberHolder(executor, ownerId, memberNumber)) === null) return memberNumber;
    }
  },

  /** The highest sequence among the owner's auto-generated numbers (M0001 …), 0 without any. */
  async highestAutoNumber(executor: Executor, ownerId: number): Promise<number> {
    const rows = await executor.selectFrom('members').select('member_number').where('owner_id', '=', ownerId).where('member_number', 'like', `${MEMBER_NUMBER_PREFIX}%`).execute();
    return rows.reduce((highest, row) => Math.max(highest, memberNumberSequence(row.member_number) ?? 0), 0);
  },

  async listCategories(executor: Executor, ownerId: number) {
    const rows = await executor.selectFrom('member_categories').selectAll().where('owner_id', '=', ownerId).orderBy('position').orderBy('id').execute();
    return rows.map((row) => ({ ...row, price: toNumber(row.price) }));
  },

  async findCategory(executor: Executor, ownerId: number, categoryId: number) {
    return executor.selectFrom('member_categories').selectAll().where('owner_id', '=', ownerId).where('id', '=', categoryId).executeTakeFirst();
  },

  /** The owner's default category (Silver, spec §3). */
  async defaultCategory(executor: Executor, ownerId: number) {
    return executor.selectFrom('member_categories').selectAll().where('owner_id', '=', ownerId).where('is_default', '=', 1).orderBy('id').executeTakeFirst();
  },
};
