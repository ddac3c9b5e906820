import { bowl, circle, ellipse, gloss, plate, shade, steam, type Random } from './svg-kit.ts';

const grains = (random: Random, count: number, area: { x: [number, number]; y: [number, number] }, colour: string) =>
  Array.from({ length: count }, () => {
    const [x, y] = [random.between(...area.x), random.between(...area.y)];
    return ellipse(x, y, 4, 2.2, colour, `transform="rotate(${random.between(0, 180).toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})" opacity="0.7"`);
  }).join('');

const cucumber = (x: number, y: number) => ellipse(x, y, 15, 10, '#5f9e45') + ellipse(x, y, 12, 7.5, '#d5ecb5') + ellipse(x, y, 5, 3, '#b7d98f');
const tomato = (x: number, y: number) => ellipse(x, y, 15, 10, '#d7392f') + ellipse(x, y, 11, 7, '#ef6b57');
const friedEgg = (x: number, y: number) => `<path d="M${x - 40} ${y} c0 -26 26 -30 42 -24 c22 -8 44 6 36 26 c-4 20 -40 24 -56 18 c-14 2 -22 -8 -22 -20 z" fill="#ffffff" stroke="#efe6d8" stroke-width="2"/>` + circle(x + 2, y - 4, 13, '#f5a623') + circle(x - 2, y - 8, 4, '#ffd27a');
const sambal = (x: number, y: number) => ellipse(x, y, 16, 9, '#c62f22') + ellipse(x - 4, y - 3, 6, 3, '#e8604f');
const chicken = (x: number, y: number, colour: string) =>
  `<path d="M${x} ${y} c-30 -30 10 -62 40 -40 c24 16 14 50 -12 52 c-10 2 -20 -4 -28 -12 z" fill="${colour}"/>` +
  `<path d="M${x + 4} ${y + 6} l-26 18" stroke="#f3e7d3" stroke-width="9" stroke-linecap="round"/>` + circle(x - 24, y + 26, 7, '#f3e7d3') +
  gloss(`M${x + 10} ${y - 30} c10 -8 24 -4 28 6 c-8 -4 -18 -6 -28 -6 z`, 0.3);

/** Rice on a plate: a mound (white, or fried), and what comes with it. */
export function ricePlate(kind: 'fried' | 'chicken' | 'geprek', random: Random): string {
  const rice = kind === 'fried' ? '#d49a55' : '#f8f4ea';
  const grainColour = kind === 'fried' ? '#a8672c' : '#e2dac8';
  const mound = `<path d="M112 190 C112 126 232 110 262 168 C270 196 222 214 170 212 C138 210 114 204 112 190 Z" fill="${rice}"/>`;
  const side = kind === 'fried' ? friedEgg(250, 176) + cucumber(142, 222) + tomato(172, 228) : chicken(250, 188, kind === 'geprek' ? '#d9902f' : '#8c4a1f') + cucumber(300, 196) + sambal(286, 224);
  const specks = kind === 'fried' ? Array.from({ length: 8 }, () => circle(random.between(130, 240), random.between(150, 200), 3, random.pick(['#e3412f', '#4f8f3a', '#7a3b16']))).join('') : '';
  return plate(200, 190, 170, 82) + mound + grains(random, 40, { x: [130, 250], y: [140, 205] }, grainColour) + specks + side + gloss('M140 150 c20 -20 60 -26 80 -20 c-30 0 -56 8 -80 20 z', 0.35);
}

const BOWLS = ['#ffffff', '#2f6f8f', '#c8643b', '#e9dcc3', '#3c6e47'] as const;

/** Noodles in a bowl: waves of noodles, greens, egg and chicken, chopsticks across. */
export function noodleBowl(style: 'fried' | 'soup', random: Random): string {
  const noodle = style === 'fried' ? '#b8742e' : '#eec064';
  const waves = Array.from({ length: 9 }, (_, index) => {
    const y = 118 + index * 6 + random.between(-2, 2);
    return `<path d="M80 ${y} q20 -12 40 0 t40 0 t40 0 t40 0 t40 0 t40 0" stroke="${shade(noodle, index % 2 === 0 ? 0 : -0.12)}" stroke-width="6" fill="none"/>`;
  }).join('');
  const toppings =
    ellipse(150, 136, 22, 10, '#3f8f3a') + ellipse(170, 128, 18, 8, '#5aa64a') +
    ellipse(248, 138, 20, 12, '#ffffff') + ellipse(248, 138, 10, 7, '#f5a623') +
    Array.from({ length: 5 }, () => `<rect x="${random.between(185, 225).toFixed(0)}" y="${random.between(124, 150).toFixed(0)}" width="16" height="11" rx="3" fill="#9a5526"/>`).join('') +
    (style === 'fried' ? Array.from({ length: 6 }, () => circle(random.between(110, 290), random.between(125, 158), 3, '#d7392f')).join('') : '');
  return (
    (style === 'soup' ? steam(200, 20, random) : '') +
    bowl(random.pick(BOWLS), style === 'fried' ? noodle : '#e7b85c', 'noodles', waves + toppings) +
    `<line x1="250" y1="70" x2="120" y2="170" stroke="#a0703f" stroke-width="7" stroke-linecap="round"/><line x1="270" y1="78" x2="140" y2="176" stroke="#b98352" stroke-width="7" stroke-linecap="round"/>`
  );
}

