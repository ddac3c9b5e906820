import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { APP_URL } from './harness.ts';

/** API steps of the bills flows: what another terminal would have done before the browser test. */
async function call<T>(method: string, path: string, token: string, outletId: number, body?: object, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${APP_URL}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, outletid: String(outletId), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

export interface OrderLineView {
  ProductName: string;
  Quantity: number;
}
export interface OrderView {
  Id: number;
  OrderNo: string;
  Status: number;
  SubTotal: number;
  Total: number;
  OrderProducts: OrderLineView[];
}

export function fetchOrder(token: string, outletId: number, orderId: number): Promise<OrderView> {
  return call('GET', `/order/${orderId}`, token, outletId);
}

export function fetchOngoing(token: string, outletId: number): Promise<OrderView[]> {
  return call('GET', '/order/ongoing', token, outletId);
}

/** Pays the whole order in cash through POST /payment/{id} (one Idempotency-Key). */
export async function payInCash(token: string, outletId: number, orderId: number): Promise<void> {
  const methods = await call<Array<{ Id: number; PaymentMethod: { Name: string } }>>('GET', '/outletPaymentMethod/', token, outletId);
  const cash = methods.find((method) => method.PaymentMethod.Name === 'Cash');
  if (!cash) throw new Error('no Cash method');
  const order = await fetchOrder(token, outletId, orderId);
  await call('POST', `/payment/${orderId}`, token, outletId, { Id: orderId, Promos: [], PaymentDetails: [{ OutletPaymentMethodId: cash.Id, Amount: Math.ceil(order.Total) }] }, { 'idempotency-key': randomUUID() });
}

/** Selects a product of a split place by name and presses a place's move button. */
export async function moveInSplit(page: Page, from: string, productName: string, moveButton: string): Promise<void> {
  const dialog = page.getByTestId('split-bill-dialog');
  await dialog.getByTestId(from).getByRole('button', { name: new RegExp(productName) }).click();
  await dialog.getByTestId(moveButton).click();
}

/** "Rp 35.000" → 35000 (dot thousands, comma decimals). */
export function rupiahOf(text: string): number {
  const digits = text.replace(/[^\d,]/g, '').replace(',', '.');
  return Number(digits);
}
