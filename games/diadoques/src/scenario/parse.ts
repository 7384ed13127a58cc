/**
 * Reading a scenario file (docs/scenario-format.md) into a position, orders, dice and
 * expectations. Every problem is returned with its line; nothing throws.
 */
import { nameKey, resolvePlace } from '../map/names.ts';
import { citadel, space as spaceOfMap } from '../map/graph.ts';
import { mapOf } from '../map/index.ts';
import { SCENARIOS } from '../map/scenarios.ts';
import type { GameMap } from '../map/types.ts';
import { updateControl } from '../rules/control.ts';
import { lookupCharacter, lookupPlace } from '../vocabulary/names.ts';
import { parseOrder, stripComment } from '../vocabulary/military/read.ts';
import type { UnitRef } from '../vocabulary/military/types.ts';
import { baseState, characterKind, linkPartners } from '../rules/setup.ts';
import { addUnit } from '../rules/state.ts';
import type { CharacterState, GameState, PowerId, RulesetId, Season, UnitState, UnitType } from '../rules/state.ts';
import { prestigeLedger } from '../politics/prestige.ts';
import { nowIndex } from '../economy/common.ts';
import { MAX_SCENARIO_CHARS, MAX_SCENARIO_LINE } from '../core/limits.ts';
import { GAME_KINDS, parseGameExpectation } from './expect-game.ts';
import { readSeatExpectation, readSeating } from './seats.ts';
import type { Block, ExpectLine, Expectation, GameRuleOptions, ScenarioFile, ScenarioProblem, ScenarioStep, SeatExpectation } from './types.ts';
import { profileOf, rulebook, RULEBOOKS } from '../rulebook/index.ts';

interface Section {
  name: string;
  arg?: string;
  inline: string;
  line: number;
  body: { text: string; line: number }[];
}

const SECTION = /^(title|rules|ruleset|season|scope|then|event|last\s+year|options|units|characters|control|sieges|treasury|treasures|prestige|weather|eliminated|rankings|seating|dice|seed|expect|orders\s+[^:]+|retreats\s+[^:]+)\s*:\s*(.*)$/i;

/** Sections whose first line may follow the colon. */
const INLINE_BODY = ['units', 'characters', 'control', 'sieges', 'treasury', 'treasures', 'prestige', 'weather', 'eliminated', 'rankings', 'expect', 'orders', 'retreats'];

/** Sections describing the position: only before the first `then:`. */
export const POSITION_SECTIONS = ['season', 'units', 'characters', 'control', 'sieges', 'treasury', 'treasures', 'prestige', 'weather', 'eliminated', 'rankings', 'seating'];

const SEASON_NAMES: Record<string, Season> = { spring: 'spring', printemps: 'spring', summer: 'summer', ete: 'summer', autumn: 'autumn', fall: 'autumn', automne: 'autumn', winter: 'winter', hiver: 'winter' };

export interface ParseOptions {
  fileName?: string;
}

export function parseScenario(text: string, options: ParseOptions = {}): { scenario?: ScenarioFile; problems: ScenarioProblem[] } {
  const problems: ScenarioProblem[] = [];
  // Issue 13: a file beyond what a referee writes is refused before any line is read.
  if (typeof text === 'string' && text.length > MAX_SCENARIO_CHARS) return { problems: [{ code: 'file-too-long', message: `The file is ${text.length} characters long; at most ${MAX_SCENARIO_CHARS} are read.`, line: 1 }] };
  try {
    const sections = split(typeof text === 'string' ? text : '', problems);
    const scenario = build(sections, options.fileName ?? 'scenario', problems);
    return scenario ? { scenario, problems } : { problems };
  } catch (e) {
    problems.push({ code: 'internal-error', message: `The scenario could not be read: ${(e as Error).message}`, line: 1 });
    return { problems };
  }
}

function split(text: string, problems: ScenarioProblem[]): Section[] {
  const sections: Section[] = [];
  text.split('\n').forEach((raw, i) => {
    if (raw.length > MAX_SCENARIO_LINE) {
      problems.push({ code: 'line-too-long', message: `Line ${i + 1} is ${raw.length} characters long; at most ${MAX_SCENARIO_LINE}.`, line: i + 1 });
      return;
    }
    const line = stripComment(raw.replace(/\r$/, '')).trim();
    if (line === '') return;
    const current = sections[sections.length - 1];
    const m = SECTION.exec(line);
    // Under `expect:`, `event: TEXT` is an expectation (the season event), not the step's `event: none`.
    if (m && !(current?.name === 'expect' && /^event\s*:/i.test(line))) {
      const head = m[1]!.trim().split(/\s+/);
      const name = /^last$/i.test(head[0]!) ? 'lastyear' : head[0]!.toLowerCase();
      const arg = name === 'lastyear' || head.length < 2 ? {} : { arg: head.slice(1).join(' ') };
      sections.push({ name, ...arg, inline: m[2]!.trim(), line: i + 1, body: [] });
      if (m[2]!.trim() !== '' && INLINE_BODY.includes(name)) sections[sections.length - 1]!.body.push({ text: m[2]!.trim(), line: i + 1 });
      return;
    }
    if (!current) {
      problems.push({ code: 'outside-section', message: `"${line}" is outside any section (expected "title:", "ruleset:", "units:"…).`, line: i + 1 });
      return;
    }
    current.body.push({ text: line, line: i + 1 });
  });
  return sections;
}

