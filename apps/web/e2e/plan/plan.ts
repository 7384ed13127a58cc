/**
 * Plays a browser test's seeded game offline, the way the test judge plays it, to plan what
 * the test may expect: `npx tsx apps/web/e2e/plan/plan.ts year|politics|newcomer`.
 *
 * The judge (apps/web/e2e/harness.ts) gives its N-th game the seed `e2e-N` (each test file
 * starts its own judge: its first game is `e2e-1`) and seats the platform's bots
 * (`platformBots`: the baseline bot for Les Diadoques), each made with
 * `${seed}:${power}:${record.length}`. Here the humans send the texts the test types, step by
 * step; every other seat gets its bot's decision; then `resolveAtDeadline`, as the judge does
 * once all are ready. Printed after each step: the humans' units and treasuries, and every
 * event that names them. Change a flow's texts here first, then in its test.
 */
import { findGame } from '@diadochi/catalog';
import { askBot, createGame, resolveAtDeadline, submit, waitingOn } from '@diadochi/kernel';
import type { GameDefinition, GameSession } from '@diadochi/kernel';
import { platformBots } from '@diadochi/server';

interface Flow {
  options: Record<string, unknown>;
  /** The humans' texts, one record per step (a human absent from a step sends nothing). */
  turns: Record<string, string>[];
}

const C = 'cassandre';
const L = 'lysimaque';
const FLOWS: Record<string, Flow> = {
  year: {
    options: { lastYear: -318 },
    turns: [
      { [C]: 'A MAC\nA MAC\nA MAC', [L]: 'A CHE\nA CHE\nA CHE' },
      { [C]: 'A* MAC CHA\nA MAC PEO\nA MAC THE\nA MAC Re EPI, X', [L]: 'A* CHE THR\nA CHE X\nA CHE X' },
      { [C]: 'A THE A1 Lamia\nA CHA THR\nA PEO S A CHA THR', [L]: 'A THR X\nA THR Re CHA, IST' },
      { [C]: 'A THE A2 Lamia', [L]: '' },
      { [C]: 'licencier A THR\nconstruire A MAC', [L]: '' },
    ],
  },
  politics: {
    options: { lastYear: -318, mergedWinter: true },
    turns: [
      { [C]: 'A MAC', [L]: 'A CHE\nA CHE' },
      { [C]: 'A MAC CHA', [L]: 'A* CHE THR' },
      { [C]: 'corrompre A THR 20\ndon 1 T à Lysimaque annoncé\nne pas capturer Olympias', [L]: 'contre-corruption A CHE 5\ndissocier Lysimaque' },
      { [C]: 'hiver :\nlicencier A THR', [L]: '' },
      { [C]: '', [L]: 'enchère A THR 12, 13, 14' },
    ],
  },
  newcomer: {
    options: {},
    turns: [{ ptolemee: 'A EGY\nA EGY\nA EGY' }, { ptolemee: 'A* EGY LIB\nA EGY SIN\nA EGY X' }],
  },
};

const RULESET = 'diadoques';

/** One step: the humans' texts (refused ones stop the plan), the bots' decisions, the resolution. */
function step(def: GameDefinition, session: GameSession, humans: Record<string, string>, allHumans: string[]): GameSession {
  let s = session;
  const { pending } = waitingOn(def, s);
  for (const p of pending?.players ?? []) {
    if (allHumans.includes(p)) {
      if (humans[p] === undefined) continue;
      const sent = submit(def, s, p, humans[p]);
      if (!sent.ok) throw new Error(`${p} at step ${s.record.length}: ${sent.error.map((e) => e.message).join('; ')}`);
      s = sent.value.session;
      continue;
    }
    const make = platformBots([def])[def.id]!;
    const decision = askBot(def, s, p, make(`${s.seed}:${p}:${s.record.length}`));
    // As the judge: a refused bot decision falls back on the game's rule for a missing one.
    const kept = def.validate(s.state, p, decision).ok ? decision : def.defaultDecision(s.state, p);
    s = { ...s, submissions: { ...s.submissions, [p]: kept } };
  }
  return resolveAtDeadline(def, s);
}

interface Seen {
  year: number;
  season: string;
  treasury: Record<string, number>;
  units: { id: string; power: string; type: string; space: string }[];
}

function print(s: GameSession, humans: string[]): void {
  const st = s.state as Seen;
  const entry = s.record.at(-1)!;
  const names = new RegExp(humans.join('|'), 'i');
  console.log(`\n== after ${entry.phase}: now ${st.season} ${st.year}, ${humans.map((h) => `${h} ${st.treasury[h]} T`).join(', ')}`);
  console.log(`units: ${st.units.filter((u) => humans.includes(u.power) || u.power.startsWith('auction:')).map((u) => `${u.power} ${u.type} ${u.space} (${u.id})`).join('; ')}`);
  for (const e of entry.events as { text?: string }[]) if (e.text && names.test(e.text)) console.log(`  ${e.text}`);
}

function main(name: string, seed: string): void {
  const flow = FLOWS[name];
  const def = findGame(RULESET) as GameDefinition | undefined;
  if (!flow || !def) throw new Error(`usage: plan.ts ${Object.keys(FLOWS).join('|')} [seed]`);
  const humans = [...new Set(flow.turns.flatMap((t) => Object.keys(t)))];
  const made = createGame(def, { seed, options: flow.options });
  if (!made.ok) throw new Error(made.error.map((e) => e.message).join('; '));
  let s = made.value;
  for (const turn of flow.turns) {
    s = step(def, s, turn, humans);
    print(s, humans);
  }
  const next = waitingOn(def, s).pending;
  console.log(`\nnext: ${next ? `${next.phase} (${next.players.join(', ')})` : 'game over'}`);
}

main(process.argv[2] ?? '', process.argv[3] ?? 'e2e-1');
