import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { OtherPermission } from '@kasir/domain';
import { signInAs, useProductInBrowser } from './harness.ts';
import { chooseLanguage, dialogSettled, signInToBackOffice, type Language } from './backoffice-outlets-steps.ts';
import { createCharge, createPaymentMethod, openFromNav, shoot, squarePng } from './backoffice-payments-steps.ts';
import { openPaymentDialog } from './payment-steps.ts';
import { apiCall, cashierTokenOf, createDineInOrder, outletIdOf, startShiftViaApi } from './void-steps.ts';

// Uploads of this run go to a temporary folder, not the repository's data/uploads.
process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'kasir-e2e-uploads-'));
const app = useProductInBrowser();
const CANCEL_ORDER = OtherPermission.CANCEL_ORDER;

const labels: Record<Language, { methods: string; charges: string; audit: string; newMethod: string; newCharge: string }> = {
  en: { methods: 'Payment methods', charges: 'Charges and taxes', audit: 'Audit', newMethod: 'New payment method', newCharge: 'New charge' },
  id: { methods: 'Metode pembayaran', charges: 'Biaya dan pajak', audit: 'Audit', newMethod: 'Metode pembayaran baru', newCharge: 'Biaya baru' },
  zh: { methods: '付款方式', charges: '服务费和税', audit: '审计', newMethod: '新建付款方式', newCharge: '新建服务费或税' },
};

describe('back office: payment methods, charges and the audit view', () => {
  it('the owner adds a payment method and a charge; a till sees the method live; the audit lists a cashier’s void', async () => {
    const aniToken = await cashierTokenOf('ani', '111111');
    const outletId = await outletIdOf(aniToken, 'Kopi Senja');
    await startShiftViaApi(aniToken, outletId);
    const order = await createDineInOrder(aniToken, outletId, [{ name: 'Americano', quantity: 2 }]);

    // Ani has the payment dialog of an order open on her till.
    const till = await app.newTerminal();
    await signInAs(till, 'Ani', '111111', 'Kopi Senja');
    await openPaymentDialog(till, order.Id, order.OrderNo);
    const methodsOnTill = till.getByTestId('payment-left');
    await methodsOnTill.getByRole('button', { name: 'Cash', exact: true }).waitFor();
    assert.equal(await methodsOnTill.getByRole('button', { name: 'Kartu Kopi', exact: true }).count(), 0);

    // The owner adds "Kartu Kopi" in the back office, with a default amount and an image.
    const owner = await app.newTerminal();
    await signInToBackOffice(owner);
    await openFromNav(owner, 'Payment methods', /\/backoffice\/payment-methods$/);
    await owner.getByRole('row', { name: /Cash/ }).first().waitFor();
    await createPaymentMethod(owner, { name: 'Kartu Kopi', type: 'Other', defaultValue: '25000', image: squarePng() });
    const row = owner.getByRole('row', { name: /Kartu Kopi/ });
    await row.waitFor();
    assert.match(await row.innerText(), /Other[\s\S]*Rp 25\.000/);
    assert.ok(await row.getByRole('img', { name: 'Image of Kartu Kopi' }).isVisible(), 'the list shows the uploaded image');

    // The till shows the new method without a reload, and can pay with it.
    await methodsOnTill.getByRole('button', { name: 'Kartu Kopi', exact: true }).waitFor({ timeout: 10_000 });

    // A charge: Service 5 % on Dine In.
    await openFromNav(owner, 'Charges and taxes', /\/backoffice\/charges$/);
    await createCharge(owner, { name: 'Service Kopi', percent: '5', orderTypes: ['Dine In'] });
    const chargeRow = owner.getByRole('row', { name: /Service Kopi/ });
    await chargeRow.waitFor();
    assert.match(await chargeRow.innerText(), /5 %[\s\S]*Dine In/);

    // Ani voids another order; Budi approves with his PIN (through the API, as another till would).
    const voided = await createDineInOrder(aniToken, outletId, [{ name: 'Americano', quantity: 1 }]);
    const approvers = await apiCall<Array<{ Id: number; Name: string }>>('GET', `/order/approvers?permission=${CANCEL_ORDER}`, aniToken, undefined, outletId);
    const budi = approvers.find((user) => user.Name === 'Budi');
    assert.ok(budi, 'Budi may approve a void');
    await apiCall('PUT', `/order/${voided.Id}/cancel`, aniToken, { Reason: 'Guest walked out', Approval: { UserId: budi.Id, PIN: '222222' } }, outletId);

    await openFromNav(owner, 'Audit', /\/backoffice\/audit$/);
    const voidRow = owner.getByTestId('audit-table').getByRole('row', { name: new RegExp(voided.OrderNo) });
    await voidRow.waitFor();
    const text = await voidRow.innerText();
    assert.match(text, /Void/i);
    assert.match(text, /Ani/);
    assert.match(text, /Guest walked out/);
    assert.match(text, /Budi/);
  });

  it('shows the payment method, charge and audit screens in English, Indonesian and Chinese', async () => {
    const owner = await app.newTerminal();
    await signInToBackOffice(owner);
    for (const language of ['en', 'id', 'zh'] as const satisfies readonly Language[]) {
      const words = labels[language];
      await chooseLanguage(owner, language);
      await openFromNav(owner, words.methods, /\/backoffice\/payment-methods$/);
      await owner.getByRole('table').waitFor();
      await shoot(owner, 'payments', 'methods', language);
      await owner.getByRole('button', { name: words.newMethod, exact: true }).click();
      await dialogSettled(owner);
      await shoot(owner, 'payments', 'method-dialog', language);
      await owner.keyboard.press('Escape');
      await owner.getByRole('dialog').waitFor({ state: 'detached' });

      await openFromNav(owner, words.charges, /\/backoffice\/charges$/);
      await owner.getByRole('table').waitFor();
      await shoot(owner, 'payments', 'charges', language);
      await owner.getByRole('button', { name: words.newCharge, exact: true }).click();
      await dialogSettled(owner);
      await shoot(owner, 'payments', 'charge-dialog', language);
      await owner.keyboard.press('Escape');
      await owner.getByRole('dialog').waitFor({ state: 'detached' });

      await openFromNav(owner, words.audit, /\/backoffice\/audit$/);
      await owner.getByTestId('audit-table').waitFor();
      await shoot(owner, 'audit', 'list', language);
    }
  });
});
