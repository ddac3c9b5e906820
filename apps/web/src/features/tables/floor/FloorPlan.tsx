import { useMemo } from 'react';
import { Box as MantineBox } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { OutletTable } from '../wire-types.ts';
import { fitScale, layoutAreaSize, layoutTableBox, parseAreaSize, parsePosition } from './floor-plan.ts';
import { showsTimeLeft, tableEndsAt } from './table-appearance.ts';
import { TableButton } from './TableButton.tsx';
import { useNow } from './use-now.ts';

export interface FloorPlanProps {
  areaSize: string | null | undefined;
  tables: OutletTable[];
  /** Every table of the area, to count the tables inside each room. */
  allTables: OutletTable[];
  outletType: number;
  timeZoneHours: number;
  fetchedAt: Date;
  selectedTableId: number | null;
  isHeldByOther(table: OutletTable): boolean;
  onChoose(table: OutletTable): void;
}

/** An area drawn to scale: AreaSize is the room, each table sits at its Position (spec §2). */
export function FloorPlan({ areaSize, tables, allTables, outletType, timeZoneHours, fetchedAt, selectedTableId, isHeldByOther, onChoose }: FloorPlanProps) {
  const { ref, width } = useElementSize();
  const area = parseAreaSize(areaSize);
  // Fit the width; the plan scrolls vertically when a tall area meets a short screen.
  const scale = fitScale(area, { width, height: Number.POSITIVE_INFINITY });
  const drawn = layoutAreaSize(area, scale);
  const endsAtById = useMemo(
    () => new Map(tables.map((table) => [table.Id, showsTimeLeft(table, outletType) ? tableEndsAt(table, timeZoneHours, fetchedAt) : null])),
    [tables, outletType, timeZoneHours, fetchedAt],
  );
  const isTicking = [...endsAtById.values()].some((endsAt) => endsAt !== null);
  const now = useNow(isTicking);

  return (
    <MantineBox ref={ref} w="100%">
      <MantineBox
        data-testid="floor-plan"
        data-scale={scale.toFixed(3)}
        pos="relative"
        style={{
          width: drawn.width,
          height: drawn.height,
          background: 'repeating-linear-gradient(0deg, var(--mantine-color-coffee-0) 0 39px, var(--mantine-color-coffee-1) 39px 40px)',
          border: '1px solid var(--mantine-color-coffee-2)',
          borderRadius: 12,
        }}
      >
        {tables.map((table) => (
          <TableButton
            key={table.Id}
            table={table}
            box={layoutTableBox({ area, position: parsePosition(table.Position, table.PositionX, table.PositionY), capacity: table.Capacity, scale })}
            now={now}
            endsAt={endsAtById.get(table.Id) ?? null}
            roomTableCount={table.IsRoom ? allTables.filter((inner) => inner.RoomId === table.Id).length : 0}
            isSelected={table.Id === selectedTableId}
            isHeldByOther={isHeldByOther(table)}
            onChoose={onChoose}
          />
        ))}
      </MantineBox>
    </MantineBox>
  );
}
