/**
 * `npx diadochi fuzz-input phalanxx --inputs N --seed S` (issue 13): feeds N random and
 * adversarial decisions (wrong shapes, prototype keys, huge numbers and strings, deep nesting) to
 * PhalanXX's decision reader and to `validate` in positions of a real game, and counts crashes
 * (a throw) and the reader's work per byte of input (`decisionWork`, fields examined). PhalanXX
 * has no reader with a search to budget: a decision is a fixed set of fields.
 */
import { createGame, submit } from '@diadochi/kernel';
import type { GameSession, ToolCommand } from '@diadochi/kernel';
import { decisionWork, parseDecision } from '../decisions.ts';
import { phalanxx } from '../game.ts';
import { legalDecisions } from '../legal.ts';
import type { PhalanxxState } from '../types.ts';

/** The fuzzer's own seeded generator (mulberry32), never the game's dice. */
function rng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KINDS = ['buy', 'pass', 'scout', 'scout-buy', 'scout-return', 'swap-card', 'keep', 'fix-die', 'forge', 'play', 'conquer', 'push', 'income', 'take-meeple', 'rotate', 'swap-die', 'constructor', 'toString', '__proto__', 'hasOwnProperty', '', 'BUY', 'pass '];
const FIELDS = ['do', 'slot', 'card', 'die', 'value', 'region', 'with', '__proto__', 'constructor'];

/** One raw decision, as a JSON body could carry it. */
export function makeDecision(next: () => number, maxBytes: number): unknown {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const value = (depth: number): unknown => {
    const r = next();
    if (r < 0.3) return Math.floor(next() * 12) - 2;
    if (r < 0.4) return pick([1e308, -1e308, 2 ** 53, 0.5, -0, Number.MAX_SAFE_INTEGER + 2, 1e21]);
    if (r < 0.6) return pick(['c1', 'macedonia', 'thrace', 'bank', 'red', 'A', '', 'é', '😀', '\u0000']);
    if (r < 0.65) return 'x'.repeat(Math.floor(next() * (next() < 0.01 ? maxBytes : 512)));
    if (r < 0.75) return pick([null, true, false]);
    if (r < 0.85 && depth < 6) return Array.from({ length: Math.floor(next() * 4) }, () => value(depth + 1));
    if (depth < 6) return object(depth + 1);
    return {};
  };
  const object = (depth: number): Record<string, unknown> => {
    const o: Record<string, unknown> = {};
    for (let n = Math.floor(next() * 5); n > 0; n--) o[pick(FIELDS)] = value(depth);
    return o;
  };
  const r = next();
  if (r < 0.6) {
    const o = object(1);
    o.do = pick(KINDS);
    return o;
  }
  if (r < 0.7) {
    // Deep nesting, as a JSON body may carry it.
    let o: unknown = { do: 'pass' };
    for (let d = Math.floor(next() * 5000); d > 0; d--) o = { do: o };
    return o;
  }
  return value(0);
}

export interface DecisionFuzzReport {
  inputs: number;
  crashCount: number;
  crashes: { input: string; error: string }[];
  maxWorkPerByte: number;
}

/** A few positions of a real game: the start, and after some legal steps. */
function positions(seed: string): { state: PhalanxxState; player: string }[] {
  const g = createGame(phalanxx, { seed, options: { players: 3 } });
  if (!g.ok) return [];
  let s: GameSession<PhalanxxState> = g.value;
  const out: { state: PhalanxxState; player: string }[] = [];
  for (let step = 0; step < 40; step++) {
    const player = phalanxx.pending(s.state)?.players[0];
    if (!player) break;
    if (step % 8 === 0) out.push({ state: s.state, player });
    const legal = legalDecisions(s.state, player);
    const r = submit(phalanxx, s, player, legal[step % legal.length]);
    if (!r.ok) break;
    s = r.value.session;
  }
  return out;
}

const size = (raw: unknown): number => {
  try {
    return JSON.stringify(raw)?.length ?? 1;
  } catch {
    return 1;
  }
};

export function fuzzDecisions(inputs: number, seed: string, maxBytes = 262_144): DecisionFuzzReport {
  const next = rng(`phalanxx:${seed}`);
  const where = positions(seed);
  const report: DecisionFuzzReport = { inputs, crashCount: 0, crashes: [], maxWorkPerByte: 0 };
  for (let i = 0; i < inputs; i++) {
    const raw = makeDecision(next, maxBytes);
    const at = where[i % where.length]!;
    try {
      const before = decisionWork();
      parseDecision(raw);
      phalanxx.validate(at.state, at.player, raw);
      // Inputs under 64 bytes count as 64, as in the other rulesets' fuzzer.
      const perByte = (decisionWork() - before) / Math.max(64, size(raw));
      if (perByte > report.maxWorkPerByte) report.maxWorkPerByte = perByte;
    } catch (e) {
      report.crashCount++;
      if (report.crashes.length < 20) report.crashes.push({ input: String(size(raw) < 400 ? JSON.stringify(raw) : `${size(raw)} bytes`), error: String((e as Error)?.stack ?? e).slice(0, 400) });
    }
  }
  return report;
}

export const fuzzInput: ToolCommand = {
  name: 'fuzz-input',
  summary: 'feeds random and adversarial decisions to the decision reader and validate; counts crashes and work per byte',
  usage: 'fuzz-input phalanxx [--inputs N] [--seed S]',
  run(argv) {
    const at = (flag: string) => {
      const i = argv.indexOf(flag);
      return i >= 0 ? argv[i + 1] : undefined;
    };
    const inputs = Number(at('--inputs') ?? 1000);
    if (!Number.isInteger(inputs) || inputs < 1) {
      console.error('Usage: npx diadochi fuzz-input phalanxx [--inputs N] [--seed S]');
      return Promise.resolve(2);
    }
    const r = fuzzDecisions(inputs, at('--seed') ?? '1');
    for (const c of r.crashes.slice(0, 5)) console.error(`crash on ${c.input}:\n${c.error}`);
    // No reader here has a search to stop: "over budget" is always 0, printed for the same line as the other rulesets.
    console.log(`fuzz-input phalanxx: ${r.inputs} inputs, ${r.crashCount} crashes, 0 over budget, max work/byte ${r.maxWorkPerByte.toFixed(2)}`);
    return Promise.resolve(r.crashCount === 0 ? 0 : 1);
  },
};
