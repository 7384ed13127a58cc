/**
 * Expectations of game-scope files (docs/scenario-format.md): what a whole step did to money,
 * units, prestige, victory points, corruption, the season's event, the result sheet and the
 * game's result. Each checks the state after its step, or the events of that step.
 */
import type { GameEvent } from '@diadochi/kernel';
import { nameKey } from '../map/names.ts';
import type { GameMap } from '../map/types.ts';
import { prestigeOf, victoryPointsOf } from '../politics/index.ts';
import { lookupCharacter, lookupPlace } from '../vocabulary/names.ts';
import type { GameState, PowerId } from '../rules/state.ts';
import type { WholeState } from '../game/types.ts';
import { eventLine } from './game-sheet.ts';
import type { Expectation } from './types.ts';

type GameExpectation = Extract<Expectation, { kind: 'income' | 'unit-count' | 'prestige' | 'vp' | 'corrupted' | 'event' | 'log' | 'result' }>;

export const GAME_KINDS: readonly string[] = ['income', 'unit-count', 'prestige', 'vp', 'corrupted', 'event', 'log', 'result'];

/** A power id as the sheet prints it: lower case, no accents, hyphens and colons kept (`etolian-league`, `rebels:u2`). */
const power = (t: string): PowerId => t.trim().toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const NUMBER = '(-?\\d+(?:\\.\\d+)?)';

/** Reads a game expectation; `undefined` when the line is none of them, a string when it is one but wrong. */
export function parseGameExpectation(map: GameMap, state: GameState, text: string): GameExpectation | string | undefined {
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^income\\s+([^:]+):\\s*${NUMBER}\\s*\\S*$`, 'i').exec(text))) return { kind: 'income', power: power(m[1]!), amount: Number(m[2]) };
  if ((m = /^unit\s+count\s+([^:]+):\s*(\d+)\s*$/i.exec(text))) return { kind: 'unit-count', power: power(m[1]!), count: Number(m[2]) };
  if ((m = new RegExp(`^(prestige|pp)\\s+([^:]+):\\s*${NUMBER}\\s*$`, 'i').exec(text))) return { kind: 'prestige', power: power(m[2]!), points: Number(m[3]) };
  if ((m = new RegExp(`^(vp|victory points)\\s+([^:]+):\\s*${NUMBER}\\s*$`, 'i').exec(text))) return { kind: 'vp', power: power(m[2]!), points: Number(m[3]) };
  if ((m = /^corrupted\s+(.+?)\s+by\s+(\S+)\s*$/i.exec(text))) {
    const place = lookupPlace(map, m[1]!.trim());
    const who = lookupCharacter(state.ruleset, m[1]!.trim(), state.characters.map((c) => c.id));
    const target = place.ok ? place.space : who;
    return target ? { kind: 'corrupted', space: target, power: power(m[2]!) } : `No place or character is named "${m[1]!.trim()}".`;
  }
  if ((m = /^event\s*:\s*(.+)$/i.exec(text))) return { kind: 'event', text: m[1]!.trim() };
  if ((m = /^log\s*:\s*(.+)$/i.exec(text))) return { kind: 'log', text: m[1]!.trim() };
  if ((m = /^result\s*:\s*(.+)$/i.exec(text))) return readResult(m[1]!.trim());
  return undefined;
}

/** `result: winner POWER`, `result: shared POWER, POWER…`, `result: none` (over, nobody won), `result: not over`. */
function readResult(text: string): GameExpectation | string {
  const m = /^(winner|shared|none|not over)\b\s*(.*)$/i.exec(text);
  if (!m) return 'Write "result: winner POWER", "result: shared POWER, POWER…", "result: none" or "result: not over".';
  const outcome = nameKey(m[1]!) === 'notover' ? 'not-over' : (nameKey(m[1]!) as 'winner' | 'shared' | 'none');
  const powers = m[2]!.split(',').map((t) => power(t)).filter((p) => p !== '');
  if (outcome === 'winner' && powers.length !== 1) return 'Write one winner: "result: winner POWER".';
  if (outcome === 'shared' && powers.length < 2) return 'A shared victory names two powers or more.';
  return { kind: 'result', outcome, powers };
}

export interface StepFacts {
  events: readonly GameEvent[];
  before: GameState;
  after: WholeState;
}

export function checkGameExpectation(e: GameExpectation, f: StepFacts): string | undefined {
  const { after, events } = f;
  switch (e.kind) {
    case 'income': {
      const sheets = events.filter((x) => x.type === 'income' && (x.data as { power?: string }).power === e.power);
      if (sheets.length === 0) return `${e.power} collected no income in this step`;
      const total = sheets.reduce((a, x) => a + (x.data as { total: number }).total, 0);
      return total === e.amount ? undefined : `${e.power} collected ${total}, not ${e.amount}`;
    }
    case 'unit-count': {
      const n = after.units.filter((u) => u.power === e.power).length;
      return n === e.count ? undefined : `${e.power} has ${n} unit${n === 1 ? '' : 's'}, not ${e.count}`;
    }
    case 'prestige': {
      const pp = prestigeOf(after, e.power);
      return pp === e.points ? undefined : `${e.power} has ${pp} PP, not ${e.points}`;
    }
    case 'vp': {
      const vp = victoryPointsOf(after, e.power);
      return vp === e.points ? undefined : `${e.power} has ${vp} VP, not ${e.points}`;
    }
    case 'corrupted':
      return corrupted(e, f);
    case 'event':
      return eventIs(events, e.text);
    case 'log': {
      const want = e.text.toLowerCase();
      return events.some((x) => eventLine(x).toLowerCase().includes(want)) ? undefined : `no line of the step's sheet contains "${e.text}"`;
    }
    case 'result':
      return resultIs(after, e);
  }
}

