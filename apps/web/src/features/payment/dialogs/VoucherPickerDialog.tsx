import { Button, Center, Checkbox, Group, Loader, Modal, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MemberVoucher } from '@kasir/contracts';
import { LockButton } from '../../shell/LockButton.tsx';
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
    <Modal opened onClose={props.onCancel} title={t('payment.voucher.title')} size="lg" centered zIndex={300} closeOnClickOutside={!props.isSaving}>
      <Stack gap="md" data-testid="voucher-picker">
        <TextInput
          placeholder={t('payment.voucher.search')}
          aria-label={t('payment.voucher.search')}
          leftSection={<IconSearch size={18} />}
          value={props.search}
          onChange={(event) => props.onChange({ selected: [...props.selected], search: event.currentTarget.value })}
          size="md"
          data-testid="voucher-search"
        />
        <ScrollArea.Autosize mah={420}>
          {props.isLoading ? (
            <Center py="xl">
              <Loader data-testid="voucher-loading" aria-label={t('payment.voucher.loading')} />
            </Center>
          ) : shown.length === 0 ? (
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
        </ScrollArea.Autosize>
        <Group justify="space-between">
          <LockButton />
          <Group gap="sm">
            <Button variant="default" size="md" onClick={props.onCancel} disabled={props.isSaving} data-testid="voucher-cancel">
              {t('payment.promo.cancel')}
            </Button>
            <Button size="md" onClick={props.onOk} loading={props.isSaving} data-testid="voucher-ok">
              {t('payment.promo.ok')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
