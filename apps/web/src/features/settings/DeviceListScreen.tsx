import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Loader, Paper, Table, Text, Title } from '@mantine/core';
import { IconCash, IconPencil, IconPlus, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SpecMessage } from '@kasir/domain';
import type { Device } from '@kasir/contracts';
import { errorMessageOf } from '../../api/http-client.ts';
import { openDialogForResult } from '../../dialogs/dialog-registry.ts';
import { toast } from '../../shared/ui/toast.ts';
import { openCashDrawer, printTest, useDevicesQuery } from '../printing/index.ts';
import { DeviceEditDialog } from './dialogs/DeviceEditDialog.tsx';
import { NoSettingsAccess } from './NoSettingsAccess.tsx';
import { useDeviceMutations } from './settings-api.ts';
import { useSettingsAccess } from './settings-access.ts';
import { useTranslateMessage } from '../../i18n/messages.ts';

/** Route /cashier/settings/device-list: the outlet's printers, each with a test print. */
export function DeviceListScreen() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const { canOpenSettings } = useSettingsAccess();
  const devices = useDevicesQuery();
  const { remove } = useDeviceMutations();
  const [editing, setEditing] = useState<Device | null | 'new'>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  if (!canOpenSettings) return <NoSettingsAccess />;

  const runTest = async (device: Device): Promise<void> => {
    setBusyId(device.Id);
    try {
      await printTest(device.Id);
    } finally {
      setBusyId(null);
    }
  };
  const confirmDelete = async (device: Device): Promise<void> => {
    const isSure = await openDialogForResult('yes-no', {
      title: t('printSettings.deleteDevice'),
      message: t('printSettings.deleteDeviceConfirm', { name: device.Name }),
      confirmLabel: t('printSettings.delete'),
      isDanger: true,
    });
    if (isSure !== true) return;
    remove.mutate(device.Id, { onError: (error) => toast.error(errorMessageOf(error)) });
  };

  let body;
  if (devices.isPending) body = <Loader aria-label={t('common.loading')} />;
  else if (devices.isError) body = <Text c="red">{errorMessageOf(devices.error)}</Text>;
  else if (devices.data.length === 0) body = <Text c="dimmed">{translateMessage(SpecMessage.NO_DATA)}</Text>;
  else
    body = (
      <Table verticalSpacing="md" fz="md" data-testid="device-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('printSettings.deviceName')}</Table.Th>
            <Table.Th>{t('printSettings.ipAddress')}</Table.Th>
            <Table.Th>{t('printSettings.paperWidth')}</Table.Th>
            <Table.Th>{t('printSettings.drawer')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {devices.data.map((device) => (
            <Table.Tr key={device.Id} data-testid={`device-row-${device.Id}`}>
              <Table.Td fw={600}>{device.Name}</Table.Td>
              <Table.Td ff="monospace">{device.IpAddress}</Table.Td>
              <Table.Td>{device.PaperWidth} mm</Table.Td>
              <Table.Td>{device.IsConnectedDrawer ? <Badge color="teal">{t('printSettings.drawerConnected')}</Badge> : '—'}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button variant="light" leftSection={<IconPrinter size={18} />} loading={busyId === device.Id} onClick={() => void runTest(device)}>
                    {t('printSettings.testPrint')}
                  </Button>
                  {device.IsConnectedDrawer ? (
                    <ActionIcon size="xl" variant="light" aria-label={t('printSettings.openDrawer')} onClick={() => void openCashDrawer(device)}>
                      <IconCash />
                    </ActionIcon>
                  ) : null}
                  <ActionIcon size="xl" variant="default" aria-label={t('printSettings.editDevice')} onClick={() => setEditing(device)}>
                    <IconPencil />
                  </ActionIcon>
                  <ActionIcon size="xl" variant="light" color="red" aria-label={t('printSettings.deleteDevice')} onClick={() => void confirmDelete(device)}>
                    <IconTrash />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );

  return (
    <Paper p="xl" radius="lg" withBorder>
      <Group justify="space-between" mb="lg">
        <Title order={2}>{t('screens.deviceList.title')}</Title>
        <Button size="lg" leftSection={<IconPlus />} onClick={() => setEditing('new')} data-testid="device-add">
          {t('printSettings.addDevice')}
        </Button>
      </Group>
      {body}
      {editing !== null ? <DeviceEditDialog device={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Paper>
  );
}
