import { useState } from 'react';
import { Badge, Button, Group, Loader, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChargeType } from '@kasir/domain';
import type { AdminCharge } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useBackOfficeOutlet } from '../api.ts';
import { BackOfficeListPage } from '../BackOfficeListPage.tsx';
import { ChargeDialog } from './ChargeDialog.tsx';
import { moneyText, percentText } from './money-text.ts';
import { RemoveConfirm } from './RemoveConfirm.tsx';
import { useCharges, useOrderTypesOf, useRemoveCharge } from './payments-api.ts';

/** Route /backoffice/charges: the chosen outlet's charges and taxes, archived ones last. */
export function ChargesScreen() {
  const { t } = useTranslation();
  const { outlet, isPending: isOutletPending } = useBackOfficeOutlet();
  const charges = useCharges(outlet?.Id ?? null);
  const orderTypes = useOrderTypesOf(outlet?.Id ?? null);
  const remove = useRemoveCharge(outlet?.Id ?? 0);
  const [editing, setEditing] = useState<AdminCharge | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminCharge | null>(null);

  if (isOutletPending) return <Loader aria-label={t('common.loading')} />;
  if (!outlet) return <Text>{t('backOffice.noOutlets')}</Text>;
  const typeList = orderTypes.data?.OrderTypes ?? [];
  const typeNames = (ids: readonly number[]) => typeList.filter((type) => ids.includes(type.Id)).map((type) => type.Name);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.Id, {
      onSuccess: (result) => {
        toast.success(t(result.Archived ? 'boPayments.archivedToast' : 'boPayments.deleted', { name: removing.Name }));
        setRemoving(null);
      },
      onError: (error) => toast.error(errorMessageOf(error)),
    });
  };

  return (
    <BackOfficeListPage
      testId="bo-charges"
      title={t('boPayments.charges.title')}
      subtitle={t('boPayments.charges.subtitle', { outlet: outlet.Name })}
      newLabel={t('boPayments.charges.new')}
      onNew={() => setEditing('new')}
      query={charges}
      emptyText={t('boPayments.charges.empty')}
      renderList={(items) => (
        <Table striped highlightOnHover verticalSpacing="sm" fz="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('boPayments.columns.name')}</Table.Th>
              <Table.Th>{t('boPayments.columns.amount')}</Table.Th>
              <Table.Th>{t('boPayments.columns.options')}</Table.Th>
              <Table.Th>{t('boPayments.columns.appliesTo')}</Table.Th>
              <Table.Th>{t('boPayments.columns.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((charge) => {
              const names = typeNames(charge.OrderTypeIds);
              return (
                <Table.Tr key={charge.Id} c={charge.IsArchived ? 'dimmed' : undefined}>
                  <Table.Td fw={600}>{charge.Name}</Table.Td>
                  <Table.Td>{charge.Type === ChargeType.PERCENTAGE ? percentText(charge.Amount) : moneyText(charge.Amount, outlet.CurrencyCode)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {charge.IncludedProductPrice ? <Badge variant="light">{t('boPayments.flags.included')}</Badge> : null}
                      {charge.AddProductPrice ? <Badge variant="light" color="grape">{t('boPayments.flags.addsToPrice')}</Badge> : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{names.length > 0 ? names.join(', ') : <Text c="dimmed">{t('boPayments.noOrderTypes')}</Text>}</Table.Td>
                  <Table.Td>
                    {charge.IsArchived ? (
                      <Tooltip label={t('boPayments.archivedHint')}>
                        <Badge color="gray" variant="light" size="lg">
                          {t('boPayments.status.archived')}
                        </Badge>
                      </Tooltip>
                    ) : (
                      <Badge color={charge.IsActive ? 'teal' : 'orange'} variant="light" size="lg">
                        {t(charge.IsActive ? 'boPayments.status.active' : 'boPayments.status.inactive')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {charge.IsArchived ? null : (
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button variant="light" size="sm" aria-label={t('boPayments.charges.editAria', { name: charge.Name })} onClick={() => setEditing(charge)}>
                          {t('backOffice.edit')}
                        </Button>
                        <Button variant="subtle" color="red" size="sm" aria-label={t('boPayments.charges.deleteAria', { name: charge.Name })} onClick={() => setRemoving(charge)}>
                          {t('backOffice.delete')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    >

      {editing !== null ? <ChargeDialog outlet={outlet} editing={editing === 'new' ? null : editing} orderTypes={typeList} onClose={() => setEditing(null)} /> : null}
      <RemoveConfirm name={removing?.Name ?? null} isBusy={remove.isPending} onConfirm={confirmRemove} onClose={() => setRemoving(null)} />
    </BackOfficeListPage>
  );
}
