import { Fragment, type ReactNode } from 'react';
import { Card, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, ReportLabel, SpecMessage, type Money } from '@kasir/domain';
import { useTranslateMessage } from '../../i18n/messages.ts';
import { isSectionEmpty, type ReportSectionView, type ReportTableRow } from './report-sections.ts';

type TableSection = Extract<ReportSectionView, { kind: 'table' }>;
type LinesSection = Exclude<ReportSectionView, { kind: 'table' }>;

function Amount({ amount, currency }: { amount: Money; currency: string }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(amount, { currencyPrefix: currency })}</span>;
}

/** A row's payments as a sub-table under it (spec §3: each Name, Quantity, Total). */
function PaymentsSubTable({ row, currency, columns }: { row: ReportTableRow; currency: string; columns: number }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td colSpan={columns} pl="xl" py={4}>
        <Table fz="xs" withRowBorders={false} data-testid="report-payments" c="dimmed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reports.columns.payment')}</Table.Th>
              <Table.Th ta="right">{t('reports.columns.quantity')}</Table.Th>
              <Table.Th ta="right">{t('reports.columns.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {row.payments.map((payment, index) => (
              <Table.Tr key={`${payment.name}-${index}`} data-testid="report-payment-row">
                <Table.Td>{payment.name}</Table.Td>
                <Table.Td ta="right">{formatNumber(payment.quantity)}</Table.Td>
                <Table.Td ta="right">
                  <Amount amount={payment.amount} currency={currency} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.Td>
    </Table.Tr>
  );
}

/** Shape 3: Name, Quantity only when the first row has it, Total; Payments only when the first row has them. */
function TableRows({ section, currency }: { section: TableSection; currency: string }) {
  const { t } = useTranslation();
  const columns = section.hasQuantity ? 3 : 2;
  return (
    <>
      {section.rows.map((row, index) => (
        <Fragment key={`${row.name}-${index}`}>
          <Table.Tr data-testid="report-row">
            <Table.Td>{row.name}</Table.Td>
            {section.hasQuantity && <Table.Td ta="right">{formatNumber(row.quantity)}</Table.Td>}
            <Table.Td ta="right">
              <Amount amount={row.amount} currency={currency} />
            </Table.Td>
          </Table.Tr>
          {section.hasPayments && row.payments.length > 0 && <PaymentsSubTable row={row} currency={currency} columns={columns} />}
        </Fragment>
      ))}
      {section.totalTransaction !== null && (
        <Table.Tr data-testid="report-total-transaction">
          <Table.Td fw={700}>{t('reports.totalTransaction')}</Table.Td>
          <Table.Td ta="right" fw={700} colSpan={columns - 1}>
            {formatNumber(section.totalTransaction)}
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/** The server sends stable English labels (ReportLabel); the screen shows them in the chosen language. */
const LABEL_KEYS: ReadonlyMap<string, string> = new Map(Object.entries(ReportLabel).map(([key, label]) => [label, key]));

/** Shapes 1, 2 and 4: a label and its amount; shape 2's odd entries are plain numbers (spec §3). */
function LineRows({ section, currency }: { section: LinesSection; currency: string }) {
  const { t } = useTranslation();
  return section.lines.map((line, index) => {
    const key = LABEL_KEYS.get(line.label);
    let value: ReactNode;
    if (!('isMoney' in line) || line.isMoney) value = <Amount amount={line.amount} currency={currency} />;
    else value = formatNumber(line.count);
    return (
      <Table.Tr key={`${line.label}-${index}`} data-testid="report-line">
        <Table.Td>{key ? t(`reports.lines.${key}`) : line.label}</Table.Td>
        <Table.Td ta="right">{value}</Table.Td>
      </Table.Tr>
    );
  });
}

/** One section of the summary report, whichever of the four shapes it came in. */
export function ReportSection({ section, currency }: { section: ReportSectionView; currency: string }) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const isEmpty = isSectionEmpty(section);
  const columns = section.kind === 'table' && section.hasQuantity ? 3 : 2;
  const showsHeader = section.kind === 'table' && !isEmpty;
  return (
    <Card withBorder radius="md" p="md" data-testid="report-section" data-title={section.title}>
      <Text fw={700} mb="xs">
        {section.title}
      </Text>
      {isEmpty && (
        <Text c="dimmed" data-testid="report-section-empty">
          {translateMessage(SpecMessage.NO_DATA)}
        </Text>
      )}
      {(!isEmpty || section.total !== null) && (
        <Table verticalSpacing={6} fz="sm">
          {showsHeader && (
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reports.columns.name')}</Table.Th>
                {section.hasQuantity && <Table.Th ta="right">{t('reports.columns.quantity')}</Table.Th>}
                <Table.Th ta="right">{t('reports.columns.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
          )}
          <Table.Tbody>
            {section.kind === 'table' ? <TableRows section={section} currency={currency} /> : <LineRows section={section} currency={currency} />}
            {section.total !== null && (
              <Table.Tr data-testid="report-total">
                <Table.Td fw={700}>{t('reports.total')}</Table.Td>
                <Table.Td ta="right" fw={700} colSpan={columns - 1}>
                  <Amount amount={section.total} currency={currency} />
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
