import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getMergeRefusal } from '../bills/merge-rules.ts';
import { membershipExpiredMessage } from '../members/member-balances.ts';
import { PAYMENT_REFUSAL_MESSAGES } from '../payments/payment-lines.ts';
import { TimeMembershipText } from '../tables/time-session.ts';
import { OrderStatus, OrderType } from './orders.ts';
import { SpecMessage, fillMessage } from './messages.ts';
import { MessageTemplate, matchMessage, type MessageCode } from './server-messages.ts';

const entries = Object.entries(MessageTemplate) as Array<[MessageCode, string]>;
const placeholdersOf = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

describe('the message table', () => {
  it('has each text once, so a text names one code', () => {
    const texts = entries.map(([, text]) => text);
    expect(texts.length - new Set(texts).size).toBe(0);
  });

  it('finds the code of each exact text', () => {
    for (const [code, text] of entries.filter(([, text]) => placeholdersOf(text).length === 0)) {
      expect(matchMessage(text), text).toEqual({ code, params: {} });
    }
  });

  it('finds the code and the values of every filled template, whatever the values', () => {
    // Values as people and tables are named: letters, digits, spaces and dots.
    const value = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .]{0,11}$/);
    for (const [code, template] of entries.filter(([, text]) => placeholdersOf(text).length > 0)) {
      fc.assert(
        fc.property(fc.array(value, { minLength: 3, maxLength: 3 }), (values) => {
          const names = placeholdersOf(template);
          const params = Object.fromEntries(names.map((name, index) => [name, `«${values[index % values.length]}»`]));
          const match = matchMessage(fillMessage(template, params));
          return match?.code === code && JSON.stringify(match.params) === JSON.stringify(params);
        }),
        { numRuns: 25 },
      );
    }
  });

  it('prefers the specific template to the generic one', () => {
    expect(matchMessage('Order 12 not found')).toEqual({ code: 'ORDER_ID_NOT_FOUND', params: { id: '12' } });
    expect(matchMessage('Print set 3 not found')).toEqual({ code: 'SOMETHING_NOT_FOUND', params: { what: 'Print set 3' } });
    expect(matchMessage('Member not found')).toEqual({ code: 'MEMBER_NOT_FOUND', params: {} });
    expect(matchMessage('Gagal! Meja T1 Sudah direservasi pada 19:00')).toEqual({ code: 'TABLE_ALREADY_RESERVED_AT', params: { table: 'T1', time: '19:00' } });
  });

  it('knows nothing of other texts', () => {
    expect(matchMessage('Invalid input: expected number, received string')).toBeNull();
    expect(matchMessage('')).toBeNull();
  });

  it('covers the refusal texts the domain builds', () => {
    const texts = [
      ...Object.values(PAYMENT_REFUSAL_MESSAGES),
      ...Object.values(TimeMembershipText),
      membershipExpiredMessage('Rina'),
      getMergeRefusal({ orderNo: 'A-1', status: OrderStatus.PAID, orderTypeId: OrderType.DINE_IN, createdAt: new Date() }, new Date(0)),
      getMergeRefusal({ orderNo: 'A-1', status: OrderStatus.ORDERED, orderTypeId: OrderType.DELIVERY, createdAt: new Date() }, new Date(0)),
      getMergeRefusal({ orderNo: 'A-1', status: OrderStatus.ORDERED, orderTypeId: OrderType.DINE_IN, createdAt: new Date(0) }, new Date()),
      SpecMessage.SHIFT_NOT_FOUND,
    ];
    expect(texts.filter((text) => text === null || matchMessage(text) === null)).toEqual([]);
  });
});
