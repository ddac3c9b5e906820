import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArmchair } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OutletType, PAX_QUICK_PICKS } from '@kasir/domain';
import type { TableFormErrors, TableFormValues } from './table-form.ts';
import { OutletTimeField } from './time/OutletTimeField.tsx';
import { MemberPlayFields } from '../members/MemberPlayFields.tsx';

export interface TableSideFormProps {
  values: TableFormValues;
  errors: TableFormErrors;
  outletType: number;
  /** The outlet's clock (spec §3 TimeZone, default +7): the end time is entered on it. */
  timeZoneHours: number;
  isSaving: boolean;
  onChange(patch: Partial<TableFormValues>): void;
  onSave(): void;
  onClear(): void;
}

/** Spec §2 side form: OutletTableId, TableName, OutletAreaName, Pax (quick picks 1–10), EndTime for all-you-can-eat, member play at a time-based table. */
export function TableSideForm({ values, errors, outletType, timeZoneHours, isSaving, onChange, onSave, onClear }: TableSideFormProps) {
  const { t } = useTranslation();
  const hasTable = values.OutletTableId !== null;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="table-side-form" data-table-id={values.OutletTableId ?? ''}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <Stack gap="sm">
          <Group gap="xs">
            <IconArmchair size={22} aria-hidden />
            <Title order={4}>{t('tables.form.title')}</Title>
          </Group>
          <TextInput label={t('tables.form.table')} value={values.TableName} placeholder={t('tables.form.tablePlaceholder')} readOnly data-testid="form-table-name" error={errors.OutletTableId ? t('tables.messages.mustSelectTable') : undefined} />
          <TextInput label={t('tables.form.area')} value={values.OutletAreaName} readOnly data-testid="form-area-name" />
          <NumberInput
            label={t('tables.form.pax')}
            value={values.Pax ?? ''}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            disabled={!hasTable}
            data-testid="form-pax"
            onChange={(value) => onChange({ Pax: typeof value === 'number' ? value : value === '' ? null : Number(value) })}
            error={errors.Pax ? t('tables.messages.paxZero') : undefined}
          />
          <SimpleGrid cols={5} spacing={6} role="group" aria-label={t('tables.form.paxQuickPicks')}>
            {PAX_QUICK_PICKS.map((pax) => (
              <Button
                key={pax}
                size="sm"
                px={0}
                variant={values.Pax === pax ? 'filled' : 'default'}
                disabled={!hasTable}
                data-testid={`pax-pick-${pax}`}
                onClick={() => onChange({ Pax: pax })}
              >
                {pax}
              </Button>
            ))}
          </SimpleGrid>
          {outletType === OutletType.ALL_YOU_CAN_EAT ? (
            <OutletTimeField
              label={t('tables.form.endTime')}
              value={values.EndTime}
              timeZoneHours={timeZoneHours}
              presetBase={null}
              presetsLabel={t('tables.form.presets')}
              disabled={!hasTable}
              error={errors.EndTime ? t('tables.form.endTimeInvalid') : null}
              testId="form-end-time"
              onChange={(EndTime) => onChange({ EndTime })}
            />
          ) : null}
          {hasTable && values.IsTimeBased ? (
            <MemberPlayFields
              values={values.MemberPlay}
              error={errors.MemberPlay ?? null}
              disabled={isSaving}
              onChange={(patch) => onChange({ MemberPlay: { ...values.MemberPlay, ...patch } })}
            />
          ) : null}
          {!hasTable ? (
            <Text fz="sm" c="dimmed">
              {t('tables.form.hint')}
            </Text>
          ) : null}
          <Group grow gap="sm" mt="xs">
            <Button variant="default" onClick={onClear} disabled={!hasTable || isSaving}>
              {t('tables.form.clear')}
            </Button>
            <Button type="submit" loading={isSaving} data-testid="table-save">
              {t('tables.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
