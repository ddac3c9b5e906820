import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY_CODE, parseAmountInput, toDecimalRupiah } from '@kasir/domain';
import { errorMessageOf } from '../../../api/http-client.ts';
import type { DialogComponentProps } from '../../../dialogs/DialogHost.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useSessionStore } from '../../session/session-store.ts';
import { AmountField } from '../AmountField.tsx';
import { startShift } from '../api.ts';
import { refreshShiftQueries, rememberStartedShift } from '../shift-actions.ts';

/** Asks for the opening cash and opens the cashier's shift at this outlet. */
export function StartShiftDialog({ close }: DialogComponentProps<'start-shift'>) {
  const { t } = useTranslation();
  const outlet = useSessionStore((state) => state.outlet);
  const cashierName = useSessionStore((state) => state.cashier?.Name ?? '');
  const [cash, setCash] = useState('');
  const [error, setError] = useState<string | null>(null);

  const start = useMutation({
    mutationFn: (startCash: number) => startShift(outlet?.Id ?? 0, startCash),
    onSuccess: async (shiftId) => {
      await rememberStartedShift(shiftId);
      toast.success(t('shift.start.started'));
      close();
    },
    onError: (failure) => {
      toast.error(errorMessageOf(failure));
      // A shift opened meanwhile on another terminal is picked up instead.
      void refreshShiftQueries();
    },
  });

  function submit() {
    const parsed = parseAmountInput(cash);
    if (!parsed.ok) {
      setError(t('shift.start.cashRequired'));
      return;
    }
    start.mutate(toDecimalRupiah(parsed.amount));
  }

  return (
    <Modal opened onClose={() => close()} centered size="md" title={t('shift.start.title')} closeOnClickOutside={!start.isPending}>
      <form
        data-testid="start-shift-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text c="dimmed">{t('shift.start.hint', { name: cashierName, outlet: outlet?.Name ?? '' })}</Text>
          <AmountField
            label={t('shift.start.openingCash')}
            currencyPrefix={outlet?.CurrencyCode ?? DEFAULT_CURRENCY_CODE}
            value={cash}
            onChange={(digits) => {
              setCash(digits);
              setError(null);
            }}
            error={error}
            testId="start-shift-cash"
            isDisabled={start.isPending}
            autoFocus
          />
          <Group justify="flex-end" gap="md">
            <Button variant="default" size="md" onClick={() => close()} disabled={start.isPending} data-testid="start-shift-cancel">
              {t('common.cancel')}
            </Button>
            <Button type="submit" size="md" loading={start.isPending} data-testid="start-shift-submit">
              {t('shift.start.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
