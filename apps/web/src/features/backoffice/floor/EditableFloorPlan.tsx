import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconDoor, IconHourglassHigh, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TableType } from '@kasir/domain';
import type { FloorTable } from '@kasir/contracts';
import { fitScale, layoutAreaSize, layoutTableBox, parseAreaSize, parsePosition, type Point } from '../../tables/floor/floor-plan.ts';
import { draggedPosition, isDrag, nudgedPosition } from './floor-drag.ts';

export interface EditableFloorPlanProps {
  areaSize: string;
  tables: readonly FloorTable[];
  /** Positions saved on screen but not yet confirmed by the server (a drop, a nudge). */
  pendingPositions: ReadonlyMap<number, Point>;
  selectedTableId: number | null;
  onSelect(table: FloorTable): void;
  /** A drop: the table's new position in area units, snapped and inside the area. */
  onMove(table: FloorTable, position: Point): void;
  /** An arrow key on the selected table: moved at once, saved a moment later. */
  onNudge(table: FloorTable, position: Point): void;
}

type Drag = { tableId: number; pointerStart: Point; start: Point; current: Point; isMoving: boolean };

export const positionOf = (table: FloorTable, pending: ReadonlyMap<number, Point>): Point => pending.get(table.Id) ?? parsePosition(table.Position, table.PositionX, table.PositionY);

/**
 * The area drawn with the cashier's own geometry (fitScale, layoutTableBox …), each table a real
 * button the owner drags with a pointer or moves with the arrow keys.
 */
export function EditableFloorPlan({ areaSize, tables, pendingPositions, selectedTableId, onSelect, onMove, onNudge }: EditableFloorPlanProps) {
  const { t } = useTranslation();
  const { ref, width } = useElementSize();
  const area = parseAreaSize(areaSize);
  const scale = fitScale(area, { width, height: Number.POSITIVE_INFINITY });
  const drawn = layoutAreaSize(area, scale);
  // The ref answers pointer events at once; the state redraws the table under the pointer.
  const dragRef = useRef<Drag | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);

  const update = (next: Drag | null) => {
    dragRef.current = next;
    setDrag(next);
  };

  function pointerDown(event: PointerEvent<HTMLButtonElement>, table: FloorTable) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const start = positionOf(table, pendingPositions);
    update({ tableId: table.Id, pointerStart: { x: event.clientX, y: event.clientY }, start, current: start, isMoving: false });
    onSelect(table);
  }

  function pointerMove(event: PointerEvent<HTMLButtonElement>, table: FloorTable) {
    const current = dragRef.current;
    if (!current || current.tableId !== table.Id) return;
    const deltaPx = { x: event.clientX - current.pointerStart.x, y: event.clientY - current.pointerStart.y };
    const isMoving = current.isMoving || isDrag(deltaPx);
    if (!isMoving) return;
    update({ ...current, isMoving, current: draggedPosition({ start: current.start, deltaPx, scale, capacity: table.Capacity, area }) });
  }

  function pointerUp(table: FloorTable) {
    const current = dragRef.current;
    update(null);
    if (!current || current.tableId !== table.Id || !current.isMoving) return;
    if (current.current.x !== current.start.x || current.current.y !== current.start.y) onMove(table, current.current);
  }

  function keyDown(event: KeyboardEvent<HTMLButtonElement>, table: FloorTable) {
    const next = nudgedPosition(event.key, event.shiftKey, positionOf(table, pendingPositions), table.Capacity, area);
    if (!next) return;
    event.preventDefault();
    onNudge(table, next);
  }

  // Rooms lie under the tables standing in them.
  const ordered = [...tables].sort((left, right) => Number(right.IsRoom) - Number(left.IsRoom));

  return (
    <Box ref={ref} w="100%">
      <Box
        data-testid="bo-floor-plan"
        data-scale={scale.toFixed(3)}
        pos="relative"
        style={{
          width: drawn.width,
          height: drawn.height,
          background: 'repeating-linear-gradient(0deg, var(--mantine-color-coffee-0) 0 39px, var(--mantine-color-coffee-1) 39px 40px)',
          border: '1px solid var(--mantine-color-coffee-2)',
          borderRadius: 12,
          touchAction: 'none',
        }}
      >
        {ordered.map((table) => {
          const isDragged = drag?.tableId === table.Id;
          const position = isDragged ? drag.current : positionOf(table, pendingPositions);
          const box = layoutTableBox({ area, position, capacity: table.Capacity, scale });
          const isSelected = table.Id === selectedTableId;
          return (
            <UnstyledButton
              key={table.Id}
              data-testid={`bo-table-${table.TableName}`}
              data-position={`${position.x}*${position.y}`}
              aria-pressed={isSelected}
              aria-label={t('boFloor.plan.tableLabel', { name: table.TableName, seats: table.Capacity, x: position.x, y: position.y })}
              onPointerDown={(event) => pointerDown(event, table)}
              onPointerMove={(event) => pointerMove(event, table)}
              onPointerUp={() => pointerUp(table)}
              onPointerCancel={() => update(null)}
              onKeyDown={(event) => keyDown(event, table)}
              style={{
                position: 'absolute',
                left: box.x,
                top: box.y,
                width: box.width,
                height: box.height,
                zIndex: isDragged ? 3 : table.IsRoom ? 0 : 1,
                background: table.IsRoom ? 'rgba(255,255,255,0.55)' : 'var(--mantine-color-white)',
                border: `2px ${table.IsRoom ? 'dashed' : 'solid'} var(--mantine-color-coffee-5)`,
                borderRadius: table.IsRoom ? 6 : 14,
                boxShadow: isSelected ? '0 0 0 4px var(--mantine-color-yellow-5)' : isDragged ? '0 8px 18px rgba(0,0,0,0.25)' : '0 1px 3px rgba(0,0,0,0.12)',
                cursor: isDragged ? 'grabbing' : 'grab',
                padding: 4,
                overflow: 'hidden',
                userSelect: 'none',
                touchAction: 'none',
              }}
            >
              <Group gap={4} wrap="nowrap" justify="center" align={table.IsRoom ? 'flex-start' : 'center'} h="100%">
                {table.IsRoom ? <IconDoor size={16} aria-hidden /> : null}
                {table.Type === TableType.TIME_BASED ? <IconHourglassHigh size={16} aria-hidden /> : null}
                <Text fw={800} fz="md" lh={1.1} truncate>
                  {table.TableName}
                </Text>
                {table.IsRoom ? null : (
                  <Group gap={2} wrap="nowrap" fz={11}>
                    <IconUsers size={12} aria-hidden />
                    <Text fz={11}>{table.Capacity}</Text>
                  </Group>
                )}
              </Group>
            </UnstyledButton>
          );
        })}
      </Box>
    </Box>
  );
}
