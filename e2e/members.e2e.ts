import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { screenshot, signInAs, typeInto, useProductInBrowser, waitForToastsToClose } from './harness.ts';
import { chooseMemberInPicker, findMember, savedMinutesOf, typeNewMember } from './members-steps.ts';
import { confirmLine, pickProduct, startShiftFromBanner } from './order-steps.ts';
import { confirmKeypad, openPaymentDialog, payWithKeypad, rupiahOf } from './payment-steps.ts';
import { apiCall, approveAs, cashierTokenOf, createDineInOrder, outletIdOf, startShiftViaApi } from './void-steps.ts';

const app = useProductInBrowser();

/** Pays what remains in cash on the keypad and waits for the success dialog; answers the total paid. */
async function payRestInCash(page: Page): Promise<void> {
  const remaining = await rupiahOf(page, 'pay-remaining');
  await payWithKeypad(page, 'Cash', String(remaining));
  await confirmKeypad(page);
  await page.getByTestId('pay-remaining').getByText('Rp 0').waitFor();
  await page.getByRole('dialog', { name: /^Payment / }).getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByTestId('payment-success').waitFor();
}

/** A terminal whose interface speaks the given language from the first render. */
async function terminalIn(locale: 'en' | 'id'): Promise<Page> {
  const page = await app.newTerminal();
  await page.context().addInitScript((value) => localStorage.setItem('kasir.locale', value), locale);
  return page;
}

