/**
 * The till's offline total must be what the server charges for the same cart: proven against the
 * real API in-process (seeded SQLite), with the cart built from the server's own menu answers
 * mapped as the web maps them, and the body the outbox would send.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderType, OutletSettingCode, RoundingSetting, codeValues, moneyFromRupiah, toDecimalRupiah, type RoundingSettingValue } from '@kasir/domain';
import type { Order, OutletCharge, OutletOrderType, OutletProduct } from '@kasir/contracts';
import { chargesOfOrderType, toMenuItem, toOrderTypeOption } from '../menu/catalog/catalog-mapping.ts';
import type { CartData } from '../menu/cart/cart-store.ts';
import { CartLineKind, type CartLine } from '../menu/cart/cart-types.ts';
import type { FilledTable } from '../session/session-store.ts';
import {
  OfflineBlock,
  buildOfflineOrderBody,
  changeOf,
  moneyText,
  offlineBlockOf,
  offlineSaleTotal,
  toOfflineCashPayment,
  wholeRupiahDue,
  withKitchenJobs,
} from './offline-sale-builder.ts';
import { openSyncTestbed, type Testbed } from './sync-test-kit.ts';

let bed: Testbed['bed'];
let products: OutletProduct[];
let orderTypes: OutletOrderType[];
let charges: OutletCharge[];
let roundingSetting: RoundingSettingValue | null;

async function data<T>(path: string): Promise<T> {
  const response = await bed.ani('GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

beforeAll(async () => {
  // The server's own testbed (seeded SQLite, in-process), as the sync tests use it.
  bed = (await openSyncTestbed()).bed;
  [products, orderTypes, charges] = await Promise.all([data<OutletProduct[]>('/outletProduct/'), data<OutletOrderType[]>('/outletOrderType/'), data<OutletCharge[]>('/outletCharge/active')]);
  // The outlet's ROUNDING setting, read as useRoundingSettingQuery reads it for the cart.
  const setting = await data<{ Value: string } | null>(`/outletSetting/outlet/${OutletSettingCode.ROUNDING}`);
  roundingSetting = codeValues(RoundingSetting).find((code) => code === Number(setting?.Value)) ?? null;
}, 60_000);
afterAll(async () => {
  await bed?.server.stop();
});

/** A cart line of the server's product, as the menu adds it. */
function lineOf(name: string, quantity: number, extra: Partial<CartLine> = {}): CartLine {
  const product = products.find((entry) => entry.Name === name && !entry.IsBundle);
  if (!product) throw new Error(`No product ${name}`);
  const item = toMenuItem(product);
  return {
    key: `${name}-${quantity}`,
    kind: CartLineKind.PRODUCT,
    productId: item.Id,
    name: item.Name,
    quantity,
    sellPrice: item.sellPrice,
    levelPrices: item.levelPrices,
    priceOverride: null,
    notes: '',
    addOns: [],
    bundleItems: [],
    ...extra,
  };
}

function cartOf(typeName: string, lines: CartLine[], pax = 1): { cart: CartData; orderTypeId: number; pricing: Parameters<typeof offlineSaleTotal>[1] } {
  const type = orderTypes.find((entry) => entry.Name === typeName);
  if (!type) throw new Error(`No order type ${typeName}`);
  const option = toOrderTypeOption(type);
  const cart: CartData = { outletOrderTypeId: type.Id, pax, customer: { CustomerName: '', PhoneNumber: '' }, shipping: null, lines, cartId: crypto.randomUUID(), addingToOrderId: null };
  return {
    cart,
    orderTypeId: option.orderTypeId,
    pricing: { priceLevel: option.priceLevel, isRounded: option.isRounded, roundingSetting, charges: chargesOfOrderType(charges, option) },
  };
}

const mark = () => ({ ref: crypto.randomUUID(), takenAt: new Date().toISOString(), provisionalNumber: 'OFF-TEST-001', kitchenJobs: [] });

