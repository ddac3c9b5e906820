import { describe, expect, it } from 'vitest';
import { routeKitchenItems, type RoutingTarget } from './kitchen-routing.ts';
import { derivePrintJobId, fingerprint, jobGroupOf, kitchenContent } from './print-job-id.ts';
import { fitText, line, textColumns } from './ticket-text.ts';

const target = (deviceId: number, lists: Partial<RoutingTarget> = {}): RoutingTarget => ({
  deviceId,
  quantity: 1,
  areaIds: [],
  departmentIds: [],
  categoryIds: [],
  productIds: [],
  ...lists,
});
const KITCHEN_DEPARTMENT = 1;
const BAR_DEPARTMENT = 2;
const COFFEE = 10;
const FOOD = 12;
const SNACK = 13;
const esKopi = { key: 'p1', name: 'Es Kopi Susu', outletProductId: 100, categoryId: COFFEE, departmentId: BAR_DEPARTMENT };
const nasiGoreng = { key: 'p2', name: 'Nasi Goreng Spesial', outletProductId: 200, categoryId: FOOD, departmentId: KITCHEN_DEPARTMENT };
const kentang = { key: 'p3', name: 'Kentang Goreng', outletProductId: 300, categoryId: SNACK, departmentId: KITCHEN_DEPARTMENT };

describe('kitchen routing', () => {
  it('sends each line to the device listing its category', () => {
    const routing = routeKitchenItems([target(1, { categoryIds: [FOOD, SNACK] }), target(2, { categoryIds: [COFFEE] })], [esKopi, nasiGoreng, kentang], null);
    expect(routing.routes.map((route) => [route.target.deviceId, route.keys])).toEqual([
      [1, ['p2', 'p3']],
      [2, ['p1']],
    ]);
    expect(routing.missingNames).toEqual([]);
  });

  it('prefers a product list over a category list over a department list', () => {
    const targets = [target(1, { departmentIds: [KITCHEN_DEPARTMENT] }), target(2, { categoryIds: [SNACK] }), target(3, { productIds: [300] })];
    const routing = routeKitchenItems(targets, [nasiGoreng, kentang], null);
    expect(routing.routes.map((route) => [route.target.deviceId, route.keys])).toEqual([
      [1, ['p2']],
      [3, ['p3']],
    ]);
  });

  it('names the products no device takes, once each, and lets a catch-all device take the rest', () => {
    const withoutBar = routeKitchenItems([target(1, { categoryIds: [FOOD] })], [esKopi, nasiGoreng, esKopi, kentang], null);
    expect(withoutBar.missingNames).toEqual(['Es Kopi Susu', 'Kentang Goreng']);
    const withCatchAll = routeKitchenItems([target(1, { categoryIds: [FOOD] }), target(9)], [esKopi, nasiGoreng], null);
    expect(withCatchAll.routes.map((route) => [route.target.deviceId, route.keys])).toEqual([
      [1, ['p2']],
      [9, ['p1']],
    ]);
    expect(withCatchAll.missingNames).toEqual([]);
  });

  it('keeps an area-bound device to its areas', () => {
    const targets = [target(1, { categoryIds: [FOOD], areaIds: [5] }), target(2, { categoryIds: [FOOD] })];
    expect(routeKitchenItems(targets, [nasiGoreng], 5).routes.map((route) => route.target.deviceId)).toEqual([1, 2]);
    expect(routeKitchenItems(targets, [nasiGoreng], 6).routes.map((route) => route.target.deviceId)).toEqual([2]);
    expect(routeKitchenItems([targets[0]!], [nasiGoreng], null).missingNames).toEqual(['Nasi Goreng Spesial']);
  });

  it('sends a line listed by two devices to both', () => {
    const routing = routeKitchenItems([target(1, { categoryIds: [COFFEE] }), target(2, { categoryIds: [COFFEE] })], [esKopi], null);
    expect(routing.routes.map((route) => route.target.deviceId)).toEqual([1, 2]);
  });
});

describe('print job ids', () => {
  const base = { kind: 'order', subjectId: 7, deviceId: 2, content: kitchenContent([{ key: 'p1', printQuantity: 2, sentBefore: 0 }]), copy: 1 };

  it('are the same for the same ticket and differ by content, device and copy', () => {
    expect(derivePrintJobId(base)).toBe(derivePrintJobId({ ...base }));
    expect(derivePrintJobId(base)).toMatch(/^order-7-d2-[0-9a-f]{16}-c1$/);
    const others = [
      derivePrintJobId({ ...base, copy: 2 }),
      derivePrintJobId({ ...base, deviceId: 3 }),
      derivePrintJobId({ ...base, content: kitchenContent([{ key: 'p1', printQuantity: 1, sentBefore: 2 }]) }),
      derivePrintJobId({ ...base, kind: 'checker' }),
    ];
    expect(new Set([derivePrintJobId(base), ...others]).size).toBe(5);
  });

  it('do not depend on the order lines are listed in, and copies share a group', () => {
    const ab = kitchenContent([{ key: 'p1', printQuantity: 1, sentBefore: 0 }, { key: 'p2', printQuantity: 1, sentBefore: 0 }]);
    const ba = kitchenContent([{ key: 'p2', printQuantity: 1, sentBefore: 0 }, { key: 'p1', printQuantity: 1, sentBefore: 0 }]);
    expect(ab).toBe(ba);
    expect(jobGroupOf(derivePrintJobId({ ...base, copy: 1 }))).toBe(jobGroupOf(derivePrintJobId({ ...base, copy: 3 })));
    expect(fingerprint('a')).not.toBe(fingerprint('b'));
  });
});

describe('text fitting', () => {
  it('cuts a word wider than its cell and turns control characters into spaces', () => {
    expect(fitText('Supercalifragilistic', 8)).toBe('Supercal ifragili stic');
    expect(fitText('a\tb\u001bc', 10)).toBe('a b c');
    expect(fitText('珍珠奶茶珍珠奶茶', 6).split(' ').every((piece) => textColumns(piece) <= 6)).toBe(true);
  });

  it('sizes cells in whole columns so they add up to the line', () => {
    const cells = line(32, [{ text: 'Subtotal', columns: 'rest' }, { text: '152.000', columns: 12, align: 'right' }]);
    expect(cells.map((cell) => Math.round(cell.width * 32))).toEqual([20, 12]);
  });
});