describe('members', () => {
  it('Budi adds Maya from the payment picker ("+ New member"), she earns points on one order and pays part of the next with them', { timeout: 240_000 }, async () => {
    const token = await cashierTokenOf('budi', '222222');
    const outletId = await outletIdOf(token, 'Kopi Senja');
    await startShiftViaApi(token, outletId);
    const first = await createDineInOrder(token, outletId, [{ name: 'Nasi Goreng Spesial', quantity: 2 }]);

    const budi = await terminalIn('en');
    await signInAs(budi, 'Budi', '222222', 'Kopi Senja');
    await openPaymentDialog(budi, first.Id, first.OrderNo);
    await budi.getByTestId('payment-customer').getByRole('button', { name: 'Change' }).click();
    const picker = budi.getByTestId('member-picker');
    // OK with nobody chosen says what to do (spec §5).
    await picker.getByRole('button', { name: 'OK', exact: true }).click();
    await budi.getByText('Choose a customer or tap + add new').waitFor();
    await screenshot(budi, 'members-01-picker-new-member');
    await picker.getByRole('button', { name: '+ New member' }).click();

    const modal = budi.getByTestId('member-modal');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByText('Name cannot be empty').waitFor();
    await typeNewMember(budi, { name: 'Maya Lestari', phone: '081299990001', birthDate: '1998-03-14' });
    // The calendar fades out after the date was typed: the picture shows the form, not the fade.
    await budi.waitForTimeout(400);
    await screenshot(budi, 'members-02-member-modal');
    await modal.getByRole('button', { name: 'Save' }).click();
    await budi.getByText('New member added').waitFor();
    await modal.waitFor({ state: 'detached' });
    // She comes back chosen at the top of the latest members: OK puts her on the order.
    await picker.getByRole('radio', { name: 'Maya Lestari', exact: true, checked: true }).waitFor();
    await picker.getByRole('button', { name: 'OK', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await budi.getByTestId('payment-customer').getByText('Maya Lestari').waitFor();

    const firstTotal = await rupiahOf(budi, 'pay-total');
    await payRestInCash(budi);
    await screenshot(budi, 'members-03-first-order-paid');
    const maya = await findMember(token, outletId, 'Maya Lestari');
    const earned = Math.floor(firstTotal / 10_000);
    assert.equal(maya.Point, earned, `one point per Rp 10.000 of ${firstTotal}`);
    assert.ok(earned > 0);

    const second = await createDineInOrder(token, outletId, [{ name: 'Es Kopi Susu', quantity: 2 }]);
    await waitForToastsToClose(budi);
    await openPaymentDialog(budi, second.Id, second.OrderNo);
    await budi.getByTestId('payment-customer').getByRole('button', { name: 'Change' }).click();
    await chooseMemberInPicker(budi, 'Maya Lestari');
    await budi.getByTestId('payment-member-points').getByText(String(earned)).waitFor();
    const secondTotal = await rupiahOf(budi, 'pay-total');
    await payWithKeypad(budi, 'Point', String(earned));
    await confirmKeypad(budi);
    assert.equal(await rupiahOf(budi, 'pay-remaining'), secondTotal - earned);
    await payRestInCash(budi);
    await screenshot(budi, 'members-04-paid-with-points');
    const after = await findMember(token, outletId, 'Maya Lestari');
    assert.equal(after.Point, Math.floor((secondTotal - earned) / 10_000), 'her points spent, the cash part earns anew');
  });

  it('the member screen shows Rina: points with their history, saved minutes, vouchers and paid orders, in English and Indonesian', { timeout: 180_000 }, async () => {
    for (const locale of ['en', 'id'] as const) {
      const page = await terminalIn(locale);
      await signInAs(page, 'Budi', '222222', 'Kopi Senja');
      await page.getByRole('navigation').getByRole('link', { name: locale === 'en' ? 'Members' : 'Member', exact: true }).click();
      await page.waitForURL('**/cashier/member');
      const list = page.getByRole('list', { name: locale === 'en' ? 'Members' : 'Member' });
      await list.getByRole('listitem', { name: 'Rina', exact: true }).click();
      const detail = page.getByTestId('member-detail');
      await detail.getByTestId('member-points').getByText('12.500').waitFor();
      await detail.getByRole('table').waitFor();
      await screenshot(page, `members-05-screen-${locale}`);
      // Sari's membership ends within days, Tono's has ended (spec §4).
      await list.getByRole('listitem', { name: 'Sari', exact: true }).getByText(locale === 'en' ? /^Expires in \d+ days?$/ : /^Berakhir dalam \d+ hari$/).waitFor();
      await list.getByRole('listitem', { name: 'Tono', exact: true }).getByText(locale === 'en' ? 'Membership expired' : 'Keanggotaan kedaluwarsa').waitFor();
      await detail.getByRole('tab', { name: locale === 'en' ? 'Saved minutes' : 'Waktu tersimpan' }).click();
      await detail.getByTestId('member-saved-minutes').getByText(locale === 'en' ? '120 minutes' : '120 menit').waitFor();
      await screenshot(page, `members-06-minutes-${locale}`);
      if (locale === 'en') {
        await detail.getByRole('tab', { name: 'Vouchers' }).click();
        await detail.getByTestId('member-vouchers').getByText('RINA-VM15', { exact: false }).waitFor();
        // Maya paid two orders in the first test: both are listed, newest first (GET /member/{id}/getOrderPayment).
        await list.getByRole('listitem', { name: 'Maya Lestari', exact: true }).click();
        await page.getByTestId('member-detail').getByRole('tab', { name: 'Paid orders' }).click();
        const orders = page.getByTestId('member-orders');
        await orders.waitFor();
        assert.equal(await orders.locator('tbody tr').count(), 2);
        await screenshot(page, 'members-09-paid-orders-en');
      }
      await page.context().close();
    }
  });

  it("Rina plays 60 of her 120 saved minutes on Billiard table B1 (Indonesian: the spec's own messages)", { timeout: 240_000 }, async () => {
    const token = await cashierTokenOf('citra', '333333');
    const outletId = await outletIdOf(token, 'Grill & Chill AYCE');
    const citra = await terminalIn('id');
    await signInAs(citra, 'Citra', '333333', 'Grill & Chill');
    await startShiftFromBanner(citra, '500000');
    await citra.getByRole('navigation').getByRole('link', { name: 'Meja', exact: true }).click();
    await citra.waitForURL('**/cashier/table');
    await citra.getByRole('listitem').getByText('Billiard', { exact: true }).click();
    await citra.getByRole('button', { name: /^Meja B1,/ }).click();
    const form = citra.getByTestId('table-side-form');
    await form.getByRole('button', { name: '2', exact: true }).click();
    await form.getByRole('switch', { name: 'Main dengan waktu tersimpan member' }).check();
    await typeInto(form.getByRole('textbox', { name: 'Nomor kartu member', exact: true }), 'RINA-CARD-01');
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await form.getByText('Harap pilih member').first().waitFor();

    await typeInto(form.getByRole('textbox', { name: 'Member', exact: true }), 'Rina');
    await form.getByRole('button', { name: /^Rina/ }).click();
    await form.getByTestId('member-play-chosen').getByText('120 menit tersimpan').waitFor();
    await typeInto(form.getByRole('textbox', { name: 'Menit main', exact: true }), '150');
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await form.getByText('Menit main melebihi waktu tersimpan').first().waitFor();
    await typeInto(form.getByRole('textbox', { name: 'Menit main', exact: true }), '60');
    await waitForToastsToClose(citra);
    await screenshot(citra, 'members-07-member-play-form');
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await citra.waitForURL('**/cashier/menu?fromMenu=table');

    await pickProduct(citra, 'Ocha Refill');
    await confirmLine(citra);
    await citra.getByTestId('save-order').click();
    await citra.getByTestId('saved-order-close').click();
    const rina = await findMember(token, outletId, 'Rina');
    assert.equal(await savedMinutesOf(token, outletId, rina.Id), 60, '60 of 120 minutes taken for the play');
    await citra.getByRole('navigation').getByRole('link', { name: 'Meja', exact: true }).click();
    await citra.getByRole('listitem').getByText('Billiard', { exact: true }).click();
    const timeLeft = await citra.getByTestId('table-time-left-B1').innerText();
    assert.match(timeLeft, /^(01:00:00|00:59:\d\d)$/, `an hour of play: ${timeLeft}`);
    await screenshot(citra, 'members-08-b1-playing');
  });

  it("Ani (her role lacks edit member data) changes Sari's address once Budi types his PIN on the pad", { timeout: 180_000 }, async () => {
    const token = await cashierTokenOf('budi', '222222');
    const outletId = await outletIdOf(token, 'Kopi Senja');
    const ani = await terminalIn('en');
    await signInAs(ani, 'Ani', '111111', 'Kopi Senja');
    await ani.getByRole('navigation').getByRole('link', { name: 'Members', exact: true }).click();
    await ani.waitForURL('**/cashier/member');
    await ani.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: 'Sari', exact: true }).click();
    await ani.getByTestId('member-detail').getByRole('button', { name: 'Edit', exact: true }).click();
    const modal = ani.getByTestId('member-modal');
    await typeInto(modal.getByRole('textbox', { name: 'Address', exact: true }), 'Jl. Dago 7, Bandung');
    await modal.getByRole('button', { name: 'Save', exact: true }).click();

    // Spec §6 request access: nothing is saved until an eligible cashier approves with their PIN.
    const dialog = ani.getByTestId('request-access-dialog');
    await dialog.getByTestId('request-access').waitFor();
    await dialog.getByTestId('approver-list').getByText('Budi', { exact: true }).waitFor();
    assert.equal(await dialog.getByTestId('approver-list').getByText('Ani', { exact: true }).count(), 0);
    await screenshot(ani, 'members-10-edit-request-access');
    await approveAs(ani, 'Budi', '222222');
    await ani.getByText('Member saved').first().waitFor();
    await modal.waitFor({ state: 'detached' });
    await dialog.waitFor({ state: 'detached' });

    const sari = await findMember(token, outletId, 'Sari');
    const saved = await apiCall<{ Address: string | null }>('GET', `/member/${sari.Id}`, token, undefined, outletId);
    assert.equal(saved.Address, 'Jl. Dago 7, Bandung');
  });
});
