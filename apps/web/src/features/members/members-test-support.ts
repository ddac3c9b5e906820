import type { Me, Member } from '@kasir/contracts';
import { meAni } from '../../test/fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A member as GET /member lists her; `expiresInDays` null: a membership without an end; undefined: a walk-in customer. */
export function memberFixture(overrides: Partial<Member> & Pick<Member, 'Id' | 'Name'>, expiresInDays?: number | null): Member {
  const isMember = expiresInDays !== undefined;
  return {
    PhoneNumber: `0812000000${overrides.Id}`,
    Email: null,
    MemberId: isMember ? `M-${overrides.Id}` : '',
    MemberNumber: isMember ? `M-${overrides.Id}` : '',
    MemberCategoryName: isMember ? 'Silver' : null,
    Point: 0,
    SavedMinutes: 0,
    IsEmployee: false,
    MemberOwners: [
      {
        IsMember: isMember,
        MemberSince: '2026-01-01T00:00:00.000Z',
        ExpiredDate: expiresInDays === undefined || expiresInDays === null ? null : new Date(Date.now() + expiresInDays * DAY_MS).toISOString(),
      },
    ],
    ...overrides,
  };
}

/** Ani with the member permissions of spec §6 she is given (11 add member, 12 edit member data). */
export function meWithMemberPermissions(permissions: readonly number[]): Me {
  const user = meAni.User;
  const role = user?.UserRole;
  if (!user || !role) throw new Error('The fixture cashier has a role');
  const grants = [...role.Role.RoleOtherModules, ...permissions.map((OtherModuleId) => ({ OtherModuleId, UsePin: false }))];
  return { ...meAni, User: { ...user, UserRole: { ...role, Role: { ...role.Role, RoleOtherModules: grants } } } };
}
