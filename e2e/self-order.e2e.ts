import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, screenshot, useProductInBrowser } from './harness.ts';
import { addProduct, askForBill, counterQrUrl, newPhone, openCart, openQr, placeOrder, switchLanguage, tableQrUrl, typeCustomerName, waitForLineOutcome } from './self-order-steps.ts';
import { apiCall, cashierTokenOf, outletIdOf, startShiftViaApi } from './void-steps.ts';

useProductInBrowser();

test('a phone orders from a table QR: menu, add-on, name required, one placement on a doubled tap, kept after reload', async () => {
  const browser = await launchBrowser();
  try {
    const token = await cashierTokenOf('budi', '222222');
    const outletId = await outletIdOf(token, 'Kopi Senja');
    const url = await tableQrUrl(token, outletId, 'T3');
    const phone = await newPhone(browser);
    await openQr(phone, url);
    await phone.getByText('Table T3').waitFor();
    await screenshot(phone, 'self-order-menu-en');

    await phone.getByRole('button', { name: 'Es Kopi Susu', exact: true }).tap();
    await phone.getByText(/^Extra Shot \+/).tap();
    await phone.getByRole('button', { name: 'More' }).tap();
    await screenshot(phone, 'self-order-product-en');
    await phone.getByRole('button', { name: /^Add to cart/ }).tap();
    await phone.getByRole('dialog').waitFor({ state: 'hidden' });
    await addProduct(phone, 'Americano');
    await openCart(phone);
    await phone.getByRole('button', { name: 'Place order' }).tap();
    await phone.getByText('Name cannot be empty').waitFor();
    await typeCustomerName(phone, 'Wulan', '0813 7777 0001');
    await screenshot(phone, 'self-order-cart-en');

    let placements = 0;
    phone.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/public/v1/orders')) placements += 1;
    });
    await phone.getByRole('button', { name: 'Place order' }).dblclick();
    await phone.getByText(/^Order \S+$/).first().waitFor();
    await phone.getByText('Waiting for the cashier').first().waitFor();
    assert.equal(placements, 1, 'a doubled tap places once');
    await phone.getByRole('dialog').waitFor({ state: 'hidden' });
    await screenshot(phone, 'self-order-orders-en');

    await phone.reload();
    await phone.getByRole('tab', { name: 'My orders (1)' }).waitFor();

    // The same page in Indonesian and Chinese, as the switch changes it.
    await switchLanguage(phone, 'ID');
    await phone.getByRole('tab', { name: 'Pesananku (1)' }).tap();
    await phone.getByText('Menunggu kasir').first().waitFor();
    await screenshot(phone, 'self-order-orders-id');
    await phone.getByRole('tab', { name: 'Menu' }).tap();
    await screenshot(phone, 'self-order-menu-id');
    await phone.setViewportSize({ width: 320, height: 640 });
    assert.ok((await phone.evaluate(() => document.documentElement.scrollWidth)) <= 320, 'no sideways scroll at 320 px');
    await screenshot(phone, 'self-order-menu-id-320');
    await phone.setViewportSize({ width: 390, height: 844 });
    await switchLanguage(phone, '中文');
    await phone.getByPlaceholder('搜索菜单').waitFor();
    await screenshot(phone, 'self-order-menu-zh');
    await phone.getByRole('button', { name: 'Es Kopi Susu', exact: true }).tap();
    await phone.getByRole('button', { name: /^加入购物车/ }).waitFor();
    await phone.waitForTimeout(500); // the sheet's slide-in
    await screenshot(phone, 'self-order-product-zh');
    await phone.context().close();
  } finally {
    await browser.close();
  }
});

test('the counter QR asks pick-up or delivery, and delivery asks the spec’s shipping fields; a bad QR says so; 320 px still fits', async () => {
  const browser = await launchBrowser();
  try {
    const token = await cashierTokenOf('budi', '222222');
    const outletId = await outletIdOf(token, 'Kopi Senja');
    const phone = await newPhone(browser, 'id-ID');
    await openQr(phone, await counterQrUrl(token, outletId));
    await phone.getByText('Ambil Sendiri / Antar').waitFor();
    await switchLanguage(phone, 'EN');
    await addProduct(phone, 'Es Kopi Susu', { addOns: ['Oat Milk'], quantity: 2 });
    await openCart(phone);
    await phone.getByText('Delivery', { exact: true }).tap();
    await typeCustomerName(phone, 'Budi');
    await phone.getByRole('button', { name: 'Place order' }).tap();
    await phone.getByText('Phone number cannot be empty').waitFor();
    await phone.getByText('Address cannot be empty').waitFor();
    await screenshot(phone, 'self-order-delivery-en');
    await phone.setViewportSize({ width: 320, height: 640 });
    const scrollWidth = await phone.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scrollWidth <= 320, `no sideways scroll at 320 px (was ${scrollWidth})`);
    await screenshot(phone, 'self-order-delivery-320');

    await phone.goto(`${new URL(phone.url()).origin}/self-order?qr=not-a-real-token`);
    await phone.getByText('This QR code cannot be used').waitFor();
    await screenshot(phone, 'self-order-invalid-qr-en');
    await phone.context().close();
  } finally {
    await browser.close();
  }
});

test('the phone sees the cashier keep one line and refuse another with its reason, then asks for the bill', async () => {
  const browser = await launchBrowser();
  try {
    const token = await cashierTokenOf('budi', '222222');
    const outletId = await outletIdOf(token, 'Kopi Senja');
    try {
      await startShiftViaApi(token, outletId);
    } catch {
      // Open already.
    }
    const phone = await newPhone(browser);
    await openQr(phone, await tableQrUrl(token, outletId, 'T5'));
    await addProduct(phone, 'Cappuccino', { addOns: ['Oat Milk'] });
    await addProduct(phone, 'Kopi Tubruk');
    await openCart(phone);
    await typeCustomerName(phone, 'Sari');
    const orderNo = await placeOrder(phone);

    // The cashier's decisions through the cashier API (the lead's acceptance test drives the cashier's screen).
    const pending = await apiCall<Array<{ OrderId: number; OrderNo: string; Lines: Array<{ ProductName: string; OrderProductId: number | null }> }>>('GET', '/customerOrder', token, undefined, outletId);
    const placement = pending.find((item) => item.OrderNo === orderNo);
    assert.ok(placement, `the cashier sees ${orderNo}`);
    const idOf = (name: string) => placement.Lines.find((line) => line.ProductName === name)?.OrderProductId ?? 0;
    await apiCall('POST', `/customer/confirmOrder/${placement.OrderId}/`, token, { OrderProductIds: [idOf('Cappuccino')] }, outletId);
    await apiCall('PUT', `/order/${placement.OrderId}/rejectOrderProduct`, token, { OrderProductIds: [idOf('Kopi Tubruk')], Reason: 'Beans ran out' }, outletId);

    await waitForLineOutcome(phone, 'Cappuccino', 'Confirmed');
    assert.equal(await waitForLineOutcome(phone, 'Kopi Tubruk', 'Rejected'), 'Beans ran out');
    await screenshot(phone, 'self-order-decided-en');
    await askForBill(phone);
    await screenshot(phone, 'self-order-bill-requested-en');
    const bills = await apiCall<Array<{ OrderId?: number }>>('GET', '/billRequest', token, undefined, outletId);
    assert.ok(bills.some((bill) => bill.OrderId === placement.OrderId), 'the cashier sees the bill request');
    await phone.context().close();
  } finally {
    await browser.close();
  }
});
