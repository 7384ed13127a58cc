/**
 * Drawing a season's event (`diadoques §14.1`, `§14.2`, `§T1`–`§T5`; `diadokhoi §6.2.1`,
 * `§6.2.2`, `§T6`–`§T6.3`): roll the season's table, follow sub-rolls and sub-tables, then
 * decide whether the event can apply. No event in winter nor on the first turn; an event that
 * cannot apply is no event; a revolt or intervention already under way is rolled again on its
 * table (diadoques), save the exceptions the data marks (`repeat`).
 */
import type { Dice } from '@diadochi/kernel';
import type { GameState } from '../rules/state.ts';
import { neutralDef } from '../neutrals/registry.ts';
import { forcesOf } from '../neutrals/registry.ts';
import type { NeutralDef, Requirement } from '../neutrals/types.ts';
import { variantImpossible } from '../neutrals/variants.ts';
import { DIADOKHOI_TABLES } from './tables-diadokhoi.ts';
import { DIADOQUES_TABLES } from './tables-diadoques.ts';
import type { EventContext, EventRoll, EventTables, Outcome, Row, SeasonEvent, SeasonEventData, Table } from './types.ts';
import { rulebook } from '../rulebook/index.ts';
import { because, reasonText } from '../core/reasons/index.ts';
import type { Reason } from '../core/reasons/index.ts';

export const EVENT_TABLES: Record<GameState['ruleset'], EventTables> = { diadoques: DIADOQUES_TABLES, diadokhoi: DIADOKHOI_TABLES };

/** How many times a table may be rolled again for forces already under way before giving up. */
const MAX_REROLLS = 20;

interface Trail {
  rolls: EventRoll[];
  rules: string[];
}

function findRow(rows: readonly Row[], total: number): Row | undefined {
  return rows.find((r) => total >= r.min && total <= r.max);
}

/** Rolls a table and follows sub-rolls until a final outcome. */
function rollTable(tables: EventTables, table: Table, dice: Dice, trail: Trail): Outcome {
  const faces = dice.roll(table.dice, table.sides, table.rule);
  const total = faces.reduce((a, b) => a + b, 0);
  trail.rolls.push({ table: table.id, what: `${table.dice}d${table.sides}`, faces, total, rule: table.rule });
  const row = findRow(table.rows, total);
  if (!row) throw new RangeError(`table ${table.id} has no row for ${total}`);
  return follow(tables, row, dice, trail);
}

function follow(tables: EventTables, row: Row, dice: Dice, trail: Trail): Outcome {
  trail.rules.push(row.rule);
  const o = row.outcome;
  if (o.kind === 'roll') {
    const faces = dice.roll(o.dice, o.sides, row.rule);
    const total = faces.reduce((a, b) => a + b, 0);
    trail.rolls.push({ table: 'sub', what: `${o.dice}d${o.sides}`, faces, total, rule: row.rule });
    const sub = findRow(o.rows, total);
    if (!sub) throw new RangeError(`sub-roll of ${row.rule} has no row for ${total}`);
    return follow(tables, sub, dice, trail);
  }
  if (o.kind === 'table') {
    const t = tables.tables[o.table];
    if (!t) throw new RangeError(`unknown table ${o.table}`);
    return rollTable(tables, t, dice, trail);
  }
  return o;
}

/** The table an outcome of a sub-table came from (where a reroll happens), from the trail. */
function lastTable(tables: EventTables, trail: Trail): Table | undefined {
  for (let i = trail.rolls.length - 1; i >= 0; i--) {
    const t = tables.tables[trail.rolls[i]!.table];
    if (t) return t;
  }
  return undefined;
}

/** Why a requirement fails, or undefined. */
function unmet(state: GameState, def: NeutralDef, req: Requirement): Reason | undefined {
  switch (req.kind) {
    case 'no-army-or-leader-in': {
      const army = state.units.some((u) => u.space === req.space && u.type !== 'F' && u.type !== 'Fe');
      const leader = state.characters.some((c) => !c.dead && c.space === req.space && (c.kind === 'diadochus' || c.kind === 'epigone'));
      return army || leader ? because('army-or-leader-in', { space: req.space }) : undefined;
    }
    case 'citadel-not-held':
      return state.control[req.citadel] !== undefined ? because('citadel-held', { space: req.citadel }) : undefined;
    case 'some-held':
      return req.citadels.some((c) => state.control[c] !== undefined) ? undefined : because('already-free', { spaces: [...req.citadels] });
    case 'royal-family-dead':
      return royals(state).some((c) => !c.dead) ? because('royal-family-alive') : undefined;
    case 'royal-family-alive':
      return royals(state).some((c) => !c.dead) ? undefined : because('no-royal-left');
    case 'once':
      return (forcesExtHappened(state).includes(def.id)) ? because('only-once') : undefined;
  }
}

const royals = (state: GameState) => state.characters.filter((c) => c.kind === 'royal');
const forcesExtHappened = (state: GameState): string[] => (state.ext.neutrals?.happened ?? []);

/** Is a Greek revolt of the General revolt concerned (`diadoques §14e.7.2`)? */
function greekMember(state: GameState, def: NeutralDef): boolean {
  const general = state.ext.neutrals?.generalGreek === true;
  const g = neutralDef(state.ruleset, 'revolte-generale')?.specials?.find((s) => s.kind === 'general-greek');
  return general && g?.kind === 'general-greek' && g.members.includes(def.id);
}

