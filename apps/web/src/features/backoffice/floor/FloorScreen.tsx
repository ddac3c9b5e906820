import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TableType } from '@kasir/domain';
import type { FloorArea, FloorTable, UpdateFloorTableBody } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { parseAreaSize, type Point } from '../../tables/floor/floor-plan.ts';
import { useBackOfficeOutlet } from '../api.ts';
import { AreaFormModal, type AreaDraft } from './AreaFormModal.tsx';
import { ConfirmDeleteModal } from './ConfirmDeleteModal.tsx';
import { EditableFloorPlan, positionOf } from './EditableFloorPlan.tsx';
import { findFreeSpot, nextTableIndex, nextTableName } from './floor-drag.ts';
import { newIdempotencyKey, useFloorAreas, useFloorMutations } from './floor-api.ts';
import { TableForm } from './TableForm.tsx';

/** An arrow-key nudge is saved once the keys rest this long, not on every press. */
const NUDGE_SAVE_DELAY_MS = 400;
/** Capacity of a table "Add table" places. */
const NEW_TABLE_CAPACITY = 4;

type AreaEditing = { area: FloorArea | null; key: string };
type Deleting = { kind: 'area' | 'table'; id: number; name: string; error: string | null };

/** Route /backoffice/floor: the chosen outlet's areas and their tables, drawn and dragged as the cashier sees them. */
export function FloorScreen() {
  const { t } = useTranslation();
  const { outlet, isPending: isOutletPending } = useBackOfficeOutlet();
  const outletId = outlet?.Id ?? null;
  const areasQuery = useFloorAreas(outletId);
  const mutations = useFloorMutations(outletId);
  const [chosenAreaId, setChosenAreaId] = useState<number | null>(null);
  const [selectedTableId, setSelectedTableId] = useState<number | null>(null);
  const [pending, setPending] = useState<ReadonlyMap<number, Point>>(new Map());
  const [areaEditing, setAreaEditing] = useState<AreaEditing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const nudgeTimers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const areas = useMemo(() => areasQuery.data ?? [], [areasQuery.data]);
  const area = areas.find((candidate) => candidate.Id === chosenAreaId) ?? areas[0] ?? null;
  const selected = area?.OutletTables.find((table) => table.Id === selectedTableId) ?? null;
  const allTables = areas.flatMap((candidate) => candidate.OutletTables);

  // Another outlet chosen in the header: its areas hold neither id, so the first area shows, nothing selected.
  useEffect(() => () => nudgeTimers.current.forEach((timer) => clearTimeout(timer)), []);

  const setPendingPosition = (tableId: number, position: Point | null) =>
    setPending((current) => {
      const next = new Map(current);
      if (position === null) next.delete(tableId);
      else next.set(tableId, position);
      return next;
    });

  async function savePosition(table: FloorTable, position: Point) {
    setPendingPosition(table.Id, position);
    try {
      await mutations.updateTable.mutateAsync({ id: table.Id, body: { Position: `${position.x}*${position.y}` } });
    } catch (error) {
      toast.error(errorMessageOf(error));
    } finally {
      setPendingPosition(table.Id, null);
    }
  }

  function nudge(table: FloorTable, position: Point) {
    setPendingPosition(table.Id, position);
    const timers = nudgeTimers.current;
    clearTimeout(timers.get(table.Id));
    timers.set(
      table.Id,
      setTimeout(() => {
        timers.delete(table.Id);
        void savePosition(table, position);
      }, NUDGE_SAVE_DELAY_MS),
    );
  }

  async function addTable() {
    if (!area) return;
    const spot = findFreeSpot(
      parseAreaSize(area.AreaSize),
      NEW_TABLE_CAPACITY,
      area.OutletTables.map((table) => ({ position: positionOf(table, pending), capacity: table.Capacity })),
    );
    if (!spot) {
      toast.error(t('boFloor.plan.full'));
      return;
    }
    try {
      const created = await mutations.createTable.mutateAsync({
        key: newIdempotencyKey(),
        body: {
          OutletAreaId: area.Id,
          TableName: nextTableName(allTables.map((table) => table.TableName)),
          TableIndex: nextTableIndex(allTables.map((table) => table.TableIndex)),
          Position: `${spot.x}*${spot.y}`,
          Capacity: NEW_TABLE_CAPACITY,
          IsRoom: false,
          RoomId: null,
          Type: TableType.DINE_IN,
        },
      });
      setSelectedTableId(created.Id);
      toast.success(t('boFloor.table.added', { name: created.TableName }));
    } catch (error) {
      toast.error(errorMessageOf(error));
    }
  }

  async function saveTable(table: FloorTable, body: UpdateFloorTableBody) {
    try {
      await mutations.updateTable.mutateAsync({ id: table.Id, body });
      toast.success(t('backOffice.saved'));
    } catch (error) {
      toast.error(errorMessageOf(error));
    }
  }

  async function saveArea(editing: AreaEditing, draft: AreaDraft) {
    if (!outletId) return;
    try {
      const saved = editing.area
        ? await mutations.updateArea.mutateAsync({ id: editing.area.Id, body: draft })
        : await mutations.createArea.mutateAsync({ key: editing.key, body: { OutletId: outletId, ...draft } });
      setChosenAreaId(saved.Id);
      setAreaEditing(null);
      toast.success(t('backOffice.saved'));
    } catch (error) {
      toast.error(errorMessageOf(error));
    }
  }

  async function confirmDelete(target: Deleting) {
    try {
      const result = target.kind === 'table' ? await mutations.deleteTable.mutateAsync(target.id) : await mutations.deleteArea.mutateAsync(target.id);
      setDeleting(null);
      if (target.kind === 'table') setSelectedTableId(null);
      else setChosenAreaId(null);
      toast.success(t(result.Archived ? 'boFloor.delete.archived' : 'boFloor.delete.deleted', { name: target.name }));
    } catch (error) {
      // The server's own words: "Table T4 has an open order (#12): …".
      setDeleting({ ...target, error: errorMessageOf(error) });
    }
  }

  if (isOutletPending) return <Loader />;
  if (!outlet) return <Text>{t('backOffice.noOutlets')}</Text>;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Title order={2}>{t('boFloor.title')}</Title>
          <Text c="dimmed">{t('boFloor.subtitle', { outlet: outlet.Name })}</Text>
        </Stack>
        <Button size="md" variant="light" leftSection={<IconPlus size={18} />} onClick={() => setAreaEditing({ area: null, key: newIdempotencyKey() })}>
          {t('boFloor.area.new')}
        </Button>
      </Group>

      {areasQuery.isPending ? <Loader /> : null}
      {areasQuery.isError ? <Alert color="red">{errorMessageOf(areasQuery.error)}</Alert> : null}
      {areasQuery.data && areas.length === 0 ? <Text>{t('boFloor.area.empty')}</Text> : null}

      {area ? (
        <>
          <Tabs
            value={String(area.Id)}
            onChange={(value) => {
              setChosenAreaId(value === null ? null : Number(value));
              setSelectedTableId(null);
            }}
            variant="pills"
          >
            <Tabs.List>
              {areas.map((candidate) => (
                <Tabs.Tab key={candidate.Id} value={String(candidate.Id)} fz="md" py="sm">
                  {candidate.Name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>

          <Group gap="sm">
            <Button size="md" leftSection={<IconPlus size={18} />} onClick={() => void addTable()} loading={mutations.createTable.isPending}>
              {t('boFloor.table.add')}
            </Button>
            <Button size="md" variant="default" leftSection={<IconEdit size={18} />} onClick={() => setAreaEditing({ area, key: newIdempotencyKey() })}>
              {t('boFloor.area.edit')}
            </Button>
            <Button size="md" variant="subtle" color="red" leftSection={<IconTrash size={18} />} onClick={() => setDeleting({ kind: 'area', id: area.Id, name: area.Name, error: null })}>
              {t('boFloor.area.delete')}
            </Button>
            <Text fz="sm" c="dimmed">
              {t('boFloor.area.summary', { size: area.AreaSize, tables: area.OutletTables.length })}
            </Text>
          </Group>

          <Group align="flex-start" gap="md" wrap="nowrap">
            <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
              <EditableFloorPlan
                areaSize={area.AreaSize}
                tables={area.OutletTables}
                pendingPositions={pending}
                selectedTableId={selected?.Id ?? null}
                onSelect={(table) => setSelectedTableId(table.Id)}
                onMove={(table, position) => void savePosition(table, position)}
                onNudge={nudge}
              />
              <Text fz="sm" c="dimmed">
                {t('boFloor.plan.hint')}
              </Text>
            </Stack>
            <Paper withBorder p="md" radius="md" w={320} style={{ flexShrink: 0 }}>
              {selected ? (
                <TableForm
                  key={`${selected.Id}:${selected.TableName}:${selected.Capacity}:${selected.TableIndex}:${selected.Type}:${selected.IsRoom}:${selected.RoomId}`}
                  table={selected}
                  rooms={area.OutletTables.filter((table) => table.IsRoom && table.Id !== selected.Id)}
                  isSaving={mutations.updateTable.isPending}
                  onSave={(body) => void saveTable(selected, body)}
                  onDelete={() => setDeleting({ kind: 'table', id: selected.Id, name: selected.TableName, error: null })}
                />
              ) : (
                <Text c="dimmed">{t('boFloor.table.chooseHint')}</Text>
              )}
            </Paper>
          </Group>
        </>
      ) : null}

      {areaEditing ? (
        <AreaFormModal
          area={areaEditing.area}
          currencyCode={outlet.CurrencyCode}
          isSaving={mutations.createArea.isPending || mutations.updateArea.isPending}
          onSave={(draft) => void saveArea(areaEditing, draft)}
          onClose={() => setAreaEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDeleteModal
          title={t(deleting.kind === 'table' ? 'boFloor.delete.tableTitle' : 'boFloor.delete.areaTitle', { name: deleting.name })}
          message={t(deleting.kind === 'table' ? 'boFloor.delete.tableMessage' : 'boFloor.delete.areaMessage', { name: deleting.name })}
          error={deleting.error}
          isDeleting={mutations.deleteTable.isPending || mutations.deleteArea.isPending}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Stack>
  );
}
