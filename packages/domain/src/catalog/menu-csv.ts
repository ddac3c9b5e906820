import { fillMessage } from '../codes/messages.ts';
import { ServerMessage } from '../codes/server-messages.ts';
import { NUMERIC_MAX } from '../limits.ts';
import type { Money } from '../money/money.ts';
import { readCsv, writeCsv } from './csv-text.ts';
import { formatRupiahText, parseRupiahText } from './rupiah-text.ts';

/**
 * An outlet's menu as a CSV file (issue 21; docs/menu-csv.md): one row per product. Pure: the
 * server reads and writes files with it and the web could preview with it.
 */

/** A menu file holds at most this many products (the large catalog seed has 2,000). */
export const MENU_CSV_MAX_ROWS = 5000;
/** A menu file is at most this many bytes (5,000 full rows fit easily). */
export const MENU_CSV_MAX_BYTES = 2 * 1024 * 1024;
/** Longest product, category, department or add-on name a row may carry. */
export const MENU_CSV_NAME_MAX = 100;
/** Longest description a row may carry. */
export const MENU_CSV_DESCRIPTION_MAX = 1000;
/** Largest stock count a row may carry. */
export const MENU_CSV_STOCK_MAX = 1_000_000_000;
/** Separates add-on names in the AddOns cell. */
export const MENU_CSV_ADD_ON_SEPARATOR = '|';

export const MenuCsvColumn = {
  NAME: 'Name',
  CATEGORY: 'Category',
  DEPARTMENT: 'Department',
  SELL_PRICE: 'SellPrice',
  STOCK: 'Stock',
  SOLD_OUT: 'SoldOut',
  ADD_ONS: 'AddOns',
  DESCRIPTION: 'Description',
} as const;

const LEVEL_COLUMN = /^LEVEL([1-9]\d{0,2})$/i;
const REQUIRED_COLUMNS = [MenuCsvColumn.NAME, MenuCsvColumn.CATEGORY, MenuCsvColumn.SELL_PRICE] as const;
const TRUE_WORDS = new Set(['true', 'yes', '1']);
const FALSE_WORDS = new Set(['false', 'no', '0', '']);
const STOCK_TEXT = /^\d+$/;

/** One product of the file, as the catalog keeps it (money in hundredths). */
export interface MenuCsvProduct {
  Name: string;
  Category: string;
  /** Null: the category has no department (or, on import, keeps the one it has). */
  Department: string | null;
  SellPrice: Money;
  /** 'LEVEL1' → price, only the levels the product has. */
  LevelPrices: Record<string, Money>;
  /** Null: stock is not tracked. */
  Stock: number | null;
  SoldOut: boolean;
  AddOns: string[];
  Description: string | null;
}

export type MenuCsvMessageCode = keyof typeof ServerMessage & `MENU_CSV_${string}`;

/** A bad row or cell: Row is the file's line (the header is row 1); Column null names the whole row or file. */
export interface MenuCsvProblem {
  Row: number;
  Column: string | null;
  Code: MenuCsvMessageCode;
  Params: Record<string, string>;
  Message: string;
}

export interface MenuCsvRow {
  Row: number;
  Product: MenuCsvProduct;
}

export interface MenuCsvReadResult {
  rows: MenuCsvRow[];
  problems: MenuCsvProblem[];
  /** The add-on names of every row that has the header's fields, bad rows too: the server names unknown ones in all of them. */
  addOnCells: Array<{ Row: number; Names: string[] }>;
}

export function menuCsvProblem(Row: number, Column: string | null, Code: MenuCsvMessageCode, params: Record<string, string | number> = {}): MenuCsvProblem {
  const Params = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return { Row, Column, Code, Params, Message: fillMessage(ServerMessage[Code], Params) };
}

const levelNumber = (level: string) => Number(LEVEL_COLUMN.exec(level)?.[1] ?? 0);

/** Sorts LEVEL names by their number: LEVEL2 before LEVEL10. */
export function sortLevels(levels: Iterable<string>): string[] {
  return [...new Set(levels)].sort((left, right) => levelNumber(left) - levelNumber(right));
}

/** Add-on names in the order the file writes them: by name, case-insensitively. */
export function sortAddOnNames(names: readonly string[]): string[] {
  return [...names].sort((left, right) => left.toLowerCase().localeCompare(right.toLowerCase()) || left.localeCompare(right));
}

/** The CSV text of the products: a header, then one row each; level columns are those any product has. */
export function writeMenuCsv(products: readonly MenuCsvProduct[]): string {
  const levels = sortLevels(products.flatMap((product) => Object.keys(product.LevelPrices)));
  const header = [MenuCsvColumn.NAME, MenuCsvColumn.CATEGORY, MenuCsvColumn.DEPARTMENT, MenuCsvColumn.SELL_PRICE, ...levels, MenuCsvColumn.STOCK, MenuCsvColumn.SOLD_OUT, MenuCsvColumn.ADD_ONS, MenuCsvColumn.DESCRIPTION];
  const rows = products.map((product) => {
    const level = (name: string) => product.LevelPrices[name];
    return [
      product.Name,
      product.Category,
      product.Department ?? '',
      formatRupiahText(product.SellPrice),
      ...levels.map((name) => {
        const price = level(name);
        return price === undefined ? '' : formatRupiahText(price);
      }),
      product.Stock === null ? '' : String(product.Stock),
      product.SoldOut ? 'true' : 'false',
      sortAddOnNames(product.AddOns).join(MENU_CSV_ADD_ON_SEPARATOR),
      product.Description ?? '',
    ];
  });
  return writeCsv([header, ...rows]);
}

