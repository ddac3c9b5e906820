import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_ROW_ID, parseRowId } from './row-id.ts';

describe('parseRowId', () => {
  it('takes canonical decimal ids up to the largest row id', () => {
    expect(parseRowId('1')).toBe(1);
    expect(parseRowId('1335')).toBe(1335);
    expect(parseRowId(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
  });

  it.each(['0x537', '0b10100110111', '0o2467', '1335e0', '1335.0', '+1335', '-1335', ' 1335', '1335 ', '%201335', '01335', '0', '', '1_335', 'Infinity', String(MAX_ROW_ID + 1), '99999999999999999999'])(
    'refuses %j',
    (text) => {
      expect(parseRowId(text)).toBeNull();
    },
  );

  it('answers every id in range for its own spelling and nothing else for any other text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ROW_ID }), (id) => parseRowId(String(id)) === id),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const id = parseRowId(text);
        return id === null || String(id) === text;
      }),
    );
  });
});