const one = (sections: Section[], name: string) => sections.find((s) => s.name === name);

function build(sections: Section[], fileName: string, problems: ScenarioProblem[]): ScenarioFile | undefined {
  const rs = one(sections, 'ruleset');
  const ruleset = nameKey(rs?.inline ?? '') as RulesetId;
  if (!Object.hasOwn(RULEBOOKS, ruleset)) {
    problems.push({ code: 'ruleset', message: 'Which rules? Write "ruleset: diadoques" or "ruleset: diadokhoi".', line: rs?.line ?? 1 });
    return undefined;
  }
  const map = mapOf(ruleset)!;
  const groups = stepGroups(sections, problems);
  const head = groups[0]!;
  const seasonLine = one(head, 'season');
  const seating = readSeating(ruleset, one(head, 'rankings'), one(head, 'seating'), problems);
  // A file of seats alone (`diadoques §2`) needs no season: nothing is adjudicated.
  const seatsOnly = head.some((s) => s.name === 'rankings' || s.name === 'seating') && !seasonLine && groups.length === 1 && !head.some((s) => s.name === 'units' || s.name === 'orders' || s.name === 'retreats');
  const when = parseSeason(seasonLine?.inline ?? '');
  if (!when && !seatsOnly) problems.push({ code: 'season', message: 'Which season? Write e.g. "season: spring -319" (add "first turn" for the first turn).', line: seasonLine?.line ?? 1 });
  const state = freshState(ruleset, when ?? { year: profileOf(ruleset).firstYear, season: 'spring', firstTurn: false });
  const ctx: Ctx = { map, state, problems };
  readPosition(ctx, head);
  const seats: SeatExpectation[] = [];
  const steps = groups.map((g, i) => readStep(ctx, g, i === 0 ? { line: seasonLine?.line ?? 1, year: state.year, season: state.season } : thenLine(g[0]!, problems), i === 0 ? seats : undefined));
  if (seats.length > 0 && !seating) problems.push({ code: 'seating', message: '"seat" expectations need the players\' "rankings:" (or "seating: lot" with them).', line: seats[0]!.line });
  const scope = readScope(sections, steps, problems);
  const lastYear = readLastYear(sections, problems);
  const options = readOptions(sections, problems);
  if (scope === 'season') {
    for (const e of steps[0]!.expect) if (GAME_KINDS.includes(e.expectation.kind)) problems.push({ code: 'expectation', message: `"${e.text}" checks a whole step: it needs "scope: game".`, line: e.line });
  }
  const rulesLine = one(sections, 'rules');
  const first = steps[0]!;
  return {
    fileName,
    scope,
    steps,
    ...(lastYear !== undefined ? { lastYear } : {}),
    ...(options ? { options } : {}),
    title: one(sections, 'title')?.inline ?? fileName,
    rules: (rulesLine?.inline ?? '').split(',').map((r) => r.trim()).filter((r) => r !== ''),
    ruleset,
    state,
    orders: first.orders,
    retreats: first.retreats,
    dice: first.dice,
    seed: one(sections, 'seed')?.inline || fileName,
    expect: first.expect,
    ...(seating ? { seating, seats } : {}),
    ...(seatsOnly ? { seatsOnly } : {}),
  };
}

/** The sections of each step: those before the first `then:`, then one group per `then:`. */
function stepGroups(sections: Section[], problems: ScenarioProblem[]): Section[][] {
  const groups: Section[][] = [[]];
  for (const s of sections) {
    if (s.name === 'then') groups.push([s]);
    else if (groups.length > 1 && POSITION_SECTIONS.includes(s.name)) {
      problems.push({ code: 'position-after-then', message: `"${s.name}:" describes the starting position: write it before the first "then:" (the position then carries over from step to step).`, line: s.line });
    } else groups[groups.length - 1]!.push(s);
  }
  return groups;
}

