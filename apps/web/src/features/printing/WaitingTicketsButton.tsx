import { Button, Popover } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAgentQueueQuery } from './use-agent-queue.ts';
import { WaitingTicketsPanel } from './WaitingTicketsPanel.tsx';

/** Header indicator: shows only while tickets wait for a printer; opens the waiting list. */
export function WaitingTicketsButton() {
  const { t } = useTranslation();
  const queue = useAgentQueueQuery();
  const count = queue.data?.reduce((sum, printer) => sum + printer.jobs.length, 0) ?? 0;
  if (count === 0) return null;
  return (
    <Popover width={560} position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button color="orange" variant="light" leftSection={<IconPrinter size={18} />} data-testid="waiting-tickets-button">
          {t('printing.waitingCount', { count })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <WaitingTicketsPanel />
      </Popover.Dropdown>
    </Popover>
  );
}
