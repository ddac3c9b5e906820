import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PIN_LENGTH } from '@kasir/domain';
import { PinPad } from '../../../../shared/ui/PinPad.tsx';
import { usernameFromName } from '../setup-draft.ts';
import { TOUCH_SIZE, useFieldError, type StepProps } from './step-props.ts';

type PinPhase = 'idle' | 'first' | 'again';

/**
 * Step 5: the first cashier and their PIN, typed twice on the on-screen keypad. While the pad
 * is open the name fields are read-only: the pad also listens to the keyboard's digits.
 */
export function CashierStep(props: StepProps) {
  const { t } = useTranslation();
  const errorOf = useFieldError(props);
  const { cashier } = props.draft;
  const [phase, setPhase] = useState<PinPhase>('idle');
  const [typed, setTyped] = useState('');
  const [first, setFirst] = useState('');
  const [isMismatch, setIsMismatch] = useState(false);
  // The username follows the name until the owner types one of their own.
  const [isUsernameEdited, setIsUsernameEdited] = useState(cashier.username !== '' && cashier.username !== usernameFromName(cashier.name));
  const set = (patch: Partial<typeof cashier>) => props.update((draft) => ({ ...draft, cashier: { ...draft.cashier, ...patch } }));
  const isPinOpen = phase !== 'idle';

  function startPin() {
    setTyped('');
    setFirst('');
    setIsMismatch(false);
    setPhase('first');
  }

  function complete(pin: string) {
    if (phase === 'first') {
      setFirst(pin);
      setTyped('');
      setPhase('again');
      return;
    }
    setTyped('');
    if (pin === first) {
      set({ pin });
      setPhase('idle');
    } else {
      setIsMismatch(true);
      setFirst('');
      setPhase('first');
    }
  }

  return (
    <Group align="flex-start" gap="xl" wrap="nowrap">
      <Stack gap="md" flex={1}>
        <Text c="dimmed">{t('boSetup.cashier.hint')}</Text>
        <TextInput
          size={TOUCH_SIZE}
          label={t('boSetup.cashier.name')}
          value={cashier.name}
          error={errorOf('cashier.name')}
          readOnly={isPinOpen}
          withAsterisk
          onChange={(event) => {
            const name = event.currentTarget.value;
            set(isUsernameEdited ? { name } : { name, username: usernameFromName(name) });
          }}
        />
        <TextInput
          size={TOUCH_SIZE}
          label={t('boSetup.cashier.username')}
          description={t('boSetup.cashier.usernameHint')}
          value={cashier.username}
          error={errorOf('cashier.username')}
          readOnly={isPinOpen}
          withAsterisk
          onChange={(event) => {
            setIsUsernameEdited(true);
            set({ username: event.currentTarget.value });
          }}
        />
        <Group gap="md">
          <Text fw={500}>{t('boSetup.cashier.pin')}</Text>
          {cashier.pin.length === PIN_LENGTH ? (
            <Badge size="lg" color="teal" leftSection={<IconCircleCheck size={16} />}>
              {t('boSetup.cashier.pinSet')}
            </Badge>
          ) : null}
        </Group>
        {!isPinOpen ? (
          <Group>
            <Button size="lg" variant={cashier.pin ? 'default' : 'filled'} leftSection={<IconLock size={20} />} onClick={startPin}>
              {cashier.pin ? t('boSetup.cashier.changePin') : t('boSetup.cashier.setPin')}
            </Button>
          </Group>
        ) : null}
        {errorOf('cashier.pin') && !isPinOpen ? <Text c="red">{errorOf('cashier.pin')}</Text> : null}
      </Stack>
      {isPinOpen ? (
        <Paper withBorder p="lg" radius="lg" w={360}>
          <Stack gap="md" align="center">
            <Text fw={600} ta="center">
              {phase === 'first' ? t('boSetup.cashier.typePin', { length: PIN_LENGTH }) : t('boSetup.cashier.typeAgain')}
            </Text>
            {isMismatch && phase === 'first' ? (
              <Alert color="red" p="xs">
                {t('boSetup.cashier.mismatch')}
              </Alert>
            ) : null}
            {/* A new pad per phase: it keeps no digits of the first entry. */}
            <PinPad key={phase} value={typed} onChange={setTyped} onComplete={complete} />
          </Stack>
        </Paper>
      ) : null}
    </Group>
  );
}
