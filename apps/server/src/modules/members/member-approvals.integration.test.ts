import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '@kasir/contracts';
import { SpecMessage } from '@kasir/domain';
import { firstField, openMembersTestbed, type MembersTestbed } from './members-test-kit.ts';

/**
 * Spec §6 approvals on the member calls the web asks a supervisor for: Ani's role has add
 * member (11) but not edit member data (12); Dewi's neither. Each call goes through once Budi
 * (both without PIN, same outlet) approves with his PIN, and never with a wrong one.
 */
let bed: MembersTestbed;
beforeAll(async () => {
  bed = await openMembersTestbed();
});
afterAll(async () => {
  await bed.server.stop();
});

let sequence = 0;
const walkIn = async (): Promise<number> => {
  sequence += 1;
  const created = await bed.dewi('POST', '/member', { Name: `Tamu ${sequence}`, PhoneNumber: `08130000${String(sequence).padStart(4, '0')}`, AddMember: false });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data as number;
};

describe('DELETE /member/{id} with an Approval in the body', () => {
  it('deletes for Ani (no permission 12) only with Budi’s right PIN', async () => {
    const id = await walkIn();
    const wrongPin = await bed.ani('DELETE', `/member/${id}`, { Approval: { ...bed.budiApproval, PIN: '999999' } });
    expect(wrongPin.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrongPin.statusCode).toBeLessThan(500);
    expect((await bed.readMember(id)).Id).toBe(id);
    const deleted = await bed.ani('DELETE', `/member/${id}`, { Approval: bed.budiApproval });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await bed.budi('GET', `/member/${id}`)).statusCode).toBe(404);
  });

  it('refuses Ani herself as approver', async () => {
    const id = await walkIn();
    const aniId = (await bed.db.selectFrom('users').select('id').where('username', '=', 'ani').executeTakeFirstOrThrow()).id;
    const self = await bed.ani('DELETE', `/member/${id}`, { Approval: { UserId: aniId, PIN: '111111' } });
    expect(self.statusCode).toBe(403);
    expect(firstField(self)).toEqual({ field: 'Approval.UserId', error: SpecMessage.SELECT_USER_WITH_ACCESS });
  });
});

describe('a customer made a member by editing, with one approval for 11 and 12', () => {
  it('Ani turns a walk-in into a member in the member modal with Budi’s PIN', async () => {
    const id = await walkIn();
    const form = { Name: 'Tamu Jadi Member', PhoneNumber: '081300009999', MemberId: 'TJM-1', BirthDate: '1990-02-03', IsAutoGenerate: false, AddMember: true };
    expect((await bed.ani('PUT', `/member/${id}`, form)).statusCode).toBe(403);
    const approved = await bed.ani('PUT', `/member/${id}`, { ...form, Approval: bed.budiApproval });
    expect(approved.statusCode, approved.body).toBe(200);
    const member = await bed.readMember(id);
    expect(member).toMatchObject({ Name: 'Tamu Jadi Member', MemberId: 'TJM-1' });
    expect(member.MemberOwners[0]?.IsMember).toBe(true);
  });
});

describe('POST /customer/registerMemberCard with an Approval', () => {
  it('is refused to Dewi (no permission 11) and registers the card with Budi’s PIN', async () => {
    const id = await walkIn();
    const denied = await bed.dewi('POST', '/customer/registerMemberCard', { Id: id, MemberCardNo: 'CARD-APPROVED' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("Sorry, you don't have access to add members");
    const approved = await bed.dewi('POST', '/customer/registerMemberCard', { Id: id, MemberCardNo: 'CARD-APPROVED', Approval: bed.budiApproval });
    expect(approved.statusCode, approved.body).toBe(200);
    const member = (approved.json().data as Member | undefined) ?? (await bed.readMember(id));
    expect(member.MemberOwners[0]?.IsMember).toBe(true);
    const row = await bed.db.selectFrom('members').select('member_card_no').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.member_card_no).toBe('CARD-APPROVED');
  });
});
