/**
 * A tiny benchmark harness: runs a function in rounds and reports the median and spread,
 * since the machines are shared and noisy. Benchmarks only — tests never time anything.
 */
export interface BenchReport {
  name: string;
  rounds: number;
  /** Median milliseconds per round. */
  medianMs: number;
  minMs: number;
  maxMs: number;
  /** Work units per round (games, cases, rolls), to report rates. */
  unitsPerRound: number;
  /** Median units per second. */
  perSecond: number;
}

export function bench(name: string, rounds: number, unitsPerRound: number, run: () => void, now: () => number): BenchReport {
  run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = now();
    run();
    times.push(now() - t0);
  }
  times.sort((a, b) => a - b);
  const medianMs = times[Math.floor(times.length / 2)]!;
  return { name, rounds, medianMs, minMs: times[0]!, maxMs: times[times.length - 1]!, unitsPerRound, perSecond: (unitsPerRound * 1000) / medianMs };
}

export function formatBench(r: BenchReport): string {
  return `${r.name}: median ${r.medianMs.toFixed(2)} ms per round of ${r.unitsPerRound} (min ${r.minMs.toFixed(2)}, max ${r.maxMs.toFixed(2)}, ${r.rounds} rounds) → ${r.perSecond.toFixed(0)}/s`;
}
