import { useState } from 'react';
import { Button, Group, NumberInput, SegmentedControl, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TableType } from '@kasir/domain';
import type { FloorTable, UpdateFloorTableBody } from '@kasir/contracts';

export interface TableFormProps {
  table: FloorTable;
  /** Room tables of the same area (the table itself excluded). */
  rooms: readonly FloorTable[];
  isSaving: boolean;
  onSave(body: UpdateFloorTableBody): void;
  onDelete(): void;
}

type Draft = { TableName: string; TableIndex: number | string; Capacity: number | string; Type: number; IsRoom: boolean; RoomId: number | null };

const draftOf = (table: FloorTable): Draft => ({
  TableName: table.TableName,
  TableIndex: table.TableIndex,
  Capacity: table.Capacity,
  Type: table.Type,
  IsRoom: table.IsRoom,
  RoomId: table.RoomId,
});

/** The side form of the selected table: what the cashier's plan shows of it. Position is set by dragging. */
export function TableForm({ table, rooms, isSaving, onSave, onDelete }: TableFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(table));
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const name = draft.TableName.trim();
  const index = Number(draft.TableIndex);
  const capacity = Number(draft.Capacity);
  const nameError = name === '' ? t('backOffice.required', { field: t('boFloor.table.name') }) : null;
  const capacityError = !Number.isInteger(capacity) || capacity < 1 ? t('boFloor.table.capacityError') : null;
  const indexError = !Number.isInteger(index) || index < 0 ? t('boFloor.table.indexError') : null;

  function save() {
    if (nameError || capacityError || indexError) return;
    onSave({ TableName: name, TableIndex: index, Capacity: capacity, Type: draft.Type, IsRoom: draft.IsRoom, RoomId: draft.IsRoom ? null : draft.RoomId });
  }

  return (
    <Stack gap="sm" data-testid="bo-table-form">
      <Title order={4}>{t('boFloor.table.title', { name: table.TableName })}</Title>
      <Text fz="sm" c="dimmed">
        {t('boFloor.table.position', { position: table.Position })}
      </Text>
      <TextInput label={t('boFloor.table.name')} value={draft.TableName} onChange={(event) => change({ TableName: event.currentTarget.value })} error={nameError} size="md" maxLength={30} />
      {/* Bottom-aligned: a label that wraps (Indonesian) keeps the two inputs level. */}
      <Group grow align="flex-end">
        <NumberInput label={t('boFloor.table.index')} value={draft.TableIndex} onChange={(value) => change({ TableIndex: value })} min={0} max={9999} allowDecimal={false} error={indexError} size="md" />
        <NumberInput label={t('boFloor.table.capacity')} value={draft.Capacity} onChange={(value) => change({ Capacity: value })} min={1} max={200} allowDecimal={false} error={capacityError} size="md" />
      </Group>
      <Stack gap={4}>
        <Text fz="sm" fw={500}>
          {t('boFloor.table.type')}
        </Text>
        <SegmentedControl
          fullWidth
          orientation="vertical"
          value={String(draft.Type)}
          onChange={(value) => change({ Type: Number(value) })}
          data={[
            { value: String(TableType.DINE_IN), label: t('boFloor.table.dineIn') },
            { value: String(TableType.TIME_BASED), label: t('boFloor.table.timeBased') },
          ]}
        />
      </Stack>
      <Switch label={t('boFloor.table.isRoom')} checked={draft.IsRoom} onChange={(event) => change({ IsRoom: event.currentTarget.checked })} size="md" />
      <Select
        label={t('boFloor.table.room')}
        placeholder={t('boFloor.table.noRoom')}
        data={rooms.map((room) => ({ value: String(room.Id), label: room.TableName }))}
        value={draft.RoomId === null ? null : String(draft.RoomId)}
        onChange={(value) => change({ RoomId: value === null ? null : Number(value) })}
        disabled={draft.IsRoom || rooms.length === 0}
        clearable
        size="md"
      />
      <Stack gap="xs" mt="sm">
        <Button fullWidth leftSection={<IconDeviceFloppy size={18} />} onClick={save} loading={isSaving} size="md">
          {t('backOffice.save')}
        </Button>
        <Button fullWidth color="red" variant="light" leftSection={<IconTrash size={18} />} onClick={onDelete} size="md">
          {t('boFloor.table.delete')}
        </Button>
      </Stack>
    </Stack>
  );
}
