import { useState } from 'react';
import { Anchor, Badge, Box, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../api/http-client.ts';
import { restoreAfterUnlock } from '../../dialogs/dialog-registry.ts';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch.tsx';
import { PinPad } from '../../shared/ui/PinPad.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { unlockCashier } from './api.ts';
import { outletTypeLabel } from './outlet-type-label.ts';
import { useSessionStore } from './session-store.ts';
import { useSwitchCashier } from './use-switch-cashier.ts';

/**
 * Route /lock: the locked cashier unlocks with their PIN and returns to where they were,
 * dialogs included (the route guard leads back to the saved path). Another cashier can take
 * over through "Switch cashier".
 */
export function LockScreen() {
  const { t } = useTranslation();
  const cashier = useSessionStore((state) => state.cashier);
  const outlet = useSessionStore((state) => state.outlet);
  const lockChanged = useSessionStore((state) => state.lockChanged);
  const [pin, setPin] = useState('');
  const { isSwitching, switchCashier } = useSwitchCashier();

  const unlock = useMutation({
    mutationFn: (entered: string) => unlockCashier(cashier?.Username ?? '', entered),
    onSuccess: (status) => {
      setPin('');
      if (status.IsLocked) {
        toast.error(t('lock.stillLocked'));
        return;
      }
      restoreAfterUnlock();
      lockChanged(false);
    },
    onError: (error) => {
      toast.error(errorMessageOf(error));
      setPin('');
    },
  });

  return (
    <Center mih="var(--kasir-app-height, 100vh)" bg="coffee.9" data-testid="lock-screen" pos="relative">
      <Box pos="absolute" top={24} right={24}>
        <LanguageSwitch />
      </Box>
      <Paper p={32} radius="xl" shadow="xl" w={460}>
        <Stack align="center" gap="sm">
          <Group gap="sm">
            <ThemeIcon size={44} radius={22} color="coffee" variant="light">
              <IconLock size={26} />
            </ThemeIcon>
            <Title order={2}>{t('lock.title')}</Title>
          </Group>
          <Stack gap={4} align="center">
            <Text fz="xl" fw={700} data-testid="locked-cashier">
              {cashier?.Name}
            </Text>
            <Group gap="xs">
              <Text c="dimmed" data-testid="locked-outlet">
                {outlet?.Name}
              </Text>
              {outlet ? (
                <Badge color="coffee" variant="light">
                  {outletTypeLabel(t, outlet.Type)}
                </Badge>
              ) : null}
            </Group>
          </Stack>
          <Text c="dimmed" mb="xs">
            {t('lock.hint')}
          </Text>
          <PinPad value={pin} onChange={setPin} onComplete={(entered) => unlock.mutate(entered)} isSubmitting={unlock.isPending} />
          <Anchor component="button" type="button" fz="lg" c="teal.9" disabled={isSwitching} onClick={() => void switchCashier()}>
            {t('shell.switchCashier')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
