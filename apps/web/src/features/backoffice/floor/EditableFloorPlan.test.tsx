import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TableStatus, TableType } from '@kasir/domain';
import type { FloorTable } from '@kasir/contracts';
import { AppProviders } from '../../../app/AppProviders.tsx';
import { registerBackOfficeTranslations } from '../backoffice-i18n.ts';
import { EditableFloorPlan } from './EditableFloorPlan.tsx';

beforeAll(() => {
  registerBackOfficeTranslations();
  // jsdom has no pointer capture; the plan only asks for it.
  HTMLElement.prototype.setPointerCapture = () => undefined;
});

const table = (overrides: Partial<FloorTable> & Pick<FloorTable, 'Id' | 'TableName'>): FloorTable => ({
  OutletAreaId: 1,
  TableIndex: overrides.Id,
  Status: TableStatus.EMPTY,
  Position: '100*100',
  PositionX: 100,
  PositionY: 100,
  Capacity: 4,
  IsRoom: false,
  RoomId: null,
  Type: TableType.DINE_IN,
  IsActive: true,
  OrderId: null,
  ...overrides,
});

function renderPlan(tables: FloorTable[], pending = new Map<number, { x: number; y: number }>()) {
  const handlers = { onSelect: vi.fn(), onMove: vi.fn(), onNudge: vi.fn() };
  render(
    <AppProviders queryClient={new QueryClient()}>
      <EditableFloorPlan areaSize="1000*800" tables={tables} pendingPositions={pending} selectedTableId={1} {...handlers} />
    </AppProviders>,
  );
  return handlers;
}

describe('EditableFloorPlan', () => {
  it('draws each table where the cashier plan draws it (scale 1 in jsdom), a pending move first', () => {
    renderPlan([table({ Id: 1, TableName: 'T1' }), table({ Id: 2, TableName: 'T2', Position: '400*300' })], new Map([[2, { x: 500, y: 300 }]]));
    expect(screen.getByTestId('bo-table-T1').style.left).toBe('100px');
    expect(screen.getByTestId('bo-table-T2').style.left).toBe('500px');
    expect(screen.getByTestId('bo-table-T2')).toHaveAttribute('data-position', '500*300');
    expect(screen.getByRole('button', { name: 'Table T1, 4 seats, at 100*100' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a drag moves the table by the pointer travel, snapped, and reports the drop once', () => {
    const handlers = renderPlan([table({ Id: 1, TableName: 'T1' })]);
    const button = screen.getByTestId('bo-table-T1');
    fireEvent.pointerDown(button, { button: 0, pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(button, { pointerId: 1, clientX: 63, clientY: 31 });
    expect(button).toHaveAttribute('data-position', '150*120');
    fireEvent.pointerUp(button, { pointerId: 1, clientX: 63, clientY: 31 });
    expect(handlers.onSelect).toHaveBeenCalledTimes(1);
    expect(handlers.onMove).toHaveBeenCalledWith(expect.objectContaining({ Id: 1 }), { x: 150, y: 120 });
  });

  it('a press without travel selects and moves nothing', () => {
    const handlers = renderPlan([table({ Id: 1, TableName: 'T1' })]);
    const button = screen.getByTestId('bo-table-T1');
    fireEvent.pointerDown(button, { button: 0, pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(button, { pointerId: 1, clientX: 11, clientY: 11 });
    fireEvent.pointerUp(button, { pointerId: 1 });
    expect(handlers.onSelect).toHaveBeenCalledTimes(1);
    expect(handlers.onMove).not.toHaveBeenCalled();
  });

  it('the arrow keys nudge the focused table', () => {
    const handlers = renderPlan([table({ Id: 1, TableName: 'T1' })]);
    fireEvent.keyDown(screen.getByTestId('bo-table-T1'), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByTestId('bo-table-T1'), { key: 'ArrowLeft', shiftKey: true });
    expect(handlers.onNudge).toHaveBeenNthCalledWith(1, expect.objectContaining({ Id: 1 }), { x: 100, y: 110 });
    expect(handlers.onNudge).toHaveBeenNthCalledWith(2, expect.objectContaining({ Id: 1 }), { x: 50, y: 100 });
  });
});
