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
      'member_categories.name as category_name',
    ])
    .where('members.owner_id', '=', ownerId);
}

export type MemberListRow = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number];

/** The owner's members as the member picker finds them (spec §5 member modal). */
export const memberDirectory = {
  /** Members whose name, phone number or member number contains the keyword, any case, by name. */
  search(executor: Executor, ownerId: number, keyword: string, limit = MEMBER_LIST_LIMIT): Promise<MemberListRow[]> {
    const pattern = likePatternOf(keyword);
    const contains = (column: 'members.name' | 'members.phone_number' | 'members.member_number') => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    return listed(executor, ownerId)
      .where((eb) => eb.or([contains('members.name'), contains('members.phone_number'), contains('members.member_number')]))
      .orderBy('members.name')
      .orderBy('members.id')
      .limit(limit)
      .execute();
  },

  /** The members who joined last, newest first: what the picker shows before a search. */
  latest(executor: Executor, ownerId: number, limit = MEMBER_LIST_LIMIT): Promise<MemberListRow[]> {
    return listed(executor, ownerId).orderBy('members.member_since', 'desc').orderBy('members.id', 'desc').limit(limit).execute();
  },
};

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
    MemberOwners: [{ IsMember: true, MemberSince: row.member_since, ExpiredDate: row.expired_at }],
  };
}
