import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE_HOURS, MAX_BILL_PARTS, MERGE_BILL_WINDOW_DAYS } from '@kasir/domain';
import type { Order } from '@kasir/contracts';
import type { DialogComponentProps } from '../../dialogs/DialogHost.tsx';
import { updateDialogProps } from '../../dialogs/dialog-registry.ts';
import { errorMessageOf } from '../../api/http-client.ts';
import { useSessionStore } from '../session/session-store.ts';
import { useOrderQuery } from '../order/api.ts';
import { OrderChange } from '../order/approval-rules.ts';
import { ChangeDialogFrame } from '../order/dialogs/ChangeDialogFrame.tsx';
import { useApprovalStep } from '../order/dialogs/use-approval-step.ts';
import { useOrderMoney } from '../order/order-money.ts';
import { mergeOrder, useMergeCandidatesQuery } from './api.ts';
import { BillDialogLoading } from './BillDialogLoading.tsx';
import { mergeBodyOf, mergeOptionsFor, mergeWindowOf, type MergeCandidate } from './merge-rules.ts';
import { useBillProblemText } from './use-bill-problem-text.ts';

/**
 * Spec §2/§5 merge bill: one field per order to bring into this one, each offering the
 * ORDERED dine-in and take-away orders of the last six days that are not this order and not
 * chosen in another field. The chosen orders live in the registry props (they survive a lock).
 */
export function MergeBillDialog({ dialogKey, props, close }: DialogComponentProps<'merge-bill'>) {
  const { t } = useTranslation();
  const order = useOrderQuery(props.orderId);
  if (order.isPending || order.isError) {
    return <BillDialogLoading title={t('bills.merge.title')} error={order.isError ? errorMessageOf(order.error) : null} onClose={() => close()} />;
  }
  return <MergeBillForm dialogKey={dialogKey} order={order.data} orderIds={props.orderIds} close={close} />;
}

function tableNames(candidate: MergeCandidate): string {
  return candidate.OrderTables.map((link) => link.OutletTable?.TableName)
    .filter((name): name is string => typeof name === 'string' && name.length > 0)
    .join(', ');
}

function MergeBillForm({ dialogKey, order, orderIds, close }: { dialogKey: string; order: Order; orderIds: Array<number | null>; close(): void }) {
  const { t } = useTranslation();
  const money = useOrderMoney();
  const problemText = useBillProblemText();
  const step = useApprovalStep(OrderChange.MERGE_BILL);
  const outletId = useSessionStore((state) => state.outlet?.Id ?? null);
  const timeZone = useSessionStore((state) => state.outlet?.TimeZone ?? DEFAULT_TIME_ZONE_HOURS);
  const [mergeWindow] = useState(() => mergeWindowOf(new Date(), timeZone));
  const candidates = useMergeCandidatesQuery(outletId, mergeWindow);
  const setOrderIds = (next: Array<number | null>) => updateDialogProps(dialogKey, 'merge-bill', { orderIds: next });

  const labelOf = (candidate: MergeCandidate) => {
    const parts = [candidate.OrderNo, tableNames(candidate), candidate.CustomerName ?? '', money(candidate.Total)];
    return parts.filter((part) => part.length > 0).join(' · ');
  };

  return (
    <ChangeDialogFrame
      title={t('bills.merge.titleOf', { orderNo: order.OrderNo })}
      testId="merge-bill-dialog"
      step={step}
      validate={() => problemText(mergeBodyOf(orderIds).problem)}
      submit={(approval) => {
        const merge = mergeBodyOf(orderIds);
        if (merge.body === null) throw new Error(problemText(merge.problem) ?? '');
        return mergeOrder(order.Id, { Id: order.Id, OrderIds: merge.body.OrderIds, OutletOrderTypeId: order.OutletOrderTypeId, Version: order.Version, Approval: approval });
      }}
      submitLabel={t('bills.merge.submit')}
      successMessage={t('bills.merge.done', { orderNo: order.OrderNo })}
      onClose={close}
    >
      <Text c="dimmed" fz="sm">
        {t('bills.merge.hint', { orderNo: order.OrderNo, days: MERGE_BILL_WINDOW_DAYS, from: mergeWindow.fromDate })}
      </Text>
      {candidates.isPending ? (
        <Group justify="center" py="md">
          <Loader size="sm" data-testid="merge-candidates-loading" />
        </Group>
      ) : candidates.isError ? (
        <Alert color="red">{errorMessageOf(candidates.error)}</Alert>
      ) : (
        <Stack gap="sm">
          {orderIds.map((chosenId, index) => {
            const options = mergeOptionsFor(candidates.data, order.Id, orderIds, index);
            return (
              <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
                <Select
                  label={t('bills.merge.field', { number: index + 1 })}
                  placeholder={t('bills.merge.pick')}
                  data={options.map((candidate) => ({ value: String(candidate.Id), label: labelOf(candidate) }))}
                  value={chosenId === null ? null : String(chosenId)}
                  onChange={(value) => setOrderIds(orderIds.map((id, position) => (position === index ? (value === null ? null : Number(value)) : id)))}
                  nothingFoundMessage={t('bills.merge.none')}
                  searchable
                  size="md"
                  style={{ flex: 1 }}
                  comboboxProps={{ withinPortal: true }}
                  data-testid={`merge-field-${index}`}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={42}
                  disabled={orderIds.length <= 1}
                  onClick={() => setOrderIds(orderIds.filter((_, position) => position !== index))}
                  aria-label={t('bills.merge.removeField', { number: index + 1 })}
                  data-testid={`merge-remove-${index}`}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            );
          })}
          <Button
            variant="default"
            leftSection={<IconPlus size={18} />}
            onClick={() => setOrderIds([...orderIds, null])}
            disabled={orderIds.length >= MAX_BILL_PARTS}
            data-testid="merge-add-field"
          >
            {t('bills.merge.addField')}
          </Button>
        </Stack>
      )}
    </ChangeDialogFrame>
  );
}
