import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MenuCsvProblemWire, MenuImportPreview } from '@kasir/contracts';
import { translateMessage } from '../../../i18n/messages.ts';
import { moneyText } from '../payments/money-text.ts';

const ACTION_COLOR = { create: 'teal', update: 'blue', unchanged: 'gray' } as const;

/** A problem in the owner's language, from its code and values. */
export const problemText = (problem: MenuCsvProblemWire) => translateMessage(problem.Message, { code: problem.Code, params: problem.Params });

/** Every problem of the file, by row and column, in red. */
export function MenuImportProblems({ problems }: { problems: readonly MenuCsvProblemWire[] }) {
  const { t } = useTranslation();
  return (
    <Table withTableBorder verticalSpacing="xs" fz="md" data-testid="menu-import-problems" aria-label={t('boMenuImport.problems.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={80}>{t('boMenuImport.columns.row')}</Table.Th>
          <Table.Th w={160}>{t('boMenuImport.columns.column')}</Table.Th>
          <Table.Th>{t('boMenuImport.columns.problem')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {problems.map((problem, index) => (
          <Table.Tr key={`${problem.Row}-${problem.Column ?? ''}-${index}`} bg="red.0">
            <Table.Td>{problem.Row}</Table.Td>
            <Table.Td ff="monospace">{problem.Column ?? t('boMenuImport.wholeRow')}</Table.Td>
            <Table.Td c="red.8">{problemText(problem)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The file's product rows and what importing does with each; rows with a problem are highlighted. */
export function MenuImportRows({ preview, currencyCode }: { preview: MenuImportPreview; currencyCode: string }) {
  const { t } = useTranslation();
  const badRows = new Set(preview.Problems.map((problem) => problem.Row));
  return (
    <Table striped verticalSpacing="xs" fz="md" data-testid="menu-import-rows" aria-label={t('boMenuImport.rows.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={80}>{t('boMenuImport.columns.row')}</Table.Th>
          <Table.Th>{t('boMenuImport.columns.name')}</Table.Th>
          <Table.Th>{t('boMenuImport.columns.category')}</Table.Th>
          <Table.Th>{t('boMenuImport.columns.price')}</Table.Th>
          <Table.Th>{t('boMenuImport.columns.action')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {preview.Rows.map((row) => (
          <Table.Tr key={row.Row} bg={badRows.has(row.Row) ? 'red.0' : undefined}>
            <Table.Td>{row.Row}</Table.Td>
            <Table.Td fw={600}>{row.Name}</Table.Td>
            <Table.Td>{row.Category}</Table.Td>
            <Table.Td>{moneyText(row.SellPrice, currencyCode)}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={ACTION_COLOR[row.Action]}>
                {t(`boMenuImport.action.${row.Action}`)}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      {preview.Rows.length === 0 ? <Table.Caption><Text c="dimmed">{t('boMenuImport.rows.none')}</Text></Table.Caption> : null}
    </Table>
  );
}
