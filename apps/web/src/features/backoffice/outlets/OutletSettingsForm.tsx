import { useState, type FormEvent } from 'react';
import { Button, Group, Loader, NumberInput, Select, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderType, codeName, codeValues } from '@kasir/domain';
import type { OutletSetting } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { readSettingsForm, roundingOptions, settingsToForm, type SettingsFormErrors, type SettingsFormValues } from './settings-form.ts';
import { useOutletSettings, useUpdateOutletSettings } from './outlets-api.ts';

function SettingsFields({ outletId, settings }: { outletId: number; settings: OutletSetting[] }) {
  const { t } = useTranslation();
  const update = useUpdateOutletSettings(outletId);
  const [values, setValues] = useState<SettingsFormValues>(() => settingsToForm(settings));
  const [errors, setErrors] = useState<SettingsFormErrors>({});
  const set = <K extends keyof SettingsFormValues>(field: K, value: SettingsFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const errorOf = (field: keyof SettingsFormValues) => (errors[field] ? t(errors[field]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readSettingsForm(values);
    if (read.errors) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync(read.body);
      toast.success(t('backOffice.saved'));
    } catch (error) {
      toast.error(errorMessageOf(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={2} spacing="xl">
          <Switch size="md" label={t('boOutlets.settings.autoPrintQrTable')} description={t('boOutlets.settings.autoPrintQrTableHint')} checked={values.autoPrintQrTable} onChange={(event) => set('autoPrintQrTable', event.currentTarget.checked)} />
          <Switch size="md" label={t('boOutlets.settings.multiOrderQrCode')} description={t('boOutlets.settings.multiOrderQrCodeHint')} checked={values.multiOrderQrCode} onChange={(event) => set('multiOrderQrCode', event.currentTarget.checked)} />
          <Switch size="md" label={t('boOutlets.settings.notificationTable')} description={t('boOutlets.settings.notificationTableHint')} checked={values.notificationTable} onChange={(event) => set('notificationTable', event.currentTarget.checked)} />
          <NumberInput
            size="md"
            label={t('boOutlets.settings.minimumHoursReservation')}
            description={t('boOutlets.settings.minimumHoursReservationHint')}
            value={values.minimumHoursReservation}
            onChange={(value) => set('minimumHoursReservation', String(value))}
            allowDecimal={false}
            allowNegative={false}
            error={errorOf('minimumHoursReservation')}
          />
          <Select
            size="md"
            label={t('boOutlets.settings.reservationDefaultOrderType')}
            data={codeValues(OrderType).map((type) => ({ value: String(type), label: t(`boOutlets.orderTypes.codes.${codeName(OrderType, type) ?? 'DINE_IN'}`) }))}
            value={values.reservationDefaultOrderType}
            onChange={(value) => set('reservationDefaultOrderType', value ?? values.reservationDefaultOrderType)}
            allowDeselect={false}
            error={errorOf('reservationDefaultOrderType')}
          />
          <Select
            size="md"
            label={t('boOutlets.settings.rounding')}
            description={t('boOutlets.settings.roundingHint')}
            data={roundingOptions.map((option) => ({ value: option.value, label: t(option.labelKey) }))}
            value={values.rounding}
            onChange={(value) => set('rounding', value ?? values.rounding)}
            allowDeselect={false}
            error={errorOf('rounding')}
          />
        </SimpleGrid>
        <Textarea size="md" label={t('boOutlets.settings.broadcast')} description={t('boOutlets.settings.broadcastHint')} value={values.broadcast} onChange={(event) => set('broadcast', event.currentTarget.value)} autosize minRows={2} error={errorOf('broadcast')} />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={update.isPending}>
            {t('boOutlets.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Spec §9 settings of the outlet, stored under the same rules as PUT /outletSetting. */
export function OutletSettingsForm({ outletId }: { outletId: number }) {
  const settings = useOutletSettings(outletId);
  if (settings.isPending) return <Loader />;
  if (!settings.data) return <Text c="red">{errorMessageOf(settings.error)}</Text>;
  return <SettingsFields outletId={outletId} settings={settings.data} />;
}
