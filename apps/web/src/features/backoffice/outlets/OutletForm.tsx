import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OutletType, codeValues } from '@kasir/domain';
import type { OutletCreateBody } from '@kasir/contracts';
import { ApiError, errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { outletTypeLabel } from '../../session/outlet-type-label.ts';
import { formFieldOfServerField, readOutletForm, type OutletFormErrors, type OutletFormValues } from './outlet-form.ts';

interface OutletFormProps {
  initial: OutletFormValues;
  submitLabel: string;
  /** Throws the server's refusal; its field errors show beside the fields. */
  onSubmit(body: OutletCreateBody): Promise<unknown>;
  onCancel?: () => void;
}

/** The server's field errors (data[].field) of a 400, as form errors. */
function serverErrorsOf(error: unknown): OutletFormErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = error.body as { data?: unknown } | null;
  if (!body || !Array.isArray(body.data)) return null;
  const errors: OutletFormErrors = {};
  for (const entry of body.data as Array<{ field?: unknown }>) {
    const field = typeof entry.field === 'string' ? formFieldOfServerField(entry.field) : null;
    // Past the shared contract the server refuses a Name for one reason only: another outlet has it.
    if (field) errors[field] = field === 'name' ? 'boOutlets.errors.nameTaken' : `boOutlets.errors.${field}`;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Create and edit an outlet: every field of spec §3 Outlet the owner sets. */
export function OutletForm({ initial, submitLabel, onSubmit, onCancel }: OutletFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<OutletFormValues>(initial);
  const [errors, setErrors] = useState<OutletFormErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const set = <K extends keyof OutletFormValues>(field: K, value: OutletFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const errorOf = (field: keyof OutletFormValues) => (errors[field] ? t(errors[field]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readOutletForm(values);
    if (read.errors) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      await onSubmit(read.body);
    } catch (error) {
      const fieldErrors = serverErrorsOf(error);
      if (fieldErrors) setErrors(fieldErrors);
      else toast.error(errorMessageOf(error));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput label={t('boOutlets.fields.name')} value={values.name} onChange={(event) => set('name', event.currentTarget.value)} error={errorOf('name')} required size="md" />
        <Stack gap={4}>
          <Text fw={500} size="sm">
            {t('boOutlets.fields.type')}
          </Text>
          <SegmentedControl
            aria-label={t('boOutlets.fields.type')}
            value={String(values.type)}
            onChange={(value) => set('type', Number(value))}
            data={codeValues(OutletType).map((type) => ({ value: String(type), label: outletTypeLabel(t, type) }))}
            size="md"
          />
        </Stack>
        <SimpleGrid cols={2}>
          <TextInput label={t('boOutlets.fields.address')} value={values.address} onChange={(event) => set('address', event.currentTarget.value)} error={errorOf('address')} size="md" />
          <TextInput label={t('boOutlets.fields.telephone')} value={values.telephone} onChange={(event) => set('telephone', event.currentTarget.value)} error={errorOf('telephone')} inputMode="tel" size="md" />
          <NumberInput
            label={t('boOutlets.fields.timeZone')}
            description={t('boOutlets.fields.timeZoneHint')}
            value={values.timeZone}
            onChange={(value) => set('timeZone', String(value))}
            error={errorOf('timeZone')}
            allowDecimal
            decimalScale={2}
            step={1}
            size="md"
          />
          <TextInput
            label={t('boOutlets.fields.currencyCode')}
            value={values.currencyCode}
            onChange={(event) => set('currencyCode', event.currentTarget.value)}
            error={errorOf('currencyCode')}
            size="md"
          />
          <NumberInput
            label={t('boOutlets.fields.priceLevel')}
            description={t('boOutlets.fields.priceLevelHint')}
            value={values.priceLevel}
            onChange={(value) => set('priceLevel', String(value))}
            error={errorOf('priceLevel')}
            allowDecimal={false}
            allowNegative={false}
            size="md"
          />
        </SimpleGrid>
        <Switch label={t('boOutlets.fields.isPrinterV2')} description={t('boOutlets.fields.isPrinterV2Hint')} checked={values.isPrinterV2} onChange={(event) => set('isPrinterV2', event.currentTarget.checked)} size="md" />
        <Switch
          label={t('boOutlets.fields.excludeChargeNoSales')}
          description={t('boOutlets.fields.excludeChargeNoSalesHint')}
          checked={values.excludeChargeNoSales}
          onChange={(event) => set('excludeChargeNoSales', event.currentTarget.checked)}
          size="md"
        />
        <Group justify="flex-end" gap="md">
          {onCancel ? (
            <Button variant="default" size="md" onClick={onCancel}>
              {t('backOffice.cancel')}
            </Button>
          ) : null}
          <Button type="submit" size="md" loading={isSaving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
