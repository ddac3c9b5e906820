import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SpecMessage } from '@kasir/domain';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { printChangeTable } from '../../printing/index.ts';
import { changeOrderTable } from '../api.ts';
import type { OutletArea, OutletTable, TableOrderSummary } from '../wire-types.ts';
import { AreaTablePicker } from './AreaTablePicker.tsx';
import { validateChangeTable } from './table-target-rules.ts';

export interface ChangeTableDialogProps {
  outletId: number;
  table: OutletTable;
  order: TableOrderSummary;
  areas: OutletArea[];
  onClose(): void;
  onDone(): void;
}

/** Spec §2/§5 change (switch) table: moves the order to one EMPTY table; the server checks reservations. */
export function ChangeTableDialog({ outletId, table, order, areas, onClose, onDone }: ChangeTableDialogProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<{ areaId: number | null; tableId: number | null }>({ areaId: null, tableId: null });
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  async function submit() {
    const problem = validateChangeTable(choice.areaId, choice.tableId);
    setError(problem);
    if (problem !== null || choice.tableId === null) return;
    setIsSaving(true);
    try {
      await changeOrderTable(order.Id, { OutletId: outletId, TableId: choice.tableId });
      toast.success(t('tables.dialogs.changeDone'));
      void printChangeTable(order.Id, [table.Id]); // tells the kitchen and bar where the order went
      onDone();
    } catch (failure) {
      // e.g. 'Gagal Pindah! Meja … Sudah direservasi!' straight from the server.
      toast.error(errorMessageOf(failure));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('tables.dialogs.changeTitle', { table: table.TableName })} centered size="lg" data-testid="change-table-dialog">
      <Stack gap="md">
        <Text c="dimmed">{t('tables.dialogs.changeHint', { orderNo: order.OrderNo })}</Text>
        <AreaTablePicker
          areas={areas}
          areaId={choice.areaId}
          tableId={choice.tableId}
          excludeIds={new Set([table.Id])}
          areaError={error === SpecMessage.MUST_SELECT_AREA ? t('tables.messages.mustSelectArea') : null}
          tableError={error === SpecMessage.MUST_SELECT_TABLE ? t('tables.messages.mustSelectTable') : null}
          testIdPrefix="change-table"
          onChange={(next) => {
            setChoice(next);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={isSaving} onClick={() => void submit()} data-testid="change-table-submit">
            {t('tables.dialogs.changeSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
