import { ActionIcon, Box, Button, Checkbox, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PaymentMethodTypeCode, codeValues } from '@kasir/domain';
import { newRowKey, type SetupDraft } from '../setup-draft.ts';
import { useFieldError, type StepProps } from './step-props.ts';

type Method = SetupDraft['paymentMethods'][number];

/** Step 2: the payment methods, Indonesian favourites ticked; more can be added. */
export function PaymentsStep(props: StepProps) {
  const { t } = useTranslation();
  const errorOf = useFieldError(props);
  const types = codeValues(PaymentMethodTypeCode)
    .filter((type) => type !== PaymentMethodTypeCode.POINT)
    .map((type) => ({ value: String(type), label: t(`boSetup.payments.types.${type}`) }));
  const setRow = (key: string, patch: Partial<Method>) =>
    props.update((draft) => ({ ...draft, paymentMethods: draft.paymentMethods.map((row) => (row.key === key ? { ...row, ...patch } : row)) }));
  const removeRow = (key: string) => props.update((draft) => ({ ...draft, paymentMethods: draft.paymentMethods.filter((row) => row.key !== key) }));
  const addRow = () =>
    props.update((draft) => ({ ...draft, paymentMethods: [...draft.paymentMethods, { key: newRowKey(), name: '', type: PaymentMethodTypeCode.OTHER, openDrawer: false, isChosen: true }] }));

  return (
    <Stack gap="sm">
      <Text c="dimmed">{t('boSetup.payments.hint')}</Text>
      {props.errors.paymentMethods ? <Text c="red">{errorOf('paymentMethods')}</Text> : null}
      <Group gap="md" wrap="nowrap" c="dimmed" fz="sm" fw={500}>
        <Box w={30} />
        <Text inherit flex={1}>
          {t('boSetup.payments.name')}
        </Text>
        <Text inherit w={190}>
          {t('boSetup.payments.type')}
        </Text>
        <Text inherit w={120} ta="center">
          {t('boSetup.payments.openDrawer')}
        </Text>
        <Box w={42} />
      </Group>
      {props.draft.paymentMethods.map((method, index) => (
        <Group key={method.key} gap="md" wrap="nowrap" align="flex-start">
          <Checkbox
            size="lg"
            mt={6}
            aria-label={method.name || t('boSetup.payments.name')}
            checked={method.isChosen}
            onChange={(event) => setRow(method.key, { isChosen: event.currentTarget.checked })}
          />
          <TextInput
            size="md"
            flex={1}
            aria-label={t('boSetup.payments.name')}
            placeholder={t('boSetup.payments.name')}
            value={method.name}
            error={errorOf(`paymentMethods.${index}.name`)}
            disabled={!method.isChosen}
            onChange={(event) => setRow(method.key, { name: event.currentTarget.value })}
          />
          <Select
            size="md"
            w={190}
            aria-label={t('boSetup.payments.type')}
            data={types}
            value={String(method.type)}
            allowDeselect={false}
            disabled={!method.isChosen}
            onChange={(value) => value !== null && setRow(method.key, { type: Number(value) })}
          />
          <Group w={120} justify="center" mt={6}>
            <Switch
              size="lg"
              aria-label={`${t('boSetup.payments.openDrawer')}: ${method.name}`}
              checked={method.openDrawer}
              disabled={!method.isChosen}
              onChange={(event) => setRow(method.key, { openDrawer: event.currentTarget.checked })}
            />
          </Group>
          <ActionIcon size={42} variant="subtle" color="red" aria-label={t('boSetup.payments.remove', { name: method.name })} onClick={() => removeRow(method.key)}>
            <IconTrash size={22} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button size="md" variant="light" leftSection={<IconPlus size={18} />} onClick={addRow}>
          {t('boSetup.payments.add')}
        </Button>
      </Group>
    </Stack>
  );
}
