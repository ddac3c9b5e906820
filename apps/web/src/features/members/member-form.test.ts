import { describe, expect, it } from 'vitest';
import { PHONE_MAX_LENGTH, SpecMessage } from '@kasir/domain';
import { BIRTH_DATE_INVALID, BIRTH_DATE_IN_FUTURE, EMAIL_INVALID, PHONE_INVALID, PHONE_TOO_LONG, emptyMemberForm, isCalendarDate, outletToday, toMemberBody, validateMemberForm, type MemberFormValues } from './member-form.ts';

const today = '2026-11-25';
const rina: MemberFormValues = { ...emptyMemberForm, Name: 'Rina', PhoneNumber: '081200000001', BirthDate: '1995-04-12' };

describe('validateMemberForm (spec §5 member modal)', () => {
  it('accepts a complete member with an auto-generated member id', () => {
    expect(validateMemberForm(rina, today)).toEqual({});
  });

  it('asks for the name with the spec text, also for a customer who is not a member', () => {
    expect(validateMemberForm({ ...rina, Name: '   ' }, today)).toEqual({ Name: SpecMessage.NAME_REQUIRED });
    expect(validateMemberForm({ ...emptyMemberForm, AddMember: false }, today)).toEqual({ Name: SpecMessage.NAME_REQUIRED });
  });

  it('asks a member for phone and birth date; a plain customer for neither', () => {
    const blank = { ...rina, PhoneNumber: ' ', BirthDate: '' };
    expect(validateMemberForm(blank, today)).toEqual({ PhoneNumber: SpecMessage.PHONE_REQUIRED, BirthDate: SpecMessage.BIRTH_DATE_REQUIRED });
    expect(validateMemberForm({ ...blank, AddMember: false }, today)).toEqual({});
  });

  it('asks for the member id only when it is not auto-generated', () => {
    expect(validateMemberForm({ ...rina, IsAutoGenerate: false, MemberId: '' }, today)).toEqual({ MemberId: SpecMessage.MEMBER_ID_REQUIRED });
    expect(validateMemberForm({ ...rina, IsAutoGenerate: false, MemberId: 'M-0042' }, today)).toEqual({});
    expect(validateMemberForm({ ...rina, IsAutoGenerate: false, MemberId: '', AddMember: false }, today)).toEqual({});
  });

  it(`takes a phone of at most ${PHONE_MAX_LENGTH} characters, member or not`, () => {
    const longest = '0'.repeat(PHONE_MAX_LENGTH);
    expect(validateMemberForm({ ...rina, PhoneNumber: longest }, today)).toEqual({});
    expect(validateMemberForm({ ...rina, PhoneNumber: `${longest}1` }, today)).toEqual({ PhoneNumber: PHONE_TOO_LONG });
    expect(validateMemberForm({ ...rina, AddMember: false, PhoneNumber: `${longest}1` }, today)).toEqual({ PhoneNumber: PHONE_TOO_LONG });
  });

  it('takes digits, spaces, dashes and a leading + as a phone number, as the server does', () => {
    expect(validateMemberForm({ ...rina, PhoneNumber: '+62 812-000-0001' }, today)).toEqual({});
    expect(validateMemberForm({ ...rina, PhoneNumber: '0812 abc' }, today)).toEqual({ PhoneNumber: PHONE_INVALID });
  });

  it('refuses a birth date after today, and one that does not exist; today itself is fine', () => {
    expect(validateMemberForm({ ...rina, BirthDate: '2026-11-26' }, today)).toEqual({ BirthDate: BIRTH_DATE_IN_FUTURE });
    expect(validateMemberForm({ ...rina, BirthDate: today }, today)).toEqual({});
    expect(validateMemberForm({ ...rina, BirthDate: '1995-02-30' }, today)).toEqual({ BirthDate: BIRTH_DATE_INVALID });
    expect(validateMemberForm({ ...rina, BirthDate: '12/04/1995' }, today)).toEqual({ BirthDate: BIRTH_DATE_INVALID });
  });

  it('leaves email and address optional but refuses an email without a domain', () => {
    expect(validateMemberForm({ ...rina, Email: '', Address: '' }, today)).toEqual({});
    expect(validateMemberForm({ ...rina, Email: 'rina@example' }, today)).toEqual({ Email: EMAIL_INVALID });
    expect(validateMemberForm({ ...rina, Email: 'rina@example.id' }, today)).toEqual({});
  });
});

describe('isCalendarDate', () => {
  it('knows leap days', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
  });
});

describe('outletToday', () => {
  it("is the outlet's calendar day, not UTC's", () => {
    // 18:30 UTC is already the next day at +7.
    expect(outletToday(new Date('2026-11-25T18:30:00.000Z'), 7)).toBe('2026-11-26');
    expect(outletToday(new Date('2026-11-25T16:59:00.000Z'), 7)).toBe('2026-11-25');
  });
});

describe('toMemberBody (spec §7 POST /member)', () => {
  it('sends the birth date as year-month-day, trims, and leaves empty optional fields out', () => {
    expect(toMemberBody({ ...rina, Name: ' Rina ', Email: ' ', Address: '' })).toEqual({
      Name: 'Rina',
      PhoneNumber: '081200000001',
      BirthDate: '1995-04-12',
      IsAutoGenerate: true,
      AddMember: true,
    });
  });

  it('sends the chosen category of a member, none for a walk-in customer', () => {
    expect(toMemberBody({ ...rina, MemberCategoryId: 2 })).toMatchObject({ MemberCategoryId: 2 });
    expect(toMemberBody({ ...rina, MemberCategoryId: 2, AddMember: false })).not.toHaveProperty('MemberCategoryId');
  });

  it('sends a typed member id only when not auto-generated', () => {
    const body = toMemberBody({ ...rina, IsAutoGenerate: false, MemberId: ' M-0042 ', Email: 'rina@example.id', Address: 'Jl. Braga 1' });
    expect(body).toMatchObject({ MemberId: 'M-0042', IsAutoGenerate: false, Email: 'rina@example.id', Address: 'Jl. Braga 1' });
    expect(toMemberBody(rina)).not.toHaveProperty('MemberId');
  });
});
