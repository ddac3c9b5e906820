import { useEffect, useRef } from 'react';
import { Box, Button, Group, Loader, SimpleGrid, Stack } from '@mantine/core';
import { IconBackspace } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PIN_LENGTH } from '@kasir/domain';

export interface PinPadProps {
  value: string;
  onChange(value: string): void;
  /** Called once the PIN reaches PIN_LENGTH digits: no Enter key needed (spec §2). */
  onComplete(pin: string): void;
  isSubmitting?: boolean;
}

const DIGIT_ROWS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** A touch keypad for a 6-digit PIN; a hardware keyboard works too. */
export function PinPad({ value, onChange, onComplete, isSubmitting = false }: PinPadProps) {
  const { t } = useTranslation();
  const isDisabled = isSubmitting;

  // The key listener lives for the pad's life; it reads the latest props through a ref.
  const latest = useRef({ value, isDisabled, onChange, onComplete });
  useEffect(() => {
    latest.current = { value, isDisabled, onChange, onComplete };
  });

  useEffect(() => {
    function handleKey(event: KeyboardEvent) {
      const { isDisabled: disabled } = latest.current;
      if (disabled || event.ctrlKey || event.metaKey || event.altKey) return;
      // The ref is updated at once too: a fast typist can press again before React re-renders.
      if (/^\d$/.test(event.key)) latest.current.value = pressDigitFrom(latest.current, event.key);
      else if (event.key === 'Backspace') latest.current.value = changeTo(latest.current, latest.current.value.slice(0, -1));
      else if (event.key === 'Escape') latest.current.value = changeTo(latest.current, '');
    }
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, []);

  const pressDigit = (digit: string) => pressDigitFrom({ value, onChange, onComplete }, digit);

  const digitButton = (digit: string) => (
    <Button key={digit} variant="default" size="xl" h={72} fz={28} disabled={isDisabled} onClick={() => pressDigit(digit)}>
      {digit}
    </Button>
  );

  return (
    <Stack data-testid="pin-pad" gap="lg" align="center">
      <Group gap="md" role="status" aria-label={t('pinPad.progress', { count: value.length, total: PIN_LENGTH })} h={28}>
        {isSubmitting ? (
          <Loader size="sm" />
        ) : (
          Array.from({ length: PIN_LENGTH }, (_, index) => (
            <Box
              key={index}
              w={18}
              h={18}
              bdrs="50%"
              bd="2px solid var(--mantine-color-coffee-6)"
              bg={index < value.length ? 'var(--mantine-color-coffee-6)' : 'transparent'}
            />
          ))
        )}
      </Group>
      <SimpleGrid cols={3} spacing="sm" w={300}>
        {DIGIT_ROWS.map(digitButton)}
        {/* The label may wrap: 'Hapus semua' does not fit one line of a key. */}
        <Button
          variant="subtle"
          size="xl"
          h={72}
          px={4}
          fz="lg"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.15 } }}
          disabled={isDisabled || value.length === 0}
          onClick={() => onChange('')}
        >
          {t('pinPad.clear')}
        </Button>
        {digitButton('0')}
        <Button
          variant="subtle"
          size="xl"
          h={72}
          aria-label={t('pinPad.delete')}
          disabled={isDisabled || value.length === 0}
          onClick={() => onChange(value.slice(0, -1))}
        >
          <IconBackspace size={28} />
        </Button>
      </SimpleGrid>
    </Stack>
  );
}

function changeTo(target: Pick<PinPadProps, 'onChange'>, next: string): string {
  target.onChange(next);
  return next;
}

/** Adds a digit; at PIN_LENGTH digits the PIN is submitted. Returns the new value. */
function pressDigitFrom(target: Pick<PinPadProps, 'value' | 'onChange' | 'onComplete'>, digit: string): string {
  if (target.value.length >= PIN_LENGTH) return target.value;
  const next = target.value + digit;
  target.onChange(next);
  if (next.length === PIN_LENGTH) target.onComplete(next);
  return next;
}
