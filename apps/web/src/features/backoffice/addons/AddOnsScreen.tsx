import { useState } from 'react';
import { Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADD_ON_UNLIMITED, type AdminAddOn } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useBackOfficeOutlet } from '../api.ts';
import { BackOfficeListPage } from '../BackOfficeListPage.tsx';
import { moneyText } from '../payments/money-text.ts';
import { AddOnDialog } from './AddOnDialog.tsx';
import { AddOnRemoveConfirm } from './AddOnRemoveConfirm.tsx';
import { useAddOnChoices, useAddOns, useRemoveAddOn } from './addons-api.ts';
import { RowActions, StatusBadge } from './RowActions.tsx';

/** How many product names a row shows before "+n". */
const PRODUCT_NAMES_SHOWN = 3;

/** Route /backoffice/add-ons: the chosen outlet's add-ons (sub-products), archived ones last. */
export function AddOnsScreen() {
  const { t } = useTranslation();
  const { outlet, isPending: isOutletPending } = useBackOfficeOutlet();
  const addOns = useAddOns(outlet?.Id ?? null);
  const choices = useAddOnChoices(outlet?.Id ?? null);
  const remove = useRemoveAddOn(outlet?.Id ?? 0);
  const [editing, setEditing] = useState<AdminAddOn | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminAddOn | null>(null);

  if (isOutletPending) return <Loader aria-label={t('common.loading')} />;
  if (!outlet) return <Text>{t('backOffice.noOutlets')}</Text>;
  const productName = new Map((choices.data?.Products ?? []).map((product) => [product.Id, product.Name]));
  const productsText = (ids: readonly number[]) => {
    const names = ids.map((id) => productName.get(id)).filter((name): name is string => name !== undefined);
    if (names.length === 0) return <Text c="dimmed">{t('boAddOns.noProducts')}</Text>;
    const rest = names.length - PRODUCT_NAMES_SHOWN;
    return names.slice(0, PRODUCT_NAMES_SHOWN).join(', ') + (rest > 0 ? ` ${t('boAddOns.more', { count: rest })}` : '');
  };
  const liveNames = (addOns.data ?? []).filter((addOn) => !addOn.IsArchived).map((addOn) => addOn.Name);

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
      testId="bo-add-ons"
      title={t('boAddOns.addOns.title')}
      subtitle={t('boAddOns.addOns.subtitle', { outlet: outlet.Name })}
      newLabel={t('boAddOns.addOns.new')}
      onNew={() => setEditing('new')}
      isNewDisabled={!choices.data}
      query={addOns}
      emptyText={t('boAddOns.addOns.empty')}
      renderList={(items) => (
        <Table striped highlightOnHover verticalSpacing="sm" fz="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('boAddOns.columns.name')}</Table.Th>
              <Table.Th>{t('boAddOns.columns.price')}</Table.Th>
              <Table.Th>{t('boAddOns.columns.stock')}</Table.Th>
              <Table.Th>{t('boAddOns.columns.products')}</Table.Th>
              <Table.Th>{t('boAddOns.columns.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((addOn) => (
              <Table.Tr key={addOn.Id} c={addOn.IsArchived ? 'dimmed' : undefined}>
                <Table.Td fw={600}>{addOn.Name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{moneyText(addOn.Price, outlet.CurrencyCode)}</Table.Td>
                <Table.Td>{addOn.Quantity === ADD_ON_UNLIMITED ? t('boAddOns.unlimited') : addOn.Quantity}</Table.Td>
                <Table.Td>{productsText(addOn.OutletProductIds)}</Table.Td>
                <Table.Td>
                  <StatusBadge isArchived={addOn.IsArchived} isSoldOut={addOn.IsSoldOut} />
                </Table.Td>
                <Table.Td>{addOn.IsArchived ? null : <RowActions name={addOn.Name} onEdit={() => setEditing(addOn)} onDelete={() => setRemoving(addOn)} />}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    >
      {editing !== null && choices.data ? (
        <AddOnDialog outlet={outlet} editing={editing === 'new' ? null : editing} choices={choices.data} takenNames={liveNames} onClose={() => setEditing(null)} />
      ) : null}
      <AddOnRemoveConfirm name={removing?.Name ?? null} isBusy={remove.isPending} onConfirm={confirmRemove} onClose={() => setRemoving(null)} />
    </BackOfficeListPage>
  );
}
