import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_ORDER_MAX_QUANTITY } from '@kasir/domain';

/** − n + with thumb-sized buttons; never below 1 (removing is its own button). */
export function QuantityStepper({ value, onChange, label }: { value: number; onChange: (next: number) => void; label: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label={label}>
      <ActionIcon size={44} radius="xl" variant="light" aria-label={t('selfOrder.less')} disabled={value <= 1} onClick={() => onChange(value - 1)}>
        <IconMinus size={20} />
      </ActionIcon>
      <Text fw={700} fz="lg" miw={28} ta="center" aria-live="polite">
        {value}
      </Text>
      <ActionIcon size={44} radius="xl" variant="light" aria-label={t('selfOrder.more')} disabled={value >= CUSTOMER_ORDER_MAX_QUANTITY} onClick={() => onChange(value + 1)}>
        <IconPlus size={20} />
      </ActionIcon>
    </Group>
  );
}