interface HeaderMap {
  index: Map<string, number>;
  levels: Array<{ level: string; index: number }>;
}

function readHeader(fields: readonly string[], problems: MenuCsvProblem[]): HeaderMap | null {
  const known = new Map(Object.values(MenuCsvColumn).map((column) => [column.toLowerCase(), column]));
  const index = new Map<string, number>();
  const levels: HeaderMap['levels'] = [];
  fields.forEach((raw, position) => {
    const text = raw.trim();
    const level = LEVEL_COLUMN.exec(text);
    const column = level ? `LEVEL${Number(level[1])}` : known.get(text.toLowerCase());
    if (!column) {
      problems.push(menuCsvProblem(1, text, 'MENU_CSV_COLUMN_UNKNOWN', { column: text }));
      return;
    }
    if (index.has(column)) {
      problems.push(menuCsvProblem(1, column, 'MENU_CSV_COLUMN_TWICE', { column }));
      return;
    }
    index.set(column, position);
    if (level) levels.push({ level: column, index: position });
  });
  for (const column of REQUIRED_COLUMNS) if (!index.has(column)) problems.push(menuCsvProblem(1, column, 'MENU_CSV_COLUMN_MISSING', { column }));
  return problems.length > 0 ? null : { index, levels };
}

type CellReader = (column: string) => string;

function readName(cell: CellReader, row: number, column: string, problems: MenuCsvProblem[], required: boolean): string | null {
  const text = cell(column).trim();
  if (text === '') {
    if (required) problems.push(menuCsvProblem(row, column, 'MENU_CSV_CELL_REQUIRED', { column }));
    return null;
  }
  if (text.length > MENU_CSV_NAME_MAX) problems.push(menuCsvProblem(row, column, 'MENU_CSV_CELL_TOO_LONG', { column, max: MENU_CSV_NAME_MAX }));
  return text;
}

function readPrice(text: string, row: number, column: string, problems: MenuCsvProblem[]): Money | null {
  const parsed = parseRupiahText(text);
  if (parsed.ok) return parsed.amount;
  if (parsed.problem === 'TOO_LARGE') problems.push(menuCsvProblem(row, column, 'MENU_CSV_PRICE_TOO_LARGE', { column, max: NUMERIC_MAX }));
  else problems.push(menuCsvProblem(row, column, 'MENU_CSV_PRICE_INVALID', { column }));
  return null;
}

function readAddOns(text: string, row: number, problems: MenuCsvProblem[]): string[] {
  const names = text.split(MENU_CSV_ADD_ON_SEPARATOR).map((name) => name.trim()).filter((name) => name !== '');
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.toLowerCase();
    if (seen.has(key)) problems.push(menuCsvProblem(row, MenuCsvColumn.ADD_ONS, 'MENU_CSV_ADD_ON_TWICE', { name }));
    else if (name.length > MENU_CSV_NAME_MAX) problems.push(menuCsvProblem(row, MenuCsvColumn.ADD_ONS, 'MENU_CSV_CELL_TOO_LONG', { column: MenuCsvColumn.ADD_ONS, max: MENU_CSV_NAME_MAX }));
    seen.add(key);
  }
  return names;
}

