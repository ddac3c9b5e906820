import { SUB_PRODUCT_UNLIMITED_QUANTITY } from '@kasir/domain';
import type { MenuSeed } from './catalog-types.ts';
import { DEMO_CHARGES, DEMO_ORDER_TYPES } from './catalog-kopi-senja.ts';

/** The all-you-can-eat grill of DEMO-DATA.md: AYCE packages, meats, drinks; charges as at Kopi Senja. */
export const GRILL_CHILL_MENU: MenuSeed = {
  departments: ['Kitchen', 'Bar'],
  categories: [
    {
      name: 'Paket AYCE',
      department: 'Kitchen',
      products: [
        { name: 'AYCE Dinner 90 menit', price: 189_000 },
        { name: 'AYCE Lunch 90 menit', price: 149_000 },
        { name: 'AYCE Premium 120 menit', price: 249_000 },
        { name: 'AYCE Anak 90 menit', price: 99_000 },
      ],
    },
    {
      name: 'Daging',
      department: 'Kitchen',
      products: [
        { name: 'Beef Slice', price: 45_000, addOns: ['Extra Saus Keju'] },
        { name: 'Beef Short Plate', price: 55_000, addOns: ['Extra Saus Keju'] },
        { name: 'Chicken Bulgogi', price: 35_000, addOns: ['Extra Saus Keju'] },
        { name: 'Sosis Sapi', price: 25_000 },
        { name: 'Udang', price: 40_000, stock: 30 },
        { name: 'Wagyu Saikoro', price: 95_000, stock: 8 },
      ],
    },
    {
      name: 'Minuman',
      department: 'Bar',
      products: [
        { name: 'Ocha Refill', price: 15_000 },
        { name: 'Es Teh Manis', price: 10_000 },
        { name: 'Lemon Tea', price: 18_000 },
        { name: 'Soda Gembira', price: 22_000 },
        { name: 'Air Mineral', price: 8_000 },
      ],
    },
  ],
  addOns: [{ name: 'Extra Saus Keju', price: 10_000, quantity: SUB_PRODUCT_UNLIMITED_QUANTITY }],
  bundles: [],
  charges: DEMO_CHARGES,
  orderTypes: DEMO_ORDER_TYPES,
  promos: [],
};
