import { useState } from 'react';
import { Badge, Button, Group, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminMemberCategory, AdminMembershipPromo } from '@kasir/contracts';
import { PromoDiscountType } from '@kasir/domain';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useBackOfficeOutlet } from '../api.ts';
import { BackOfficeListPage } from '../BackOfficeListPage.tsx';
import { moneyText, percentText } from '../payments/money-text.ts';
import { RemoveConfirm } from '../payments/RemoveConfirm.tsx';
import { MemberCategoryDialog } from './MemberCategoryDialog.tsx';
import { MembershipPromoDialog } from './MembershipPromoDialog.tsx';
import { useMemberCategories, useMembershipPromos, useRemoveMemberCategory, useRemoveMembershipPromo } from './promos-api.ts';

type Removing = { kind: 'category'; row: AdminMemberCategory } | { kind: 'promo'; row: AdminMembershipPromo } | null;

/** Route /backoffice/member-categories: the owner's member categories and their membership promos. */
export function MemberCategoriesScreen() {
  const { t } = useTranslation();
  const { outlet } = useBackOfficeOutlet();
  const currency = outlet?.CurrencyCode ?? 'Rp';
  const categories = useMemberCategories();
  const promos = useMembershipPromos();
  const removeCategory = useRemoveMemberCategory();
  const removePromo = useRemoveMembershipPromo();
  const [editingCategory, setEditingCategory] = useState<AdminMemberCategory | 'new' | null>(null);
  const [editingPromo, setEditingPromo] = useState<AdminMembershipPromo | 'new' | null>(null);
  const [removing, setRemoving] = useState<Removing>(null);
  const categoryName = (id: number | null) => (id === null ? t('boPromos.membershipPromos.anyCategory') : (categories.data?.find((row) => row.Id === id)?.Name ?? `#${id}`));

  const confirmRemove = () => {
    if (!removing) return;
    const done = { onSuccess: () => setRemoving(null), onError: (error: unknown) => toast.error(errorMessageOf(error)) };
    if (removing.kind === 'category') removeCategory.mutate(removing.row.Id, { ...done, onSuccess: () => (toast.success(t('boPromos.categories.deleted', { name: removing.row.Name })), setRemoving(null)) });
    else removePromo.mutate(removing.row.Id, { ...done, onSuccess: () => (toast.success(t('boPromos.membershipPromos.deleted', { name: removing.row.Name })), setRemoving(null)) });
  };

  const rowButtons = (name: string, prefix: 'categories' | 'membershipPromos', onEdit: () => void, onDelete: (() => void) | null) => (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button variant="light" size="sm" aria-label={t(`boPromos.${prefix}.editAria`, { name })} onClick={onEdit}>
        {t('backOffice.edit')}
      </Button>
      {onDelete ? (
        <Button variant="subtle" color="red" size="sm" aria-label={t(`boPromos.${prefix}.deleteAria`, { name })} onClick={onDelete}>
          {t('backOffice.delete')}
        </Button>
      ) : null}
    </Group>
  );

  return (
    <Stack gap={48}>
      <BackOfficeListPage
        testId="bo-member-categories"
        title={t('boPromos.categories.title')}
        subtitle={t('boPromos.categories.subtitle')}
        newLabel={t('boPromos.categories.new')}
        onNew={() => setEditingCategory('new')}
        query={categories}
        emptyText={t('boPromos.categories.empty')}
        renderList={(items) => (
          <Table striped highlightOnHover verticalSpacing="sm" fz="md">
            <Table.Thead>
              <Table.Tr>
                {(['name', 'price', 'duration', 'minutes', 'position', 'members'] as const).map((column) => (
                  <Table.Th key={column}>{t(`boPromos.categories.columns.${column}`)}</Table.Th>
                ))}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((category) => (
                <Table.Tr key={category.Id}>
                  <Table.Td fw={600}>
                    {category.Name}{' '}
                    {category.IsDefault ? (
                      <Badge variant="light" ml={6}>
                        {t('boPromos.categories.default')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{moneyText(category.Price, currency)}</Table.Td>
                  <Table.Td>{t('boPromos.categories.durationDays', { count: category.DurationDays })}</Table.Td>
                  <Table.Td>{category.TimeBalanceMinutes}</Table.Td>
                  <Table.Td>{category.Position}</Table.Td>
                  <Table.Td>{category.MemberCount}</Table.Td>
                  <Table.Td>{rowButtons(category.Name, 'categories', () => setEditingCategory(category), category.IsDefault ? null : () => setRemoving({ kind: 'category', row: category }))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      />
      <BackOfficeListPage
        testId="bo-membership-promos"
        title={t('boPromos.membershipPromos.title')}
        subtitle={t('boPromos.membershipPromos.subtitle')}
        newLabel={t('boPromos.membershipPromos.new')}
        onNew={() => setEditingPromo('new')}
        query={promos}
        emptyText={t('boPromos.membershipPromos.empty')}
        renderList={(items) => (
          <Table striped highlightOnHover verticalSpacing="sm" fz="md">
            <Table.Thead>
              <Table.Tr>
                {(['name', 'category', 'discount', 'status'] as const).map((column) => (
                  <Table.Th key={column}>{t(`boPromos.membershipPromos.columns.${column}`)}</Table.Th>
                ))}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((promo) => (
                <Table.Tr key={promo.Id}>
                  <Table.Td fw={600}>{promo.Name}</Table.Td>
                  <Table.Td>{categoryName(promo.MemberCategoryId)}</Table.Td>
                  <Table.Td>
                    {promo.DiscountType === PromoDiscountType.PERCENTAGE ? percentText(promo.Amount) : moneyText(promo.Amount, currency)}
                    {promo.MaxDiscount !== null ? ` (max ${moneyText(promo.MaxDiscount, currency)})` : ''}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={promo.IsActive ? 'teal' : 'orange'} variant="light" size="lg">
                      {t(promo.IsActive ? 'boPromos.status.active' : 'boPromos.status.inactive')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{rowButtons(promo.Name, 'membershipPromos', () => setEditingPromo(promo), () => setRemoving({ kind: 'promo', row: promo }))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      />
      {editingCategory ? <MemberCategoryDialog editing={editingCategory === 'new' ? null : editingCategory} currency={currency} onClose={() => setEditingCategory(null)} /> : null}
      {editingPromo ? <MembershipPromoDialog editing={editingPromo === 'new' ? null : editingPromo} categories={categories.data ?? []} currency={currency} onClose={() => setEditingPromo(null)} /> : null}
      <RemoveConfirm name={removing?.row.Name ?? null} isBusy={removeCategory.isPending || removePromo.isPending} onConfirm={confirmRemove} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
