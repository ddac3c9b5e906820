import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PurchaseMembershipStatus, PurchaseMembershipType, SetReceipt } from '@kasir/domain';
import type { GenerateQrHistory, MemberSignUpPage, MemberSignUpResult, PrintPlan, PurchaseMembership } from '@kasir/contracts';
import { openMembershipTestbed, type MembershipTestbed } from '../../test-support/membership-testbed.ts';

let bed: MembershipTestbed;
beforeAll(async () => {
  bed = await openMembershipTestbed();
});
afterAll(async () => {
  await bed.server.stop();
});

/** The phone: no token, no outlet header. */
const phone = (method: 'GET' | 'POST', url: string, payload?: object) => bed.server.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}) });
const generate = async (query = ''): Promise<GenerateQrHistory> => {
  const answer = await bed.budiAsSupervisor('GET', `/memberCategory/generatedQR${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as GenerateQrHistory;
};
const form = (qr: GenerateQrHistory, extra: object = {}) => ({
  Token: qr.Token,
  GenerateQRHistoryId: qr.Id,
  Name: 'Maya',
  PhoneNumber: '081299990001',
  BirthDate: '1998-07-20',
  MemberCategoryId: bed.category('Silver'),
  ...extra,
});

describe('the sign-up QR', () => {
  it('needs permission 21 (Budi, not Ani) and gives a token and the page address with the history id and purchased flag', async () => {
    expect((await bed.ani('GET', '/memberCategory/generatedQR')).statusCode).toBe(403);
    const qr = await generate(`?MemberCategoryId=${bed.category('Gold')}`);
    expect(qr.Token).toMatch(/^[0-9a-f]{32}$/);
    expect(qr.MemberCategoryId).toBe(bed.category('Gold'));
    const url = new URL(qr.RedirectUrl);
    expect(url.pathname).toBe('/member-signup');
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: qr.Token, id: String(qr.Id), purchased: '0' });
    expect((await bed.budiAsSupervisor('GET', '/memberCategory/generatedQR?MemberCategoryId=999999')).statusCode).toBe(404);
  });

  it('prints the sign-up slip on the QR_MEMBER_SIGNUP print set with the page address as its QR', async () => {
    const qr = await generate();
    const answer = await bed.budiAsSupervisor('POST', '/print/qrMemberSignUp', { GenerateQRHistoryId: qr.Id });
    expect(answer.statusCode, answer.body).toBe(200);
    const plan = answer.json().data as PrintPlan;
    expect(plan.Jobs.length).toBeGreaterThan(0);
    expect(plan.Jobs[0]).toMatchObject({ SetReceiptId: SetReceipt.QR_MEMBER_SIGNUP, qrData: qr.RedirectUrl });
    expect(plan.Jobs[0]!.data.map((line) => line.map((cell) => cell.text).join('')).join('\n')).toContain('DAFTAR MEMBER');
    expect((await bed.budiAsSupervisor('POST', '/print/qrMemberSignUp', { GenerateQRHistoryId: 999_999 })).statusCode).toBe(404);
  });
});

describe('the phone sign-up page (no login)', () => {
  it('shows the outlet and the categories with their prices; a wrong token or id is a 404', async () => {
    const qr = await generate();
    const answer = await phone('GET', `/qr/memberSignUp?token=${qr.Token}&id=${qr.Id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json().data as MemberSignUpPage;
    expect(page).toMatchObject({ OutletName: 'Kopi Senja', IsPurchased: false, PurchaseCode: null });
    expect(page.MemberCategories).toEqual(expect.arrayContaining([expect.objectContaining({ Name: 'Silver', Price: 50_000 }), expect.objectContaining({ Name: 'Gold', Price: 150_000 })]));
    expect((await phone('GET', `/qr/memberSignUp?token=${'0'.repeat(32)}&id=${qr.Id}`)).statusCode).toBe(404);
    expect((await phone('GET', `/qr/memberSignUp?token=${qr.Token}&id=999999`)).statusCode).toBe(404);
    expect((await phone('GET', `/qr/memberSignUp?id=${qr.Id}`)).statusCode).toBe(400);
  });

  it('a sent form makes one PENDING NEW purchase the till lists; sent again (or five times at once) it makes no other', async () => {
    const qr = await generate();
    const answers = await Promise.all(Array.from({ length: 5 }, () => phone('POST', '/qr/memberSignUp', form(qr))));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    const made = answers.find((answer) => answer.statusCode === 201)!.json().data as MemberSignUpResult;
    expect(made).toMatchObject({ Total: 50_000, MemberCategory: { Name: 'Silver' } });
    const again = await phone('POST', '/qr/memberSignUp', form(qr));
    expect(again.statusCode).toBe(409);
    expect(await bed.db.selectFrom('purchase_memberships').select('id').where('generate_qr_history_id', '=', qr.Id).execute()).toHaveLength(1);

    const page = (await phone('GET', `/qr/memberSignUp?token=${qr.Token}&id=${qr.Id}`)).json().data as MemberSignUpPage;
    expect(page).toMatchObject({ IsPurchased: true, PurchaseCode: made.PurchaseCode });

    const listed = ((await bed.ani('GET', '/qr/purchaseMembership')).json().data as PurchaseMembership[]).find((purchase) => purchase.Id === made.Id);
    expect(listed).toMatchObject({ Type: PurchaseMembershipType.NEW, Status: PurchaseMembershipStatus.PENDING, GenerateQRHistory: { Id: qr.Id, Token: qr.Token }, PurchaseMembershipDetails: [{ Name: 'Maya', BirthDate: '1998-07-20' }] });
    // The cashier takes the money: Maya becomes a Silver member.
    const paid = await bed.payMembership(listed!, bed.cash(50_000));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(bed.paidOf(paid).Member?.Name).toBe('Maya');
  });

  it('refuses a wrong token, a future birth date, a missing name or an unknown category, naming the field, and keeps the QR usable', async () => {
    const qr = await generate();
    expect((await phone('POST', '/qr/memberSignUp', form(qr, { Token: 'f'.repeat(32) }))).statusCode).toBe(404);
    const future = await phone('POST', '/qr/memberSignUp', form(qr, { BirthDate: '2999-01-01' }));
    expect(future.statusCode).toBe(400);
    expect(future.json().data[0].field).toBe('BirthDate');
    const noName = await phone('POST', '/qr/memberSignUp', form(qr, { Name: '' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain('Nama tidak boleh kosong');
    expect((await phone('POST', '/qr/memberSignUp', form(qr, { MemberCategoryId: 999_999 }))).statusCode).toBe(404);
    expect((await phone('POST', '/qr/memberSignUp', form(qr, { PhoneNumber: '081299990002' }))).statusCode).toBe(201);
  });

  it('refuses an expired QR', async () => {
    const qr = await generate();
    await bed.db.updateTable('generate_qr_histories').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', qr.Id).execute();
    expect((await phone('GET', `/qr/memberSignUp?token=${qr.Token}&id=${qr.Id}`)).statusCode).toBe(409);
    expect((await phone('POST', '/qr/memberSignUp', form(qr))).statusCode).toBe(409);
  });
});