/** Soup: broth in a bowl with meatballs or pieces, greens and a slice of lime; steaming. */
export function soupBowl(broth: string, pieces: 'meatballs' | 'chicken' | 'oxtail', random: Random): string {
  const things =
    pieces === 'meatballs'
      ? [150, 200, 250].map((x) => circle(x + random.between(-6, 6), 140 + random.between(-5, 5), 20, '#a9825e') + circle(x - 6, 134, 6, '#c9a783')).join('')
      : pieces === 'oxtail'
        ? [165, 235].map((x) => ellipse(x, 140, 30, 16, '#6e3a1c') + ellipse(x, 140, 10, 6, '#f1e4cc')).join('') + ellipse(200, 132, 16, 9, '#e07a2f')
        : Array.from({ length: 6 }, () => `<rect x="${random.between(130, 250).toFixed(0)}" y="${random.between(126, 150).toFixed(0)}" width="24" height="12" rx="4" fill="#f3e2c0"/>`).join('') + ellipse(250, 136, 18, 11, '#ffffff') + ellipse(250, 136, 9, 6, '#f5a623');
  const greens = Array.from({ length: 14 }, () => circle(random.between(100, 300), random.between(122, 160), 4, '#4f9a3a', 'stroke="#2f6f24" stroke-width="1.5"')).join('');
  const lime = circle(122, 132, 16, '#7cb342') + circle(122, 132, 12, '#d4ea9a');
  return steam(200, 18, random) + bowl(random.pick(BOWLS), broth, 'soup', things + greens + lime);
}

/** Satay and grilled skewers on a long plate, with peanut sauce and lime. */
export function skewers(meat: string, random: Random): string {
  const sticks = [0, 1, 2, 3]
    .map((index) => {
      const y = 150 + index * 20;
      const chunks = [0, 1, 2, 3].map((chunk) => `<rect x="${120 + chunk * 34 + random.between(-2, 2)}" y="${y - 12}" width="30" height="24" rx="9" fill="${shade(meat, random.between(-0.12, 0.08))}"/>` + `<rect x="${126 + chunk * 34}" y="${y - 9}" width="14" height="5" rx="2" fill="#ffffff" opacity="0.25"/>`).join('');
      return `<line x1="96" y1="${y}" x2="280" y2="${y - 6}" stroke="#d8b98a" stroke-width="5" stroke-linecap="round"/>` + chunks;
    })
    .join('');
  return plate(200, 185, 175, 78) + sticks + ellipse(300, 220, 28, 16, '#b5762f') + ellipse(296, 214, 12, 5, '#d39a52') + `<path d="M300 150 a22 22 0 0 1 0 40 z" fill="#7cb342"/>`;
}

/** All-you-can-eat grill: slices of meat (or prawns, sausages) on a dark slate. */
export function grillBoard(piece: 'beef' | 'chicken' | 'sausage' | 'prawn', random: Random): string {
  const board = `<rect x="60" y="120" width="280" height="130" rx="24" fill="#3a3f44"/><rect x="60" y="112" width="280" height="130" rx="24" fill="#4b5157"/>`;
  const items = Array.from({ length: 5 }, (_, index) => {
    const x = 100 + index * 50 + random.between(-5, 5);
    const y = 176 + (index % 2) * 10;
    if (piece === 'sausage') return `<rect x="${x - 14}" y="${y - 40}" width="28" height="84" rx="14" fill="#a0522d" transform="rotate(${random.between(-20, 20).toFixed(0)} ${x} ${y})"/>`;
    if (piece === 'prawn') return `<path d="M${x - 20} ${y - 20} a24 24 0 1 0 36 8" stroke="#f07b3f" stroke-width="16" fill="none" stroke-linecap="round"/>`;
    const colour = piece === 'beef' ? '#c13b43' : '#e0a35b';
    return `<path d="M${x - 22} ${y - 36} q30 -6 44 6 q-8 36 4 70 q-30 8 -48 -4 q8 -36 0 -72 z" fill="${colour}"/>` + (piece === 'beef' ? `<path d="M${x - 12} ${y - 20} q10 10 4 24 q8 10 2 24" stroke="#f6d6d0" stroke-width="3" fill="none"/>` : '');
  }).join('');
  return board + items + ellipse(315, 135, 14, 10, '#7cb342');
}
