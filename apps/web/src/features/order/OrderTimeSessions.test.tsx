import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders.tsx';
import { OrderTimeSessions } from './OrderTimeSessions.tsx';

describe('OrderTimeSessions (spec §3/§4)', () => {
  it('shows each session on the outlet clock and an open one as Ongoing', () => {
    render(
      <AppProviders>
        <OrderTimeSessions
          sessions={[
            { Type: 1, StartTime: '2026-11-23T15:30:00.000Z', EndTime: '2026-11-23T17:00:00.000Z', TerminatedOn: '2026-11-23T16:45:00.000Z' },
            { Type: 2, StartTime: '2026-11-23T17:00:00.000Z', EndTime: null, TerminatedOn: null },
          ]}
        />
      </AppProviders>,
    );
    const rows = screen.getAllByTestId('order-time-session');
    expect(rows).toHaveLength(2);
    // 15:30 UTC is 22:30 at +7; the end crosses midnight into the next outlet day.
    expect(rows[0]).toHaveTextContent('2026-11-23 22:30');
    expect(within(rows[0] as HTMLElement).getByTestId('order-time-session-end')).toHaveTextContent('2026-11-24 00:00');
    expect(rows[0]).toHaveTextContent('2026-11-23 23:45');
    expect(within(rows[1] as HTMLElement).getByTestId('order-time-session-end')).toHaveTextContent('Ongoing');
  });

  it('shows a session whose end has come as Time up, never Running; one still ahead as Running', () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const ahead = new Date(Date.now() + 3_600_000).toISOString();
    render(
      <AppProviders>
        <OrderTimeSessions
          sessions={[
            { Type: 1, StartTime: '2026-11-23T15:30:00.000Z', EndTime: past, TerminatedOn: null },
            { Type: 2, StartTime: past, EndTime: ahead, TerminatedOn: null },
          ]}
        />
      </AppProviders>,
    );
    const statuses = screen.getAllByTestId('order-time-session-status').map((badge) => badge.textContent);
    expect(statuses).toEqual(['Time up', 'Running']);
  });

  it('shows nothing for an order without sessions', () => {
    render(
      <AppProviders>
        <OrderTimeSessions sessions={[]} />
      </AppProviders>,
    );
    expect(screen.queryByTestId('order-time-sessions')).toBeNull();
  });
});
