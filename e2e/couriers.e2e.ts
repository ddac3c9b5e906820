import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { APP_URL, signInAs, typeInto, useProductInBrowser } from './harness.ts';
import { chooseLanguage, shootScreen } from './docs-shots.ts';
import { startShiftFromBanner } from './order-steps.ts';
import { assignDriver, openTrackCourier, saveDeliveryOrder } from './couriers-steps.ts';

const app = useProductInBrowser();

describe('couriers of delivery orders (issue 22)', () => {
  it('a delivery order gets a courier: request, assign a driver → every terminal hears "Kurir telah ditemukan", the tracking shows the history', async () => {
    const ani = await app.newTerminal();
    await signInAs(ani, 'Ani', '111111', 'Kopi Senja');
    await startShiftFromBanner(ani, '500000');
    const orderNo = await saveDeliveryOrder(ani, 'Americano', { name: 'Rina Wijaya', phone: '081298765432', address: 'Jl. Braga No. 10, Bandung' });

    // Budi's terminal, in Indonesian, waits on another screen of the shell.
    const budi = await app.newTerminal();
    await signInAs(budi, 'Budi', '222222', 'Kopi Senja');
    await chooseLanguage(budi, 'id');
    await budi.goto(`${APP_URL}/cashier/order`);

    await ani.goto(`${APP_URL}/cashier/order`);
    await openTrackCourier(ani, orderNo);
    await shootScreen(ani, 'couriers-01-none-en');
    await ani.getByRole('button', { name: 'Request courier' }).click();
    await ani.getByTestId('courier-status').filter({ hasText: 'Searching for a driver' }).waitFor();
    // Add the outlet's new driver inline (the spec's phone rules), then pick the demo's Joko.
    await ani.getByRole('button', { name: 'Add a driver' }).click();
    await typeInto(ani.getByTestId('driver-name'), 'Sari Dewi');
    await typeInto(ani.getByTestId('driver-phone'), '0812 5555 0101');
    await ani.getByRole('button', { name: 'Save driver' }).click();
    await ani.getByTestId('add-driver-form').waitFor({ state: 'detached' });
    // The new driver is picked once the refetched driver list holds it: wait for that, as an eye would.
    await ani.waitForFunction(() => /Sari Dewi/.test((document.querySelector('[data-testid="driver-select"]') as HTMLInputElement | null)?.value ?? ''), undefined, { timeout: 5000 });
    assert.match(await ani.getByTestId('driver-select').inputValue(), /Sari Dewi/);
    await shootScreen(ani, 'couriers-01b-searching-en');
    await assignDriver(ani, 'Joko Santoso');

    // The notice reaches the other terminal within its toast time, in its language.
    const notice = budi.locator('.mantine-Notification-root').filter({ hasText: 'Kurir telah ditemukan' });
    await notice.waitFor({ timeout: 5000 });
    assert.match(await notice.innerText(), new RegExp(`${orderNo} · Joko Santoso`));
    await shootScreen(budi, 'couriers-02-notice-id', { keepToasts: true });

    await ani.getByRole('button', { name: 'Picked up' }).click();
    await ani.getByTestId('courier-status').filter({ hasText: 'Picked up, on the way' }).waitFor();
    const history = await ani.getByTestId('courier-history').allInnerTexts();
    assert.equal(history.length, 3);
    assert.deepEqual(
      history.map((entry) => entry.split('\n')[0]),
      ['Searching for a driver', 'Driver found', 'Picked up, on the way'],
    );
    for (const entry of history) assert.match(entry, /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    assert.equal((await ani.getByTestId('courier-driver-phone').innerText()).trim(), '081234567001');
    await shootScreen(ani, 'couriers-03-track-en');

    // Budi opens the same tracking in Indonesian: the same history, the order on its way.
    await openTrackCourier(budi, orderNo);
    await budi.getByTestId('courier-status').filter({ hasText: 'Diambil, dalam perjalanan' }).waitFor();
    assert.equal(await budi.getByTestId('courier-history').count(), 3);
    await shootScreen(budi, 'couriers-04-track-id');
    await budi.keyboard.press('Escape');
    await budi.getByTestId('ongoing-list').getByTestId('delivery-step').filter({ hasText: 'Dalam perjalanan' }).waitFor();
    await shootScreen(budi, 'couriers-05-ongoing-id');
  });
});
