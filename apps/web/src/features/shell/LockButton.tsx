import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { errorMessageOf } from '../../api/http-client.ts';
import { cancelSaveForLock, saveForLock } from '../../dialogs/dialog-registry.ts';
import { lockCashier } from '../session/api.ts';
import { useSessionStore } from '../session/session-store.ts';
import { toast } from '../../shared/ui/toast.ts';

/**
 * Spec §2/§4 lock: open dialogs are saved and hidden, the server locks this cashier session,
 * and the guard replaces the location by /lock. If locking fails or is not confirmed the
 * saved state is removed and the dialogs come back.
 */
export function LockButton() {
  const { t } = useTranslation();
  const location = useLocation();
  const lockChanged = useSessionStore((state) => state.lockChanged);
  const lock = useMutation({
    mutationFn: lockCashier,
    onMutate: () => saveForLock(),
    onSuccess: (status) => {
      if (!status.IsLocked) {
        cancelSaveForLock();
        toast.error(t('lock.failed'));
        return;
      }
      lockChanged(true, location.pathname + location.search);
    },
    onError: (error) => {
      cancelSaveForLock();
      toast.error(errorMessageOf(error));
    },
  });

  return (
    <Tooltip label={t('shell.lock')}>
      <ActionIcon
        size={48}
        radius="md"
        variant="light"
        color="coffee"
        aria-label={t('shell.lock')}
        data-testid="lock-button"
        loading={lock.isPending}
        onClick={() => lock.mutate()}
      >
        <IconLock size={26} />
      </ActionIcon>
    </Tooltip>
  );
}
