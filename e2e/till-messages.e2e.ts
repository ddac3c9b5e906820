import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, signInAs, useProductInBrowser } from './harness.ts';
import { chooseLanguage, toasts } from './till-words-steps.ts';
import { cancelReservation, openReservations, saveEmptyReservation, type ShortLanguage } from './till-messages-steps.ts';

const app = useProductInBrowser();

/**
 * The spec's messages shown on the screen itself (not in a toast): the empty list says
 * 'Tidak ada data..' and the reservation form 'Nama tidak boleh kosong', 'Nomor HP tidak boleh
 * kosong' exactly so in Indonesian; English and Chinese show their own translation.
 */
const expected: ReadonlyArray<{ language: ShortLanguage; empty: string; name: string; phone: string; table: string }> = [
  { language: 'EN', empty: 'No data..', name: 'Name cannot be empty', phone: 'Phone number cannot be empty', table: 'Must Select a Table' },
  { language: 'ID', empty: 'Tidak ada data..', name: 'Nama tidak boleh kosong', phone: 'Nomor HP tidak boleh kosong', table: 'Meja harus dipilih' },
  { language: '中文', empty: '暂无数据..', name: '姓名不能为空', phone: '手机号码不能为空', table: '必须选择桌台' },
];

describe('till messages: spec messages on the screen in the chosen language', () => {
  it('shows the empty reservation list and the reservation form errors in English, Indonesian and Chinese', async () => {
    const page = await app.newTerminal();
    await signInAs(page, 'Budi', '222222', 'Kopi Senja');
    await openReservations(page);
    for (const { language, empty, name, phone, table } of expected) {
      await chooseLanguage(page, language);
      // A fresh outlet has no reservation today: the list says so in the chosen language.
      assert.equal((await page.getByTestId('reservations-empty').innerText()).trim(), empty, `empty list in ${language}`);
      const shot = language === '中文' ? 'zh' : language.toLowerCase();
      await screenshot(page, `till-messages-reservations-empty-${shot}`);
      const dialog = await saveEmptyReservation(page, language);
      for (const message of [name, phone, table]) {
        const shown = dialog.getByText(message, { exact: true });
        await shown.waitFor({ timeout: 3000 }).catch(async () => {
          assert.fail(`expected "${message}" in the form in ${language}; the form says: ${(await dialog.innerText()).replace(/\s+/g, ' ')}`);
        });
      }
      // Inline, under the fields: no toast carries these words.
      assert.deepEqual((await toasts(page).allInnerTexts()).filter((text) => text.includes(name)), [], `no toast in ${language}`);
      await screenshot(page, `till-messages-reservation-form-${shot}`);
      await cancelReservation(page, language);
    }
  });
});
