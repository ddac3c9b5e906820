import { PHONE_MAX_LENGTH, SpecMessage, formatOutletDate } from '@kasir/domain';

/** What the member modal edits (spec §3 Member/customer, §5 member modal). */
export interface MemberFormValues {
  Name: string;
  PhoneNumber: string;
  Email: string;
  Address: string;
  /** 'YYYY-MM-DD' as the date field gives it, '' while empty. */
  BirthDate: string;
  MemberId: string;
  /** The server numbers the member itself; the member id field is then not asked for. */
  IsAutoGenerate: boolean;
  /** The add-member switch: the customer becomes a member (only with permission 11). */
  AddMember: boolean;
  /** Null: the owner's default category (Silver) on the server. */
  MemberCategoryId: number | null;
}

export const emptyMemberForm: MemberFormValues = {
  Name: '',
  PhoneNumber: '',
  Email: '',
  Address: '',
  BirthDate: '',
  MemberId: '',
  IsAutoGenerate: true,
  AddMember: true,
  MemberCategoryId: null,
};

export type MemberFormField = 'Name' | 'PhoneNumber' | 'MemberId' | 'BirthDate' | 'Email';
export type MemberFormErrors = Partial<Record<MemberFormField, string>>;

/** Not a spec text: shown for a birth date after today (spec §5 'not in future'). */
export const BIRTH_DATE_IN_FUTURE = 'BIRTH_DATE_IN_FUTURE';
/** Not a spec text: a phone number longer than the spec's 16 characters. */
export const PHONE_TOO_LONG = 'PHONE_TOO_LONG';
/** Not a spec text: a date the field could not read. */
export const BIRTH_DATE_INVALID = 'BIRTH_DATE_INVALID';
export const EMAIL_INVALID = 'EMAIL_INVALID';
export const PHONE_INVALID = 'PHONE_INVALID';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
// Deliberately loose: the server owns the real check; this catches a missing @ or domain.
// As the server reads a phone number (contracts MemberFormBodySchema): digits, spaces, dashes, a leading +.
const PHONE_PATTERN = /^\+?[0-9 -]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether 'YYYY-MM-DD' names a day that exists (not 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/**
 * Spec §5 member modal: Name always; as a member, phone, member id (unless auto-generated) and
 * birth date are required and the birth date is not after today (the outlet's today, given as
 * 'YYYY-MM-DD'); phone at most 16 characters; email and address optional. Values are the
 * spec's own texts or the codes above, for the modal to translate.
 */
export function validateMemberForm(values: MemberFormValues, today: string): MemberFormErrors {
  const errors: MemberFormErrors = {};
  if (values.Name.trim() === '') errors.Name = SpecMessage.NAME_REQUIRED;
  const phone = values.PhoneNumber.trim();
  if (phone.length > PHONE_MAX_LENGTH) errors.PhoneNumber = PHONE_TOO_LONG;
  else if (values.AddMember && phone === '') errors.PhoneNumber = SpecMessage.PHONE_REQUIRED;
  else if (phone !== '' && !PHONE_PATTERN.test(phone)) errors.PhoneNumber = PHONE_INVALID;
  const email = values.Email.trim();
  if (email !== '' && !EMAIL_PATTERN.test(email)) errors.Email = EMAIL_INVALID;
  if (!values.AddMember) return errors;
  if (!values.IsAutoGenerate && values.MemberId.trim() === '') errors.MemberId = SpecMessage.MEMBER_ID_REQUIRED;
  const birth = values.BirthDate.trim();
  if (birth === '') errors.BirthDate = SpecMessage.BIRTH_DATE_REQUIRED;
  else if (!isCalendarDate(birth)) errors.BirthDate = BIRTH_DATE_INVALID;
  // Both are 'YYYY-MM-DD', so text order is date order.
  else if (birth > today) errors.BirthDate = BIRTH_DATE_IN_FUTURE;
  return errors;
}

/** Today at the outlet as 'YYYY-MM-DD' (a birthday is a calendar day, not an instant). */
export function outletToday(now: Date, timeZoneHours: number): string {
  return formatOutletDate(now, timeZoneHours);
}

/** The POST /member and PUT /member/{id} body (spec §7): BirthDate as year-month-day, optional fields left out when empty. */
export interface MemberBody {
  Name: string;
  PhoneNumber: string;
  MemberId?: string;
  BirthDate?: string;
  IsAutoGenerate: boolean;
  AddMember: boolean;
  Email?: string;
  Address?: string;
  MemberCategoryId?: number;
}

function optional(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function toMemberBody(values: MemberFormValues): MemberBody {
  const asMember = values.AddMember;
  const body: MemberBody = {
    Name: values.Name.trim(),
    PhoneNumber: values.PhoneNumber.trim(),
    IsAutoGenerate: asMember && values.IsAutoGenerate,
    AddMember: asMember,
    ...(asMember && !values.IsAutoGenerate ? { MemberId: values.MemberId.trim() } : {}),
  };
  const birthDate = optional(values.BirthDate);
  const email = optional(values.Email);
  const address = optional(values.Address);
  if (birthDate !== undefined) body.BirthDate = birthDate;
  if (email !== undefined) body.Email = email;
  if (address !== undefined) body.Address = address;
  if (asMember && values.MemberCategoryId !== null) body.MemberCategoryId = values.MemberCategoryId;
  return body;
}
