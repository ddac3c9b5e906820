import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Alert, Button, Card, Group, Loader, SegmentedControl, Stack, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_RESERVATION_FILTER, DEFAULT_TIME_ZONE_HOURS, ReservationStatus, formatOutletDate } from '@kasir/domain';
import { errorMessageOf } from '../../api/http-client.ts';
import { useSessionStore } from '../session/session-store.ts';
import { fetchReservations, tablesQueryKeys, useAreasQuery } from './api.ts';
import { defaultReservationRange, emptyReservationForm, reservationToForm, type ReservationFormValues } from './reservations/reservation-form.ts';
import { ReservationFormDialog } from './reservations/ReservationFormDialog.tsx';
import { ReservationList } from './reservations/ReservationList.tsx';
import { useReservationActions } from './reservations/use-reservation-actions.ts';

const ALL = 'all';
const filters = [
  { value: String(ReservationStatus.WAITING), key: 'waiting' },
  { value: String(ReservationStatus.DONE), key: 'done' },
  { value: String(ReservationStatus.CANCELED), key: 'canceled' },
  { value: ALL, key: 'all' },
];

/** Route /cashier/reservation: reservations of a date range, WAITING first (spec §2, §4, §7). */
export function ReservationScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const outlet = useSessionStore((state) => state.outlet);
  const timeZone = outlet?.TimeZone ?? DEFAULT_TIME_ZONE_HOURS;
  const [range, setRange] = useState<[string, string]>(() => defaultReservationRange(new Date(), timeZone));
  const [picked, setPicked] = useState<[string | null, string | null]>(range);
  const [status, setStatus] = useState<string>(String(DEFAULT_RESERVATION_FILTER));
  const [editing, setEditing] = useState<{ id: number | null; initial: ReservationFormValues } | null>(null);
  const statusFilter = status === ALL ? null : Number(status);
  const areasQuery = useAreasQuery(outlet?.Id ?? null);
  const areas = areasQuery.data ?? [];
  const list = useQuery({
    queryKey: tablesQueryKeys.reservations(outlet?.Id ?? 0, range[0], range[1], statusFilter),
    queryFn: () => fetchReservations(range[0], range[1], statusFilter),
    enabled: outlet !== null,
  });
  const actions = useReservationActions();

  function areaIdOfTable(tableId: number): number | null {
    return areas.find((area) => area.OutletTables.some((table) => table.Id === tableId))?.Id ?? null;
  }

  if (!outlet) return null;
  return (
    <Stack gap="md" data-testid="reservation-screen">
      <Group justify="space-between">
        <Title order={2}>{t('tables.reservations.title')}</Title>
        <Button leftSection={<IconPlus size={18} />} data-testid="reservation-new" onClick={() => setEditing({ id: null, initial: emptyReservationForm(formatOutletDate(new Date(), timeZone)) })}>
          {t('tables.reservations.new')}
        </Button>
      </Group>
      <Group justify="space-between">
        <DatePickerInput
          type="range"
          value={picked}
          onChange={(value) => {
            setPicked(value);
            if (value[0] && value[1]) setRange([value[0], value[1]]);
          }}
          valueFormat="DD/MM/YYYY"
          leftSection={<IconCalendar size={18} />}
          aria-label={t('tables.reservations.range')}
          w={280}
          data-testid="reservation-range"
        />
        <SegmentedControl value={status} onChange={setStatus} data-testid="reservation-status-filter" data={filters.map((filter) => ({ value: filter.value, label: t(`tables.reservations.${filter.key}`) }))} />
      </Group>
      <Card withBorder radius="md" p="md">
        {list.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : list.isError ? (
          <Alert color="red" title={t('errors.loadFailed')}>
            {errorMessageOf(list.error)}
          </Alert>
        ) : (
          <ReservationList
            reservations={list.data}
            busyId={actions.busyId}
            onAction={(action, reservation) => {
              if (action === 'edit') setEditing({ id: reservation.Id, initial: reservationToForm(reservation, areaIdOfTable) });
              else void actions.run(action, reservation);
            }}
          />
        )}
      </Card>
      {editing ? (
        <ReservationFormDialog
          reservationId={editing.id}
          initial={editing.initial}
          areas={areas}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: tablesQueryKeys.all });
          }}
        />
      ) : null}
    </Stack>
  );
}
