import { Badge, Group, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatOutletTimeOfDay, formatTimeLeft, isTimeUp } from '@kasir/domain';
import { useNow } from '../floor/use-now.ts';

export interface TablePlayTimeProps {
  /** When the table's time runs out; null for a timed table with no end (Ongoing). */
  endsAt: Date | null;
  timeZoneHours: number;
}

/** A timed table's play time in Manage table: time left and the end on the outlet clock, red 'Time up' once it is 00:00:00 (spec §2). */
export function TablePlayTime({ endsAt, timeZoneHours }: TablePlayTimeProps) {
  const { t } = useTranslation();
  const now = useNow(endsAt !== null);
  const isUp = endsAt !== null && isTimeUp(now, endsAt);
  return (
    <Group gap="sm" data-testid="manage-play-time" data-time-up={isUp}>
      <IconHourglassHigh size={20} aria-hidden />
      <Text fw={600}>{t('tables.timer.playTime')}</Text>
      {endsAt === null ? (
        <Text c="dimmed">{t('tables.timer.noEnd')}</Text>
      ) : (
        <>
          <Text fw={800} fz="lg" style={{ fontVariantNumeric: 'tabular-nums' }} c={isUp ? 'red.8' : undefined}>
            {formatTimeLeft(now, endsAt)}
          </Text>
          {isUp ? (
            <Badge color="red" variant="filled" size="lg">
              {t('tables.timer.timeUp')}
            </Badge>
          ) : null}
          <Text c="dimmed" fz="sm">
            {t('tables.timer.endsAt', { time: formatOutletTimeOfDay(endsAt, timeZoneHours).slice(0, 5) })}
          </Text>
        </>
      )}
    </Group>
  );
}
