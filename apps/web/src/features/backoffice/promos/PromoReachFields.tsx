import { Checkbox, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PromoChoices } from '@kasir/contracts';
import { PromoType } from '@kasir/domain';
import type { PromoForm, PromoFormErrors } from './promo-form.ts';

type Outlets = PromoChoices['Outlets'];
type Props = { form: PromoForm; set(patch: Partial<PromoForm>): void; errors: PromoFormErrors; outlets: Outlets };
type Kind = 'Products' | 'Categories' | 'Bundles' | 'PaymentMethods';

/** Grouped options of the chosen outlets (each item is an outlet's own row). */
export function optionsOf(outlets: Outlets, chosen: readonly number[], kind: Kind) {
  return outlets.filter((outlet) => chosen.includes(outlet.Id)).map((outlet) => ({ group: outlet.Name, items: outlet[kind].map((item) => ({ value: String(item.Id), label: item.Name })) }));
}

const toIds = (values: string[]) => values.map(Number);

/** Applies to: the categories, products and bundles of a PRODUCT promo (a transaction promo takes the whole bill). */
export function PromoTargetFields({ form, set, errors, outlets }: Props) {
  const { t } = useTranslation();
  if (form.promoType !== PromoType.PRODUCT) return <Text c="dimmed">{t('boPromos.fields.appliesToTransaction')}</Text>;
  const pick = (kind: Kind, label: string, value: number[], patch: (ids: number[]) => Partial<PromoForm>) => (
    <MultiSelect label={label} size="md" searchable clearable data={optionsOf(outlets, form.outletIds, kind)} value={value.map(String)} onChange={(values) => set(patch(toIds(values)))} />
  );
  return (
    <Stack gap="md">
      <Text size="sm" c={errors.targets ? 'red' : 'dimmed'}>
        {errors.targets ? t(`boPromos.errors.${errors.targets}`) : t('boPromos.fields.appliesToProductHint')}
      </Text>
      {pick('Categories', t('boPromos.fields.categories'), form.categoryIds, (ids) => ({ categoryIds: ids }))}
      {pick('Products', t('boPromos.fields.products'), form.outletProductIds, (ids) => ({ outletProductIds: ids }))}
      {pick('Bundles', t('boPromos.fields.bundles'), form.bundleIds, (ids) => ({ bundleIds: ids }))}
    </Stack>
  );
}

/** Outlets: which of the owner's outlets run the promo (one till promo each). */
export function PromoOutletFields({ form, errors, outlets, onToggle }: Omit<Props, 'set'> & { onToggle(outletId: number, checked: boolean): void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text size="sm" c={errors.outletIds ? 'red' : 'dimmed'}>
        {errors.outletIds ? t(`boPromos.errors.${errors.outletIds}`) : t('boPromos.fields.outletsHint')}
      </Text>
      <Group gap="lg">
        {outlets.map((outlet) => (
          <Checkbox key={outlet.Id} size="md" label={outlet.Name} checked={form.outletIds.includes(outlet.Id)} onChange={(event) => onToggle(outlet.Id, event.currentTarget.checked)} />
        ))}
      </Group>
    </Stack>
  );
}