function readPosition(ctx: Ctx, sections: Section[]): void {
  const each = (name: string, read: (b: { text: string; line: number }) => void) => {
    for (const s of sections.filter((x) => x.name === name)) for (const b of s.body) read(b);
  };
  each('units', (b) => unitsLine(ctx, b));
  each('characters', (b) => characterLine(ctx, b));
  initialControl(ctx, sections);
  each('sieges', (b) => siegeLine(ctx, b));
  each('treasury', (b) => moneyLine(ctx, b, 'treasury'));
  each('treasures', (b) => moneyLine(ctx, b, 'treasures'));
  each('prestige', (b) => prestigeLine(ctx, b));
  each('weather', (b) => weatherLine(ctx, b));
  linkPartners(ctx.state);
  partnersFollow(ctx.state);
  each('eliminated', (b) => eliminatedLine(ctx, b));
}

/**
 * `eliminated: POWER, POWER…` — players already out of the game when the file starts. A player
 * the file does not place is still in the game, off the picture (his pieces are elsewhere): he
 * survives, votes, and shares a shared victory; this line is how a file takes him out. An
 * eliminated player may not have anything on the board.
 */
function eliminatedLine(ctx: Ctx, b: { text: string; line: number }): void {
  const { state } = ctx;
  for (const name of b.text.split(',').map((t) => t.trim()).filter((t) => t !== '')) {
    const p = state.powers.find((x) => x.id === powerId(name) && x.kind === 'player');
    if (!p) {
      ctx.problems.push({ code: 'eliminated', message: `"${name}" is not a player of ${state.ruleset}.`, line: b.line });
      continue;
    }
    const onBoard = [
      ...state.units.filter((u) => u.power === p.id).map((u) => `${u.type} ${u.space}`),
      ...Object.entries(state.control).filter(([, o]) => o === p.id).map(([s]) => s),
      ...state.characters.filter((c) => !c.dead && c.space !== null && (c.of === p.id || c.controlledBy === p.id || c.prisonerOf === p.id)).map((c) => c.id),
    ];
    if (onBoard.length > 0) {
      ctx.problems.push({ code: 'eliminated', message: `${p.id} is listed as eliminated but still has ${onBoard.join(', ')} on the board.`, line: b.line });
      continue;
    }
    p.eliminated = true;
  }
}

/** An inseparable partner left off the board follows the one placed (Eurydice with Philippe III commanding a unit). */
function partnersFollow(state: GameState): void {
  for (const c of state.characters) {
    const q = c.partner ? state.characters.find((x) => x.id === c.partner) : undefined;
    if (!q || c.space === null || c.dead || q.space !== null || q.dead) continue;
    Object.assign(q, { space: c.space, controlledBy: c.controlledBy, waiting: false, ...(c.with ? { with: c.with } : {}), ...(c.prisonerOf ? { prisonerOf: c.prisonerOf } : {}) });
  }
}

/** `then: SEASON YEAR` */
function thenLine(s: Section, problems: ScenarioProblem[]): { line: number; year: number; season: Season } {
  const when = parseSeason(s.inline);
  if (!when || when.firstTurn) problems.push({ code: 'then', message: 'Which season comes next? Write e.g. "then: winter -319" or "then: spring -318".', line: s.line });
  return { line: s.line, year: when?.year ?? 0, season: when?.season ?? 'spring' };
}

/** A step's orders, retreats, dice, `event:` and expectations. */
function readStep(ctx: Ctx, sections: Section[], when: { line: number; year: number; season: Season }, seats?: SeatExpectation[]): ScenarioStep {
  const { state, problems } = ctx;
  const orders: Record<PowerId, Block> = {};
  const retreats: Record<PowerId, Block> = {};
  for (const s of sections.filter((x) => x.name === 'orders' || x.name === 'retreats')) {
    const power = powerId(s.arg ?? '');
    ensurePower(state, power);
    const target = s.name === 'orders' ? orders : retreats;
    const prev = target[power] ?? { text: '', lines: [] };
    target[power] = { text: [prev.text, ...s.body.map((b) => b.text)].filter((t, i) => i > 0 || t !== '').join('\n'), lines: [...prev.lines, ...s.body.map((b) => b.line)] };
  }
  const expect: ExpectLine[] = [];
  for (const s of sections.filter((x) => x.name === 'expect')) {
    for (const b of s.body) {
      const seat = readSeatExpectation(state.ruleset, b);
      if (seat !== undefined) {
        if (typeof seat === 'string') problems.push({ code: 'expectation', message: seat, line: b.line });
        else if (!seats) problems.push({ code: 'expectation', message: 'Seats are given before the game: write "seat" expectations before the first "then:".', line: b.line });
        else seats.push(seat);
        continue;
      }
      const e = parseExpectation(ctx.map, state, b.text);
      if (typeof e === 'string') problems.push({ code: 'expectation', message: e, line: b.line });
      else expect.push({ expectation: e, text: b.text, line: b.line });
    }
  }
  const diceLine = one(sections, 'dice');
  const eventLine = one(sections, 'event');
  if (eventLine && nameKey(eventLine.inline) !== 'none' && nameKey(eventLine.inline) !== 'aucun') problems.push({ code: 'event', message: 'Only "event: none" (no season event drawn) may be written here; to expect an event, write "event: TEXT" under "expect:".', line: eventLine.line });
  return { ...when, orders, retreats, dice: diceLine ? parseDice(diceLine, problems) : [], expect, noEvent: eventLine !== undefined };
}