describe('offline sale total = the server price of the same order', () => {
  const firstProducts = () => products.filter((entry) => !entry.IsBundle).slice(0, 3);

  it('take away: several products, the body the outbox sends is priced the same by the server', async () => {
    const [first, second, third] = firstProducts();
    if (!first || !second || !third) throw new Error('The demo menu has fewer than 3 products');
    const { cart, orderTypeId, pricing } = cartOf('Take Away', [lineOf(first.Name, 2), lineOf(second.Name, 1), lineOf(third.Name, 3, { notes: 'less ice' })]);
    const total = offlineSaleTotal(cart, pricing);
    const order: Order = await bed.createOrder(buildOfflineOrderBody(cart, { orderTypeId, tables: [] }, mark()));
    expect(order.Total).toBe(toDecimalRupiah(total));
    expect(wholeRupiahDue(total)).toBe(Math.ceil(order.Remaining));
  });

  it.each(['T2', 'O1'])('dine in at table %s, with the charges of Dine In and a typed price', async (tableName) => {
    const [first, second] = firstProducts();
    if (!first || !second) throw new Error('The demo menu has fewer than 2 products');
    const table: FilledTable = { OutletAreaId: 0, OutletTableId: bed.menu.table(tableName), Pax: 2, TableName: tableName, OutletAreaName: '', EndTime: null, Charge: null };
    const { cart, orderTypeId, pricing } = cartOf('Dine In', [lineOf(first.Name, 1), lineOf(second.Name, 2, { priceOverride: moneyFromRupiah(17_500) })], 2);
    expect(orderTypeId).toBe(OrderType.DINE_IN);
    const body = buildOfflineOrderBody(cart, { orderTypeId, tables: [table] }, mark());
    delete body.OutletAreaId;
    const total = offlineSaleTotal(cart, pricing);
    const order: Order = await bed.createOrder(body);
    expect(order.Total).toBe(toDecimalRupiah(total));
  });

  it('rounding of the order type is the server rounding', () => {
    const { cart, pricing } = cartOf('Take Away', [lineOf(firstProducts()[0]?.Name ?? '', 1, { priceOverride: moneyFromRupiah(12_345) })]);
    const rounded = offlineSaleTotal(cart, { ...pricing, isRounded: true, roundingSetting: RoundingSetting.HUNDRED });
    expect(toDecimalRupiah(rounded) % 100).toBe(0);
  });
});

describe('cash and body', () => {
  it('short cash is refused, change is the rest, amounts are decimal strings', () => {
    expect(changeOf({ tendered: 49_999, due: 50_000 })).toBeNull();
    expect(changeOf({ tendered: 100_000, due: 62_500 })).toBe(37_500);
    expect(toOfflineCashPayment(7, { tendered: 40_000, due: 62_500 })).toBeNull();
    expect(toOfflineCashPayment(7, { tendered: 100_000, due: 62_500 })).toEqual({ outletPaymentMethodId: 7, tendered: '100000.00', change: '37500.00' });
    expect(moneyText(moneyFromRupiah(5))).toBe('5.00');
  });

  it('the body carries the Offline block, and the printed jobs once they are known', () => {
    const { cart, orderTypeId } = cartOf('Take Away', [lineOf(products.find((entry) => !entry.IsBundle)?.Name ?? '', 1)]);
    const given = mark();
    const body = buildOfflineOrderBody(cart, { orderTypeId, tables: [] }, given);
    expect(body.Offline).toEqual({ Ref: given.ref, TakenAt: given.takenAt, ProvisionalNumber: 'OFF-TEST-001', KitchenJobs: [] });
    expect(body.OutletTableIds).toBeUndefined();
    const jobs = [{ JobId: `offline-${given.ref}-k1`, DeviceId: 1, Lines: [{ Index: 0, Quantity: 1 }] }];
    expect(withKitchenJobs(body, jobs).Offline?.KitchenJobs).toEqual(jobs);
  });

  it('what cannot be sold offline says why', () => {
    const lines = [lineOf(products.find((entry) => !entry.IsBundle)?.Name ?? '', 1)];
    const table: FilledTable = { OutletAreaId: 1, OutletTableId: 1, Pax: 2, TableName: 'Meja 1', OutletAreaName: 'Indoor', EndTime: null, Charge: null };
    const check = (orderTypeId: number | null, extra: Partial<Parameters<typeof offlineBlockOf>[0]> = {}) =>
      offlineBlockOf({ orderTypeId, isAddingToOrder: false, cart: { lines }, tables: [], ...extra });
    expect(check(OrderType.TAKE_AWAY)).toBeNull();
    expect(check(OrderType.DINE_IN, { tables: [table] })).toBeNull();
    expect(check(OrderType.DINE_IN)).toBe(OfflineBlock.NO_TABLE);
    expect(check(OrderType.DELIVERY)).toBe(OfflineBlock.ORDER_TYPE);
    expect(check(OrderType.TAKE_AWAY, { isAddingToOrder: true })).toBe(OfflineBlock.ADDING);
    expect(check(OrderType.TAKE_AWAY, { cart: { lines: [{ ...lines[0]!, kind: CartLineKind.BUNDLE }] } })).toBe(OfflineBlock.BUNDLE);
    expect(check(OrderType.DINE_IN, { tables: [{ ...table, EndTime: '21:00:00' }] })).toBe(OfflineBlock.TIME_BASED);
  });
});
