/**
 * RFC 4180 CSV text, pure: comma separator, fields quoted with '"' when they hold a comma, a
 * quote or a line break (a quote inside is doubled), records ended by CRLF. Reading also takes
 * LF line ends, a UTF-8 byte order mark at the start, and skips lines with nothing on them.
 */

const BYTE_ORDER_MARK = '\uFEFF';
const QUOTE = '"';
const SEPARATOR = ',';
const RECORD_END = '\r\n';
const NEEDS_QUOTES = /[",\r\n]/;

/** One record as read: its fields and the 1-based line of the file it starts on. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export type CsvReadResult = { ok: true; records: CsvRecord[] } | { ok: false; line: number };

function quoteField(field: string): string {
  return NEEDS_QUOTES.test(field) ? `${QUOTE}${field.replaceAll(QUOTE, QUOTE + QUOTE)}${QUOTE}` : field;
}

/** The CSV text of the records; a record of one empty field is written as "" so it reads back. */
export function writeCsv(records: readonly (readonly string[])[]): string {
  return records
    .map((fields) => (fields.length === 1 && fields[0] === '' ? QUOTE + QUOTE : fields.map(quoteField).join(SEPARATOR)) + RECORD_END)
    .join('');
}

/** The records of a CSV text; an unclosed quote answers the line its field starts on. */
export function readCsv(text: string): CsvReadResult {
  const source = text.startsWith(BYTE_ORDER_MARK) ? text.slice(BYTE_ORDER_MARK.length) : text;
  const records: CsvRecord[] = [];
  let line = 1;
  let index = 0;
  while (index < source.length) {
    const recordLine = line;
    const fields: string[] = [];
    let field = '';
    let wasQuoted = false;
    let atRecordEnd = false;
    while (!atRecordEnd) {
      const char = source[index];
      if (char === undefined) {
        atRecordEnd = true;
      } else if (char === QUOTE && field === '' && !wasQuoted) {
        const startLine = line;
        index += 1;
        let closed = false;
        while (index < source.length) {
          const inner = source[index] as string;
          if (inner === QUOTE) {
            if (source[index + 1] === QUOTE) {
              field += QUOTE;
              index += 2;
              continue;
            }
            index += 1;
            closed = true;
            break;
          }
          if (inner === '\n') line += 1;
          field += inner;
          index += 1;
        }
        if (!closed) return { ok: false, line: startLine };
        wasQuoted = true;
      } else if (char === SEPARATOR) {
        fields.push(field);
        field = '';
        wasQuoted = false;
        index += 1;
      } else if (char === '\r' || char === '\n') {
        index += char === '\r' && source[index + 1] === '\n' ? 2 : 1;
        line += 1;
        atRecordEnd = true;
      } else {
        field += char;
        index += 1;
      }
    }
    fields.push(field);
    const blank = fields.length === 1 && fields[0] === '' && !wasQuoted;
    if (!blank) records.push({ line: recordLine, fields });
  }
  return { ok: true, records };
}