/** `scope: season | game`; game is implied by a winter step or several steps. */
function readScope(sections: Section[], steps: ScenarioStep[], problems: ScenarioProblem[]): 'season' | 'game' {
  const line = one(sections, 'scope');
  const implied = steps.length > 1 || steps.some((s) => s.season === 'winter') || steps.some((s) => s.noEvent) || one(sections, 'options') !== undefined;
  if (!line) return implied ? 'game' : 'season';
  const scope = nameKey(line.inline);
  if (scope === 'game' || scope === 'jeu' || scope === 'partie') return 'game';
  if (scope !== 'season' && scope !== 'saison') problems.push({ code: 'scope', message: 'Write "scope: season" (one military season) or "scope: game" (the whole game\'s steps).', line: line.line });
  else if (implied) problems.push({ code: 'scope', message: 'A file with a winter, "then:" steps, "event:" or "options:" needs "scope: game".', line: line.line });
  return implied ? 'game' : 'season';
}

/** `last year: -317`: the game ends after that year's autumn. */
function readLastYear(sections: Section[], problems: ScenarioProblem[]): number | undefined {
  const line = one(sections, 'lastyear');
  if (!line) return undefined;
  if (!/^-?\d+$/.test(line.inline)) {
    problems.push({ code: 'last-year', message: 'Write the last year of the game: "last year: -317".', line: line.line });
    return undefined;
  }
  return Number(line.inline);
}

/** The optional rules a game may play (`options: prestige, extra fleets`). */
const OPTIONS: Record<string, 'prestige' | 'extraFleets' | 'mergedWinter' | 'violentRevolts'> = { prestige: 'prestige', extrafleets: 'extraFleets', mergedwinter: 'mergedWinter', violentrevolts: 'violentRevolts' };

/** `options: prestige, extra fleets, merged winter, violent revolts`: the game's optional rules (`diadokhoi §7.10.1`, `§4.2.12`, `§7.11.2`, `§7.9.1`). */
function readOptions(sections: Section[], problems: ScenarioProblem[]): GameRuleOptions | undefined {
  const line = one(sections, 'options');
  if (!line) return undefined;
  const out: GameRuleOptions = {};
  for (const word of line.inline.split(',').map((w) => w.trim()).filter((w) => w !== '')) {
    const key = OPTIONS[nameKey(word).replace(/[^a-z]/g, '')];
    const setup = /^set-?up\s+(\S+)$/i.exec(word)?.[1];
    if (key) out[key] = true;
    else if (setup && Object.values(SCENARIOS).flat().some((s) => s.id === setup)) out.scenario = setup;
    else problems.push({ code: 'options', message: `Unknown option "${word}" (known: prestige, extra fleets, merged winter, violent revolts, setup ${Object.values(SCENARIOS).flat().map((s) => s.id).filter((v, i, a) => a.indexOf(v) === i).join(' | ')}).`, line: line.line });
  }
  return out;
}

interface Ctx {
  map: GameMap;
  state: GameState;
  problems: ScenarioProblem[];
}

function parseSeason(text: string): { year: number; season: Season; firstTurn: boolean } | undefined {
  const m = /^\s*(\S+)\s+(-?\d+)\s*(.*)$/.exec(text);
  if (!m) return undefined;
  const season = SEASON_NAMES[nameKey(m[1]!)];
  if (!season) return undefined;
  const rest = nameKey(m[3]!);
  if (rest !== '' && rest !== 'firstturn' && rest !== 'premiertour') return undefined;
  return { year: Number(m[2]), season, firstTurn: rest !== '' };
}

/** The ruleset's powers and characters, nothing on the board, printed treasures in place. */
function freshState(ruleset: RulesetId, when: { year: number; season: Season; firstTurn: boolean }): GameState {
  const sc = SCENARIOS[ruleset].find((s) => s.id === 'standard')!;
  const state = baseState(sc);
  state.year = when.year;
  state.season = when.season;
  state.firstTurn = when.firstTurn;
  state.control = {};
  state.treasury = {};
  for (const c of state.characters) {
    c.space = null;
    delete c.with;
    c.waiting = c.kind === 'epigone';
  }
  for (const c of mapOf(ruleset)!.citadels) if (c.treasure > 0) state.treasures[c.id] = c.treasure;
  return state;
}

