import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableStatus } from '@kasir/domain';
import { tableColours, type TableColours } from './table-appearance.ts';

const samples: Array<{ tone: TableColours['tone']; status: number; isReserved: boolean; isTimeUp: boolean }> = [
  { tone: 'empty', status: TableStatus.EMPTY, isReserved: false, isTimeUp: false },
  { tone: 'filled', status: TableStatus.FILLED, isReserved: false, isTimeUp: false },
  { tone: 'ordered', status: TableStatus.ORDERED, isReserved: false, isTimeUp: false },
  { tone: 'timeUp', status: TableStatus.ORDERED, isReserved: false, isTimeUp: true },
  { tone: 'onPayment', status: TableStatus.ON_PAYMENT, isReserved: false, isTimeUp: false },
  { tone: 'reserved', status: TableStatus.EMPTY, isReserved: true, isTimeUp: false },
];

/** What each colour of the plan means. */
export function StatusLegend() {
  const { t } = useTranslation();
  return (
    <Group gap="md">
      {samples.map((sample) => {
        const colours = tableColours({ Status: sample.status, IsReserved: sample.isReserved }, sample.isTimeUp);
        return (
          <Group key={sample.tone} gap={6} wrap="nowrap">
            <span style={{ width: 16, height: 16, borderRadius: 4, background: colours.background, border: `2px solid ${colours.border}`, display: 'inline-block' }} />
            <Text fz="sm">{t(`tables.status.${sample.tone}`)}</Text>
          </Group>
        );
      })}
    </Group>
  );
}
