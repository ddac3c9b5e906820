import { useState } from 'react';
import { Button, Checkbox, Divider, Fieldset, Group, Modal, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ModuleType, OtherPermission } from '@kasir/domain';
import type { RoleDetail } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useSaveRole } from './staff-api.ts';
import { MODULE_GROUPS, PERMISSION_GROUPS, emptyRoleForm, roleFormToBody, roleToForm, togglePermission, validateRoleForm, type RoleFormErrors, type RoleFormValues } from './role-form.ts';

export interface RoleEditorProps {
  /** The role edited, or null for a new one. */
  role: RoleDetail | null;
  onClose(): void;
}

/** A role of spec §6: the screens it opens, what it may do (each maybe behind a supervisor's PIN), and the three role flags. */
export function RoleEditor({ role, onClose }: RoleEditorProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<RoleFormValues>(role ? roleToForm(role) : emptyRoleForm);
  const [errors, setErrors] = useState<RoleFormErrors>({});
  const save = useSaveRole();
  const set = <K extends keyof RoleFormValues>(key: K, value: RoleFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const message = (key: keyof RoleFormErrors) => {
    const error = errors[key];
    if (!error) return undefined;
    const field = error.values?.field;
    return t(error.key, { ...error.values, ...(typeof field === 'string' ? { field: t(field) } : {}) });
  };

  function submit() {
    const found = validateRoleForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: role?.Id ?? null, body: roleFormToBody(values) },
      {
        onSuccess: (saved) => {
          toast.success(t('boStaff.roles.saved', { name: saved.Name }));
          onClose();
        },
        onError: (failure) => toast.error(errorMessageOf(failure)),
      },
    );
  }

  const toggleModule = (id: number, isOn: boolean) =>
    set('moduleIds', isOn ? [...new Set([...values.moduleIds, id])] : values.moduleIds.filter((granted) => granted !== id));

  return (
    <Modal opened onClose={onClose} title={role ? t('boStaff.roles.editRole', { name: role.Name }) : t('boStaff.roles.new')} size={1100} centered>
      <Stack gap="lg">
        <TextInput label={t('boStaff.roles.name')} size="md" maw={420} value={values.name} onChange={(event) => set('name', event.currentTarget.value)} error={message('name')} data-autofocus />

        <Stack gap="xs">
          <Title order={4}>{t('boStaff.roles.moduleAccess')}</Title>
          <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
            {MODULE_GROUPS.map((group) => (
              <Fieldset key={group.key} legend={t(`boStaff.moduleGroups.${group.key}`)} p="sm">
                <Stack gap="xs">
                  {group.modules.map((key) => {
                    const id = ModuleType[key];
                    return (
                      <Checkbox key={key} size="md" label={t(`boStaff.modules.${key}`)} checked={values.moduleIds.includes(id)} onChange={(event) => toggleModule(id, event.currentTarget.checked)} />
                    );
                  })}
                </Stack>
              </Fieldset>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="xs">
          <Title order={4}>{t('boStaff.roles.otherPermissions')}</Title>
          <Text c="dimmed" size="sm">
            {t('boStaff.roles.needsPinHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {PERMISSION_GROUPS.map((group) => (
              <Fieldset key={group.key} legend={t(`boStaff.permissionGroups.${group.key}`)} p="sm">
                <Stack gap="xs">
                  {group.permissions.map((key) => {
                    const id = OtherPermission[key];
                    const isGranted = id in values.permissions;
                    const label = t(`boStaff.permissions.${key}`);
                    return (
                      <Group key={key} justify="space-between" wrap="nowrap" gap="sm">
                        <Checkbox size="md" label={label} checked={isGranted} onChange={(event) => set('permissions', togglePermission(values.permissions, id, event.currentTarget.checked))} />
                        <Switch
                          size="md"
                          label={t('boStaff.roles.needsPin')}
                          aria-label={`${label}: ${t('boStaff.roles.needsPin')}`}
                          disabled={!isGranted}
                          checked={values.permissions[id] ?? false}
                          onChange={(event) => set('permissions', { ...values.permissions, [id]: event.currentTarget.checked })}
                          style={{ flexShrink: 0 }}
                        />
                      </Group>
                    );
                  })}
                </Stack>
              </Fieldset>
            ))}
          </SimpleGrid>
        </Stack>

        <Divider />
        <Stack gap="sm">
          <Title order={4}>{t('boStaff.roles.flags')}</Title>
          <Switch
            size="md"
            label={t('boStaff.roles.automaticStartShift')}
            description={t('boStaff.roles.automaticStartShiftHint')}
            checked={values.automaticStartShift}
            onChange={(event) => set('automaticStartShift', event.currentTarget.checked)}
          />
          <TextInput
            type="time"
            size="md"
            maw={260}
            label={t('boStaff.roles.startShiftTime')}
            description={t('boStaff.roles.startShiftTimeHint')}
            disabled={!values.automaticStartShift}
            value={values.startShiftTime}
            onChange={(event) => set('startShiftTime', event.currentTarget.value)}
            error={message('startShiftTime')}
          />
          <Switch
            size="md"
            label={t('boStaff.roles.automaticLogout')}
            description={t('boStaff.roles.automaticLogoutHint')}
            checked={values.automaticLogoutCashier}
            onChange={(event) => set('automaticLogoutCashier', event.currentTarget.checked)}
          />
        </Stack>

        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onClose}>
            {t('backOffice.cancel')}
          </Button>
          <Button size="md" onClick={submit} loading={save.isPending}>
            {role ? t('backOffice.save') : t('backOffice.create')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
