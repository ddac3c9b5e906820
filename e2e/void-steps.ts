import type { Page } from 'playwright-core';
import { APP_URL, typePin } from './harness.ts';

/**
 * API steps of the void flow: the order to void is taken through the real API (as another
 * terminal would), so the browser test covers only the order screen and its dialogs.
 */
/** A call of the real API as another terminal makes it: answers `data`, throws on anything but 2xx. */
export async function apiCall<T>(method: string, path: string, token: string | null, body?: object, outletId?: number): Promise<T> {
  const response = await fetch(`${APP_URL}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(outletId ? { outletid: String(outletId) } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Owner login, then the cashier's PIN login: the cashier's token. */
export async function cashierTokenOf(username: string, pin: string): Promise<string> {
  const owner = await apiCall<{ Token: string }>('POST', '/user/login', null, { Username: 'owner@demo.pos', Password: 'demo1234' });
  const cashier = await apiCall<{ Token: string }>('POST', '/user/login', owner.Token, { Username: username, PIN: pin, isCashier: true });
  return cashier.Token;
}

export async function outletIdOf(token: string, name: string): Promise<number> {
  const outlets = await apiCall<Array<{ Id: number; Name: string }>>('GET', '/outlet/getByUser', token);
  const outlet = outlets.find((candidate) => candidate.Name === name);
  if (!outlet) throw new Error(`no outlet ${name}`);
  return outlet.Id;
}

export async function startShiftViaApi(token: string, outletId: number): Promise<void> {
  await apiCall('POST', '/shift/startShift', token, { OutletId: outletId, StartCash: 100_000 }, outletId);
}

/** A Dine In order of the named products (for 2 guests unless `extra` says otherwise, e.g. a member's): answers its id and number. */
export async function createDineInOrder(
  token: string,
  outletId: number,
  lines: Array<{ name: string; quantity: number }>,
  extra: object = {},
): Promise<{ Id: number; OrderNo: string }> {
  const types = await apiCall<Array<{ Id: number; Name: string }>>('GET', '/outletOrderType/', token, undefined, outletId);
  const products = await apiCall<Array<{ Id: number; Name: string; IsBundle: boolean }>>('GET', '/outletProduct/', token, undefined, outletId);
  const dineIn = types.find((type) => type.Name === 'Dine In');
  if (!dineIn) throw new Error('no Dine In order type');
  const OrderProducts = lines.map((line) => {
    const product = products.find((candidate) => candidate.Name === line.name && !candidate.IsBundle);
    if (!product) throw new Error(`no product ${line.name}`);
    return { OutletProductId: product.Id, Quantity: line.quantity };
  });
  return apiCall('POST', '/order', token, { OutletOrderTypeId: dineIn.Id, pax: 2, ...extra, OrderProducts }, outletId);
}

/** The supervisor step of a change dialog: choose who approves, then type their PIN (it submits at six digits). */
export async function approveAs(page: Page, approverName: string, pin: string): Promise<void> {
  await page.getByTestId('approver-list').getByText(approverName, { exact: true }).click();
  await typePin(page, pin);
}
