import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { signInAs, useProductInBrowser } from './harness.ts';
import { chooseLanguage, shootScreen } from './docs-shots.ts';
import { productCard } from './till-menu-steps.ts';

const app = useProductInBrowser();

/** The pictures of the cards in view: loaded (a decoded image of some width) or not, and where from. */
function firstScreenPictures(page: Page): Promise<Array<{ loaded: boolean; src: string }>> {
  // No named helpers in here: the test runner's transform would name them with a function the page lacks.
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid^="product-card-"]')]
      .filter((card) => {
        const box = card.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.width > 0;
      })
      .map((card) => {
        const image = card.querySelector('img');
        return { loaded: !!image && image.complete && image.naturalWidth > 0, src: image?.getAttribute('src') ?? '' };
      }),
  );
}

async function waitForPictures(page: Page): Promise<Array<{ loaded: boolean; src: string }>> {
  await page.getByTestId('product-grid').waitFor();
  const deadline = Date.now() + 10_000;
  let pictures = await firstScreenPictures(page);
  while (Date.now() < deadline && (pictures.length === 0 || pictures.some((picture) => !picture.loaded))) {
    await page.waitForTimeout(100);
    pictures = await firstScreenPictures(page);
  }
  return pictures;
}

describe('till menu: product pictures', () => {
  it('the cards show the thumbnails of the demo pictures; the details show the full picture; a failing picture shows the icon', async () => {
    const ani = await app.newTerminal();
    await signInAs(ani, 'Ani', '111111', 'Kopi Senja');
    const pictures = await waitForPictures(ani);
    assert.ok(pictures.length >= 12, `at least 12 cards in view (${pictures.length})`);
    assert.deepEqual(pictures.filter((picture) => !picture.loaded), [], 'every card in view shows its picture');
    assert.ok(pictures.every((picture) => /^\/api\/upload\/thumb\/[a-f0-9]{32}\.png$/.test(picture.src)), `cards load thumbnails: ${pictures.map((picture) => picture.src).join(' ')}`);
    await shootScreen(ani, 'till-menu-pictures-en');
    await chooseLanguage(ani, 'id');
    await waitForPictures(ani);
    await shootScreen(ani, 'till-menu-pictures-id');
    await chooseLanguage(ani, 'zh');
    await shootScreen(ani, 'till-menu-pictures-zh');
    await chooseLanguage(ani, 'en');

    // The details of Americano: its full picture, not the thumbnail.
    await productCard(ani, 'Americano').getByRole('link', { name: /Americano/ }).click();
    await ani.getByTestId('menu-detail-screen').waitFor();
    const detail = ani.getByTestId('menu-detail-screen').getByRole('img', { name: 'Americano' });
    await detail.waitFor();
    await ani.waitForFunction(() => {
      const image = document.querySelector('[data-testid="menu-detail-screen"] img');
      return image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0;
    });
    assert.match((await detail.getAttribute('src')) ?? '', /^\/api\/upload\/[a-f0-9]{32}\.png$/);
    assert.equal(await detail.evaluate((image) => (image as HTMLImageElement).naturalWidth), 800, 'the full picture, not the 320 px thumbnail');
    await shootScreen(ani, 'till-menu-details-picture-en');
    await chooseLanguage(ani, 'id');
    await shootScreen(ani, 'till-menu-details-picture-id');
    await chooseLanguage(ani, 'en');

    // Pictures that fail to load (the server unreachable for them): each card shows the fallback icon.
    const budi = await app.newTerminal();
    await budi.route('**/upload/**', (route) => route.abort());
    await signInAs(budi, 'Budi', '222222', 'Kopi Senja');
    await budi.getByTestId('product-grid').waitFor();
    await productCard(budi, 'Americano').getByTestId('product-image-fallback').waitFor();
    assert.equal(await budi.getByTestId('product-grid').locator('img').count(), 0, 'no broken image is left on a card');
  });
});