/** A power's id; the neutral forces' `rebels:u3`, `disorder:eumenes` keep their colon, `satrapes-orientaux` its hyphen. */
export function powerId(text: string): PowerId {
  return text.split(':').map((part) => part.split('-').map(nameKey).join('-')).join(':');
}

function ensurePower(state: GameState, power: PowerId): void {
  if (state.powers.some((p) => p.id === power)) return;
  const known = Object.values(SCENARIOS)
    .flat()
    .flatMap((s) => s.powers)
    .find((p) => p.power === power);
  state.powers.push({ id: power, kind: power === 'neutral' ? 'neutral' : (known?.kind ?? 'rebel') });
}

/** `POWER: UNIT, UNIT…` */
function unitsLine(ctx: Ctx, b: { text: string; line: number }): void {
  const m = /^([^:]+):\s*(.*)$/.exec(b.text);
  if (!m) return void ctx.problems.push({ code: 'units', message: 'Expected "POWER: UNIT, UNIT, …".', line: b.line });
  const power = powerId(m[1]!);
  ensurePower(ctx.state, power);
  for (const text of m[2]!.split(',').map((t) => t.trim()).filter((t) => t !== '')) {
    const ref = unitRef(ctx, text);
    if (typeof ref === 'string') {
      ctx.problems.push({ code: 'unit', message: `"${text}": ${ref}`, line: b.line, column: b.text.indexOf(text) + 1 });
      continue;
    }
    place(ctx, power, ref, text, b.line);
  }
}

/** A unit written as in orders: read as the hold order `<unit> H`. */
function unitRef(ctx: Ctx, text: string): UnitRef | string {
  const r = parseOrder(`${text} H`, { map: ctx.map, characters: ctx.state.characters.map((c) => c.id) });
  if (!r.ok) return r.problem.message;
  if (!('unit' in r.value) || r.value.kind !== 'hold' || r.value.unit.space === '') return 'not a unit';
  return r.value.unit;
}

function place(ctx: Ctx, power: PowerId, ref: UnitRef, text: string, line: number): void {
  const { map, state } = ctx;
  const s = spaceOfMap(map, ref.space)!;
  let type: UnitType = ref.type === undefined || ref.type === 'G' ? 'A' : ref.type;
  if (ref.type === undefined && s.kind === 'sea') type = 'F';
  if (state.units.some((u) => u.space === ref.space) && !state.firstTurn) {
    return void ctx.problems.push({ code: 'two-units', message: `"${text}": ${ref.space} already holds a unit (only one per space outside the first turn).`, line });
  }
  if (s.kind === 'sea' && type !== 'F' && type !== 'Fe') return void ctx.problems.push({ code: 'army-at-sea', message: `"${text}": an army cannot stand at sea.`, line });
  if (!rulebook(map).policies.military.fleetsOnCoasts && s.kind === 'land' && (type === 'F' || type === 'Fe')) return void ctx.problems.push({ code: 'fleet-on-land', message: `"${text}": a fleet stands at sea or in a port citadel (diadoques §6a.3).`, line });
  const unit = addUnit(state, { power, type, space: ref.space, ...(ref.coast ? { coast: ref.coast } : {}) });
  if (ref.leader) {
    const id = leaderId(state, power, ref.leader);
    if (!id) return void ctx.problems.push({ code: 'leader', message: `"${text}": ${power} has no ${ref.leader === '*' ? 'diadochus' : ref.leader === '#' ? 'epigone' : ref.leader}.`, line });
    const c = characterOf(state, id);
    c.space = ref.space;
    c.with = unit.id;
    c.waiting = false;
    if (c.controlledBy === null || c.kind === 'royal' || c.kind === 'other') c.controlledBy = power;
    unit.commander = id;
  }
}

function leaderId(state: GameState, power: PowerId, mark: string): string | undefined {
  const p = state.powers.find((x) => x.id === power);
  if (mark === '*') return p?.diadochus;
  if (mark === '#') return p?.epigone;
  return mark;
}

function characterOf(state: GameState, id: string): CharacterState {
  let c = state.characters.find((x) => x.id === id);
  if (!c) {
    const sc = SCENARIOS[state.ruleset].find((s) => s.id === 'standard');
    c = { id, kind: characterKind(sc, id), space: null, controlledBy: null };
    state.characters.push(c);
  }
  return c;
}

