import { useState } from 'react';
import { Alert, Button, Divider, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconArrowsExchange,
  IconCash,
  IconClockPlus,
  IconEye,
  IconInfoCircle,
  IconPlus,
  IconPrinter,
  IconQrcode,
  IconTableShortcut,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/router.tsx';
import { isOrderedStatus } from '../floor/table-appearance.ts';
import { formatWireAmount } from '../money-text.ts';
import { FROM_TABLE_QUERY } from '../use-table-selection.ts';
import type { OutletArea, OutletTable, TableOrderSummary } from '../wire-types.ts';
import { TablePlayTime } from '../time/TablePlayTime.tsx';
import { ChangeTableDialog } from './ChangeTableDialog.tsx';
import { ExtendTimeDialog } from './ExtendTimeDialog.tsx';
import { MergeTableDialog } from './MergeTableDialog.tsx';
import { VoidOrderDialog } from '../../order/dialogs/VoidOrderDialog.tsx';
import { printBill, printQrTable } from '../../printing/index.ts';
import { openPaymentDialog, PAYABLE_ORDER_STATUSES } from '../../payment/index.ts';

export interface ManageTableDialogProps {
  outletId: number;
  currencyCode: string;
  table: OutletTable;
  areaName: string;
  order: TableOrderSummary | null;
  areas: OutletArea[];
  /** A time-based table, or any table of an all-you-can-eat outlet: its play time shows and can be extended. */
  isTimed: boolean;
  /** When its time runs out (null: no end); read only when `isTimed`. */
  endsAt: Date | null;
  timeZoneHours: number;
  onClose(): void;
  /** Something changed at the table (moved, merged, voided): refetch and close. */
  onChanged(): void;
}

type View = 'actions' | 'merge' | 'change' | 'void' | 'extend';

/** Spec §2 Manage table: view order, merge, switch, print QR, print bill, add more order, void order; extend time of a timed table (issue 16). */
export function ManageTableDialog({ outletId, currencyCode, table, areaName, order, areas, isTimed, endsAt, timeZoneHours, onClose, onChanged }: ManageTableDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [view, setView] = useState<View>('actions');
  const [printing, setPrinting] = useState<'qr' | 'bill' | null>(null);
  const runPrint = async (kind: 'qr' | 'bill', print: () => Promise<unknown>): Promise<void> => {
    setPrinting(kind);
    try {
      await print();
    } finally {
      setPrinting(null);
    }
  };
  const isOrderedWithOrder = isOrderedStatus(table.Status) && order !== null;
  // Spec §2: print bill only for an ordered table with an order, disabled while it has a filled id.
  const showsPrintBill = isOrderedWithOrder;

  if (view === 'merge' && order) {
    return <MergeTableDialog table={table} order={order} areas={areas} onClose={() => setView('actions')} onDone={onChanged} />;
  }
  if (view === 'change' && order) {
    return <ChangeTableDialog outletId={outletId} table={table} order={order} areas={areas} onClose={() => setView('actions')} onDone={onChanged} />;
  }
  if (view === 'extend' && isOrderedWithOrder) {
    return <ExtendTimeDialog table={table} endsAt={endsAt} timeZoneHours={timeZoneHours} onClose={() => setView('actions')} onDone={onChanged} />;
  }
  if (view === 'void' && order) {
    // The Orders screen's void dialog: reason, then — where the role needs it — approver and PIN.
    return <VoidOrderDialog order={order} onClose={() => setView('actions')} onDone={onChanged} />;
  }

  const tableNames = order?.OrderTables?.flatMap((link) => (link.OutletTable ? [link.OutletTable.TableName] : [])) ?? [];

  return (
    <Modal opened onClose={onClose} title={t('tables.manage.title', { table: table.TableName })} centered size="lg" data-testid="manage-table-dialog">
      <Stack gap="md">
        {order ? (
          <Stack gap={2} data-testid="manage-order-summary">
            <Group justify="space-between">
              <Text fw={700} fz="lg">
                {order.OrderNo}
              </Text>
              <Text fw={700} fz="lg">
                {formatWireAmount(order.Total, currencyCode)}
              </Text>
            </Group>
            <Text c="dimmed" fz="sm">
              {[areaName, (tableNames.length > 0 ? tableNames : [table.TableName]).join(' + '), t('tables.manage.pax', { count: order.Pax ?? table.Pax })]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {order.CustomerName ? <Text fz="sm">{order.CustomerName}</Text> : null}
          </Stack>
        ) : (
          <Alert color="yellow" icon={<IconInfoCircle />}>
            {t('tables.manage.noActiveOrder')}
          </Alert>
        )}
        {isTimed && isOrderedWithOrder ? <TablePlayTime endsAt={endsAt} timeZoneHours={timeZoneHours} /> : null}
        <Divider />
        <SimpleGrid cols={2} spacing="sm">
          {order && PAYABLE_ORDER_STATUSES.includes(order.Status) && (
            // Pay straight from the table (issue 16): the payment dialog over the floor plan.
            <Button
              leftSection={<IconCash size={20} />}
              data-testid="manage-pay"
              onClick={() => {
                onClose();
                openPaymentDialog(order.Id);
              }}
            >
              {t('payment.open')}
            </Button>
          )}
          <Button variant="light" leftSection={<IconEye size={20} />} disabled={!order} onClick={() => order && navigate(`${paths.order}?orderId=${order.Id}`)}>
            {t('tables.manage.viewOrder')}
          </Button>
          <Button variant="light" leftSection={<IconPlus size={20} />} disabled={!isOrderedWithOrder} data-testid="manage-add-order" onClick={() => order && navigate(`${paths.menu}?${FROM_TABLE_QUERY}&orderId=${order.Id}`)}>
            {t('tables.manage.addMoreOrder')}
          </Button>
          <Button variant="light" leftSection={<IconTableShortcut size={20} />} disabled={!order} data-testid="manage-merge" onClick={() => setView('merge')}>
            {t('tables.manage.mergeTable')}
          </Button>
          <Button variant="light" leftSection={<IconArrowsExchange size={20} />} disabled={!order} data-testid="manage-switch" onClick={() => setView('change')}>
            {t('tables.manage.switchTable')}
          </Button>
          <Button variant="default" leftSection={<IconQrcode size={20} />} loading={printing === 'qr'} data-testid="manage-print-qr" onClick={() => void runPrint('qr', () => printQrTable(table.Id, order?.Id))}>
            {t('tables.manage.printQr')}
          </Button>
          {showsPrintBill ? (
            <Button
              variant="default"
              leftSection={<IconPrinter size={20} />}
              disabled={table.FilledId !== null && table.FilledId !== undefined}
              loading={printing === 'bill'}
              data-testid="manage-print-bill"
              onClick={() => order && void runPrint('bill', () => printBill(order.Id))}
            >
              {t('tables.manage.printBill')}
            </Button>
          ) : null}
          {isTimed ? (
            <Button variant="light" color="orange" leftSection={<IconClockPlus size={20} />} disabled={!isOrderedWithOrder} data-testid="manage-extend" onClick={() => setView('extend')}>
              {t('tables.extend.action')}
            </Button>
          ) : null}
          <Button variant="light" color="red" leftSection={<IconTrash size={20} />} disabled={!order} data-testid="manage-void" onClick={() => setView('void')}>
            {t('tables.manage.voidOrder')}
          </Button>
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
