import { glassMug, hotCup, icedGlass } from './drinks.ts';
import { grillBoard, noodleBowl, ricePlate, skewers, soupBowl } from './dishes.ts';
import { bakery, dessert, dimsum, fries, fritters } from './sweets.ts';
import { svgDocument, type Random } from './svg-kit.ts';

/** One demo picture: a stable key (reused by every product it fits) and its drawing. */
export type PictureKind = { key: string; draw: (random: Random) => string };

const COFFEE = '#5b3317';
const LATTE = '#b07a4a';
const MILK_FOAM = '#f4e6d0';

/** Name keywords → picture, first match wins (lower case, Indonesian and English menu words). */
const RULES: ReadonlyArray<readonly [RegExp, PictureKind]> = [
  [/es kopi susu|kopi susu/, { key: 'iced-coffee-milk', draw: (r) => icedGlass({ liquid: '#c99a6b', layer: COFFEE }, r) }],
  [/es kopi aren|aren/, { key: 'iced-palm-coffee', draw: (r) => icedGlass({ liquid: '#d8b48a', layer: '#6b3a15' }, r) }],
  [/matcha/, { key: 'matcha', draw: (r) => hotCup({ liquid: '#7fa65a', top: '#c9dfa8', art: true }, r) }],
  [/coklat panas|hot choc/, { key: 'hot-chocolate', draw: (r) => hotCup({ liquid: '#4a2612', top: '#8a5a3a' }, r) }],
  [/cappuccino|latte/, { key: 'latte', draw: (r) => hotCup({ liquid: LATTE, top: MILK_FOAM, art: true }, r) }],
  [/americano|espresso|tubruk|v60|brew|kopi|coffee/, { key: 'black-coffee', draw: (r) => hotCup({ liquid: COFFEE, top: '#8a5a3a' }, r) }],
  [/teh tarik/, { key: 'teh-tarik', draw: (r) => glassMug({ liquid: '#c08a52', top: MILK_FOAM }, r) }],
  [/lemon/, { key: 'lemon-tea', draw: (r) => icedGlass({ liquid: '#e0a13a' }, r, 'lemon') }],
  [/ocha|green tea/, { key: 'green-tea', draw: (r) => icedGlass({ liquid: '#a8c66c' }, r) }],
  [/es teh|teh|tea/, { key: 'iced-tea', draw: (r) => icedGlass({ liquid: '#b8661f' }, r) }],
  [/alpukat|avocado/, { key: 'avocado-juice', draw: (r) => icedGlass({ liquid: '#9dbb4f', top: '#5b3317' }, r) }],
  [/mangga|mango|jus|juice/, { key: 'mango-juice', draw: (r) => icedGlass({ liquid: '#f2a33a' }, r) }],
  [/soda|gembira/, { key: 'soda', draw: (r) => icedGlass({ liquid: '#e8526f', layer: '#f4f0e6' }, r) }],
  [/air mineral|water/, { key: 'water', draw: (r) => icedGlass({ liquid: '#d9eef5' }, r) }],
  [/nasi goreng|fried rice/, { key: 'fried-rice', draw: (r) => ricePlate('fried', r) }],
  [/geprek/, { key: 'ayam-geprek', draw: (r) => ricePlate('geprek', r) }],
  [/nasi|rice|ayam bakar/, { key: 'chicken-rice', draw: (r) => ricePlate('chicken', r) }],
  [/mie goreng|bakmi goreng/, { key: 'fried-noodles', draw: (r) => noodleBowl('fried', r) }],
  [/mie|noodle|bakmi|kwetiau/, { key: 'noodle-soup', draw: (r) => noodleBowl('soup', r) }],
  [/bakso/, { key: 'bakso', draw: (r) => soupBowl('#d9b98a', 'meatballs', r) }],
  [/buntut|oxtail/, { key: 'oxtail-soup', draw: (r) => soupBowl('#b9773c', 'oxtail', r) }],
  [/soto|sop|soup/, { key: 'soto', draw: (r) => soupBowl('#e2b23f', 'chicken', r) }],
  [/sate|satay/, { key: 'satay', draw: (r) => skewers('#8a4b1f', r) }],
  [/sosis|sausage/, { key: 'grill-sausage', draw: (r) => grillBoard('sausage', r) }],
  [/udang|prawn|shrimp/, { key: 'grill-prawn', draw: (r) => grillBoard('prawn', r) }],
  [/chicken|bulgogi/, { key: 'grill-chicken', draw: (r) => grillBoard('chicken', r) }],
  [/beef|wagyu|daging|ayce|short plate/, { key: 'grill-beef', draw: (r) => grillBoard('beef', r) }],
  [/kentang|fries/, { key: 'fries', draw: (r) => fries(r) }],
  [/pisang/, { key: 'banana-fritters', draw: (r) => fritters('long', r) }],
  [/tahu|tofu|tempe/, { key: 'crispy-tofu', draw: (r) => fritters('cube', r) }],
  [/dimsum|dim sum|siomay/, { key: 'dimsum', draw: (r) => dimsum(r) }],
  [/croissant/, { key: 'croissant', draw: (r) => bakery('croissant', r) }],
  [/pancake/, { key: 'pancake', draw: (r) => bakery('pancake', r) }],
  [/roti|toast/, { key: 'toast', draw: (r) => bakery('toast', r) }],
  [/pudding|puding/, { key: 'pudding', draw: (r) => dessert('pudding', r) }],
  [/es campur|es buah/, { key: 'es-campur', draw: (r) => dessert('es-campur', r) }],
  [/es krim|ice cream|gelato/, { key: 'ice-cream', draw: (r) => dessert('ice-cream', r) }],
];

/** A plate of rice for anything the rules do not know. */
const FALLBACK: PictureKind = { key: 'chicken-rice', draw: (r) => ricePlate('chicken', r) };

/** Each kind comes in a few variants (cup and bowl colours, straws, toppings), picked by the name. */
export const VARIANTS_PER_KIND = 3;

function nameHash(name: string): number {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

export type PictureChoice = { key: string; variant: number; svg: () => string };

/** The picture of a product's name: its kind and variant (the same name, the same picture). */
export function pictureForName(name: string, seedRandom: (seed: number) => Random): PictureChoice {
  const lower = name.toLowerCase();
  const kind = RULES.find(([pattern]) => pattern.test(lower))?.[1] ?? FALLBACK;
  const variant = nameHash(lower) % VARIANTS_PER_KIND;
  return { key: `${kind.key}-${variant}`, variant, svg: () => svgDocument(kind.draw(seedRandom(nameHash(kind.key) + variant))) };
}

/** Every kind in every variant (for looking at them all). */
export function allPictures(seedRandom: (seed: number) => Random): Array<{ key: string; svg: string }> {
  const kinds = new Map<string, PictureKind>([...RULES.map(([, kind]) => [kind.key, kind] as const)]);
  return [...kinds.values()].flatMap((kind) => Array.from({ length: VARIANTS_PER_KIND }, (_, variant) => ({ key: `${kind.key}-${variant}`, svg: svgDocument(kind.draw(seedRandom(nameHash(kind.key) + variant))) })));
}
