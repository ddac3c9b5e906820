import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { APP_URL, screenshot, signInAs, typePin as typePinAgain, useProductInBrowser } from './harness.ts';
import { approveAs, cashierTokenOf, createDineInOrder, outletIdOf, startShiftViaApi } from './void-steps.ts';

const app = useProductInBrowser();

describe('void a line with a supervisor PIN', () => {
  it('Ani deletes a line, Budi approves with his PIN, and a second terminal sees it without reload', async () => {
    // The order is taken through the API first, as another terminal would.
    const aniToken = await cashierTokenOf('ani', '111111');
    const outletId = await outletIdOf(aniToken, 'Kopi Senja');
    await startShiftViaApi(aniToken, outletId);
    const order = await createDineInOrder(aniToken, outletId, [
      { name: 'Es Kopi Susu', quantity: 2 },
      { name: 'Americano', quantity: 1 },
    ]);

    const ani = await app.newTerminal();
    await signInAs(ani, 'Ani', '111111', 'Kopi Senja');
    await ani.goto(`${APP_URL}/cashier/order?orderId=${order.Id}`);
    await ani.getByTestId('order-no').getByText(order.OrderNo).waitFor();
    const americano = ani.getByTestId('order-lines').getByRole('row').filter({ hasText: 'Americano' });
    await americano.waitFor();
    const totalBefore = await ani.getByTestId('total-total').innerText();
    await screenshot(ani, 'void-01-order-detail');

    const budi = await app.newTerminal();
    await signInAs(budi, 'Budi', '222222', 'Kopi Senja');
    await budi.goto(`${APP_URL}/cashier/order?orderId=${order.Id}`);
    await budi.getByTestId('order-lines').getByRole('row').filter({ hasText: 'Americano' }).waitFor();

    await americano.getByTestId('line-action-DELETE').click();
    const dialog = ani.getByTestId('delete-line-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('reason-input').fill('Guest cancelled the Americano');
    // Ani's cancel-order permission carries UsePin: the supervisor step comes next.
    await ani.getByTestId('dialog-submit').click();
    await ani.getByTestId('approver-list').waitFor();
    const approvers = await ani.getByTestId('approver-list').innerText();
    assert.match(approvers, /Budi/);
    assert.doesNotMatch(approvers, /Ani|Dewi/);
    await ani.getByTestId('dialog-submit').click();
    await dialog.getByText('A cashier must be chosen').waitFor();
    await screenshot(ani, 'void-02-supervisor-step');

    // A wrong PIN is refused by the server; the dialog stays for another try.
    await approveAs(ani, 'Budi', '999999');
    await dialog.getByTestId('dialog-error').filter({ hasNotText: 'A cashier must be chosen' }).waitFor();
    await screenshot(ani, 'void-03-wrong-pin');
    await typePinAgain(ani, '222222');
    await dialog.waitFor({ state: 'detached' });

    await americano.waitFor({ state: 'detached' });
    assert.notEqual(await ani.getByTestId('total-total').innerText(), totalBefore);
    const audit = ani.getByTestId('audit-trail');
    await audit.getByText('By Ani, approved by Budi').waitFor();
    assert.match(await audit.innerText(), /Guest cancelled the Americano/);
    await screenshot(ani, 'void-04-line-voided');

    // The other terminal follows without a reload.
    await budi.getByTestId('order-lines').getByRole('row').filter({ hasText: 'Americano' }).waitFor({ state: 'detached', timeout: 5_000 });
    assert.equal(await budi.getByTestId('total-total').innerText(), await ani.getByTestId('total-total').innerText());
    await screenshot(budi, 'void-05-other-terminal');
  });
});
