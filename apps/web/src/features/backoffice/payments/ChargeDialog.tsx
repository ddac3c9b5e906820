import { useState } from 'react';
import { Button, Checkbox, Group, Modal, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHARGE_PERCENT_MAX, ChargeDeductFrom, ChargeType } from '@kasir/domain';
import type { AdminCharge, Outlet, OwnerOutletOrderType } from '@kasir/contracts';
import { submitBackOfficeForm } from '../submit-form.ts';
import { chargeToForm, emptyChargeForm, readChargeForm, type ChargeForm, type ChargeFormErrors } from './charge-form.ts';
import { newIdempotencyKey, useSaveCharge } from './payments-api.ts';

/** Create or edit one charge; `editing` null = a new one (with its own Idempotency-Key). */
export function ChargeDialog({ outlet, editing, orderTypes, onClose }: { outlet: Outlet; editing: AdminCharge | null; orderTypes: OwnerOutletOrderType[]; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveCharge(outlet.Id);
  const [form, setForm] = useState<ChargeForm>(() => (editing ? chargeToForm(editing) : emptyChargeForm));
  const [errors, setErrors] = useState<ChargeFormErrors>({});
  const [key] = useState(newIdempotencyKey);
  const set = (patch: Partial<ChargeForm>) => setForm((current) => ({ ...current, ...patch }));
  const errorText = (field: keyof ChargeFormErrors) => (errors[field] ? t(`boPayments.errors.${errors[field]}`) : undefined);
  const isPercent = form.type === ChargeType.PERCENTAGE;

  const submit = () =>
    submitBackOfficeForm({
      read: readChargeForm(form, outlet.Id),
      setErrors,
      mutation: save,
      id: editing?.Id ?? null,
      key,
      savedMessage: (saved) => t('boPayments.saved', { name: saved.Name }),
      onClose,
    });

  const toggleOrderType = (id: number, checked: boolean) => set({ orderTypeIds: checked ? [...form.orderTypeIds, id] : form.orderTypeIds.filter((candidate) => candidate !== id) });

  return (
    <Modal opened onClose={onClose} title={editing ? t('boPayments.charges.edit', { name: editing.Name }) : t('boPayments.charges.new')} size="lg" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput label={t('boPayments.fields.name')} size="md" value={form.name} error={errorText('name')} onChange={(event) => set({ name: event.currentTarget.value })} data-autofocus />
          <div>
            <Text fw={600} size="md" mb={4}>
              {t('boPayments.fields.chargeType')}
            </Text>
            <SegmentedControl
              size="md"
              value={String(form.type)}
              onChange={(value) => set({ type: Number(value) })}
              data={[
                { value: String(ChargeType.PERCENTAGE), label: t('boPayments.fields.percentage') },
                { value: String(ChargeType.NOMINAL), label: t('boPayments.fields.fixed') },
              ]}
            />
          </div>
          <NumberInput
            label={isPercent ? t('boPayments.fields.amountPercent') : t('boPayments.fields.amountMoney')}
            size="md"
            w={260}
            {...(isPercent ? { suffix: ' %', max: CHARGE_PERCENT_MAX } : { prefix: `${outlet.CurrencyCode} `, thousandSeparator: '.' })}
            decimalSeparator=","
            decimalScale={2}
            allowNegative={false}
            hideControls
            value={form.amount}
            error={errorText('amount')}
            onChange={(value) => set({ amount: typeof value === 'number' ? value : '' })}
          />
          <Checkbox size="md" label={t('boPayments.fields.includedProductPrice')} description={t('boPayments.fields.includedProductPriceHint')} checked={form.includedProductPrice} onChange={(event) => set({ includedProductPrice: event.currentTarget.checked })} />
          <Checkbox size="md" label={t('boPayments.fields.addProductPrice')} checked={form.addProductPrice} onChange={(event) => set({ addProductPrice: event.currentTarget.checked })} />
          <Select
            label={t('boPayments.fields.deductFrom')}
            size="md"
            w={260}
            allowDeselect={false}
            data={[
              { value: String(ChargeDeductFrom.SUB_TOTAL), label: t('boPayments.fields.deductFromSubTotal') },
              { value: String(ChargeDeductFrom.PRODUCT), label: t('boPayments.fields.deductFromProduct') },
            ]}
            value={String(form.deductFrom)}
            onChange={(value) => value !== null && set({ deductFrom: Number(value) })}
          />
          <Stack gap={6}>
            <Text fw={600} size="md">
              {t('boPayments.fields.orderTypes')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('boPayments.fields.orderTypesHint')}
            </Text>
            <Group gap="lg">
              {orderTypes.map((orderType) => (
                <Checkbox key={orderType.Id} size="md" label={orderType.Name} checked={form.orderTypeIds.includes(orderType.Id)} onChange={(event) => toggleOrderType(orderType.Id, event.currentTarget.checked)} />
              ))}
            </Group>
          </Stack>
          <Checkbox size="md" label={t('boPayments.fields.isActive')} checked={form.isActive} onChange={(event) => set({ isActive: event.currentTarget.checked })} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" size="md" onClick={onClose}>
              {t('backOffice.cancel')}
            </Button>
            <Button type="submit" size="md" loading={save.isPending}>
              {t('backOffice.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
