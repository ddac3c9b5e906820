import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { APP_URL, useProductInBrowser, waitForToastsToClose } from './harness.ts';
import { chooseOrderType, startShiftFromBanner } from './order-steps.ts';
import { printedTickets } from './printer-steps.ts';
import { tapKeypad } from './till-payment-steps.ts';
import { expectStep, nextStep, runWizardToReview, signUpThroughUi, waitForDrawerPulse } from './first-outlet-steps.ts';

// Issue 20's acceptance: a restaurant that has nothing yet — an empty database — signs up, runs
// the first-run wizard and sells its first order, with the kitchen ticket at the printer.
process.env.KASIR_SEED = 'none';
const app = useProductInBrowser();
const printed = printedTickets(app.dataDir);
/** The wizard's default printer: the emulator's first port. */
const PRINTER_PORT = 9100;

describe('a restaurant sets itself up from nothing', () => {
  it('signs up, runs the wizard, lands in the cashier app on the new outlet and sells a first order with a kitchen ticket', async () => {
    const health = (await (await fetch(`${APP_URL}/api/health`)).json()) as { data: { status: string } };
    assert.equal(health.data.status, 'ok');
    const page = await app.newTerminal();
    await signUpThroughUi(page, { ownerName: 'Sri Wahyuni', email: 'sri@warung-gudeg.id', password: 'gudeg-enak-2026' });

    await runWizardToReview(page, {
      outletName: 'Warung Gudeg Bu Sri',
      address: 'Jl. Wijilan 12, Yogyakarta',
      telephone: '0274-377001',
      tableCount: '6',
      cashierName: 'Sri',
      pin: '246810',
      products: [
        { name: 'Nasi Gudeg', price: '25000' },
        { name: 'Es Teh', price: '5000' },
      ],
    });
    // The printer step's test print reached the emulator before anything was saved.
    assert.equal((await printed.waitForTickets(PRINTER_PORT, /Kasir test print[\s\S]*Warung Gudeg Bu Sri: this printer works/)).length, 1);
    const review = page.getByRole('main');
    for (const text of ['Warung Gudeg Bu Sri', 'Cash, QRIS, Debit BCA, GoPay', 'Service 5 %', '6 tables of 4 seats', 'Sri (sri)', '127.0.0.1:9100', 'Nasi Gudeg · Rp 25.000']) {
      assert.ok(await review.getByText(text, { exact: false }).first().isVisible(), `the review shows ${text}`);
    }
    // Back and forth keeps what was typed: the draft lives in the page until Finish.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectStep(page, 'First products');
    assert.equal(await page.getByRole('textbox', { name: 'Product name' }).nth(1).inputValue(), 'Es Teh');
    await nextStep(page);
    await expectStep(page, 'Review & finish');

    await page.getByRole('button', { name: 'Finish and open the cashier app' }).click();
    await page.waitForURL('**/cashier/menu', { timeout: 30_000 });
    await page.getByTestId('menu-screen').waitFor();
    await page.getByText('Warung Gudeg Bu Sri').first().waitFor();

    // The new cashier has no shift yet: the menu asks for one.
    await startShiftFromBanner(page, '200000');
    await waitForToastsToClose(page);
    await chooseOrderType(page, 'Take Away');
    await page.getByTestId('product-grid').getByRole('button', { name: 'Nasi Gudeg', exact: true }).click();
    await page.getByTestId('save-order').click();
    // Mantine's modal root has no box of its own: wait for its button.
    await page.getByTestId('saved-order-dialog').getByRole('button', { name: 'Pay', exact: true }).click();

    await page.getByTestId('payment-left').getByRole('button', { name: 'Cash', exact: true }).click();
    await tapKeypad(page, '50000');
    await page.getByTestId('payment-keypad').getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByTestId('payment-summary').getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByTestId('payment-success').waitFor();

    // The kitchen ticket: headed by the printer's station, the cashier, the order type and the dish, no prices.
    const kitchen = await printed.waitForTickets(PRINTER_PORT, /KITCHEN[\s\S]*Nasi Gudeg/);
    assert.equal(kitchen.length, 1, 'one kitchen ticket of Nasi Gudeg reached the printer emulator');
    assert.match(kitchen[0] ?? '', /Kasir\s*: Sri/);
    assert.match(kitchen[0] ?? '', /Take Away/);
    assert.doesNotMatch(kitchen[0] ?? '', /25\.000/, 'a kitchen ticket shows no prices');
    // Cash was set up to open the drawer: the printer got the drawer pulse.
    const pulses = await waitForDrawerPulse(printed.dir(PRINTER_PORT));
    assert.ok(pulses, 'paying cash opened the drawer on the wizard’s printer');

    // The owner's session now signs the till in; the back office on this till asks for the password again.
    await page.goto(`${APP_URL}/backoffice/staff`);
    await page.waitForURL('**/backoffice/login');
  });
});
