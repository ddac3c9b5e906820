import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MemberPointHistory, formatNumber } from '@kasir/domain';
import { useOutletDateTime } from '../../session/use-outlet-date-time.ts';
import { fetchMemberPointHistory, fetchMemberPoints, membersQueryKeys } from '../api.ts';
import { TabQueryState } from './TabQueryState.tsx';

const typeNames = new Map<number, string>(Object.entries(MemberPointHistory).map(([name, code]) => [code, name]));
const typeColors: Record<string, string> = { ADD: 'teal', BONUS: 'grape', DEDUCT: 'red', ADJUST_PLUS: 'blue', ADJUST_MINUS: 'orange' };

/** The member's points and where they came from (spec §9 ADD, DEDUCT, BONUS, ADJUST_PLUS, ADJUST_MINUS), newest first. */
export function MemberPointsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const outletDateTime = useOutletDateTime();
  const points = useQuery({ queryKey: membersQueryKeys.points(memberId), queryFn: () => fetchMemberPoints(memberId) });
  const history = useQuery({ queryKey: membersQueryKeys.pointHistory(memberId), queryFn: () => fetchMemberPointHistory(memberId) });
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text fw={600}>{t('members.points.balance')}</Text>
        <Text fw={700} fz="xl" c="teal" data-testid="member-points">
          {points.data ? formatNumber(points.data.Point) : '…'}
        </Text>
      </Group>
      <TabQueryState query={history} isEmpty={(rows) => rows.length === 0} emptyText={t('members.points.none')}>
        {(rows) => (
          <Table striped data-testid="member-point-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('members.points.when')}</Table.Th>
                <Table.Th>{t('members.points.type')}</Table.Th>
                <Table.Th>{t('members.points.order')}</Table.Th>
                <Table.Th ta="right">{t('members.points.change')}</Table.Th>
                <Table.Th ta="right">{t('members.points.after')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const name = typeNames.get(row.Type) ?? String(row.Type);
                return (
                  <Table.Tr key={row.Id}>
                    <Table.Td>{outletDateTime(row.CreatedOn)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={typeColors[name] ?? 'gray'}>
                        {t(`members.pointType.${name}`, { defaultValue: name })}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{row.OrderNo ?? ''}</Table.Td>
                    <Table.Td ta="right" c={row.Point < 0 ? 'red' : 'teal'}>
                      {row.Point > 0 ? '+' : ''}
                      {formatNumber(row.Point)}
                    </Table.Td>
                    <Table.Td ta="right">{formatNumber(row.BalanceAfter)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </TabQueryState>
    </Stack>
  );
}
