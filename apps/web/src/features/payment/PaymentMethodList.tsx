import type { ReactNode } from 'react';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCash, IconChevronRight, IconDiscount2, IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OutletPaymentMethod } from '@kasir/contracts';
import { paymentMethodLabel, paymentTypeLabel } from './payment-labels.ts';
import { isPointMethod, PointsUnavailable, type MethodGroup, type PointsUnavailableValue } from './payment-rules.ts';
import { QuickCashRow } from './QuickCashRow.tsx';

export interface PaymentMethodListProps {
  cashMethod: OutletPaymentMethod | null;
  groups: readonly MethodGroup[];
  selectedIds: readonly number[];
  pointsUnavailable: PointsUnavailableValue | null;
  promoCount: number;
  voucherCount: number;
  /** Spec §2: the voucher row shows only when the order has a member. */
  hasMember: boolean;
  onOpenPromos(): void;
  onOpenVouchers(): void;
  onChoose(method: OutletPaymentMethod): void;
  /** Spec §9 quick cash amounts under the Cash button: the exact due (0: none) and the fixed notes. */
  quickCash: { exact: number; amounts: readonly number[] };
  onQuickCash(amount: number): void;
  money(rupiah: number): string;
}

function PickerRow({ label, count, onClick, testId, icon }: { label: string; count: number; onClick(): void; testId: string; icon: ReactNode }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton onClick={onClick} data-testid={testId}>
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between">
          <Group gap="sm">
            {icon}
            <Text fw={600}>{label}</Text>
          </Group>
          <Group gap="xs">
            {count > 0 && (
              <Badge color="teal" data-testid={`${testId}-count`}>
                {t('payment.appliedCount', { count })}
              </Badge>
            )}
            <IconChevronRight size={18} />
          </Group>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/**
 * Spec §2 left side: apply-promo row with its count, apply-voucher row, the Cash button with the
 * quick cash amounts of spec §9 under it (one tap each: issue 16), then methods grouped by type,
 * each group titled with its type's name in the chosen language.
 */
export function PaymentMethodList(props: PaymentMethodListProps) {
  const { t } = useTranslation();
  const isChosen = (method: OutletPaymentMethod) => props.selectedIds.includes(method.Id);
  return (
    <Stack gap="sm">
      <PickerRow label={t('payment.applyPromo')} count={props.promoCount} onClick={props.onOpenPromos} testId="apply-promo" icon={<IconDiscount2 size={22} />} />
      {props.hasMember && (
        <PickerRow label={t('payment.applyVoucher')} count={props.voucherCount} onClick={props.onOpenVouchers} testId="apply-voucher" icon={<IconTicket size={22} />} />
      )}
      {props.cashMethod && (
        <Button
          size="lg"
          h={60}
          leftSection={<IconCash size={26} />}
          variant={isChosen(props.cashMethod) ? 'filled' : 'light'}
          onClick={() => props.cashMethod && props.onChoose(props.cashMethod)}
          data-testid="method-cash"
        >
          {paymentMethodLabel(t, { name: props.cashMethod.PaymentMethod.Name, type: props.cashMethod.PaymentMethod.Type })}
        </Button>
      )}
      {props.cashMethod && <QuickCashRow exact={props.quickCash.exact} amounts={props.quickCash.amounts} money={props.money} onChoose={props.onQuickCash} />}
      {props.groups.map((group) => (
        <Stack key={group.type.Id} gap={6} data-testid={`method-group-${group.type.Id}`}>
          <Text fw={700} fz="sm" c="dimmed" tt="uppercase">
            {paymentTypeLabel(t, group.type)}
          </Text>
          <SimpleGrid cols={3} spacing="xs">
            {group.methods.map((method) => {
              const isPoints = isPointMethod(method);
              // Without a member the button stays: pressing it says why (spec §5 message).
              const isDisabled = isPoints && props.pointsUnavailable !== null && props.pointsUnavailable !== PointsUnavailable.NO_MEMBER;
              return (
                <Button
                  key={method.Id}
                  size="md"
                  h={52}
                  variant={isChosen(method) ? 'filled' : 'default'}
                  disabled={isDisabled}
                  title={isDisabled && props.pointsUnavailable ? t(`payment.points.${props.pointsUnavailable}`) : undefined}
                  onClick={() => props.onChoose(method)}
                  data-testid={`method-${method.Id}`}
                >
                  {method.PaymentMethod.Name}
                </Button>
              );
            })}
          </SimpleGrid>
          {group.methods.some(isPointMethod) && props.pointsUnavailable !== null && (
            <Text fz="xs" c="orange" data-testid="points-unavailable">
              {t(`payment.points.${props.pointsUnavailable}`)}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
