import type { Locator, Page } from 'playwright-core';
import { typeInto } from './harness.ts';
import { openStockScreen } from './order-steps.ts';

/** The menu card of a product or bundle, found by the name its tap target carries. */
export function productCard(page: Page, name: string): Locator {
  return page.getByTestId(/^product-card-/).filter({ has: page.getByRole('button', { name, exact: true }) });
}

/** Back to the menu through the sidebar, as a cashier does. */
export async function openMenuScreen(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Cashier screens' }).getByRole('link', { name: 'Menu', exact: true }).click();
  await page.waitForURL('**/cashier/menu');
  await page.getByTestId('product-grid').waitFor();
}

/**
 * On the Stock screen: find the product by typing its name, flip its "Sold out" switch to the
 * wanted state by tapping the switch's label, and save.
 */
export async function setSoldOutOnStockScreen(page: Page, productName: string, isSoldOut: boolean): Promise<void> {
  await openStockScreen(page);
  await typeInto(page.getByTestId('stock-search'), productName);
  const row = page.getByTestId(/^stock-row-/).filter({ hasText: productName });
  const toggle = row.getByRole('switch', { name: 'Sold out' });
  if ((await toggle.isChecked()) !== isSoldOut) await toggle.click();
  await row.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`Stock of ${productName} saved`).first().waitFor();
}

/** Cards of the menu grid that lie wholly inside the window and the grid's scroll viewport. */
export function countCardsFullyVisible(page: Page): Promise<number> {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll<HTMLElement>('[data-testid^="product-card-"]')];
    const scroller = cards[0]?.closest<HTMLElement>('.mantine-ScrollArea-viewport');
    const clip = scroller?.getBoundingClientRect() ?? new DOMRect(0, 0, window.innerWidth, window.innerHeight);
    const top = Math.max(0, clip.top);
    const bottom = Math.min(window.innerHeight, clip.bottom);
    const left = Math.max(0, clip.left);
    const right = Math.min(window.innerWidth, clip.right);
    // No named helpers in here: the test runner's transform would name them with a function the page lacks.
    return cards.filter((card) => {
      const rect = card.getBoundingClientRect();
      return rect.top >= top - 0.5 && rect.bottom <= bottom + 0.5 && rect.left >= left - 0.5 && rect.right <= right + 0.5;
    }).length;
  });
}

export type SmallestText = { sizePx: number; text: string };

/**
 * The smallest font a person sees on the page: each visible element with its own text, its
 * computed font size times the scale it is drawn at (the ViewportScaler's transform shrinks
 * text as well as boxes, so 12 px CSS at 0.8 scale is 9.6 px on the glass).
 */
export function smallestRenderedText(page: Page): Promise<SmallestText> {
  return page.evaluate(() => {
    // The scaled 1280-wide box (ViewportScaler): its drawn width over its layout width is the
    // scale of everything inside (an element's own offsetWidth is rounded, too coarse for text).
    const box = document.querySelector<HTMLElement>('[data-scale] > div');
    const scale = box && box.offsetWidth > 0 ? box.getBoundingClientRect().width / box.offsetWidth : 1;
    let smallest = { sizePx: Number.POSITIVE_INFINITY, text: '' };
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (ownText === '') continue;
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      if (style.visibility === 'hidden' || style.display === 'none' || rect.width < 2 || rect.height < 2) continue;
      if (rect.bottom <= 0 || rect.top >= window.innerHeight || rect.right <= 0 || rect.left >= window.innerWidth) continue;
      const sizePx = Number.parseFloat(style.fontSize) * scale;
      if (sizePx < smallest.sizePx) smallest = { sizePx, text: ownText.slice(0, 40) };
    }
    return smallest;
  });
}
