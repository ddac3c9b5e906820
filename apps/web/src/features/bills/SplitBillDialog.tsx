import { useState } from 'react';
import { ActionIcon, Button, Grid, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconArrowRight, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MAX_BILL_PARTS, QUANTITY_PRECISION } from '@kasir/domain';
import { paths } from '../../app/router.tsx';
import type { DialogComponentProps } from '../../dialogs/DialogHost.tsx';
import { updateDialogProps } from '../../dialogs/dialog-registry.ts';
import { errorMessageOf } from '../../api/http-client.ts';
import { useOrderQuery } from '../order/api.ts';
import { OrderChange } from '../order/approval-rules.ts';
import { ChangeDialogFrame } from '../order/dialogs/ChangeDialogFrame.tsx';
import { useApprovalStep } from '../order/dialogs/use-approval-step.ts';
import { splitOrder } from './api.ts';
import { billLinesOf, type BillLine } from './bill-lines.ts';
import { BillDialogLoading } from './BillDialogLoading.tsx';
import { SplitPlaceCard } from './SplitPlaceCard.tsx';
import {
  addGroup,
  clampStep,
  hasLeftovers,
  linesAt,
  moveSelected,
  quantityAt,
  removeGroup,
  splitBodyOf,
  subtotalAt,
  type SplitPlace,
  type SplitSelection,
  type SplitState,
} from './split-rules.ts';
import { useBillMoney } from './use-bill-money.ts';
import { useBillProblemText } from './use-bill-problem-text.ts';
import { useTranslateMessage } from '../../i18n/messages.ts';

/**
 * Spec §2 split bill: products move between the left (original) list and numbered groups, a
 * step at a time (1 to the product's quantity); what stays on the left becomes the final split
 * on submit. The groups live in the dialog's registry props, so they survive a lock.
 */
export function SplitBillDialog({ dialogKey, props, close }: DialogComponentProps<'split-bill'>) {
  const { t } = useTranslation();
  const order = useOrderQuery(props.orderId);
  if (order.isPending || order.isError) {
    return <BillDialogLoading title={t('bills.split.title')} error={order.isError ? errorMessageOf(order.error) : null} onClose={() => close()} />;
  }
  return <SplitBillForm dialogKey={dialogKey} orderId={props.orderId} groups={props.groups} lines={billLinesOf(order.data)} version={order.data.Version} orderNo={order.data.OrderNo} close={close} />;
}

interface SplitBillFormProps {
  dialogKey: string;
  orderId: number;
  orderNo: string;
  version: number;
  groups: SplitState['groups'];
  lines: BillLine[];
  close(): void;
}

