import { useState } from 'react';
import { Badge, Button, Loader, MultiSelect, NumberInput, Switch, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderType, codeName } from '@kasir/domain';
import type { OutletChargeOption, OwnerOutletOrderType } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { readOrderTypeRow, type OrderTypeRowValues } from './order-type-row.ts';
import { useOutletOrderTypes, useUpdateOrderType } from './outlets-api.ts';

/** One order type, edited in place and saved by its own button. */
function OrderTypeRow({ orderType, charges, outletId }: { orderType: OwnerOutletOrderType; charges: OutletChargeOption[]; outletId: number }) {
  const { t } = useTranslation();
  const update = useUpdateOrderType(outletId);
  const [values, setValues] = useState<OrderTypeRowValues>({
    name: orderType.Name,
    isRounded: orderType.IsRounded,
    isActive: orderType.IsActive,
    priceLevel: orderType.PriceLevel === null ? '' : String(orderType.PriceLevel),
    chargeIds: orderType.OutletChargeIds.map(String),
  });
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof OrderTypeRowValues>(field: K, value: OrderTypeRowValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const code = codeName(OrderType, orderType.OrderTypeId);

  const save = async () => {
    const read = readOrderTypeRow(values);
    if (read.body === null) {
      setError(read.errorKey);
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({ id: orderType.Id, body: read.body });
      toast.success(t('boOutlets.orderTypes.saved', { name: read.body.Name }));
    } catch (failure) {
      toast.error(errorMessageOf(failure));
    }
  };

  return (
    <Table.Tr data-testid={`order-type-${orderType.OrderTypeId}`}>
      <Table.Td>
        <TextInput aria-label={t('boOutlets.orderTypes.name')} value={values.name} onChange={(event) => set('name', event.currentTarget.value)} error={error === 'boOutlets.orderTypes.errors.name' ? t(error) : undefined} />
        {code ? (
          <Badge variant="outline" mt={6}>
            {t(`boOutlets.orderTypes.codes.${code}`)}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Switch aria-label={t('boOutlets.orderTypes.isRounded')} checked={values.isRounded} onChange={(event) => set('isRounded', event.currentTarget.checked)} size="md" />
      </Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={t('boOutlets.orderTypes.priceLevel')}
          placeholder={t('boOutlets.orderTypes.sellPrice')}
          value={values.priceLevel}
          onChange={(value) => set('priceLevel', String(value))}
          allowDecimal={false}
          allowNegative={false}
          w={110}
          error={error === 'boOutlets.orderTypes.errors.priceLevel' ? t(error) : undefined}
        />
      </Table.Td>
      <Table.Td>
        <MultiSelect
          aria-label={t('boOutlets.orderTypes.charges')}
          data={charges.map((charge) => ({ value: String(charge.Id), label: charge.Name }))}
          value={values.chargeIds}
          onChange={(ids) => set('chargeIds', ids)}
          placeholder={values.chargeIds.length === 0 ? t('boOutlets.orderTypes.noCharges') : undefined}
          miw={200}
          clearable
        />
      </Table.Td>
      <Table.Td>
        <Switch aria-label={t('boOutlets.orderTypes.isActive')} checked={values.isActive} onChange={(event) => set('isActive', event.currentTarget.checked)} size="md" />
      </Table.Td>
      <Table.Td>
        <Button size="sm" loading={update.isPending} onClick={() => void save()} aria-label={t('boOutlets.orderTypes.saveRow', { name: orderType.Name })}>
          {t('backOffice.save')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** The outlet's order types: rounding, price level, charges applied, active. */
export function OrderTypesTable({ outletId }: { outletId: number }) {
  const { t } = useTranslation();
  const orderTypes = useOutletOrderTypes(outletId);
  if (orderTypes.isPending) return <Loader />;
  if (!orderTypes.data) return <Text c="red">{errorMessageOf(orderTypes.error)}</Text>;
  return (
    <>
      <Text c="dimmed" mb="sm">
        {t('boOutlets.orderTypes.hint')}
      </Text>
      <Table verticalSpacing="md" fz="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('boOutlets.orderTypes.name')}</Table.Th>
            <Table.Th>{t('boOutlets.orderTypes.isRounded')}</Table.Th>
            <Table.Th>{t('boOutlets.orderTypes.priceLevel')}</Table.Th>
            <Table.Th>{t('boOutlets.orderTypes.charges')}</Table.Th>
            <Table.Th>{t('boOutlets.orderTypes.isActive')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orderTypes.data.OrderTypes.map((orderType) => (
            <OrderTypeRow key={`${orderType.Id}-${orderType.Name}-${orderType.PriceLevel}-${orderType.OutletChargeIds.join(',')}`} orderType={orderType} charges={orderTypes.data.Charges} outletId={outletId} />
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
