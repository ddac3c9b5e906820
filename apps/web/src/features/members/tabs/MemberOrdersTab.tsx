import { Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@kasir/domain';
import { useOutletDateTime } from '../../session/use-outlet-date-time.ts';
import { formatWireAmount } from '../../tables/money-text.ts';
import { fetchMemberOrderPayments, membersQueryKeys } from '../api.ts';
import { TabQueryState } from './TabQueryState.tsx';

/** Order numbers and amounts stay on one line; the date and the methods may wrap. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Points a payment spent and earned, as −used / +earned (empty when neither). */
function pointsText(used: number, earned: number): string {
  const parts = [used > 0 ? `−${formatNumber(used)}` : '', earned > 0 ? `+${formatNumber(earned)}` : ''].filter((part) => part !== '');
  return parts.join(' / ');
}

/** The member's paid orders (GET /member/{id}/getOrderPayment), newest first. */
export function MemberOrdersTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const outletDateTime = useOutletDateTime();
  const orders = useQuery({ queryKey: membersQueryKeys.orders(memberId), queryFn: () => fetchMemberOrderPayments(memberId) });
  return (
    <TabQueryState query={orders} isEmpty={(rows) => rows.length === 0} emptyText={t('members.orders.none')}>
      {(rows) => (
        <Table striped data-testid="member-orders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('members.orders.when')}</Table.Th>
              <Table.Th>{t('members.orders.number')}</Table.Th>
              <Table.Th>{t('members.orders.outlet')}</Table.Th>
              <Table.Th>{t('members.orders.methods')}</Table.Th>
              <Table.Th ta="right">{t('members.orders.points')}</Table.Th>
              <Table.Th ta="right">{t('members.orders.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((order) => (
              <Table.Tr key={order.PaymentId}>
                <Table.Td>{outletDateTime(order.CreatedOn)}</Table.Td>
                <Table.Td style={NO_WRAP}>{order.OrderNo}</Table.Td>
                <Table.Td>{order.OutletName}</Table.Td>
                <Table.Td>{order.PaymentMethods.map((payment) => payment.Name).join(', ')}</Table.Td>
                <Table.Td ta="right" style={NO_WRAP}>
                  {pointsText(order.PointUsed, order.PointEarned)}
                </Table.Td>
                <Table.Td ta="right" style={NO_WRAP}>
                  {formatWireAmount(order.Total)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </TabQueryState>
  );
}