/** A unit that stood in the space (or the named character) went over to the power by corruption. */
function corrupted(e: Extract<GameExpectation, { kind: 'corrupted' }>, f: StepFacts): string | undefined {
  const unit = f.before.units.find((u) => u.space === e.space);
  const hit = f.events.find((x) => {
    if (x.type !== 'corruption') return false;
    const d = x.data as { unit?: string; target?: string; to?: string; power?: string };
    return unit ? d.unit === unit.id && d.to === e.power : d.target === e.space && d.power === e.power;
  });
  if (hit) return undefined;
  const tried = f.events.filter((x) => /^(bribe|corruption)/.test(x.type)).map((x) => x.text).join('; ');
  return `${unit ? `the unit in ${e.space}` : e.space} was not corrupted by ${e.power}${tried ? ` (${tried})` : ''}`;
}

function eventIs(events: readonly GameEvent[], text: string): string | undefined {
  const drawn = events.find((x) => x.type === 'event');
  const outcome = (drawn?.data as { outcome?: { kind: string; id?: string } } | undefined)?.outcome;
  const none = !drawn || outcome?.kind === 'none';
  if (nameKey(text) === 'none') return none ? undefined : `the event is ${drawn!.text}`;
  if (!drawn) return 'no event was drawn';
  const want = text.toLowerCase();
  const hit = (drawn.text ?? '').toLowerCase().includes(want) || drawn.rule === text || outcome?.id === text || outcome?.kind === text;
  return hit ? undefined : `the event is ${drawn.text} (${drawn.rule})`;
}

function resultIs(after: WholeState, e: Extract<GameExpectation, { kind: 'result' }>): string | undefined {
  const r = after.result;
  if (e.outcome === 'not-over') return r ? `the game is over: ${r.reason}` : undefined;
  if (!r) return 'the game is not over';
  const got = [...r.winners].sort().join(', ');
  const want = [...e.powers].sort().join(', ');
  if (e.outcome === 'none') return r.winners.length === 0 ? undefined : `won by ${got} (${r.reason})`;
  if (e.outcome === 'winner' && r.winners.length !== 1) return `${r.winners.length === 0 ? 'nobody' : got} won (${r.reason})`;
  return got === want ? undefined : `won by ${got || 'nobody'} (${r.reason})`;
}
