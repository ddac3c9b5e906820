import { z } from 'zod';

/** Spec §3 membership of one owner: since when, and until when (null: no end). */
export const MemberOwnerSchema = z.object({ IsMember: z.boolean(), MemberSince: z.string(), ExpiredDate: z.string().nullable() });

/**
 * Spec §3 Member/customer as the member search lists it: who, how to reach them, their member
 * number (MemberId and MemberNumber, the card's code), points and saved minutes.
 */
export const MemberSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  PhoneNumber: z.string(),
  Email: z.string().nullable(),
  MemberId: z.string(),
  MemberNumber: z.string(),
  MemberCategoryName: z.string().nullable(),
  Point: z.number(),
  SavedMinutes: z.number().int(),
  IsEmployee: z.boolean(),
  MemberOwners: z.array(MemberOwnerSchema),
});
export type Member = z.infer<typeof MemberSchema>;

/** The longest keyword the member search takes (a name, a phone number or a member number). */
export const MEMBER_KEYWORD_MAX_LENGTH = 100;

/** GET /member?keyword=: an empty or missing keyword lists the latest members (spec §5). */
export const MemberSearchQuerySchema = z.object({ keyword: z.string().trim().max(MEMBER_KEYWORD_MAX_LENGTH).optional() });
