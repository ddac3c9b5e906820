import '@mantine/dates/styles.css';
import { Fragment, useState } from 'react';
import { ActionIcon, Badge, Card, Group, Loader, Table, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY_CODE, DEFAULT_TIME_ZONE_HOURS, SpecMessage, formatOutletDate, getOutletWeekRange } from '@kasir/domain';
import { errorMessageOf } from '../../api/http-client.ts';
import { useSessionStore } from '../session/session-store.ts';
import { useShiftHistoryQuery } from './api.ts';
import { ShiftTransactionDetail } from './ShiftTransactionDetail.tsx';
import { formatShiftTime, formatWireAmount } from './shift-format.ts';
import { useTranslateMessage } from '../../i18n/messages.ts';

/** Spec §7: the history opens on the ISO week, Monday to Sunday, in outlet time. */
export function defaultHistoryRange(now: Date, timeZoneHours: number): [string, string] {
  const week = getOutletWeekRange(now, timeZoneHours);
  return [formatOutletDate(week.start, timeZoneHours), formatOutletDate(week.end, timeZoneHours)];
}

const COLUMN_COUNT = 8;

/** The shifts of this outlet in a date range, each with its transactions on demand. */
export function ShiftHistoryPanel() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const outlet = useSessionStore((state) => state.outlet);
  const timeZone = outlet?.TimeZone ?? DEFAULT_TIME_ZONE_HOURS;
  const currency = outlet?.CurrencyCode ?? DEFAULT_CURRENCY_CODE;
  const [range, setRange] = useState<[string, string]>(() => defaultHistoryRange(new Date(), timeZone));
  const [picked, setPicked] = useState<[string | null, string | null]>(range);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const history = useShiftHistoryQuery(outlet?.Id ?? null, range[0], range[1]);
  const money = (amount: number | null) => (amount === null ? '–' : formatWireAmount(amount, currency));

  let body;
  if (history.isPending) body = <Loader size="sm" aria-label={t('common.loading')} />;
  else if (history.isError) body = <Text c="red" data-testid="shift-history-error">{errorMessageOf(history.error)}</Text>;
  else if (history.data.length === 0) body = <Text c="dimmed" data-testid="shift-history-empty">{translateMessage(SpecMessage.NO_DATA)}</Text>;
  else
    body = (
      <Table data-testid="shift-history-table" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shift.history.cashier')}</Table.Th>
            <Table.Th>{t('shift.history.started')}</Table.Th>
            <Table.Th>{t('shift.history.ended')}</Table.Th>
            <Table.Th ta="right">{t('shift.cash.opening')}</Table.Th>
            <Table.Th ta="right">{t('shift.cash.expected')}</Table.Th>
            <Table.Th ta="right">{t('shift.cash.counted')}</Table.Th>
            <Table.Th ta="right">{t('shift.cash.difference')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.map((shift) => {
            const isExpanded = expandedId === shift.Id;
            return (
              <Fragment key={shift.Id}>
                <Table.Tr data-testid="shift-history-row" data-shift-id={shift.Id}>
                  <Table.Td>{shift.User.Name}</Table.Td>
                  <Table.Td>{formatShiftTime(shift.CreatedOn, timeZone)}</Table.Td>
                  <Table.Td>
                    {shift.UpdatedOn ? formatShiftTime(shift.UpdatedOn, timeZone) : <Badge color="teal" variant="light">{t('shift.history.open')}</Badge>}
                  </Table.Td>
                  <Table.Td ta="right">{money(shift.StartCash)}</Table.Td>
                  <Table.Td ta="right">{money(shift.ExpectedCash)}</Table.Td>
                  <Table.Td ta="right">{money(shift.EndCash)}</Table.Td>
                  <Table.Td ta="right" fw={700} c={shift.Difference !== null && shift.Difference < 0 ? 'red' : undefined} data-testid="shift-history-difference">
                    {money(shift.Difference)}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t(isExpanded ? 'shift.history.hideDetails' : 'shift.history.showDetails')}
                      aria-expanded={isExpanded}
                      onClick={() => setExpandedId(isExpanded ? null : shift.Id)}
                      data-testid="shift-history-toggle"
                    >
                      {isExpanded ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
                {isExpanded && (
                  <Table.Tr>
                    <Table.Td colSpan={COLUMN_COUNT} bg="coffee.0">
                      <ShiftTransactionDetail shiftId={shift.Id} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    );

  return (
    <Card withBorder radius="md" p="lg">
      <Group justify="space-between" mb="sm">
        <Text fw={700} fz="lg">
          {t('shift.history.title')}
        </Text>
        <DatePickerInput
          type="range"
          value={picked}
          onChange={(value) => {
            setPicked(value);
            // The list follows once both ends are picked.
            if (value[0] && value[1]) setRange([value[0], value[1]]);
          }}
          valueFormat="DD/MM/YYYY"
          leftSection={<IconCalendar size={18} />}
          aria-label={t('shift.history.range')}
          w={280}
          data-testid="shift-history-range"
        />
      </Group>
      {body}
    </Card>
  );
}
