const CARD_DIGIT_GROUP_SIZE = 4;

function keepDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Card number display of spec §3: digits grouped in fours with dashes
 * ('1234-5678-9012-3456'). Spaces or dashes already typed are dropped first so the
 * grouping never doubles up; a short last group is kept as typed.
 */
export function formatCardNumber(cardNumber: string): string {
  const digits = keepDigits(cardNumber);
  const groups: string[] = [];
  for (let start = 0; start < digits.length; start += CARD_DIGIT_GROUP_SIZE) {
    groups.push(digits.slice(start, start + CARD_DIGIT_GROUP_SIZE));
  }
  return groups.join('-');
}

/** The last four digits (fewer if the number is shorter), for receipts and masked display. */
export function lastFourDigits(cardNumber: string): string {
  return keepDigits(cardNumber).slice(-CARD_DIGIT_GROUP_SIZE);
}
