import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { BackOfficeListPage } from '../BackOfficeListPage.tsx';
import { useOwnerOutlets } from '../api.ts';
import { PinEntry } from './PinEntry.tsx';
import { StaffDialog } from './StaffDialog.tsx';
import { useCashiers, useRemoveCashier, useResetPin, useRoles } from './staff-api.ts';

type Editing = { cashier: User | null } | null;

/** Route /backoffice/staff: the owner's cashiers (role, outlets, a locked PIN), new ones, PIN resets and removal. */
export function StaffScreen() {
  const { t } = useTranslation();
  const cashiers = useCashiers();
  const roles = useRoles();
  const outlets = useOwnerOutlets();
  const [editing, setEditing] = useState<Editing>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const [removing, setRemoving] = useState<User | null>(null);
  const resetPin = useResetPin();
  const remove = useRemoveCashier();

  const outletName = (id: number) => outlets.data?.find((outlet) => outlet.Id === id)?.Name ?? `#${id}`;
  const isLoading = cashiers.isPending || roles.isPending || outlets.isPending;

  return (
    <BackOfficeListPage
      title={t('boStaff.title')}
      subtitle={t('boStaff.subtitle')}
      newLabel={t('boStaff.new')}
      onNew={() => setEditing({ cashier: null })}
      // The dialog offers the roles and outlets: it opens once they are here.
      isNewDisabled={isLoading}
      query={{ ...cashiers, isPending: isLoading }}
      emptyText={t('boStaff.empty')}
      renderList={(items) => (
        <Table striped highlightOnHover verticalSpacing="md" fz="md" data-testid="staff-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('boStaff.fields.name')}</Table.Th>
              <Table.Th>{t('boStaff.fields.username')}</Table.Th>
              <Table.Th>{t('boStaff.fields.role')}</Table.Th>
              <Table.Th>{t('boStaff.fields.outlets')}</Table.Th>
              <Table.Th>{t('boStaff.fields.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((cashier) => (
              <Table.Tr key={cashier.Id} data-testid={`staff-row-${cashier.Username}`}>
                <Table.Td fw={600}>{cashier.Name}</Table.Td>
                <Table.Td>{cashier.Username}</Table.Td>
                <Table.Td>{cashier.UserRole?.Role.Name ?? t('boStaff.noRole')}</Table.Td>
                <Table.Td>{cashier.UserRole?.UserRoleOutlets.map((outlet) => outletName(outlet.OutletId)).join(', ')}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    {cashier.IsActive ? (
                      <Badge color="teal" variant="light" size="lg">
                        {t('boStaff.active')}
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light" size="lg">
                        {t('backOffice.archived')}
                      </Badge>
                    )}
                    {cashier.IsPinLocked ? (
                      <Badge color="red" variant="filled" size="lg">
                        {t('boStaff.locked')}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button variant="light" size="sm" aria-label={t('boStaff.editCashier', { name: cashier.Name })} onClick={() => setEditing({ cashier })}>
                      {t('backOffice.edit')}
                    </Button>
                    <Button variant="light" size="sm" color="orange" aria-label={t('boStaff.resetPinFor', { name: cashier.Name })} onClick={() => setResetting(cashier)}>
                      {t('boStaff.resetPin')}
                    </Button>
                    {cashier.IsActive ? (
                      <Button variant="light" size="sm" color="red" aria-label={t('boStaff.removeCashier', { name: cashier.Name })} onClick={() => setRemoving(cashier)}>
                        {t('boStaff.remove')}
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    >

      {editing ? <StaffDialog cashier={editing.cashier} roles={roles.data ?? []} outlets={outlets.data ?? []} onClose={() => setEditing(null)} /> : null}

      <Modal opened={resetting !== null} onClose={() => setResetting(null)} title={resetting ? t('boStaff.resetPinFor', { name: resetting.Name }) : ''} size="lg" centered>
        {resetting ? (
          <PinEntry
            hint={t('boStaff.resetPinHint', { name: resetting.Name })}
            isSubmitting={resetPin.isPending}
            onCancel={() => setResetting(null)}
            onPin={(pin) =>
              resetPin.mutate(
                { id: resetting.Id, pin },
                {
                  onSuccess: () => {
                    toast.success(t('boStaff.pinReset', { name: resetting.Name }));
                    setResetting(null);
                  },
                  onError: (failure) => toast.error(errorMessageOf(failure)),
                },
              )
            }
          />
        ) : null}
      </Modal>

      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={removing ? t('boStaff.removeTitle', { name: removing.Name }) : ''} centered>
        {removing ? (
          <Stack>
            <Text>{t('boStaff.removeText')}</Text>
            <Group justify="flex-end">
              <Button variant="default" size="md" onClick={() => setRemoving(null)}>
                {t('backOffice.cancel')}
              </Button>
              <Button
                color="red"
                size="md"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(removing.Id, {
                    onSuccess: (result) => {
                      toast.success(t(result.Archived ? 'boStaff.wasArchived' : 'boStaff.wasDeleted', { name: removing.Name }));
                      setRemoving(null);
                    },
                    onError: (failure) => toast.error(errorMessageOf(failure)),
                  })
                }
              >
                {t('boStaff.remove')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </BackOfficeListPage>
  );
}
