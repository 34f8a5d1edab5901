/** Small helpers for benchmark figures. */
import { monitorEventLoopDelay } from 'node:perf_hooks';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function summarize(samplesMs: number[]) {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export const fmt = (ms: number) => `${ms.toFixed(3)} ms`;

/** Milliseconds with one decimal, for figures above a millisecond. */
export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');

export const times = (a: number, b: number) => (b > 0 && Number.isFinite(a / b) ? `${(a / b).toFixed(2)}x` : 'n/a');

export const line = (figures: Record<string, string | number>) =>
  Object.entries(figures)
    .map(([key, value]) => `${key} ${value}`)
    .join('  ');

/** p50/p99/max of a latency set, formatted. */
export function describe(samplesMs: number[]) {
  const s = summarize(samplesMs);
  return line({ n: s.n, p50: ms(s.p50), p99: ms(s.p99), max: ms(s.max) });
}

/**
 * Watches this process's own event-loop delay: when the load generator itself lags, its
 * latencies include that lag, so each bench prints it next to its figures.
 */
export function watchLoopDelay(): () => { p99: number; max: number } {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  return () => {
    histogram.disable();
    return { p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 };
  };
}
