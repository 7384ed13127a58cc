/**
 * Issue 22: the reference engine's games (MILA `diplomacy` 1.1.2, `../shared/data/classic/
 * reference-games/random-games-3.json`, described in that folder's README) read as `classic`
 * positions and decisions, and replayed phase by phase on the judge's path: every power's
 * decision through the kernel's `submit`, the last one resolving the phase.
 *
 * The reference's notation: units `A VIE`, `F STP/SC`; orders `A VIE - BUD`, `A LON - BEL VIA`,
 * `F STP/SC S A MOS - LVN`, `A MOS S A WAR`, `F BOT C A FIN - STP`, `F LON H`, retreats
 * `A MUN R KIE`, disbands `A MUN D`, builds `F STP/NC B`, `WAIVE`; powers by their English name;
 * a position lists dislodged units among the units with a `*` and their retreat options apart.
 * Ours (notation.ts): `A vie - bud`, `A lon - bel via convoy`, `F stp(sc) S A mos - lvn`,
 * `A mun - kie` in a retreat phase, `A mun disband`, `F stp(nc) build` (our `R` means remove, so
 * a retreat is written as a move). A `WAIVE` is no order: a build not made.
 *
 * Test and bench support only: nothing in `src` reads the reference's notation.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createGame, submit, waitingOn } from '@diadochi/kernel';
import type { GameDefinition, GameSession, PlayerId } from '@diadochi/kernel';
import type { Dislodgement, Unit } from '../../src/core/index.ts';
import { classic, classicMap } from '../../src/classic/index.ts';
import type { ClassicState, Phase, Season } from '../../src/classic/index.ts';

// ---- the file ----

/** A position in the reference's notation: units, centres and retreat options per power (English names). */
export interface RefPosition {
  units: Record<string, string[]>;
  centers: Record<string, string[]>;
  retreats: Record<string, Record<string, string[]>>;
}

export interface RefPhase {
  /** `S1901M`, `F1901R`, `W1901A`. */
  name: string;
  position: RefPosition;
  /** Every power's orders as written; `accepted` is what the reference kept of them. */
  orders: Record<string, string[]>;
  accepted: Record<string, string[]>;
  results: Record<string, string[]>;
}

export interface RefGame {
  phases: RefPhase[];
  final: { name: string; position: RefPosition; done: boolean };
}

export interface RefFile {
  engine: string;
  seed: number;
  maxPhases: number;
  games: RefGame[];
}

/** The data folder beside the repository (`../shared/data`), or `CLASSIC_REFERENCE_GAMES` to point elsewhere. */
export const REFERENCE_GAMES_FILE =
  process.env.CLASSIC_REFERENCE_GAMES ?? fileURLToPath(new URL('../../../../../shared/data/classic/reference-games/random-games-3.json', import.meta.url));

export function referenceGamesPresent(): boolean {
  return existsSync(REFERENCE_GAMES_FILE);
}

export function readReferenceGames(file = REFERENCE_GAMES_FILE): RefFile {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Partial<RefFile>;
  if (!Array.isArray(json.games)) throw new Error(`${file}: no "games" array`);
  return json as RefFile;
}

// ---- names ----

/** The reference's power names → ours (map.ts `POWERS`). */
export const POWER_OF: Readonly<Record<string, string>> = {
  AUSTRIA: 'AUS',
  ENGLAND: 'ENG',
  FRANCE: 'FRA',
  GERMANY: 'GER',
  ITALY: 'ITA',
  RUSSIA: 'RUS',
  TURKEY: 'TUR',
};

const LOCATION = /^([A-Z]{3})(?:\/([NSEW]C))?$/;

/** `STP/SC` → `stp(sc)`, `VIE` → `vie`; throws on anything the map does not have. */
export function regionOf(location: string): string {
  const m = LOCATION.exec(location);
  if (!m) throw new Error(`not a location: ${location}`);
  const region = m[2] ? `${m[1]!.toLowerCase()}(${m[2].toLowerCase()})` : m[1]!.toLowerCase();
  if (classicMap.spaceOf(region) === undefined) throw new Error(`not on the map: ${location}`);
  return region;
}

