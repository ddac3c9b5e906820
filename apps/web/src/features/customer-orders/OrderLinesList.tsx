import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { CustomerOrderLineStatus } from '@kasir/domain';
import type { CustomerOrderLine } from '@kasir/contracts';
import { useTranslation } from 'react-i18next';
import { formatWireAmount } from '../tables/money-text.ts';

export interface OrderLinesListProps {
  lines: readonly CustomerOrderLine[];
  /** Per-line actions (approve order dialog); omitted in the list and the whole-order dialogs. */
  actionsOf?: (line: CustomerOrderLine) => ReactNode;
}

/** The lines of a placement: quantity, name, add-ons, note, price and, once decided, the outcome. */
export function OrderLinesList({ lines, actionsOf }: OrderLinesListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      {lines.map((line) => (
        <Group key={line.Id} justify="space-between" wrap="nowrap" align="flex-start" data-testid={`customer-order-line-${line.Id}`}>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600}>
              {line.Quantity} × {line.ProductName}
            </Text>
            {line.AddOns.length > 0 ? (
              <Text fz="sm" c="dimmed">
                + {line.AddOns.map((addOn) => addOn.Name).join(', ')}
              </Text>
            ) : null}
            {line.Notes ? (
              <Text fz="sm" c="dimmed" fs="italic">
                {line.Notes}
              </Text>
            ) : null}
            {line.Status === CustomerOrderLineStatus.REJECTED && line.RejectReason ? (
              <Text fz="sm" c="red.7">
                {t('customerOrders.lineRejectedBecause', { reason: line.RejectReason })}
              </Text>
            ) : null}
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Text fz="sm">{formatWireAmount(line.Price * line.Quantity)}</Text>
            {line.Status === CustomerOrderLineStatus.CONFIRMED ? <Badge color="teal">{t('customerOrders.status.confirmed')}</Badge> : null}
            {line.Status === CustomerOrderLineStatus.REJECTED ? <Badge color="red">{t('customerOrders.status.rejected')}</Badge> : null}
            {line.Status === CustomerOrderLineStatus.PENDING && actionsOf ? actionsOf(line) : null}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
