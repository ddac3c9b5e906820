import { SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppOrderType, CUSTOMER_NAME_MAX_LENGTH, CUSTOMER_NOTE_MAX_LENGTH, PHONE_MAX_LENGTH } from '@kasir/domain';
import { useTranslateMessage } from '../../i18n/messages.ts';
import { sanitisePhone, sanitisePostalCode } from '../menu/cart/order-form-rules.ts';
import type { ShippingData } from '../menu/cart/cart-types.ts';
import type { CheckoutErrors, CheckoutForm } from './self-order-checkout.ts';

interface Props {
  form: CheckoutForm;
  errors: CheckoutErrors;
  appOrderTypes: readonly number[];
  onChange: (next: CheckoutForm) => void;
}

/** Spec §5 shipping data: Name, PhoneNumber and Address required; phone ≤ 16, postal code digits ≤ 16 as typed. */
function ShippingFields({ shipping, errors, onChange }: { shipping: ShippingData; errors: CheckoutErrors['shipping']; onChange: (next: ShippingData) => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const set = (field: keyof ShippingData, value: string) => onChange({ ...shipping, [field]: value });
  return (
    <Stack gap="sm">
      <Text fw={700}>{t('selfOrder.shipping.title')}</Text>
      <TextInput size="md" withAsterisk label={t('selfOrder.shipping.name')} value={shipping.Name} error={errors?.Name && translate(errors.Name)} onChange={(e) => set('Name', e.currentTarget.value)} maxLength={100} />
      <TextInput
        size="md"
        withAsterisk
        type="tel"
        inputMode="tel"
        label={t('selfOrder.shipping.phone')}
        value={shipping.PhoneNumber}
        error={errors?.PhoneNumber && translate(errors.PhoneNumber)}
        onChange={(e) => set('PhoneNumber', sanitisePhone(e.currentTarget.value))}
        maxLength={PHONE_MAX_LENGTH}
      />
      <Textarea size="md" withAsterisk autosize minRows={2} label={t('selfOrder.shipping.address')} value={shipping.Address} error={errors?.Address && translate(errors.Address)} onChange={(e) => set('Address', e.currentTarget.value)} maxLength={500} />
      <TextInput size="md" label={t('selfOrder.shipping.ward')} value={shipping.Ward} onChange={(e) => set('Ward', e.currentTarget.value)} maxLength={100} />
      <TextInput size="md" label={t('selfOrder.shipping.subdistrict')} value={shipping.Subdistrict} onChange={(e) => set('Subdistrict', e.currentTarget.value)} maxLength={100} />
      <TextInput size="md" label={t('selfOrder.shipping.city')} value={shipping.City} onChange={(e) => set('City', e.currentTarget.value)} maxLength={100} />
      <TextInput size="md" inputMode="numeric" label={t('selfOrder.shipping.postalCode')} value={shipping.PostalCode} onChange={(e) => set('PostalCode', sanitisePostalCode(e.currentTarget.value))} />
      <TextInput size="md" label={t('selfOrder.shipping.notes')} value={shipping.Notes} onChange={(e) => set('Notes', e.currentTarget.value)} maxLength={500} />
    </Stack>
  );
}

/** Who ordered (name required), how to reach them, and for the counter QR: pick-up or delivery. */
export function CheckoutFields({ form, errors, appOrderTypes, onChange }: Props) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const choosesType = appOrderTypes.includes(AppOrderType.PICK_UP) && appOrderTypes.includes(AppOrderType.DELIVERY);
  return (
    <Stack gap="sm">
      {choosesType && (
        <SegmentedControl
          fullWidth
          size="md"
          aria-label={t('selfOrder.orderType')}
          value={String(form.appOrderType)}
          onChange={(value) => onChange({ ...form, appOrderType: Number(value) })}
          data={[
            { value: String(AppOrderType.PICK_UP), label: t('selfOrder.pickUp') },
            { value: String(AppOrderType.DELIVERY), label: t('selfOrder.delivery') },
          ]}
        />
      )}
      <TextInput size="md" withAsterisk autoComplete="name" label={t('selfOrder.yourName')} value={form.name} error={errors.name && translate(errors.name)} onChange={(e) => onChange({ ...form, name: e.currentTarget.value })} maxLength={CUSTOMER_NAME_MAX_LENGTH} />
      <TextInput size="md" type="tel" inputMode="tel" autoComplete="tel" label={t('selfOrder.phoneOptional')} value={form.phone} onChange={(e) => onChange({ ...form, phone: sanitisePhone(e.currentTarget.value) })} maxLength={PHONE_MAX_LENGTH} />
      <Textarea size="md" autosize minRows={2} label={t('selfOrder.orderNotes')} value={form.notes} onChange={(e) => onChange({ ...form, notes: e.currentTarget.value })} maxLength={CUSTOMER_NOTE_MAX_LENGTH} />
      {form.appOrderType === AppOrderType.DELIVERY && <ShippingFields shipping={form.shipping} errors={errors.shipping} onChange={(shipping) => onChange({ ...form, shipping })} />}
    </Stack>
  );
}
