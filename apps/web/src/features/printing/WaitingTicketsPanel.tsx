import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Device, QueuedJob } from '@kasir/contracts';
import { toast } from '../../shared/ui/toast.ts';
import { printAgentUrl } from './agent-client.ts';
import { useDevicesQuery } from './plan-api.ts';
import { useAgentQueueQuery, useMoveJobMutation } from './use-agent-queue.ts';

const addressOf = (device: Device): string => `${device.Ip}:${device.Port}`;

/** The agent's waiting tickets per printer; each can be moved to another printer (e.g. the kitchen printer is broken). */
export function WaitingTicketsPanel() {
  const { t } = useTranslation();
  const queue = useAgentQueueQuery();
  const devices = useDevicesQuery();
  const nameOf = (printer: string): string => devices.data?.find((device) => addressOf(device) === printer)?.Name ?? printer;

  if (queue.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (queue.isError) return <Alert color="red" data-testid="agent-offline">{t('printing.agentOffline', { url: printAgentUrl() })}</Alert>;
  if (queue.data.length === 0) return <Text c="dimmed" data-testid="no-waiting-tickets">{t('printing.noWaiting')}</Text>;
  return (
    <Stack gap="sm" data-testid="waiting-tickets">
      {queue.data.map((printer) => (
        <Card key={printer.printer} withBorder padding="sm">
          <Group justify="space-between" mb="xs">
            <Text fw={700}>{nameOf(printer.printer)}</Text>
            <Badge color="orange">{t('printing.waitingCount', { count: printer.jobs.length })}</Badge>
          </Group>
          <Stack gap="xs">
            {printer.jobs.map((job) => (
              <WaitingJobRow key={job.jobId} job={job} devices={devices.data ?? []} nameOf={nameOf} />
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function WaitingJobRow({ job, devices, nameOf }: { job: QueuedJob; devices: Device[]; nameOf: (printer: string) => string }) {
  const { t } = useTranslation();
  const move = useMoveJobMutation();
  const [target, setTarget] = useState<string | null>(null);
  const options = devices.filter((device) => addressOf(device) !== `${job.ip}:${job.port}`).map((device) => ({ value: addressOf(device), label: device.Name }));
  const submit = (): void => {
    const device = devices.find((candidate) => addressOf(candidate) === target);
    if (device === undefined) return;
    move.mutate(
      { jobId: job.jobId, target: { ip: device.Ip, port: device.Port } },
      {
        onSuccess: () => toast.success(t('printing.moved', { printer: nameOf(addressOf(device)) })),
        onError: (error) => toast.error(error.message),
      },
    );
  };
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={`waiting-job-${job.jobId}`}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} truncate>
          {job.firstLine || job.jobId}
          {job.isReprint ? ` · ${t('printing.reprint')}` : ''}
        </Text>
        <Text fz="xs" c="dimmed" truncate>
          {new Date(job.createdAt).toLocaleTimeString()} · {t('printing.attempts', { count: job.attempts })}
          {job.lastError ? ` · ${job.lastError}` : ''}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        {/* Not portalled: inside the header's popover, a click on a portalled option would count as outside and close it. */}
        <Select size="sm" w={160} placeholder={t('printing.moveTo')} data={options} value={target} onChange={setTarget} aria-label={t('printing.moveTo')} comboboxProps={{ withinPortal: false }} />
        <Button size="sm" disabled={target === null} loading={move.isPending} onClick={submit}>
          {t('printing.move')}
        </Button>
      </Group>
    </Group>
  );
}
