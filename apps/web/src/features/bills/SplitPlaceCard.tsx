import type { ReactNode } from 'react';
import { Badge, Group, Paper, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BillLine } from './bill-lines.ts';

export interface SplitPlaceCardProps {
  title: string;
  testId: string;
  entries: Array<{ line: BillLine; quantity: number }>;
  selectedKey: string | null;
  onSelect(key: string): void;
  subtotal: string;
  /** The move-here and remove buttons of the place. */
  actions: ReactNode;
  isHighlighted?: boolean;
}

/** One column of the split dialog: the original list or a numbered group, each line selectable. */
export function SplitPlaceCard({ title, testId, entries, selectedKey, onSelect, subtotal, actions, isHighlighted = false }: SplitPlaceCardProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" bg={isHighlighted ? 'var(--mantine-color-gray-0)' : undefined} data-testid={testId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{title}</Text>
          <Group gap={4} wrap="nowrap">
            {actions}
          </Group>
        </Group>
        <ScrollArea.Autosize mah={260}>
          <Stack gap={4}>
            {entries.length === 0 && (
              <Text c="dimmed" fz="sm" ta="center" py="sm">
                {t('bills.split.empty')}
              </Text>
            )}
            {entries.map(({ line, quantity }) => {
              const isSelected = selectedKey === line.key;
              return (
                <UnstyledButton
                  key={line.key}
                  onClick={() => onSelect(line.key)}
                  aria-pressed={isSelected}
                  data-testid={`${testId}-line-${line.key}`}
                  p="xs"
                  style={{
                    borderRadius: 8,
                    minHeight: 44,
                    border: `2px solid ${isSelected ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-3)'}`,
                    background: isSelected ? 'var(--mantine-primary-color-light)' : undefined,
                  }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fz="sm" fw={isSelected ? 700 : 500} lineClamp={2}>
                      {line.name}
                    </Text>
                    <Badge variant={isSelected ? 'filled' : 'light'} size="lg" data-testid="split-line-quantity">
                      × {quantity}
                    </Badge>
                  </Group>
                </UnstyledButton>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="space-between">
          <Text fz="xs" c="dimmed">
            {t('bills.split.subtotal')}
          </Text>
          <Text fz="sm" fw={600} data-testid={`${testId}-subtotal`}>
            {subtotal}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
