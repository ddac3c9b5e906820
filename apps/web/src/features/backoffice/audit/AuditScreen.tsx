import { useState } from 'react';
import { Alert, Badge, Card, Group, Loader, Pagination, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY_CODE, DEFAULT_TIME_ZONE_HOURS, formatOutletDateTime, type AuditKindValue } from '@kasir/domain';
import { errorMessageOf } from '../../../api/http-client.ts';
import { ReportRangePicker } from '../../reports/ReportRangePicker.tsx';
import { outletToday, todayRange } from '../../reports/report-range.ts';
import { useOwnerOutlets } from '../api.ts';
import { useAuditPage } from './audit-api.ts';
import { AUDIT_KIND_COLORS, AUDIT_KINDS, auditAmountText, auditQuantityText, type AuditFilter } from './audit-filter.ts';

const ALL = 'all';

/** Route /backoffice/audit: voids, deducts, deletes, refunds, changed payments and prices, newest first. */
export function AuditScreen() {
  const { t } = useTranslation();
  const outlets = useOwnerOutlets();
  const list = outlets.data ?? [];
  const timeZoneOf = (outletId: number) => list.find((outlet) => outlet.Id === outletId)?.TimeZone ?? DEFAULT_TIME_ZONE_HOURS;
  const currencyOf = (outletId: number) => list.find((outlet) => outlet.Id === outletId)?.CurrencyCode ?? DEFAULT_CURRENCY_CODE;
  // Today on the clock of the first outlet (the server reads the range on the chosen outlet's).
  const [today] = useState(() => outletToday(new Date(), list[0]?.TimeZone ?? DEFAULT_TIME_ZONE_HOURS));
  const [filter, setFilter] = useState<AuditFilter>({ days: todayRange(today), outletId: null, type: null, page: 1 });
  const audit = useAuditPage(filter);
  const page = audit.data;
  const pageCount = page ? Math.max(1, Math.ceil(page.Total / page.PageSize)) : 1;
  const change = (patch: Partial<AuditFilter>) => setFilter((current) => ({ ...current, page: 1, ...patch }));

  return (
    <Stack gap="lg" data-testid="bo-audit">
      <div>
        <Title order={2}>{t('boAudit.title')}</Title>
        <Text c="dimmed">{t('boAudit.subtitle')}</Text>
      </div>

      <Card withBorder radius="lg" p="md">
        <Group align="flex-end" gap="md">
          <ReportRangePicker days={filter.days} today={today} onChange={(days) => change({ days })} />
          <Select
            label={t('boAudit.outlet')}
            w={240}
            allowDeselect={false}
            data={[{ value: ALL, label: t('boAudit.allOutlets') }, ...list.map((outlet) => ({ value: String(outlet.Id), label: outlet.Name }))]}
            value={filter.outletId === null ? ALL : String(filter.outletId)}
            onChange={(value) => change({ outletId: value === null || value === ALL ? null : Number(value) })}
          />
          <Select
            label={t('boAudit.type')}
            w={260}
            allowDeselect={false}
            data={[{ value: ALL, label: t('boAudit.allTypes') }, ...AUDIT_KINDS.map((kind) => ({ value: kind, label: t(`boAudit.kinds.${kind}`) }))]}
            value={filter.type ?? ALL}
            onChange={(value) => change({ type: value === null || value === ALL ? null : (value as AuditKindValue) })}
          />
          {audit.isFetching ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
        </Group>
      </Card>

      {audit.isPending ? <Loader aria-label={t('common.loading')} /> : null}
      {audit.isError ? <Alert color="red">{errorMessageOf(audit.error)}</Alert> : null}
      {page && page.Items.length === 0 ? (
        <Card withBorder radius="lg" p="xl">
          <Group gap="md" c="dimmed">
            <IconListSearch size={32} />
            <Text>{t('boAudit.empty')}</Text>
          </Group>
        </Card>
      ) : null}
      {page && page.Items.length > 0 ? (
        <>
          <Text c="dimmed" size="sm">
            {t('boAudit.count', { count: page.Total })}
          </Text>
          <Table.ScrollContainer minWidth={900}>
            <Table striped verticalSpacing="sm" fz="sm" data-testid="audit-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('boAudit.columns.when')}</Table.Th>
                  <Table.Th>{t('boAudit.columns.type')}</Table.Th>
                  <Table.Th>{t('boAudit.columns.order')}</Table.Th>
                  <Table.Th>{t('boAudit.columns.what')}</Table.Th>
                  <Table.Th ta="right">{t('boAudit.columns.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('boAudit.columns.amount')}</Table.Th>
                  <Table.Th>{t('boAudit.columns.requestedBy')}</Table.Th>
                  <Table.Th>{t('boAudit.columns.approvedBy')}</Table.Th>
                  <Table.Th>{t('boAudit.columns.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.Items.map((entry) => (
                  <Table.Tr key={entry.Id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatOutletDateTime(entry.CreatedAt, timeZoneOf(entry.OutletId))}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap', minWidth: 130 }}>
                      <Badge variant="light" tt="none" styles={{ label: { overflow: 'visible' } }} color={AUDIT_KIND_COLORS[entry.Type as AuditKindValue] ?? 'gray'}>
                        {t(`boAudit.kinds.${entry.Type}`, { defaultValue: entry.Type })}
                      </Badge>
                      {entry.Action === 'VOID_ITEM' ? (
                        <Text size="xs" c="dimmed">
                          {t('boAudit.voidItem')}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {entry.OrderNo}
                      <Text size="xs" c="dimmed">
                        {entry.OutletName}
                      </Text>
                    </Table.Td>
                    <Table.Td>{entry.Subject ?? ''}</Table.Td>
                    <Table.Td ta="right">{auditQuantityText(entry.Quantity)}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {auditAmountText(entry, currencyOf(entry.OutletId))}
                    </Table.Td>
                    <Table.Td>{entry.RequestedBy}</Table.Td>
                    <Table.Td>{entry.ApprovedBy ?? <Text c="dimmed" size="sm">{t('boAudit.noApprover')}</Text>}</Table.Td>
                    <Table.Td>{entry.Reason ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pageCount > 1 ? <Pagination total={pageCount} value={filter.page} onChange={(next) => setFilter((current) => ({ ...current, page: next }))} size="lg" /> : null}
        </>
      ) : null}
    </Stack>
  );
}
