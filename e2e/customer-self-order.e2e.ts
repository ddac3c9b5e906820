import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, signInAs, useProductInBrowser } from './harness.ts';
import { startShiftFromBanner } from './order-steps.ts';
import { printedTickets } from './printer-steps.ts';
import { chooseLanguage } from './till-tables-steps.ts';
import { cashierTokenOf, outletIdOf } from './void-steps.ts';
import { billRequestRow, confirmProduct, customerOrderCard, openApproveOrder, openCustomerOrders, rejectProduct, waitForNotice } from './customer-orders-steps.ts';
import { addProduct, askForBill, newPhone, openCart, openQr, placeOrder, tableQrUrl, typeCustomerName, waitForLineOutcome } from './self-order-steps.ts';

/**
 * Issue 22's acceptance: two browser contexts, a customer's phone at table T5 and the cashier's
 * terminal. The phone orders from the table QR by tapping; the terminal shows the notice within
 * a second; the cashier confirms one product and rejects the other with a reason; only the
 * confirmed one reaches a printer; the phone shows both outcomes; the phone asks for the bill and
 * the terminal shows it.
 */
const app = useProductInBrowser();
const printed = printedTickets(app.dataDir);
const KITCHEN_PORT = 9101;
const BAR_PORT = 9102;
const NOTICE_WITHIN_MS = 1000;

test('a phone orders at table T5; the cashier confirms one product and rejects one; only the confirmed one prints; the bill request arrives', async () => {
  const terminal = await app.newTerminal();
  await signInAs(terminal, 'Ani', '111111', 'Kopi Senja');
  await startShiftFromBanner(terminal, '500000');

  // The QR Manage table prints for T5, opened by the customer's phone camera.
  const token = await cashierTokenOf('budi', '222222');
  const outletId = await outletIdOf(token, 'Kopi Senja');
  const phone = await newPhone(app.browser());
  await openQr(phone, await tableQrUrl(token, outletId, 'T5'));
  await phone.getByText('Table T5').waitFor();
  await addProduct(phone, 'Es Kopi Susu', { addOns: ['Extra Shot'] });
  await addProduct(phone, 'Roti Bakar');
  await openCart(phone);
  await typeCustomerName(phone, 'Wulan');

  // Time from the moment the phone sends the order to the moment the notice is on the terminal.
  const sentAt = new Promise<number>((resolve) => {
    phone.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/public/v1/orders')) resolve(Date.now());
    });
  });
  const noticeAt = waitForNotice(terminal, /New Order from Apps/, 10_000).then(() => Date.now());
  const orderNo = await placeOrder(phone);
  const noticeMs = (await noticeAt) - (await sentAt);
  assert.ok(noticeMs < NOTICE_WITHIN_MS, `the notice is on the terminal within a second of placing (${noticeMs} ms)`);
  await waitForNotice(terminal, new RegExp(`New Order from Apps[\\s\\S]*${orderNo}`));
  await screenshot(terminal, 'self-order-acceptance-notice-en');
  await screenshot(phone, 'self-order-acceptance-waiting-en');

  const drawer = await openCustomerOrders(terminal);
  await customerOrderCard(drawer, orderNo).getByText('(New)').waitFor();
  const dialog = await openApproveOrder(terminal, drawer, orderNo);
  await confirmProduct(dialog, 'Es Kopi Susu');
  await rejectProduct(terminal, dialog, 'Roti Bakar', 'Roti sudah habis');
  await dialog.waitFor({ state: 'hidden' });

  // Es Kopi Susu routes to the Bar, Roti Bakar to the Kitchen: only the confirmed one prints.
  assert.equal((await printed.waitForTickets(BAR_PORT, /Es Kopi Susu/, 1)).length, 1, 'the confirmed product printed at the Bar');
  const kitchen = [...(await printed.ticketTexts(KITCHEN_PORT)), ...(await printed.ticketTexts(BAR_PORT))];
  assert.equal(kitchen.filter((text) => /Roti Bakar/.test(text)).length, 0, 'the rejected product printed nowhere');

  // The phone polls its order: both outcomes, the reason with the rejected one.
  await waitForLineOutcome(phone, 'Es Kopi Susu', 'Confirmed');
  assert.equal(await waitForLineOutcome(phone, 'Roti Bakar', 'Rejected'), 'Roti sudah habis');
  await screenshot(phone, 'self-order-acceptance-outcomes-en');

  await askForBill(phone);
  await waitForNotice(terminal, new RegExp(`Bill Request[\\s\\S]*${orderNo}[\\s\\S]*T5`));
  await billRequestRow(drawer, orderNo).waitFor();
  await screenshot(terminal, 'self-order-acceptance-bill-request-en');

  // The same list in Indonesian: the request is there, and the cashier marks it done.
  await terminal.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  await chooseLanguage(terminal, 'ID');
  const drawerId = await openCustomerOrders(terminal);
  await billRequestRow(drawerId, orderNo).getByRole('button', { name: 'Selesai' }).click();
  await billRequestRow(drawerId, orderNo).waitFor({ state: 'detached' });
  await phone.context().close();
});
