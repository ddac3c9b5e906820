import { describe, expect, it } from 'vitest';
import { ApplyMembershipPromoParamsSchema, MemberSignUpBodySchema, PurchaseMembershipListQuerySchema } from './memberships.ts';

describe('membership wire shapes', () => {
  it('takes 0 as "no promo" and refuses ids a lax parser would take', () => {
    expect(ApplyMembershipPromoParamsSchema.parse({ PurchaseMembershipId: '12', PromoMemberCategoryId: '0' })).toEqual({ PurchaseMembershipId: 12, PromoMemberCategoryId: 0 });
    expect(ApplyMembershipPromoParamsSchema.parse({ PurchaseMembershipId: '12', PromoMemberCategoryId: '3' }).PromoMemberCategoryId).toBe(3);
    for (const bad of ['01', '-1', '0x1', '1.0', '']) expect(ApplyMembershipPromoParamsSchema.safeParse({ PurchaseMembershipId: '12', PromoMemberCategoryId: bad }).success, bad).toBe(false);
  });

  it('lists by outlet days: a time part is dropped, anything else refused', () => {
    expect(PurchaseMembershipListQuerySchema.parse({ fromDate: '2026-11-25 00:00:00', toDate: '2026-11-25' })).toEqual({ fromDate: '2026-11-25', toDate: '2026-11-25' });
    expect(PurchaseMembershipListQuerySchema.safeParse({ fromDate: '25-11-2026' }).success).toBe(false);
  });

  it('the sign-up form needs a name, a phone of at most 16 digits and a birth date', () => {
    const form = { Token: 't', GenerateQRHistoryId: 1, MemberCategoryId: 2, Name: 'Maya', PhoneNumber: '081299990001', BirthDate: '1998-07-20' };
    expect(MemberSignUpBodySchema.safeParse(form).success).toBe(true);
    expect(MemberSignUpBodySchema.safeParse({ ...form, Name: '  ' }).error?.issues[0]?.message).toBe('Nama tidak boleh kosong');
    expect(MemberSignUpBodySchema.safeParse({ ...form, PhoneNumber: '0'.repeat(17) }).success).toBe(false);
    expect(MemberSignUpBodySchema.safeParse({ ...form, PhoneNumber: '' }).error?.issues[0]?.message).toBe('Nomor HP tidak boleh kosong');
    expect(MemberSignUpBodySchema.safeParse({ ...form, BirthDate: '20-07-1998' }).success).toBe(false);
  });
});
