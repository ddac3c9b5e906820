import { circle, ellipse, gloss, shade, shadow, steam, type Random } from './svg-kit.ts';

/** What is in the cup or glass: its colour, a lighter top (milk, foam) and whether it has latte art. */
export type Drink = { liquid: string; top?: string; art?: boolean; layer?: string };

const CUP_COLOURS = ['#ffffff', '#2f7f7a', '#c8643b', '#e2b33c', '#3d5a80', '#f1e3d3'] as const;
const SAUCER_SHADE = -0.08;

/** A hot drink: cup and saucer, seen from the side and a little above, with steam. */
export function hotCup(drink: Drink, random: Random): string {
  const cup = random.pick(CUP_COLOURS);
  const rim = shade(cup, -0.06);
  const art = drink.art
    ? `<path d="M200 114 c-14 -14 -30 -2 -20 10 l20 16 l20 -16 c10 -12 -6 -24 -20 -10 z" fill="${drink.top ?? '#f4e6d0'}"/>`
    : drink.top
      ? ellipse(200, 121, 54, 9, drink.top)
      : '';
  return (
    steam(200, 28, random) +
    shadow(200, 246, 140, 22) +
    ellipse(200, 236, 128, 26, shade(cup, SAUCER_SHADE), 'stroke="#d9cfc2" stroke-width="2"') +
    ellipse(200, 233, 78, 13, shade(cup, -0.16)) +
    `<path d="M272 142 C330 130 330 206 258 206" stroke="${cup}" stroke-width="16" fill="none" stroke-linecap="round"/>` +
    `<path d="M272 142 C330 130 330 206 258 206" stroke="#000" stroke-opacity="0.06" stroke-width="4" fill="none"/>` +
    `<path d="M118 120 L282 120 C280 192 258 232 200 234 C142 232 120 192 118 120 Z" fill="${cup}" stroke="#d9cfc2" stroke-width="2"/>` +
    gloss('M134 132 C136 180 150 210 176 224 C152 206 144 176 146 132 Z') +
    ellipse(200, 120, 82, 19, rim) +
    ellipse(200, 122, 72, 14, drink.liquid) +
    art
  );
}

const STRAWS = ['#e0483e', '#2f7f7a', '#f2c14e', '#ffffff', '#6a4c93'] as const;

/** A cold drink: a tall glass, ice, a straw; a layer (milk over coffee, palm sugar) when the drink has one. */
export function icedGlass(drink: Drink, random: Random, garnish: 'lemon' | 'none' = 'none'): string {
  const straw = random.pick(STRAWS);
  const cubes = Array.from({ length: 4 }, (_, index) => {
    const x = 160 + index * 22 + random.between(-6, 6);
    const y = 100 + (index % 2) * 26 + random.between(-6, 6);
    return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="32" height="30" rx="6" fill="#ffffff" opacity="0.45" transform="rotate(${random.between(-18, 18).toFixed(0)} ${x + 16} ${y + 15})"/>`;
  }).join('');
  const layer = drink.layer ? `<path d="M152 ${205} L248 ${205} L243 262 L157 262 Z" fill="${drink.layer}"/>` : '';
  const lemon = garnish === 'lemon'
    ? circle(258, 76, 28, '#f7d547') + circle(258, 76, 22, '#fbe88a') + [0, 60, 120].map((angle) => `<line x1="236" y1="76" x2="280" y2="76" stroke="#f7d547" stroke-width="3" transform="rotate(${angle} 258 76)"/>`).join('')
    : '';
  return (
    shadow(200, 268, 80, 14) +
    `<rect x="212" y="18" width="12" height="150" rx="6" fill="${straw}" transform="rotate(12 218 90)"/>` +
    `<path d="M138 62 L262 62 L248 264 L152 264 Z" fill="#e9f3f5" opacity="0.55" stroke="#b8cfd6" stroke-width="3"/>` +
    `<path d="M142 92 L258 92 L248 262 L152 262 Z" fill="${drink.liquid}"/>` +
    layer +
    (drink.top ? `<path d="M142 92 L258 92 L255 118 L144 118 Z" fill="${drink.top}"/>` : '') +
    cubes +
    gloss('M150 70 L162 70 L170 256 L160 256 Z', 0.35) +
    ellipse(200, 62, 62, 8, 'none', 'stroke="#b8cfd6" stroke-width="3"') +
    lemon
  );
}

/** Teh tarik and friends: a glass mug with a handle and a head of foam, steaming. */
export function glassMug(drink: Drink, random: Random): string {
  return (
    steam(196, 22, random) +
    shadow(196, 262, 100, 16) +
    `<path d="M246 110 C300 106 300 196 244 196" stroke="#cfe0e4" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<path d="M128 84 L264 84 L254 258 L138 258 Z" fill="#e9f3f5" opacity="0.6" stroke="#b8cfd6" stroke-width="3"/>` +
    `<path d="M132 112 L260 112 L253 256 L139 256 Z" fill="${drink.liquid}"/>` +
    `<path d="M131 96 L261 96 L260 118 L132 118 Z" fill="${drink.top ?? '#f4e6d0'}"/>` +
    Array.from({ length: 7 }, () => circle(random.between(140, 252), random.between(98, 112), random.between(3, 6), '#ffffff', 'opacity="0.7"')).join('') +
    gloss('M142 90 L154 90 L160 250 L150 250 Z', 0.35)
  );
}
