import { useState } from 'react';
import { ActionIcon, Button, Group } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mergeOrderTable } from '../api.ts';
import type { OutletArea, OutletTable, TableOrderSummary } from '../wire-types.ts';
import { AreaTablePicker } from './AreaTablePicker.tsx';
import { TableTargetDialogFrame, useTableTargetSave } from './TableTargetDialogFrame.tsx';
import { findEmptyMergeFields } from './table-target-rules.ts';

interface MergeField {
  areaId: number | null;
  tableId: number | null;
}

export interface MergeTableDialogProps {
  table: OutletTable;
  order: TableOrderSummary;
  areas: OutletArea[];
  onClose(): void;
  onDone(): void;
}

/** Spec §2/§5 merge table: joins EMPTY tables to the order of this table (its ReferenceId). */
export function MergeTableDialog({ table, order, areas, onClose, onDone }: MergeTableDialogProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<MergeField[]>([{ areaId: null, tableId: null }]);
  const [emptyFields, setEmptyFields] = useState<number[]>([]);
  const { isSaving, save } = useTableTargetSave('merge', onDone);

  function updateField(index: number, next: MergeField) {
    setFields((current) => current.map((field, position) => (position === index ? next : field)));
    setEmptyFields((current) => current.filter((position) => position !== index));
  }

  function submit() {
    const missing = findEmptyMergeFields(fields.map((field) => field.tableId));
    setEmptyFields(missing);
    if (missing.length > 0) return;
    // The server's refusal (e.g. 'Gagal Gabung! Meja … Sudah direservasi!') is the error toast.
    void save(() => mergeOrderTable(order.Id, { TableIds: fields.flatMap((field) => (field.tableId === null ? [] : [field.tableId])), ReferenceId: table.Id }));
  }

  return (
    <TableTargetDialogFrame kind="merge" tableName={table.TableName} orderNo={order.OrderNo} isSaving={isSaving} onSubmit={submit} onClose={onClose}>
      {fields.map((field, index) => {
        const chosenElsewhere = new Set(fields.flatMap((other, position) => (position !== index && other.tableId !== null ? [other.tableId] : [])));
        chosenElsewhere.add(table.Id);
        return (
          <Group key={index} align="flex-end" wrap="nowrap" gap="xs">
            <div style={{ flex: 1 }}>
              <AreaTablePicker
                areas={areas}
                areaId={field.areaId}
                tableId={field.tableId}
                excludeIds={chosenElsewhere}
                tableError={emptyFields.includes(index) ? t('tables.messages.mustSelectTable') : null}
                testIdPrefix={`merge-table-${index}`}
                onChange={(next) => updateField(index, next)}
              />
            </div>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('tables.dialogs.removeField')}
              disabled={fields.length === 1}
              onClick={() => setFields((current) => current.filter((_, position) => position !== index))}
            >
              <IconTrash size={20} />
            </ActionIcon>
          </Group>
        );
      })}
      <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => setFields((current) => [...current, { areaId: null, tableId: null }])}>
        {t('tables.dialogs.addField')}
      </Button>
    </TableTargetDialogFrame>
  );
}