/** `NAME: SPACE [controlled by POWER | prisoner of POWER | free]`, `NAME: with SPACE …`, `NAME: dead` */
function characterLine(ctx: Ctx, b: { text: string; line: number }): void {
  const { map, state } = ctx;
  const m = /^([^:]+):\s*(.*)$/.exec(b.text);
  if (!m) return void ctx.problems.push({ code: 'characters', message: 'Expected "NAME: SPACE [controlled by POWER]" or "NAME: with SPACE".', line: b.line });
  const id = lookupCharacter(state.ruleset, m[1]!.trim(), state.characters.map((c) => c.id));
  if (!id) return void ctx.problems.push({ code: 'character', message: `No character is named "${m[1]!.trim()}".`, line: b.line });
  const c = characterOf(state, id);
  let rest = m[2]!.trim();
  if (/^(dead|mort)$/i.test(rest)) {
    c.dead = true;
    return;
  }
  const tail = /\s+(controlled by|contrôlé par|controle par|prisoner of|prisonnier de)\s+(\S+)\s*$|\s+(free|libre|neutral|neutre)\s*$/i.exec(rest);
  let controller: PowerId | null | undefined;
  let captor: PowerId | undefined;
  if (tail) {
    rest = rest.slice(0, tail.index).trim();
    if (tail[3]) controller = null;
    else if (/^pri/i.test(tail[1]!)) captor = powerId(tail[2]!);
    else controller = powerId(tail[2]!);
  }
  const withUnit = /^(with|avec)\s+(.*)$/i.exec(rest);
  const where = lookupPlace(map, withUnit ? withUnit[2]! : rest);
  if (!where.ok) return void ctx.problems.push({ code: 'place', message: `No place is named "${withUnit ? withUnit[2] : rest}".`, line: b.line });
  c.space = where.space;
  c.waiting = false;
  if (withUnit) {
    const u = state.units.find((x) => x.space === where.space);
    if (!u) return void ctx.problems.push({ code: 'no-unit', message: `No unit stands in ${where.space} for ${id} to be with.`, line: b.line });
    c.with = u.id;
    if (controller === undefined && captor === undefined && (c.kind === 'royal' || c.kind === 'other')) c.controlledBy = u.power;
  }
  if (controller !== undefined) c.controlledBy = controller;
  if (captor) c.prisonerOf = captor;
  for (const p of [c.partner, ...partnerIds(id)].filter((x): x is string => !!x)) {
    const q = state.characters.find((x) => x.id === p);
    if (q && q.space === null && !q.dead) Object.assign(q, { space: c.space, controlledBy: c.controlledBy, waiting: false, ...(c.with ? { with: c.with } : {}), ...(c.prisonerOf ? { prisonerOf: c.prisonerOf } : {}) });
  }
}

function partnerIds(id: string): string[] {
  const pairs: Record<string, string> = { 'philippe-iii': 'eurydice', roxane: 'alexandre-iv', philippos: 'eurydice', 'alexandre-iv': 'roxane', alexandros: 'roxane' };
  return pairs[id] ? [pairs[id]!] : [];
}

/** `POWER: SPACE, SPACE…`; provinces not listed follow the control rules from the units on them. */
function initialControl(ctx: Ctx, sections: Section[]): void {
  const listed: { power: PowerId; space: string }[] = [];
  for (const s of sections.filter((x) => x.name === 'control')) {
    for (const b of s.body) {
      const m = /^([^:]+):\s*(.*)$/.exec(b.text);
      if (!m) {
        ctx.problems.push({ code: 'control', message: 'Expected "POWER: SPACE, SPACE…".', line: b.line });
        continue;
      }
      const power = powerId(m[1]!);
      if (power !== 'neutral') ensurePower(ctx.state, power);
      for (const name of m[2]!.split(',').map((t) => t.trim()).filter((t) => t !== '')) {
        const p = lookupPlace(ctx.map, name);
        if (!p.ok) ctx.problems.push({ code: 'place', message: `No place is named "${name}".`, line: b.line });
        else listed.push({ power, space: p.space });
      }
    }
  }
  for (const l of listed) if (citadel(ctx.map, l.space) && l.power !== 'neutral') ctx.state.control[l.space] = l.power;
  updateControl(ctx.map, ctx.state, new Map());
  for (const l of listed) {
    if (l.power === 'neutral') delete ctx.state.control[l.space];
    else ctx.state.control[l.space] = l.power;
  }
}

