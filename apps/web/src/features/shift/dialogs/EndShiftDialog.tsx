import { useState } from 'react';
import { Button, Group, Modal, Stack, Switch, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY_CODE, PIN_LENGTH, SpecMessage, fillMessage, parseAmountInput, toDecimalRupiah } from '@kasir/domain';
import { errorMessageOf } from '../../../api/http-client.ts';
import type { DialogComponentProps } from '../../../dialogs/DialogHost.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useSessionStore } from '../../session/session-store.ts';
import { AmountField } from '../AmountField.tsx';
import { endShift, passShift, useShiftTransactionQuery } from '../api.ts';
import { afterShiftPassed, forgetEndedShift } from '../shift-actions.ts';
import { logsOutAfterShift } from '../shift-automation.ts';
import { logoutCashier } from '../../session/session-actions.ts';
import { wireToMoney } from '../shift-format.ts';
import { CashDifference } from './CashDifference.tsx';
import { PassShiftFields } from './PassShiftFields.tsx';
import { useTranslateMessage } from '../../../i18n/messages.ts';

type Errors = { cash: string | null; cashier: string | null; pin: string | null };
const noErrors: Errors = { cash: null, cashier: null, pin: null };

type Submission = { EndCash: number; Note?: string; pass: { NextUsername: string; NextPIN: string } | null };

/**
 * Spec §2/§5 end shift: cash amount, note, an optional switch to pass the shift, Cancel and OK.
 * A failed hand-over changes nothing: the session and the open shift stay as they were.
 */
export function EndShiftDialog({ props, close }: DialogComponentProps<'end-shift'>) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const currencyPrefix = useSessionStore((state) => state.outlet?.CurrencyCode ?? DEFAULT_CURRENCY_CODE);
  const transaction = useShiftTransactionQuery(props.shiftId);
  const [cash, setCash] = useState('');
  const [note, setNote] = useState('');
  const [isPassing, setIsPassing] = useState(false);
  const [nextUsername, setNextUsername] = useState<string | null>(null);
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<Errors>(noErrors);

  const submitShift = useMutation({
    mutationFn: async ({ EndCash, Note, pass }: Submission) => {
      const body = { ShiftId: props.shiftId, EndCash, ...(Note ? { Note } : {}) };
      if (!pass) {
        await endShift(body);
        return null;
      }
      return passShift({ ...body, ...pass });
    },
    onSuccess: async (passed) => {
      if (passed) {
        toast.success(fillMessage(SpecMessage.SHIFT_PASSED, { name: passed.NextUserName }));
        await afterShiftPassed();
      } else {
        toast.success(SpecMessage.SHIFT_ENDED);
        await forgetEndedShift();
      }
      close();
      // Role flag AutomaticLogoutChasier (ADR 0022): the cashier leaves for /select-cashier by themselves.
      if (logsOutAfterShift(useSessionStore.getState().cashier)) {
        toast.info(t('shift.automation.loggedOut'));
        await logoutCashier();
      }
    },
    onError: (failure) => {
      // Spec §8: shift errors toast the error.
      toast.error(errorMessageOf(failure));
      setPin('');
    },
  });

  function submit() {
    const parsed = parseAmountInput(cash);
    const found: Errors = {
      cash: parsed.ok ? null : translateMessage(SpecMessage.END_CASH_REQUIRED),
      cashier: isPassing && !nextUsername ? translateMessage(SpecMessage.SELECT_NEXT_CASHIER) : null,
      pin: !isPassing ? null : pin === '' ? translateMessage(SpecMessage.INPUT_PIN) : pin.length !== PIN_LENGTH ? t('shift.pass.pinLength', { length: PIN_LENGTH }) : null,
    };
    setErrors(found);
    if (!parsed.ok || found.cashier || found.pin) return;
    const trimmedNote = note.trim();
    submitShift.mutate({
      EndCash: toDecimalRupiah(parsed.amount),
      ...(trimmedNote ? { Note: trimmedNote } : {}),
      pass: isPassing && nextUsername ? { NextUsername: nextUsername, NextPIN: pin } : null,
    });
  }

  const counted = parseAmountInput(cash);
  const isBusy = submitShift.isPending;
  return (
    <Modal opened onClose={() => close()} centered size="lg" title={t('shift.end.title')} closeOnClickOutside={!isBusy} closeOnEscape={!isBusy}>
      <form
        data-testid="end-shift-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <AmountField
            label={t('shift.end.cash')}
            currencyPrefix={currencyPrefix}
            value={cash}
            onChange={(digits) => {
              setCash(digits);
              setErrors((current) => ({ ...current, cash: null }));
            }}
            error={errors.cash}
            testId="end-shift-cash"
            isDisabled={isBusy}
            autoFocus
          />
          <CashDifference
            expected={transaction.data ? wireToMoney(transaction.data.ExpectedCash) : null}
            counted={counted.ok ? counted.amount : null}
            currencyPrefix={currencyPrefix}
          />
          <Textarea label={t('shift.end.note')} value={note} onChange={(event) => setNote(event.currentTarget.value)} autosize minRows={2} disabled={isBusy} data-testid="end-shift-note" />
          <Switch
            label={t('shift.pass.toggle')}
            checked={isPassing}
            onChange={(event) => {
              setIsPassing(event.currentTarget.checked);
              setErrors((current) => ({ ...current, cashier: null, pin: null }));
            }}
            disabled={isBusy}
            size="md"
            data-testid="end-shift-pass-switch"
          />
          {isPassing && (
            <PassShiftFields
              nextUsername={nextUsername}
              onNextUsernameChange={(username) => {
                setNextUsername(username);
                setErrors((current) => ({ ...current, cashier: null }));
              }}
              pin={pin}
              onPinChange={(value) => {
                setPin(value);
                setErrors((current) => ({ ...current, pin: null }));
              }}
              cashierError={errors.cashier}
              pinError={errors.pin}
              isDisabled={isBusy}
            />
          )}
          <Group justify="flex-end" gap="md">
            <Button variant="default" size="md" onClick={() => close()} disabled={isBusy} data-testid="end-shift-cancel">
              {t('common.cancel')}
            </Button>
            <Button type="submit" size="md" loading={isBusy} data-testid="end-shift-submit">
              {t('shift.end.ok')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
