import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowsExchange, IconMinus, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@kasir/domain';
import type { OrderLine } from './order-lines.ts';

/** What a cashier can do to one line from the order detail. */
export const LineAction = {
  EDIT: 'EDIT',
  DEDUCT: 'DEDUCT',
  DELETE: 'DELETE',
  CHANGE: 'CHANGE',
  BACK_TO_ORDER: 'BACK_TO_ORDER',
} as const;
export type LineActionValue = (typeof LineAction)[keyof typeof LineAction];

export interface OrderLinesTableProps {
  lines: readonly OrderLine[];
  money(rupiah: number): string;
  /** False for closed orders: the lines are shown without actions. */
  canChange: boolean;
  onAction(action: LineActionValue, line: OrderLine): void;
}

function actionsOf(line: OrderLine): LineActionValue[] {
  if (line.kind === 'bundle') return line.isPending ? [] : [LineAction.DELETE];
  if (line.isPending) return line.product.PendingOrderProductId === null ? [] : [LineAction.BACK_TO_ORDER];
  const actions: LineActionValue[] = [LineAction.EDIT];
  if (!line.isFree && line.quantity > 1) actions.push(LineAction.DEDUCT);
  actions.push(LineAction.DELETE);
  if (!line.isFree) actions.push(LineAction.CHANGE);
  return actions;
}

const iconOf = { EDIT: IconPencil, DEDUCT: IconMinus, DELETE: IconTrash, CHANGE: IconArrowsExchange, BACK_TO_ORDER: IconArrowBackUp };
const colorOf = { EDIT: 'coffee', DEDUCT: 'orange', DELETE: 'red', CHANGE: 'blue', BACK_TO_ORDER: 'teal' };

/** The lines of an order: products with their add-ons, bundles with their contents; pending lines marked and not counted. */
export function OrderLinesTable({ lines, money, canChange, onAction }: OrderLinesTableProps) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="xs" data-testid="order-lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('order.detail.item')}</Table.Th>
          <Table.Th ta="right">{t('order.fields.quantity')}</Table.Th>
          <Table.Th ta="right">{t('order.detail.total')}</Table.Th>
          {canChange && <Table.Th />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={`${line.kind}-${line.id}`} data-testid={`line-${line.kind}-${line.id}`} opacity={line.isPending ? 0.6 : 1}>
            <Table.Td>
              <Group gap={6}>
                <Text fw={600}>{line.name}</Text>
                {line.isFree && <Badge color="teal" size="sm">{t('order.detail.free')}</Badge>}
                {line.isPending && <Badge color="orange" size="sm">{t('order.detail.pending')}</Badge>}
              </Group>
              {line.kind === 'product' &&
                line.product.OrderSubProducts.map((addOn) => (
                  <Text key={addOn.Id} fz="sm" c="dimmed">
                    + {formatNumber(addOn.Quantity)} × {addOn.Name} {addOn.Price > 0 ? `(${money(addOn.Price)})` : ''}
                  </Text>
                ))}
              {line.kind === 'bundle' &&
                line.bundle.OutletProductBundleDetails.map((detail) => (
                  <Text key={detail.OutletProductId} fz="sm" c="dimmed">
                    · {formatNumber(detail.Quantity)} × {detail.Name}
                  </Text>
                ))}
              {(line.kind === 'product' ? line.product.Notes : line.bundle.Notes) !== '' && (
                <Text fz="sm" fs="italic" c="dimmed">
                  {line.kind === 'product' ? line.product.Notes : line.bundle.Notes}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right">{formatNumber(line.quantity)}</Table.Td>
            <Table.Td ta="right">{money(line.kind === 'product' ? line.product.Total : line.bundle.Total)}</Table.Td>
            {canChange && (
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {actionsOf(line).map((action) => {
                    const Icon = iconOf[action];
                    const label = t(`order.lineActions.${action}`);
                    return (
                      <Tooltip key={action} label={label}>
                        <ActionIcon variant="light" color={colorOf[action]} size="lg" aria-label={label} onClick={() => onAction(action, line)} data-testid={`line-action-${action}`}>
                          <Icon size={18} />
                        </ActionIcon>
                      </Tooltip>
                    );
                  })}
                </Group>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
