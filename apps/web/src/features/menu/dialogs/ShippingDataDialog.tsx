import { useState } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PHONE_MAX_LENGTH, POSTAL_CODE_MAX_LENGTH } from '@kasir/domain';
import { emptyShipping, hasErrors, sanitisePhone, sanitisePostalCode, validateShipping, type ShippingErrors } from '../cart/order-form-rules.ts';
import type { ShippingData } from '../cart/cart-types.ts';
import { useTranslateMessage } from '../../../i18n/messages.ts';

export interface ShippingDataDialogProps {
  value: ShippingData | null;
  onSubmit(value: ShippingData): void;
  onClose(): void;
}

type TextField = Exclude<keyof ShippingData, 'PhoneNumber' | 'PostalCode' | 'Notes'>;

/** The server's limits of each text (contracts DeliveryAddressSchema): typing stops there instead of a refused save. */
const MAX_LENGTH: Record<TextField | 'Notes', number> = { Name: 100, Address: 500, Ward: 100, Subdistrict: 100, City: 100, Notes: 500 };

/** Spec §2/§5 shipping data of a delivery order, with the spec's required fields and messages. */
export function ShippingDataDialog({ value, onSubmit, onClose }: ShippingDataDialogProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const [form, setForm] = useState<ShippingData>(value ?? emptyShipping);
  const [errors, setErrors] = useState<ShippingErrors>({});
  const errorOf = (text: string | undefined) => (text === undefined ? undefined : translateMessage(text));
  const set = (patch: Partial<ShippingData>) => setForm((current) => ({ ...current, ...patch }));
  const textField = (field: TextField, labelKey: string) => (
    <TextInput
      label={t(labelKey)}
      value={form[field]}
      error={errorOf(errors[field])}
      withAsterisk={field === 'Name' || field === 'Address'}
      maxLength={MAX_LENGTH[field]}
      onChange={(event) => set({ [field]: event.currentTarget.value })}
      data-testid={`shipping-${field}`}
    />
  );

  return (
    <Modal opened onClose={onClose} title={t('menu.shippingData')} size="lg" centered data-testid="shipping-data-dialog">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = validateShipping(form);
          setErrors(found);
          if (!hasErrors(found)) onSubmit(form);
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={2}>
            {textField('Name', 'menu.shippingName')}
            <TextInput
              label={t('menu.phoneNumber')}
              withAsterisk
              value={form.PhoneNumber}
              error={errorOf(errors.PhoneNumber)}
              inputMode="tel"
              maxLength={PHONE_MAX_LENGTH}
              onChange={(event) => set({ PhoneNumber: sanitisePhone(event.currentTarget.value) })}
              data-testid="shipping-PhoneNumber"
            />
          </SimpleGrid>
          {textField('Address', 'menu.address')}
          <SimpleGrid cols={2}>
            {textField('Ward', 'menu.ward')}
            {textField('Subdistrict', 'menu.subdistrict')}
            {textField('City', 'menu.city')}
            <TextInput
              label={t('menu.postalCode')}
              value={form.PostalCode}
              inputMode="numeric"
              maxLength={POSTAL_CODE_MAX_LENGTH}
              onChange={(event) => set({ PostalCode: sanitisePostalCode(event.currentTarget.value) })}
              data-testid="shipping-PostalCode"
            />
          </SimpleGrid>
          <Textarea label={t('menu.notes')} maxLength={MAX_LENGTH.Notes} value={form.Notes} onChange={(event) => set({ Notes: event.currentTarget.value })} rows={2} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('menu.cancel')}
            </Button>
            <Button type="submit" data-testid="shipping-data-ok">
              {t('menu.ok')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
