import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window.ts';

describe('order history page window (spec §9: 10 pages)', () => {
  it('shows every page when there are at most 10', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('moves in blocks of 10 that hold the current page', () => {
    expect(pageWindow(10, 25)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(11, 25)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(23, 25)).toEqual([21, 22, 23, 24, 25]);
  });

  it('clamps a page outside the range and has nothing to show without pages', () => {
    expect(pageWindow(99, 12)).toEqual([11, 12]);
    expect(pageWindow(0, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
