import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PromoType } from '@kasir/domain';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { IssueVouchersDialog } from './IssueVouchersDialog.tsx';
import { usePromos, useRevokeVoucher, useVouchers } from './promos-api.ts';

const STATUS_COLOR = { UNUSED: 'teal', USED: 'blue', REVOKED: 'gray', EXPIRED: 'orange' } as const;

/** Route /backoffice/vouchers: a voucher promo's member vouchers, issued here and revoked while unused. */
export function VouchersScreen() {
  const { t } = useTranslation();
  const promos = usePromos();
  const voucherPromos = (promos.data ?? []).filter((promo) => promo.PromoType === PromoType.VOUCHER);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const promo = voucherPromos.find((candidate) => candidate.Id === chosenId) ?? voucherPromos[0] ?? null;
  const vouchers = useVouchers(promo?.Id ?? null);
  const revoke = useRevokeVoucher(promo?.Id ?? 0);
  const [isIssuing, setIssuing] = useState(false);
  const listQuery = promo ? vouchers : { ...promos, data: promos.data ? [] : undefined };

  const doRevoke = (id: number, code: string) =>
    revoke.mutate(id, { onSuccess: () => toast.success(t('boPromos.vouchers.revoked', { code })), onError: (error) => toast.error(errorMessageOf(error)) });

  const list = listQuery.data ?? [];
  return (
    <Stack gap="lg" data-testid="bo-vouchers">
      <Stack gap={4}>
        <Title order={2}>{t('boPromos.vouchers.title')}</Title>
        <Text c="dimmed">{t('boPromos.vouchers.subtitle')}</Text>
      </Stack>
      {voucherPromos.length > 0 ? (
        <Group align="flex-end" justify="space-between">
          <Select
            label={t('boPromos.vouchers.choosePromo')}
            size="md"
            w={360}
            allowDeselect={false}
            data={voucherPromos.map((candidate) => ({ value: String(candidate.Id), label: candidate.Name }))}
            value={promo ? String(promo.Id) : null}
            onChange={(value) => value !== null && setChosenId(Number(value))}
          />
          <Button size="md" leftSection={<IconPlus size={18} />} onClick={() => setIssuing(true)}>
            {t('boPromos.vouchers.issue')}
          </Button>
        </Group>
      ) : null}
      {listQuery.isPending ? <Loader aria-label={t('common.loading')} /> : null}
      {listQuery.isError ? <Alert color="red">{errorMessageOf(listQuery.error)}</Alert> : null}
      {listQuery.data?.length === 0 ? <Text>{promo ? t('boPromos.vouchers.empty') : t('boPromos.vouchers.noVoucherPromos')}</Text> : null}
      {list.length > 0 ? (
        <Table striped highlightOnHover verticalSpacing="sm" fz="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('boPromos.vouchers.columns.code')}</Table.Th>
              <Table.Th>{t('boPromos.vouchers.columns.member')}</Table.Th>
              <Table.Th>{t('boPromos.vouchers.columns.expires')}</Table.Th>
              <Table.Th>{t('boPromos.vouchers.columns.status')}</Table.Th>
              <Table.Th>{t('boPromos.vouchers.columns.usedAt')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((voucher) => (
              <Table.Tr key={voucher.Id}>
                <Table.Td ff="monospace" fw={600}>
                  {voucher.Code}
                </Table.Td>
                <Table.Td>
                  {voucher.MemberName} <Text span c="dimmed">{voucher.MemberNumber}</Text>
                </Table.Td>
                <Table.Td>{voucher.ExpiredDate}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLOR[voucher.Status]}>
                    {t(`boPromos.vouchers.status.${voucher.Status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{voucher.UsedAt ? new Date(voucher.UsedAt).toLocaleString() : ''}</Table.Td>
                <Table.Td>
                  {voucher.Status === 'UNUSED' || voucher.Status === 'EXPIRED' ? (
                    <Group justify="flex-end">
                      <Button variant="subtle" color="red" size="sm" aria-label={t('boPromos.vouchers.revokeAria', { code: voucher.Code })} loading={revoke.isPending && revoke.variables === voucher.Id} onClick={() => doRevoke(voucher.Id, voucher.Code)}>
                        {t('boPromos.vouchers.revoke')}
                      </Button>
                    </Group>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {isIssuing && promo ? <IssueVouchersDialog promo={promo} onClose={() => setIssuing(false)} /> : null}
    </Stack>
  );
}
