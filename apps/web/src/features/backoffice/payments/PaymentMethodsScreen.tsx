import { useState } from 'react';
import { Badge, Button, Group, Image, Loader, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminPaymentMethod } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useBackOfficeOutlet } from '../api.ts';
import { BackOfficeListPage } from '../BackOfficeListPage.tsx';
import { moneyText } from './money-text.ts';
import { PaymentMethodDialog } from './PaymentMethodDialog.tsx';
import { RemoveConfirm } from './RemoveConfirm.tsx';
import { uploadedImageUrl, usePaymentMethods, useRemovePaymentMethod } from './payments-api.ts';

/** Route /backoffice/payment-methods: the chosen outlet's payment methods, archived ones last. */
export function PaymentMethodsScreen() {
  const { t } = useTranslation();
  const { outlet, isPending: isOutletPending } = useBackOfficeOutlet();
  const methods = usePaymentMethods(outlet?.Id ?? null);
  const remove = useRemovePaymentMethod(outlet?.Id ?? 0);
  const [editing, setEditing] = useState<AdminPaymentMethod | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminPaymentMethod | null>(null);

  if (isOutletPending) return <Loader aria-label={t('common.loading')} />;
  if (!outlet) return <Text>{t('backOffice.noOutlets')}</Text>;
  const list = methods.data ?? [];
  const nextPosition = list.reduce((highest, method) => Math.max(highest, method.Position + 1), 0);

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
      testId="bo-payment-methods"
      title={t('boPayments.methods.title')}
      subtitle={t('boPayments.methods.subtitle', { outlet: outlet.Name })}
      newLabel={t('boPayments.methods.new')}
      onNew={() => setEditing('new')}
      query={methods}
      emptyText={t('boPayments.methods.empty')}
      renderList={(items) => (
        <Table striped highlightOnHover verticalSpacing="sm" fz="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={64} />
              <Table.Th>{t('boPayments.columns.name')}</Table.Th>
              <Table.Th>{t('boPayments.columns.type')}</Table.Th>
              <Table.Th>{t('boPayments.columns.options')}</Table.Th>
              <Table.Th>{t('boPayments.columns.defaultValue')}</Table.Th>
              <Table.Th>{t('boPayments.columns.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((method) => (
              <Table.Tr key={method.Id} c={method.IsActive ? undefined : 'dimmed'}>
                <Table.Td>{method.Image ? <Image src={uploadedImageUrl(method.Image.FileName)} alt={t('boPayments.fields.imagePreview', { name: method.Name })} w={40} h={40} fit="contain" /> : null}</Table.Td>
                <Table.Td fw={600}>{method.Name}</Table.Td>
                <Table.Td>{t(`boPayments.types.${method.Type}`, { defaultValue: method.TypeName })}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {method.OpenDrawer ? <Badge variant="light">{t('boPayments.flags.openDrawer')}</Badge> : null}
                    {method.IsUsePoint ? <Badge variant="light" color="grape">{t('boPayments.flags.points')}</Badge> : null}
                    {method.IsNoSales ? <Badge variant="light" color="orange">{t('boPayments.flags.noSales')}</Badge> : null}
                  </Group>
                </Table.Td>
                <Table.Td>{method.DefaultValue === null ? '—' : moneyText(method.DefaultValue, outlet.CurrencyCode)}</Table.Td>
                <Table.Td>
                  {method.IsActive ? (
                    <Badge color="teal" variant="light" size="lg">
                      {t('boPayments.status.active')}
                    </Badge>
                  ) : (
                    <Tooltip label={t('boPayments.archivedHint')}>
                      <Badge color="gray" variant="light" size="lg">
                        {t('boPayments.status.archived')}
                      </Badge>
                    </Tooltip>
                  )}
                </Table.Td>
                <Table.Td>
                  {method.IsActive ? (
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button variant="light" size="sm" aria-label={t('boPayments.methods.editAria', { name: method.Name })} onClick={() => setEditing(method)}>
                        {t('backOffice.edit')}
                      </Button>
                      <Button variant="subtle" color="red" size="sm" aria-label={t('boPayments.methods.deleteAria', { name: method.Name })} onClick={() => setRemoving(method)}>
                        {t('backOffice.delete')}
                      </Button>
                    </Group>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    >

      {editing !== null ? <PaymentMethodDialog outlet={outlet} editing={editing === 'new' ? null : editing} nextPosition={nextPosition} onClose={() => setEditing(null)} /> : null}
      <RemoveConfirm name={removing?.Name ?? null} isBusy={remove.isPending} onConfirm={confirmRemove} onClose={() => setRemoving(null)} />
    </BackOfficeListPage>
  );
}
