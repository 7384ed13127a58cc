/**
 * Plays the first-game browser test's flow offline (apps/web/e2e/first-game.test.ts), the way
 * the test judge plays it, to plan what the test may expect: `npx tsx
 * apps/web/e2e/plan/first-game.ts [seed]`. A newcomer's practice game as Ptolemy (seed `e2e-1`:
 * the test file's first game); he buys three armies in EGY, sends the one Ptolemy commands to
 * the Sinai and leaves it there: at the end of autumn −319 it revolts (`diadoques §11a.3`),
 * Ptolemy is executed, and before −314 losing the diadochus eliminates (`diadoques §7a.1`).
 * Printed: the step the elimination happens, and whether the game is then still going on.
 */
import { findGame } from '@diadochi/catalog';
import { askBot, createGame, resolveAtDeadline, submit, waitingOn } from '@diadochi/kernel';
import type { GameDefinition, GameSession } from '@diadochi/kernel';
import { platformBots } from '@diadochi/server';

const ME = 'ptolemee';
/** What the test types, step by step: start purchases, spring, summer, autumn. */
export const FIRST_GAME_TURNS = ['A EGY\nA EGY\nA EGY', 'A* EGY SIN\nA EGY LIB\nA EGY X', '', ''];

function step(def: GameDefinition, session: GameSession, mine: string | undefined): GameSession {
  let s = session;
  for (const p of waitingOn(def, s).pending?.players ?? []) {
    if (p === ME) {
      if (mine === undefined) continue;
      const sent = submit(def, s, p, mine);
      if (!sent.ok) throw new Error(`${p} at step ${s.record.length}: ${sent.error.map((e) => e.message).join('; ')}`);
      s = sent.value.session;
      continue;
    }
    const decision = askBot(def, s, p, platformBots([def])[def.id]!(`${s.seed}:${p}:${s.record.length}`));
    s = { ...s, submissions: { ...s.submissions, [p]: def.validate(s.state, p, decision).ok ? decision : def.defaultDecision(s.state, p) } };
  }
  return resolveAtDeadline(def, s);
}

const def = findGame('diadoques') as GameDefinition;
const made = createGame(def, { seed: process.argv[2] ?? 'e2e-1', options: {} });
if (!made.ok) throw new Error('no game');
let s = made.value;
for (const text of FIRST_GAME_TURNS) {
  s = step(def, s, text);
  const st = s.state as { season: string; year: number; units: { id: string; power: string; type: string; space: string }[]; characters: { id: string; space: string | null; dead?: boolean }[] };
  const entry = s.record.at(-1)!;
  console.log(`after ${entry.phase}: now ${st.season} ${st.year}; ${ME}: ${st.units.filter((u) => u.power === ME).map((u) => `${u.type} ${u.space} (${u.id})`).join(', ')}; Ptolemy ${JSON.stringify(st.characters.find((c) => c.id === ME))}`);
  for (const e of entry.events as { type: string; text?: string; data?: unknown }[]) if (JSON.stringify(e.data ?? '').includes(ME) || /ptol/i.test(e.text ?? '')) console.log(`   ${e.type}: ${e.text ?? ''}`);
}
console.log(`eliminated: ${JSON.stringify(def.eliminated?.(s.state))}; pending: ${JSON.stringify(waitingOn(def, s).pending?.phase ?? 'over')}`);
