import { Paper, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PromoDiscountType } from '@kasir/domain';
import { PickerListFrame } from '../../payment/dialogs/PickerListFrame.tsx';
import type { PromoMemberCategory } from '@kasir/contracts';

export interface MembershipPromoPickerProps {
  promos: readonly PromoMemberCategory[] | undefined;
  isLoading: boolean;
  selectedId: number | null;
  search: string;
  onSearch(search: string): void;
  onSelect(id: number): void;
  onCancel(): void;
  onOk(): void;
  isSaving: boolean;
  money(rupiah: number): string;
}

/**
 * Spec §2 promo picker over the membership payment: search box, the member-category promos
 * that fit this purchase's category (GET /promoMemberCategory?isKasir=1), Cancel, OK, lock.
 * One promo applies to a purchase (POST /qr/applyPromo/{id}/{promoId}).
 */
export function MembershipPromoPicker(props: MembershipPromoPickerProps) {
  const { t } = useTranslation();
  const query = props.search.trim().toLocaleLowerCase();
  const shown = (props.promos ?? []).filter((promo) => promo.Name.toLocaleLowerCase().includes(query));
  const worth = (promo: PromoMemberCategory) => (promo.DiscountType === PromoDiscountType.PERCENTAGE ? `${promo.Amount}%` : props.money(promo.Amount));
  return (
    <PickerListFrame
      testIdPrefix="membership-promo"
      title={t('memberships.promo.title')}
      searchLabel={t('memberships.promo.search')}
      search={props.search}
      onSearch={props.onSearch}
      isLoading={props.isLoading}
      isSaving={props.isSaving}
      onCancel={props.onCancel}
      onOk={props.onOk}
    >
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="membership-promo-empty">
          {(props.promos ?? []).length === 0 ? t('memberships.promo.none') : t('memberships.promo.notFound')}
        </Text>
      ) : (
        <Radio.Group value={props.selectedId === null ? null : String(props.selectedId)} onChange={(value) => props.onSelect(Number(value))}>
          <Stack gap="xs">
            {shown.map((promo) => (
              <Paper key={promo.Id} withBorder radius="md" p="sm">
                <Radio value={String(promo.Id)} label={`${promo.Name} (${worth(promo)})`} data-testid={`membership-promo-${promo.Id}`} />
              </Paper>
            ))}
          </Stack>
        </Radio.Group>
      )}
    </PickerListFrame>
  );
}
