import { ActionIcon, Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AMOUNT_FIELD_MAX_LENGTH, formatNumber } from '@kasir/domain';
import { newRowKey, type SetupDraft } from '../setup-draft.ts';
import { TOUCH_SIZE, useFieldError, type StepProps } from './step-props.ts';

type Product = SetupDraft['products'][number];

/** Step 7: a first category and a few products with their prices in whole rupiah. */
export function ProductsStep(props: StepProps) {
  const { t } = useTranslation();
  const errorOf = useFieldError(props);
  const setRow = (key: string, patch: Partial<Product>) => props.update((draft) => ({ ...draft, products: draft.products.map((row) => (row.key === key ? { ...row, ...patch } : row)) }));
  const removeRow = (key: string) => props.update((draft) => ({ ...draft, products: draft.products.filter((row) => row.key !== key) }));
  const addRow = () => props.update((draft) => ({ ...draft, products: [...draft.products, { key: newRowKey(), name: '', priceText: '' }] }));

  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
        {t('boSetup.products.hint')}
      </Alert>
      <TextInput
        size={TOUCH_SIZE}
        maw={420}
        label={t('boSetup.products.category')}
        value={props.draft.category.name}
        error={errorOf('category.name')}
        withAsterisk
        onChange={(event) => {
          const name = event.currentTarget.value;
          props.update((draft) => ({ ...draft, category: { name } }));
        }}
      />
      {props.errors.products ? <Text c="red">{errorOf('products')}</Text> : null}
      {props.draft.products.map((product, index) => (
        <Group key={product.key} gap="md" wrap="nowrap" align="flex-start">
          <TextInput
            size={TOUCH_SIZE}
            flex={1}
            label={index === 0 ? t('boSetup.products.name') : undefined}
            aria-label={t('boSetup.products.name')}
            value={product.name}
            error={errorOf(`products.${index}.name`)}
            onChange={(event) => setRow(product.key, { name: event.currentTarget.value })}
          />
          <TextInput
            size={TOUCH_SIZE}
            w={220}
            label={index === 0 ? t('boSetup.products.price') : undefined}
            aria-label={t('boSetup.products.price')}
            inputMode="numeric"
            leftSection={<Text size="sm">Rp</Text>}
            value={product.priceText === '' ? '' : formatNumber(Number(product.priceText))}
            error={errorOf(`products.${index}.price`)}
            // Whole rupiah shown with thousands dots as it is typed; only the digits are kept.
            onChange={(event) => setRow(product.key, { priceText: event.currentTarget.value.replace(/\D/g, '').slice(0, AMOUNT_FIELD_MAX_LENGTH) })}
          />
          <ActionIcon
            size={50}
            mt={index === 0 ? 28 : 0}
            variant="subtle"
            color="red"
            aria-label={t('boSetup.products.remove', { index: index + 1 })}
            disabled={props.draft.products.length === 1}
            onClick={() => removeRow(product.key)}
          >
            <IconTrash size={22} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button size="md" variant="light" leftSection={<IconPlus size={18} />} onClick={addRow}>
          {t('boSetup.products.add')}
        </Button>
      </Group>
    </Stack>
  );
}