/** `CITADEL: N by SPACE` */
function siegeLine(ctx: Ctx, b: { text: string; line: number }): void {
  const m = /^([^:]+):\s*(\d+)\s+(?:by|par)\s+(.+)$/i.exec(b.text);
  if (!m) return void ctx.problems.push({ code: 'sieges', message: 'Expected "CITADEL: SEASONS by SPACE", e.g. "Alexandrie: 1 by MOR".', line: b.line });
  const c = lookupPlace(ctx.map, m[1]!.trim());
  const from = lookupPlace(ctx.map, m[3]!.trim());
  if (!c.ok || !citadel(ctx.map, c.space)) return void ctx.problems.push({ code: 'place', message: `"${m[1]!.trim()}" is not a citadel.`, line: b.line });
  if (!from.ok) return void ctx.problems.push({ code: 'place', message: `No place is named "${m[3]!.trim()}".`, line: b.line });
  const unit: UnitState | undefined = ctx.state.units.find((u) => u.space === from.space);
  if (!unit) return void ctx.problems.push({ code: 'no-unit', message: `No unit stands in ${from.space} to besiege ${c.space}.`, line: b.line });
  ctx.state.sieges.push({ citadel: c.space, unit: unit.id, from: from.space, power: unit.power, seasons: Number(m[2]) });
}

function moneyLine(ctx: Ctx, b: { text: string; line: number }, what: 'treasury' | 'treasures'): void {
  const m = /^([^:]+):\s*(-?\d+(?:\.\d+)?)\s*\S*$/.exec(b.text);
  if (!m) return void ctx.problems.push({ code: what, message: what === 'treasury' ? 'Expected "POWER: AMOUNT".' : 'Expected "CITADEL: AMOUNT".', line: b.line });
  if (what === 'treasury') {
    const power = powerId(m[1]!);
    ensurePower(ctx.state, power);
    ctx.state.treasury[power] = Number(m[2]);
    return;
  }
  const c = lookupPlace(ctx.map, m[1]!.trim());
  if (!c.ok || !citadel(ctx.map, c.space)) return void ctx.problems.push({ code: 'place', message: `"${m[1]!.trim()}" is not a citadel.`, line: b.line });
  ctx.state.treasures[c.space] = Number(m[2]);
}

/** `POWER: N` — prestige points already won (`diadoques ch. 13`), one ledger line at the start. */
function prestigeLine(ctx: Ctx, b: { text: string; line: number }): void {
  const m = /^([^:]+):\s*(-?\d+)\s*(?:pp)?$/i.exec(b.text);
  if (!m) return void ctx.problems.push({ code: 'prestige', message: 'Expected "POWER: POINTS", e.g. "antigone: 12".', line: b.line });
  const power = powerId(m[1]!);
  ensurePower(ctx.state, power);
  prestigeLedger(ctx.state).push({ power, pp: Number(m[2]), rule: 'diadoques §13.1', text: 'prestige won before the scenario', at: nowIndex(ctx.state) });
}

/** `flood RIVER`, `storm SEA`, `sandstorm PROVINCE`, `snowstorm PROVINCE`, `blocked SPACE` */
function weatherLine(ctx: Ctx, b: { text: string; line: number }): void {
  const m = /^(flood|crue|storm|tempete|tempête|sandstorm|snowstorm|blocked|bloque|bloqué)\s+(.+)$/i.exec(b.text);
  if (!m) return void ctx.problems.push({ code: 'weather', message: 'Expected "flood RIVER", "storm SEA", "sandstorm PROVINCE", "snowstorm PROVINCE" or "blocked SPACE".', line: b.line });
  const kind = nameKey(m[1]!);
  const what = m[2]!.trim();
  const w = ctx.state.weather;
  if (kind === 'flood' || kind === 'crue') {
    const river = ctx.map.rivers.find((r) => r.id === nameKey(what) || [r.names.en, r.names.fr, ...(r.names.aliases ?? [])].some((n) => nameKey(n) === nameKey(what)));
    const found = river?.id ?? (resolvePlace(ctx.map, what)?.kind === 'river' ? resolvePlace(ctx.map, what)!.feature : undefined);
    if (!found) return void ctx.problems.push({ code: 'river', message: `No river is named "${what}".`, line: b.line });
    w.floods.push(found);
    return;
  }
  const p = lookupPlace(ctx.map, what);
  if (!p.ok) return void ctx.problems.push({ code: 'place', message: `No place is named "${what}".`, line: b.line });
  if (kind === 'blocked' || kind === 'bloque') w.blocked.push(p.space);
  else w.storms.push(p.space);
}

function parseDice(s: Section, problems: ScenarioProblem[]): number[] {
  const faces = s.inline.split(/[\s,]+/).filter((t) => t !== '').map(Number);
  // Faces 1 to 6, or up to 100 for the percentile roll of a diadoques bribe (`diadoques §9b.6`).
  if (faces.some((f) => !Number.isInteger(f) || f < 1 || f > 100)) {
    problems.push({ code: 'dice', message: 'Dice are faces 1 to 6 (1 to 100 for a percentile roll): "dice: 3, 5, 1".', line: s.line });
    return faces.filter((f) => Number.isInteger(f) && f >= 1 && f <= 100);
  }
  return faces;
}

