import { useState } from 'react';
import { Badge, Button, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../shared/ui/toast.ts';
import { outletTypeLabel } from '../../session/outlet-type-label.ts';
import { backOfficePaths } from '../backoffice-paths.ts';
import { emptyOutletForm } from './outlet-form.ts';
import { OutletForm } from './OutletForm.tsx';
import { useCreateOutlet, useOutletList } from './outlets-api.ts';

/** A fresh Idempotency-Key (randomUUID needs a secure context; a till on a LAN address may not be one). */
const newIdempotencyKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** Route /backoffice/outlets: every outlet of the owner (suspended ones marked) and a new one. */
export function OutletsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const outlets = useOutletList();
  const create = useCreateOutlet();
  // One key per opening of the form: a double tap or a retry of the same form makes one outlet.
  const [creatingKey, setCreatingKey] = useState<string | null>(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Stack gap={4}>
          <Title order={2}>{t('boOutlets.title')}</Title>
          <Text c="dimmed">{t('boOutlets.subtitle')}</Text>
        </Stack>
        <Button size="md" leftSection={<IconPlus size={18} />} onClick={() => setCreatingKey(newIdempotencyKey())}>
          {t('boOutlets.new')}
        </Button>
      </Group>

      {outlets.isPending ? <Loader /> : null}
      {outlets.data && outlets.data.length === 0 ? <Text>{t('boOutlets.empty')}</Text> : null}
      {outlets.data && outlets.data.length > 0 ? (
        <Table striped highlightOnHover verticalSpacing="md" fz="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('boOutlets.fields.name')}</Table.Th>
              <Table.Th>{t('boOutlets.fields.type')}</Table.Th>
              <Table.Th>{t('boOutlets.fields.address')}</Table.Th>
              <Table.Th>{t('boOutlets.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {outlets.data.map((outlet) => (
              <Table.Tr key={outlet.Id}>
                <Table.Td fw={600}>{outlet.Name}</Table.Td>
                <Table.Td>{outletTypeLabel(t, outlet.Type)}</Table.Td>
                <Table.Td>{outlet.Address}</Table.Td>
                <Table.Td>
                  {outlet.IsSuspend ? (
                    <Badge color="red" variant="light" size="lg">
                      {t('boOutlets.suspended')}
                    </Badge>
                  ) : (
                    <Badge color="teal" variant="light" size="lg">
                      {t('boOutlets.active')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button variant="light" size="sm" aria-label={t('boOutlets.editOutlet', { name: outlet.Name })} onClick={() => void navigate(`${backOfficePaths.outlets}/${outlet.Id}`)}>
                    {t('backOffice.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}

      <Modal opened={creatingKey !== null} onClose={() => setCreatingKey(null)} title={t('boOutlets.new')} size="xl" centered>
        {creatingKey !== null ? (
          <OutletForm
            initial={emptyOutletForm}
            submitLabel={t('backOffice.create')}
            onCancel={() => setCreatingKey(null)}
            onSubmit={async (body) => {
              const outlet = await create.mutateAsync({ body, idempotencyKey: creatingKey });
              setCreatingKey(null);
              toast.success(t('boOutlets.created', { name: outlet.Name }));
              void navigate(`${backOfficePaths.outlets}/${outlet.Id}`);
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
