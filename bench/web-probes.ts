// In-page timing for bench:web, as plain JavaScript text: the TypeScript transform would wrap
// named helpers in a function the page does not have. Every time is the page's own clock
// (performance.now(), event.timeStamp), so the bench's CDP round trips are not counted.

/** What a measured interaction waits for. */
export type Interaction =
  | { kind: 'tap'; name: string }
  | { kind: 'search'; query: string }
  | { kind: 'clear'; firstName: string }
  | { kind: 'pay' };

/** Enabled product buttons: a sold-out card cannot be tapped, so it does not make the menu usable. */
const PICKABLE = 'button[data-testid="product-pick"]:not([disabled])';

/**
 * Installed before any page script (addInitScript): the time the first product card can be
 * tapped — in the DOM, then the next task, when the main thread is free to take the tap.
 */
export const interactiveProbe = `(() => {
  if (window.__benchInteractive !== undefined) return;
  window.__benchInteractive = null;
  const observer = new MutationObserver(() => {
    if (!document.querySelector('${PICKABLE}')) return;
    observer.disconnect();
    setTimeout(() => { window.__benchInteractive = performance.now(); }, 0);
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
})()`;

/** Resolves with ms from navigation start until the menu is interactive. */
export const untilInteractive = `new Promise((done) => {
  const check = () => (window.__benchInteractive ? done(window.__benchInteractive) : setTimeout(check, 20));
  check();
})`;

/** The first screen's pickable cards: their names and centres, for taps. */
export const visibleProducts = `[...document.querySelectorAll('${PICKABLE}')]
  .map((button) => ({ name: button.getAttribute('aria-label') ?? '', box: button.getBoundingClientRect() }))
  .filter(({ box }) => box.width > 0 && box.top >= 0 && box.bottom <= innerHeight)
  .map(({ name, box }) => ({ name, x: box.left + box.width / 2, y: box.top + box.height / 2 }))`;

/** The name of the first card in the grid (the unfiltered list's head). */
export const firstProductName = `document.querySelector('[data-testid="product-pick"]')?.getAttribute('aria-label') ?? null`;

/**
 * Arms the measurement of one interaction: from the input event's own time stamp (a click, a key
 * press) until the DOM shows its outcome and the next frame is drawn. Sets window.__benchResult.
 */
export function armInteraction(interaction: Interaction): string {
  return `(() => {
  const interaction = ${JSON.stringify(interaction)};
  const normalise = (value) => value.normalize('NFD').replace(/[\\u0300-\\u036f]/g, '').toLowerCase().replace(/\\s+/g, ' ').trim();
  const names = () => [...document.querySelectorAll('[data-testid="product-pick"]')].map((button) => button.getAttribute('aria-label') ?? '');
  const cartText = () => document.querySelector('[data-testid="cart-panel"]')?.textContent ?? '';
  let isDone;
  let startEvent = 'click';
  if (interaction.kind === 'tap') {
    const before = cartText();
    isDone = () => { const text = cartText(); return text !== before && text.includes(interaction.name); };
  } else if (interaction.kind === 'search') {
    startEvent = 'keydown';
    const words = normalise(interaction.query).split(' ').filter((word) => word !== '');
    isDone = () => { const shown = names(); return shown.length > 0 && shown.every((name) => words.every((word) => normalise(name).includes(word))); };
    // The list before the key press must not already pass, or the measure would be empty.
    if (isDone()) throw new Error('search "' + interaction.query + '": the list already matches before the key press');
  } else if (interaction.kind === 'clear') {
    startEvent = 'keydown';
    isDone = () => names()[0] === interaction.firstName;
  } else {
    isDone = () => { const dialog = document.querySelector('[data-testid="payment-dialog"]'); return dialog !== null && dialog.querySelector('[data-testid="payment-loading"]') === null; };
  }
  window.__benchResult = new Promise((resolve, reject) => {
    let startMs = null;
    const onStart = (event) => { if (startMs === null) startMs = event.timeStamp; };
    addEventListener(startEvent, onStart, { capture: true });
    const timer = setTimeout(() => reject(new Error(interaction.kind + ': no outcome within 30 s')), 30000);
    const observer = new MutationObserver(() => {
      if (startMs === null || !isDone()) return;
      const domMs = performance.now() - startMs;
      observer.disconnect();
      removeEventListener(startEvent, onStart, { capture: true });
      clearTimeout(timer);
      // The outcome is on screen once the frame after the change is drawn.
      requestAnimationFrame(() => setTimeout(() => resolve({ ms: performance.now() - startMs, domMs }), 0));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-label', 'disabled'] });
  });
})()`;
}

export const interactionResult = `window.__benchResult`;
