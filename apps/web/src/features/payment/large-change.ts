import type { TFunction } from 'i18next';
import { isLargeChange, moneyFromRupiah } from '@kasir/domain';
import { openDialogForResult } from '../../dialogs/dialog-registry.ts';
import type { Balance } from './payment-rules.ts';

/**
 * Beyond the spec (issue 16): a tender whose change is over max(Rp 1.000.000, 10 × the amount
 * due) is most likely a mistyped amount, so the cashier confirms the change (a yes/no dialog
 * that shows it) before it is paid. Answers whether to go on paying; an ordinary change goes on
 * without a question.
 */
export async function isChangeConfirmed(t: TFunction, money: (rupiah: number) => string, total: number, balance: Balance): Promise<boolean> {
  // Whole rupiah already (the total is rounded up, the lines are digits only); rounding keeps Money's integer rule.
  if (!isLargeChange(moneyFromRupiah(Math.round(balance.change)), moneyFromRupiah(Math.round(total)))) return true;
  // An amount never breaks across lines between "Rp" and its digits.
  const unbroken = (rupiah: number) => money(rupiah).replace(/ /g, '\u00a0');
  const answer = await openDialogForResult('yes-no', {
    title: t('payment.largeChange.title'),
    message: t('payment.largeChange.message', { change: unbroken(balance.change), received: unbroken(balance.paid), due: unbroken(total) }),
    confirmLabel: t('payment.largeChange.confirm'),
  });
  return answer === true;
}
