import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatOutletDateTime } from '@kasir/domain';
import type { CourierHistory } from '@kasir/contracts';
import { useSessionStore } from '../session/session-store.ts';

/** Spec §2 courier tracking: each history status with its time, on the outlet's clock, oldest first. */
export function CourierHistoryList({ histories }: { histories: readonly CourierHistory[] }) {
  const { t } = useTranslation();
  const timeZone = useSessionStore((state) => state.outlet?.TimeZone ?? 7);
  if (histories.length === 0) return <Text c="dimmed">{t('messages.NO_DATA')}</Text>;
  return (
    <Timeline active={histories.length - 1} bulletSize={18} lineWidth={2} data-testid="courier-histories">
      {histories.map((history, index) => (
        <Timeline.Item key={`${history.Code}-${index}`} title={t(`couriers.status.${history.Code}`)} data-testid="courier-history">
          <Text c="dimmed" fz="sm">
            {formatOutletDateTime(history.Time, timeZone)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
