import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { APP_URL } from './harness.ts';
import { apiCall, cashierTokenOf, outletIdOf } from './void-steps.ts';
import { tapKeypad } from './till-payment-steps.ts';

/** The print agent on the till's own machine (scripts/start.mjs, the harness). */
export const PRINT_AGENT_URL = process.env.PRINT_AGENT_URL ?? 'http://127.0.0.1:3003';
export const KITCHEN_PORT = 9101;
export const BAR_PORT = 9102;

/** What the test remembers of one sale it made offline. */
export interface OfflineSaleSeen {
  provisionalNumber: string;
  total: number;
  tendered: number;
  orderType: 'Take Away' | 'Dine In';
}

/** Whole rupiah of a money text ('Rp 37.500' → 37500). */
export function rupiahOfText(text: string): number {
  return Number(text.replace(/[^\d]/g, ''));
}

/** The cashier screens' rail, in English or Indonesian (the second test runs the till in Indonesian). */
const NAV = /^(Cashier screens|Layar kasir)$/;

export async function openTables(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: NAV }).getByRole('link', { name: /^(Tables|Meja)$/ }).click();
  await page.waitForURL('**/cashier/table');
  await page.getByTestId('floor-plan').waitFor();
}

export async function openMenu(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: NAV }).getByRole('link', { name: 'Menu', exact: true }).click();
  await page.getByTestId('menu-screen').waitFor();
}

/**
 * Indonesian on the locale setting screen. The catalogue of a language loads when chosen, so the
 * radio follows a moment later: tap, then wait for it to show as chosen.
 */
export async function chooseIndonesian(page: Page): Promise<void> {
  await page.goto(`${APP_URL}/cashier/settings/locale-setting`);
  const radio = page.locator('.mantine-Radio-root').getByRole('radio', { name: 'Bahasa Indonesia' });
  await radio.click();
  const deadline = Date.now() + 15_000;
  while (!(await radio.isChecked()) && Date.now() < deadline) await page.waitForTimeout(200);
  assert.ok(await radio.isChecked(), 'Bahasa Indonesia is chosen');
}

/** A tap on a menu card adds one of the product at once (issue 16). */
export async function tapProduct(page: Page, name: string): Promise<void> {
  await page.getByTestId('product-grid').getByRole('button', { name, exact: true }).click();
}

/** The header's offline badge says the server is unreachable (reachability probe or a failed call). */
export async function waitForOfflineHeader(page: Page, waiting: number, timeoutMs = 45_000): Promise<void> {
  const status = page.locator('[data-testid="offline-status"][data-kind="offline"]');
  await status.waitFor({ timeout: timeoutMs });
  const deadline = Date.now() + timeoutMs;
  while (!(await status.innerText()).includes(String(waiting)) && Date.now() < deadline) await page.waitForTimeout(200);
  assert.match(await status.innerText(), new RegExp(`\\b${waiting}\\b`));
}

/**
 * Pay on the cart with the server unreachable: the offline cash dialog opens with the exact total
 * proposed; the cashier types the cash on the on-screen keypad (it replaces the proposal) and pays.
 */
export async function payOfflineWithKeypad(
  page: Page,
  cash: string,
  orderType: OfflineSaleSeen['orderType'],
  seen: Set<string>,
  onDialog?: () => Promise<void>,
): Promise<OfflineSaleSeen> {
  await page.getByTestId('cart-pay').click();
  const dialog = page.getByTestId('offline-cash-dialog');
  await dialog.waitFor();
  const total = rupiahOfText(await dialog.getByTestId('offline-cash-total').innerText());
  await tapKeypad(page, cash);
  assert.equal(rupiahOfText(await page.getByTestId('keypad-amount').inputValue()), Number(cash), 'the keypad replaced the proposed amount');
  const change = rupiahOfText(await dialog.getByTestId('offline-cash-change').innerText());
  assert.equal(change, Number(cash) - total);
  if (onDialog) await onDialog();
  await dialog.getByTestId('offline-cash-pay').click();
  await dialog.waitFor({ state: 'detached', timeout: 30_000 });
  // The notice names the provisional number (its title) and the change: the one not seen before.
  const numbersShown = async () => (await page.locator('.mantine-Notification-root').allInnerTexts()).flatMap((text) => text.match(/OFF-[A-Z0-9-]+/g) ?? []);
  const deadline = Date.now() + 15_000;
  let provisionalNumber = '';
  while (!provisionalNumber && Date.now() < deadline) {
    provisionalNumber = (await numbersShown()).find((number) => !seen.has(number)) ?? '';
    if (!provisionalNumber) await page.waitForTimeout(100);
  }
  assert.ok(provisionalNumber, 'a new provisional number is shown');
  seen.add(provisionalNumber);
  return { provisionalNumber, total, tendered: Number(cash), orderType };
}

/** A cashier of Kopi Senja: her name on the till, her username and PIN. */
export interface Cashier {
  name: string;
  username: string;
  pin: string;
}
export const ANI: Cashier = { name: 'Ani', username: 'ani', pin: '111111' };
export const BUDI: Cashier = { name: 'Budi', username: 'budi', pin: '222222' };

