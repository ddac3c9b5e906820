import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';

/** Which dialog: its texts are tables.dialogs.<kind>Title, Hint, Submit and Done; its test ids start <kind>-table. */
export type TableTargetKind = 'change' | 'merge';

/**
 * The save of a change- or merge-table dialog: one write at a time, a success toast and onDone,
 * or the server's own refusal as an error toast (e.g. 'Gagal Pindah! Meja … Sudah direservasi!').
 */
export function useTableTargetSave(kind: TableTargetKind, onDone: () => void) {
  const { t } = useTranslation();
  const [isSaving, setIsSaving] = useState(false);
  async function save(write: () => Promise<unknown>) {
    setIsSaving(true);
    try {
      await write();
      toast.success(t(`tables.dialogs.${kind}Done`));
      onDone();
    } catch (failure) {
      toast.error(errorMessageOf(failure));
    } finally {
      setIsSaving(false);
    }
  }
  return { isSaving, save };
}

export interface TableTargetDialogFrameProps {
  kind: TableTargetKind;
  tableName: string;
  orderNo: string;
  isSaving: boolean;
  onSubmit(): void;
  onClose(): void;
  /** The area/table pickers. */
  children: ReactNode;
}

/** Spec §2/§5 change and merge table share this frame: a hint, the pickers, Cancel and the submit button. */
export function TableTargetDialogFrame({ kind, ...props }: TableTargetDialogFrameProps) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={props.onClose} title={t(`tables.dialogs.${kind}Title`, { table: props.tableName })} centered size="lg" data-testid={`${kind}-table-dialog`}>
      <Stack gap="md">
        <Text c="dimmed">{t(`tables.dialogs.${kind}Hint`, { orderNo: props.orderNo })}</Text>
        {props.children}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={props.isSaving} onClick={props.onSubmit} data-testid={`${kind}-table-submit`}>
            {t(`tables.dialogs.${kind}Submit`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
