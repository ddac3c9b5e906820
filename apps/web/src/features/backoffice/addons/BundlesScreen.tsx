import { useState } from 'react';
import { Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminBundle } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useBackOfficeOutlet } from '../api.ts';
import { BackOfficeListPage } from '../BackOfficeListPage.tsx';
import { moneyText } from '../payments/money-text.ts';
import { AddOnRemoveConfirm } from './AddOnRemoveConfirm.tsx';
import { useAddOnChoices, useBundles, useRemoveBundle } from './addons-api.ts';
import { BundleDialog } from './BundleDialog.tsx';
import { RowActions, StatusBadge } from './RowActions.tsx';

/** Route /backoffice/bundles: the chosen outlet's bundles (a price for some products together). */
export function BundlesScreen() {
  const { t } = useTranslation();
  const { outlet, isPending: isOutletPending } = useBackOfficeOutlet();
  const bundles = useBundles(outlet?.Id ?? null);
  const choices = useAddOnChoices(outlet?.Id ?? null);
  const remove = useRemoveBundle(outlet?.Id ?? 0);
  const [editing, setEditing] = useState<AdminBundle | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminBundle | null>(null);

  if (isOutletPending) return <Loader aria-label={t('common.loading')} />;
  if (!outlet) return <Text>{t('backOffice.noOutlets')}</Text>;
  const categoryName = new Map((choices.data?.Categories ?? []).map((category) => [category.Id, category.Name]));

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.Id, {
      onSuccess: (result) => {
        toast.success(t(result.Archived ? 'boAddOns.archivedToast' : 'boAddOns.deleted', { name: removing.Name }));
        setRemoving(null);
      },
      onError: (error) => toast.error(errorMessageOf(error)),
    });
  };

  return (
    <BackOfficeListPage
      testId="bo-bundles"
      title={t('boAddOns.bundles.title')}
      subtitle={t('boAddOns.bundles.subtitle', { outlet: outlet.Name })}
      newLabel={t('boAddOns.bundles.new')}
      onNew={() => setEditing('new')}
      isNewDisabled={!choices.data}
      query={bundles}
      emptyText={t('boAddOns.bundles.empty')}
      renderList={(items) => (
        <Table striped highlightOnHover verticalSpacing="sm" fz="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('boAddOns.columns.name')}</Table.Th>
              <Table.Th>{t('boAddOns.columns.category')}</Table.Th>
              <Table.Th>{t('boAddOns.columns.price')}</Table.Th>
              <Table.Th>{t('boAddOns.columns.components')}</Table.Th>
              <Table.Th>{t('boAddOns.columns.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((bundle) => (
              <Table.Tr key={bundle.Id} c={bundle.IsArchived ? 'dimmed' : undefined}>
                <Table.Td fw={600}>{bundle.Name}</Table.Td>
                <Table.Td>{categoryName.get(bundle.ProductCategoryId) ?? '—'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{moneyText(bundle.Price, outlet.CurrencyCode)}</Table.Td>
                <Table.Td>{bundle.Components.map((component) => `${component.Quantity} × ${component.Name}`).join(', ')}</Table.Td>
                <Table.Td>
                  <StatusBadge isArchived={bundle.IsArchived} isSoldOut={bundle.IsSoldOut} isActive={bundle.IsActive} />
                </Table.Td>
                <Table.Td>{bundle.IsArchived ? null : <RowActions name={bundle.Name} onEdit={() => setEditing(bundle)} onDelete={() => setRemoving(bundle)} />}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    >
      {editing !== null && choices.data ? <BundleDialog outlet={outlet} editing={editing === 'new' ? null : editing} choices={choices.data} onClose={() => setEditing(null)} /> : null}
      <AddOnRemoveConfirm name={removing?.Name ?? null} isBusy={remove.isPending} onConfirm={confirmRemove} onClose={() => setRemoving(null)} />
    </BackOfficeListPage>
  );
}
