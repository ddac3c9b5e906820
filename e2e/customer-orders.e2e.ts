import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, signInAs, useProductInBrowser } from './harness.ts';
import { startShiftFromBanner } from './order-steps.ts';
import { chooseLanguage } from './till-tables-steps.ts';
import { cashierTokenOf, outletIdOf } from './void-steps.ts';
import {
  customerOrderCard,
  openCustomerOrders,
  openTableSession,
  placeCustomerOrder,
  waitForNotice,
} from './customer-orders-steps.ts';

const app = useProductInBrowser();

test("an addition at a seated table is '(Tambahan)', and the reject reason is required", async () => {
  const page = await app.newTerminal();
  await signInAs(page, 'Ani', '111111', 'Kopi Senja');
  // Confirming puts the order on the confirming cashier's shift.
  await startShiftFromBanner(page, '500000');
  const token = await cashierTokenOf('budi', '222222');
  const outletId = await outletIdOf(token, 'Kopi Senja');
  const session = await openTableSession(token, outletId, 'T6');
  const first = await placeCustomerOrder(session, 'Sari', ['Americano']);
  await waitForNotice(page, new RegExp(first.OrderNo));
  await chooseLanguage(page, 'ID');
  const drawer = await openCustomerOrders(page);
  const card = customerOrderCard(drawer, first.OrderNo);
  await card.getByText('(Baru)').waitFor();
  await card.getByRole('button', { name: 'Konfirmasi pesanan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konfirmasi pesanan' });
  await dialog.getByRole('button', { name: 'Konfirmasi semua' }).click();
  await dialog.waitFor({ state: 'hidden' });

  const addition = await placeCustomerOrder(session, 'Sari', ['Es Kopi Susu']);
  const additionCard = customerOrderCard(drawer, addition.OrderNo);
  await additionCard.getByText('(Tambahan)').waitFor();
  // The addition joined the now ORDERED order; rejecting it whole asks for the reason first.
  await additionCard.getByRole('button', { name: 'Konfirmasi pesanan' }).click();
  const confirmDialog = page.getByRole('dialog', { name: 'Konfirmasi pesanan' });
  await confirmDialog.getByRole('button', { name: 'Tolak semua' }).click();
  const reasonDialog = page.getByRole('dialog', { name: 'Tolak' });
  await reasonDialog.getByRole('button', { name: 'Tolak' }).click();
  await reasonDialog.getByText('Alasan tidak boleh kosong').waitFor();
  await screenshot(page, 'customer-orders-reason-required-id');
  await reasonDialog.getByRole('textbox').click();
  await reasonDialog.getByRole('textbox').pressSequentially('Dapur sudah tutup');
  await reasonDialog.getByRole('button', { name: 'Tolak' }).click();
  await confirmDialog.waitFor({ state: 'hidden' });
  await additionCard.waitFor({ state: 'detached' });
});

test('QR code settings: the two switches save, and the counter QR is shown', async () => {
  const page = await app.newTerminal();
  await signInAs(page, 'Budi', '222222', 'Kopi Senja');
  await page.goto(`${new URL(page.url()).origin}/cashier/settings/qr-code-setting`);
  const autoPrint = page.getByRole('switch', { name: /Print the table QR when a table is seated/ });
  await autoPrint.waitFor();
  assert.equal(await autoPrint.isChecked(), false);
  await autoPrint.click({ force: true });
  await page.locator('.mantine-Notification-root').filter({ hasText: 'Setting saved' }).first().waitFor();
  assert.equal(await autoPrint.isChecked(), true);
  await page.getByTestId('counter-qr-image').waitFor();
  await screenshot(page, 'customer-orders-qr-settings-en');
  await chooseLanguage(page, 'ID');
  await page.getByRole('switch', { name: /Cetak QR meja saat meja ditempati/ }).waitFor();
  await screenshot(page, 'customer-orders-qr-settings-id');
  // Back off, as the demo ships it.
  await page.getByRole('switch', { name: /Cetak QR meja saat meja ditempati/ }).click({ force: true });
  await page.waitForFunction(() => !(document.querySelector('[data-testid="switch-auto-print-qr-table"] input, input[data-testid="switch-auto-print-qr-table"]') as HTMLInputElement | null)?.checked);
});
