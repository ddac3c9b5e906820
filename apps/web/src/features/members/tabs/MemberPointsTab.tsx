import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MemberPointHistory, formatNumber } from '@kasir/domain';
import { fetchMemberPointHistory, fetchMemberPoints, membersQueryKeys } from '../api.ts';
import { LedgerTable } from './LedgerTable.tsx';
import { TabQueryState } from './TabQueryState.tsx';

const typeNames = new Map<number, string>(Object.entries(MemberPointHistory).map(([name, code]) => [code, name]));
const typeColors: Record<string, string> = { ADD: 'teal', BONUS: 'grape', DEDUCT: 'red', ADJUST_PLUS: 'blue', ADJUST_MINUS: 'orange' };

/** The member's points and where they came from (spec §9 ADD, DEDUCT, BONUS, ADJUST_PLUS, ADJUST_MINUS), newest first. */
export function MemberPointsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
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
          <LedgerTable
            rows={rows}
            labels="members.points"
            tableProps={{ 'data-testid': 'member-point-history' }}
            typeBadge={(row) => {
              const name = typeNames.get(row.Type) ?? String(row.Type);
              return { text: t(`members.pointType.${name}`, { defaultValue: name }), color: typeColors[name] ?? 'gray' };
            }}
            change={(row) => ({ text: `${row.Point > 0 ? '+' : ''}${formatNumber(row.Point)}`, color: row.Point < 0 ? 'red' : 'teal' })}
            balanceAfter={(row) => formatNumber(row.BalanceAfter)}
          />
        )}
      </TabQueryState>
    </Stack>
  );
}