function readRow(cell: CellReader, row: number, header: HeaderMap, problems: MenuCsvProblem[]): MenuCsvProduct | null {
  const before = problems.length;
  const name = readName(cell, row, MenuCsvColumn.NAME, problems, true);
  const category = readName(cell, row, MenuCsvColumn.CATEGORY, problems, true);
  const department = readName(cell, row, MenuCsvColumn.DEPARTMENT, problems, false);
  const priceText = cell(MenuCsvColumn.SELL_PRICE).trim();
  let sellPrice: Money | null = null;
  if (priceText === '') problems.push(menuCsvProblem(row, MenuCsvColumn.SELL_PRICE, 'MENU_CSV_CELL_REQUIRED', { column: MenuCsvColumn.SELL_PRICE }));
  else sellPrice = readPrice(priceText, row, MenuCsvColumn.SELL_PRICE, problems);
  const levelPrices: Record<string, Money> = {};
  for (const { level } of header.levels) {
    const text = cell(level).trim();
    if (text === '') continue;
    const price = readPrice(text, row, level, problems);
    if (price !== null) levelPrices[level] = price;
  }
  const stockText = cell(MenuCsvColumn.STOCK).trim();
  let stock: number | null = null;
  if (stockText !== '') {
    if (STOCK_TEXT.test(stockText) && Number(stockText) <= MENU_CSV_STOCK_MAX) stock = Number(stockText);
    else problems.push(menuCsvProblem(row, MenuCsvColumn.STOCK, 'MENU_CSV_STOCK_INVALID', { max: MENU_CSV_STOCK_MAX }));
  }
  const soldOutText = cell(MenuCsvColumn.SOLD_OUT).trim().toLowerCase();
  const soldOut = TRUE_WORDS.has(soldOutText);
  if (!soldOut && !FALSE_WORDS.has(soldOutText)) problems.push(menuCsvProblem(row, MenuCsvColumn.SOLD_OUT, 'MENU_CSV_SOLD_OUT_INVALID'));
  const addOns = readAddOns(cell(MenuCsvColumn.ADD_ONS), row, problems);
  const descriptionText = cell(MenuCsvColumn.DESCRIPTION);
  if (descriptionText.length > MENU_CSV_DESCRIPTION_MAX) {
    problems.push(menuCsvProblem(row, MenuCsvColumn.DESCRIPTION, 'MENU_CSV_CELL_TOO_LONG', { column: MenuCsvColumn.DESCRIPTION, max: MENU_CSV_DESCRIPTION_MAX }));
  }
  if (problems.length > before || name === null || category === null || sellPrice === null) return null;
  return {
    Name: name,
    Category: category,
    Department: department,
    SellPrice: sellPrice,
    LevelPrices: levelPrices,
    Stock: stock,
    SoldOut: soldOut,
    AddOns: addOns,
    Description: descriptionText.trim() === '' ? null : descriptionText,
  };
}

/** Rules across rows: a product once per file, a category with one department. */
function checkAcrossRows(rows: readonly MenuCsvRow[], problems: MenuCsvProblem[]): void {
  const names = new Map<string, number>();
  const departments = new Map<string, { department: string; row: number }>();
  for (const { Row, Product } of rows) {
    const nameKey = Product.Name.toLowerCase();
    const first = names.get(nameKey);
    if (first === undefined) names.set(nameKey, Row);
    else problems.push(menuCsvProblem(Row, MenuCsvColumn.NAME, 'MENU_CSV_NAME_TWICE', { name: Product.Name, row: first }));
    if (Product.Department === null) continue;
    const categoryKey = Product.Category.toLowerCase();
    const known = departments.get(categoryKey);
    if (!known) departments.set(categoryKey, { department: Product.Department, row: Row });
    else if (known.department.toLowerCase() !== Product.Department.toLowerCase()) {
      problems.push(menuCsvProblem(Row, MenuCsvColumn.DEPARTMENT, 'MENU_CSV_DEPARTMENT_CONFLICT', { category: Product.Category, department: known.department, row: known.row }));
    }
  }
}

/** Reads a menu file: every product row it holds and every problem, named by row and column. */
export function readMenuCsv(text: string): MenuCsvReadResult {
  const problems: MenuCsvProblem[] = [];
  const read = readCsv(text);
  if (!read.ok) return { rows: [], addOnCells: [], problems: [menuCsvProblem(read.line, null, 'MENU_CSV_UNCLOSED_QUOTE', { line: read.line })] };
  const [headerRecord, ...records] = read.records;
  if (!headerRecord) return { rows: [], addOnCells: [], problems: [menuCsvProblem(1, null, 'MENU_CSV_NO_HEADER')] };
  const header = readHeader(headerRecord.fields, problems);
  if (!header) return { rows: [], addOnCells: [], problems };
  if (records.length > MENU_CSV_MAX_ROWS) return { rows: [], addOnCells: [], problems: [menuCsvProblem(1, null, 'MENU_CSV_TOO_MANY_ROWS', { max: MENU_CSV_MAX_ROWS })] };
  const rows: MenuCsvRow[] = [];
  const addOnCells: MenuCsvReadResult['addOnCells'] = [];
  // Row numbers count records as a spreadsheet shows them: the header is row 1, blank lines are skipped.
  let rowNumber = 1;
  for (const record of records) {
    rowNumber += 1;
    if (record.fields.length !== headerRecord.fields.length) {
      problems.push(menuCsvProblem(rowNumber, null, 'MENU_CSV_FIELD_COUNT', { count: record.fields.length, expected: headerRecord.fields.length }));
      continue;
    }
    const cell: CellReader = (column) => {
      const position = header.index.get(column);
      return position === undefined ? '' : (record.fields[position] ?? '');
    };
    const names = cell(MenuCsvColumn.ADD_ONS).split(MENU_CSV_ADD_ON_SEPARATOR).map((name) => name.trim()).filter((name) => name !== '');
    if (names.length > 0) addOnCells.push({ Row: rowNumber, Names: names });
    const product = readRow(cell, rowNumber, header, problems);
    if (product) rows.push({ Row: rowNumber, Product: product });
  }
  checkAcrossRows(rows, problems);
  problems.sort((left, right) => left.Row - right.Row);
  return { rows, problems, addOnCells };
}
