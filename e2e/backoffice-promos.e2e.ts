import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { signInAs, useProductInBrowser } from './harness.ts';
import { chooseLanguage, signInToBackOffice, type Language } from './backoffice-outlets-steps.ts';
import { openFromNav } from './backoffice-payments-steps.ts';
import { createCategoryPromo, createTransactionPromo, issueVoucher, outletClock, shootPromos } from './backoffice-promos-steps.ts';
import { openPaymentDialog } from './payment-steps.ts';
import { cashierTokenOf, createDineInOrder, outletIdOf, startShiftViaApi } from './void-steps.ts';

const app = useProductInBrowser();

const labels: Record<Language, { promos: string; vouchers: string; categories: string }> = {
  en: { promos: 'Promos', vouchers: 'Member vouchers', categories: 'Member categories' },
  id: { promos: 'Promo', vouchers: 'Voucher member', categories: 'Kategori member' },
  zh: { promos: '促销', vouchers: '会员优惠券', categories: '会员类别' },
};

describe('back office: promos, member vouchers and member categories', () => {
  it('the owner creates a day/hour promo and a category promo and issues a voucher; the cashier is offered the promo', async () => {
    const aniToken = await cashierTokenOf('ani', '111111');
    const outletId = await outletIdOf(aniToken, 'Kopi Senja');
    await startShiftViaApi(aniToken, outletId);
    const order = await createDineInOrder(aniToken, outletId, [{ name: 'Americano', quantity: 2 }]);

    const owner = await app.newTerminal();
    await signInToBackOffice(owner);
    await openFromNav(owner, 'Promos', /\/backoffice\/promos$/);
    await owner.getByTestId('bo-promos').waitFor();

    // Runs today and tomorrow, this hour and the next (outlet time): the till offers it now.
    const now = outletClock();
    const later = outletClock(1);
    const tomorrow = outletClock(24);
    await createTransactionPromo(owner, { name: 'Happy Hour Senja', percent: '15', days: [...new Set([now.day, tomorrow.day])], hours: [...new Set([now.hour, later.hour])] });
    const happyRow = owner.getByRole('row', { name: /Happy Hour Senja/ });
    await happyRow.waitFor();
    assert.match(await happyRow.innerText(), /Transaction[\s\S]*15 %/i);

    await createCategoryPromo(owner, { name: 'Kopi Hemat', amount: '5000', category: 'Coffee', onlyOutlet: 'Kopi Senja' });
    const kopiRow = owner.getByRole('row', { name: /Kopi Hemat/ });
    await kopiRow.waitFor();
    assert.match(await kopiRow.innerText(), /Product[\s\S]*Rp 5\.000/i);

    // A voucher of the seeded voucher promo for Sari.
    await openFromNav(owner, 'Member vouchers', /\/backoffice\/vouchers$/);
    await owner.getByTestId('bo-vouchers').waitFor();
    await issueVoucher(owner, 'Sari');
    const voucherRow = owner.getByRole('row', { name: /Sari/ });
    await voucherRow.waitFor();
    assert.match(await voucherRow.innerText(), /Unused/i);

    // The cashier's payment promo picker offers the new promo.
    const till = await app.newTerminal();
    await signInAs(till, 'Ani', '111111', 'Kopi Senja');
    await openPaymentDialog(till, order.Id, order.OrderNo);
    await till.getByTestId('apply-promo').click();
    const picker = till.getByTestId('promo-picker');
    await picker.getByText('Happy Hour Senja').waitFor();
    await picker.getByText('Kopi Hemat').waitFor();
    await shootPromos(till, 'till-picker', 'en');
  });

  it('shows the promo, voucher and member category screens in English, Indonesian and Chinese', async () => {
    const owner = await app.newTerminal();
    await signInToBackOffice(owner);
    for (const language of ['en', 'id', 'zh'] as const satisfies readonly Language[]) {
      const words = labels[language];
      await chooseLanguage(owner, language);
      await openFromNav(owner, words.promos, /\/backoffice\/promos$/);
      await owner.getByTestId('bo-promos').getByRole('table').waitFor();
      await shootPromos(owner, 'list', language);
      await owner.getByRole('row', { name: /Happy Hour Senja/ }).getByRole('button').click();
      await owner.getByTestId('bo-promo-detail').waitFor();
      await shootPromos(owner, 'detail', language);
      await owner.getByTestId('bo-promo-detail').locator('section').last().scrollIntoViewIfNeeded();
      await shootPromos(owner, 'detail-terms', language);

      await openFromNav(owner, words.vouchers, /\/backoffice\/vouchers$/);
      await owner.getByTestId('bo-vouchers').getByRole('table').waitFor();
      await shootPromos(owner, 'vouchers', language);

      await openFromNav(owner, words.categories, /\/backoffice\/member-categories$/);
      await owner.getByTestId('bo-member-categories').getByRole('table').waitFor();
      await shootPromos(owner, 'member-categories', language);
    }
  });
});
