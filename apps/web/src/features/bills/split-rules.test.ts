import { describe, expect, it } from 'vitest';
import { MAX_BILL_PARTS, OrderProductStatus, SpecMessage, toHundredths } from '@kasir/domain';
import { dineInOrder, orderProduct } from '../order/test-orders.ts';
import { billLinesOf } from './bill-lines.ts';
import {
  addGroup,
  clampStep,
  initialSplitState,
  linesAt,
  moveSelected,
  originalQuantityOf,
  plannedBillsOf,
  removeGroup,
  splitBodyOf,
  subtotalAt,
  type SplitState,
} from './split-rules.ts';

// 2 Es Kopi Susu (27.000 each with the shot), 3 Americano (20.000), 1 Paket Sarapan bundle (40.000).
const order = dineInOrder({
  OrderProducts: [
    ...dineInOrder().OrderProducts,
    orderProduct({ Id: 12, ProductName: 'Americano', Quantity: 3, Price: 20000, Total: 60000 }),
    orderProduct({ Id: 13, ProductName: 'Waiting for the kitchen', Quantity: 1, Status: OrderProductStatus.PENDING }),
  ],
});
const lines = billLinesOf(order);
const [kopi, americano, bundle] = lines;
if (!kopi || !americano || !bundle) throw new Error('fixture lines');

function move(state: SplitState, key: string, from: 'original' | number, to: 'original' | number, step: number): SplitState {
  const result = moveSelected(state, lines, { place: from, key }, to, step);
  expect(result.problem).toBeNull();
  return result.state;
}

describe('split bill lines', () => {
  it('lists the bill lines of the order, products then bundles, without customer lines still pending', () => {
    expect(lines.map((line) => line.key)).toEqual(['p11', 'p12', 'b21']);
    expect(toHundredths(kopi.unitPrice)).toBe(2_700_000);
  });
});

describe('moving products between the original and the groups', () => {
  it("asks to select a menu first ('Please select one menu first')", () => {
    const result = moveSelected(initialSplitState(), lines, null, 0, 1);
    expect(result.problem).toEqual({ specMessage: SpecMessage.SPLIT_SELECT_MENU });
    expect(result.state).toEqual(initialSplitState());
  });

  it('keeps the step between 1 and the quantity where the product sits', () => {
    expect(clampStep(0, 3)).toBe(1);
    expect(clampStep(-2, 3)).toBe(1);
    expect(clampStep(7, 3)).toBe(3);
    expect(clampStep(2.9, 3)).toBe(2);
    expect(clampStep(Number.NaN, 3)).toBe(1);
    let state = move(initialSplitState(), 'p12', 'original', 0, 99);
    expect(linesAt(state, lines, 0)).toEqual([{ line: americano, quantity: 3 }]);
    expect(originalQuantityOf(state, americano)).toBe(0);
    state = move(state, 'p12', 0, 'original', 2);
    expect(originalQuantityOf(state, americano)).toBe(2);
    expect(linesAt(state, lines, 0)).toEqual([{ line: americano, quantity: 1 }]);
  });

  it('moves between numbered groups and conserves every quantity', () => {
    let state = addGroup(move(initialSplitState(), 'p11', 'original', 0, 2));
    state = move(state, 'p11', 0, 1, 1);
    expect(linesAt(state, lines, 0)).toEqual([{ line: kopi, quantity: 1 }]);
    expect(linesAt(state, lines, 1)).toEqual([{ line: kopi, quantity: 1 }]);
    for (const line of lines) {
      const inGroups = state.groups.reduce((sum, group) => sum + (group[line.key] ?? 0), 0);
      expect(originalQuantityOf(state, line) + inGroups).toBe(line.quantity);
    }
  });

  it('refuses to move what is not there any more', () => {
    const state = move(initialSplitState(), 'b21', 'original', 0, 1);
    expect(moveSelected(state, lines, { place: 'original', key: 'b21' }, 0, 1).problem).toEqual({ specMessage: SpecMessage.SPLIT_SELECT_MENU });
  });

  it('gives a removed group back to the original, keeps one group and at most the contract bound', () => {
    let state = addGroup(move(initialSplitState(), 'p12', 'original', 0, 2));
    state = move(state, 'p11', 'original', 1, 1);
    state = removeGroup(state, 0);
    expect(state.groups).toEqual([{ p11: 1 }]);
    expect(originalQuantityOf(state, americano)).toBe(3);
    expect(removeGroup(state, 0).groups).toEqual([{}]);
    let many = initialSplitState();
    for (let index = 0; index < MAX_BILL_PARTS + 5; index += 1) many = addGroup(many);
    expect(many.groups).toHaveLength(MAX_BILL_PARTS);
  });

  it('previews each place at its order price before charges', () => {
    const state = move(move(initialSplitState(), 'p12', 'original', 0, 2), 'b21', 'original', 0, 1);
    expect(toHundredths(subtotalAt(state, lines, 0))).toBe(8_000_000);
    expect(toHundredths(subtotalAt(state, lines, 'original'))).toBe(5_400_000 + 2_000_000);
  });
});

describe('the split request', () => {
  it('makes the leftovers the final split: only the groups are named', () => {
    let state = addGroup(move(initialSplitState(), 'p12', 'original', 0, 2));
    state = move(state, 'b21', 'original', 1, 1);
    expect(plannedBillsOf(state, lines)).toEqual([0, 1, 'original']);
    expect(splitBodyOf(state, lines)).toEqual({
      problem: null,
      body: {
        Splits: [
          { OrderProducts: [{ OrderProductId: 12, Quantity: 2 }], OrderProductBundles: [] },
          { OrderProducts: [], OrderProductBundles: [{ OrderProductId: 21, Quantity: 1 }] },
        ],
      },
    });
  });

  it('lets the last group stand for the leftovers when everything was moved', () => {
    let state = addGroup(move(move(initialSplitState(), 'p11', 'original', 0, 2), 'p12', 'original', 0, 3));
    state = move(state, 'b21', 'original', 1, 1);
    expect(plannedBillsOf(state, lines)).toEqual([0, 1]);
    expect(splitBodyOf(state, lines).body?.Splits).toEqual([
      { OrderProducts: [{ OrderProductId: 11, Quantity: 2 }, { OrderProductId: 12, Quantity: 3 }], OrderProductBundles: [] },
    ]);
  });

  it('skips empty groups and needs two bills in the end', () => {
    expect(splitBodyOf(initialSplitState(), lines)).toEqual({ body: null, problem: { key: 'nothingMoved' } });
    const everything = move(move(move(initialSplitState(), 'p11', 'original', 0, 2), 'p12', 'original', 0, 3), 'b21', 'original', 0, 1);
    expect(splitBodyOf(addGroup(everything), lines)).toEqual({ body: null, problem: { key: 'needTwoBills' } });
    const one = addGroup(addGroup(initialSplitState()));
    const withOne = move(one, 'p12', 'original', 2, 1);
    expect(splitBodyOf(withOne, lines).body?.Splits).toEqual([{ OrderProducts: [{ OrderProductId: 12, Quantity: 1 }], OrderProductBundles: [] }]);
  });
});
