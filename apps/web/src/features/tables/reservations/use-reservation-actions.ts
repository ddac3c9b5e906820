import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ReservationStatus } from '@kasir/domain';
import { errorMessageOf } from '../../../api/http-client.ts';
import { paths } from '../../../app/router.tsx';
import { openDialogForResult } from '../../../dialogs/dialog-registry.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useSessionStore } from '../../session/session-store.ts';
import { deleteReservation, saveReservationToOrder, tablesQueryKeys, updateReservation } from '../api.ts';
import { rememberFilledTable } from '../table-form.ts';
import { FROM_TABLE_QUERY } from '../use-table-selection.ts';
import type { Reservation } from '../wire-types.ts';
import type { ReservationAction } from './ReservationList.tsx';

/** Done, cancel, delete and seat of one reservation; edit is the screen's (it opens the form). */
export function useReservationActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<number | null>(null);

  async function confirm(messageKey: string, reservation: Reservation): Promise<boolean> {
    const answer = await openDialogForResult('yes-no', {
      title: t('tables.reservations.title'),
      message: t(messageKey, { name: reservation.CustomerName }),
      confirmLabel: t('tables.reservations.confirm'),
      isDanger: true,
    });
    return answer === true;
  }

  async function seat(reservation: Reservation) {
    // POST /reservation/save/{id}: DONE, the table seated (FILLED) for this cashier; the menu takes the order.
    const saved = await saveReservationToOrder(reservation.Id);
    const session = useSessionStore.getState();
    session.filledTablesChanged(rememberFilledTable(session.filledTables, saved.SelectedTable));
    toast.success(t('tables.reservations.seated', { table: saved.SelectedTable.TableName, name: reservation.CustomerName }));
    navigate(`${paths.menu}?${FROM_TABLE_QUERY}`);
  }

  async function run(action: Exclude<ReservationAction, 'edit'>, reservation: Reservation) {
    if (action === 'delete' && !(await confirm('tables.reservations.confirmDelete', reservation))) return;
    if (action === 'cancel' && !(await confirm('tables.reservations.confirmCancel', reservation))) return;
    setBusyId(reservation.Id);
    try {
      if (action === 'seat') await seat(reservation);
      else if (action === 'delete') {
        await deleteReservation(reservation.Id);
        toast.success(t('tables.reservations.deleted'));
      } else {
        const Status = action === 'done' ? ReservationStatus.DONE : ReservationStatus.CANCELED;
        await updateReservation(reservation.Id, { Status });
        toast.success(t(action === 'done' ? 'tables.reservations.markedDone' : 'tables.reservations.canceledDone'));
      }
    } catch (failure) {
      toast.error(errorMessageOf(failure));
    } finally {
      setBusyId(null);
      void queryClient.invalidateQueries({ queryKey: tablesQueryKeys.all });
    }
  }

  return { busyId, run };
}
