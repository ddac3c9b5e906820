/**
 * Small helpers for the demo pictures: shapes only, no text (fonts differ per machine), on a
 * 400 × 300 canvas with a transparent background, so a picture sits on any card colour.
 */
export const CANVAS_WIDTH = 400;
export const CANVAS_HEIGHT = 300;

/** A seeded random source: the same seed draws the same picture on every machine. */
export type Random = { next(): number; between(low: number, high: number): number; pick<T>(items: readonly T[]): T };

export function seededRandom(seed: number): Random {
  let state = seed >>> 0 || 1;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return { next, between: (low, high) => low + (high - low) * next(), pick: (items) => items[Math.floor(next() * items.length)]! };
}

export const svgDocument = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT}" viewBox="0 0 ${CANVAS_WIDTH} ${CANVAS_HEIGHT}">${body}</svg>`;

/** The soft shadow every dish stands on. */
export const shadow = (cx: number, cy: number, rx: number, ry: number) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#3b2a1a" opacity="0.14"/>`;

/** A highlight stripe that gives a round thing its gloss. */
export const gloss = (d: string, opacity = 0.28) => `<path d="${d}" fill="#ffffff" opacity="${opacity}"/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" ${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${fill}" ${extra}/>`;

/** Steam over a hot drink or dish: three soft waves. */
export function steam(cx: number, top: number, random: Random): string {
  return [-26, 0, 26]
    .map((offset) => {
      const x = cx + offset + random.between(-4, 4);
      return `<path d="M${x} ${top + 40} c-12 -12 12 -20 0 -32 c-10 -10 8 -16 2 -26" stroke="#b9aa9b" stroke-width="6" stroke-linecap="round" fill="none" opacity="0.55"/>`;
    })
    .join('');
}

/** A plate seen at an angle: rim and well. */
export function plate(cx: number, cy: number, rx: number, ry: number, rim = '#fbf8f3', well = '#efe9df'): string {
  return shadow(cx, cy + ry * 0.25, rx * 1.02, ry * 1.02) + ellipse(cx, cy, rx, ry, rim, 'stroke="#ddd3c4" stroke-width="2"') + ellipse(cx, cy + 2, rx * 0.78, ry * 0.74, well);
}

/** A bowl seen at an angle: body, rim and the top of what is in it (the caller draws inside the clip). */
export function bowl(colour: string, inside: string, clipId: string, contents: string): string {
  return (
    shadow(200, 250, 135, 22) +
    `<path d="M70 140 C74 235 326 235 330 140 Z" fill="${colour}"/>` +
    gloss('M92 160 C100 205 140 222 170 226 C135 214 108 195 98 158 Z', 0.22) +
    ellipse(200, 140, 130, 36, colour) +
    `<clipPath id="${clipId}"><ellipse cx="200" cy="143" rx="118" ry="29"/></clipPath>` +
    ellipse(200, 143, 118, 29, inside) +
    `<g clip-path="url(#${clipId})">${contents}</g>`
  );
}

/** Darkens (negative) or lightens (positive) a #rrggbb colour by an amount of 0…1. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, next))).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
