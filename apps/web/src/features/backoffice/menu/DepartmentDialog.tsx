import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminDepartment } from '@kasir/contracts';
import { DEPARTMENT_NAME_MAX } from '@kasir/domain';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { newIdempotencyKey } from '../payments/payments-api.ts';
import { useKitchenPrinters, useSaveDepartment } from './catalog-api.ts';

/** Creates or edits a department: its name and the kitchen printers its items' tickets print on. */
export function DepartmentDialog({ outletId, editing, onClose }: { outletId: number; editing: AdminDepartment | null; onClose(): void }) {
  const { t } = useTranslation();
  const printers = useKitchenPrinters(outletId);
  const save = useSaveDepartment();
  const [name, setName] = useState(editing?.Name ?? '');
  const [printerIds, setPrinterIds] = useState<string[]>((editing?.PrinterDeviceIds ?? []).map(String));
  const [key] = useState(newIdempotencyKey);
  const [showErrors, setShowErrors] = useState(false);

  const submit = () => {
    setShowErrors(true);
    if (name.trim() === '') return;
    save.mutate(
      { id: editing?.Id ?? null, body: { OutletId: outletId, Name: name.trim(), PrinterDeviceIds: printerIds.map(Number) }, key },
      {
        onSuccess: (saved) => {
          toast.success(t('boMenu.structure.saved', { name: saved.Name }));
          onClose();
        },
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={editing ? t('boMenu.department.editTitle') : t('boMenu.department.newTitle')} centered size="lg">
      <Stack gap="md">
        <TextInput label={t('boMenu.department.name')} size="md" maxLength={DEPARTMENT_NAME_MAX} value={name} error={showErrors && name.trim() === '' ? t('boMenu.fields.required') : undefined} onChange={(event) => setName(event.currentTarget.value)} data-autofocus />
        <Checkbox.Group label={t('boMenu.department.printers')} description={t('boMenu.department.printersHint')} value={printerIds} onChange={setPrinterIds}>
          <Stack gap="xs" mt="xs">
            {(printers.data ?? []).map((printer) => (
              <Checkbox
                key={printer.DeviceId}
                size="md"
                value={String(printer.DeviceId)}
                label={`${printer.Name} (${printer.Ip}:${printer.Port})`}
                // A catch-all printer already prints what no other printer takes; naming one department on it would narrow it to that department.
                disabled={printer.IsCatchAll}
                description={printer.IsCatchAll ? t('boMenu.department.catchAllPrinter') : undefined}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {printers.data?.length === 0 ? <Text c="dimmed">{t('boMenu.department.noKitchenPrinters')}</Text> : null}
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onClose}>
            {t('backOffice.cancel')}
          </Button>
          <Button size="md" loading={save.isPending} onClick={submit}>
            {t('backOffice.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
