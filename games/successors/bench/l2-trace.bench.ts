/**
 * One game of the duel bench (game i of `--seed S`, seats rotated as the arena does), traced: the
 * VP and LP of every seat at the end of each turn (20.4, 17.2), and the events that move them —
 * cards played and how (7.1), Alexander's body buried (17.4), royals captured (18), marriages,
 * Champion status lost (17.5), heirs of age (21.4), provinces' control markers (7.5) counted per
 * turn. For comparing the followed seat's race of turns 1-3 with the winner's.
 * `npx tsx games/successors/bench/l2-trace.bench.ts SEED GAME ['{"iterations":128}']`
 * (`BOTS=l1,l1,l1,l1` seats other bots; the first listed is the seat followed, marked *.)
 */
import { autoplay, createGame, rotatedSeats } from '@diadochi/kernel';
import type { Bot, GameEvent } from '@diadochi/kernel';
import { cpuMs } from '@diadochi/kernel/cli';
import { RULES, successors } from '../src/game.ts';
import { l1Bot, l2Bot, l2Search, L2_DEFAULTS } from '../src/bots/index.ts';
import type { SuccessorsView } from '../src/view.ts';
import { legitimacy, royalController, victoryPoints } from '../src/rules/query.ts';
import type { SuccessorsState } from '../src/rules/state.ts';
import { BODY_WEIGHTS, HEIR_WEIGHTS, WEIGHTS, distances } from '../src/bots/evaluate.ts';
import type { Weights } from '../src/bots/evaluate.ts';

const seed = process.argv[2] ?? 'duel';
const i = Number(process.argv[3] ?? 0);
const options = JSON.parse(process.argv[4] ?? '{}') as Record<string, unknown>;
const named: Record<string, Weights> = { l1: WEIGHTS, heir: HEIR_WEIGHTS, body: BODY_WEIGHTS };
if (typeof options.weights === 'string') options.weights = named[options.weights];
const bots = (process.env.BOTS ?? 'l2,l1,l1,l1').split(',');
// EXPLAIN=1: the followed L2's card plays (7) with the search's root choices, visits and mean values.
const explained = (x: string): Bot => {
  const o = { ...L2_DEFAULTS, ...options };
  return ((input: Parameters<Bot<SuccessorsView>>[0]) => {
    const rep = l2Search(input, `successors-l2:${x}`, o);
    if (input.view.step.k === 'tyche' && rep.searched.length > 0) {
      console.log(`  t${input.view.turn} r${input.view.round} search: ${rep.searched.map((c) => `${c.decision.verb} ${c.decision.subject ?? ''}${c.decision.target ? `>${c.decision.target}` : ''} n${c.visits} v${c.value.toFixed(1)}`).join('; ')}`);
    }
    return rep.decision;
  }) as Bot;
};
const makers: Record<string, (seed: string) => Bot> = { l1: (x) => l1Bot(x) as Bot, l2: (x) => (process.env.EXPLAIN ? explained(x) : (l2Bot(x, options) as Bot)) };
const gameSeed = `${seed}-${i}`;
const created = createGame(successors, { seed: gameSeed, options: { players: 4 } });
if (!created.ok) throw new Error('create failed');
const { seated } = rotatedSeats(created.value.state.factions, bots, makers, i, gameSeed, cpuMs, () => undefined);
const followed = created.value.state.factions[(bots.length - (i % bots.length)) % bots.length]!;
const KEY = new Set(['body-buried', 'body-lost', 'royal-captured', 'married', 'champion-lost', 'champion-regained', 'heir-of-age', 'heir-assassinated', 'legitimacy-lost', 'general-died', 'siege-success', 'royal-active', 'independent-defeated', 'usurper', 'recruited']);
let seen = 0;
let bodyAt: string | null = 'babylon';
let turn = 1;
const tally: Record<string, Record<string, number>> = {};
const bump = (f: string, k: string) => {
  tally[f] ??= {};
  tally[f]![k] = (tally[f]![k] ?? 0) + 1;
};
const standing = (s: SuccessorsState) => s.factions.map((f) => `${f}${f === followed ? '*' : ''} ${victoryPoints(RULES, s, f)}/${legitimacy(RULES, s, f)}`).join(', ');
const end = autoplay(successors, created.value, {
  bots: seated,
  maxSteps: 20_000,
  onStep: (session) => {
    const s = session.state as SuccessorsState;
    for (const entry of session.record.slice(seen)) {
      const mine = entry.decisions[followed] as { verb?: string; subject?: string; target?: string } | undefined;
      if (mine && process.env.CARDS && ['play-event', 'play-ops', 'play-bonus', 'discard', 'buy-general', 'upgrade-fleet', 'recall-fleet', 'pass', 'march', 'control', 'recruit'].includes(mine.verb ?? '')) {
        const card = mine.subject !== undefined && /^[0-9]+$/.test(mine.subject) ? RULES.card.get(Number(mine.subject)) : undefined;
        console.log(`  t${s.turn} r${s.round} ${followed}* ${mine.verb} ${mine.subject ?? ''}${card ? ` (${card.effect}, ${card.kind}, ${card.ops} ops)` : ''} ${mine.target ?? ''}`);
      }
      for (const e of entry.events as GameEvent[]) {
        const p = (e.data ?? {}) as Record<string, unknown>;
        const type = e.type;
        const f = String(p.faction ?? '');
        if (type === 'card-played') bump(f, `card-${String(p.as)}`);
        if (type === 'control-placed') bump(f, 'markers');
        if (KEY.has(type)) console.log(`  t${s.turn} r${s.round} ${type} ${JSON.stringify(p)}`);
      }
    }
    seen = session.record.length;
    // Each move of Alexander's body (17.4), with the MP to Pella.
    const at = s.royals.body?.space ?? null;
    if (at !== bodyAt) {
      bodyAt = at;
      console.log(`  t${s.turn} r${s.round} body at ${at ?? '-'} (${distances(RULES).get(at ?? '')?.get('pella') ?? '-'} MP from Pella) held by ${royalController(RULES, s, 'body') ?? 'nobody'}`);
    }
    if (s.turn !== turn) {
      // Where Alexander's body is and who holds it (17.4): buried, carried towards Pella, or lost at turn 4.
      const body = s.royals.body;
      const where = body?.dead ? 'lost' : body?.buried ? `buried at ${body.buried}` : `at ${body?.space ?? '-'} held by ${royalController(RULES, s, 'body') ?? 'nobody'}`;
      console.log(`end of turn ${turn}: VP/LP ${standing(s)}; body ${where}; ${Object.entries(tally).map(([f, t]) => `${f}${f === followed ? '*' : ''} ${JSON.stringify(t)}`).join(' ')}`);
      for (const k of Object.keys(tally)) delete tally[k];
      turn = s.turn;
    }
  },
});
const s = end.state as SuccessorsState;
console.log(`${gameSeed}: winners ${s.result?.winners.join('+') ?? '-'} (followed ${followed}) by ${s.result?.reason ?? 'none'} turn ${s.turn}; VP/LP ${standing(s)}`);
