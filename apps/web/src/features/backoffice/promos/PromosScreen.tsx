import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBackOfficeOutlet } from '../api.ts';
import { BackOfficeListPage } from '../BackOfficeListPage.tsx';
import { backOfficePaths } from '../backoffice-paths.ts';
import { discountText, scheduleText } from './promo-text.ts';
import { usePromoChoices, usePromos } from './promos-api.ts';

/** A badge keeps its whole label: the table narrows other columns instead. */
const FULL_WIDTH_BADGE = { minWidth: 'max-content' } as const;

/** Route /backoffice/promos: every promo of the owner with where and when it runs. */
export function PromosScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const promos = usePromos();
  const choices = usePromoChoices();
  const { outlet } = useBackOfficeOutlet();
  const currency = outlet?.CurrencyCode ?? 'Rp';
  const outletName = (id: number) => choices.data?.Outlets.find((candidate) => candidate.Id === id)?.Name ?? `#${id}`;

  return (
    <BackOfficeListPage
      testId="bo-promos"
      title={t('boPromos.title')}
      subtitle={t('boPromos.subtitle')}
      newLabel={t('boPromos.new')}
      onNew={() => void navigate(`${backOfficePaths.promos}/new`)}
      query={promos}
      emptyText={t('boPromos.empty')}
      renderList={(items) => (
        <Table striped highlightOnHover verticalSpacing="sm" fz="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('boPromos.columns.name')}</Table.Th>
              <Table.Th>{t('boPromos.columns.type')}</Table.Th>
              <Table.Th>{t('boPromos.columns.discount')}</Table.Th>
              <Table.Th>{t('boPromos.columns.period')}</Table.Th>
              <Table.Th>{t('boPromos.columns.outlets')}</Table.Th>
              <Table.Th>{t('boPromos.columns.used')}</Table.Th>
              <Table.Th>{t('boPromos.columns.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((promo) => (
              <Table.Tr key={promo.Id}>
                <Table.Td fw={600}>{promo.Name}</Table.Td>
                <Table.Td>
                  <Badge variant="light" style={FULL_WIDTH_BADGE}>
                    {t(`boPromos.types.${promo.PromoType}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{discountText(promo, currency)}</Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {promo.StartDate} – {promo.EndDate}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {scheduleText(promo, t)}
                  </Text>
                </Table.Td>
                <Table.Td>{promo.OutletIds.map(outletName).join(', ')}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{promo.Limit > 0 ? `${promo.TotalUsed} / ${promo.Limit}` : promo.TotalUsed}</Table.Td>
                <Table.Td>
                  <Badge color={promo.IsActive ? 'teal' : 'orange'} variant="light" size="lg" style={FULL_WIDTH_BADGE}>
                    {t(promo.IsActive ? 'boPromos.status.active' : 'boPromos.status.inactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <Button variant="light" size="sm" aria-label={t('boPromos.editAria', { name: promo.Name })} onClick={() => void navigate(`${backOfficePaths.promos}/${promo.Id}`)}>
                      {t('backOffice.edit')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    />
  );
}
