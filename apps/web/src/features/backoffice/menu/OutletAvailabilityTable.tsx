import { Checkbox, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../payments/money-text.ts';
import { useCategories } from './catalog-api.ts';
import { MoneyInput } from './MoneyInput.tsx';
import type { OutletForm } from './product-form.ts';

type RowProps = { row: OutletForm; currency: string; productPrice: number | ''; showErrors: boolean; onChange(row: OutletForm): void };

function OutletRow({ row, currency, productPrice, showErrors, onChange }: RowProps) {
  const { t } = useTranslation();
  const categories = useCategories(row.outletId);
  const options = (categories.data ?? []).map((category) => ({ value: String(category.Id), label: category.Name }));
  const set = (patch: Partial<OutletForm>) => onChange({ ...row, ...patch });
  const outlet = row.outletName;
  const missingCategory = showErrors && row.available && row.categoryId === null;
  return (
    <Table.Tr>
      <Table.Td fw={600}>{outlet}</Table.Td>
      <Table.Td>
        <Checkbox size="md" aria-label={t('boMenu.outletTable.availableAria', { outlet })} checked={row.available} onChange={(event) => set({ available: event.currentTarget.checked, categoryId: row.categoryId ?? (event.currentTarget.checked && options.length === 1 ? options[0]!.value : null) })} />
      </Table.Td>
      <Table.Td>
        <Select
          size="sm"
          miw={160}
          aria-label={t('boMenu.outletTable.categoryAria', { outlet })}
          placeholder={options.length === 0 ? t('boMenu.outletTable.noCategories') : undefined}
          data={options}
          value={row.categoryId}
          disabled={!row.available}
          error={missingCategory ? t('boMenu.outletTable.categoryRequired') : undefined}
          onChange={(value) => set({ categoryId: value })}
        />
      </Table.Td>
      <Table.Td>
        <MoneyInput size="sm" w={170} aria-label={t('boMenu.outletTable.priceAria', { outlet })} currency={currency} placeholder={productPrice === '' ? undefined : moneyText(productPrice, currency)} disabled={!row.available} value={row.price} onValue={(price) => set({ price })} />
      </Table.Td>
      <Table.Td>
        <NumberInput size="sm" w={110} aria-label={t('boMenu.outletTable.stockAria', { outlet })} placeholder="∞" min={0} allowNegative={false} decimalScale={0} hideControls disabled={!row.available} value={row.stock} onChange={(value) => set({ stock: typeof value === 'number' ? value : '' })} />
      </Table.Td>
      <Table.Td>
        <Checkbox size="md" aria-label={t('boMenu.outletTable.soldOutAria', { outlet })} disabled={!row.available} checked={row.soldOut} onChange={(event) => set({ soldOut: event.currentTarget.checked })} />
      </Table.Td>
    </Table.Tr>
  );
}

/** Each outlet of the owner: whether it sells the product, in which category, at what price and stock. */
export function OutletAvailabilityTable({ rows, currency, productPrice, showErrors, onChange }: { rows: OutletForm[]; currency: string; productPrice: number | ''; showErrors: boolean; onChange(rows: OutletForm[]): void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text fw={600}>{t('boMenu.outletTable.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('boMenu.outletTable.hint')} {t('boMenu.outletTable.stockHint')}
      </Text>
      <Table verticalSpacing="xs" withTableBorder data-testid="bo-product-outlets">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('boMenu.outletTable.outlet')}</Table.Th>
            <Table.Th>{t('boMenu.outletTable.available')}</Table.Th>
            <Table.Th>{t('boMenu.outletTable.category')}</Table.Th>
            <Table.Th>{t('boMenu.outletTable.price')}</Table.Th>
            <Table.Th>{t('boMenu.outletTable.stock')}</Table.Th>
            <Table.Th>{t('boMenu.outletTable.soldOut')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <OutletRow key={row.outletId} row={row} currency={currency} productPrice={productPrice} showErrors={showErrors} onChange={(next) => onChange(rows.map((candidate) => (candidate.outletId === next.outletId ? next : candidate)))} />
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
