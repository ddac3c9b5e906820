import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { ShiftGate } from '../shift/index.ts';
import { NavigationRail } from './NavigationRail.tsx';
import { ShellHeader } from './ShellHeader.tsx';
import { useRealtimeSession } from './use-realtime-session.ts';

const HEADER_HEIGHT = 72;
const RAIL_WIDTH = 232;

/** Route /cashier: header, navigation rail and the child screen; realtime runs while it is open. */
export function CashierShell() {
  useRealtimeSession();
  return (
    <Box
      h="var(--kasir-app-height, 100vh)"
      style={{
        display: 'grid',
        gridTemplateRows: `${HEADER_HEIGHT}px 1fr`,
        gridTemplateColumns: `${RAIL_WIDTH}px 1fr`,
        gridTemplateAreas: '"header header" "rail main"',
      }}
    >
      <Box component="header" bg="white" style={{ gridArea: 'header', borderBottom: '1px solid var(--mantine-color-coffee-1)' }}>
        <ShellHeader />
      </Box>
      <Box bg="white" style={{ gridArea: 'rail', borderRight: '1px solid var(--mantine-color-coffee-1)', minHeight: 0 }}>
        <NavigationRail />
      </Box>
      <Box component="main" p="lg" bg="coffee.0" style={{ gridArea: 'main', overflow: 'auto', minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <ShiftGate />
        {/* The screen gets what the banner above leaves: a full-height screen (the menu and its
            cart) ends at the window's bottom instead of being pushed below it by the banner. */}
        <Box style={{ flex: 1, minHeight: 0 }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
