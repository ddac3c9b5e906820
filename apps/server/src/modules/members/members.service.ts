import { OtherPermission, SpecMessage, checkBirthDate, formatOutletDate, type OtherPermissionValue } from '@kasir/domain';
import type { Approval, MemberFormBodySchema, RegisterMemberCardBodySchema } from '@kasir/contracts';
import type { z } from 'zod';
import { AppError, invalidField } from '../../platform/app-error.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import type { ApprovalsService } from '../orders/approvals.service.ts';
import { memberProfiles, type MemberUpdate } from './member-profiles.repository.ts';

type Deps = Pick<ModuleDeps, 'db' | 'outlets'> & { approvals: ApprovalsService };
type MemberForm = z.output<typeof MemberFormBodySchema>;
type RegisterCard = z.output<typeof RegisterMemberCardBodySchema>;
type Caller = { auth: AuthContext; outletHeader: number | null; device: string };

export const MemberText = {
  NO_ACCESS_ADD_MEMBER: "Sorry, you don't have access to add members",
  NO_ACCESS_EDIT_MEMBER: "Sorry, you don't have access to edit member data",
  ALREADY_MEMBER: '{name} is already a member',
} as const;
const numberUsed = (number: string) => `Member Id ${number} is already used`;
const cardUsed = (cardNo: string) => `Member card ${cardNo} is already used`;
/** Whether a unique violation is the card index's (PostgreSQL names the index, SQLite the columns). */
const namesCardIndex = (error: unknown) => /members_owner_card_unique|member_card_no/.test(`${(error as { constraint?: string }).constraint ?? ''} ${(error as Error).message}`);
const memberNotFound = () => new AppError('NOT_FOUND', SpecMessage.MEMBER_NOT_FOUND, [{ field: 'id', error: SpecMessage.MEMBER_NOT_FOUND }]);

/**
 * Members and customers (spec §5 member modal, §7 Member calls). Adding a member, setting a
 * customer as member and registering a card need permission 11 (add member); changing or
 * deleting anyone needs 12 (edit member data); each with a supervisor's PIN when the role
 * carries UsePin or lacks it (spec §6, as payment 9 is enforced). A plain customer (AddMember
 * false) may be added by anyone at the till. Members are the owner's: another owner's id is 404.
 */
