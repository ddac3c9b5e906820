import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PRICE_LEVEL_MAX } from '@kasir/domain';
import { MoneyInput } from './MoneyInput.tsx';
import { nextLevel, type LevelForm } from './product-form.ts';

/** The product's LEVEL{n} prices: one money input per level, added and removed by the owner. */
export function LevelPricesEditor({ levels, currency, onChange }: { levels: LevelForm[]; currency: string; onChange(levels: LevelForm[]): void }) {
  const { t } = useTranslation();
  const next = nextLevel(levels);
  return (
    <Stack gap={6}>
      <Text fw={600}>{t('boMenu.fields.levelPrices')}</Text>
      <Text size="sm" c="dimmed">
        {t('boMenu.fields.levelPricesHint')}
      </Text>
      {levels.map((level) => (
        <Group key={level.level} gap="xs" align="flex-end">
          <MoneyInput
            label={t('boMenu.fields.level', { n: level.level })}
            size="md"
            w={220}
            currency={currency}
            value={level.price}
            onValue={(price) => onChange(levels.map((candidate) => (candidate.level === level.level ? { ...candidate, price } : candidate)))}
          />
          <ActionIcon variant="subtle" color="red" size="xl" aria-label={t('boMenu.fields.removeLevel', { n: level.level })} onClick={() => onChange(levels.filter((candidate) => candidate.level !== level.level))}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="light" size="sm" leftSection={<IconPlus size={16} />} disabled={next > PRICE_LEVEL_MAX} onClick={() => onChange([...levels, { level: next, price: '' }])}>
          {t('boMenu.fields.addLevel')}
        </Button>
      </Group>
    </Stack>
  );
}
