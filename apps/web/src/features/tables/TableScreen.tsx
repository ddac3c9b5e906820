import { useMemo, useState } from 'react';
import { Alert, Box, Button, EmptyState, Group, Loader, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconLayoutGrid } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE_HOURS, OutletType, TableType } from '@kasir/domain';
import { errorMessageOf } from '../../api/http-client.ts';
import { toast } from '../../shared/ui/toast.ts';
import { useSessionStore } from '../session/session-store.ts';
import { fetchActiveOrderOfTable, tablesQueryKeys, useAreasQuery } from './api.ts';
import { ManageTableDialog } from './dialogs/ManageTableDialog.tsx';
import { AreaList } from './floor/AreaList.tsx';
import { FloorPlan } from './floor/FloorPlan.tsx';
import { StatusLegend } from './floor/StatusLegend.tsx';
import { tableEndsAt } from './floor/table-appearance.ts';
import { classifyTableChoice } from './table-form.ts';
import { useOfflineHeldTableIds, withOfflineHeldTables } from '../offline/use-offline-sale-tables.ts';
import { TableSideForm } from './TableSideForm.tsx';
import { useTableSelection } from './use-table-selection.ts';
import { useTableTimeLeftNotice, useTablesRealtime } from './use-tables-realtime.ts';
import type { OutletArea, OutletTable, TableOrderSummary } from './wire-types.ts';

type ViewMode = 'table' | 'room';

interface ManageState {
  table: OutletTable;
  area: OutletArea;
  order: TableOrderSummary | null;
}

