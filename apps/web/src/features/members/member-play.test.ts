import { describe, expect, it } from 'vitest';
import { SpecMessage, TimeMembershipText } from '@kasir/domain';
import { emptyMemberPlay, memberPlayOrderFields, toMemberPlayOrder, validateMemberPlay, type MemberPlayValues } from './member-play.ts';

const rina = { Id: 7, Name: 'Rina', SavedMinutes: 120 };
const play: MemberPlayValues = { UseMembership: true, MemberCardNo: 'RINA-01', Member: rina, Minutes: 60 };

describe('validateMemberPlay (spec §5 time-based membership)', () => {
  it('checks nothing when the table is not played on a membership', () => {
    expect(validateMemberPlay(emptyMemberPlay)).toBeNull();
  });

  it('lets Rina play 60 of her 120 minutes, and all 120', () => {
    expect(validateMemberPlay(play)).toBeNull();
    expect(validateMemberPlay({ ...play, Minutes: 120 })).toBeNull();
  });

  it('asks for the card number first', () => {
    expect(validateMemberPlay({ ...play, MemberCardNo: '  ' })).toEqual({ field: 'memberCardNo', message: TimeMembershipText.CARD_NUMBER_REQUIRED });
  });

  it("refuses with the spec's words: no member, no saved time, more than saved, zero", () => {
    expect(validateMemberPlay({ ...play, Member: null })).toEqual({ field: 'memberId', message: SpecMessage.SELECT_MEMBER });
    expect(validateMemberPlay({ ...play, Member: { ...rina, SavedMinutes: 0 } })).toEqual({ field: 'minutes', message: SpecMessage.MEMBER_NO_SAVED_TIME });
    expect(validateMemberPlay({ ...play, Minutes: 121 })).toEqual({ field: 'minutes', message: SpecMessage.MINUTES_OVER_SAVED });
    expect(validateMemberPlay({ ...play, Minutes: 0 })).toEqual({ field: 'minutes', message: TimeMembershipText.MINUTES_ZERO });
    expect(validateMemberPlay({ ...play, Minutes: null })).toEqual({ field: 'minutes', message: TimeMembershipText.MINUTES_ZERO });
  });
});

describe('member play on the order', () => {
  it('becomes the spec §7 member order fields, with the member on the order', () => {
    const order = toMemberPlayOrder({ ...play, MemberCardNo: ' RINA-01 ' });
    expect(order).toEqual({ MemberId: 7, MemberName: 'Rina', Minutes: 60, MemberCardNo: 'RINA-01' });
    expect(memberPlayOrderFields(order)).toEqual({ useMembership: true, memberId: 7, MemberId: 7, minutes: 60, memberCardNo: 'RINA-01' });
  });

  it('adds nothing without member play', () => {
    expect(toMemberPlayOrder(emptyMemberPlay)).toBeNull();
    expect(memberPlayOrderFields(null)).toEqual({});
    expect(memberPlayOrderFields(undefined)).toEqual({});
  });
});
