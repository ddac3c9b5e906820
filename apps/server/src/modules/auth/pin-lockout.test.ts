import { describe, expect, it } from 'vitest';
import { lockedUntil, minutesLeft } from './pin-lockout.ts';

const rule = { threshold: 5, windowMs: 15 * 60_000, lockoutMs: 15 * 60_000 };
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();

describe('lockedUntil', () => {
  it('is not locked below the threshold', () => {
    expect(lockedUntil([at(4), at(3), at(2), at(1)], rule, new Date(at(5)))).toBeNull();
  });

  it('locks for 15 minutes from the fifth failure inside 15 minutes', () => {
    const failures = [at(10), at(8), at(6), at(3), at(1)];
    expect(lockedUntil(failures, rule, new Date(at(11)))?.toISOString()).toBe(at(25));
    expect(lockedUntil(failures, rule, new Date(at(25)))).toBeNull();
  });

  it('does not lock when the five failures spread over more than 15 minutes', () => {
    expect(lockedUntil([at(20), at(15), at(10), at(5), at(0)], rule, new Date(at(21)))).toBeNull();
  });

  it('reports at least one minute left', () => {
    expect(minutesLeft(new Date(at(25)), new Date(at(24)))).toBe(1);
    expect(minutesLeft(new Date(at(25)), new Date(at(11)))).toBe(14);
  });
});
