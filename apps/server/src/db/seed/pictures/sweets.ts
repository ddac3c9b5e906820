import { circle, ellipse, gloss, plate, shade, shadow, type Random } from './svg-kit.ts';

/** Fries in a paper box. */
export function fries(random: Random): string {
  const box = random.pick(['#d7392f', '#2f7f7a', '#e2b33c']);
  const sticks = Array.from({ length: 13 }, (_, index) => {
    const x = 138 + index * 10 + random.between(-3, 3);
    const top = 50 + random.between(0, 40);
    return `<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="14" height="150" rx="3" fill="${shade('#f2c14e', random.between(-0.1, 0.05))}" transform="rotate(${random.between(-10, 10).toFixed(0)} ${x} 200)"/>`;
  }).join('');
  return shadow(200, 262, 100, 14) + sticks + `<path d="M124 130 L276 130 L258 262 L142 262 Z" fill="${box}"/>` + `<path d="M124 130 Q200 162 276 130 L274 146 Q200 176 126 146 Z" fill="${shade(box, -0.15)}"/>` + gloss('M140 152 L150 152 L158 256 L150 256 Z', 0.2);
}

/** Golden fried pieces (banana fritters, crispy tofu) on a banana leaf. */
export function fritters(shape: 'long' | 'cube', random: Random): string {
  const leaf = `<path d="M40 200 Q200 100 360 200 Q200 280 40 200 Z" fill="#4f8f3a"/><path d="M60 200 Q200 190 340 200" stroke="#3c7a2c" stroke-width="3" fill="none"/>`;
  const pieces = Array.from({ length: shape === 'long' ? 4 : 6 }, (_, index) => {
    const x = (shape === 'long' ? 130 : 120) + index * (shape === 'long' ? 46 : 34) + random.between(-4, 4);
    const y = 190 + (index % 2 === 0 ? -12 : 10);
    const colour = shade('#d8952f', random.between(-0.1, 0.08));
    const body = shape === 'long'
      ? `<path d="M${x - 20} ${y + 26} q-6 -50 20 -66 q24 14 22 66 q-20 10 -42 0 z" fill="${colour}"/>`
      : `<rect x="${x - 17}" y="${y - 17}" width="34" height="34" rx="8" fill="${colour}" transform="rotate(${random.between(-15, 15).toFixed(0)} ${x} ${y})"/>`;
    const crumbs = Array.from({ length: 4 }, () => circle(x + random.between(-12, 12), y + random.between(-14, 14), 2.5, shade(colour, 0.25))).join('');
    return body + crumbs;
  }).join('');
  return shadow(200, 220, 170, 40) + leaf + pieces;
}

/** Dim sum: dumplings in a bamboo steamer. */
export function dimsum(random: Random): string {
  const dumplings = [
    [160, 150],
    [240, 150],
    [200, 178],
  ]
    .map(([x, y]) => ellipse(x!, y! + 6, 36, 24, '#f6efe0') + ellipse(x!, y!, 30, 20, '#fbf6ea') + `<path d="M${x! - 18} ${y! - 8} q18 -14 36 0" stroke="#e4d7bd" stroke-width="3" fill="none"/>` + circle(x!, y! - 8, 5, random.pick(['#e07a2f', '#4f9a3a'])))
    .join('');
  return shadow(200, 240, 150, 26) + ellipse(200, 200, 150, 56, '#b98352') + ellipse(200, 190, 150, 56, '#d4a56a') + ellipse(200, 188, 132, 46, '#8c6239') + ellipse(200, 186, 126, 42, '#f4e7cf') + dumplings;
}

