import { useState } from 'react';
import { Button, Group, Modal, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Outlet } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useSuspendOutlet } from './outlets-api.ts';

/** The suspend switch: both ways ask first, since suspending signs the outlet's cashiers out at once. */
export function SuspendControl({ outlet }: { outlet: Outlet }) {
  const { t } = useTranslation();
  const suspend = useSuspendOutlet(outlet.Id);
  const [asked, setAsked] = useState<boolean | null>(null);

  const confirm = async () => {
    if (asked === null) return;
    try {
      await suspend.mutateAsync(asked);
      toast.success(t(asked ? 'boOutlets.suspendDone' : 'boOutlets.unsuspendDone', { name: outlet.Name }));
    } catch (error) {
      toast.error(errorMessageOf(error));
    } finally {
      setAsked(null);
    }
  };

  return (
    <>
      <Switch
        size="lg"
        color="red"
        label={t('boOutlets.suspendSwitch')}
        description={t('boOutlets.suspendHint')}
        checked={outlet.IsSuspend}
        onChange={(event) => setAsked(event.currentTarget.checked)}
      />
      <Modal opened={asked !== null} onClose={() => setAsked(null)} title={t(asked ? 'boOutlets.suspendTitle' : 'boOutlets.unsuspendTitle', { name: outlet.Name })} centered size="md">
        <Text fz="lg" mb="xl">
          {t(asked ? 'boOutlets.suspendMessage' : 'boOutlets.unsuspendMessage', { name: outlet.Name })}
        </Text>
        <Group justify="flex-end" gap="md">
          <Button variant="default" size="lg" onClick={() => setAsked(null)}>
            {t('backOffice.cancel')}
          </Button>
          <Button size="lg" color={asked ? 'red' : 'teal'} loading={suspend.isPending} onClick={() => void confirm()}>
            {t(asked ? 'boOutlets.suspendConfirm' : 'boOutlets.unsuspendConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
