import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PHONE_MAX_LENGTH } from '@kasir/domain';
import { sanitisePhone, validateCustomer } from '../cart/order-form-rules.ts';
import type { CustomerData } from '../cart/cart-types.ts';
import { useTranslateMessage } from '../../../i18n/messages.ts';

export interface CustomerDataDialogProps {
  value: CustomerData;
  onSubmit(value: CustomerData): void;
  onClose(): void;
}

const noCustomer: CustomerData = { CustomerName: '', PhoneNumber: '' };

/**
 * Spec §2/§5 customer data: the name the order is for (required, 'Nama tidak boleh kosong')
 * and an optional phone of at most 16 characters. Clear takes the customer off the order.
 */
export function CustomerDataDialog({ value, onSubmit, onClose }: CustomerDataDialogProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const [name, setName] = useState(value.CustomerName);
  const [phone, setPhone] = useState(value.PhoneNumber);
  const [nameError, setNameError] = useState<string | null>(null);
  const hasCustomer = value.CustomerName !== '' || value.PhoneNumber !== '';
  return (
    <Modal opened onClose={onClose} title={t('menu.customerData')} centered data-testid="customer-data-dialog">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const customer = { CustomerName: name.trim(), PhoneNumber: phone.trim() };
          const error = validateCustomer(customer);
          setNameError(error);
          if (error === null) onSubmit(customer);
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('menu.customerName')}
            withAsterisk
            value={name}
            error={nameError === null ? null : translateMessage(nameError)}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
            data-autofocus
            data-testid="customer-name"
          />
          <TextInput
            label={t('menu.phoneNumber')}
            value={phone}
            inputMode="tel"
            maxLength={PHONE_MAX_LENGTH}
            onChange={(event) => setPhone(sanitisePhone(event.currentTarget.value))}
            data-testid="customer-phone"
          />
          <Group justify="space-between">
            <Button variant="subtle" color="red" disabled={!hasCustomer} onClick={() => onSubmit(noCustomer)} data-testid="customer-data-clear">
              {t('menu.clear')}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('menu.cancel')}
              </Button>
              <Button type="submit" data-testid="customer-data-ok">
                {t('menu.ok')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
