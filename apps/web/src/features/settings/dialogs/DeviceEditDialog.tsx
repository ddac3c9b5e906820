import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Device } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { deviceFormOf, emptyDeviceForm, validateDeviceForm, type DeviceForm } from '../device-form.ts';
import { useDeviceMutations } from '../settings-api.ts';

/** Add or edit a printer (spec §7 Device: POST or PUT /device, IpAddress as ip:port, IsConnectedDrawer). */
export function DeviceEditDialog({ device, onClose }: { device: Device | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { save } = useDeviceMutations();
  const [form, setForm] = useState<DeviceForm>(device === null ? emptyDeviceForm : deviceFormOf(device));
  const [errors, setErrors] = useState<Partial<Record<keyof DeviceForm, string>>>({});
  const change = <K extends keyof DeviceForm>(field: K, value: DeviceForm[K]): void => setForm((current) => ({ ...current, [field]: value }));

  const submit = (): void => {
    const checked = validateDeviceForm(form);
    setErrors(checked.errors);
    if (checked.body === null) return;
    save.mutate(device === null ? checked.body : { ...checked.body, Id: device.Id }, {
      onSuccess: () => {
        toast.success(t('printSettings.deviceSaved', { name: form.Name.trim() }));
        onClose();
      },
      onError: (error) => toast.error(errorMessageOf(error)),
    });
  };

  return (
    <Modal opened onClose={onClose} title={device === null ? t('printSettings.addDevice') : t('printSettings.editDevice')} centered size="lg">
      <Stack gap="md">
        <TextInput size="lg" label={t('printSettings.deviceName')} value={form.Name} onChange={(event) => change('Name', event.currentTarget.value)} error={errors.Name} data-autofocus />
        <TextInput
          size="lg"
          label={t('printSettings.ipAddress')}
          description={t('printSettings.ipAddressHint')}
          placeholder="192.168.1.50:9100"
          value={form.IpAddress}
          onChange={(event) => change('IpAddress', event.currentTarget.value)}
          error={errors.IpAddress}
        />
        <Stack gap={4}>
          <Text fw={500}>{t('printSettings.paperWidth')}</Text>
          <SegmentedControl
            size="md"
            value={String(form.PaperWidth)}
            onChange={(value) => change('PaperWidth', value === '58' ? 58 : 80)}
            data={[
              { value: '58', label: '58 mm' },
              { value: '80', label: '80 mm' },
            ]}
          />
        </Stack>
        <Switch size="lg" label={t('printSettings.connectedDrawer')} checked={form.IsConnectedDrawer} onChange={(event) => change('IsConnectedDrawer', event.currentTarget.checked)} />
        <Group justify="flex-end" gap="md" mt="md">
          <Button variant="default" size="lg" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button size="lg" loading={save.isPending} onClick={submit} data-testid="device-save">
            {t('printSettings.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
