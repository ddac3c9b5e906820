import { checkTimeMembership, type TimeMembershipRefusal } from '@kasir/domain';

/** The member a time-based table is played for, as the side form shows her. */
export interface PlayingMember {
  Id: number;
  Name: string;
  SavedMinutes: number;
}

/** Member play on a time-based table (spec §5): a card, a member, minutes from her saved time. */
export interface MemberPlayValues {
  UseMembership: boolean;
  MemberCardNo: string;
  Member: PlayingMember | null;
  /** Kept as typed, null while empty. */
  Minutes: number | null;
}

export const emptyMemberPlay: MemberPlayValues = { UseMembership: false, MemberCardNo: '', Member: null, Minutes: null };

/**
 * Spec §5 time-based membership, as the server checks it (domain checkTimeMembership): card
 * number, then 'Harap pilih member', 'Member tidak memiliki waktu tersimpan', 'Menit main
 * melebihi waktu tersimpan', minutes not 0. Nothing to check when the table is not played on
 * a membership.
 */
export function validateMemberPlay(values: MemberPlayValues): TimeMembershipRefusal | null {
  if (!values.UseMembership) return null;
  return checkTimeMembership({
    memberCardNo: values.MemberCardNo,
    memberId: values.Member?.Id ?? null,
    savedMinutes: values.Member?.SavedMinutes ?? null,
    minutes: values.Minutes,
  });
}

/** What the table remembers for the menu's POST /order (spec §7 member order payload). */
export interface MemberPlayOrder {
  MemberId: number;
  MemberName: string;
  Minutes: number;
  MemberCardNo: string;
}

export function toMemberPlayOrder(values: MemberPlayValues): MemberPlayOrder | null {
  if (!values.UseMembership || values.Member === null || values.Minutes === null) return null;
  return { MemberId: values.Member.Id, MemberName: values.Member.Name, Minutes: values.Minutes, MemberCardNo: values.MemberCardNo.trim() };
}

/** The member-order fields of POST /order: `{ useMembership, memberId, minutes, memberCardNo }`, and the member on the order. */
export function memberPlayOrderFields(play: MemberPlayOrder | null | undefined) {
  if (!play) return {};
  return { useMembership: true, memberId: play.MemberId, MemberId: play.MemberId, minutes: play.Minutes, memberCardNo: play.MemberCardNo };
}
