import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readCsv, writeCsv } from './csv-text.ts';

const fieldsOf = (text: string) => {
  const read = readCsv(text);
  if (!read.ok) throw new Error(`unclosed quote on line ${read.line}`);
  return read.records.map((record) => record.fields);
};

describe('RFC 4180 CSV text', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF, and a BOM', () => {
    const text = '\uFEFFName,Note\r\n"Kopi, Susu","say ""hi"""\n"two\r\nlines",x\r\n';
    expect(fieldsOf(text)).toEqual([
      ['Name', 'Note'],
      ['Kopi, Susu', 'say "hi"'],
      ['two\r\nlines', 'x'],
    ]);
  });

  it('skips blank lines, keeps empty fields and numbers records by their first line', () => {
    const read = readCsv('a,b\n\n,\n"x\ny",z\nlast,');
    expect(read).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['a', 'b'] },
        { line: 3, fields: ['', ''] },
        { line: 4, fields: ['x\ny', 'z'] },
        { line: 6, fields: ['last', ''] },
      ],
    });
  });

  it('names the line of a quote that never closes', () => {
    expect(readCsv('a,b\n1,"open\n2,3\n')).toEqual({ ok: false, line: 2 });
  });

  it('writes quotes only where needed, CRLF after each record', () => {
    expect(writeCsv([['a', 'b,c', 'd"e', 'f\ng', ''], ['']])).toBe('a,"b,c","d""e","f\ng",\r\n""\r\n');
  });

  it('reads back whatever it writes', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\r', '\n', 'é', '咖', '|', '1', '.') });
    fc.assert(
      fc.property(fc.array(fc.array(field, { minLength: 1, maxLength: 6 }), { maxLength: 8 }), (records) => {
        expect(fieldsOf(writeCsv(records))).toEqual(records);
      }),
    );
  });
});
