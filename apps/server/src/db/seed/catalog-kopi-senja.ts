import { ChargeDeductFrom, OrderType, PromoBaseOn, PromoDeductFrom, PromoType, SUB_PRODUCT_UNLIMITED_QUANTITY } from '@kasir/domain';
import type { ChargeSeed, MenuSeed } from './catalog-types.ts';

const DRINK_ADD_ONS = ['Extra Shot', 'Oat Milk'] as const;
const FOOD_ADD_ONS = ['Telur Mata Sapi', 'Extra Sambal'] as const;

/** Service 5 % and PB1 10 % on Dine In, Packaging Rp 2.000 on Take Away (DEMO-DATA.md); shared by both demo outlets. */
export const DEMO_CHARGES: readonly ChargeSeed[] = [
  { name: 'Service', percent: 5, deductFrom: ChargeDeductFrom.SUB_TOTAL },
  { name: 'PB1', percent: 10, deductFrom: ChargeDeductFrom.SUB_TOTAL },
  { name: 'Packaging', amount: 2000, deductFrom: ChargeDeductFrom.SUB_TOTAL },
];

/** Dine In is rounded (the outlet's rounding setting is Hundred); Marketplace sells at LEVEL2. */
export const DEMO_ORDER_TYPES: MenuSeed['orderTypes'] = [
  { orderType: OrderType.DINE_IN, name: 'Dine In', priceLevel: null, isRounded: true, charges: ['Service', 'PB1'] },
  { orderType: OrderType.TAKE_AWAY, name: 'Take Away', priceLevel: null, isRounded: false, charges: ['Packaging'] },
  { orderType: OrderType.DELIVERY, name: 'Delivery', priceLevel: null, isRounded: false, charges: [] },
  { orderType: OrderType.MARKETPLACE, name: 'Marketplace', priceLevel: 2, isRounded: false, charges: [] },
];

/** The café of DEMO-DATA.md: names and the prices it names are a contract. */
export const KOPI_SENJA_MENU: MenuSeed = {
  departments: ['Kitchen', 'Bar'],
  categories: [
    {
      name: 'Coffee',
      department: 'Bar',
      products: [
        { name: 'Es Kopi Susu', price: 22_000, addOns: DRINK_ADD_ONS },
        { name: 'Americano', price: 20_000, addOns: DRINK_ADD_ONS },
        { name: 'Cappuccino', price: 28_000, addOns: DRINK_ADD_ONS },
        { name: 'Café Latte', price: 28_000, addOns: DRINK_ADD_ONS },
        { name: 'Es Kopi Aren', price: 25_000, addOns: DRINK_ADD_ONS },
        { name: 'Espresso', price: 18_000, addOns: DRINK_ADD_ONS },
        { name: 'Kopi Tubruk', price: 15_000 },
        { name: 'V60 Manual Brew', price: 30_000, stock: 10 },
      ],
    },
    {
      name: 'Non-Coffee',
      department: 'Bar',
      products: [
        { name: 'Matcha Latte', price: 28_000, addOns: ['Oat Milk'] },
        { name: 'Coklat Panas', price: 25_000, addOns: ['Oat Milk'] },
        { name: 'Teh Tarik', price: 18_000 },
        { name: 'Es Teh Manis', price: 10_000 },
        { name: 'Lemon Tea', price: 18_000 },
        { name: 'Jus Alpukat', price: 25_000 },
      ],
    },
    {
      name: 'Food',
      department: 'Kitchen',
      products: [
        { name: 'Nasi Goreng Spesial', price: 35_000, levelPrices: { LEVEL1: 38_000, LEVEL2: 42_000 }, addOns: FOOD_ADD_ONS },
        { name: 'Mie Goreng Jawa', price: 30_000, addOns: FOOD_ADD_ONS },
        { name: 'Ayam Geprek', price: 28_000, addOns: FOOD_ADD_ONS },
        { name: 'Nasi Ayam Bakar', price: 38_000, addOns: FOOD_ADD_ONS },
        { name: 'Soto Ayam', price: 27_000 },
        { name: 'Sop Buntut', price: 65_000, stock: 5 },
      ],
    },
    {
      name: 'Snack',
      department: 'Kitchen',
      products: [
        { name: 'Kentang Goreng', price: 18_000 },
        { name: 'Pisang Goreng', price: 15_000 },
        { name: 'Roti Bakar', price: 20_000 },
        { name: 'Tahu Crispy', price: 15_000 },
        { name: 'Dimsum Ayam', price: 24_000 },
        { name: 'Croissant', price: 22_000, isSoldOut: true },
      ],
    },
    {
      name: 'Dessert',
      department: 'Kitchen',
      products: [
        { name: 'Es Campur', price: 22_000 },
        { name: 'Pudding Coklat', price: 18_000 },
        { name: 'Pancake Madu', price: 25_000 },
        { name: 'Es Krim Vanilla', price: 15_000 },
      ],
    },
  ],
  addOns: [
    { name: 'Extra Shot', price: 5_000, quantity: SUB_PRODUCT_UNLIMITED_QUANTITY },
    { name: 'Oat Milk', price: 7_000, quantity: 20 },
    { name: 'Telur Mata Sapi', price: 5_000, quantity: SUB_PRODUCT_UNLIMITED_QUANTITY },
    { name: 'Extra Sambal', price: 3_000, quantity: SUB_PRODUCT_UNLIMITED_QUANTITY },
  ],
  bundles: [{ name: 'Paket Sarapan', category: 'Food', price: 38_000, items: [['Americano', 1], ['Croissant', 1]] }],
  charges: DEMO_CHARGES,
  orderTypes: DEMO_ORDER_TYPES,
  promos: [
    {
      name: 'Diskon Kopi 10%',
      promoType: PromoType.PRODUCT,
      discount: { percent: 10 },
      baseOn: PromoBaseOn.PRODUCT,
      deductFrom: PromoDeductFrom.PRODUCT,
      categories: ['Coffee'],
    },
    {
      name: 'Hemat 20rb',
      promoType: PromoType.TRANSACTION,
      discount: { amount: 20_000 },
      baseOn: PromoBaseOn.PRICE,
      deductFrom: PromoDeductFrom.SUB_TOTAL,
      minPurchasedPrice: 100_000,
    },
    {
      name: 'Voucher Member 15%',
      promoType: PromoType.VOUCHER,
      discount: { percent: 15 },
      maxDiscountAmount: 25_000,
      baseOn: PromoBaseOn.PRICE,
      deductFrom: PromoDeductFrom.SUB_TOTAL,
      usageLimit: 100,
    },
  ],
};
