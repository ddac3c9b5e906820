import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TableStatus, TableType, isReservationNoticeDue } from '@kasir/domain';
import { errorMessageOf } from '../../api/http-client.ts';
import { isServerReachable } from '../../api/reachability.ts';
import { emitLockTable } from '../../api/socket-client.ts';
import { paths } from '../../app/router.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { useCartStore } from '../menu/cart/cart-store.ts';
import { emptyMemberPlay, toMemberPlayOrder } from '../members/member-play.ts';
import { useSessionStore } from '../session/session-store.ts';
import { fetchTableReservations, tablesQueryKeys, updateTableStatus } from './api.ts';
import {
  emptyTableForm,
  endTimeForServer,
  rememberFilledTable,
  validateTableForm,
  type TableFormErrors,
  type TableFormValues,
} from './table-form.ts';
import type { OutletArea, OutletTable } from './wire-types.ts';

/** The query the menu reads to know it was opened from the table screen (spec §2). */
export const FROM_TABLE_QUERY = 'fromMenu=table';

/** Form state of the table selection screen and its save: FILLED on the server, remembered, then /menu. */
export function useTableSelection(outletType: number) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<TableFormValues>(emptyTableForm);
  const [errors, setErrors] = useState<TableFormErrors>({});
  const [isSaving, setIsSaving] = useState(false);

  function selectTable(table: OutletTable, area: OutletArea) {
    const remembered = useSessionStore.getState().filledTables.find((entry) => entry.OutletTableId === table.Id);
    setValues({
      OutletTableId: table.Id,
      TableName: table.TableName,
      OutletAreaId: area.Id,
      OutletAreaName: area.Name,
      Charge: table.Charge ?? area.Charge ?? null,
      Pax: remembered?.Pax ?? (table.Pax > 0 ? table.Pax : null),
      EndTime: (remembered?.EndTime ?? table.EndTime ?? '').slice(0, 5),
      IsTimeBased: table.Type === TableType.TIME_BASED,
      MemberPlay: emptyMemberPlay,
    });
    setErrors({});
    void noticeUpcomingReservation(table);
  }

  /** Spec §5: a notice when the table is reserved within the next 3 hours (the server refuses inside the minimum). */
  async function noticeUpcomingReservation(table: OutletTable) {
    try {
      const now = new Date();
      const due = (await fetchTableReservations(table.Id)).find((reservation) => reservation.ReservationAt && isReservationNoticeDue(now, new Date(reservation.ReservationAt)));
      if (due) toast.info(t('tables.notice.reservedSoon', { table: table.TableName, time: due.ReservationTime.slice(0, 5), name: due.CustomerName }));
    } catch {
      // The notice is a courtesy; the server still judges the windows on save.
    }
  }

  function change(patch: Partial<TableFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, ...('Pax' in patch ? { Pax: undefined } : {}), ...('EndTime' in patch ? { EndTime: undefined } : {}), ...('MemberPlay' in patch ? { MemberPlay: undefined } : {}) }));
  }

  function clear() {
    setValues(emptyTableForm);
    setErrors({});
  }

  async function save() {
    const found = validateTableForm(values);
    setErrors(found);
    if (found.OutletTableId) toast.error(t('tables.messages.mustSelectTable'));
    if (found.MemberPlay) toast.error(found.MemberPlay.message);
    if (Object.keys(found).length > 0 || values.OutletTableId === null || values.Pax === null) return;
    const EndTime = endTimeForServer(values, outletType);
    const memberPlay = values.IsTimeBased ? toMemberPlayOrder(values.MemberPlay) : null;
    setIsSaving(true);
    try {
      // Issue 23: offline the table is held on this till only; the order sent later seats it on the server.
      if (isServerReachable()) {
        await updateTableStatus({ OutletTableId: values.OutletTableId, Status: TableStatus.FILLED, EndTime, Pax: values.Pax });
        emitLockTable(values.OutletTableId, values.Pax);
      }
      const session = useSessionStore.getState();
      session.filledTablesChanged(
        rememberFilledTable(session.filledTables, {
          OutletAreaId: values.OutletAreaId ?? 0,
          OutletTableId: values.OutletTableId,
          Pax: values.Pax,
          TableName: values.TableName,
          OutletAreaName: values.OutletAreaName,
          EndTime,
          Charge: values.Charge,
          // Only a member-played table carries it: other tables are remembered as before.
          ...(memberPlay ? { MemberPlay: memberPlay } : {}),
        }),
      );
      // The side form's pax is the new order's pax (spec §5): the menu's cart starts from it.
      useCartStore.getState().setPax(values.Pax);
      void queryClient.invalidateQueries({ queryKey: tablesQueryKeys.all });
      navigate(`${paths.menu}?${FROM_TABLE_QUERY}`);
    } catch (error) {
      // Reservation windows and a table taken a moment earlier are refused by the server; show its words.
      toast.error(errorMessageOf(error));
      void queryClient.invalidateQueries({ queryKey: tablesQueryKeys.all });
    } finally {
      setIsSaving(false);
    }
  }

  return { values, errors, isSaving, selectTable, change, clear, save };
}
