import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MemberMinuteHistory } from '@kasir/domain';
import { useOutletDateTime } from '../../session/use-outlet-date-time.ts';
import { fetchMemberMinuteHistory, fetchMemberTimeBalance, membersQueryKeys } from '../api.ts';
import { TabQueryState } from './TabQueryState.tsx';

const typeNames = new Map<number, string>(Object.entries(MemberMinuteHistory).map(([name, code]) => [code, name]));

/** Saved play minutes (GET /member/{id}/getCurrentTimeBalance) and how they moved, newest first. */
export function MemberMinutesTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const outletDateTime = useOutletDateTime();
  const balance = useQuery({ queryKey: membersQueryKeys.timeBalance(memberId), queryFn: () => fetchMemberTimeBalance(memberId) });
  const history = useQuery({ queryKey: membersQueryKeys.minuteHistory(memberId), queryFn: () => fetchMemberMinuteHistory(memberId) });
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text fw={600}>{t('members.minutes.saved')}</Text>
        <Text fw={700} fz="xl" data-testid="member-saved-minutes">
          {balance.data ? t('members.minutes.value', { count: balance.data.TimeBalance }) : '…'}
        </Text>
      </Group>
      <TabQueryState query={history} isEmpty={(rows) => rows.length === 0} emptyText={t('members.minutes.none')}>
        {(rows) => (
          <Table striped aria-label={t('members.minutes.history')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('members.minutes.when')}</Table.Th>
                <Table.Th>{t('members.minutes.type')}</Table.Th>
                <Table.Th>{t('members.minutes.order')}</Table.Th>
                <Table.Th ta="right">{t('members.minutes.change')}</Table.Th>
                <Table.Th ta="right">{t('members.minutes.after')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const name = typeNames.get(row.Type) ?? String(row.Type);
                return (
                  <Table.Tr key={row.Id}>
                    <Table.Td>{outletDateTime(row.CreatedOn)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={row.Minutes < 0 ? 'orange' : 'teal'}>
                        {t(`members.minuteType.${name}`, { defaultValue: name })}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{row.OrderNo ?? ''}</Table.Td>
                    <Table.Td ta="right">
                      {row.Minutes > 0 ? '+' : ''}
                      {row.Minutes}
                    </Table.Td>
                    <Table.Td ta="right">{row.BalanceAfter}</Table.Td>
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