/** `stp(sc)` → `STP/SC`. */
export function locationOf(region: string): string {
  return region.toUpperCase().replace('(', '/').replace(')', '');
}

/** `F STP/SC` (optionally `*F STP/SC`) of a power → our unit. */
export function unitOf(power: string, text: string): Unit {
  const m = /^\*?([AF]) (\S+)$/.exec(text);
  if (!m) throw new Error(`not a unit: ${text}`);
  return { power, kind: m[1] === 'F' ? 'fleet' : 'army', region: regionOf(m[2]!) };
}

const unitText = (u: Pick<Unit, 'kind' | 'region'>) => `${u.kind === 'fleet' ? 'F' : 'A'} ${locationOf(u.region)}`;

// ---- orders ----

const VERBS: Readonly<Record<string, string>> = { '-': '-', S: 'S', C: 'C', H: 'H', R: '-', D: 'disband', B: 'build', VIA: 'via convoy' };

/**
 * One order in the reference's notation → our notation, or null for `WAIVE` (no order). Token by
 * token: unit letters stay, locations become regions, verbs become ours. Throws on a word it does
 * not know, so a change in the data shows instead of being read wrong.
 */
export function orderText(order: string): string | null {
  if (order === 'WAIVE') return null;
  return order
    .split(' ')
    .map((t) => {
      if (t === 'A' || t === 'F') return t;
      const verb = VERBS[t];
      if (verb !== undefined) return verb;
      return regionOf(t);
    })
    .join(' ');
}

// ---- positions ----

const PHASE_OF: Readonly<Record<string, Phase>> = { M: 'movement', R: 'retreat', A: 'adjustment' };
const SEASON_OF: Readonly<Record<string, Season>> = { S: 'spring', F: 'fall', W: 'winter' };
const LETTER_OF_SEASON: Readonly<Record<Season, string>> = { spring: 'S', fall: 'F', winter: 'W' };
const LETTER_OF_PHASE: Readonly<Record<Phase, string>> = { movement: 'M', retreat: 'R', adjustment: 'A' };

/** `F1901R` → fall 1901, retreat. */
export function phaseOf(name: string): { year: number; season: Season; phase: Phase } {
  const m = /^([SFW])(\d{4})([MRA])$/.exec(name);
  if (!m) throw new Error(`not a phase name: ${name}`);
  return { year: Number(m[2]), season: SEASON_OF[m[1]!]!, phase: PHASE_OF[m[3]!]! };
}

/** The phase a state waits on, named as the reference names it; `COMPLETED` when the game is over. */
export function phaseName(s: ClassicState): string {
  return s.result ? 'COMPLETED' : `${LETTER_OF_SEASON[s.season]}${s.year}${LETTER_OF_PHASE[s.phase]}`;
}

/**
 * The classic state of a phase's position. A dislodged unit's attacker is not in the position:
 * `by` is left empty, which nothing in the retreat phase reads (the options are given).
 */
export function stateOf(name: string, position: RefPosition): ClassicState {
  const units: Unit[] = [];
  const dislodged: Dislodgement[] = [];
  for (const [name_, list] of Object.entries(position.units)) {
    const power = POWER_OF[name_]!;
    for (const text of list) if (!text.startsWith('*')) units.push(unitOf(power, text));
  }
  for (const [name_, byUnit] of Object.entries(position.retreats)) {
    const power = POWER_OF[name_]!;
    for (const [text, options] of Object.entries(byUnit)) {
      dislodged.push({ unit: unitOf(power, text), by: '', byConvoy: false, retreats: options.map(regionOf) });
    }
  }
  const owners: Record<string, string> = {};
  for (const [name_, list] of Object.entries(position.centers)) for (const c of list) owners[regionOf(c)] = POWER_OF[name_]!;
  return { options: { edition: '2023' }, ...phaseOf(name), units, owners, dislodged };
}

