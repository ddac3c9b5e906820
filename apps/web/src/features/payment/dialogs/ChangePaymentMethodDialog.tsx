import { Alert, Button, Center, Group, Loader, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NUMERIC_MAX } from '@kasir/domain';
import type { ChangePaymentMethodBody } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { updateDialogProps } from '../../../dialogs/dialog-registry.ts';
import type { DialogComponentProps } from '../../../dialogs/DialogHost.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { orderQueryKeys, useOrderQuery } from '../../order/api.ts';
import { OrderChange } from '../../order/approval-rules.ts';
import { SupervisorApproval } from '../../order/dialogs/SupervisorApproval.tsx';
import { useApprovalStep } from '../../order/dialogs/use-approval-step.ts';
import { changePaymentMethod } from '../api.ts';
import { amountOfNumberInput } from '../keypad-input.ts';
import { usePaymentData } from '../use-payment-data.ts';
import { changeMethodDetails } from './change-method-rules.ts';

/**
 * PUT /payment/changePaymentMethod for a paid order: new lines that add up to the same paid
 * amount. Needs the change-payment-method permission (20); with UsePin a supervisor approves
 * with their PIN (spec §6), reusing the order screen's approval step.
 */
export function ChangePaymentMethodDialog({ dialogKey, props, close }: DialogComponentProps<'change-payment-method'>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const data = usePaymentData(props.orderId);
  const order = useOrderQuery(props.orderId);
  const approval = useApprovalStep(OrderChange.CHANGE_PAYMENT_METHOD);
  const payment = order.data?.Payments.find((entry) => entry.Id === props.paymentId);
  const save = useMutation({
    mutationFn: (body: ChangePaymentMethodBody) => changePaymentMethod(body),
    onSuccess: async () => {
      toast.success(t('payment.changeMethod.done'));
      await queryClient.invalidateQueries({ queryKey: orderQueryKeys.all });
      close();
    },
    onError: (error) => {
      toast.error(errorMessageOf(error));
      approval.setPin('');
    },
  });

  const setAmount = (methodId: number, amount: number) => updateDialogProps(dialogKey, 'change-payment-method', { amounts: { ...props.amounts, [String(methodId)]: amount } });

  function submit(pinOverride?: string) {
    if (!payment) return;
    const result = changeMethodDetails(props.amounts, payment.Paid);
    if (!result.ok) return void toast.error(t('payment.changeMethod.mustMatch', { amount: data.money(payment.Paid) }));
    const problem = approval.problem(pinOverride);
    if (problem !== null) return void toast.error(problem);
    save.mutate({ PaymentId: payment.Id, PaymentDetails: result.details, Approval: approval.approval(pinOverride) });
  }

  let body;
  if (order.isPending || data.methods.isPending) {
    body = (
      <Center py="xl">
        <Loader />
      </Center>
    );
  } else if (!payment || !data.methods.data) {
    body = <Alert color="red">{order.error?.message ?? data.methods.error?.message ?? t('errors.loadFailed')}</Alert>;
  } else {
    const entered = Object.values(props.amounts).reduce((sum, amount) => sum + amount, 0);
    body = (
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('payment.changeMethod.paidAmount')}</Text>
          <Text fw={700} data-testid="change-method-paid">
            {data.money(payment.Paid)}
          </Text>
        </Group>
        {data.methods.data.map((method) => (
          <Group key={method.Id} justify="space-between" wrap="nowrap">
            <Text>{method.PaymentMethod.Name}</Text>
            <NumberInput
              aria-label={t('payment.summary.amountOf', { name: method.PaymentMethod.Name })}
              value={props.amounts[String(method.Id)] ?? 0}
              onChange={(value) => setAmount(method.Id, amountOfNumberInput(value))}
              min={0}
              max={NUMERIC_MAX}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator="."
              decimalSeparator=","
              hideControls
              w={180}
              data-testid={`change-method-amount-${method.Id}`}
            />
          </Group>
        ))}
        <Text c={entered === payment.Paid ? 'teal' : 'red'} fz="sm" data-testid="change-method-entered">
          {data.money(entered)} / {data.money(payment.Paid)}
        </Text>
        {approval.needsApproval && <SupervisorApproval step={approval} onPinComplete={(pin) => submit(pin)} isSubmitting={save.isPending} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => close()} disabled={save.isPending}>
            {t('payment.promo.cancel')}
          </Button>
          <Button onClick={() => submit()} loading={save.isPending} data-testid="change-method-save">
            {t('payment.changeMethod.save')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Modal opened onClose={() => close()} title={t('payment.changeMethod.title')} centered size="lg">
      <div data-testid="change-payment-method-dialog">{body}</div>
    </Modal>
  );
}
