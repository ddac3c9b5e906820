import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDoor, IconHourglassHigh, IconLock, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TableType, formatTimeLeft } from '@kasir/domain';
import type { OutletTable } from '../wire-types.ts';
import type { Box } from './floor-plan.ts';
import { tableColours } from './table-appearance.ts';

export interface TableButtonProps {
  table: OutletTable;
  box: Box;
  now: Date;
  /** When the table's time runs out, or null when no time left shows for it (spec §2). */
  endsAt: Date | null;
  roomTableCount: number;
  isSelected: boolean;
  /** Held FILLED by another cashier: shown with the holder's name. */
  isHeldByOther: boolean;
  onChoose(table: OutletTable): void;
}

/** Below this height a table shows its name and one more line only. */
const COMPACT_BELOW_PX = 72;
/**
 * The countdown is read across the room: as large as the table's width allows ('00:00:00' is
 * eight tabular digits, about 0.6 em each plus the padding), within these bounds.
 */
const TIME_FONT_MIN_PX = 14;
const TIME_FONT_MAX_PX = 26;
const TIME_TEXT_WIDTH_EM = 5.4;

function countdownFontPx(boxWidthPx: number): number {
  return Math.max(TIME_FONT_MIN_PX, Math.min(TIME_FONT_MAX_PX, Math.floor(boxWidthPx / TIME_TEXT_WIDTH_EM)));
}

/** One table (or room) of the floor plan: a real button placed where the plan says. */
export function TableButton({ table, box, now, endsAt, roomTableCount, isSelected, isHeldByOther, onChoose }: TableButtonProps) {
  const { t } = useTranslation();
  const isUp = endsAt !== null && endsAt.getTime() <= now.getTime();
  const colours = tableColours(table, isUp);
  const isTimeBased = table.Type === TableType.TIME_BASED;
  const isCompact = box.height < COMPACT_BELOW_PX;
  const seatsText = table.IsRoom ? t('tables.floor.roomTables', { count: roomTableCount }) : table.Pax > 0 ? `${table.Pax}/${table.Capacity}` : String(table.Capacity);
  return (
    <UnstyledButton
      data-testid={`table-${table.TableName}`}
      data-status={table.Status}
      data-tone={colours.tone}
      aria-pressed={isSelected}
      aria-label={t('tables.floor.tableLabel', { name: table.TableName, status: t(`tables.status.${colours.tone}`) })}
      onClick={() => onChoose(table)}
      style={{
        position: 'absolute',
        left: box.x,
        top: box.y,
        width: box.width,
        height: box.height,
        background: colours.background,
        color: colours.color,
        border: `2px solid ${colours.border}`,
        borderRadius: table.IsRoom ? 6 : 14,
        boxShadow: isSelected ? '0 0 0 4px var(--mantine-color-yellow-5)' : '0 1px 3px rgba(0,0,0,0.12)',
        padding: isCompact ? 4 : 6,
        overflow: 'hidden',
      }}
    >
      <Stack gap={isCompact ? 1 : 2} align="center" justify="center" h="100%">
        <Group gap={4} wrap="nowrap" justify="center">
          {table.IsRoom ? <IconDoor size={16} aria-hidden /> : null}
          {isTimeBased ? <IconHourglassHigh size={16} data-testid={`table-time-icon-${table.TableName}`} aria-label={t('tables.floor.timeBased')} /> : null}
          {isHeldByOther ? <IconLock size={14} aria-hidden /> : null}
          <Text fw={800} fz={endsAt !== null && isCompact ? 13 : 'md'} lh={1.1} truncate>
            {table.TableName}
          </Text>
        </Group>
        {endsAt !== null ? (
          <>
            <Text
              fz={countdownFontPx(box.width)}
              fw={800}
              lh={1}
              style={{ fontVariantNumeric: 'tabular-nums', letterSpacing: 0.5 }}
              data-testid={`table-time-left-${table.TableName}`}
            >
              {formatTimeLeft(now, endsAt)}
            </Text>
            {isUp ? (
              <Text fz={11} fw={800} lh={1} tt="uppercase" data-testid={`table-time-up-${table.TableName}`}>
                {t('tables.timer.timeUp')}
              </Text>
            ) : null}
          </>
        ) : isCompact ? (
          // A small box (the 100x50 minimum) has room for one line: the most urgent fact.
          <Text fz={11} lh={1} truncate maw="100%">
            {isHeldByOther && table.LockByName ? table.LockByName : seatsText}
          </Text>
        ) : null}
        {isCompact ? null : (
          <>
            <Group gap={3} wrap="nowrap" fz={11}>
              {table.IsRoom ? null : <IconUsers size={12} aria-hidden />}
              <Text fz={11} lh={1}>
                {seatsText}
              </Text>
            </Group>
            {isHeldByOther && table.LockByName ? (
              <Text fz={10} lh={1} truncate maw="100%">
                {table.LockByName}
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </UnstyledButton>
  );
}
