import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface QuickCashRowProps {
  /** What is due without the cash line; 0 leaves the exact button out. */
  exact: number;
  /** The fixed quick amounts of spec §9 (50.000, 100.000, 500.000). */
  amounts: readonly number[];
  money(rupiah: number): string;
  onChoose(amount: number): void;
}

/**
 * The spec §9 quick cash amounts on the summary view (issue 16): one tap sets the cash line to
 * that amount, no keypad and no OK, so exact cash is two taps from the dialog (this, then Pay).
 */
export function QuickCashRow({ exact, amounts, money, onChoose }: QuickCashRowProps) {
  const { t } = useTranslation();
  const fixed = amounts.filter((amount) => amount !== exact);
  return (
    <Group gap="xs" grow wrap="nowrap" role="group" aria-label={t('payment.quickCash.label')} data-testid="quick-cash">
      {exact > 0 && (
        <Button size="md" h={52} px="xs" color="teal" onClick={() => onChoose(exact)} data-testid="quick-cash-exact">
          <Stack gap={0} align="center">
            <Text fz="sm" fw={700} lh={1.2}>
              {t('payment.quickCash.exact')}
            </Text>
            <Text fz="xs" lh={1.2}>
              {money(exact)}
            </Text>
          </Stack>
        </Button>
      )}
      {fixed.map((amount) => (
        <Button key={amount} size="md" h={52} px="xs" variant="light" onClick={() => onChoose(amount)} data-testid={`quick-cash-${amount}`}>
          {money(amount)}
        </Button>
      ))}
    </Group>
  );
}
