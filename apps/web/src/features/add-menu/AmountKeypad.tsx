import { Button, SimpleGrid } from '@mantine/core';
import { IconBackspace } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { KeypadKey } from '../payment/keypad-input.ts';

export interface AmountKeypadProps {
  onKey(key: KeypadKey): void;
}

const KEYS: KeypadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '000', '0', 'delete'];

/** The on-screen digits of the add outlet product dialog (the payment keypad's keys): 0-9, 000, delete, Clear. */
export function AmountKeypad({ onKey }: AmountKeypadProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={3} spacing="xs" data-testid="add-menu-keypad">
      {KEYS.map((key) => (
        <Button
          key={key}
          size="lg"
          h={52}
          variant="default"
          onClick={() => onKey(key)}
          data-testid={`add-menu-keypad-${key}`}
          aria-label={key === 'delete' ? t('addMenu.dialog.delete') : key}
        >
          {key === 'delete' ? <IconBackspace size={24} /> : key}
        </Button>
      ))}
      <Button size="lg" h={52} variant="default" onClick={() => onKey('clear')} data-testid="add-menu-keypad-clear" style={{ gridColumn: 'span 3' }}>
        {t('addMenu.dialog.clear')}
      </Button>
    </SimpleGrid>
  );
}
