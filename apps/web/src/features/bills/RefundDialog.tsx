import { Checkbox, Group, NumberInput, Table, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUANTITY_PRECISION } from '@kasir/domain';
import type { Order } from '@kasir/contracts';
import type { DialogComponentProps } from '../../dialogs/DialogHost.tsx';
import { updateDialogProps } from '../../dialogs/dialog-registry.ts';
import { errorMessageOf } from '../../api/http-client.ts';
import { useOrderQuery } from '../order/api.ts';
import { OrderChange } from '../order/approval-rules.ts';
import { ChangeDialogFrame } from '../order/dialogs/ChangeDialogFrame.tsx';
import { useApprovalStep } from '../order/dialogs/use-approval-step.ts';
import { refundOrder } from './api.ts';
import { lineAmountOf } from './bill-lines.ts';
import { BillDialogLoading } from './BillDialogLoading.tsx';
import { refundBodyOf, refundPreviewOf, refundableLinesOf, setRefundQuantity, toggleRefundLine, type RefundChoice } from './refund-rules.ts';
import { useBillMoney } from './use-bill-money.ts';
import { useBillProblemText } from './use-bill-problem-text.ts';

/**
 * Spec §2 refund order product on a PAID order: tick the products, set each quantity (1 to
 * what was ordered and not refunded yet) and give a reason. The server answers the money it
 * really gives back (each line's share of discounts, charges and rounding).
 */
export function RefundDialog({ dialogKey, props, close }: DialogComponentProps<'refund-order'>) {
  const { t } = useTranslation();
  const order = useOrderQuery(props.orderId);
  if (order.isPending || order.isError) {
    return <BillDialogLoading title={t('bills.refund.title')} error={order.isError ? errorMessageOf(order.error) : null} onClose={() => close()} />;
  }
  return <RefundForm dialogKey={dialogKey} order={order.data} quantities={props.quantities} reason={props.reason} close={close} />;
}

interface RefundFormProps {
  dialogKey: string;
  order: Order;
  quantities: RefundChoice;
  reason: string;
  close(): void;
}

function RefundForm({ dialogKey, order, quantities, reason, close }: RefundFormProps) {
  const { t } = useTranslation();
  const money = useBillMoney();
  const problemText = useBillProblemText();
  const step = useApprovalStep(OrderChange.REFUND_ORDER);
  const lines = refundableLinesOf(order);
  const setQuantities = (next: RefundChoice) => updateDialogProps(dialogKey, 'refund-order', { quantities: next });

  return (
    <ChangeDialogFrame
      title={t('bills.refund.titleOf', { orderNo: order.OrderNo })}
      testId="refund-dialog"
      size="xl"
      step={step}
      validate={() => problemText(refundBodyOf(quantities, lines, reason).problem)}
      submit={(approval) => {
        const refund = refundBodyOf(quantities, lines, reason);
        if (refund.body === null) throw new Error(problemText(refund.problem) ?? '');
        return refundOrder(order.Id, { ...refund.body, Approval: approval });
      }}
      submitLabel={t('bills.refund.submit')}
      successMessage={t('bills.refund.done', { orderNo: order.OrderNo })}
      onClose={close}
    >
      <Table verticalSpacing="xs" data-testid="refund-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>{t('bills.refund.item')}</Table.Th>
            <Table.Th ta="center">{t('bills.refund.ordered')}</Table.Th>
            <Table.Th ta="center">{t('bills.refund.refunded')}</Table.Th>
            <Table.Th w={150}>{t('bills.refund.quantity')}</Table.Th>
            <Table.Th ta="right">{t('bills.refund.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const chosen = quantities[line.key];
            return (
              <Table.Tr key={line.key} data-testid={`refund-line-${line.key}`}>
                <Table.Td>
                  <Checkbox
                    size="md"
                    checked={chosen !== undefined}
                    disabled={line.refundable < 1}
                    onChange={() => setQuantities(toggleRefundLine(quantities, line))}
                    aria-label={t('bills.refund.pick', { name: line.name })}
                    data-testid={`refund-pick-${line.key}`}
                  />
                </Table.Td>
                <Table.Td>
                  <Text fw={500}>{line.name}</Text>
                </Table.Td>
                <Table.Td ta="center">{line.quantity}</Table.Td>
                <Table.Td ta="center">{line.refunded}</Table.Td>
                <Table.Td>
                  <NumberInput
                    value={chosen ?? 0}
                    min={1}
                    max={Math.max(line.refundable, 1)}
                    disabled={chosen === undefined}
                    decimalScale={QUANTITY_PRECISION}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="strict"
                    onChange={(value) => setQuantities(setRefundQuantity(quantities, line, Number(value)))}
                    aria-label={t('bills.refund.quantityOf', { name: line.name })}
                    data-testid={`refund-quantity-${line.key}`}
                  />
                </Table.Td>
                <Table.Td ta="right">{chosen === undefined ? '' : money(lineAmountOf(line, chosen))}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text c="dimmed" fz="sm">
          {t('bills.refund.previewNote')}
        </Text>
        <Text fw={700} data-testid="refund-preview">
          {money(refundPreviewOf(quantities, lines))}
        </Text>
      </Group>
      <Textarea
        label={t('bills.refund.reason')}
        value={reason}
        onChange={(event) => updateDialogProps(dialogKey, 'refund-order', { reason: event.currentTarget.value })}
        rows={2}
        data-testid="reason-input"
      />
    </ChangeDialogFrame>
  );
}
