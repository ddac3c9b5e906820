import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { APP_URL, screenshot, signInAs, typeInto, useProductInBrowser } from './harness.ts';
import { fetchOngoing, fetchOrder, moveInSplit, payInCash, rupiahOf, type OrderView } from './bills-steps.ts';
import { approveAs, cashierTokenOf, createDineInOrder, outletIdOf, startShiftViaApi } from './void-steps.ts';

const app = useProductInBrowser();
const ORDERED = 2;
const SPLITED = 8;
const MERGED = 7;

describe('split, merge and refund bills', () => {
  it('splits an order of 3 lines into two bills, merges two dine-in orders, and refunds a paid line', async () => {
    const aniToken = await cashierTokenOf('ani', '111111');
    const outletId = await outletIdOf(aniToken, 'Kopi Senja');
    await startShiftViaApi(aniToken, outletId);
    const three = await createDineInOrder(aniToken, outletId, [
      { name: 'Es Kopi Susu', quantity: 2 },
      { name: 'Americano', quantity: 1 },
      { name: 'Nasi Goreng Spesial', quantity: 1 },
    ]);

    const ani = await app.newTerminal();
    await signInAs(ani, 'Ani', '111111', 'Kopi Senja');
    await ani.goto(`${APP_URL}/cashier/order?orderId=${three.Id}`);
    await ani.getByTestId('order-no').getByText(three.OrderNo).waitFor();

    // Split: Nasi Goreng goes to split 1; what stays on the left (2 Es Kopi Susu, 1 Americano) is split 2.
    await ani.getByTestId('open-split-bill').click();
    const split = ani.getByTestId('split-bill-dialog');
    await split.waitFor();
    await split.getByTestId('split-move-0').click();
    await split.getByText('Please select one menu first').waitFor();
    await moveInSplit(ani, 'split-original', 'Nasi Goreng Spesial', 'split-move-0');
    await split.getByTestId('split-group-0').getByText('Nasi Goreng Spesial').waitFor();
    await screenshot(ani, 'bills-01-split-dialog');
    await split.getByTestId('dialog-submit').click();
    // Ani's split bill carries UsePin: Budi approves.
    await approveAs(ani, 'Budi', '222222');
    await split.waitFor({ state: 'detached' });

    const original = await fetchOrder(aniToken, outletId, three.Id);
    assert.equal(original.Status, SPLITED);
    const ongoing = await fetchOngoing(aniToken, outletId);
    const bills = ongoing.filter((order) => order.Id > three.Id);
    assert.equal(bills.length, 2, 'two new orders');
    const details = await Promise.all(bills.map((bill) => fetchOrder(aniToken, outletId, bill.Id)));
    const nasi = details.find((order) => order.OrderProducts.some((line) => line.ProductName === 'Nasi Goreng Spesial'));
    const rest = details.find((order) => order !== nasi);
    assert.ok(nasi && rest);
    assert.deepEqual(nasi.OrderProducts.map((line) => [line.ProductName, line.Quantity]), [['Nasi Goreng Spesial', 1]]);
    assert.deepEqual(rest.OrderProducts.map((line) => [line.ProductName, line.Quantity]).sort(), [['Americano', 1], ['Es Kopi Susu', 2]]);
    assert.equal(nasi.SubTotal, 35_000);
    assert.equal(rest.SubTotal, 2 * 22_000 + 20_000);
    // The ongoing list shows both bills with the server's totals, and no longer the split order.
    const list = ani.getByTestId('ongoing-list');
    for (const bill of details) {
      const row = list.getByTestId(`ongoing-order-${bill.Id}`);
      await row.waitFor();
      assert.equal(rupiahOf(await row.getByText(/^Rp /).innerText()), bill.Total);
    }
    await list.getByTestId(`ongoing-order-${three.Id}`).waitFor({ state: 'detached' });
    await screenshot(ani, 'bills-02-after-split');

    // Merge: two dine-in orders become one with every line.
    const kept = await createDineInOrder(aniToken, outletId, [{ name: 'Americano', quantity: 1 }]);
    const joined = await createDineInOrder(aniToken, outletId, [{ name: 'Kentang Goreng', quantity: 2 }]);
    await ani.goto(`${APP_URL}/cashier/order?orderId=${kept.Id}`);
    await ani.getByTestId('order-no').getByText(kept.OrderNo).waitFor();
    await ani.getByTestId('open-merge-bill').click();
    const merge = ani.getByTestId('merge-bill-dialog');
    await merge.waitFor();
    await merge.getByTestId('dialog-submit').click();
    await merge.getByText('You must choose the orders to merge!').waitFor();
    await merge.getByTestId('merge-field-0').click();
    const option = ani.getByRole('option', { name: new RegExp(joined.OrderNo) });
    assert.equal(await ani.getByRole('option', { name: new RegExp(kept.OrderNo) }).count(), 0, 'the current order is not offered');
    assert.equal(await ani.getByRole('option', { name: new RegExp(three.OrderNo) }).count(), 0, 'a split order is not offered');
    await option.click();
    await screenshot(ani, 'bills-03-merge-dialog');
    await merge.getByTestId('dialog-submit').click();
    await approveAs(ani, 'Budi', '222222');
    await merge.waitFor({ state: 'detached' });
    const lines = ani.getByTestId('order-lines');
    await lines.getByRole('row').filter({ hasText: 'Kentang Goreng' }).waitFor();
    await lines.getByRole('row').filter({ hasText: 'Americano' }).waitFor();
    const merged = await fetchOrder(aniToken, outletId, kept.Id);
    assert.equal(merged.Status, ORDERED);
    assert.deepEqual(merged.OrderProducts.map((line) => [line.ProductName, line.Quantity]).sort(), [['Americano', 1], ['Kentang Goreng', 2]]);
    assert.equal((await fetchOrder(aniToken, outletId, joined.Id)).Status, MERGED);
    await ani.getByTestId('ongoing-list').getByTestId(`ongoing-order-${joined.Id}`).waitFor({ state: 'detached' });
    await screenshot(ani, 'bills-04-after-merge');

    // Refund: Ani's role has no refund permission, so she asks Budi for access (spec §2 request
    // access): with his PIN the Americano goes back once, and the audit names him.
    await payInCash(aniToken, outletId, rest.Id);
    await ani.goto(`${APP_URL}/cashier/order?orderId=${rest.Id}`);
    await ani.getByTestId('open-refund').click();
    const aniRefund = ani.getByTestId('refund-dialog');
    await aniRefund.waitFor();
    await ani.getByTestId('dialog-submit').click();
    await aniRefund.getByText('Select at least one product to refund').waitFor();
    await aniRefund.getByRole('row').filter({ hasText: 'Americano' }).getByRole('checkbox').check();
    await aniRefund.getByTestId('reason-input').fill('Cold');
    await ani.getByTestId('dialog-submit').click();
    await approveAs(ani, 'Budi', '222222');
    await aniRefund.waitFor({ state: 'detached' });
    const afterAni = (await fetchOrder(aniToken, outletId, rest.Id)) as OrderView & { Refunds: Array<{ OrderProducts: Array<{ ProductName: string; Quantity: number }> }> };
    assert.deepEqual(afterAni.Refunds.map((entry) => entry.OrderProducts.map((line) => [line.ProductName, line.Quantity])), [[['Americano', 1]]]);

    // Budi (every permission, no PIN) gives one Es Kopi Susu of the paid bill back.
    const budiToken = await cashierTokenOf('budi', '222222');
    await startShiftViaApi(budiToken, outletId);
    const budi = await app.newTerminal();
    await signInAs(budi, 'Budi', '222222', 'Kopi Senja');
    await budi.goto(`${APP_URL}/cashier/order?orderId=${rest.Id}`);
    await budi.getByTestId('open-refund').click();
    const refund = budi.getByTestId('refund-dialog');
    await refund.waitFor();
    const kopiRow = refund.getByRole('row').filter({ hasText: 'Es Kopi Susu' });
    await kopiRow.getByRole('checkbox').check();
    await typeInto(kopiRow.getByRole('textbox'), '1');
    await refund.getByTestId('dialog-submit').click();
    await refund.getByText('A reason is required!').waitFor();
    await refund.getByTestId('reason-input').fill('Too sweet');
    await screenshot(budi, 'bills-05-refund-dialog');
    await refund.getByTestId('dialog-submit').click();
    await refund.waitFor({ state: 'detached' });
    const refunded = (await fetchOrder(budiToken, outletId, rest.Id)) as OrderView & { Refunds: Array<{ Amount: number; OrderProducts: Array<{ Quantity: number }> }> };
    assert.equal(refunded.Refunds.length, 2);
    const only = refunded.Refunds[1];
    assert.ok(only && only.Amount > 0 && only.Amount <= refunded.Total / 2 + 1, `refund ${only?.Amount} of ${refunded.Total}`);
    assert.deepEqual(only.OrderProducts.map((line) => line.Quantity), [1]);
  });

  it('/check-promo answers a voucher code at the device\'s own width', async () => {
    const phone = await app.newTerminal();
    // The server looks codes up among the signed-in owner's vouchers: a cashier signs in on this device first.
    await signInAs(phone, 'Ani', '111111', 'Kopi Senja');
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${APP_URL}/check-promo`);
    const input = phone.getByTestId('promo-code-input');
    await input.waitFor();
    assert.equal(await phone.locator('meta[name="viewport"]').getAttribute('content'), 'width=device-width, initial-scale=1');
    assert.equal(await phone.locator('[data-scale]').first().getAttribute('data-scale'), '1');
    assert.ok((await phone.evaluate(() => document.documentElement.scrollWidth)) <= 390, 'no sideways scrolling on a phone');

    // Rina's demo voucher (apps/server seed: RINA-VM15).
    await typeInto(input, 'RINA-VM15');
    await phone.getByTestId('promo-check-submit').click();
    await phone.getByTestId('promo-check-result').waitFor();
    assert.match(await phone.getByTestId('promo-check-available').innerText(), /^available$/i);
    await screenshot(phone, 'bills-06-check-promo-found');

    await typeInto(input, 'NOPE-000');
    await input.press('Enter');
    await phone.getByTestId('promo-check-error').getByText('Not Found', { exact: true }).waitFor();
    await screenshot(phone, 'bills-07-check-promo-not-found');
  });
});
