import { useState } from 'react';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DRIVER_NAME_MAX_LENGTH, DRIVER_PHONE_MAX_LENGTH, SpecMessage } from '@kasir/domain';
import { useTranslateMessage } from '../../i18n/messages.ts';
import { sanitisePhone } from '../menu/cart/order-form-rules.ts';
import { useAddDriver, useCourierDrivers } from './api.ts';

export interface DriverPickerProps {
  isBusy: boolean;
  onAssign(driverId: number): void;
}

/** MANUAL provider: pick one of the outlet's drivers, or add one here and pick them. */
export function DriverPicker({ isBusy, onAssign }: DriverPickerProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const drivers = useCourierDrivers(true);
  const addDriver = useAddDriver();
  const [driverId, setDriverId] = useState<string | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});

  function submitNewDriver() {
    // Spec §5 phone rules, as the shipping data has them.
    const found = { ...(name.trim() === '' ? { name: SpecMessage.NAME_REQUIRED } : {}), ...(phone.trim() === '' ? { phone: SpecMessage.PHONE_REQUIRED } : {}) };
    setErrors(found);
    if (found.name || found.phone) return;
    addDriver.mutate(
      { Name: name.trim(), PhoneNumber: phone.trim() },
      {
        onSuccess: (driver) => {
          setDriverId(String(driver.Id));
          setIsAdding(false);
          setName('');
          setPhone('');
        },
      },
    );
  }

  const options = (drivers.data ?? []).map((driver) => ({ value: String(driver.Id), label: `${driver.Name} · ${driver.PhoneNumber}` }));
  return (
    <Stack gap="xs" data-testid="driver-picker">
      <Group align="flex-end" wrap="nowrap">
        <Select
          style={{ flex: 1 }}
          label={t('couriers.driver')}
          placeholder={drivers.isPending ? t('common.loading') : t('couriers.pickDriver')}
          data={options}
          value={driverId}
          onChange={setDriverId}
          nothingFoundMessage={t('messages.NO_DATA')}
          data-testid="driver-select"
        />
        <Button disabled={driverId === null} loading={isBusy} onClick={() => driverId !== null && onAssign(Number(driverId))} data-testid="assign-driver">
          {t('couriers.assign')}
        </Button>
      </Group>
      {!isAdding && (
        <Button variant="subtle" leftSection={<IconUserPlus size={16} />} onClick={() => setIsAdding(true)} style={{ alignSelf: 'flex-start' }} data-testid="add-driver-open">
          {t('couriers.addDriver')}
        </Button>
      )}
      {isAdding && (
        <Group align="flex-start" wrap="nowrap" data-testid="add-driver-form">
          <TextInput
            style={{ flex: 1 }}
            label={t('couriers.driverName')}
            withAsterisk
            value={name}
            maxLength={DRIVER_NAME_MAX_LENGTH}
            error={errors.name && translateMessage(errors.name)}
            onChange={(event) => setName(event.currentTarget.value)}
            data-testid="driver-name"
          />
          <TextInput
            style={{ flex: 1 }}
            label={t('couriers.driverPhone')}
            withAsterisk
            inputMode="tel"
            value={phone}
            maxLength={DRIVER_PHONE_MAX_LENGTH}
            error={errors.phone && translateMessage(errors.phone)}
            onChange={(event) => setPhone(sanitisePhone(event.currentTarget.value))}
            data-testid="driver-phone"
          />
          <Button mt={25} loading={addDriver.isPending} onClick={submitNewDriver} data-testid="add-driver-save">
            {t('couriers.saveDriver')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
