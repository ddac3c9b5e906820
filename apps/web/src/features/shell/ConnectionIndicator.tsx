import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServerReachable } from '../../api/reachability.ts';
import { useSocketStatus, type SocketStatus } from '../../api/socket-client.ts';

const colorByStatus: Record<SocketStatus, string> = {
  connected: 'teal',
  connecting: 'yellow',
  reconnecting: 'orange',
  disconnected: 'red',
};

/** Whether other terminals' changes reach this one right now. */
export function ConnectionIndicator() {
  const { t } = useTranslation();
  const socketStatus = useSocketStatus();
  // The socket keeps "reconnecting" for as long as it retries; the health probe knows the server is gone.
  const status: SocketStatus = useServerReachable() ? socketStatus : 'disconnected';
  return (
    <Badge
      size="lg"
      variant="dot"
      color={colorByStatus[status]}
      data-testid="connection-status"
      data-status={status}
      role="status"
      aria-live="polite"
    >
      {t(`connection.${status}`)}
    </Badge>
  );
}
