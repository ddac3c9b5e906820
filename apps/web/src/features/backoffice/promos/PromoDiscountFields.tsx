import { Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PROMO_PERCENT_MAX, PromoBaseOn, PromoDeductFrom, PromoDiscountType, PromoType } from '@kasir/domain';
import { MoneyInput } from './MoneyInput.tsx';
import type { PromoForm, PromoFormErrors } from './promo-form.ts';

type Props = { form: PromoForm; set(patch: Partial<PromoForm>): void; errors: PromoFormErrors; currency: string };

/** Discount: percentage or fixed, its value and cap, what it is based on and taken from, the usage limit. */
export function PromoDiscountFields({ form, set, errors, currency }: Props) {
  const { t } = useTranslation();
  const isPercent = form.discountType === PromoDiscountType.PERCENTAGE;
  const errorText = (field: keyof PromoFormErrors) => (errors[field] ? t(`boPromos.errors.${errors[field]}`) : undefined);
  const isProduct = form.promoType === PromoType.PRODUCT;
  const options = (prefix: 'baseOn' | 'deductFrom', values: Record<string, number>) => Object.values(values).map((value) => ({ value: String(value), label: t(`boPromos.fields.${prefix}${value}`) }));
  return (
    <Stack gap="md">
      <div>
        <Text fw={600} size="md" mb={4}>
          {t('boPromos.fields.discountType')}
        </Text>
        <SegmentedControl
          size="md"
          value={String(form.discountType)}
          onChange={(value) => set({ discountType: Number(value) })}
          data={[
            { value: String(PromoDiscountType.PERCENTAGE), label: t('boPromos.fields.percentage') },
            { value: String(PromoDiscountType.NOMINAL), label: t('boPromos.fields.nominal') },
          ]}
        />
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {isPercent ? (
          <NumberInput
            label={t('boPromos.fields.valuePercent')}
            size="md"
            suffix=" %"
            max={PROMO_PERCENT_MAX}
            decimalSeparator=","
            decimalScale={2}
            allowNegative={false}
            hideControls
            value={form.discountValue}
            error={errorText('discountValue')}
            onChange={(value) => set({ discountValue: typeof value === 'number' ? value : '' })}
          />
        ) : (
          <MoneyInput label={t('boPromos.fields.valueMoney')} currency={currency} value={form.discountValue} error={errorText('discountValue')} onValue={(value) => set({ discountValue: value })} />
        )}
        <MoneyInput label={t('boPromos.fields.maxDiscount')} description={t('boPromos.fields.maxDiscountHint')} currency={currency} value={form.maxDiscountAmount} onValue={(value) => set({ maxDiscountAmount: value })} />
      </SimpleGrid>
      <Group grow align="flex-start">
        <Select
          label={t('boPromos.fields.baseOn')}
          size="md"
          allowDeselect={false}
          disabled={isProduct}
          data={options('baseOn', PromoBaseOn)}
          value={String(form.baseOn)}
          onChange={(value) => value !== null && set({ baseOn: Number(value) })}
        />
        <Select
          label={t('boPromos.fields.deductFrom')}
          size="md"
          allowDeselect={false}
          data={options('deductFrom', PromoDeductFrom)}
          value={String(form.deductFrom)}
          onChange={(value) => value !== null && set({ deductFrom: Number(value) })}
        />
        <NumberInput
          label={t('boPromos.fields.limit')}
          description={t('boPromos.fields.limitHint')}
          size="md"
          allowNegative={false}
          allowDecimal={false}
          hideControls
          value={form.limit}
          onChange={(value) => set({ limit: typeof value === 'number' ? value : '' })}
        />
      </Group>
    </Stack>
  );
}
