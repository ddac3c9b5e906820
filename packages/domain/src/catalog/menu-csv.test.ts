import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { moneyFromHundredths, type Money } from '../money/money.ts';
import { MENU_CSV_MAX_ROWS, readMenuCsv, sortAddOnNames, writeMenuCsv, type MenuCsvProduct } from './menu-csv.ts';

const latte: MenuCsvProduct = {
  Name: 'Caffè Latte, large',
  Category: 'Coffee',
  Department: 'Bar',
  SellPrice: moneyFromHundredths(2_850_050),
  LevelPrices: { LEVEL1: moneyFromHundredths(3_000_000) },
  Stock: null,
  SoldOut: false,
  AddOns: ['Less Sugar', 'Extra Shot'],
  Description: 'Two lines\n"house" blend',
};

const problemsOf = (text: string) => readMenuCsv(text).problems.map(({ Row, Column, Code }) => [Row, Column, Code]);

describe('menu CSV', () => {
  it('writes a header with the level columns present and one row per product', () => {
    const text = writeMenuCsv([latte, { ...latte, Name: 'Tea', LevelPrices: { LEVEL10: moneyFromHundredths(100), LEVEL2: moneyFromHundredths(200) }, Stock: 4, SoldOut: true, AddOns: [], Description: null, Department: null }]);
    expect(text.split('\r\n')[0]).toBe('Name,Category,Department,SellPrice,LEVEL1,LEVEL2,LEVEL10,Stock,SoldOut,AddOns,Description');
    expect(text).toContain('"Caffè Latte, large",Coffee,Bar,28500.50,30000,,,,false,Extra Shot|Less Sugar,"Two lines\n""house"" blend"\r\n');
    expect(text).toContain('Tea,Coffee,,28500.50,,2,1,4,true,,\r\n');
  });

  it('reads its own file back', () => {
    const read = readMenuCsv(writeMenuCsv([latte]));
    expect(read.problems).toEqual([]);
    expect(read.rows).toEqual([{ Row: 2, Product: { ...latte, AddOns: ['Extra Shot', 'Less Sugar'] } }]);
  });

  it('takes a BOM, LF lines, loose header case, any column order and only the required columns', () => {
    const read = readMenuCsv('\uFEFFsellprice,NAME,category\n15000,Es Teh,Drinks\n');
    expect(read.problems).toEqual([]);
    expect(read.rows[0]?.Product).toEqual({ Name: 'Es Teh', Category: 'Drinks', Department: null, SellPrice: 1_500_000, LevelPrices: {}, Stock: null, SoldOut: false, AddOns: [], Description: null });
  });

  it('names every bad row and cell', () => {
    const text = [
      'Name,Category,Department,SellPrice,LEVEL1,Stock,SoldOut,AddOns,Description',
      ',Coffee,Bar,12.500,1.234,-1,maybe,A|a,',
      'Latte,,Bar,,,,,,',
      'Latte,Coffee,Kitchen,1,,,,,',
      'latte,Coffee,Bar,1,,,,,',
      'Short,row',
      `${'x'.repeat(101)},Coffee,Bar,99999999999999,,,,,`,
    ].join('\n');
    expect(problemsOf(text)).toEqual([
      [2, 'Name', 'MENU_CSV_CELL_REQUIRED'],
      [2, 'SellPrice', 'MENU_CSV_PRICE_INVALID'],
      [2, 'LEVEL1', 'MENU_CSV_PRICE_INVALID'],
      [2, 'Stock', 'MENU_CSV_STOCK_INVALID'],
      [2, 'SoldOut', 'MENU_CSV_SOLD_OUT_INVALID'],
      [2, 'AddOns', 'MENU_CSV_ADD_ON_TWICE'],
      [3, 'Category', 'MENU_CSV_CELL_REQUIRED'],
      [3, 'SellPrice', 'MENU_CSV_CELL_REQUIRED'],
      [5, 'Name', 'MENU_CSV_NAME_TWICE'],
      [5, 'Department', 'MENU_CSV_DEPARTMENT_CONFLICT'],
      [6, null, 'MENU_CSV_FIELD_COUNT'],
      [7, 'Name', 'MENU_CSV_CELL_TOO_LONG'],
      [7, 'SellPrice', 'MENU_CSV_PRICE_TOO_LARGE'],
    ]);
    const twice = readMenuCsv(text).problems.find((problem) => problem.Code === 'MENU_CSV_NAME_TWICE');
    expect(twice?.Message).toBe('Product latte is already in row 4');
  });

  it('names header problems and file problems', () => {
    expect(problemsOf('Name,Category,Price,Name\n')).toEqual([
      [1, 'Price', 'MENU_CSV_COLUMN_UNKNOWN'],
      [1, 'Name', 'MENU_CSV_COLUMN_TWICE'],
      [1, 'SellPrice', 'MENU_CSV_COLUMN_MISSING'],
    ]);
    expect(problemsOf('')).toEqual([[1, null, 'MENU_CSV_NO_HEADER']]);
    expect(problemsOf('Name,Category,SellPrice\n"open,x,1\n')).toEqual([[2, null, 'MENU_CSV_UNCLOSED_QUOTE']]);
    const tooMany = ['Name,Category,SellPrice', ...Array.from({ length: MENU_CSV_MAX_ROWS + 1 }, (_, index) => `P${index},C,1`)].join('\n');
    expect(problemsOf(tooMany)).toEqual([[1, null, 'MENU_CSV_TOO_MANY_ROWS']]);
  });

  it('reads back every menu it writes (property)', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9é咖,"' \n-]{0,12}$/).map((text) => text.trim()).filter((text) => text !== '' && !text.includes('\n'));
    const money = fc.integer({ min: 0, max: 10 ** 12 }).map((value): Money => moneyFromHundredths(value));
    const levels = fc.dictionary(fc.integer({ min: 1, max: 12 }).map((level) => `LEVEL${level}`), money, { maxKeys: 3 });
    const departmentOf = (category: string) => (category.length % 3 === 0 ? null : `Dept ${category.length % 3}`);
    const product = fc.record({
      Name: word,
      Category: word,
      SellPrice: money,
      LevelPrices: levels,
      Stock: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
      SoldOut: fc.boolean(),
      AddOns: fc.uniqueArray(word.filter((name) => !name.includes('|')), { maxLength: 3, selector: (name) => name.toLowerCase() }).map(sortAddOnNames),
      Description: fc.option(word, { nil: null }),
    });
    const menu = fc
      .uniqueArray(product, { maxLength: 8, selector: (item) => item.Name.toLowerCase() })
      .map((items) => items.map((item): MenuCsvProduct => ({ ...item, Department: departmentOf(item.Category.toLowerCase()) })));
    fc.assert(
      fc.property(menu, (products) => {
        const read = readMenuCsv(writeMenuCsv(products));
        expect(read.problems).toEqual([]);
        expect(read.rows.map((row) => row.Product)).toEqual(products);
      }),
    );
  });
});
