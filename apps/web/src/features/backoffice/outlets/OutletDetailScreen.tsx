import { Badge, Button, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { parseRowId } from '@kasir/domain';
import { toast } from '../../../shared/ui/toast.ts';
import { outletTypeLabel } from '../../session/outlet-type-label.ts';
import { backOfficePaths } from '../backoffice-paths.ts';
import { outletToForm } from './outlet-form.ts';
import { OutletForm } from './OutletForm.tsx';
import { OutletSettingsForm } from './OutletSettingsForm.tsx';
import { OrderTypesTable } from './OrderTypesTable.tsx';
import { SuspendControl } from './SuspendControl.tsx';
import { useOutletList, useUpdateOutlet } from './outlets-api.ts';

/** Route /backoffice/outlets/:id: the outlet's details and suspension, its order types and its settings. */
export function OutletDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const outletId = parseRowId(useParams().id ?? '') ?? 0;
  const outlets = useOutletList();
  const update = useUpdateOutlet(outletId);
  const outlet = outlets.data?.find((candidate) => candidate.Id === outletId) ?? null;

  if (outlets.isPending) return <Loader />;
  if (!outlet) return <Text>{t('boOutlets.notFound')}</Text>;

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="md" wrap="nowrap">
          <Button variant="subtle" size="md" leftSection={<IconArrowLeft size={18} />} onClick={() => void navigate(backOfficePaths.outlets)}>
            {t('backOffice.back')}
          </Button>
          <Title order={2}>{outlet.Name}</Title>
          <Badge variant="light" size="lg">
            {outletTypeLabel(t, outlet.Type)}
          </Badge>
          {outlet.IsSuspend ? (
            <Badge color="red" size="lg">
              {t('boOutlets.suspended')}
            </Badge>
          ) : null}
        </Group>
      </Group>

      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="details" fz="md">
            {t('boOutlets.tabs.details')}
          </Tabs.Tab>
          <Tabs.Tab value="orderTypes" fz="md">
            {t('boOutlets.tabs.orderTypes')}
          </Tabs.Tab>
          <Tabs.Tab value="settings" fz="md">
            {t('boOutlets.tabs.settings')}
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="details" pt="lg">
          <Stack gap="lg">
            <Paper withBorder p="lg">
              <SuspendControl outlet={outlet} />
            </Paper>
            <Paper withBorder p="lg">
              <OutletForm
                // A fresh form when the stored outlet changes (saved here or elsewhere).
                key={JSON.stringify(outlet)}
                initial={outletToForm(outlet)}
                submitLabel={t('backOffice.save')}
                onSubmit={async (body) => {
                  await update.mutateAsync(body);
                  toast.success(t('backOffice.saved'));
                }}
              />
            </Paper>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="orderTypes" pt="lg">
          <OrderTypesTable outletId={outlet.Id} />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="lg">
          <OutletSettingsForm outletId={outlet.Id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
