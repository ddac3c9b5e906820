/**
 * Spec §4: customer orders the cashier has looked at are remembered on this terminal by id
 * (localStorage list viewedCustomerOrders) and drawn with a grey border.
 */
export const VIEWED_CUSTOMER_ORDERS_KEY = 'viewedCustomerOrders';
/** Enough for a long day; the oldest ids go first. */
const MAX_REMEMBERED = 500;

export function readViewedCustomerOrders(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(VIEWED_CUSTOMER_ORDERS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export function rememberViewedCustomerOrder(id: number): number[] {
  const current = readViewedCustomerOrders();
  if (current.includes(id)) return current;
  const next = [...current, id].slice(-MAX_REMEMBERED);
  try {
    localStorage.setItem(VIEWED_CUSTOMER_ORDERS_KEY, JSON.stringify(next));
  } catch {
    // A full or disabled storage only loses the grey border.
  }
  return next;
}
