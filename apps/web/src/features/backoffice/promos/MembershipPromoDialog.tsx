import { useState } from 'react';
import { Button, Checkbox, Group, Modal, NumberInput, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminMemberCategory, AdminMembershipPromo } from '@kasir/contracts';
import { PROMO_PERCENT_MAX, PromoDiscountType } from '@kasir/domain';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { newIdempotencyKey } from '../payments/payments-api.ts';
import { MoneyInput } from './MoneyInput.tsx';
import { useSaveMembershipPromo } from './promos-api.ts';

const ANY = 'any';

/** Create or edit a promo on buying a membership (of one category or any). */
export function MembershipPromoDialog({ editing, categories, currency, onClose }: { editing: AdminMembershipPromo | null; categories: AdminMemberCategory[]; currency: string; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveMembershipPromo();
  const [key] = useState(newIdempotencyKey);
  const [name, setName] = useState(editing?.Name ?? '');
  const [categoryId, setCategoryId] = useState<number | null>(editing?.MemberCategoryId ?? null);
  const [discountType, setDiscountType] = useState<number>(editing?.DiscountType ?? PromoDiscountType.PERCENTAGE);
  const [amount, setAmount] = useState<number | ''>(editing?.Amount ?? '');
  const [maxDiscount, setMaxDiscount] = useState<number | ''>(editing?.MaxDiscount ?? '');
  const [isActive, setActive] = useState(editing?.IsActive ?? true);
  const [errors, setErrors] = useState<Partial<Record<'name' | 'amount', string>>>({});
  const isPercent = discountType === PromoDiscountType.PERCENTAGE;

  const submit = () => {
    const found: typeof errors = {};
    if (name.trim() === '') found.name = 'nameRequired';
    if (amount === '' || amount <= 0 || (isPercent && (amount > PROMO_PERCENT_MAX || !Number.isInteger(amount)))) found.amount = 'amountInvalid';
    setErrors(found);
    if (Object.keys(found).length > 0 || amount === '') return;
    const body = { Name: name.trim(), MemberCategoryId: categoryId, DiscountType: discountType, Amount: amount, MaxDiscount: maxDiscount === '' ? null : maxDiscount, IsActive: isActive };
    save.mutate(
      { id: editing?.Id ?? null, body, key },
      {
        onSuccess: (saved) => {
          toast.success(t('boPromos.membershipPromos.saved', { name: saved.Name }));
          onClose();
        },
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  };
  const errorText = (field: keyof typeof errors) => (errors[field] ? t(`boPromos.membershipPromos.errors.${errors[field]}`) : undefined);

  return (
    <Modal opened onClose={onClose} title={editing ? t('boPromos.membershipPromos.edit', { name: editing.Name }) : t('boPromos.membershipPromos.new')} size="lg" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput label={t('boPromos.membershipPromos.fields.name')} size="md" value={name} error={errorText('name')} onChange={(event) => setName(event.currentTarget.value)} data-autofocus />
          <Select
            label={t('boPromos.membershipPromos.fields.category')}
            size="md"
            allowDeselect={false}
            data={[{ value: ANY, label: t('boPromos.membershipPromos.anyCategory') }, ...categories.map((category) => ({ value: String(category.Id), label: category.Name }))]}
            value={categoryId === null ? ANY : String(categoryId)}
            onChange={(value) => setCategoryId(value === null || value === ANY ? null : Number(value))}
          />
          <SegmentedControl
            size="md"
            value={String(discountType)}
            onChange={(value) => setDiscountType(Number(value))}
            data={[
              { value: String(PromoDiscountType.PERCENTAGE), label: t('boPromos.fields.percentage') },
              { value: String(PromoDiscountType.NOMINAL), label: t('boPromos.fields.nominal') },
            ]}
          />
          {isPercent ? (
            <NumberInput label={t('boPromos.membershipPromos.fields.amountPercent')} size="md" w={260} suffix=" %" allowDecimal={false} allowNegative={false} hideControls max={PROMO_PERCENT_MAX} value={amount} error={errorText('amount')} onChange={(value) => setAmount(typeof value === 'number' ? value : '')} />
          ) : (
            <MoneyInput label={t('boPromos.membershipPromos.fields.amountMoney')} w={260} currency={currency} value={amount} error={errorText('amount')} onValue={setAmount} />
          )}
          <MoneyInput label={t('boPromos.membershipPromos.fields.maxDiscount')} description={t('boPromos.fields.maxDiscountHint')} w={260} currency={currency} value={maxDiscount} onValue={setMaxDiscount} />
          <Checkbox size="md" label={t('boPromos.membershipPromos.fields.isActive')} checked={isActive} onChange={(event) => setActive(event.currentTarget.checked)} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" size="md" onClick={onClose}>
              {t('backOffice.cancel')}
            </Button>
            <Button type="submit" size="md" loading={save.isPending}>
              {t('backOffice.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
