import { Chip, Group, MultiSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PromoChoices } from '@kasir/contracts';
import { PROMO_DAY_HOURS, PROMO_WEEK_DAYS } from '@kasir/domain';
import { MoneyInput } from './MoneyInput.tsx';
import { optionsOf } from './PromoReachFields.tsx';
import type { PromoForm, PromoFormErrors } from './promo-form.ts';

type Props = { form: PromoForm; set(patch: Partial<PromoForm>): void; errors: PromoFormErrors; outlets: PromoChoices['Outlets']; currency: string };

/** Terms: the period, purchase range, payment methods, and the days and hours it runs (outlet time). */
export function PromoTermsFields({ form, set, errors, outlets, currency }: Props) {
  const { t } = useTranslation();
  const errorText = (field: keyof PromoFormErrors) => (errors[field] ? t(`boPromos.errors.${errors[field]}`) : undefined);
  const numbers = (values: string[]) => values.map(Number).sort((a, b) => a - b);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" size="md" label={t('boPromos.fields.startDate')} value={form.startDate} error={errorText('startDate')} onChange={(event) => set({ startDate: event.currentTarget.value })} />
        <TextInput type="date" size="md" label={t('boPromos.fields.endDate')} value={form.endDate} error={errorText('endDate')} onChange={(event) => set({ endDate: event.currentTarget.value })} />
        <MoneyInput label={t('boPromos.fields.minPurchase')} description={t('boPromos.fields.purchaseHint')} currency={currency} value={form.minPurchase} onValue={(value) => set({ minPurchase: value })} />
        <MoneyInput label={t('boPromos.fields.maxPurchase')} description={t('boPromos.fields.purchaseHint')} currency={currency} value={form.maxPurchase} error={errorText('maxPurchase')} onValue={(value) => set({ maxPurchase: value })} />
      </SimpleGrid>
      <MultiSelect
        label={t('boPromos.fields.paymentMethods')}
        description={t('boPromos.fields.paymentMethodsHint')}
        size="md"
        searchable
        clearable
        data={optionsOf(outlets, form.outletIds, 'PaymentMethods')}
        value={form.paymentMethodIds.map(String)}
        onChange={(values) => set({ paymentMethodIds: values.map(Number) })}
      />
      <Stack gap={4}>
        <Text fw={600}>{t('boPromos.fields.days')}</Text>
        <Text size="xs" c="dimmed">
          {t('boPromos.fields.daysHint')}
        </Text>
        <Chip.Group multiple value={form.days.map(String)} onChange={(values) => set({ days: numbers(values) })}>
          <Group gap="xs" role="group" aria-label={t('boPromos.fields.days')}>
            {PROMO_WEEK_DAYS.map((day) => (
              <Chip key={day} value={String(day)} size="md">
                {t(`boPromos.days.${day}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <Stack gap={4}>
        <Text fw={600}>{t('boPromos.fields.hours')}</Text>
        <Text size="xs" c="dimmed">
          {t('boPromos.fields.hoursHint')}
        </Text>
        <Chip.Group multiple value={form.hours.map(String)} onChange={(values) => set({ hours: numbers(values) })}>
          <Group gap={6} role="group" aria-label={t('boPromos.fields.hours')}>
            {PROMO_DAY_HOURS.map((hour) => (
              <Chip key={hour} value={String(hour)} size="sm">
                {String(hour).padStart(2, '0')}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
    </Stack>
  );
}
