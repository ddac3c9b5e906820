import { describe, expect, it } from 'vitest';
import { moneyFromRupiah } from '../money/money.ts';
import { SpecMessage } from '../codes/messages.ts';
import { buildMembershipReceipt, type MembershipReceiptInput } from './membership-receipt.ts';
import { defaultReceiptSettings } from './ticket-types.ts';
import { textColumns } from './ticket-text.ts';

const input: MembershipReceiptInput = {
  settings: defaultReceiptSettings({ name: 'Kopi Senja', address: 'Jl. Braga 1', phone: '022-123' }),
  purchaseCode: 'PM-261125-0042',
  isExtension: false,
  categoryName: 'Gold',
  memberName: 'Dewi',
  memberNumber: 'M0004',
  expiresAt: '2027-11-25T03:00:00.000Z',
  paidAt: '2026-11-25T03:00:00.000Z',
  cashierName: 'Ani',
  subtotal: moneyFromRupiah(150_000),
  discount: moneyFromRupiah(15_000),
  promoName: 'Gold 10%',
  total: moneyFromRupiah(135_000),
  details: [{ name: 'Cash', amount: moneyFromRupiah(200_000) }],
  change: moneyFromRupiah(65_000),
};
const textOf = (lines: ReturnType<typeof buildMembershipReceipt>) => lines.map((line) => line.map((cell) => cell.text).join('')).join('\n');

describe('buildMembershipReceipt', () => {
  it('prints what was bought, for whom, until when, the promo and the payment, closed', () => {
    const text = textOf(buildMembershipReceipt({ columns: 48, timeZoneHours: 7 }, input));
    for (const part of ['MEMBER BARU', 'PM-261125-0042', 'Dewi', 'M0004', 'Gold', '2027-11-25 10:00', 'Diskon Gold 10%', '135.000', 'Cash', '200.000', 'Kembali', '65.000', SpecMessage.TRANSACTION_CLOSED]) {
      expect(text).toContain(part);
    }
  });

  it('says an extension, leaves out a zero discount, and fits a 58 mm slip', () => {
    const lines = buildMembershipReceipt({ columns: 32, timeZoneHours: 7 }, { ...input, isExtension: true, discount: moneyFromRupiah(0), promoName: null, total: moneyFromRupiah(150_000) });
    const text = textOf(lines);
    expect(text).toContain('PERPANJANG MEMBER');
    expect(text).not.toContain('Diskon');
    for (const line of lines) expect(textColumns(line.map((cell) => cell.text).join(''))).toBeLessThanOrEqual(32);
  });
});
