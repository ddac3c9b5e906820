import { Checkbox, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MemberVoucher } from '@kasir/contracts';
import { PickerListFrame } from './PickerListFrame.tsx';
import { filterVouchers, isVoucherBlocked, toggleVoucher, type VoucherLink } from '../promo-rules.ts';

export interface VoucherPickerDialogProps {
  /** Undefined while loading; a failed fetch is only logged (spec §8) and shows an empty list. */
  vouchers: MemberVoucher[] | undefined;
  isLoading: boolean;
  appliedPromoIds: readonly number[];
  selected: readonly VoucherLink[];
  search: string;
  onChange(next: { selected: VoucherLink[]; search: string }): void;
  onCancel(): void;
  onOk(): void;
  isSaving: boolean;
}

/**
 * Spec §2 voucher picker: search (promo name or code), loading indicator, list, Cancel, OK,
 * lock button. One voucher per promo; a voucher whose promo is applied cannot be selected.
 */
export function VoucherPickerDialog(props: VoucherPickerDialogProps) {
  const { t } = useTranslation();
  const shown = filterVouchers(props.vouchers ?? [], props.search);
  return (
    <PickerListFrame
      testIdPrefix="voucher"
      title={t('payment.voucher.title')}
      searchLabel={t('payment.voucher.search')}
      search={props.search}
      onSearch={(search) => props.onChange({ selected: [...props.selected], search })}
      isLoading={props.isLoading}
      loadingLabel={t('payment.voucher.loading')}
      isSaving={props.isSaving}
      onCancel={props.onCancel}
      onOk={props.onOk}
    >
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="voucher-empty">
          {t('payment.voucher.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {shown.map((voucher) => {
            const isBlocked = isVoucherBlocked(voucher, props.appliedPromoIds);
            const isSelected = props.selected.some((link) => link.MemberVoucherId === voucher.Id);
            return (
              <Paper key={voucher.Id} withBorder radius="md" p="sm" data-testid={`voucher-${voucher.Id}`}>
                <Checkbox
                  size="md"
                  checked={isSelected}
                  disabled={isBlocked}
                  onChange={() => props.onChange({ selected: toggleVoucher(props.selected, voucher, props.appliedPromoIds), search: props.search })}
                  aria-label={`${voucher.Promo.PromoName} ${voucher.Code}`}
                  label={
                    <Stack gap={0}>
                      <Text fw={600}>{voucher.Promo.PromoName}</Text>
                      <Text fz="xs" c="dimmed">
                        {voucher.Code} · {t('payment.voucher.expires', { date: voucher.ExpiredDate })}
                      </Text>
                      {isBlocked && (
                        <Text fz="xs" c="orange">
                          {t('payment.voucher.blocked')}
                        </Text>
                      )}
                    </Stack>
                  }
                />
              </Paper>
            );
          })}
        </Stack>
      )}
    </PickerListFrame>
  );
}