export function createMembersService(deps: Deps) {
  async function authorise(caller: Caller, permission: OtherPermissionValue, denied: string, approval: Approval | undefined): Promise<{ today: string }> {
    const outlet = await deps.outlets.resolveOutlet(caller.auth, caller.outletHeader);
    await deps.approvals.authorisePermission(caller.auth, outlet.id, permission, { denied, missingUser: SpecMessage.SELECT_USER_WITH_ACCESS }, approval, caller.device);
    return { today: formatOutletDate(new Date(), outlet.time_zone) };
  }

  async function resolveCategoryId(ownerId: number, categoryId: number | undefined): Promise<number> {
    const category = categoryId === undefined ? await memberProfiles.defaultCategory(deps.db, ownerId) : await memberProfiles.findCategory(deps.db, ownerId, categoryId);
    if (!category) throw new AppError('NOT_FOUND', categoryId === undefined ? 'Member category not found' : `Member category ${categoryId} not found`, [{ field: 'MemberCategoryId', error: 'Not Found' }]);
    return category.id;
  }

  function checkForm(body: MemberForm, today: string): void {
    if (body.BirthDate !== null) {
      const refusal = checkBirthDate(body.BirthDate, today);
      if (refusal) throw invalidField('BirthDate', refusal);
    }
  }

  /** Runs a write with the chosen member number (a taken one is the field's 400) or the next free auto-generated one. */
  async function withMemberNumber<T>(ownerId: number, chosen: string | null, cardNo: string | null, write: (memberNumber: string) => Promise<T>): Promise<T> {
    const memberNumber = chosen ?? (await memberProfiles.takeFreeAutoNumber(deps.db, ownerId));
    try {
      return await write(memberNumber);
    } catch (error) {
      // Another terminal took the card or the typed number a moment ago (auto-numbers are handed out once).
      if (isUniqueViolation(error) && cardNo !== null && namesCardIndex(error)) throw invalidField('MemberCardNo', cardUsed(cardNo));
      if (isUniqueViolation(error)) throw invalidField('MemberId', numberUsed(memberNumber));
      throw error;
    }
  }

  async function refuseTakenCard(ownerId: number, cardNo: string | null, memberId: number | null, field: string): Promise<void> {
    if (cardNo === null) return;
    const holder = await memberProfiles.cardHolder(deps.db, ownerId, cardNo);
    if (holder !== null && holder !== memberId) throw invalidField(field, cardUsed(cardNo));
  }

  return {
    async create(caller: Caller, body: MemberForm): Promise<number> {
      const { auth } = caller;
      const { today } = body.AddMember
        ? await authorise(caller, OtherPermission.ADD_MEMBER, MemberText.NO_ACCESS_ADD_MEMBER, body.Approval)
        : { today: formatOutletDate(new Date(), (await deps.outlets.resolveOutlet(auth, caller.outletHeader)).time_zone) };
      checkForm(body, today);
      const categoryId = await resolveCategoryId(auth.ownerId, body.MemberCategoryId);
      const chosen = body.AddMember && !body.IsAutoGenerate ? body.MemberId : null;
      if (chosen !== null && (await memberProfiles.numberHolder(deps.db, auth.ownerId, chosen)) !== null) throw invalidField('MemberId', numberUsed(chosen));
      await refuseTakenCard(auth.ownerId, body.MemberCardNo, null, 'MemberCardNo');
      const nowIso = new Date().toISOString();
      return withMemberNumber(auth.ownerId, chosen, body.MemberCardNo, (memberNumber) =>
        memberProfiles.insert(deps.db, {
          owner_id: auth.ownerId,
          member_category_id: categoryId,
          name: body.Name,
          phone_number: body.PhoneNumber ?? '',
          email: body.Email,
          address: body.Address,
          birth_date: body.BirthDate,
          member_card_no: body.MemberCardNo,
          member_number: memberNumber,
          is_member: body.AddMember ? 1 : 0,
          point_balance: 0,
          saved_minutes: 0,
          member_since: nowIso,
          // A member added at the till has no end; a bought membership (PURCHASES) sets one.
          expired_at: null,
          created_at: nowIso,
          updated_at: nowIso,
        }),
      );
    },

    async update(caller: Caller, memberId: number, body: MemberForm): Promise<void> {
      const { auth } = caller;
      const { today } = await authorise(caller, OtherPermission.EDIT_MEMBER_DATA, MemberText.NO_ACCESS_EDIT_MEMBER, body.Approval);
      const current = await memberProfiles.findLive(deps.db, auth.ownerId, memberId);
      if (!current) throw memberNotFound();
      // Turning a customer into a member is adding one: permission 11 as well.
      const becomesMember = current.is_member === 0 && body.AddMember;
      if (becomesMember) await authorise(caller, OtherPermission.ADD_MEMBER, MemberText.NO_ACCESS_ADD_MEMBER, body.Approval);
      checkForm(body, today);
      const categoryId = body.MemberCategoryId === undefined ? current.member_category_id : await resolveCategoryId(auth.ownerId, body.MemberCategoryId);
      await refuseTakenCard(auth.ownerId, body.MemberCardNo, memberId, 'MemberCardNo');
      const isMember = current.is_member === 1 || body.AddMember;
      // A member keeps their number unless a new one is typed; IsAutoGenerate keeps the one they have.
      const chosen = body.AddMember && !body.IsAutoGenerate && body.MemberId !== null && body.MemberId !== current.member_number ? body.MemberId : null;
      if (chosen !== null) {
        const holder = await memberProfiles.numberHolder(deps.db, auth.ownerId, chosen);
        if (holder !== null && holder !== memberId) throw invalidField('MemberId', numberUsed(chosen));
      }
      const nowIso = new Date().toISOString();
      const changes: MemberUpdate = {
        name: body.Name,
        phone_number: body.PhoneNumber ?? '',
        email: body.Email,
        address: body.Address,
        birth_date: body.BirthDate,
        member_card_no: body.MemberCardNo ?? current.member_card_no,
        member_category_id: categoryId,
        is_member: isMember ? 1 : 0,
        ...(becomesMember ? { member_since: nowIso } : {}),
        updated_at: nowIso,
      };
      const changed = await withMemberNumber(auth.ownerId, chosen ?? current.member_number, body.MemberCardNo, (memberNumber) =>
        memberProfiles.update(deps.db, auth.ownerId, memberId, { ...changes, member_number: memberNumber }),
      );
      if (!changed) throw memberNotFound();
    },

    async remove(caller: Caller, memberId: number, approval: Approval | undefined): Promise<void> {
      await authorise(caller, OtherPermission.EDIT_MEMBER_DATA, MemberText.NO_ACCESS_EDIT_MEMBER, approval);
      const nowIso = new Date().toISOString();
      // Soft: payments, orders and ledgers keep naming the row; every list and lookup drops it.
      if (!(await memberProfiles.update(deps.db, caller.auth.ownerId, memberId, { deleted_at: nowIso, member_card_no: null, updated_at: nowIso }))) throw memberNotFound();
    },

    /** GET /customer/{id}/setAsMember: a known walk-in customer becomes a member (phone needed, number auto-generated unless they have one). */
    async setAsMember(caller: Caller, customerId: number, approval: Approval | undefined): Promise<void> {
      const { auth } = caller;
      await authorise(caller, OtherPermission.ADD_MEMBER, MemberText.NO_ACCESS_ADD_MEMBER, approval);
      const current = await memberProfiles.findLive(deps.db, auth.ownerId, customerId);
      if (!current) throw memberNotFound();
      if (current.is_member === 1) throw new AppError('CONFLICT', MemberText.ALREADY_MEMBER.replace('{name}', current.name));
      if (current.phone_number === '') throw invalidField('PhoneNumber', SpecMessage.PHONE_REQUIRED);
      const promoted = await memberProfiles.promoteCustomer(deps.db, auth.ownerId, customerId, { member_since: new Date().toISOString(), updated_at: new Date().toISOString() });
      if (!promoted) throw new AppError('CONFLICT', MemberText.ALREADY_MEMBER.replace('{name}', current.name));
    },

    /** POST /customer/registerMemberCard: the person gets the card and, if a customer, becomes a member. */
    async registerMemberCard(caller: Caller, body: RegisterCard): Promise<void> {
      const { auth } = caller;
      await authorise(caller, OtherPermission.ADD_MEMBER, MemberText.NO_ACCESS_ADD_MEMBER, body.Approval);
      const current = await memberProfiles.findLive(deps.db, auth.ownerId, body.Id);
      if (!current) throw new AppError('NOT_FOUND', SpecMessage.MEMBER_NOT_FOUND, [{ field: 'Id', error: SpecMessage.MEMBER_NOT_FOUND }]);
      const phone = body.PhoneNumber ?? current.phone_number;
      if (phone === '') throw invalidField('PhoneNumber', SpecMessage.PHONE_REQUIRED);
      await refuseTakenCard(auth.ownerId, body.MemberCardNo, current.id, 'MemberCardNo');
      const nowIso = new Date().toISOString();
      const changes: MemberUpdate = { member_card_no: body.MemberCardNo, phone_number: phone, is_member: 1, updated_at: nowIso, ...(current.is_member === 0 ? { member_since: nowIso } : {}) };
      try {
        if (!(await memberProfiles.update(deps.db, auth.ownerId, current.id, changes))) throw memberNotFound();
      } catch (error) {
        // Another terminal gave the same card to someone else a moment ago.
        if (isUniqueViolation(error) && namesCardIndex(error)) throw invalidField('MemberCardNo', cardUsed(body.MemberCardNo));
        throw error;
      }
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
