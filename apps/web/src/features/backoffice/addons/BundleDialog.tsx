import { useState } from 'react';
import { ActionIcon, Button, Checkbox, Group, Modal, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AddOnChoices, AdminBundle, Outlet } from '@kasir/contracts';
import { submitBackOfficeForm } from '../submit-form.ts';
import { moneyText } from '../payments/money-text.ts';
import { newIdempotencyKey } from '../payments/payments-api.ts';
import { bundleToForm, emptyBundleForm, readBundleForm, type BundleForm, type BundleFormErrors } from './addon-forms.ts';
import { useSaveBundle } from './addons-api.ts';

/** Create or edit one bundle: its products with quantities, a category and one price. */
export function BundleDialog({ outlet, editing, choices, onClose }: { outlet: Outlet; editing: AdminBundle | null; choices: AddOnChoices; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveBundle(outlet.Id);
  const [form, setForm] = useState<BundleForm>(() => (editing ? bundleToForm(editing) : { ...emptyBundleForm, categoryId: choices.Categories[0]?.Id ?? null }));
  const [errors, setErrors] = useState<BundleFormErrors>({});
  const [key] = useState(newIdempotencyKey);
  const set = (patch: Partial<BundleForm>) => setForm((current) => ({ ...current, ...patch }));
  const errorText = (field: keyof BundleFormErrors) => (errors[field] ? t(`boAddOns.errors.${errors[field]}`) : undefined);
  const productById = new Map(choices.Products.map((product) => [product.Id, product]));
  const nameOf = (id: number) => productById.get(id)?.Name ?? editing?.Components.find((component) => component.OutletProductId === id)?.Name ?? `#${id}`;
  const chosen = new Set(form.components.map((component) => component.productId));
  const separately = form.components.reduce((sum, component) => sum + (productById.get(component.productId)?.SellPrice ?? 0) * (component.quantity === '' ? 0 : component.quantity), 0);

  const setQuantity = (productId: number, quantity: number | '') => set({ components: form.components.map((component) => (component.productId === productId ? { ...component, quantity } : component)) });

  const submit = () =>
    submitBackOfficeForm({
      read: readBundleForm(form, outlet.Id),
      setErrors,
      mutation: save,
      id: editing?.Id ?? null,
      key,
      savedMessage: (saved) => t('boAddOns.saved', { name: saved.Name }),
      onClose,
    });

  return (
    <Modal opened onClose={onClose} title={editing ? t('boAddOns.bundles.edit', { name: editing.Name }) : t('boAddOns.bundles.new')} size="lg" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput label={t('boAddOns.fields.name')} size="md" value={form.name} error={errorText('name')} onChange={(event) => set({ name: event.currentTarget.value })} data-autofocus />
          <Group grow align="flex-start">
            <Select
              label={t('boAddOns.fields.category')}
              size="md"
              allowDeselect={false}
              data={choices.Categories.map((category) => ({ value: String(category.Id), label: category.Name }))}
              value={form.categoryId === null ? null : String(form.categoryId)}
              error={errorText('category')}
              onChange={(value) => set({ categoryId: value === null ? null : Number(value) })}
            />
            <NumberInput
              label={t('boAddOns.fields.price')}
              size="md"
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
          </Group>
          <Stack gap={6}>
            <Select
              label={t('boAddOns.fields.addComponent')}
              placeholder={t('boAddOns.fields.addComponentHint')}
              size="md"
              searchable
              nothingFoundMessage={t('boAddOns.noMatch')}
              data={choices.Products.filter((product) => !chosen.has(product.Id)).map((product) => ({ value: String(product.Id), label: product.Name }))}
              value={null}
              error={errorText('components')}
              onChange={(value) => value !== null && set({ components: [...form.components, { productId: Number(value), quantity: 1 }] })}
            />
            {form.components.length > 0 ? (
              <Table verticalSpacing={4} aria-label={t('boAddOns.fields.components')}>
                <Table.Tbody>
                  {form.components.map((component) => {
                    const name = nameOf(component.productId);
                    return (
                      <Table.Tr key={component.productId}>
                        <Table.Td fw={600}>{name}</Table.Td>
                        <Table.Td w={130}>
                          <NumberInput
                            aria-label={t('boAddOns.fields.quantityOf', { name })}
                            size="sm"
                            min={1}
                            allowNegative={false}
                            allowDecimal={false}
                            value={component.quantity}
                            onChange={(value) => setQuantity(component.productId, typeof value === 'number' ? value : '')}
                          />
                        </Table.Td>
                        <Table.Td w={48}>
                          <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('boAddOns.fields.removeComponent', { name })} onClick={() => set({ components: form.components.filter((candidate) => candidate.productId !== component.productId) })}>
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            ) : null}
            {form.components.length > 0 ? (
              <Text size="sm" c="dimmed">
                {t('boAddOns.fields.separately', { amount: moneyText(separately, outlet.CurrencyCode) })}
              </Text>
            ) : null}
          </Stack>
          <Group gap="lg">
            <Checkbox size="md" label={t('boAddOns.fields.active')} checked={form.isActive} onChange={(event) => set({ isActive: event.currentTarget.checked })} />
            <Checkbox size="md" label={t('boAddOns.fields.soldOut')} checked={form.isSoldOut} onChange={(event) => set({ isSoldOut: event.currentTarget.checked })} />
          </Group>
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
