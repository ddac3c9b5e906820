import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { screenshot, signInAs, typeInto, useProductInBrowser } from './harness.ts';
import { confirmKeypad, openPaymentDialog, payWithKeypad } from './payment-steps.ts';
import { cashierTokenOf, createDineInOrder, outletIdOf, startShiftViaApi } from './void-steps.ts';

const app = useProductInBrowser();

/** Ani pays a fresh order in cash (a Rp 100.000 note) and is left on the success dialog. */
async function payAndReachSuccess(ani: Page, token: string, outletId: number, cashLabel: string) {
  const order = await createDineInOrder(token, outletId, [{ name: 'Es Kopi Susu', quantity: 1 }]);
  await openPaymentDialog(ani, order.Id, order.OrderNo);
  await payWithKeypad(ani, cashLabel, '100000');
  await confirmKeypad(ani);
  await ani.getByTestId('pay-submit').click();
  const success = ani.getByTestId('payment-success');
  await success.waitFor();
  return success;
}

describe('e-mail the receipt (no mail server configured)', () => {
  it('the receipt is saved as an .eml file on the server and the dialog says so, in English and Indonesian', async () => {
    const token = await cashierTokenOf('ani', '111111');
    const outletId = await outletIdOf(token, 'Kopi Senja');
    await startShiftViaApi(token, outletId);

    for (const locale of ['en', 'id'] as const) {
      const ani = await app.newTerminal();
      await ani.context().addInitScript((value) => localStorage.setItem('kasir.locale', value), locale);
      await signInAs(ani, 'Ani', '111111', 'Kopi Senja');
      const success = await payAndReachSuccess(ani, token, outletId, locale === 'en' ? 'Cash' : 'Tunai');
      await typeInto(success.getByTestId('receipt-email'), `rina.${locale}@example.com`);
      await success.getByTestId('receipt-email-send').click();
      const status = success.getByTestId('receipt-email-status').and(ani.locator('[data-status="SAVED_AS_FILE"]'));
      await status.waitFor();
      const text = await status.innerText();
      const expected = locale === 'en' ? 'Saved as a file on the server (no mail server configured)' : 'Disimpan sebagai file di server (server e-mail belum diatur)';
      assert.ok(text.startsWith(expected), text);
      const fileName = /(\d+\.eml)$/.exec(text)?.[1];
      assert.ok(fileName, `the file name is shown: ${text}`);
      await screenshot(ani, `email-receipt-saved-as-file-${locale}`);

      const path = join(app.dataDir(), 'mail', fileName);
      assert.ok(existsSync(path), `${path} exists`);
      const eml = readFileSync(path, 'utf8');
      assert.match(eml, new RegExp(`^To: rina\\.${locale}@example\\.com\\r$`, 'm'));
      assert.match(eml, /^Subject: Struk pembayaran .+ - Kopi Senja\r$/m);
    }
  });
});
