import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminDepartment, AdminProductCategory } from '@kasir/contracts';
import { CATEGORY_NAME_MAX } from '@kasir/domain';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { newIdempotencyKey } from '../payments/payments-api.ts';
import { useSaveCategory } from './catalog-api.ts';

type Props = { outletId: number; editing: AdminProductCategory | null; departments: readonly AdminDepartment[]; nextPosition: number; onClose(): void };

/** Creates or edits a category: its name and the department whose kitchen printers print it. */
export function CategoryDialog({ outletId, editing, departments, nextPosition, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const [name, setName] = useState(editing?.Name ?? '');
  const [departmentId, setDepartmentId] = useState<string | null>(editing?.DepartmentId ? String(editing.DepartmentId) : null);
  const [key] = useState(newIdempotencyKey);
  const [showErrors, setShowErrors] = useState(false);

  const submit = () => {
    setShowErrors(true);
    if (name.trim() === '') return;
    const body = { OutletId: outletId, Name: name.trim(), DepartmentId: departmentId === null ? null : Number(departmentId), Position: editing?.Position ?? nextPosition };
    save.mutate(
      { id: editing?.Id ?? null, body, key },
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
    <Modal opened onClose={onClose} title={editing ? t('boMenu.category.editTitle') : t('boMenu.category.newTitle')} centered>
      <Stack gap="md">
        <TextInput label={t('boMenu.category.name')} size="md" maxLength={CATEGORY_NAME_MAX} value={name} error={showErrors && name.trim() === '' ? t('boMenu.fields.required') : undefined} onChange={(event) => setName(event.currentTarget.value)} data-autofocus />
        <Select
          label={t('boMenu.category.department')}
          size="md"
          clearable
          placeholder={t('boMenu.category.noDepartment')}
          data={departments.map((department) => ({ value: String(department.Id), label: department.Name }))}
          value={departmentId}
          onChange={setDepartmentId}
        />
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
