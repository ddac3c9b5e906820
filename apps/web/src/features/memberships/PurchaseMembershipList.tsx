import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatOutletDateTime, PurchaseMembershipStatus, PurchaseMembershipType } from '@kasir/domain';
import type { PurchaseMembership } from '@kasir/contracts';
import { purchaserName, purchaserPhone, purchaseStatusKey, purchaseTypeKey, statusColor } from './membership-labels.ts';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
/** A badge keeps its whole word: the table's column is as wide as it, rather than cutting it to "P…". */
const BADGE_STYLE = { minWidth: 'max-content' } as const;

export type PurchaseAction = 'pay' | 'cancel' | 'editMethod' | 'extend' | 'print';

export interface PurchaseMembershipListProps {
  purchases: readonly PurchaseMembership[];
  timeZoneHours: number;
  money(rupiah: number): string;
  /** Which actions this cashier's role offers (the server re-checks each). */
  can: Readonly<Record<PurchaseAction, boolean>>;
  busyId: number | null;
  onAction(action: PurchaseAction, purchase: PurchaseMembership): void;
}

/**
 * The purchases of the range with the spec §3 fields: code, when, NEW or EXTEND, category,
 * who, subtotal, discount and total, status. A PENDING one is paid or cancelled; a PAID one
 * has its payment method changed, its receipt printed, and its member's membership extended.
 */
export function PurchaseMembershipList({ purchases, timeZoneHours, money, can, busyId, onAction }: PurchaseMembershipListProps) {
  const { t } = useTranslation();
  if (purchases.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="memberships-empty">
        {t('messages.NO_DATA')}
      </Text>
    );
  }
  const action = (name: PurchaseAction, purchase: PurchaseMembership, variant: 'filled' | 'light' | 'default' = 'light', color?: string) =>
    can[name] && (
      <Button key={name} size="xs" variant={variant} color={color} disabled={busyId === purchase.Id} onClick={() => onAction(name, purchase)} data-testid={`membership-${name}-${purchase.Id}`}>
        {t(`memberships.actions.${name}`)}
      </Button>
    );
  return (
    <Table verticalSpacing="sm" highlightOnHover data-testid="memberships-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('memberships.columns.code')}</Table.Th>
          <Table.Th>{t('memberships.columns.category')}</Table.Th>
          <Table.Th>{t('memberships.columns.customer')}</Table.Th>
          <Table.Th ta="right">{t('memberships.columns.total')}</Table.Th>
          <Table.Th>{t('memberships.columns.status')}</Table.Th>
          <Table.Th>{t('memberships.columns.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {purchases.map((purchase) => {
          const isPending = purchase.Status === PurchaseMembershipStatus.PENDING;
          const isPaid = purchase.Status === PurchaseMembershipStatus.PAID;
          return (
            <Table.Tr key={purchase.Id} data-testid="membership-row" data-purchase-id={purchase.Id} data-status={purchase.Status}>
              <Table.Td style={NO_WRAP}>
                <Text fw={700} fz="sm">
                  {purchase.PurchaseCode}
                </Text>
                <Text fz="xs" c="dimmed">
                  {formatOutletDateTime(purchase.CreatedOn, timeZoneHours)}
                </Text>
                {purchase.GenerateQRHistory && (
                  <Text fz="xs" c="dimmed">
                    {t('memberships.viaQr')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text fz="sm">{purchase.MemberCategory.Name}</Text>
                  <Badge style={BADGE_STYLE} size="sm" variant="outline" color={purchase.Type === PurchaseMembershipType.EXTEND ? 'grape' : 'blue'}>
                    {t(`memberships.type.${purchaseTypeKey(purchase.Type)}`)}
                  </Badge>
                </Group>
                {purchase.PromoMemberCategory && (
                  <Text fz="xs" c="teal">
                    {purchase.PromoMemberCategory.Name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text fz="sm" fw={600}>
                  {purchaserName(purchase)}
                </Text>
                <Text fz="xs" c="dimmed">
                  {purchaserPhone(purchase)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                <Text fz="sm" fw={700} data-testid={`membership-total-${purchase.Id}`}>
                  {money(purchase.Total)}
                </Text>
                {/* The subtotal and the promo's discount when a promo made the total differ. */}
                {purchase.Discount > 0 && (
                  <>
                    <Text fz="xs" c="dimmed">
                      {t('memberships.columns.subTotal')} {money(purchase.SubTotal)}
                    </Text>
                    <Text fz="xs" c="teal">
                      {t('memberships.columns.discount')} - {money(purchase.Discount)}
                    </Text>
                  </>
                )}
              </Table.Td>
              <Table.Td style={NO_WRAP}>
                <Badge style={BADGE_STYLE} color={statusColor[purchase.Status] ?? 'gray'} data-testid={`membership-status-${purchase.Id}`}>
                  {t(`memberships.status.${purchaseStatusKey(purchase.Status)}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="wrap">
                  {isPending && action('pay', purchase, 'filled')}
                  {isPending && action('cancel', purchase, 'light', 'red')}
                  {isPaid && action('print', purchase, 'default')}
                  {isPaid && action('editMethod', purchase)}
                  {isPaid && purchase.MemberId !== null && action('extend', purchase)}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