/** A position as sorted lines (`RUS F STP/SC`, `centre STP RUS`, `dislodged GER A MUN → KIE TYR`), to compare and to print differences. */
export function positionLines(p: RefPosition): string[] {
  const out: string[] = [];
  for (const [name, list] of Object.entries(p.units)) for (const u of list) if (!u.startsWith('*')) out.push(`${POWER_OF[name]} ${u}`);
  for (const [name, list] of Object.entries(p.centers)) for (const c of list) out.push(`centre ${c} ${POWER_OF[name]}`);
  for (const [name, byUnit] of Object.entries(p.retreats)) {
    for (const [u, options] of Object.entries(byUnit)) out.push(`dislodged ${POWER_OF[name]} ${u.replace(/^\*/, '')} → ${[...options].sort().join(' ')}`);
  }
  return out.sort();
}

/** Our state's position in the same lines. */
export function stateLines(s: ClassicState): string[] {
  const out: string[] = [];
  for (const u of s.units) out.push(`${u.power} ${unitText(u)}`);
  for (const [c, power] of Object.entries(s.owners)) out.push(`centre ${locationOf(c)} ${power}`);
  for (const d of s.dislodged) out.push(`dislodged ${d.unit.power} ${unitText(d.unit)} → ${d.retreats.map(locationOf).sort().join(' ')}`);
  return out.sort();
}

// ---- the replay ----

export const C = classic as unknown as GameDefinition<ClassicState>;

/**
 * How the reference's orders are read. As its players wrote them (`{}`), or as the reference
 * itself read them on a DATC issue where it follows another option than ours:
 * - `coast`: a support's coast is dropped (DATC 4.B.4): its `accepted` orders, which write it so;
 * - `via`: an army ordered `VIA` to a province it can walk to, with no fleet ordered to convoy it
 *   there, walks (DATC 4.A.3: the DATC v2 fallback to the land route; DATC 3.0 prefers no
 *   fallback, and our move fails): its `VIA` is dropped.
 * A phase that differs as written and agrees so read differs by those options only.
 */
export interface Reading {
  coast?: boolean;
  via?: boolean;
}

const VIA_MOVE = /^A (\S+) - (\S+) VIA$/;

export function readOrders(p: RefPhase, reading: Reading): Record<string, string[]> {
  const source = reading.coast ? p.accepted : p.orders;
  if (!reading.via) return source;
  const all = Object.values(source).flat();
  const convoyed = new Set(all.flatMap((o) => /^F \S+ C (A \S+ - \S+)$/.exec(o)?.[1] ?? []));
  const walk = (o: string): string => {
    const m = VIA_MOVE.exec(o);
    if (!m || convoyed.has(`A ${m[1]} - ${m[2]}`) || !classicMap.adjacent('army', regionOf(m[1]!), regionOf(m[2]!))) return o;
    return `A ${m[1]} - ${m[2]}`;
  };
  return Object.fromEntries(Object.entries(source).map(([power, list]) => [power, list.map(walk)]));
}

/** A phase ready for the judge: the session at its position and every power's decision in our notation. */
export interface PreparedPhase {
  game: number;
  name: string;
  phase: Phase;
  session: GameSession<ClassicState>;
  /** Decisions of the powers our engine waits on (a power it waits on with no order sends none). */
  decisions: [PlayerId, { orders: string[] }][];
  /** Powers with orders in the reference that our engine does not wait on (a disagreement). */
  unasked: string[];
  /**
   * Adjustment orders beyond what a power is due, in the reference's notation: the reference
   * marks them void and carries out the first ones; our judge refuses them when they are
   * submitted (problems `cannot-no-builds-left`, `cannot-no-disbands-left`), so the power sends
   * the others, as a player told so would.
   */
  trimmed: string[];
  /** The reference's results of the phase, by unit (`void` for an order it ignored). */
  results: Record<string, string[]>;
  /** The position the reference reached (the next phase's, or the final one) and its name. */
  expected: RefPosition;
  expectedName: string;
}

const BEYOND_DUE = new Set(['cannot-no-builds-left', 'cannot-no-disbands-left']);

