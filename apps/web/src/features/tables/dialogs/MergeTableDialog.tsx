import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { mergeOrderTable } from '../api.ts';
import type { OutletArea, OutletTable, TableOrderSummary } from '../wire-types.ts';
import { AreaTablePicker } from './AreaTablePicker.tsx';
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
  const [isSaving, setIsSaving] = useState(false);

  function updateField(index: number, next: MergeField) {
    setFields((current) => current.map((field, position) => (position === index ? next : field)));
    setEmptyFields((current) => current.filter((position) => position !== index));
  }

  async function submit() {
    const missing = findEmptyMergeFields(fields.map((field) => field.tableId));
    setEmptyFields(missing);
    if (missing.length > 0) return;
    setIsSaving(true);
    try {
      await mergeOrderTable(order.Id, { TableIds: fields.flatMap((field) => (field.tableId === null ? [] : [field.tableId])), ReferenceId: table.Id });
      toast.success(t('tables.dialogs.mergeDone'));
      onDone();
    } catch (failure) {
      // e.g. 'Gagal Gabung! Meja … Sudah direservasi!' straight from the server.
      toast.error(errorMessageOf(failure));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('tables.dialogs.mergeTitle', { table: table.TableName })} centered size="lg" data-testid="merge-table-dialog">
      <Stack gap="md">
        <Text c="dimmed">{t('tables.dialogs.mergeHint', { orderNo: order.OrderNo })}</Text>
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={isSaving} onClick={() => void submit()} data-testid="merge-table-submit">
            {t('tables.dialogs.mergeSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
