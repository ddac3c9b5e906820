import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MemberMinuteHistory } from '@kasir/domain';
import { fetchMemberMinuteHistory, fetchMemberTimeBalance, membersQueryKeys } from '../api.ts';
import { LedgerTable } from './LedgerTable.tsx';
import { TabQueryState } from './TabQueryState.tsx';

const typeNames = new Map<number, string>(Object.entries(MemberMinuteHistory).map(([name, code]) => [code, name]));

/** Saved play minutes (GET /member/{id}/getCurrentTimeBalance) and how they moved, newest first. */
export function MemberMinutesTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
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
          <LedgerTable
            rows={rows}
            labels="members.minutes"
            tableProps={{ 'aria-label': t('members.minutes.history') }}
            typeBadge={(row) => {
              const name = typeNames.get(row.Type) ?? String(row.Type);
              return { text: t(`members.minuteType.${name}`, { defaultValue: name }), color: row.Minutes < 0 ? 'orange' : 'teal' };
            }}
            change={(row) => ({ text: `${row.Minutes > 0 ? '+' : ''}${row.Minutes}` })}
            balanceAfter={(row) => row.BalanceAfter}
          />
        )}
      </TabQueryState>
    </Stack>
  );
}
