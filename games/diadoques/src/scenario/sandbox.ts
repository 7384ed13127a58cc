/**
 * A step of a played game as a scenario file (issue 21 item 7: "import it into the sandbox"):
 * the position before the step, each power's military orders of that step, and the dice the
 * game rolled, from the game's JSON save (`GET /api/games/:id/file`). Pure: the CLI
 * (`npx diadochi sandbox`) reads and writes the files.
 */
import { err, ok, problem, replay } from '@diadochi/kernel';
import type { GameSession, Result } from '@diadochi/kernel';
import { diadokhoi, diadoques } from '../game/definition.ts';
import type { WholeState } from '../game/types.ts';
import { splitOrders } from '../vocabulary/secondary.ts';
import { writeScenario } from './write.ts';

const DEFS = { diadoques, diadokhoi } as const;
/** The record's phase of a military season's orders (`Pending.phase`). */
const SEASON_ORDERS = /^(spring|summer|autumn)-orders$/;

/** Step numbers of a save whose position a season file can hold: the military seasons' order steps. */
export function sandboxSteps(save: Pick<GameSession, 'ruleset' | 'record'>): number[] {
  return save.record.filter((e) => SEASON_ORDERS.test(e.phase)).map((e) => e.step);
}

export function sandboxFile(save: GameSession, step: number): Result<string> {
  const def = DEFS[save.ruleset as keyof typeof DEFS];
  if (!def) return err([problem('sandbox-ruleset', `The sandbox reads Les Diadoques and Diadokhoi games; this one is ${save.ruleset}.`)]);
  const entry = save.record.find((e) => e.step === step);
  if (!entry) return err([problem('sandbox-step', `The game has no step ${step} (it has ${save.record.length - 1}).`)]);
  const before = replay(def, save as GameSession<WholeState>, step - 1);
  if (!before.ok) return before;
  const state = before.value.state;
  if (!SEASON_ORDERS.test(entry.phase)) {
    return err([problem('sandbox-not-a-season', `Step ${step} is not a military season's orders (${entry.phase}); the steps a scenario file holds: ${sandboxSteps(save).join(', ') || 'none'}.`)]);
  }
  const political: string[] = [];
  const orders: Record<string, string> = {};
  for (const [power, d] of Object.entries(entry.decisions)) {
    const text = typeof (d as { orders?: unknown })?.orders === 'string' ? ((d as { orders: string }).orders) : '';
    const parts = splitOrders(state.ruleset, text);
    orders[power] = parts.military;
    const rest = text.split('\n').filter((l) => l.trim() !== '' && !parts.military.split('\n').includes(l));
    if (rest.length > 0) political.push(`${power}: ${rest.join(' / ')}`);
  }
  // The step's rolls also drew the season's event and the political rolls, before and between the
  // military ones: as fixed dice they would be read out of turn. They are listed for the referee only.
  const rolls = entry.rolls.filter((r) => r.kind === 'roll').map((r) => `${r.what}=${r.result.join('+')}${r.rule ? ` (${r.rule})` : ''}`);
  const notes = [
    `Step ${step} of a ${save.ruleset} game (seed commitment ${save.commitment}), written by \`npx diadochi sandbox\`.`,
    'The position before the step and each power\'s military orders. The game rolled, in order:',
    `  ${rolls.join(', ') || 'nothing'}`,
    'Here the dice come from the file\'s seed; write "dice:" to fix them.',
    'Not carried over (the format has no words for them): prestige already won, corruption, auctions and',
    'the political orders of the step, which the whole game resolved with the season:',
    ...(political.length > 0 ? political.map((l) => `  ${l}`) : ['  (none)']),
  ];
  return ok(writeScenario({ state, orders, title: `step ${step}: ${state.season} ${state.year}`, notes }));
}
