import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ServerEvent, type OutletTableLockEvent } from '@kasir/contracts';
import { TOAST_TABLE_TIME_LEFT_TIMEOUT_MS, TableStatus } from '@kasir/domain';
import { useServerEvent } from '../../api/socket-client.ts';
import { toast } from '../../shared/ui/toast.ts';
import { useSessionStore } from '../session/session-store.ts';
import { tablesQueryKeys } from './api.ts';
import { pruneFilledTables } from './table-form.ts';
import type { OutletArea } from './wire-types.ts';

/**
 * Applies a table change to the cached areas, so the plan changes at once. The server sends
 * every status change on outletTable:lock (Status, LockBy may be null once emptied); an event
 * without a Status is a lock, i.e. FILLED by its holder.
 */
export function applyTableLock(areas: OutletArea[] | undefined, event: OutletTableLockEvent): OutletArea[] | undefined {
  if (!areas) return areas;
  const status = typeof event.Status === 'number' ? event.Status : TableStatus.FILLED;
  return areas.map((area) => ({
    ...area,
    OutletTables: area.OutletTables.map((table) =>
      table.Id === event.OutletTableId
        ? { ...table, Status: status, LockBy: event.LockBy, LockByName: event.LockByName, Pax: event.Pax ?? table.Pax }
        : table,
    ),
  }));
}

/**
 * Keeps the floor plan in step with the other terminals (spec §4): a lock shows at once and
 * the list is refetched for the server's word; order events and floor-plan edits refetch too; a remembered filled
 * table that another user changed away from FILLED is dropped.
 */
export function useTablesRealtime(outletId: number | null, areas: OutletArea[] | undefined): void {
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => state.cashier?.Id ?? null);

  useServerEvent(ServerEvent.OUTLET_TABLE_LOCK, (event) => {
    if (outletId === null) return;
    queryClient.setQueryData<OutletArea[]>(tablesQueryKeys.areas(outletId), (current) => applyTableLock(current, event));
    void queryClient.invalidateQueries({ queryKey: tablesQueryKeys.all });
  });
  useServerEvent(ServerEvent.ORDER_LOCK, () => void queryClient.invalidateQueries({ queryKey: tablesQueryKeys.all }));
  useServerEvent(ServerEvent.ORDER_STEP_PROCESS, () => void queryClient.invalidateQueries({ queryKey: tablesQueryKeys.all }));
  // The owner added, moved or removed tables in the back office: the plan refetches, no reload needed.
  useServerEvent(ServerEvent.FLOOR_PLAN_CHANGED, () => void queryClient.invalidateQueries({ queryKey: tablesQueryKeys.all }));

  useEffect(() => {
    if (!areas) return;
    const { filledTables, filledTablesChanged } = useSessionStore.getState();
    const kept = pruneFilledTables(filledTables, areas.flatMap((area) => area.OutletTables), userId);
    if (kept.length !== filledTables.length) filledTablesChanged(kept);
  }, [areas, userId]);
}

function readText(payload: Record<string, unknown>, key: string): string | null {
  const value = payload[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** The LeftTime the server's sweep sends once a table's time is up. */
const TIME_UP_LEFT_TIME = '00:00:00';

/** What table:leftTime says: time is up (the sweep's 00:00:00), else the time left. */
export function timeLeftNoticeText(payload: Record<string, unknown>, t: (key: string, values: Record<string, string>) => string): string {
  const message = readText(payload, 'Message');
  if (message !== null) return message;
  const table = readText(payload, 'TableName') ?? readText(payload, 'OutletTableName') ?? '';
  const area = readText(payload, 'OutletAreaName');
  const left = readText(payload, 'LeftTime') ?? readText(payload, 'Minutes') ?? '';
  const where = area ? `${table} (${area})` : table;
  return left === TIME_UP_LEFT_TIME ? t('tables.notice.timeUp', { table: where }) : t('tables.notice.timeLeft', { table: where, left });
}

/** Spec §8/§9: the table time-left notice, a 15 s toast. */
export function useTableTimeLeftNotice(): void {
  const { t } = useTranslation();
  useServerEvent(ServerEvent.TABLE_LEFT_TIME, (payload) => {
    const message = timeLeftNoticeText(payload, t);
    toast.info(message, { title: t('tables.notice.timeLeftTitle'), timeoutMs: TOAST_TABLE_TIME_LEFT_TIMEOUT_MS });
  });
}
