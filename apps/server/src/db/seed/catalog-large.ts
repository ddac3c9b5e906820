import { SUB_PRODUCT_UNLIMITED_QUANTITY } from '@kasir/domain';
import type { MenuSeed } from './catalog-types.ts';
import { DEMO_CHARGES, DEMO_ORDER_TYPES } from './catalog-kopi-senja.ts';

const DISHES = ['Nasi Goreng', 'Mie Ayam', 'Kopi Susu', 'Es Teh', 'Sate Ayam', 'Bakso', 'Roti Bakar', 'Jus Mangga', 'Soto', 'Pisang Goreng'] as const;
const STYLES = ['Spesial', 'Pedas', 'Keju', 'Original', 'Jumbo', 'Mini', 'Komplit', 'Bakar'] as const;
const BASE_PRICE_RUPIAH = 8_000;
const PRICE_STEP_RUPIAH = 500;
const PRICE_STEPS = 60;
/** Every n-th product tracks stock, every m-th offers the add-ons: a realistic mix for the menu's work. */
const TRACKED_STOCK_EVERY = 10;
const ADD_ONS_EVERY = 3;

/**
 * A menu of `productCount` products for benchmarks and scale tests (DEMO-DATA.md: "--scale
 * large: thousands of products"). Names are unique and look like a real menu; insert it with
 * insertMenu into an outlet of its own.
 */
export function largeMenuSeed(productCount: number, categoryCount = 20): MenuSeed {
  const perCategory = Math.ceil(productCount / categoryCount);
  return {
    departments: ['Kitchen', 'Bar'],
    categories: Array.from({ length: categoryCount }, (_, c) => ({
      name: `Kategori ${c + 1}`,
      department: c % 2 === 0 ? 'Kitchen' : 'Bar',
      products: Array.from({ length: Math.max(0, Math.min(perCategory, productCount - c * perCategory)) }, (_, p) => {
        const index = c * perCategory + p;
        return {
          name: `${DISHES[index % DISHES.length]} ${STYLES[Math.floor(index / DISHES.length) % STYLES.length]} ${index + 1}`,
          price: BASE_PRICE_RUPIAH + (index % PRICE_STEPS) * PRICE_STEP_RUPIAH,
          ...(p % TRACKED_STOCK_EVERY === 0 ? { stock: p } : {}),
          ...(p % ADD_ONS_EVERY === 0 ? { addOns: ['Extra Keju', 'Extra Pedas'] } : {}),
        };
      }),
    })),
    addOns: [
      { name: 'Extra Keju', price: 4_000, quantity: SUB_PRODUCT_UNLIMITED_QUANTITY },
      { name: 'Extra Pedas', price: 2_000, quantity: SUB_PRODUCT_UNLIMITED_QUANTITY },
    ],
    bundles: [],
    charges: DEMO_CHARGES,
    orderTypes: DEMO_ORDER_TYPES,
    promos: [],
  };
}
