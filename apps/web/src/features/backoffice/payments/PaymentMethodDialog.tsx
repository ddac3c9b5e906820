import { useState } from 'react';
import { Button, Checkbox, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PaymentMethodTypeCode, codeValues } from '@kasir/domain';
import type { AdminPaymentMethod, Outlet } from '@kasir/contracts';
import { submitBackOfficeForm } from '../submit-form.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { emptyPaymentMethodForm, isPointType, paymentMethodToForm, readPaymentMethodForm, withType, type PaymentMethodForm, type PaymentMethodFormErrors } from './payment-method-form.ts';
import { newIdempotencyKey, useSavePaymentMethod } from './payments-api.ts';

/** Create or edit one payment method; `editing` null = a new one (with its own Idempotency-Key). */
export function PaymentMethodDialog({ outlet, editing, nextPosition, onClose }: { outlet: Outlet; editing: AdminPaymentMethod | null; nextPosition: number; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSavePaymentMethod(outlet.Id);
  const [form, setForm] = useState<PaymentMethodForm>(() => (editing ? paymentMethodToForm(editing) : { ...emptyPaymentMethodForm, position: nextPosition }));
  const [errors, setErrors] = useState<PaymentMethodFormErrors>({});
  const [key] = useState(newIdempotencyKey);
  const set = (patch: Partial<PaymentMethodForm>) => setForm((current) => ({ ...current, ...patch }));
  const errorText = (field: keyof PaymentMethodFormErrors) => (errors[field] ? t(`boPayments.errors.${errors[field]}`) : undefined);
  const usesPoints = isPointType(form.type) || form.isUsePoint;

  const submit = () =>
    submitBackOfficeForm({
      read: readPaymentMethodForm(form, outlet.Id),
      setErrors,
      mutation: save,
      id: editing?.Id ?? null,
      key,
      savedMessage: (saved) => t('boPayments.saved', { name: saved.Name }),
      onClose,
    });

  return (
    <Modal opened onClose={onClose} title={editing ? t('boPayments.methods.edit', { name: editing.Name }) : t('boPayments.methods.new')} size="lg" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput label={t('boPayments.fields.name')} size="md" value={form.name} error={errorText('name')} onChange={(event) => set({ name: event.currentTarget.value })} data-autofocus />
            <Select
              label={t('boPayments.fields.type')}
              size="md"
              allowDeselect={false}
              data={codeValues(PaymentMethodTypeCode).map((code) => ({ value: String(code), label: t(`boPayments.types.${code}`) }))}
              value={String(form.type)}
              onChange={(value) => value !== null && setForm((current) => withType(current, Number(value)))}
            />
          </Group>
          <NumberInput
            label={t('boPayments.fields.defaultValue')}
            description={t('boPayments.fields.defaultValueHint')}
            size="md"
            prefix={`${outlet.CurrencyCode} `}
            thousandSeparator="."
            decimalSeparator=","
            decimalScale={2}
            allowNegative={false}
            hideControls
            value={form.defaultValue}
            error={errorText('defaultValue')}
            onChange={(value) => set({ defaultValue: typeof value === 'number' ? value : '' })}
          />
          <Group gap="xl">
            <Checkbox size="md" label={t('boPayments.fields.openDrawer')} checked={form.openDrawer} onChange={(event) => set({ openDrawer: event.currentTarget.checked })} />
            <Checkbox size="md" label={t('boPayments.fields.isNoSales')} checked={form.isNoSales} onChange={(event) => set({ isNoSales: event.currentTarget.checked })} />
            <Checkbox size="md" label={t('boPayments.fields.isUsePoint')} checked={usesPoints} disabled={isPointType(form.type)} onChange={(event) => set({ isUsePoint: event.currentTarget.checked })} />
          </Group>
          {usesPoints ? (
            <NumberInput
              label={t('boPayments.fields.maxPoint')}
              description={t('boPayments.fields.maxPointHint')}
              size="md"
              thousandSeparator="."
              decimalSeparator=","
              decimalScale={0}
              allowNegative={false}
              hideControls
              value={form.maxPoint}
              error={errorText('maxPoint')}
              onChange={(value) => set({ maxPoint: typeof value === 'number' ? value : '' })}
            />
          ) : null}
          <ImagePicker value={form.image} altName={form.name} onChange={(image) => set({ image })} />
          <NumberInput label={t('boPayments.fields.position')} size="md" w={160} min={0} allowNegative={false} decimalScale={0} value={form.position} onChange={(value) => set({ position: typeof value === 'number' ? value : 0 })} />
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
