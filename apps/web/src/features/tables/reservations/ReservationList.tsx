import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconArmchair, IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ReservationStatus } from '@kasir/domain';
import type { Reservation } from '../wire-types.ts';

export type ReservationAction = 'edit' | 'seat' | 'done' | 'cancel' | 'delete';

const statusLook: Record<number, { key: string; color: string }> = {
  [ReservationStatus.WAITING]: { key: 'waiting', color: 'yellow' },
  [ReservationStatus.DONE]: { key: 'done', color: 'teal' },
  [ReservationStatus.CANCELED]: { key: 'canceled', color: 'gray' },
};

export interface ReservationListProps {
  reservations: Reservation[];
  busyId: number | null;
  onAction(action: ReservationAction, reservation: Reservation): void;
}

/** The reservations of the range; only a WAITING one can still be edited, seated, done or cancelled (spec §4). */
export function ReservationList({ reservations, busyId, onAction }: ReservationListProps) {
  const { t } = useTranslation();
  if (reservations.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="reservations-empty">
        {t('messages.NO_DATA')}
      </Text>
    );
  }
  const button = (action: ReservationAction, reservation: Reservation, label: string, icon: React.ReactNode, color?: string) => (
    <Tooltip label={label} key={action}>
      <ActionIcon variant="light" size="lg" color={color} aria-label={label} disabled={busyId === reservation.Id} data-testid={`reservation-${action}-${reservation.Id}`} onClick={() => onAction(action, reservation)}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Table verticalSpacing="sm" highlightOnHover data-testid="reservations-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('tables.reservations.when')}</Table.Th>
          <Table.Th>{t('tables.reservations.customer')}</Table.Th>
          <Table.Th>{t('tables.reservations.table')}</Table.Th>
          <Table.Th ta="right">{t('tables.reservations.pax')}</Table.Th>
          <Table.Th>{t('tables.reservations.status')}</Table.Th>
          <Table.Th>{t('tables.reservations.notes')}</Table.Th>
          <Table.Th>{t('tables.reservations.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {reservations.map((reservation) => {
          const look = statusLook[reservation.Status] ?? { key: 'waiting', color: 'gray' };
          const isWaiting = reservation.Status === ReservationStatus.WAITING;
          const tableText = [reservation.OutletTable?.OutletArea?.Name, reservation.OutletTable?.TableName].filter(Boolean).join(' · ');
          return (
            <Table.Tr key={reservation.Id} data-testid="reservation-row" data-reservation-id={reservation.Id}>
              <Table.Td>
                <Text fw={700}>{reservation.ReservationTime.slice(0, 5)}</Text>
                <Text fz="sm" c="dimmed">
                  {reservation.ReservationDate.slice(0, 10)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fw={600}>{reservation.CustomerName}</Text>
                <Text fz="sm" c="dimmed">
                  {reservation.PhoneNumber}
                </Text>
              </Table.Td>
              <Table.Td>{tableText}</Table.Td>
              <Table.Td ta="right">{reservation.Pax}</Table.Td>
              <Table.Td>
                <Badge color={look.color} variant="light">
                  {t(`tables.reservations.${look.key}`)}
                </Badge>
              </Table.Td>
              <Table.Td maw={220}>
                <Text fz="sm" lineClamp={2}>
                  {reservation.Notes}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {isWaiting ? button('seat', reservation, t('tables.reservations.seat'), <IconArmchair size={18} />, 'teal') : null}
                  {isWaiting ? button('edit', reservation, t('tables.reservations.edit'), <IconPencil size={18} />) : null}
                  {isWaiting ? button('done', reservation, t('tables.reservations.markDone'), <IconCheck size={18} />, 'teal') : null}
                  {isWaiting ? button('cancel', reservation, t('tables.reservations.cancel'), <IconX size={18} />, 'orange') : null}
                  {button('delete', reservation, t('tables.reservations.delete'), <IconTrash size={18} />, 'red')}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
