import { DEFAULT_CURRENCY_CODE } from '@kasir/domain';
import { formatOrderAmount } from '../order/order-money.ts';

/** Rupiah as the rest of the product shows it (the public page has no signed-in outlet currency). */
export const rupiah = (amount: number): string => formatOrderAmount(amount, DEFAULT_CURRENCY_CODE);