// ————————————————————————— expectations —————————————————————————

const STATUS = /^(.*\S)\s*:\s*(succeeds|fails|void|ignored|réussit|reussit|échoue|echoue|nul|ignoré|ignore)(?:\s*\(\s*([^)]*?)\s*\))?\s*$/i;
const STATUS_OF: Record<string, 'succeeds' | 'fails' | 'void' | 'ignored'> = { succeeds: 'succeeds', reussit: 'succeeds', fails: 'fails', echoue: 'fails', void: 'void', nul: 'void', ignored: 'ignored', ignore: 'ignored' };

export function parseExpectation(map: GameMap, state: GameState, text: string): Expectation | string {
  const place = (t: string) => {
    const p = lookupPlace(map, t.trim());
    return p.ok ? p.space : undefined;
  };
  const who = (t: string) => lookupCharacter(state.ruleset, t.trim(), state.characters.map((c) => c.id));
  const game = parseGameExpectation(map, state, text);
  if (game !== undefined) return game;
  let m: RegExpExecArray | null;
  if ((m = /^unit\s+(\S+)\s+(.+)$/i.exec(text))) return { kind: 'unit', power: powerId(m[1]!), unit: m[2]!.trim() };
  if ((m = /^no unit\s+(.+)$/i.exec(text))) return place(m[1]!) ? { kind: 'no-unit', space: place(m[1]!)! } : `No place is named "${m[1]}".`;
  if ((m = /^dislodged\s+(.+)$/i.exec(text))) return place(m[1]!) ? { kind: 'dislodged', space: place(m[1]!)! } : `No place is named "${m[1]}".`;
  if ((m = /^destroyed\s+(.+)$/i.exec(text))) return place(m[1]!) ? { kind: 'destroyed', space: place(m[1]!)! } : `No place is named "${m[1]}".`;
  if ((m = /^retreat\s+(.+?)\s+to\s+(.+)$/i.exec(text))) {
    const from = place(m[1]!);
    const to = lookupPlace(map, m[2]!.trim());
    if (!from || !to.ok) return `Cannot read the places of "${text}".`;
    return { kind: 'retreat', from, to: to.coast ? `${to.space}/${to.coast}` : to.space };
  }
  if ((m = /^no siege\s+(.+)$/i.exec(text))) return place(m[1]!) ? { kind: 'no-siege', citadel: place(m[1]!)! } : `No place is named "${m[1]}".`;
  if ((m = /^siege\s+([^:]+):\s*(\d+)\s+by\s+(.+)$/i.exec(text))) {
    const c = place(m[1]!);
    const by = place(m[3]!);
    if (!c || !by) return `Cannot read the places of "${text}".`;
    return { kind: 'siege', citadel: c, seasons: Number(m[2]), by };
  }
  if ((m = /^control\s+([^:]+):\s*(\S+)\s*$/i.exec(text))) {
    const s = place(m[1]!);
    if (!s) return `No place is named "${m[1]}".`;
    const power = powerId(m[2]!);
    return { kind: 'control', space: s, power: power === 'neutral' || power === 'none' ? null : power };
  }
  if ((m = /^captured\s+(.+?)\s+by\s+(\S+)\s*$/i.exec(text))) return who(m[1]!) ? { kind: 'captured', character: who(m[1]!)!, power: powerId(m[2]!) } : `No character is named "${m[1]}".`;
  if ((m = /^killed\s+(.+)$/i.exec(text))) return who(m[1]!) ? { kind: 'killed', character: who(m[1]!)! } : `No character is named "${m[1]}".`;
  if ((m = /^free\s+(.+)$/i.exec(text))) return who(m[1]!) ? { kind: 'free', character: who(m[1]!)! } : `No character is named "${m[1]}".`;
  if ((m = /^character\s+([^:]+):\s*(.+)$/i.exec(text))) {
    const c = who(m[1]!);
    const s = place(m[2]!);
    if (!c || !s) return `Cannot read "${text}".`;
    return { kind: 'character', character: c, space: s };
  }
  if ((m = /^treasury\s+([^:]+):\s*(-?\d+(?:\.\d+)?)\s*\S*$/i.exec(text))) return { kind: 'treasury', power: powerId(m[1]!), amount: Number(m[2]) };
  if ((m = STATUS.exec(text))) return { kind: 'order', order: m[1]!.trim(), status: STATUS_OF[nameKey(m[2]!)]!, ...(m[3] ? { reason: m[3] } : {}) };
  return `Cannot read the expectation "${text}".`;
}