function SplitBillForm({ dialogKey, orderId, orderNo, version, groups, lines, close }: SplitBillFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const navigate = useNavigate();
  const money = useBillMoney();
  const problemText = useBillProblemText();
  const step = useApprovalStep(OrderChange.SPLIT_BILL);
  const state: SplitState = { groups };
  const [selection, setSelection] = useState<SplitSelection | null>(null);
  const [stepQuantity, setStepQuantity] = useState(1);
  const [moveProblem, setMoveProblem] = useState<string | null>(null);

  const selectedLine = selection === null ? undefined : lines.find((line) => line.key === selection.key);
  const maxStep = selectedLine && selection ? Math.max(quantityAt(state, selectedLine, selection.place), 1) : 1;
  const setGroups = (next: SplitState) => updateDialogProps(dialogKey, 'split-bill', { groups: next.groups });

  function select(place: SplitPlace, key: string) {
    setSelection({ place, key });
    setMoveProblem(null);
    const line = lines.find((candidate) => candidate.key === key);
    if (line) setStepQuantity((current) => clampStep(current, quantityAt(state, line, place)));
  }

  function moveTo(target: SplitPlace) {
    const result = moveSelected(state, lines, selection, target, stepQuantity);
    setMoveProblem(problemText(result.problem));
    if (result.problem !== null || selection === null) return;
    setGroups(result.state);
    // The selection follows the product while some of it is left where it was.
    const line = lines.find((candidate) => candidate.key === selection.key);
    const left = line ? quantityAt(result.state, line, selection.place) : 0;
    if (left < 1) setSelection(null);
    else setStepQuantity((current) => clampStep(current, left));
  }

  function remove(index: number) {
    setGroups(removeGroup(state, index));
    setSelection(null);
  }

  const selectedKeyAt = (place: SplitPlace) => (selection !== null && selection.place === place ? selection.key : null);
  const leftoverNumber = groups.length + 1;

  return (
    <ChangeDialogFrame
      title={t('bills.split.titleOf', { orderNo })}
      testId="split-bill-dialog"
      size={1100}
      step={step}
      validate={() => problemText(splitBodyOf(state, lines).problem)}
      submit={async (approval) => {
        const split = splitBodyOf(state, lines);
        if (split.body === null) throw new Error(problemText(split.problem) ?? '');
        const result = await splitOrder(orderId, { Id: orderId, Version: version, Approval: approval, Splits: split.body.Splits });
        const first = result.Orders[0];
        if (first) void navigate(`${paths.order}?orderId=${first.Id}`, { replace: true });
        return result;
      }}
      submitLabel={t('bills.split.submit')}
      successMessage={t('bills.split.done', { orderNo })}
      onClose={close}
    >
      <Group justify="space-between" align="flex-end">
        <Text c="dimmed" fz="sm" maw={620}>
          {t('bills.split.hint', { number: leftoverNumber })}
        </Text>
        <NumberInput
          label={t('bills.split.step')}
          value={stepQuantity}
          min={1}
          max={maxStep}
          decimalScale={QUANTITY_PRECISION}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          onChange={(value) => setStepQuantity(clampStep(Number(value), maxStep))}
          w={160}
          size="md"
          data-testid="split-step"
        />
      </Group>
      {moveProblem !== null && (
        <Text c="red" fw={600} role="alert" data-testid="split-problem">
          {translateMessage(moveProblem)}
        </Text>
      )}
      <Grid gap="md">
        <Grid.Col span={4}>
          <SplitPlaceCard
            title={t('bills.split.original', { number: leftoverNumber })}
            testId="split-original"
            entries={linesAt(state, lines, 'original')}
            selectedKey={selectedKeyAt('original')}
            onSelect={(key) => select('original', key)}
            subtotal={money(subtotalAt(state, lines, 'original'))}
            isHighlighted={hasLeftovers(state, lines)}
            actions={
              <Button size="xs" variant="light" leftSection={<IconArrowBackUp size={16} />} onClick={() => moveTo('original')} data-testid="split-return">
                {t('bills.split.returnHere')}
              </Button>
            }
          />
        </Grid.Col>
        <Grid.Col span={8}>
          <SimpleGrid cols={2} spacing="sm">
            {groups.map((_, index) => (
              <SplitPlaceCard
                key={index}
                title={t('bills.split.group', { number: index + 1 })}
                testId={`split-group-${index}`}
                entries={linesAt(state, lines, index)}
                selectedKey={selectedKeyAt(index)}
                onSelect={(key) => select(index, key)}
                subtotal={money(subtotalAt(state, lines, index))}
                actions={
                  <>
                    <Button size="xs" leftSection={<IconArrowRight size={16} />} onClick={() => moveTo(index)} data-testid={`split-move-${index}`}>
                      {t('bills.split.moveHere')}
                    </Button>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      onClick={() => remove(index)}
                      aria-label={t('bills.split.removeGroup', { number: index + 1 })}
                      data-testid={`split-remove-${index}`}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </>
                }
              />
            ))}
          </SimpleGrid>
          <Stack mt="sm">
            <Button
              variant="default"
              leftSection={<IconPlus size={18} />}
              onClick={() => setGroups(addGroup(state))}
              disabled={groups.length >= MAX_BILL_PARTS}
              data-testid="split-add-group"
            >
              {t('bills.split.addGroup')}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
    </ChangeDialogFrame>
  );
}
