import { Alert, Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SpecMessage } from '@kasir/domain';
import type { OrderPromo, PromoOffered } from '@kasir/contracts';
import { PickerListFrame } from './PickerListFrame.tsx';
import { filterPromos, promoDiscountOf, toggleId, zeroDiscountPromo, type PromoDiscountText } from '../promo-rules.ts';
import { PromoTermsLine } from './PromoTermsLine.tsx';
import { useTranslateMessage } from '../../../i18n/messages.ts';

export interface PromoPickerDialogProps {
  promos: PromoOffered[] | undefined;
  isLoading: boolean;
  loadError: string | null;
  /** The order's priced promos: a ticked promo priced at 0 shows the red warning (spec §5). */
  orderPromos: readonly OrderPromo[];
  selectedIds: readonly number[];
  search: string;
  onChange(next: { selectedIds: number[]; search: string }): void;
  onCancel(): void;
  onOk(): void;
  isSaving: boolean;
  money(rupiah: number): string;
}

/**
 * Spec §2 promo picker: search box, list, Cancel, OK and a lock button. Each promo shows what it
 * takes off and its terms (spec §3 Promo offered: payment methods, minimum and maximum purchase;
 * §9 usage used / limit) before it is chosen (issue 16).
 */
export function PromoPickerDialog(props: PromoPickerDialogProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const discountText = (discount: PromoDiscountText) => {
    if (discount.kind === 'nominal') return t('payment.promo.discountNominal', { amount: props.money(discount.amount) });
    if (discount.maxDiscount === null) return t('payment.promo.discountPercent', { percent: discount.percent });
    return t('payment.promo.discountPercentMax', { percent: discount.percent, max: props.money(discount.maxDiscount) });
  };
  const all = props.promos ?? [];
  const shown = filterPromos(all, props.search);
  let body;
  if (props.loadError !== null) {
    body = <Alert color="red">{props.loadError}</Alert>;
  } else if (all.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl" data-testid="promo-empty">
        {translateMessage(SpecMessage.NO_PROMO_YET)}
      </Text>
    );
  } else if (shown.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl" data-testid="promo-not-found">
        {translateMessage(SpecMessage.PROMO_SEARCH_NOT_FOUND)}
      </Text>
    );
  } else {
    body = (
      <Stack gap="xs">
        {shown.map((promo) => {
          const isSelected = props.selectedIds.includes(promo.Id);
          const zero = isSelected ? zeroDiscountPromo(promo.Id, props.orderPromos) : null;
          return (
            <Paper key={promo.Id} withBorder radius="md" p="sm" data-testid={`promo-${promo.Id}`} style={zero ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}>
              <Checkbox
                size="md"
                checked={isSelected}
                disabled={!promo.Available}
                onChange={() => props.onChange({ selectedIds: toggleId(props.selectedIds, promo.Id), search: props.search })}
                styles={{ body: { width: '100%' }, labelWrapper: { flex: 1 } }}
                label={
                  <Stack gap={2}>
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <Text fw={600}>{promo.Promo.PromoName}</Text>
                      <Badge size="lg" variant="light" color="teal" style={{ flexShrink: 0, textTransform: 'none' }} data-testid={`promo-discount-${promo.Id}`}>
                        {discountText(promoDiscountOf(promo))}
                      </Badge>
                    </Group>
                    {promo.Term.Name && promo.Term.Name !== promo.Promo.PromoName && (
                      <Text fz="xs" c="dimmed">
                        {promo.Term.Name}
                      </Text>
                    )}
                    <PromoTermsLine promo={promo} money={props.money} />
                    {!promo.Available && (
                      <Text fz="xs" c="orange" data-testid={`promo-unavailable-${promo.Id}`}>
                        {t('payment.promo.unavailable')}
                      </Text>
                    )}
                    {zero && (
                      <Text fz="sm" c="red" fw={600} data-testid={`promo-zero-${promo.Id}`}>
                        {t('payment.promo.zeroWarning')}
                        {zero.Rejection ? ` (${t(`payment.promo.rejection.${zero.Rejection}`, { defaultValue: zero.Rejection })})` : ''}
                      </Text>
                    )}
                  </Stack>
                }
                aria-label={promo.Promo.PromoName}
              />
            </Paper>
          );
        })}
      </Stack>
    );
  }

  return (
    <PickerListFrame
      testIdPrefix="promo"
      title={t('payment.promo.title')}
      searchLabel={t('payment.promo.search')}
      search={props.search}
      onSearch={(search) => props.onChange({ selectedIds: [...props.selectedIds], search })}
      isLoading={props.isLoading}
      isSaving={props.isSaving}
      onCancel={props.onCancel}
      onOk={props.onOk}
    >
      {body}
    </PickerListFrame>
  );
}
