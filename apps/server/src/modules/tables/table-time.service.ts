import { ServerEvent, type TableLeftTimeEvent } from '@kasir/contracts';
import { formatTimeLeft } from '@kasir/domain';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import type { TableTimeRepository } from './table-time.repository.ts';

/** How often the server looks for tables whose time is up (not a spec number: a notice within seconds). */
export const TIME_UP_SWEEP_INTERVAL_MS = 5_000;

type TableLeftTime = Omit<TableLeftTimeEvent, 'OutletId' | 'Seq'>;

/**
 * `table:leftTime` (spec §7, §8 time-left notice): once a seated table's time is up, every
 * terminal of its outlet is told once. The notice is claimed with a conditional update, so
 * several API instances never send it twice.
 */
export function createTableTimeService(deps: { tableTime: TableTimeRepository; broadcaster: Broadcaster }) {
  async function sweep(now: Date = new Date()): Promise<TableLeftTime[]> {
    const nowIso = now.toISOString();
    const candidates = [...(await deps.tableTime.tablesPastTheirEnd(nowIso)), ...(await deps.tableTime.tablesPastTheirSessions(nowIso))];
    const sent: TableLeftTime[] = [];
    for (const candidate of candidates) {
      if (!(await deps.tableTime.claimTimeUpNotice(candidate.id, nowIso))) continue;
      const event: TableLeftTime = {
        OutletTableId: candidate.id,
        TableName: candidate.table_name,
        OutletAreaName: candidate.area_name,
        EndsAt: candidate.ends_at,
        LeftTime: formatTimeLeft(now, new Date(candidate.ends_at)),
      };
      await deps.broadcaster.emitToOutlet(candidate.outlet_id, ServerEvent.TABLE_LEFT_TIME, event);
      sent.push(event);
    }
    return sent;
  }

  return {
    sweep,
    /** Starts the watch; returns its stop. Errors are swallowed: the next sweep tries again. */
    start(intervalMs: number = TIME_UP_SWEEP_INTERVAL_MS): () => void {
      let isRunning = false;
      const timer = setInterval(() => {
        if (isRunning) return;
        isRunning = true;
        sweep()
          .catch(() => undefined)
          .finally(() => {
            isRunning = false;
          });
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type TableTimeService = ReturnType<typeof createTableTimeService>;
