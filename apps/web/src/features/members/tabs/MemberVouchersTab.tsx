import { Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchMemberVoucherList, membersQueryKeys } from '../api.ts';
import { TabQueryState } from './TabQueryState.tsx';

/** The member's vouchers (GET /promo/voucher/member/{id}). */
export function MemberVouchersTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const vouchers = useQuery({ queryKey: membersQueryKeys.vouchers(memberId), queryFn: () => fetchMemberVoucherList(memberId) });
  return (
    <TabQueryState query={vouchers} isEmpty={(rows) => rows.length === 0} emptyText={t('members.vouchers.none')}>
      {(rows) => (
        <Stack gap="xs" data-testid="member-vouchers">
          {rows.map((voucher) => (
            <Paper key={voucher.Id} withBorder radius="md" p="sm">
              <Text fw={600}>{voucher.Promo.PromoName}</Text>
              <Text fz="sm" c="dimmed">
                {voucher.Code} · {t('members.vouchers.expires', { date: voucher.ExpiredDate })}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </TabQueryState>
  );
}