/** Bakery: toast with filling, a croissant, or pancakes with honey. */
export function bakery(kind: 'toast' | 'croissant' | 'pancake', random: Random): string {
  if (kind === 'croissant') {
    const segments = [-2, -1, 0, 1, 2].map((index) => ellipse(200 + index * 38, 170 + Math.abs(index) * 16, 34 - Math.abs(index) * 6, 40 - Math.abs(index) * 7, shade('#d8952f', index % 2 === 0 ? 0 : -0.1), `transform="rotate(${index * 18} ${200 + index * 38} ${170 + Math.abs(index) * 16})"`)).join('');
    return plate(200, 200, 170, 70) + segments + gloss('M170 140 q30 -16 60 0 q-30 -6 -60 0 z', 0.4);
  }
  if (kind === 'pancake') {
    const stack = [0, 1, 2, 3].map((index) => ellipse(200, 210 - index * 20, 110, 30, '#e0a04a') + ellipse(200, 204 - index * 20, 108, 26, '#f0c070')).join('');
    return plate(200, 215, 170, 70) + stack + `<path d="M120 140 q80 -20 160 0 q0 16 -10 40 q-6 -20 -14 -4 q-40 -10 -80 0 q-10 20 -16 -6 q-20 -6 -40 -30 z" fill="#d98f1f" opacity="0.85"/>` + `<rect x="184" y="124" width="32" height="18" rx="4" fill="#fbe7a1"/>`;
  }
  const filling = random.pick(['#5b3317', '#f2c14e', '#c0392b']);
  const slice = (x: number, y: number, angle: number) =>
    `<g transform="rotate(${angle} ${x} ${y})"><path d="M${x - 60} ${y + 50} L${x - 60} ${y - 20} q0 -40 60 -40 q60 0 60 40 L${x + 60} ${y + 50} Z" fill="#b8742e"/><path d="M${x - 50} ${y + 42} L${x - 50} ${y - 16} q0 -30 50 -30 q50 0 50 30 L${x + 50} ${y + 42} Z" fill="#f1cf8e"/>` +
    `<path d="M${x - 50} ${y + 10} L${x + 50} ${y + 10}" stroke="${filling}" stroke-width="12"/></g>`;
  return plate(200, 205, 170, 70) + slice(170, 170, -8) + slice(236, 178, 10);
}

/** Desserts: an ice cream cup, a chocolate pudding, or es campur (shaved ice with colourful bits). */
export function dessert(kind: 'ice-cream' | 'pudding' | 'es-campur', random: Random): string {
  if (kind === 'pudding') {
    return plate(200, 220, 160, 60) + `<path d="M130 220 L150 130 Q200 110 250 130 L270 220 Q200 240 130 220 Z" fill="#5b3317"/>` + ellipse(200, 130, 50, 12, '#7a4a24') + `<path d="M150 130 q10 30 20 10 q10 30 22 6 q14 28 26 2 q10 26 24 -14" fill="#3d220f"/>` + circle(200, 114, 10, '#c0392b') + gloss('M160 150 L170 150 L156 214 L146 214 Z', 0.2);
  }
  const glass = `<path d="M110 150 Q200 290 290 150 Z" fill="#e9f3f5" opacity="0.7" stroke="#b8cfd6" stroke-width="3"/><rect x="190" y="226" width="20" height="30" fill="#d6e6ea"/><ellipse cx="200" cy="262" rx="50" ry="10" fill="#d6e6ea"/>`;
  if (kind === 'es-campur') {
    const bits = Array.from({ length: 12 }, () => `<rect x="${random.between(130, 260).toFixed(0)}" y="${random.between(110, 170).toFixed(0)}" width="16" height="14" rx="4" fill="${random.pick(['#e84a7f', '#4f9a3a', '#f2c14e', '#8e5bc4', '#e07a2f'])}"/>`).join('');
    return shadow(200, 266, 70, 10) + glass + `<path d="M118 150 Q140 80 200 78 Q260 80 282 150 Z" fill="#f8fbfc"/>` + bits + `<path d="M150 110 q50 -30 100 0" stroke="#e84a7f" stroke-width="8" fill="none" opacity="0.8"/>`;
  }
  const flavours = ['#f7e7b4', '#f4a7b9', '#7a4a24', '#b5e3c0'];
  const first = Math.floor(random.next() * flavours.length);
  const scoops = [
    [165, 140],
    [235, 140],
    [200, 100],
  ]
    .map(([x, y], index) => circle(x!, y!, 40, flavours[(first + index) % flavours.length]!) + circle(x! - 12, y! - 14, 9, '#ffffff', 'opacity="0.35"'))
    .join('');
  return shadow(200, 266, 70, 10) + glass + scoops + circle(204, 58, 12, '#c0392b') + `<path d="M204 46 q6 -20 18 -24" stroke="#3c7a2c" stroke-width="3" fill="none"/>`;
}
