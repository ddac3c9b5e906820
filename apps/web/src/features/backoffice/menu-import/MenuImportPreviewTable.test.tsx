import { render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MenuImportPreview } from '@kasir/contracts';
import { menuCsvProblem } from '@kasir/domain';
import { AppProviders } from '../../../app/AppProviders.tsx';
import { i18n } from '../../../i18n/i18n.ts';
import { registerBackOfficeTranslations } from '../backoffice-i18n.ts';
import { MenuImportProblems, MenuImportRows } from './MenuImportPreviewTable.tsx';

beforeAll(() => registerBackOfficeTranslations());
afterEach(() => i18n.changeLanguage('en'));

const problems = [menuCsvProblem(3, 'SellPrice', 'MENU_CSV_PRICE_INVALID', { column: 'SellPrice' }), menuCsvProblem(4, null, 'MENU_CSV_FIELD_COUNT', { count: 2, expected: 9 })];
const preview: MenuImportPreview = {
  Rows: [
    { Row: 2, Name: 'Es Teh', Category: 'Drinks', SellPrice: 12500.5, Action: 'create' },
    { Row: 3, Name: 'Kopi', Category: 'Coffee', SellPrice: 1, Action: 'unchanged' },
  ],
  Problems: problems,
  Create: 1,
  Update: 0,
  Unchanged: 1,
  NewCategories: ['Drinks'],
  NewDepartments: [],
};

const renderIn = (node: React.ReactNode) => render(<AppProviders queryClient={new QueryClient()}>{node}</AppProviders>);

describe('menu import preview', () => {
  it('names each problem by row and column in the owner language', async () => {
    await i18n.changeLanguage('id');
    renderIn(<MenuImportProblems problems={problems} />);
    const rows = within(screen.getByTestId('menu-import-problems')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('3SellPriceSellPrice harus berupa jumlah rupiah seperti 12500 atau 12500.50');
    expect(rows[2]).toHaveTextContent('4(seluruh baris)Baris ini memiliki 2 kolom, sedangkan judul memiliki 9');
  });

  it('shows each row with its price as money and its action, a row with a problem highlighted', () => {
    renderIn(<MenuImportRows preview={preview} currencyCode="Rp" />);
    const rows = within(screen.getByTestId('menu-import-rows')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Es Teh.*Drinks.*Rp 12\.500,5.*New/);
    expect(rows[2]).toHaveTextContent(/Kopi.*Coffee.*Unchanged/);
    expect(rows[2]?.getAttribute('style') ?? '').toContain('red');
    expect(rows[1]?.getAttribute('style') ?? '').not.toContain('red');
  });
});
