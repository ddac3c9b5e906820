import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member, MemberCategory } from '@kasir/contracts';
import { MemberRuleText, OtherPermission, PHONE_MAX_LENGTH, SpecMessage, formatOutletDate } from '@kasir/domain';
import { firstField, openMembersTestbed, type MembersTestbed } from './members-test-kit.ts';

/** Spec §5 member modal and §7 POST, PUT, DELETE /member, categories, paging, permissions 11 and 12, on SQLite or PostgreSQL. */
let bed: MembersTestbed;
beforeAll(async () => {
  bed = await openMembersTestbed();
});
afterAll(async () => {
  await bed.server.stop();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const outletToday = (offsetDays = 0) => formatOutletDate(new Date(Date.now() + offsetDays * DAY_MS), 7);
const maya = { Name: 'Maya', PhoneNumber: '081300000001', MemberId: 'MAYA-01', BirthDate: '1995-06-17', IsAutoGenerate: false, Email: 'maya@example.com', Address: 'Jl. Braga 10, Bandung' };

describe('POST /member', () => {
  it('adds a member with every field of the form, in the default category (Silver), and answers the new id in data', async () => {
    const answer = await bed.ani('POST', '/member', maya);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as { data: number; message: string };
    expect(typeof body.data).toBe('number');
    expect(body.message).toBe(SpecMessage.MEMBER_ADDED);
    const saved = await bed.readMember(body.data);
    expect(saved).toMatchObject({ Name: 'Maya', PhoneNumber: '081300000001', MemberId: 'MAYA-01', MemberNumber: 'MAYA-01', BirthDate: '1995-06-17', Email: 'maya@example.com', Address: 'Jl. Braga 10, Bandung', MemberCategoryName: 'Silver', Point: 0, SavedMinutes: 0 });
    expect(saved.MemberOwners[0]).toMatchObject({ IsMember: true, ExpiredDate: null });
  });

  it('numbers the member itself with IsAutoGenerate, after the highest M number', async () => {
    const first = await bed.ani('POST', '/member', { ...maya, Name: 'Auto Satu', MemberId: '', IsAutoGenerate: true });
    const second = await bed.ani('POST', '/member', { ...maya, Name: 'Auto Dua', MemberId: 'ignored', IsAutoGenerate: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect((await bed.readMember(first.json().data)).MemberId).toBe('M0004');
    expect((await bed.readMember(second.json().data)).MemberId).toBe('M0005');
    // A number typed by hand that the sequence reaches is skipped.
    expect((await bed.ani('POST', '/member', { ...maya, Name: 'Ketik Sendiri', MemberId: 'M0006' })).statusCode).toBe(200);
    const third = await bed.ani('POST', '/member', { ...maya, Name: 'Auto Tiga', IsAutoGenerate: true });
    expect((await bed.readMember(third.json().data)).MemberId).toBe('M0007');
  });

  it('refuses each missing field of a member with the spec message, naming the field', async () => {
    const cases: Array<[object, string, string]> = [
      [{ ...maya, Name: '  ' }, 'Name', SpecMessage.NAME_REQUIRED],
      [{ ...maya, PhoneNumber: '' }, 'PhoneNumber', SpecMessage.PHONE_REQUIRED],
      [{ ...maya, MemberId: '' }, 'MemberId', SpecMessage.MEMBER_ID_REQUIRED],
      [{ ...maya, BirthDate: null }, 'BirthDate', SpecMessage.BIRTH_DATE_REQUIRED],
    ];
    for (const [body, field, message] of cases) {
      const answer = await bed.ani('POST', '/member', body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(JSON.stringify(answer.json().data)).toContain(field);
      expect(JSON.stringify(answer.json())).toContain(message);
    }
  });

  it(`refuses a phone longer than ${PHONE_MAX_LENGTH}, a birth date in the future or not year-month-day, a taken member id`, async () => {
    const long = await bed.ani('POST', '/member', { ...maya, PhoneNumber: '0'.repeat(PHONE_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(firstField(long)?.field).toBe('PhoneNumber');
    const tomorrow = await bed.ani('POST', '/member', { ...maya, MemberId: 'NEW-1', BirthDate: outletToday(1) });
    expect(tomorrow.statusCode).toBe(400);
    expect(firstField(tomorrow)).toEqual({ field: 'BirthDate', error: MemberRuleText.BIRTH_DATE_IN_FUTURE });
    const today = await bed.ani('POST', '/member', { ...maya, Name: 'Bayi', MemberId: 'NEW-2', BirthDate: outletToday(0) });
    expect(today.statusCode, today.body).toBe(200);
    for (const BirthDate of ['17-06-1995', '1995-02-30']) {
      const wrong = await bed.ani('POST', '/member', { ...maya, MemberId: 'NEW-3', BirthDate });
      expect(wrong.statusCode).toBe(400);
      expect(firstField(wrong)?.field).toBe('BirthDate');
    }
    const taken = await bed.ani('POST', '/member', { ...maya, MemberId: 'M0001' });
    expect(taken.statusCode).toBe(400);
    expect(firstField(taken)).toEqual({ field: 'MemberId', error: 'Member Id M0001 is already used' });
  });

  it('adds a plain customer (AddMember false) with a name alone, for anyone at the till', async () => {
    const answer = await bed.dewi('POST', '/member', { Name: 'Pak Joko', AddMember: false });
    expect(answer.statusCode, answer.body).toBe(200);
    const saved = await bed.readMember(answer.json().data);
    expect(saved).toMatchObject({ Name: 'Pak Joko', PhoneNumber: '', BirthDate: null });
    expect(saved.MemberOwners[0]?.IsMember).toBe(false);
  });
});

describe('permissions 11 (add member) and 12 (edit member data), on the server', () => {
  it('refuses adding a member to a role without permission 11 (Dewi), and takes a supervisor approval instead', async () => {
    const denied = await bed.dewi('POST', '/member', { ...maya, MemberId: 'DEWI-1' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("Sorry, you don't have access to add members");
    const approved = await bed.dewi('POST', '/member', { ...maya, MemberId: 'DEWI-1', Approval: bed.budiApproval });
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('asks for a supervisor when permission 11 carries UsePin, and checks the PIN', async () => {
    const cashierRole = await bed.db.selectFrom('users').select('role_id').where('username', '=', 'ani').executeTakeFirstOrThrow();
    const setUsePin = (flag: 0 | 1) => bed.db.updateTable('role_other_modules').set({ use_pin: flag }).where('role_id', '=', cashierRole.role_id).where('other_module_id', '=', OtherPermission.ADD_MEMBER).execute();
    await setUsePin(1);
    try {
      const missing = await bed.ani('POST', '/member', { ...maya, MemberId: 'PIN-1' });
      expect(missing.statusCode).toBe(400);
      expect(firstField(missing)).toEqual({ field: 'Approval.UserId', error: SpecMessage.SELECT_USER_WITH_ACCESS });
      const wrongPin = await bed.ani('POST', '/member', { ...maya, MemberId: 'PIN-1', Approval: { ...bed.budiApproval, PIN: '999999' } });
      expect(wrongPin.statusCode).toBeGreaterThanOrEqual(400);
      expect(wrongPin.statusCode).toBeLessThan(500);
      const approved = await bed.ani('POST', '/member', { ...maya, MemberId: 'PIN-1', Approval: bed.budiApproval });
      expect(approved.statusCode, approved.body).toBe(200);
    } finally {
      await setUsePin(0);
    }
  });

  it('edits a member only with permission 12: Ani (without it) is refused, Budi edits, an approval lets Ani', async () => {
    const id = await bed.memberId('Sari');
    const form = { Name: 'Sari Wulandari', PhoneNumber: '081200000002', MemberId: 'M0002', BirthDate: '1998-08-25', Email: '', Address: 'Jl. Dago 5' };
    const denied = await bed.ani('PUT', `/member/${id}`, form);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("Sorry, you don't have access to edit member data");
    expect((await bed.readMember(id)).Name).toBe('Sari');
    const edited = await bed.budi('PUT', `/member/${id}`, form);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ Id: id, Name: 'Sari Wulandari', Address: 'Jl. Dago 5', Email: null, MemberId: 'M0002', MemberCategoryName: 'Silver' });
    const viaApproval = await bed.ani('PUT', `/member/${id}`, { ...form, Name: 'Sari', Approval: bed.budiApproval });
    expect(viaApproval.statusCode, viaApproval.body).toBe(200);
    expect((await bed.readMember(id)).Name).toBe('Sari');
  });

  it('moves a member to another category of the owner; an unknown category is 404 naming it', async () => {
    const id = await bed.memberId('Maya');
    const categories = (await bed.ani('GET', '/member/membercategory/')).json().data as MemberCategory[];
    const gold = categories.find((category) => category.Name === 'Gold')!;
    const moved = await bed.budi('PUT', `/member/${id}`, { ...maya, MemberCategoryId: gold.Id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json().data as Member).MemberCategoryName).toBe('Gold');
    const unknown = await bed.budi('PUT', `/member/${id}`, { ...maya, MemberCategoryId: 987_654 });
    expect(unknown.statusCode).toBe(404);
    expect(firstField(unknown)?.field).toBe('MemberCategoryId');
  });

  it('deletes with permission 12: gone from search, lookups and the payment, its number kept', async () => {
    const created = await bed.budi('POST', '/member', { ...maya, Name: 'Hapus Saya', MemberId: 'DEL-1' });
    const id = created.json().data as number;
    expect((await bed.ani('DELETE', `/member/${id}`)).statusCode).toBe(403);
    const deleted = await bed.budi('DELETE', `/member/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await bed.budi('GET', `/member/${id}`)).statusCode).toBe(404);
    expect((await bed.budi('GET', `/member/${id}/getPoint`)).statusCode).toBe(404);
    expect((await bed.budi('GET', '/member?keyword=Hapus')).json().data).toEqual([]);
    expect((await bed.budi('DELETE', `/member/${id}`)).statusCode).toBe(404);
    const reused = await bed.budi('POST', '/member', { ...maya, MemberId: 'DEL-1' });
    expect(firstField(reused)?.field).toBe('MemberId');
  });
});

describe('categories, search pages and owners', () => {
  it('lists the member categories with their prices: Silver the default at Rp 50.000 a year, Gold Rp 150.000', async () => {
    const answer = await bed.ani('GET', '/member/membercategory/');
    expect(answer.statusCode, answer.body).toBe(200);
    const categories = answer.json().data as MemberCategory[];
    expect(categories.map((category) => [category.Name, category.IsDefault, category.Price, category.DurationDays])).toEqual([
      ['Silver', true, 50_000, 365],
      ['Gold', false, 150_000, 365],
    ]);
  });

  it('pages the list, latest first when the keyword is empty', async () => {
    const all = (await bed.ani('GET', '/member?pageSize=100')).json() as { data: Member[]; paging: { TotalItems: number } };
    expect(all.data).toHaveLength(all.paging.TotalItems);
    const first = (await bed.ani('GET', '/member?page=1&pageSize=2')).json() as { data: Member[]; paging: object };
    const second = (await bed.ani('GET', '/member?page=2&pageSize=2')).json() as { data: Member[]; paging: object };
    expect(first.paging).toEqual({ Page: 1, PageSize: 2, TotalItems: all.paging.TotalItems, TotalPages: Math.ceil(all.paging.TotalItems / 2) });
    expect([...first.data, ...second.data].map((member) => member.Id)).toEqual(all.data.slice(0, 4).map((member) => member.Id));
    const since = all.data.map((member) => member.MemberOwners[0]!.MemberSince);
    expect([...since].sort().reverse()).toEqual(since);
    const found = (await bed.ani('GET', '/member?keyword=maya&pageSize=1')).json() as { data: Member[]; paging: { TotalItems: number } };
    expect(found.data).toHaveLength(1);
    expect(found.paging.TotalItems).toBeGreaterThanOrEqual(2);
    for (const query of ['page=0', 'page=1000000000', 'pageSize=101', 'page=x']) expect((await bed.ani('GET', `/member?${query}`)).statusCode, query).toBe(400);
    const huge = await bed.budi('POST', '/member', { ...maya, MemberId: 'HUGE', MemberCategoryId: 99_999_999_999 });
    expect(huge.statusCode).toBe(400);
    expect(firstField(huge)?.field).toBe('MemberCategoryId');
  });

  it('answers another owner’s member id with 404 Member not found on every call', async () => {
    const id = bed.strangerId;
    const calls: Array<[Parameters<MembersTestbed['budi']>[0], string, object?]> = [
      ['GET', `/member/${id}`],
      ['PUT', `/member/${id}`, maya],
      ['DELETE', `/member/${id}`],
      ['GET', `/member/${id}/getPoint`],
      ['GET', `/member/${id}/pointHistory`],
      ['GET', `/member/${id}/timeBalanceHistory`],
      ['GET', `/member/${id}/getOrderPayment`],
      ['GET', `/member/${id}/getCurrentTimeBalance`],
      ['GET', `/promo/voucher/member/${id}`],
      ['GET', `/customer/${id}/setAsMember`],
      ['POST', '/customer/registerMemberCard', { Id: id, MemberCardNo: 'CARD-X' }],
    ];
    for (const [method, url, body] of calls) {
      const answer = await bed.budi(method, url, body);
      expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBe(404);
      expect(answer.json().message).toBe(SpecMessage.MEMBER_NOT_FOUND);
    }
    const row = await bed.db.selectFrom('members').select(['name', 'is_member', 'deleted_at', 'member_card_no']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Rina Lain', is_member: 0, deleted_at: null, member_card_no: null });
  });
});
