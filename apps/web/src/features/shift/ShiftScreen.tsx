import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../api/http-client.ts';
import { SummaryReportButton } from '../reports/index.ts';
import { CurrentShiftPanel } from './CurrentShiftPanel.tsx';
import { ShiftHistoryPanel } from './ShiftHistoryPanel.tsx';
import { ShiftPrintButton } from './ShiftPrintButton.tsx';
import { openStartShiftDialog } from './shift-actions.ts';
import { useCurrentShiftSync } from './use-current-shift.ts';

/** Route /cashier/shift: the open shift (or a way to start one) and the shift history. */
export function ShiftScreen() {
  const { t } = useTranslation();
  const current = useCurrentShiftSync();

  let currentPart;
  if (current.isPending) currentPart = <Loader aria-label={t('common.loading')} />;
  else if (current.shift) currentPart = <CurrentShiftPanel shift={current.shift} />;
  else
    currentPart = (
      <Card withBorder radius="md" p="lg" data-testid="no-current-shift">
        <Group justify="space-between">
          <Text fw={600}>{current.isMissing ? t('shift.gate.noShift') : errorMessageOf(current.error)}</Text>
          <Group gap="sm">
            <ShiftPrintButton shiftId={null} />
            <Button leftSection={<IconPlayerPlay size={18} />} onClick={openStartShiftDialog} data-testid="shift-start-button">
              {t('shift.start.submit')}
            </Button>
          </Group>
        </Group>
      </Card>
    );

  return (
    <Stack gap="lg" data-testid="shift-screen">
      <Group justify="space-between">
        <Title order={2}>{t('screens.shift.title')}</Title>
        <SummaryReportButton />
      </Group>
      {currentPart}
      <ShiftHistoryPanel />
    </Stack>
  );
}