/** Sessions are made once from a seeded `createGame`, then given the phase's state (the judge's sessions hold it the same way). */
export function preparePhase(game: number, phases: readonly RefPhase[], i: number, final: RefGame['final'], reading: Reading = {}): PreparedPhase {
  const p = phases[i]!;
  const source = readOrders(p, reading);
  const created = createGame(C, { seed: `reference-${game}-${p.name}`, options: {} });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const session: GameSession<ClassicState> = { ...created.value, state: stateOf(p.name, p.position) };
  const asked = waitingOn(C, session).missing;
  const orders = new Map<string, { ref: string; ours: string }[]>();
  for (const [name, list] of Object.entries(source)) {
    const texts = list.flatMap((ref) => {
      const ours = orderText(ref);
      return ours === null ? [] : [{ ref, ours }];
    });
    if (texts.length > 0) orders.set(POWER_OF[name]!, texts);
  }
  const trimmed: string[] = [];
  if (session.state.phase === 'adjustment') {
    for (const [power, list] of orders) {
      const v = C.validate(session.state, power, { orders: list.map((o) => o.ours) });
      if (v.ok || !v.error.every((x) => BEYOND_DUE.has(x.code))) continue;
      const beyond = new Set(v.error.map((x) => x.path?.[1]));
      trimmed.push(...list.filter((_, at) => beyond.has(at)).map((o) => o.ref));
      orders.set(power, list.filter((_, at) => !beyond.has(at)));
    }
  }
  const next = phases[i + 1];
  return {
    game,
    name: p.name,
    phase: session.state.phase,
    session,
    decisions: asked.map((power) => [power, { orders: (orders.get(power) ?? []).map((o) => o.ours) }]),
    unasked: [...orders.keys()].filter((power) => !asked.includes(power)),
    trimmed,
    results: p.results,
    expected: next ? next.position : final.position,
    expectedName: next ? next.name : final.name,
  };
}

export function prepareGame(file: RefFile, game: number, reading: Reading = {}): PreparedPhase[] {
  const g = file.games[game]!;
  return g.phases.map((_, i) => preparePhase(game, g.phases, i, g.final, reading));
}

/**
 * The judge's work for one phase: each decision submitted through the kernel (validated, stored),
 * the last one resolving the phase; the stored step's digest read as the judge reads it.
 * Returns the resolved session, or the problems of the decision the judge refused.
 */
export function judgePhase(p: Pick<PreparedPhase, 'session' | 'decisions'>): { session: GameSession<ClassicState> } | { refused: string } {
  let session = p.session;
  for (const [power, decision] of p.decisions) {
    const r = submit(C, session, power, decision);
    if (!r.ok) return { refused: `${power}: ${r.error.map((x) => `${x.code} ${JSON.stringify(x.path ?? [])}`).join('; ')}` };
    session = r.value.session;
  }
  if (session.record.length !== p.session.record.length + 1) return { refused: 'the phase did not resolve' };
  void session.record.at(-1)!.digest;
  return { session };
}

/** What differs between our result and the reference's, as lines (empty: they agree). */
export function compare(p: PreparedPhase): string[] {
  const out: string[] = [];
  if (p.unasked.length > 0) out.push(`orders from powers not asked: ${p.unasked.join(' ')}`);
  const r = judgePhase(p);
  if ('refused' in r) return [...out, `refused: ${r.refused}`];
  const state = r.session.state;
  const ours = stateLines(state);
  const theirs = positionLines(p.expected);
  const mine = new Set(ours);
  const ref = new Set(theirs);
  for (const l of theirs) if (!mine.has(l)) out.push(`reference only: ${l}`);
  for (const l of ours) if (!ref.has(l)) out.push(`ours only: ${l}`);
  // The reference ends its games at a year limit too (COMPLETED): only a solo must end ours.
  const name = phaseName(state);
  if (name !== p.expectedName && !(p.expectedName === 'COMPLETED' && !state.result)) out.push(`next phase: ours ${name}, reference ${p.expectedName}`);
  return out;
}
