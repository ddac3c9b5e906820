import { ActionIcon, Button, Checkbox, Chip, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OrderType, codeValues } from '@kasir/domain';
import { newRowKey, type SetupDraft } from '../setup-draft.ts';
import { useFieldError, type StepProps } from './step-props.ts';

type Charge = SetupDraft['charges'][number];

/** Step 3: percentage charges and taxes (Service 5 %, PB1 10 %) and the order types each applies to. */
export function ChargesStep(props: StepProps) {
  const { t } = useTranslation();
  const errorOf = useFieldError(props);
  const setRow = (key: string, patch: Partial<Charge>) => props.update((draft) => ({ ...draft, charges: draft.charges.map((row) => (row.key === key ? { ...row, ...patch } : row)) }));
  const removeRow = (key: string) => props.update((draft) => ({ ...draft, charges: draft.charges.filter((row) => row.key !== key) }));
  const addRow = () => props.update((draft) => ({ ...draft, charges: [...draft.charges, { key: newRowKey(), name: '', percentText: '', orderTypes: [OrderType.DINE_IN], isChosen: true }] }));

  return (
    <Stack gap="sm">
      <Text c="dimmed">{t('boSetup.charges.hint')}</Text>
      {props.errors.charges ? <Text c="red">{errorOf('charges')}</Text> : null}
      {props.draft.charges.length === 0 ? <Text fw={500}>{t('boSetup.charges.none')}</Text> : null}
      {props.draft.charges.map((charge, index) => (
        <Paper key={charge.key} withBorder p="md" radius="md">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <Checkbox size="lg" mt={34} aria-label={charge.name || t('boSetup.charges.name')} checked={charge.isChosen} onChange={(event) => setRow(charge.key, { isChosen: event.currentTarget.checked })} />
            <TextInput
              size="lg"
              flex={1}
              label={t('boSetup.charges.name')}
              value={charge.name}
              error={errorOf(`charges.${index}.name`)}
              disabled={!charge.isChosen}
              onChange={(event) => setRow(charge.key, { name: event.currentTarget.value })}
            />
            <TextInput
              size="lg"
              w={140}
              label={t('boSetup.charges.percent')}
              inputMode="decimal"
              rightSection="%"
              value={charge.percentText}
              error={errorOf(`charges.${index}.percent`)}
              disabled={!charge.isChosen}
              onChange={(event) => setRow(charge.key, { percentText: event.currentTarget.value })}
            />
            <ActionIcon size={42} mt={30} variant="subtle" color="red" aria-label={t('boSetup.charges.remove', { name: charge.name })} onClick={() => removeRow(charge.key)}>
              <IconTrash size={22} />
            </ActionIcon>
          </Group>
          <Group gap="sm" mt="sm" ml={44}>
            <Text size="sm" fw={500}>
              {t('boSetup.charges.appliesTo')}
            </Text>
            <Chip.Group multiple value={charge.orderTypes.map(String)} onChange={(values) => setRow(charge.key, { orderTypes: values.map(Number) })}>
              {codeValues(OrderType).map((type) => (
                <Chip key={type} value={String(type)} size="md" disabled={!charge.isChosen}>
                  {t(`boSetup.charges.orderTypes.${type}`)}
                </Chip>
              ))}
            </Chip.Group>
          </Group>
          {errorOf(`charges.${index}.orderTypes`) ? (
            <Text c="red" size="sm" ml={44} mt={4}>
              {errorOf(`charges.${index}.orderTypes`)}
            </Text>
          ) : null}
        </Paper>
      ))}
      <Group>
        <Button size="md" variant="light" leftSection={<IconPlus size={18} />} onClick={addRow}>
          {t('boSetup.charges.add')}
        </Button>
      </Group>
    </Stack>
  );
}
