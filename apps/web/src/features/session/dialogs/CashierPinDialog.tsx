import { useState } from 'react';
import { Avatar, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../api/http-client.ts';
import type { DialogComponentProps } from '../../../dialogs/DialogHost.tsx';
import { PinPad } from '../../../shared/ui/PinPad.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { signInCashier } from '../session-actions.ts';

/**
 * Spec §2 PIN entry for the chosen cashier. Success moves the session on (the route guard
 * sends the cashier to the outlet choice); a wrong PIN shows the server's message and clears.
 */
export function CashierPinDialog({ props, close }: DialogComponentProps<'cashier-pin'>) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const signIn = useMutation({
    mutationFn: (entered: string) => signInCashier(props.username, entered),
    onSuccess: () => close(),
    onError: (error) => {
      toast.error(errorMessageOf(error));
      setPin('');
    },
  });

  return (
    <Modal
      opened
      onClose={() => close()}
      centered
      size="auto"
      title={t('selectCashier.pinTitle')}
      closeOnClickOutside={!signIn.isPending}
      closeOnEscape={false}
    >
      <Stack align="center" gap="lg" px="xl" pb="md">
        <Group gap="sm">
          <Avatar color="teal" radius="xl" size="lg">
            {props.cashierName.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap={0}>
            <Text fw={700} fz="xl">
              {props.cashierName}
            </Text>
            <Text c="dimmed">{t('selectCashier.pinHint')}</Text>
          </Stack>
        </Group>
        <PinPad value={pin} onChange={setPin} onComplete={(entered) => signIn.mutate(entered)} isSubmitting={signIn.isPending} />
      </Stack>
    </Modal>
  );
}
