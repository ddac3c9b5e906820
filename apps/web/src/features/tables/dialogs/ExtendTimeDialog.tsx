import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableStatus } from '@kasir/domain';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { updateTableStatus } from '../api.ts';
import { isCompleteTime } from '../time/end-time-text.ts';
import { OutletTimeField } from '../time/OutletTimeField.tsx';
import { TablePlayTime } from '../time/TablePlayTime.tsx';
import type { OutletTable } from '../wire-types.ts';

export interface ExtendTimeDialogProps {
  table: OutletTable;
  /** The table's end now (null: no end yet). */
  endsAt: Date | null;
  timeZoneHours: number;
  onClose(): void;
  onDone(): void;
}

/**
 * Extend time of a timed or all-you-can-eat table (spec §7 POST /outletTable/updateStatusOutletTable
 * with Status ORDERED and EndTime HH:mm:ss): the new end on the outlet clock, typed or one preset
 * added to the current end. The server moves the order's time session and every table of it.
 */
export function ExtendTimeDialog({ table, endsAt, timeZoneHours, onClose, onDone }: ExtendTimeDialogProps) {
  const { t } = useTranslation();
  const [endTime, setEndTime] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  // Presets add to an end still ahead; once the time is up (or there is none) they count from now.
  const [isRunning] = useState(() => endsAt !== null && endsAt.getTime() > Date.now());

  async function submit() {
    if (!isCompleteTime(endTime)) {
      setProblem(endTime === '' ? t('tables.extend.required') : t('tables.form.endTimeInvalid'));
      return;
    }
    setIsSaving(true);
    try {
      await updateTableStatus({ OutletTableId: table.Id, Status: TableStatus.ORDERED, EndTime: `${endTime}:00` });
      toast.success(t('tables.extend.done', { table: table.TableName, time: endTime }));
      onDone();
    } catch (error) {
      // The server's words: an end not after the current one, a table whose order ended meanwhile.
      setProblem(errorMessageOf(error));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('tables.extend.title', { table: table.TableName })} centered size="md" closeOnClickOutside={!isSaving}>
      <Stack gap="md" data-testid="extend-time-dialog">
        <TablePlayTime endsAt={endsAt} timeZoneHours={timeZoneHours} />
        <OutletTimeField
          label={t('tables.extend.newEnd')}
          value={endTime}
          timeZoneHours={timeZoneHours}
          presetBase={endsAt}
          presetsLabel={isRunning ? t('tables.extend.presets') : t('tables.extend.presetsFromNow')}
          testId="extend-end-time"
          autoFocus
          onChange={(next) => {
            setEndTime(next);
            setProblem(null);
          }}
        />
        {problem !== null ? (
          <Text c="red" fw={600} role="alert" data-testid="extend-error">
            {problem}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isSaving}>
            {t('tables.manage.back')}
          </Button>
          <Button onClick={() => void submit()} loading={isSaving} data-testid="extend-submit">
            {t('tables.extend.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
