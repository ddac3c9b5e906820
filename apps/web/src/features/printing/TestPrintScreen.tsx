import { useState } from 'react';
import { Alert, Badge, Button, Card, Code, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SpecMessage } from '@kasir/domain';
import type { Device } from '@kasir/contracts';
import { errorMessageOf } from '../../api/http-client.ts';
import { fetchPrintedTickets, printAgentUrl } from './agent-client.ts';
import { useDevicesQuery } from './plan-api.ts';
import { printTest } from './print-actions.ts';
import { WaitingTicketsPanel } from './WaitingTicketsPanel.tsx';
import { useTranslateMessage } from '../../i18n/messages.ts';

/** How often the screen asks the agent for new tickets: about as fast as a person looks up. */
export const PRINTED_REFRESH_MS = 3000;
const TICKETS_SHOWN = 3;

/** Route /cashier/testPrint: each printer's last tickets as they read on paper, and the waiting queue. */
export function TestPrintScreen() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const devices = useDevicesQuery();
  let body;
  if (devices.isPending) body = <Loader aria-label={t('common.loading')} />;
  else if (devices.isError) body = <Text c="red">{errorMessageOf(devices.error)}</Text>;
  else if (devices.data.length === 0) body = <Text c="dimmed">{translateMessage(SpecMessage.NO_DATA)}</Text>;
  else
    body = (
      <SimpleGrid cols={2} spacing="md">
        {devices.data.map((device) => (
          <DeviceTickets key={device.Id} device={device} />
        ))}
      </SimpleGrid>
    );
  return (
    <Stack gap="lg">
      <Paper p="xl" radius="lg" withBorder>
        <Title order={2} mb="xs">
          {t('screens.testPrint.title')}
        </Title>
        <Text c="dimmed" mb="lg">
          {t('printing.testPrintHint', { url: printAgentUrl() })}
        </Text>
        {body}
      </Paper>
      <Paper p="xl" radius="lg" withBorder>
        <Title order={3} mb="md">
          {t('printing.waitingTickets')}
        </Title>
        <WaitingTicketsPanel />
      </Paper>
    </Stack>
  );
}

function DeviceTickets({ device }: { device: Device }) {
  const { t } = useTranslation();
  const [isPrinting, setIsPrinting] = useState(false);
  const printed = useQuery({
    queryKey: ['printing', 'printed', device.Ip, device.Port],
    queryFn: () => fetchPrintedTickets({ ip: device.Ip, port: device.Port }, TICKETS_SHOWN),
    refetchInterval: PRINTED_REFRESH_MS,
    staleTime: 0,
  });
  const runTest = async (): Promise<void> => {
    setIsPrinting(true);
    try {
      await printTest(device.Id);
      await printed.refetch();
    } finally {
      setIsPrinting(false);
    }
  };
  return (
    <Card withBorder padding="md" data-testid={`printed-${device.Port}`}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={700}>{device.Name}</Text>
          <Text fz="sm" c="dimmed" ff="monospace">
            {device.IpAddress} · {device.PaperWidth} mm
          </Text>
        </Stack>
        <Button variant="light" style={{ flexShrink: 0 }} leftSection={<IconPrinter size={18} />} loading={isPrinting} onClick={() => void runTest()} data-testid={`test-print-${device.Port}`}>
          {t('printSettings.testPrint')}
        </Button>
      </Group>
      {printed.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
      {printed.isError ? <Alert color="red">{t('printing.agentOffline', { url: printAgentUrl() })}</Alert> : null}
      {printed.data?.length === 0 ? <Text c="dimmed">{t('printing.nothingPrinted')}</Text> : null}
      <Stack gap="sm">
        {printed.data?.map((ticket) => (
          <Stack key={ticket.jobId + ticket.printedAt} gap={4}>
            <Group gap="xs">
              <Text fz="xs" c="dimmed">
                {new Date(ticket.printedAt).toLocaleString()}
              </Text>
              {ticket.isReprint ? <Badge size="xs">{t('printing.reprint')}</Badge> : null}
            </Group>
            <Code block fz="xs" style={{ whiteSpace: 'pre', overflow: 'auto', maxHeight: 360 }}>
              {ticket.text}
            </Code>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
