// bench:scale's printout: a line per run with its CPU split, then the medians over the rounds,
// the ratios against bare PostgreSQL, the 2-vs-1 speed-up and what bounds the rate.
import { availableParallelism } from 'node:os';
import { BACKEND_STATES, type CpuReport } from './scale-cpu.ts';
import type { LoadRun } from './scale-load.ts';
import { formatMs, median, percentile } from './stats.ts';

export type MeasuredRun = LoadRun & { kind: 'bare' | 'kasir1' | 'kasir2'; round: number; cpu: CpuReport; check: { orders: number; notPaidOnce: number } };

const CORES = availableParallelism();
// Above this share of all cores busy, the machine is out of CPU: more processes only share it.
const SATURATED_SHARE = 0.9;
// Above this share of the cores going to work that is none of the bench's, the split is not a clean one.
const SHARED_MACHINE_SHARE = 0.25;
const LABELS = { bare: 'bare PostgreSQL', kasir1: 'kasir, 1 API process', kasir2: 'kasir, 2 API processes' } as const;
const SIDES = ['api', 'postgres', 'postgresShared', 'redis', 'loadGenerator'] as const;
const SIDE_NAMES = { api: 'API processes', postgres: 'PostgreSQL backends', postgresShared: 'PostgreSQL shared (WAL writer…)', redis: 'Redis', loadGenerator: 'load generator' } as const;
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
const rate = (run: LoadRun) => run.sales / run.seconds;

/** A run is right when nothing failed and the database holds each of its sales PAID exactly once. */
function isWhole(run: MeasuredRun): boolean {
  return run.errors === 0 && run.check.orders === run.sales && run.check.notPaidOnce === 0;
}

/** Each side's share of all the cores over the run, and the rest of the machine's (other work, the kernel). */
function coreShares(cpu: CpuReport): Record<(typeof SIDES)[number] | 'rest' | 'machine', number> {
  const capacity = cpu.wallSeconds * CORES;
  const ours = SIDES.reduce((sum, side) => sum + cpu[side], 0);
  return { ...Object.fromEntries(SIDES.map((side) => [side, cpu[side] / capacity])), rest: (cpu.machine - ours) / capacity, machine: cpu.machine / capacity } as Record<(typeof SIDES)[number] | 'rest' | 'machine', number>;
}

export function printRun(run: MeasuredRun): void {
  const shares = coreShares(run.cpu);
  const perSale = (seconds: number) => ((seconds * 1000) / Math.max(run.sales, 1)).toFixed(2);
  console.log(
    `${`${LABELS[run.kind]} #${run.round}`.padEnd(28)} ${rate(run).toFixed(1).padStart(7)} sales/s   p50 ${formatMs(percentile(run.latencies, 0.5)).padStart(10)}   p99 ${formatMs(percentile(run.latencies, 0.99)).padStart(10)} per sale   ` +
      `${run.errors} errors; ${run.check.orders} orders in the database, ${run.check.notPaidOnce} not paid exactly once${isWhole(run) ? '' : '  WRONG'}`,
  );
  console.log(
    `    CPU ms per sale: ${SIDES.map((side) => `${SIDE_NAMES[side]} ${perSale(run.cpu[side])}`).join(', ')}; of the ${CORES} cores: ` +
      `${SIDES.map((side) => `${SIDE_NAMES[side]} ${percent(shares[side])}`).join(', ')}, rest of the machine ${percent(shares.rest)}, idle ${percent(Math.max(0, 1 - shares.machine))}`,
  );
  console.log(`    the database's backends on average: ${BACKEND_STATES.map((state) => `${state} ${run.cpu.backends[state].toFixed(1)}`).join(', ')}`);
}

/** The medians over the rounds, ratios and the bound; false when any run was not whole. */
export function printSummary(runs: readonly MeasuredRun[]): boolean {
  const bares = runs.filter((run) => run.kind === 'bare');
  // Each Kasir run against the mean of the bare runs just before and after its round.
  const bareAround = (round: number) => (rate(bares[round - 1]!) + rate(bares[round]!)) / 2;
  const ofKind = (kind: MeasuredRun['kind']) => runs.filter((run) => run.kind === kind);
  const byRound = (kind: MeasuredRun['kind'], round: number) => ofKind(kind).find((run) => run.round === round)!;
  console.log('median over the rounds:');
  for (const kind of ['bare', 'kasir1', 'kasir2'] as const) {
    const kindRuns = ofKind(kind);
    const ofBare = kind === 'bare' ? '' : `   ${percent(median(kindRuns.map((run) => rate(run) / bareAround(run.round))))} of bare`;
    console.log(
      `  ${LABELS[kind].padEnd(26)} ${median(kindRuns.map(rate)).toFixed(1).padStart(7)} sales/s   p50 ${formatMs(median(kindRuns.map((run) => percentile(run.latencies, 0.5)))).padStart(10)}   ` +
        `p99 ${formatMs(median(kindRuns.map((run) => percentile(run.latencies, 0.99)))).padStart(10)} per sale${ofBare}`,
    );
  }
  const speedUp = median(ofKind('kasir2').map((run) => rate(run) / rate(byRound('kasir1', run.round))));
  console.log(`  2 API processes against 1: ${speedUp.toFixed(2)}× the sales/s`);
  for (const kind of ['kasir1', 'kasir2', 'bare'] as const) printBound(kind, ofKind(kind));
  const isOk = runs.every(isWhole);
  console.log(isOk ? 'bench:scale: zero errors, every sale paid exactly once' : 'bench:scale: FAILED (errors, or sales not paid exactly once)');
  return isOk;
}

/** What bounds the rate: the machine's cores when they are full, else what the backends wait on. */
function printBound(kind: MeasuredRun['kind'], kindRuns: readonly MeasuredRun[]): void {
  const shares = kindRuns.map((run) => coreShares(run.cpu));
  const medianShare = (side: keyof (typeof shares)[number]) => median(shares.map((share) => share[side]));
  const cpuPerSale = median(kindRuns.map((run) => SIDES.reduce((sum, side) => sum + run.cpu[side], 0) / run.sales));
  const split = `${SIDES.map((side) => `${SIDE_NAMES[side]} ${percent(medianShare(side))}`).join(', ')}, rest of the machine ${percent(medianShare('rest'))}`;
  const waits = BACKEND_STATES.filter((state) => state !== 'idle').map((state) => [state, median(kindRuns.map((run) => run.cpu.backends[state]))] as const);
  const [topWait, topCount] = waits.reduce((top, wait) => (wait[1] > top[1] ? wait : top));
  const busy = medianShare('machine');
  const noMoreCores = kind === 'bare' ? '' : ': a second process cannot add cores that are not there';
  const cores = busy >= SATURATED_SHARE ? `the ${CORES} cores are saturated (${percent(busy)} busy)${noMoreCores}` : `the cores are ${percent(busy)} busy, not full`;
  const verdict = `${cores}; the database's busy backends mostly wait on "${topWait}" (${topCount.toFixed(1)} on average)`;
  const shared = medianShare('rest') >= SHARED_MACHINE_SHARE ? ` (a shared machine: ${percent(medianShare('rest'))} of the cores went to work that is not this bench's, which also inflates the CPU per sale; rerun on a quiet machine for the clean split)` : '';
  console.log(
    `  bound, ${LABELS[kind]}: ${verdict}; ${split}${shared}; all sides of the sale together ${(cpuPerSale * 1000).toFixed(2)} ms CPU per sale, ` +
      `so ${CORES} cores to themselves would allow at most ${(CORES / cpuPerSale).toFixed(0)} sales/s`,
  );
}
