import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAX_QUICK_PICKS, PHONE_MAX_LENGTH } from '@kasir/domain';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { createReservation, updateReservation } from '../api.ts';
import type { OutletArea } from '../wire-types.ts';
import { reservationBody, validateReservationForm, type ReservationFormErrors, type ReservationFormValues } from './reservation-form.ts';

export interface ReservationFormDialogProps {
  /** The reservation being edited, or null for a new one. */
  reservationId: number | null;
  initial: ReservationFormValues;
  areas: OutletArea[];
  onClose(): void;
  onSaved(): void;
}

/** Create (201) or update (200) a reservation; the server judges the 1-hour and 2-hour windows in outlet time. */
export function ReservationFormDialog({ reservationId, initial, areas, onClose, onSaved }: ReservationFormDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ReservationFormErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const area = areas.find((candidate) => candidate.Id === values.OutletAreaId) ?? null;
  const tables = (area?.OutletTables ?? []).filter((table) => !table.IsRoom).sort((left, right) => left.TableIndex - right.TableIndex);
  const message = (key: keyof ReservationFormValues) => (errors[key] ? t(`tables.messages.${errors[key]}`) : undefined);

  function change(patch: Partial<ReservationFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as Array<keyof ReservationFormValues>) delete next[key];
      return next;
    });
  }

  async function submit() {
    const found = validateReservationForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsSaving(true);
    try {
      if (reservationId === null) await createReservation(reservationBody(values));
      else await updateReservation(reservationId, reservationBody(values));
      toast.success(t(reservationId === null ? 'tables.reservations.created' : 'tables.reservations.updated'));
      onSaved();
    } catch (failure) {
      // 'Gagal! Meja … Sudah direservasi pada …' and the other window refusals come from the server.
      toast.error(errorMessageOf(failure));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Modal opened onClose={onClose} centered size="lg" title={t(reservationId === null ? 'tables.reservations.newTitle' : 'tables.reservations.editTitle')} data-testid="reservation-dialog">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Group grow align="flex-start">
            <Select
              label={t('tables.dialogs.area')}
              placeholder={t('tables.dialogs.chooseArea')}
              data={areas.map((candidate) => ({ value: String(candidate.Id), label: candidate.Name }))}
              value={values.OutletAreaId === null ? null : String(values.OutletAreaId)}
              onChange={(value) => change({ OutletAreaId: value === null ? null : Number(value), OutletTableId: null })}
              error={message('OutletAreaId')}
              data-testid="reservation-area"
            />
            <Select
              label={t('tables.dialogs.table')}
              data={tables.map((table) => ({ value: String(table.Id), label: table.TableName }))}
              value={values.OutletTableId === null ? null : String(values.OutletTableId)}
              onChange={(value) => change({ OutletTableId: value === null ? null : Number(value) })}
              disabled={area === null}
              error={message('OutletTableId')}
              data-testid="reservation-table"
            />
          </Group>
          <Group grow align="flex-start">
            <TextInput label={t('tables.reservations.name')} value={values.CustomerName} maxLength={100} error={message('CustomerName')} data-testid="reservation-name" onChange={(event) => change({ CustomerName: event.currentTarget.value })} />
            <TextInput label={t('tables.reservations.phone')} value={values.PhoneNumber} inputMode="tel" maxLength={PHONE_MAX_LENGTH} error={message('PhoneNumber')} data-testid="reservation-phone" onChange={(event) => change({ PhoneNumber: event.currentTarget.value })} />
          </Group>
          <Group grow align="flex-start">
            <TextInput type="date" label={t('tables.reservations.date')} value={values.ReservationDate} error={message('ReservationDate')} data-testid="reservation-date" onChange={(event) => change({ ReservationDate: event.currentTarget.value })} />
            <TextInput type="time" label={t('tables.reservations.time')} value={values.ReservationTime} error={message('ReservationTime')} data-testid="reservation-time" onChange={(event) => change({ ReservationTime: event.currentTarget.value })} />
            <NumberInput label={t('tables.reservations.pax')} value={values.Pax ?? ''} min={0} allowDecimal={false} allowNegative={false} error={message('Pax')} data-testid="reservation-pax" onChange={(value) => change({ Pax: typeof value === 'number' ? value : null })} />
          </Group>
          <SimpleGrid cols={10} spacing={4} role="group" aria-label={t('tables.form.paxQuickPicks')}>
            {PAX_QUICK_PICKS.map((pax) => (
              <Button key={pax} size="xs" px={0} variant={values.Pax === pax ? 'filled' : 'default'} data-testid={`reservation-pax-${pax}`} onClick={() => change({ Pax: pax })}>
                {pax}
              </Button>
            ))}
          </SimpleGrid>
          <Textarea label={t('tables.reservations.notes')} value={values.Notes} minRows={2} maxLength={500} onChange={(event) => change({ Notes: event.currentTarget.value })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSaving} data-testid="reservation-submit">
              {t('tables.reservations.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
