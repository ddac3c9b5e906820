import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { signInAs, typeInto, useProductInBrowser } from './harness.ts';
import { chooseLanguage, signInToBackOffice, type Language } from './backoffice-outlets-steps.ts';
import { openFromNav } from './backoffice-payments-steps.ts';
import { chooseCsv, exportMenu, shootMenuImport } from './backoffice-menu-import-steps.ts';

const app = useProductInBrowser();
const NEW_PRODUCT = 'Es Kopi Aren Impor';
const HEADER = 'Name,Category,Department,SellPrice,LEVEL1,Stock,SoldOut,AddOns,Description';
const badFile = [HEADER, `${NEW_PRODUCT},Coffee,,23.000,,,,,Gula aren`, `Teh Hantu,Coffee,,15000,,-2,maybe,No Such Add-on,`].join('\n');
const goodFile = [HEADER, `${NEW_PRODUCT},Coffee,,23000,,,false,,Gula aren`].join('\n');

const labels: Record<Language, { nav: string; importButton: string; exportButton: string; cancel: string }> = {
  en: { nav: 'Import and export', importButton: 'Import CSV', exportButton: 'Export CSV', cancel: 'Cancel' },
  id: { nav: 'Impor dan ekspor', importButton: 'Impor CSV', exportButton: 'Ekspor CSV', cancel: 'Batal' },
  zh: { nav: '导入和导出', importButton: '导入 CSV', exportButton: '导出 CSV', cancel: '取消' },
};

describe('back office: the menu as a CSV file', () => {
  it('the owner exports the menu, sees every error of a bad file named, fixes it, imports it, and the till sells the product', async () => {
    const owner = await app.newTerminal();
    await signInToBackOffice(owner);
    await openFromNav(owner, 'Import and export', /\/backoffice\/menu-import$/);
    await owner.getByText(/Products of Kopi Senja as a CSV file/).waitFor();

    const first = await exportMenu(owner);
    assert.match(first.fileName, /^menu-kopi-senja.*\.csv$/);
    assert.ok(first.text.startsWith(`\uFEFFName,Category,Department,SellPrice,`), 'the header comes first');
    assert.match(first.text, /\r\nAmericano,Coffee,/);

    // A file with errors: every one named by row and column, the import button stays off.
    await chooseCsv(owner, { name: 'menu-with-errors.csv', text: badFile });
    const problems = owner.getByTestId('menu-import-problems');
    await problems.waitFor();
    const problemText = await problems.innerText();
    for (const expected of [/2\s+SellPrice\s+SellPrice must be an amount in rupiah/, /3\s+Stock\s+Stock must be empty/, /3\s+SoldOut\s+SoldOut must be true or false/, /3\s+AddOns\s+Add-on No Such Add-on does not exist at this outlet/]) assert.match(problemText, expected);
    assert.equal(await owner.getByRole('button', { name: /^Import \d+ row\(s\)$/ }).isDisabled(), true, 'a file with errors cannot be imported');
    const second = await exportMenu(owner);
    assert.equal(second.text, first.text, 'nothing changed');

    // The fixed file: one new row, imported after the preview.
    await chooseCsv(owner, { name: 'menu-fixed.csv', text: goodFile });
    const rows = owner.getByTestId('menu-import-rows');
    await rows.getByRole('row', { name: new RegExp(NEW_PRODUCT) }).waitFor();
    assert.match(await rows.getByRole('row', { name: new RegExp(NEW_PRODUCT) }).innerText(), /Coffee[\s\S]*Rp 23\.000[\s\S]*New/i);
    await shootMenuImport(owner, 'preview', 'en');
    await owner.getByRole('button', { name: 'Import 1 row(s)', exact: true }).click();
    await owner.getByTestId('menu-import-done').waitFor();
    await shootMenuImport(owner, 'done', 'en');
    assert.match(await owner.getByTestId('menu-import-done').innerText(), /1 new, 0 changed/);
    const third = await exportMenu(owner);
    assert.match(third.text, new RegExp(`\\r\\n${NEW_PRODUCT},Coffee,[^\\r]*,23000,`));

    // The till's menu has it.
    const till = await app.newTerminal();
    await signInAs(till, 'Ani', '111111', 'Kopi Senja');
    await till.getByTestId('product-grid').waitFor();
    await typeInto(till.getByTestId('menu-search'), 'aren impor');
    await till.getByTestId('product-grid').getByRole('button', { name: NEW_PRODUCT, exact: true }).waitFor({ timeout: 10_000 });
  });

  it('shows the import screen, its preview and its errors in English, Indonesian and Chinese', async () => {
    const owner = await app.newTerminal();
    await signInToBackOffice(owner);
    for (const language of ['en', 'id', 'zh'] as const satisfies readonly Language[]) {
      const words = labels[language];
      await chooseLanguage(owner, language);
      await openFromNav(owner, words.nav, /\/backoffice\/menu-import$/);
      await owner.getByRole('button', { name: words.exportButton, exact: true }).waitFor();
      await shootMenuImport(owner, 'screen', language);
      await chooseCsv(owner, { name: 'menu-with-errors.csv', text: badFile }, words.importButton);
      await owner.getByTestId('menu-import-problems').waitFor();
      await shootMenuImport(owner, 'errors', language);
      await owner.getByRole('button', { name: words.cancel, exact: true }).click();
      await owner.getByTestId('menu-import-problems').waitFor({ state: 'detached' });
    }
  });
});
