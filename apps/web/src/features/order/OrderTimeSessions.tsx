import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SpecMessage, isTimeUp } from '@kasir/domain';
import type { Order } from '@kasir/contracts';
import { useOutletDateTime } from '../session/use-outlet-date-time.ts';
import { useNow } from '../tables/floor/use-now.ts';
import { useTranslateMessage } from '../../i18n/messages.ts';

type TimeSession = Order['OrderTimeSessions'][number];

/**
 * Spec §3 OrderTimeSessions of a timed table's order: type, start and end on the outlet clock;
 * a session with no end time shows 'Ongoing' (spec §4), one ended by payment or termination
 * says when, and one whose end has come shows red 'Time up' (spec §2: red at 00:00:00), never
 * 'Running'. Nothing shows for an order without sessions.
 */
export function OrderTimeSessions({ sessions }: { sessions: readonly TimeSession[] }) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const formatTime = useOutletDateTime();
  // Ticks while a session still runs towards an end, so 'Running' turns 'Time up' on time.
  const now = useNow(sessions.some((session) => session.TerminatedOn === null && session.EndTime !== null));
  if (sessions.length === 0) return null;
  return (
    <Stack gap={4} data-testid="order-time-sessions">
      <Text fw={600} fz="sm">
        {t('order.timeSessions.title')}
      </Text>
      <Table withTableBorder verticalSpacing={6} fz="sm">
        <Table.Tbody>
          {sessions.map((session, index) => (
            <Table.Tr key={`${session.Type}-${session.StartTime}-${index}`} data-testid="order-time-session">
              <Table.Td>
                <Badge size="sm" variant="light">
                  {t(`order.timeSessions.type${session.Type}`, { defaultValue: String(session.Type) })}
                </Badge>
              </Table.Td>
              <Table.Td>
                {t('order.timeSessions.start')}: {formatTime(session.StartTime)}
              </Table.Td>
              <Table.Td data-testid="order-time-session-end">
                {t('order.timeSessions.end')}: {session.EndTime === null ? translateMessage(SpecMessage.SESSION_ONGOING) : formatTime(session.EndTime)}
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {session.TerminatedOn === null && session.EndTime !== null && isTimeUp(now, new Date(session.EndTime)) ? (
                    <Badge size="sm" color="red" variant="filled" data-testid="order-time-session-status">
                      {t('order.timeSessions.timeUp')}
                    </Badge>
                  ) : session.TerminatedOn === null ? (
                    <Badge size="sm" color="teal" variant="dot" data-testid="order-time-session-status">
                      {t('order.timeSessions.running')}
                    </Badge>
                  ) : (
                    <Text fz="xs" c="dimmed">
                      {t('order.timeSessions.terminated', { time: formatTime(session.TerminatedOn) })}
                    </Text>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
