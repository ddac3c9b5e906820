import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMemberCategory, AdminMemberPick, AdminMembershipPromo, AdminVoucher, MemberVoucher, Payment } from '@kasir/contracts';
import { PromoDiscountType, PromoType, VOUCHER_CODE_LENGTH } from '@kasir/domain';
import { openPromoAdminTestbed, outletDay, type PromoAdminTestbed } from './promo-admin-test-kit.ts';

let bed: PromoAdminTestbed;

beforeAll(async () => {
  bed = await openPromoAdminTestbed();
}, 60_000);

afterAll(async () => {
  await bed?.server.stop();
});

const fieldsOf = (answer: { json: () => unknown }) => ((answer.json() as { data: Array<{ field: string }> }).data ?? []).map((error) => error.field).join(',');
const voucherPromo = () => bed.createPromo(bed.transactionPromo({ Name: 'Voucher 20%', PromoType: PromoType.VOUCHER, DiscountValue: 20, OutletIds: [bed.outlet, bed.server.ids.outletIds.grillChill] }));
const tillVouchers = async (memberId: number) => (await bed.ani('GET', `/promo/voucher/member/${memberId}`)).json().data as MemberVoucher[];

describe('back office member vouchers', () => {
  it('issues vouchers with unique codes that the till shows for the member and takes once', async () => {
    const promo = await voucherPromo();
    const sari = await bed.member('Sari');
    const rina = await bed.member('Rina');
    const picks = (await bed.owner('GET', '/promoAdmin/members?keyword=sar')).json().data as AdminMemberPick[];
    expect(picks.map((pick) => pick.Name)).toContain('Sari');

    const answer = await bed.owner('POST', `/promoAdmin/${promo.Id}/vouchers`, { MemberIds: [sari.id, rina.id], ExpiredDate: outletDay(14) }, bed.withKey('issue-1'));
    expect(answer.statusCode, answer.body).toBe(201);
    const issued = answer.json().data as AdminVoucher[];
    expect(issued).toHaveLength(2);
    expect(new Set(issued.map((voucher) => voucher.Code)).size).toBe(2);
    expect(issued.every((voucher) => voucher.Code.length === VOUCHER_CODE_LENGTH && voucher.Status === 'UNUSED')).toBe(true);
    const retry = await bed.owner('POST', `/promoAdmin/${promo.Id}/vouchers`, { MemberIds: [sari.id, rina.id], ExpiredDate: outletDay(14) }, bed.withKey('issue-1'));
    expect((retry.json().data as AdminVoucher[]).map((voucher) => voucher.Id).sort()).toEqual(issued.map((voucher) => voucher.Id).sort());
    expect((await bed.owner('GET', `/promoAdmin/${promo.Id}/vouchers`)).json().data).toHaveLength(2);

    const sarisVoucher = issued.find((voucher) => voucher.MemberId === sari.id)!;
    const shown = (await tillVouchers(sari.id)).find((voucher) => voucher.Code === sarisVoucher.Code);
    const kopiSenjaRow = promo.OutletPromos.find((row) => row.OutletId === bed.outlet)!.OutletPromoId;
    expect(shown).toMatchObject({ Id: sarisVoucher.Id, PromoId: kopiSenjaRow, Promo: { PromoName: 'Voucher 20%' } });

    const ref = { MemberVoucherId: sarisVoucher.Id, OutletPromoId: kopiSenjaRow };
    const order = await bed.americanoOrder(2, { MemberId: sari.id });
    const paid = await bed.pay(order.Id, { Promos: [], Vouchers: [ref], MemberId: sari.id, PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 50_000 }] });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json().data as Payment).PaymentPromos[0]?.TotalDiscount).toBeGreaterThan(0);
    const again = await bed.americanoOrder(1, { MemberId: sari.id });
    const reused = await bed.pay(again.Id, { Promos: [], Vouchers: [ref], MemberId: sari.id, PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 50_000 }] });
    expect(reused.statusCode).toBe(409);
    expect((await tillVouchers(sari.id)).some((voucher) => voucher.Code === sarisVoucher.Code)).toBe(false);
    const listed = (await bed.owner('GET', `/promoAdmin/${promo.Id}/vouchers`)).json().data as AdminVoucher[];
    expect(listed.find((voucher) => voucher.Id === sarisVoucher.Id)?.Status).toBe('USED');
    expect((await bed.owner('DELETE', `/memberVoucherAdmin/${sarisVoucher.Id}`)).statusCode).toBe(409);

    // Revoked: the till no longer offers it, payment refuses it, checkPromo says so.
    const rinasVoucher = issued.find((voucher) => voucher.MemberId === rina.id)!;
    const revoked = await bed.owner('DELETE', `/memberVoucherAdmin/${rinasVoucher.Id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((revoked.json().data as AdminVoucher).Status).toBe('REVOKED');
    expect((await tillVouchers(rina.id)).some((voucher) => voucher.Id === rinasVoucher.Id)).toBe(false);
    const rinaOrder = await bed.americanoOrder(1, { MemberId: rina.id });
    const refused = await bed.pay(rinaOrder.Id, { Promos: [], Vouchers: [{ MemberVoucherId: rinasVoucher.Id, OutletPromoId: kopiSenjaRow }], MemberId: rina.id, PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 50_000 }] });
    expect(refused.statusCode).toBe(400);
    expect((await bed.ani('POST', '/promo/checkPromo', { Code: rinasVoucher.Code })).json().data).toMatchObject({ Available: false });
  });

  it('refuses vouchers of a non-voucher promo, a past expiry, a foreign member or promo', async () => {
    const promo = await voucherPromo();
    const plain = await bed.createPromo(bed.transactionPromo({ Name: 'Bukan Voucher' }));
    const sari = await bed.member('Sari');
    const notVoucher = await bed.owner('POST', `/promoAdmin/${plain.Id}/vouchers`, { MemberIds: [sari.id], ExpiredDate: outletDay(3) });
    expect([notVoucher.statusCode, fieldsOf(notVoucher)]).toEqual([400, 'PromoType']);
    const past = await bed.owner('POST', `/promoAdmin/${promo.Id}/vouchers`, { MemberIds: [sari.id], ExpiredDate: outletDay(-1) });
    expect([past.statusCode, fieldsOf(past)]).toEqual([400, 'ExpiredDate']);
    const none = await bed.owner('POST', `/promoAdmin/${promo.Id}/vouchers`, { MemberIds: [], ExpiredDate: outletDay(3) });
    expect([none.statusCode, fieldsOf(none)]).toEqual([400, 'MemberIds']);
    const stranger = await bed.db.selectFrom('members').select('id').where('owner_id', '=', bed.other.ownerId).executeTakeFirst();
    if (stranger) expect((await bed.owner('POST', `/promoAdmin/${promo.Id}/vouchers`, { MemberIds: [stranger.id], ExpiredDate: outletDay(3) })).statusCode).toBe(404);
    expect((await bed.owner('GET', `/promoAdmin/${promo.Id}/vouchers`)).json().data).toEqual([]);
  });
});

describe('back office member categories and membership promos', () => {
  const category = (extra: object = {}) => ({ Name: 'Platinum', Price: 250_000, DurationDays: 365, TimeBalanceMinutes: 600, Position: 3, ...extra });

  it('creates, edits and deletes a category; Silver (the default) and used categories stay', async () => {
    const created = await bed.owner('POST', '/memberCategoryAdmin', category(), bed.withKey('plat'));
    expect(created.statusCode, created.body).toBe(201);
    const platinum = created.json().data as AdminMemberCategory;
    expect(platinum).toMatchObject({ Name: 'Platinum', Price: 250_000, DurationDays: 365, TimeBalanceMinutes: 600, IsDefault: false, MemberCount: 0 });
    expect(((await bed.owner('POST', '/memberCategoryAdmin', category(), bed.withKey('plat'))).json().data as AdminMemberCategory).Id).toBe(platinum.Id);
    const stored = await bed.db.selectFrom('member_categories').select('price').where('id', '=', platinum.Id).executeTakeFirstOrThrow();
    expect(Number(stored.price)).toBe(25_000_000);
    const taken = await bed.owner('POST', '/memberCategoryAdmin', category({ Name: 'platinum' }));
    expect([taken.statusCode, fieldsOf(taken)]).toEqual([400, 'Name']);
    for (const [payload, field] of [[category({ DurationDays: 0 }), 'DurationDays'], [category({ Price: -1 }), 'Price'], [category({ TimeBalanceMinutes: 1.5 }), 'TimeBalanceMinutes']] as const) {
      const answer = await bed.owner('POST', '/memberCategoryAdmin', payload);
      expect([answer.statusCode, fieldsOf(answer)]).toEqual([400, field]);
    }
    const edited = await bed.owner('PUT', `/memberCategoryAdmin/${platinum.Id}`, category({ Name: 'Platinum+', Price: 300_000 }));
    expect(edited.json().data).toMatchObject({ Name: 'Platinum+', Price: 300_000 });

    const list = (await bed.owner('GET', '/memberCategoryAdmin')).json().data as AdminMemberCategory[];
    const silver = list.find((row) => row.IsDefault)!;
    expect(silver.Name).toBe('Silver');
    expect((await bed.owner('DELETE', `/memberCategoryAdmin/${silver.Id}`)).statusCode).toBe(409);
    const gold = list.find((row) => row.Name === 'Gold')!;
    expect(gold.MemberCount).toBeGreaterThan(0);
    expect((await bed.owner('DELETE', `/memberCategoryAdmin/${gold.Id}`)).statusCode).toBe(409);
    expect((await bed.owner('DELETE', `/memberCategoryAdmin/${platinum.Id}`)).statusCode).toBe(200);
    expect(((await bed.owner('GET', '/memberCategoryAdmin')).json().data as AdminMemberCategory[]).some((row) => row.Id === platinum.Id)).toBe(false);
  });

  it('manages promos of a member category that the till lists', async () => {
    const gold = ((await bed.owner('GET', '/memberCategoryAdmin')).json().data as AdminMemberCategory[]).find((row) => row.Name === 'Gold')!;
    const body = { Name: 'Gold 25%', MemberCategoryId: gold.Id, DiscountType: PromoDiscountType.PERCENTAGE, Amount: 25, MaxDiscount: 50_000 };
    const created = await bed.owner('POST', '/promoMemberCategoryAdmin', body);
    expect(created.statusCode, created.body).toBe(201);
    const promo = created.json().data as AdminMembershipPromo;
    expect(promo).toMatchObject({ Name: 'Gold 25%', Amount: 25, MaxDiscount: 50_000, IsActive: true });
    const till = await bed.ani('GET', '/promoMemberCategory?isKasir=1');
    expect(till.statusCode, till.body).toBe(200);
    expect(JSON.stringify(till.json().data)).toContain('Gold 25%');
    for (const [payload, field] of [[{ ...body, Amount: 101 }, 'Amount'], [{ ...body, Amount: 2.5 }, 'Amount'], [{ ...body, DiscountType: 9 }, 'DiscountType']] as const) {
      const answer = await bed.owner('POST', '/promoMemberCategoryAdmin', payload);
      expect([answer.statusCode, fieldsOf(answer)]).toEqual([400, field]);
    }
    const foreignCategory = await bed.db.selectFrom('member_categories').select('id').where('owner_id', '=', bed.other.ownerId).executeTakeFirst();
    if (foreignCategory) expect((await bed.owner('POST', '/promoMemberCategoryAdmin', { ...body, MemberCategoryId: foreignCategory.id })).statusCode).toBe(404);
    const off = await bed.owner('PUT', `/promoMemberCategoryAdmin/${promo.Id}`, { ...body, DiscountType: PromoDiscountType.NOMINAL, Amount: 20_000, IsActive: false });
    expect(off.json().data).toMatchObject({ DiscountType: PromoDiscountType.NOMINAL, Amount: 20_000, IsActive: false });
    expect(JSON.stringify((await bed.ani('GET', '/promoMemberCategory?isKasir=1')).json().data)).not.toContain('Gold 25%');
    expect((await bed.owner('DELETE', `/promoMemberCategoryAdmin/${promo.Id}`)).json().data).toEqual({ Id: promo.Id, Archived: false });
    expect((await bed.asCashier('GET', '/memberCategoryAdmin')).statusCode).toBe(403);
  });
});
