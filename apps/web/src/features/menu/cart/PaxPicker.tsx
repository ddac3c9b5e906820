import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_LINE_QUANTITY, PAX_QUICK_PICKS } from '@kasir/domain';
import { translateMessage } from '../../../i18n/messages.ts';

export interface PaxPickerProps {
  pax: number;
  error: string | null;
  onChange(pax: number): void;
}

/** Spec §5/§9: pax with quick picks 1-10; 0 is refused on save with the spec's message. */
export function PaxPicker({ pax, error, onChange }: PaxPickerProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group gap="xs" align="center" wrap="nowrap">
        <Text size="sm" fw={600} w={40}>
          {t('menu.pax')}
        </Text>
        <NumberInput
          size="xs"
          w={80}
          aria-label={t('menu.pax')}
          value={pax}
          min={0}
          max={MAX_LINE_QUANTITY}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          onChange={(value) => onChange(Number(value) || 0)}
          error={error !== null}
          data-testid="pax-input"
        />
      </Group>
      <Group gap={4} data-testid="pax-quick-picks">
        {PAX_QUICK_PICKS.map((value) => (
          <Button key={value} size="compact-sm" w={34} px={0} variant={value === pax ? 'filled' : 'default'} onClick={() => onChange(value)}>
            {value}
          </Button>
        ))}
      </Group>
      {error !== null && (
        <Text size="xs" c="red" role="alert" data-testid="pax-error">
          {translateMessage(error)}
        </Text>
      )}
    </Stack>
  );
}