/** Route /cashier/table: areas, the floor plan of the chosen one, and the side form (spec §2). */
export function TableScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const outlet = useSessionStore((state) => state.outlet);
  const userId = useSessionStore((state) => state.cashier?.Id ?? null);
  const filledTables = useSessionStore((state) => state.filledTables);
  const outletType = outlet?.Type ?? OutletType.RESTAURANT;
  const areasQuery = useAreasQuery(outlet?.Id ?? null);
  const selection = useTableSelection(outletType);
  const [chosenAreaId, setChosenAreaId] = useState<number | null>(null);
  const [mode, setMode] = useState<ViewMode>('table');
  const [openRoomId, setOpenRoomId] = useState<number | null>(null);
  const [manage, setManage] = useState<ManageState | null>(null);
  const [lookingUpTableId, setLookingUpTableId] = useState<number | null>(null);

  useTablesRealtime(outlet?.Id ?? null, areasQuery.data);
  useTableTimeLeftNotice();

  // Issue 23: a table of an offline sale not sent yet is taken on this till, whatever the (cached) floor says.
  const offlineHeldIds = useOfflineHeldTableIds();
  const areas = useMemo(() => withOfflineHeldTables(areasQuery.data ?? [], offlineHeldIds), [areasQuery.data, offlineHeldIds]);
  const area = areas.find((candidate) => candidate.Id === chosenAreaId) ?? areas[0] ?? null;
  const heldIds = useMemo(() => new Set(filledTables.map((entry) => entry.OutletTableId)), [filledTables]);
  const openRoom = area?.OutletTables.find((table) => table.Id === openRoomId && table.IsRoom) ?? null;
  const hasPlainTables = area?.OutletTables.some((table) => !table.IsRoom && table.RoomId === null) ?? false;
  const hasRooms = area?.OutletTables.some((table) => table.IsRoom) ?? false;
  // An area made only of rooms shows its rooms whatever the toggle says, so it is never blank.
  const effectiveMode: ViewMode = mode === 'table' && !hasPlainTables && hasRooms ? 'room' : mode;
  const visibleTables = !area
    ? []
    : openRoom
      ? area.OutletTables.filter((table) => table.RoomId === openRoom.Id)
      : area.OutletTables.filter((table) => (effectiveMode === 'room' ? table.IsRoom : !table.IsRoom && table.RoomId === null));

  function chooseArea(next: OutletArea) {
    setChosenAreaId(next.Id);
    setOpenRoomId(null);
  }

  async function openManage(table: OutletTable, tableArea: OutletArea) {
    setLookingUpTableId(table.Id);
    try {
      const order = await fetchActiveOrderOfTable(table.Id);
      setManage({ table, area: tableArea, order });
    } catch (error) {
      toast.error(errorMessageOf(error));
    } finally {
      setLookingUpTableId(null);
    }
  }

  function chooseTable(table: OutletTable) {
    if (!area) return;
    if (offlineHeldIds.has(table.Id)) return void toast.error(t('offline.tableHeld', { table: table.TableName }));
    const choice = classifyTableChoice(table, userId, heldIds);
    if (choice.kind === 'openRoom') setOpenRoomId(table.Id);
    else if (choice.kind === 'select') selection.selectTable(table, area);
    else if (choice.kind === 'heldByOther') toast.error(t('tables.messages.heldByOther', { table: table.TableName, name: choice.holderName || '—' }));
    else void openManage(table, area);
  }

  if (!outlet) return null;
  const timeZoneHours = outlet.TimeZone ?? DEFAULT_TIME_ZONE_HOURS;

  return (
    <Stack gap="md" data-testid="table-screen">
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2}>{t('screens.table.title')}</Title>
          {lookingUpTableId !== null ? <Loader size="sm" aria-label={t('tables.manage.lookingUp')} /> : null}
        </Group>
        <SegmentedControl
          size="md"
          value={effectiveMode}
          data-testid="table-room-toggle"
          onChange={(value) => {
            setMode(value === 'room' ? 'room' : 'table');
            setOpenRoomId(null);
          }}
          data={[
            { value: 'table', label: t('tables.toggle.table') },
            { value: 'room', label: t('tables.toggle.room') },
          ]}
        />
      </Group>
      {areasQuery.isPending ? (
        <Group justify="center" py="xl" aria-busy="true">
          <Loader />
        </Group>
      ) : areasQuery.isError && !areasQuery.data ? (
        <Alert color="red" icon={<IconAlertCircle />} title={t('errors.loadFailed')}>
          {errorMessageOf(areasQuery.error)}
          <Button mt="md" variant="light" color="red" onClick={() => void areasQuery.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : areas.length === 0 || !area ? (
        <EmptyState icon={<IconLayoutGrid size={36} />} title={t('messages.NO_DATA')} variant="light" color="coffee" />
      ) : (
        <Box style={{ display: 'grid', gridTemplateColumns: '170px minmax(0, 1fr) 270px', gap: 16, alignItems: 'start' }}>
          <AreaList areas={areas} selectedAreaId={area.Id} onSelect={chooseArea} />
          <Stack gap="sm" miw={0}>
            {openRoom ? (
              <Group gap="sm">
                <Button variant="subtle" leftSection={<IconArrowLeft size={18} />} onClick={() => setOpenRoomId(null)} data-testid="room-back">
                  {t('tables.floor.backToRooms')}
                </Button>
                <Title order={4}>{openRoom.TableName}</Title>
              </Group>
            ) : null}
            {visibleTables.length === 0 ? (
              <EmptyState icon={<IconLayoutGrid size={36} />} title={t('messages.NO_DATA')} variant="light" color="coffee" />
            ) : (
              <FloorPlan
                areaSize={area.AreaSize}
                tables={visibleTables}
                allTables={area.OutletTables}
                outletType={outletType}
                timeZoneHours={timeZoneHours}
                fetchedAt={new Date(areasQuery.dataUpdatedAt)}
                selectedTableId={selection.values.OutletTableId}
                isHeldByOther={(table) => classifyTableChoice(table, userId, heldIds).kind === 'heldByOther'}
                onChoose={chooseTable}
              />
            )}
            <StatusLegend />
          </Stack>
          <TableSideForm
            values={selection.values}
            errors={selection.errors}
            outletType={outletType}
            timeZoneHours={timeZoneHours}
            isSaving={selection.isSaving}
            onChange={selection.change}
            onSave={() => void selection.save()}
            onClear={selection.clear}
          />
        </Box>
      )}
      {manage ? (
        <ManageTableDialog
          outletId={outlet.Id}
          currencyCode={outlet.CurrencyCode}
          table={manage.table}
          areaName={manage.area.Name}
          order={manage.order}
          areas={areas}
          isTimed={outletType === OutletType.ALL_YOU_CAN_EAT || manage.table.Type === TableType.TIME_BASED}
          endsAt={tableEndsAt(manage.table, timeZoneHours, new Date(areasQuery.dataUpdatedAt))}
          timeZoneHours={timeZoneHours}
          onClose={() => setManage(null)}
          onChanged={() => {
            setManage(null);
            void queryClient.invalidateQueries({ queryKey: tablesQueryKeys.all });
          }}
        />
      ) : null}
    </Stack>
  );
}
