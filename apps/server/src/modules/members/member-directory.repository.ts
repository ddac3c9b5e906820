import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Member } from '@kasir/contracts';
import { MEMBER_LIST_LIMIT } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import { toNumber } from '../../db/row-numbers.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** LIKE reads `%` and `_` as wildcards; typed in a keyword they stand for themselves. */
export function likePatternOf(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function listed(executor: Executor, ownerId: number) {
  return executor
    .selectFrom('members')
    .leftJoin('member_categories', 'member_categories.id', 'members.member_category_id')
    .select([
      'members.id',
      'members.name',
      'members.phone_number',
      'members.email',
      'members.member_number',
      'members.point_balance',
      'members.saved_minutes',
      'members.member_since',
      'members.expired_at',
      'members.address',
      'members.birth_date',
      'members.member_card_no',
      'members.member_category_id',
      'members.is_member',
      'member_categories.name as category_name',
    ])
    .where('members.owner_id', '=', ownerId)
    .where('members.deleted_at', 'is', null);
}

/** Rows of one page: at most `limit` from `offset`. */
export type PageWindow = { limit: number; offset: number };

export type MemberListRow = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number];

/** The owner's members as the member picker finds them (spec §5 member modal); deleted ones never. */
export const memberDirectory = {
  /** Members whose name, phone number or member number contains the keyword, any case, by name. */
  search(executor: Executor, ownerId: number, keyword: string, window: PageWindow = { limit: MEMBER_LIST_LIMIT, offset: 0 }): Promise<MemberListRow[]> {
    return listed(executor, ownerId).where(matches(keyword)).orderBy('members.name').orderBy('members.id').limit(window.limit).offset(window.offset).execute();
  },

  /** The members who joined last, newest first: what the picker shows before a search. */
  latest(executor: Executor, ownerId: number, window: PageWindow = { limit: MEMBER_LIST_LIMIT, offset: 0 }): Promise<MemberListRow[]> {
    return listed(executor, ownerId).orderBy('members.member_since', 'desc').orderBy('members.id', 'desc').limit(window.limit).offset(window.offset).execute();
  },

  /** How many members the search (or, for '', the latest list) has in all: the paging's TotalItems. */
  async count(executor: Executor, ownerId: number, keyword: string): Promise<number> {
    const base = executor.selectFrom('members').where('members.owner_id', '=', ownerId).where('members.deleted_at', 'is', null);
    const row = await (keyword === '' ? base : base.where(matches(keyword))).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return toNumber(row.n);
  },

  async findOne(executor: Executor, ownerId: number, memberId: number): Promise<MemberListRow | undefined> {
    return listed(executor, ownerId).where('members.id', '=', memberId).executeTakeFirst();
  },
};

/** Name, phone number or member number contains the keyword, any case; % and _ as themselves. */
function matches(keyword: string) {
  const pattern = likePatternOf(keyword);
  const contains = (column: 'members.name' | 'members.phone_number' | 'members.member_number') => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  return sql<SqlBool>`(${contains('members.name')} or ${contains('members.phone_number')} or ${contains('members.member_number')})`;
}

export function presentMember(row: MemberListRow): Member {
  return {
    Id: row.id,
    Name: row.name,
    PhoneNumber: row.phone_number,
    Email: row.email,
    MemberId: row.member_number,
    MemberNumber: row.member_number,
    MemberCategoryName: row.category_name,
    Point: toNumber(row.point_balance),
    SavedMinutes: toNumber(row.saved_minutes),
    IsEmployee: false,
    MemberOwners: [{ IsMember: row.is_member === 1, MemberSince: row.member_since, ExpiredDate: row.expired_at }],
    Address: row.address,
    BirthDate: row.birth_date,
    MemberCardNo: row.member_card_no,
    MemberCategoryId: row.member_category_id,
  };
}
