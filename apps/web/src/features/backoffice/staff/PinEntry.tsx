import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PIN_LENGTH } from '@kasir/domain';
import { PinPad } from '../../../shared/ui/PinPad.tsx';
import { advancePinEntry, type PinEntryStep } from './staff-form.ts';

export interface PinEntryProps {
  /** The PIN once typed twice alike. */
  onPin(pin: string): void;
  onCancel(): void;
  isSubmitting?: boolean;
  /** Shown above the keypad (whose PIN it is, what happens). */
  hint?: string;
}

/**
 * A new PIN typed twice on the on-screen keypad (a hardware keyboard works too): the owner never
 * sees it, so typing it twice is what catches a slip. Only one keypad is on screen at a time: it
 * listens to the whole window's keys.
 */
export function PinEntry({ onPin, onCancel, isSubmitting = false, hint }: PinEntryProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<PinEntryStep>({ stage: 'first' });
  const [value, setValue] = useState('');
  const [isMismatch, setIsMismatch] = useState(false);

  function complete(typed: string) {
    const result = advancePinEntry(step, typed);
    setStep(result.step);
    setIsMismatch(result.isMismatch);
    setValue('');
    if (result.pin !== null) onPin(result.pin);
  }

  return (
    <Stack align="center" gap="md" data-testid="pin-entry">
      {hint ? (
        <Text c="dimmed" ta="center" maw={420}>
          {hint}
        </Text>
      ) : null}
      <Text fw={700} fz="lg" data-testid="pin-entry-prompt">
        {step.stage === 'first' ? t('boStaff.typePin', { length: PIN_LENGTH }) : t('boStaff.typePinAgain')}
      </Text>
      {isMismatch ? (
        <Alert color="red" variant="light" py="xs">
          {t('boStaff.pinMismatch')}
        </Alert>
      ) : null}
      <PinPad value={value} onChange={setValue} onComplete={complete} isSubmitting={isSubmitting} />
      <Group>
        <Button variant="default" size="md" onClick={onCancel} disabled={isSubmitting}>
          {t('backOffice.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
