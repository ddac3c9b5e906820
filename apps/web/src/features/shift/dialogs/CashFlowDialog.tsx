import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CashFlowType, DEFAULT_CURRENCY_CODE, parseAmountInput, toDecimalRupiah } from '@kasir/domain';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useSessionStore } from '../../session/session-store.ts';
import { AmountField } from '../AmountField.tsx';
import { addCashInOut, type CashFlowTypeValue } from '../api.ts';
import { refreshShiftQueries } from '../shift-actions.ts';

export interface CashFlowDialogProps {
  shiftId: number;
  type: CashFlowTypeValue;
  onClose(): void;
}

type Errors = { amount: string | null; note: string | null };

/** Cash put into or taken out of the drawer during the shift, with the reason. */
export function CashFlowDialog({ shiftId, type, onClose }: CashFlowDialogProps) {
  const { t } = useTranslation();
  const currencyPrefix = useSessionStore((state) => state.outlet?.CurrencyCode ?? DEFAULT_CURRENCY_CODE);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({ amount: null, note: null });
  const isCashIn = type === CashFlowType.IN;

  const save = useMutation({
    mutationFn: (body: { Amount: number; Note: string }) => addCashInOut({ ShiftId: shiftId, Type: type, ...body }),
    onSuccess: async () => {
      toast.success(t(isCashIn ? 'shift.cashFlow.savedIn' : 'shift.cashFlow.savedOut'));
      await refreshShiftQueries();
      onClose();
    },
    onError: (failure) => toast.error(errorMessageOf(failure)),
  });

  function submit() {
    const parsed = parseAmountInput(amount);
    const found: Errors = {
      amount: parsed.ok && parsed.amount > 0 ? null : t('shift.cashFlow.amountRequired'),
      note: note.trim() ? null : t('shift.cashFlow.noteRequired'),
    };
    setErrors(found);
    if (!parsed.ok || found.amount || found.note) return;
    save.mutate({ Amount: toDecimalRupiah(parsed.amount), Note: note.trim() });
  }

  return (
    <Modal opened onClose={onClose} centered size="md" title={t(isCashIn ? 'shift.cashFlow.titleIn' : 'shift.cashFlow.titleOut')}>
      <form
        data-testid="cash-flow-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <AmountField
            label={t('shift.cashFlow.amount')}
            currencyPrefix={currencyPrefix}
            value={amount}
            onChange={(digits) => {
              setAmount(digits);
              setErrors((current) => ({ ...current, amount: null }));
            }}
            error={errors.amount}
            testId="cash-flow-amount"
            isDisabled={save.isPending}
            autoFocus
          />
          <Textarea
            label={t('shift.cashFlow.note')}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setErrors((current) => ({ ...current, note: null }));
            }}
            error={errors.note ?? undefined}
            autosize
            minRows={2}
            disabled={save.isPending}
            data-testid="cash-flow-note"
          />
          <Group justify="flex-end" gap="md">
            <Button variant="default" size="md" onClick={onClose} disabled={save.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" size="md" loading={save.isPending} data-testid="cash-flow-submit">
              {t('shift.cashFlow.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
