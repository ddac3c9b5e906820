import { useState } from 'react';
import { Button, Checkbox, Group, Modal, MultiSelect, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADD_ON_SUGGESTIONS, type AddOnChoices, type AdminAddOn, type Outlet } from '@kasir/contracts';
import { submitBackOfficeForm } from '../submit-form.ts';
import { newIdempotencyKey } from '../payments/payments-api.ts';
import { addOnToForm, emptyAddOnForm, readAddOnForm, type AddOnForm, type AddOnFormErrors } from './addon-forms.ts';
import { useSaveAddOn } from './addons-api.ts';

/** Create or edit one add-on; `editing` null = a new one (with its own Idempotency-Key). */
export function AddOnDialog({ outlet, editing, choices, takenNames, onClose }: { outlet: Outlet; editing: AdminAddOn | null; choices: AddOnChoices; takenNames: readonly string[]; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveAddOn(outlet.Id);
  const [form, setForm] = useState<AddOnForm>(() => (editing ? addOnToForm(editing) : emptyAddOnForm));
  const [errors, setErrors] = useState<AddOnFormErrors>({});
  const [key] = useState(newIdempotencyKey);
  const set = (patch: Partial<AddOnForm>) => setForm((current) => ({ ...current, ...patch }));
  const errorText = (field: keyof AddOnFormErrors) => (errors[field] ? t(`boAddOns.errors.${errors[field]}`) : undefined);
  const taken = new Set(takenNames.map((name) => name.toLowerCase()));
  const suggestions = editing ? [] : ADD_ON_SUGGESTIONS.filter((name) => !taken.has(name.toLowerCase()));

  const submit = () =>
    submitBackOfficeForm({
      read: readAddOnForm(form, outlet.Id),
      setErrors,
      mutation: save,
      id: editing?.Id ?? null,
      key,
      savedMessage: (saved) => t('boAddOns.saved', { name: saved.Name }),
      onClose,
    });

  return (
    <Modal opened onClose={onClose} title={editing ? t('boAddOns.addOns.edit', { name: editing.Name }) : t('boAddOns.addOns.new')} size="lg" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput label={t('boAddOns.fields.name')} size="md" value={form.name} error={errorText('name')} onChange={(event) => set({ name: event.currentTarget.value })} data-autofocus />
          {suggestions.length > 0 ? (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('boAddOns.fields.suggestions')}
              </Text>
              <Group gap="xs">
                {suggestions.map((name) => (
                  <Button key={name} variant={form.name === name ? 'filled' : 'light'} size="compact-md" radius="xl" onClick={() => set({ name })}>
                    {name}
                  </Button>
                ))}
              </Group>
            </Stack>
          ) : null}
          <NumberInput
            label={t('boAddOns.fields.price')}
            size="md"
            w={260}
            prefix={`${outlet.CurrencyCode} `}
            thousandSeparator="."
            decimalSeparator=","
            decimalScale={2}
            allowNegative={false}
            hideControls
            value={form.price}
            error={errorText('price')}
            onChange={(value) => set({ price: typeof value === 'number' ? value : '' })}
          />
          <Group align="flex-end" gap="lg">
            <Switch size="md" label={t('boAddOns.fields.unlimited')} description={t('boAddOns.fields.unlimitedHint')} checked={form.isUnlimited} onChange={(event) => set({ isUnlimited: event.currentTarget.checked })} />
            {form.isUnlimited ? null : (
              <NumberInput
                label={t('boAddOns.fields.quantity')}
                size="md"
                w={160}
                allowNegative={false}
                allowDecimal={false}
                hideControls
                value={form.quantity}
                error={errorText('quantity')}
                onChange={(value) => set({ quantity: typeof value === 'number' ? value : '' })}
              />
            )}
          </Group>
          <Checkbox size="md" label={t('boAddOns.fields.soldOut')} checked={form.isSoldOut} onChange={(event) => set({ isSoldOut: event.currentTarget.checked })} />
          <MultiSelect
            label={t('boAddOns.fields.products')}
            description={t('boAddOns.fields.productsHint')}
            size="md"
            searchable
            clearable
            nothingFoundMessage={t('boAddOns.noMatch')}
            data={choices.Products.map((product) => ({ value: String(product.Id), label: product.Name }))}
            value={form.productIds.map(String)}
            onChange={(values) => set({ productIds: values.map(Number) })}
            comboboxProps={{ withinPortal: true }}
          />
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
