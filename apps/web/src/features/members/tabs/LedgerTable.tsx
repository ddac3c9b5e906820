import { Badge, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletDateTime } from '../../session/use-outlet-date-time.ts';

/** One movement of a member's ledger (points or saved minutes), as the history calls send it. */
export interface LedgerRow {
  Id: number;
  CreatedOn: string;
  OrderNo: string | null;
  BalanceAfter: number;
}

interface LedgerTableProps<Row extends LedgerRow> {
  rows: readonly Row[];
  /** The i18n prefix of the columns' names: `members.points` or `members.minutes`. */
  labels: 'members.points' | 'members.minutes';
  typeBadge: (row: Row) => { text: string; color: string };
  change: (row: Row) => { text: ReactNode; color?: string };
  balanceAfter: (row: Row) => ReactNode;
  tableProps: Record<string, string>;
}

/** The points and the saved-minutes histories: when, type, order, change and balance after, newest first. */
export function LedgerTable<Row extends LedgerRow>({ rows, labels, typeBadge, change, balanceAfter, tableProps }: LedgerTableProps<Row>) {
  const { t } = useTranslation();
  const outletDateTime = useOutletDateTime();
  return (
    <Table striped {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t(`${labels}.when`)}</Table.Th>
          <Table.Th>{t(`${labels}.type`)}</Table.Th>
          <Table.Th>{t(`${labels}.order`)}</Table.Th>
          <Table.Th ta="right">{t(`${labels}.change`)}</Table.Th>
          <Table.Th ta="right">{t(`${labels}.after`)}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const badge = typeBadge(row);
          const moved = change(row);
          return (
            <Table.Tr key={row.Id}>
              <Table.Td>{outletDateTime(row.CreatedOn)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={badge.color}>
                  {badge.text}
                </Badge>
              </Table.Td>
              <Table.Td>{row.OrderNo ?? ''}</Table.Td>
              <Table.Td ta="right" c={moved.color}>
                {moved.text}
              </Table.Td>
              <Table.Td ta="right">{balanceAfter(row)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