/** A cashier's API session, as another program would read the server. */
export async function apiSession(cashier: Cashier = ANI) {
  const token = await cashierTokenOf(cashier.username, cashier.pin);
  const outletId = await outletIdOf(token, 'Kopi Senja');
  const get = <T>(path: string) => apiCall<T>('GET', path, token, undefined, outletId);
  return { token, outletId, get, post: <T>(path: string, body: object, headers: Record<string, string> = {}) => postWithHeaders<T>(path, token, outletId, body, headers) };
}

async function postWithHeaders<T>(path: string, token: string, outletId: number, body: object, headers: Record<string, string>): Promise<T> {
  const response = await fetch(`${APP_URL}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, outletid: String(outletId), ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: T };
  assert.ok(response.ok, `${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json.data as T;
}

interface ServerOrder {
  Id: number;
  OrderNo: string;
  ShiftId: number | null;
  OfflineRef?: string;
  OfflineNumber?: string;
  Status: number;
  Total: number;
  Remaining: number;
  Payments: Array<{ Id: number; Total: number; Paid: number; Change: number }>;
}

/** The orders the server holds for the cashier's current shift that were taken offline, with their payments. */
export async function offlineOrdersOfShift(cashier: Cashier): Promise<{ orders: ServerOrder[]; shift: { StartCash: number; CashPayments: number; Change: number; ExpectedCash: number; TransactionCount: number } }> {
  const api = await apiSession(cashier);
  const current = await api.get<{ Id: number }>('/shift/getCurrentShift');
  const list = await api.get<{ Items: Array<{ Id: number }> }>('/order?limit=200');
  const orders = (await Promise.all(list.Items.map((item) => api.get<ServerOrder>(`/order/${item.Id}`)))).filter((order) => order.ShiftId === current.Id && order.OfflineRef);
  const shift = await api.get<{ StartCash: number; CashPayments: number; Change: number; ExpectedCash: number; TransactionCount: number }>(`/shift/${current.Id}/getShiftTransaction`);
  return { orders, shift };
}

/**
 * Each sale is on the server exactly once, under its offline number, paid in full once, and the
 * shift's cash holds them: what the cashier took at the till is what the server counts.
 */
export async function assertExactlyOnce(cashier: Cashier, sales: readonly OfflineSaleSeen[], startCash: number): Promise<ServerOrder[]> {
  const { orders, shift } = await offlineOrdersOfShift(cashier);
  assert.equal(orders.length, sales.length, `orders taken offline on the server: ${orders.map((order) => order.OfflineNumber).join(', ')}`);
  for (const sale of sales) {
    const matching = orders.filter((order) => order.OfflineNumber === sale.provisionalNumber);
    assert.equal(matching.length, 1, `one order for ${sale.provisionalNumber}`);
    const order = matching[0]!;
    assert.equal(order.Total, sale.total, `${sale.provisionalNumber}: the total the till charged`);
    assert.equal(order.Payments.length, 1, `${sale.provisionalNumber}: one payment`);
    assert.equal(order.Payments[0]?.Total, sale.total);
    assert.equal(order.Remaining, 0, `${sale.provisionalNumber} is paid`);
  }
  const takings = sales.reduce((sum, sale) => sum + sale.total, 0);
  assert.equal(shift.TransactionCount, sales.length, 'the shift counts each sale once');
  assert.equal(shift.CashPayments - shift.Change, takings, 'the shift’s cash holds the takings');
  assert.equal(shift.ExpectedCash, startCash + takings);
  return orders;
}

interface PlannedJob {
  JobId: string;
  Kind?: string;
  DeviceId?: number;
  DeviceName?: string;
  SetReceiptId?: number;
  [field: string]: unknown;
}

/**
 * Asks the server to plan the kitchen and bar tickets of the order (as the order screen does)
 * and relays whatever it plans to the local agent, as the browser would: the lines printed
 * offline are planned under the same job ids (or not at all), so nothing new prints.
 */
export async function planAndRelayKitchen(orderId: number): Promise<PlannedJob[]> {
  const api = await apiSession();
  const plan = await api.post<{ Jobs: PlannedJob[] }>('/print/order', { Id: orderId }, { 'Idempotency-Key': `e2e-replan-${orderId}` });
  for (const job of plan.Jobs) {
    const { Kind: _kind, DeviceId: _device, DeviceName: _name, SetReceiptId: _set, ...agentJob } = job;
    await fetch(`${PRINT_AGENT_URL}/print`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: APP_URL }, body: JSON.stringify(agentJob) });
  }
  return plan.Jobs;
}

/** Tickets at a printer that carry one of the provisional numbers. */
export function ticketsOfSales(tickets: readonly string[], sales: readonly OfflineSaleSeen[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const sale of sales) counts.set(sale.provisionalNumber, tickets.filter((text) => text.includes(sale.provisionalNumber)).length);
  return counts;
}
