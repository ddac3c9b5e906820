import { useEffect } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCashRegister } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppErrorCode, ModuleType } from '@kasir/domain';
import { onApiErrorCode } from '../../api/http-client.ts';
import { paths } from '../../app/router.tsx';
import { useSessionStore } from '../session/session-store.ts';
import { useProfileRefresh } from '../session/use-profile-refresh.ts';
import { hasModuleAccess } from '../shell/screen-access.ts';
import { CURRENT_SHIFT_PATH } from './api.ts';
import { openStartShiftDialog, refreshShiftQueries } from './shift-actions.ts';
import { useCurrentShiftSync } from './use-current-shift.ts';

/**
 * Mounted by the cashier shell. Keeps the stored shift in step with the server, asks a
 * cashier without an open shift to start one (a banner, so nothing blocks the screen
 * before money is involved) and opens the start-shift dialog whenever a call answers
 * SHIFT_NOT_START_ERROR. A role without the SHIFT module (a waiter) never counts cash: it
 * works on the outlet's open shift, and while there is none it is only told to wait for one.
 */
export function ShiftGate() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { isMissing } = useCurrentShiftSync();
  // The role flags the gate acts on (automatic start) follow the owner's changes live.
  useProfileRefresh();
  const cashier = useSessionStore((state) => state.cashier);
  const countsCash = hasModuleAccess(cashier, ModuleType.SHIFT);

  useEffect(
    () =>
      onApiErrorCode((errorCode, path) => {
        if (errorCode !== AppErrorCode.SHIFT_NOT_START_ERROR || path === CURRENT_SHIFT_PATH) return;
        // The shift this terminal remembered is gone: forget it and offer a new one.
        if (useSessionStore.getState().shiftId !== null) useSessionStore.getState().shiftEnded();
        void refreshShiftQueries();
        if (countsCash) openStartShiftDialog();
      }),
    [countsCash],
  );

  // The shift screen shows its own start button.
  if (!isMissing || pathname === paths.shift) return null;
  if (!countsCash) {
    return (
      <Alert color="orange" variant="light" mb="md" icon={<IconCashRegister />} data-testid="shift-wait-banner">
        <Text fw={600}>{t('shift.gate.waitForShift')}</Text>
      </Alert>
    );
  }
  return (
    <Alert color="orange" variant="light" mb="md" icon={<IconCashRegister />} data-testid="shift-required-banner">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{t('shift.gate.noShift')}</Text>
        <Button size="sm" onClick={openStartShiftDialog} style={{ flexShrink: 0 }} data-testid="shift-banner-start">
          {t('shift.start.submit')}
        </Button>
      </Group>
    </Alert>
  );
}