/**
 * Can this outcome apply now? `reroll`: the force is under way and its table must be rolled
 * again (`diadoques §14.2`); a string: why nothing happens (`diadoques §14.1`).
 */
export function applicability(state: GameState, o: Outcome): 'ok' | 'reroll' | Reason {
  switch (o.kind) {
    case 'gold':
      return state.control[o.citadel] && state.powers.some((p) => p.id === state.control[o.citadel] && p.kind === 'player') ? 'ok' : because('nobody-holds', { space: o.citadel });
    case 'royal-death': {
      const c = state.characters.find((x) => x.id === o.character);
      return !c ? because('not-in-this-game', { character: o.character }) : c.dead ? because('already-dead', { character: o.character }) : 'ok';
    }
    case 'neutral': {
      const def = neutralDef(state.ruleset, o.id);
      if (!def) return because('unknown-event', { id: o.id });
      const impossible = variantImpossible(state, o.id);
      if (impossible) return impossible;
      for (const req of def.requires ?? []) {
        const why = unmet(state, def, req);
        if (why) return why;
      }
      if (greekMember(state, def)) return 'ok';
      const running = forcesOf(state)[def.power] !== undefined;
      if (!running) return 'ok';
      if (def.repeat === 'reroll') return 'reroll';
      if (def.repeat === 'none') return because('under-way', { neutral: def.id });
      return 'ok';
    }
    default:
      return 'ok';
  }
}

function none(state: GameState, why: Reason, trail: Trail, rule: string): SeasonEvent {
  // `reason`: the engine's English, kept for the referee's sheet and old readers; `why` is what interfaces write.
  const reason = reasonText(why, (amount) => rulebook(state).money(amount), (id) => neutralDef(state.ruleset, id)?.names.en ?? id);
  const data: SeasonEventData = { season: state.season, year: state.year, outcome: { kind: 'none', reason, why }, rolls: trail.rolls, rules: trail.rules };
  return { type: 'event', rule, text: `${rulebook(state).language === 'fr' ? 'Aucun événement' : 'No event'} (${reason}).`, data };
}

/** Draws the event of the current season. Pure but for the dice. */
export function rollSeasonEvent(state: GameState, ctx: Pick<EventContext, 'dice'>): SeasonEvent {
  const trail: Trail = { rolls: [], rules: [] };
  const rule = rulebook(state).rules.noEvent;
  if (state.season === 'winter') return none(state, because('no-event-winter'), trail, rule);
  if (state.firstTurn) return none(state, because('no-event-first-turn'), trail, rulebook(state).policies.events.firstTurnRule);
  const tables = EVENT_TABLES[state.ruleset];
  let outcome = rollTable(tables, tables.seasons[state.season], ctx.dice, trail);
  for (let i = 0; i < MAX_REROLLS; i++) {
    const a = applicability(state, outcome);
    if (a === 'ok') return described(state, outcome, trail);
    if (a !== 'reroll') return none(state, a, trail, trail.rules[trail.rules.length - 1] ?? rule);
    trail.rules.push('diadoques §14.2');
    const again = lastTable(tables, trail);
    if (!again) break;
    outcome = rollTable(tables, again, ctx.dice, trail);
  }
  return none(state, because('all-revolts-running'), trail, 'diadoques §14.2');
}

function described(state: GameState, o: Outcome, trail: Trail): SeasonEvent {
  const data: SeasonEventData = { season: state.season, year: state.year, outcome: o, rolls: trail.rolls, rules: trail.rules };
  return { type: 'event', rule: trail.rules[trail.rules.length - 1]!, text: describe(state, o), data };
}

/** One line for the result sheet, in the language of the ruleset's rulebook. */
export function describe(state: GameState, o: Outcome | { kind: 'none'; reason: string }): string {
  const language = rulebook(state).language;
  const french = language === 'fr';
  switch (o.kind) {
    case 'sea-storm':
      return `${french ? 'Tempête en mer' : 'Sea storm'}: ${o.seas.join(', ')}`;
    case 'flood':
      return `${french ? 'Crue' : 'Flood'}: ${o.rivers.join(', ')}`;
    case 'sand-storm':
      return `${french ? 'Tempête de sable' : 'Sand storm'}: ${o.spaces.join(', ')}`;
    case 'snow-storm':
      return `${french ? 'Tempête de neige' : 'Snow storm'}: ${o.spaces.join(', ')}`;
    case 'gold':
      return `${o.from === 'carthage' ? 'Carthage' : 'Chandragupta'} ${french ? 'accorde' : 'sends'} ${o.amount} ${french ? 'T au maître de' : 'talents to the holder of'} ${o.citadel}`;
    case 'royal-death':
      return `${french ? 'Mort de' : 'Death of'} ${o.character}`;
    case 'neutral': {
      const def = neutralDef(state.ruleset, o.id);
      return def ? def.names[language] : o.id;
    }
    case 'none':
      return french ? `Aucun événement (${o.reason})` : `No event (${o.reason})`;
    default:
      return o.kind;
  }
}
