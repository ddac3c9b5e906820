import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CartLine, CustomerData, ShippingData } from './cart-types.ts';
import { clampQuantity } from './add-on-rules.ts';
import { mergeLineInto, replaceLineIn } from './cart-lines.ts';

export interface CartData {
  /** The chosen outlet order type (OutletOrderTypeId); null until the order types load. */
  outletOrderTypeId: number | null;
  pax: number;
  customer: CustomerData;
  shipping: ShippingData | null;
  lines: CartLine[];
  /** A new one for every cart: with the body it makes the Idempotency-Key of the save (save-request-key.ts). */
  cartId: string;
  /**
   * The saved order these lines will be added to (addOrderProduct, "add more order"); null for a
   * new order. Kept with the lines so a lock, a reload or the menu's detail page keep adding to it.
   */
  addingToOrderId: number | null;
}

interface CartActions {
  chooseOrderType(outletOrderTypeId: number): void;
  setPax(pax: number): void;
  setCustomer(customer: CustomerData): void;
  setShipping(shipping: ShippingData | null): void;
  /** Adds a line, or adds its quantity to the line with the same product, add-ons and note. */
  addLine(line: Omit<CartLine, 'key'>): void;
  /** Changes a line; one that now matches another line joins it. */
  replaceLine(key: string, line: Omit<CartLine, 'key'>): void;
  changeQuantity(key: string, quantity: number): void;
  removeLine(key: string): void;
  /** Starts an empty cart for adding to `orderId`, unless the cart already adds to it. */
  startAdding(orderId: number): void;
  /** A new order: no lines, customer, shipping or pax, and the order type back to the default. */
  clear(): void;
}

export type CartState = CartData & CartActions;

export const emptyCart: Omit<CartData, 'cartId'> = {
  outletOrderTypeId: null,
  pax: 1,
  customer: { CustomerName: '', PhoneNumber: '' },
  shipping: null,
  lines: [],
  addingToOrderId: null,
};

const newCartId = (): string => crypto.randomUUID();

let nextLineNumber = 1;
function newLineKey(): string {
  return `line-${Date.now().toString(36)}-${nextLineNumber++}`;
}

/**
 * The order being built. Kept in sessionStorage so a lock (which leaves for /lock) or a reload
 * brings the cashier back to the same cart, as the spec restores dialogs after a lock.
 */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      ...emptyCart,
      cartId: newCartId(),
      chooseOrderType: (outletOrderTypeId) => set({ outletOrderTypeId }),
      setPax: (pax) => set({ pax: Math.max(0, Math.trunc(pax)) }),
      setCustomer: (customer) => set({ customer }),
      setShipping: (shipping) => set({ shipping }),
      addLine: (line) => set((state) => ({ lines: mergeLineInto(state.lines, line, newLineKey()) })),
      replaceLine: (key, line) => set((state) => ({ lines: replaceLineIn(state.lines, key, line) })),
      changeQuantity: (key, quantity) =>
        set((state) => ({ lines: state.lines.map((entry) => (entry.key === key ? { ...entry, quantity: clampQuantity(quantity) } : entry)) })),
      removeLine: (key) => set((state) => ({ lines: state.lines.filter((entry) => entry.key !== key) })),
      startAdding: (orderId) =>
        set((state) => (state.addingToOrderId === orderId ? {} : { ...emptyCart, cartId: newCartId(), outletOrderTypeId: state.outletOrderTypeId, addingToOrderId: orderId })),
      // The order type goes too: the next guest gets the default (Take Away at the till, Dine In at a table).
      clear: () => set({ ...emptyCart, cartId: newCartId() }),
    }),
    {
      name: 'kasir.menu.cart',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state): CartData => ({
        outletOrderTypeId: state.outletOrderTypeId,
        pax: state.pax,
        customer: state.customer,
        shipping: state.shipping,
        lines: state.lines,
        cartId: state.cartId,
        addingToOrderId: state.addingToOrderId,
      }),
    },
  ),
);
