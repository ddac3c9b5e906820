import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { APP_URL, screenshot, signInAs, useProductInBrowser } from './harness.ts';
import { openPaymentDialog } from './payment-steps.ts';
import { approveAs, cashierTokenOf, createDineInOrder, outletIdOf, startShiftViaApi } from './void-steps.ts';

const app = useProductInBrowser();

describe('request access', () => {
  it("Dewi the waiter (no payment permission) pays an order after Budi approves with his PIN; the history names Budi", async () => {
    const dewiToken = await cashierTokenOf('dewi', '444444');
    const outletId = await outletIdOf(dewiToken, 'Kopi Senja');
    await startShiftViaApi(dewiToken, outletId);
    const order = await createDineInOrder(dewiToken, outletId, [{ name: 'Es Kopi Susu', quantity: 1 }]);

    const dewi = await app.newTerminal();
    await signInAs(dewi, 'Dewi', '444444', 'Kopi Senja');
    await openPaymentDialog(dewi, order.Id, order.OrderNo);
    await dewi.getByTestId('method-cash').click();
    await dewi.getByTestId('quick-amounts').getByRole('button').first().click();
    await dewi.getByTestId('payment-keypad').getByTestId('keypad-ok').click();
    await dewi.getByTestId('pay-submit').click();

    const dialog = dewi.getByTestId('request-access-dialog');
    await dialog.getByTestId('request-access').waitFor();
    await dialog.getByTestId('request-access-submit').click();
    await dewi.getByText('A cashier must be chosen').first().waitFor();
    await dialog.getByTestId('approver-list').getByText('Budi', { exact: true }).waitFor();
    assert.equal(await dialog.getByTestId('approver-list').getByText('Dewi', { exact: true }).count(), 0);
    await screenshot(dewi, 'request-access-01-dialog');

    await approveAs(dewi, 'Budi', '222222');
    await dewi.getByText('Payment Success').first().waitFor();
    await dewi.getByTestId('payment-success').waitFor();

    const response = await fetch(`${APP_URL}/api/order/${order.Id}`, { headers: { authorization: `Bearer ${dewiToken}`, outletid: String(outletId) } });
    const saved = ((await response.json()) as { data: { Status: number; OrderAudits: Array<{ Action: string; ApproverName: string | null }> } }).data;
    assert.equal(saved.Status, 3);
    assert.equal(saved.OrderAudits.find((audit) => audit.Action === 'PAYMENT')?.ApproverName, 'Budi');
  });
});
