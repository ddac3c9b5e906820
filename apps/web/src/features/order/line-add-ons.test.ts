import { describe, expect, it } from 'vitest';
import { addSubProduct, haveAddOnsChanged, isSubProductAvailable, removeAddOn, setAddOnQuantity, toAddOnInputs, type LineAddOn } from './line-add-ons.ts';

const extraShot = { Id: 61, Name: 'Extra Shot', Price: 5000, Quantity: -1, IsSoldOut: false };
const typed: LineAddOn = { subProductId: null, name: 'No Ice', price: 0, quantity: 1 };

describe('line add-ons', () => {
  it('adds a menu add-on once and increments it when chosen again', () => {
    const once = addSubProduct([typed], extraShot);
    const twice = addSubProduct(once, extraShot);
    expect(twice).toEqual([typed, { subProductId: 61, name: 'Extra Shot', price: 5000, quantity: 2 }]);
  });
  it('keeps quantities whole and at least 1, and removes by position', () => {
    expect(setAddOnQuantity([typed], 0, 0)[0]?.quantity).toBe(1);
    expect(setAddOnQuantity([typed], 0, 2.7)[0]?.quantity).toBe(2);
    expect(removeAddOn([typed], 0)).toEqual([]);
  });
  it('offers a sub-product only while it is not sold out and has stock (-1 = unlimited)', () => {
    expect(isSubProductAvailable(extraShot)).toBe(true);
    expect(isSubProductAvailable({ ...extraShot, Quantity: 0 })).toBe(false);
    expect(isSubProductAvailable({ ...extraShot, Quantity: 3, IsSoldOut: true })).toBe(false);
  });
  it('sends menu add-ons by id (the server prices them) and typed ones with name and price', () => {
    const addOns = addSubProduct([typed], extraShot);
    expect(toAddOnInputs(addOns)).toEqual([{ Name: 'No Ice', Price: 0, Quantity: 1 }, { SubProductId: 61, Quantity: 1 }]);
    expect(haveAddOnsChanged([typed], addOns)).toBe(true);
    expect(haveAddOnsChanged([typed], [{ ...typed }])).toBe(false);
  });
});
