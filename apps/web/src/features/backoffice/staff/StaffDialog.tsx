import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Input, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Outlet, RoleDetail, User } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { PinEntry } from './PinEntry.tsx';
import { useSaveCashier } from './staff-api.ts';
import { cashierToForm, emptyStaffForm, staffFormToBody, validateStaffForm, type StaffFormErrors, type StaffFormValues } from './staff-form.ts';

export interface StaffDialogProps {
  /** The cashier edited, or null for a new one. */
  cashier: User | null;
  roles: RoleDetail[];
  outlets: Outlet[];
  onClose(): void;
}

/** Create or edit a cashier: name, username, role, outlets, and a PIN typed twice on the keypad. */
export function StaffDialog({ cashier, roles, outlets, onClose }: StaffDialogProps) {
  const { t } = useTranslation();
  const isNew = cashier === null;
  const [values, setValues] = useState<StaffFormValues>(cashier ? cashierToForm(cashier) : emptyStaffForm);
  const [errors, setErrors] = useState<StaffFormErrors>({});
  const [isTypingPin, setIsTypingPin] = useState(false);
  const save = useSaveCashier();

  const set = <K extends keyof StaffFormValues>(key: K, value: StaffFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const message = (key: keyof StaffFormValues) => {
    const error = errors[key];
    if (!error) return undefined;
    const field = error.values?.field;
    return t(error.key, { ...error.values, ...(typeof field === 'string' ? { field: t(field) } : {}) });
  };

  function submit() {
    const found = validateStaffForm(values, isNew);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: cashier?.Id ?? null, body: staffFormToBody(values) },
      {
        onSuccess: (saved) => {
          toast.success(t(isNew ? 'boStaff.created' : 'boStaff.saved', { name: saved.Name }));
          onClose();
        },
        onError: (failure) => toast.error(errorMessageOf(failure)),
      },
    );
  }

  const title = isNew ? t('boStaff.new') : t('boStaff.editCashier', { name: cashier.Name });
  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      {isTypingPin ? (
        <PinEntry
          onPin={(pin) => {
            set('pin', pin);
            setErrors((current) => ({ ...current, pin: undefined }));
            setIsTypingPin(false);
          }}
          onCancel={() => setIsTypingPin(false)}
        />
      ) : (
        <Stack gap="md">
          <TextInput label={t('boStaff.fields.name')} size="md" value={values.name} onChange={(event) => set('name', event.currentTarget.value)} error={message('name')} data-autofocus />
          <TextInput
            label={t('boStaff.fields.username')}
            description={t('boStaff.usernameHint')}
            size="md"
            autoComplete="off"
            value={values.username}
            onChange={(event) => set('username', event.currentTarget.value)}
            error={message('username')}
          />
          <Select
            label={t('boStaff.fields.role')}
            size="md"
            data={roles.map((role) => ({ value: String(role.Id), label: role.Name }))}
            value={values.roleId === null ? null : String(values.roleId)}
            onChange={(value) => set('roleId', value === null ? null : Number(value))}
            error={message('roleId')}
            allowDeselect={false}
            data-testid="staff-role"
          />
          <Checkbox.Group
            label={t('boStaff.fields.outlets')}
            value={values.outletIds.map(String)}
            onChange={(ids) => set('outletIds', ids.map(Number))}
            error={message('outletIds')}
            size="md"
          >
            <Stack gap="xs" mt="xs">
              {outlets.map((outlet) => (
                <Checkbox key={outlet.Id} value={String(outlet.Id)} label={outlet.Name} size="md" />
              ))}
            </Stack>
          </Checkbox.Group>
          <Stack gap={4}>
            <Input.Label size="md">{t('boStaff.fields.pin')}</Input.Label>
            <Group justify="space-between" wrap="nowrap">
              {values.pin ? (
                <Badge color="teal" variant="light" size="lg">
                  {t('boStaff.pinSet')}
                </Badge>
              ) : (
                <Text c={errors.pin ? 'red' : 'dimmed'} size="sm">
                  {errors.pin ? message('pin') : isNew ? t('boStaff.pinNotSet') : t('boStaff.keepPinHint')}
                </Text>
              )}
              <Button variant="light" size="md" leftSection={<IconKey size={18} />} onClick={() => setIsTypingPin(true)} style={{ flexShrink: 0 }}>
                {values.pin || !isNew ? t('boStaff.changePin') : t('boStaff.setPin')}
              </Button>
            </Group>
          </Stack>
          <Group justify="flex-end" mt="md">
            <Button variant="default" size="md" onClick={onClose}>
              {t('backOffice.cancel')}
            </Button>
            <Button size="md" onClick={submit} loading={save.isPending}>
              {isNew ? t('backOffice.create') : t('backOffice.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
