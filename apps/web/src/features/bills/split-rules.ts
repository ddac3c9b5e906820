import { MAX_BILL_PARTS, SpecMessage, sumMoney, type Money } from '@kasir/domain';
import type { SplitOrderBody } from '@kasir/contracts';
import { lineAmountOf, type BillLine, type BillProblem } from './bill-lines.ts';

/**
 * What the split dialog holds: the quantity of each line moved into each numbered group. What
 * is not in a group stays on the left (the original) and becomes the final split on submit.
 */
export interface SplitState {
  groups: Array<Record<string, number>>;
}

/** Where a selected line sits: the original list or a group (by index). */
export type SplitPlace = 'original' | number;

export interface SplitSelection {
  place: SplitPlace;
  key: string;
}

export function initialSplitState(): SplitState {
  return { groups: [{}] };
}

function quantityIn(group: Record<string, number> | undefined, key: string): number {
  return group?.[key] ?? 0;
}

/** The quantity of a line still on the left: ordered minus what the groups hold. */
export function originalQuantityOf(state: SplitState, line: BillLine): number {
  return line.quantity - state.groups.reduce((sum, group) => sum + quantityIn(group, line.key), 0);
}

/** The quantity of a line at a place. */
export function quantityAt(state: SplitState, line: BillLine, place: SplitPlace): number {
  return place === 'original' ? originalQuantityOf(state, line) : quantityIn(state.groups[place], line.key);
}

/** Spec §5: the step is a whole number between 1 and the product's quantity (where it sits). */
export function clampStep(step: number, maxQuantity: number): number {
  if (maxQuantity < 1) return 1;
  if (!Number.isFinite(step)) return 1;
  return Math.min(Math.max(Math.trunc(step), 1), maxQuantity);
}

export type MoveResult = { state: SplitState; problem: null } | { state: SplitState; problem: BillProblem };

function withGroupQuantity(groups: SplitState['groups'], index: number, key: string, delta: number): SplitState['groups'] {
  return groups.map((group, position) => {
    if (position !== index) return group;
    const next = quantityIn(group, key) + delta;
    const { [key]: _dropped, ...rest } = group;
    return next > 0 ? { ...rest, [key]: next } : rest;
  });
}

/**
 * Moves `step` units of the selected line from where it sits to `target` (the original list
 * or a group). Nothing selected answers the spec's 'Please select one menu first'; the step is
 * kept between 1 and what the source holds.
 */
export function moveSelected(
  state: SplitState,
  lines: readonly BillLine[],
  selection: SplitSelection | null,
  target: SplitPlace,
  step: number,
): MoveResult {
  const line = selection === null ? undefined : lines.find((candidate) => candidate.key === selection.key);
  if (selection === null || line === undefined) return { state, problem: { specMessage: SpecMessage.SPLIT_SELECT_MENU } };
  if (selection.place === target) return { state, problem: null };
  const available = quantityAt(state, line, selection.place);
  if (available < 1) return { state, problem: { specMessage: SpecMessage.SPLIT_SELECT_MENU } };
  if (typeof target === 'number' && (target < 0 || target >= state.groups.length)) return { state, problem: null };
  const moved = clampStep(step, available);
  let groups = state.groups;
  if (selection.place !== 'original') groups = withGroupQuantity(groups, selection.place, line.key, -moved);
  if (target !== 'original') groups = withGroupQuantity(groups, target, line.key, moved);
  return { state: { groups }, problem: null };
}

export function addGroup(state: SplitState): SplitState {
  if (state.groups.length >= MAX_BILL_PARTS) return state;
  return { groups: [...state.groups, {}] };
}

/** Removing a group gives its products back to the original list; one group always stays. */
export function removeGroup(state: SplitState, index: number): SplitState {
  if (state.groups.length <= 1) return { groups: [{}] };
  return { groups: state.groups.filter((_, position) => position !== index) };
}

/** The lines and quantities at a place, in the order's line order. */
export function linesAt(state: SplitState, lines: readonly BillLine[], place: SplitPlace): Array<{ line: BillLine; quantity: number }> {
  return lines.map((line) => ({ line, quantity: quantityAt(state, line, place) })).filter((entry) => entry.quantity > 0);
}

/** What the lines at a place cost before charges and rounding (a preview; the server prices the new orders). */
export function subtotalAt(state: SplitState, lines: readonly BillLine[], place: SplitPlace): Money {
  return sumMoney(linesAt(state, lines, place).map(({ line, quantity }) => lineAmountOf(line, quantity)));
}

function isGroupEmpty(group: Record<string, number>): boolean {
  return Object.values(group).every((quantity) => quantity <= 0);
}

/** True when something stays on the left: it becomes the final split. */
export function hasLeftovers(state: SplitState, lines: readonly BillLine[]): boolean {
  return lines.some((line) => originalQuantityOf(state, line) > 0);
}

/**
 * The bills the cashier will get, in order: each non-empty group, then the leftovers as the
 * final split. When nothing is left over, the last group plays that part (it stays with the
 * lines the request does not name), so the same bills come out either way.
 */
export function plannedBillsOf(state: SplitState, lines: readonly BillLine[]): SplitPlace[] {
  const groups = state.groups.flatMap((group, index) => (isGroupEmpty(group) ? [] : [index]));
  return hasLeftovers(state, lines) ? [...groups, 'original'] : groups;
}

export type SplitBodyResult = { body: Pick<SplitOrderBody, 'Splits'>; problem: null } | { body: null; problem: BillProblem };

/**
 * The Splits of POST /order/{id}/split: every non-empty group, leftovers not named (they form
 * the final split). A split needs at least two bills in the end, i.e. at least one product
 * moved and not everything in a single group.
 */
export function splitBodyOf(state: SplitState, lines: readonly BillLine[]): SplitBodyResult {
  const bills = plannedBillsOf(state, lines);
  const named = bills.filter((place): place is number => place !== 'original');
  if (named.length === 0) return { body: null, problem: { key: 'nothingMoved' } };
  if (bills.length < 2) return { body: null, problem: { key: 'needTwoBills' } };
  // Without leftovers the last group is the one the server forms from the lines not named.
  const sent = hasLeftovers(state, lines) ? named : named.slice(0, -1);
  const Splits = sent.map((index) => {
    const entries = linesAt(state, lines, index);
    return {
      OrderProducts: entries.filter(({ line }) => line.kind === 'product').map(({ line, quantity }) => ({ OrderProductId: line.id, Quantity: quantity })),
      OrderProductBundles: entries.filter(({ line }) => line.kind === 'bundle').map(({ line, quantity }) => ({ OrderProductId: line.id, Quantity: quantity })),
    };
  });
  return { body: { Splits }, problem: null };
}
