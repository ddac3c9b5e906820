import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoleDetail } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { BackOfficeListPage } from '../BackOfficeListPage.tsx';
import { RoleEditor } from './RoleEditor.tsx';
import { useDeleteRole, useRoles } from './staff-api.ts';

type Editing = { role: RoleDetail | null } | null;

/** Route /backoffice/roles: the owner's roles with how many users hold each; new, edit, delete. */
export function RolesScreen() {
  const { t } = useTranslation();
  const roles = useRoles();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RoleDetail | null>(null);
  const remove = useDeleteRole();

  return (
    <BackOfficeListPage
      title={t('boStaff.roles.title')}
      subtitle={t('boStaff.roles.subtitle')}
      newLabel={t('boStaff.roles.new')}
      onNew={() => setEditing({ role: null })}
      query={roles}
      emptyText={t('boStaff.roles.empty')}
      renderList={(items) => (
        <Table striped highlightOnHover verticalSpacing="md" fz="md" data-testid="roles-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('boStaff.roles.name')}</Table.Th>
              <Table.Th>{t('boStaff.roles.users')}</Table.Th>
              <Table.Th>{t('boStaff.roles.access')}</Table.Th>
              <Table.Th>{t('boStaff.roles.flags')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((role) => (
              <Table.Tr key={role.Id} data-testid={`role-row-${role.Name}`}>
                <Table.Td fw={600}>{role.Name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{t('boStaff.roles.userCount', { count: role.UserCount })}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{t('boStaff.roles.modulesCount', { count: role.RoleModuleAccesses.length })}</Text>
                  <Text size="sm" c="dimmed">
                    {t('boStaff.roles.permissionsCount', { count: role.RoleOtherModules.length })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    {role.AutomaticStartShift ? (
                      <Badge variant="light" size="lg">
                        {t('boStaff.roles.automaticStartShift')}
                        {role.StartShiftTime ? ` ≥ ${role.StartShiftTime.slice(0, 5)}` : ''}
                      </Badge>
                    ) : null}
                    {role.AutomaticLogoutChasier ? (
                      <Badge variant="light" color="grape" size="lg">
                        {t('boStaff.roles.automaticLogout')}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button variant="light" size="sm" aria-label={t('boStaff.roles.editRole', { name: role.Name })} onClick={() => setEditing({ role })}>
                      {t('backOffice.edit')}
                    </Button>
                    <Button variant="light" color="red" size="sm" aria-label={t('boStaff.roles.deleteRole', { name: role.Name })} onClick={() => setDeleting(role)}>
                      {t('backOffice.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    >

      {editing ? <RoleEditor role={editing.role} onClose={() => setEditing(null)} /> : null}

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={deleting ? t('boStaff.roles.deleteTitle', { name: deleting.Name }) : ''} centered>
        {deleting ? (
          <Stack>
            <Text>{t('boStaff.roles.deleteText')}</Text>
            <Group justify="flex-end">
              <Button variant="default" size="md" onClick={() => setDeleting(null)}>
                {t('backOffice.cancel')}
              </Button>
              <Button
                color="red"
                size="md"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(deleting.Id, {
                    onSuccess: () => {
                      toast.success(t('boStaff.roles.deleted', { name: deleting.Name }));
                      setDeleting(null);
                    },
                    // The server names how many users still hold the role.
                    onError: (failure) => toast.error(errorMessageOf(failure)),
                  })
                }
              >
                {t('backOffice.delete')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </BackOfficeListPage>
  );
}
