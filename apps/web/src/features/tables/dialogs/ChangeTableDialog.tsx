import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpecMessage } from '@kasir/domain';
import { printChangeTable } from '../../printing/index.ts';
import { changeOrderTable } from '../api.ts';
import type { OutletArea, OutletTable, TableOrderSummary } from '../wire-types.ts';
import { AreaTablePicker } from './AreaTablePicker.tsx';
import { TableTargetDialogFrame, useTableTargetSave } from './TableTargetDialogFrame.tsx';
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
  const { isSaving, save } = useTableTargetSave('change', onDone);

  function submit() {
    const problem = validateChangeTable(choice.areaId, choice.tableId);
    setError(problem);
    const tableId = choice.tableId;
    if (problem !== null || tableId === null) return;
    void save(async () => {
      await changeOrderTable(order.Id, { OutletId: outletId, TableId: tableId });
      void printChangeTable(order.Id, [table.Id]); // tells the kitchen and bar where the order went
    });
  }

  return (
    <TableTargetDialogFrame kind="change" tableName={table.TableName} orderNo={order.OrderNo} isSaving={isSaving} onSubmit={submit} onClose={onClose}>
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
    </TableTargetDialogFrame>
  );
}
