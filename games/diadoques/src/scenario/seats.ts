/**
 * Who plays which diadochus, as a scenario file states it (`diadoques §2`; Diadokhoi has no
 * chapter on it and uses the same, docs/rules/diadokhoi/decisions.md): the players' rankings,
 * the method, and `seat POWER: PLAYER` expectations. The assignment is the one the judge makes
 * when a game starts (`GameDefinition.assignSeats`), so a referee can test a set of rankings
 * before the game and the rule is tested as a scenario (issue 18 item 5).
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import { nameKey } from '../map/names.ts';
import { SCENARIOS } from '../map/scenarios.ts';
import { assignByLot, assignDiadochi } from '../politics/assignment.ts';
import type { Assignment } from '../politics/assignment.ts';
import type { PowerId, RulesetId } from '../rules/state.ts';
import { wordsFor } from '../game/i18n-words.ts';
import type { Lang } from '../game/i18n-words.ts';
import { colonOf, SHEET_WORDS } from './sheet-words.ts';
import type { ExpectationFailure, ScenarioProblem, SeatExpectation, Seating, SeatingMethod } from './types.ts';

interface Line {
  text: string;
  line: number;
}

const PLAYER_NAME = /^[\p{L}\p{N}_.-]{1,40}$/u;
const HOWS = ['single', 'tie', 'lot', 'left'] as const;

/** The powers a person may play in the ruleset's standard set-up. */
export function seatPowers(ruleset: RulesetId): PowerId[] {
  return SCENARIOS[ruleset].find((s) => s.id === 'standard')!.powers.filter((p) => p.kind === 'player').map((p) => p.power);
}

const powerKey = (text: string) => nameKey(text.trim());

/**
 * Reads `seating: preferences | lot` and the `rankings:` lines (`PLAYER: POWER, POWER, …`, first
 * choice first). A ranking may be partial (the judge lets a player rank only his first choices);
 * it may not name a power twice or one that is not a player of the ruleset.
 */
export function readSeating(ruleset: RulesetId, rankings: { line: number; body: Line[] } | undefined, seating: { inline: string; line: number } | undefined, problems: ScenarioProblem[]): Seating | undefined {
  if (!rankings && !seating) return undefined;
  let method: SeatingMethod = 'preferences';
  if (seating) {
    const word = powerKey(seating.inline);
    if (word === 'lot' || word === 'random' || word === 'tirageausort') method = 'lot';
    else if (word !== 'preferences' && word !== 'preference') problems.push({ code: 'seating', message: 'Write "seating: preferences" (diadoques §2.2–§2.4) or "seating: lot" (diadoques §2.1).', line: seating.line });
  }
  const powers = seatPowers(ruleset);
  const out: Record<string, PowerId[]> = {};
  for (const b of rankings?.body ?? []) {
    const m = /^([^:]+):\s*(.*)$/.exec(b.text);
    const player = m?.[1]!.trim() ?? '';
    if (!m || !PLAYER_NAME.test(player)) {
      problems.push({ code: 'rankings', message: `Write one player a line: "alice: ptolemee, seleucos, …" (a name of letters, digits, "_", "-" or ".", then the diadochi from first to last choice).`, line: b.line });
      continue;
    }
    if (Object.hasOwn(out, player)) {
      problems.push({ code: 'rankings', message: `${player} is ranked twice.`, line: b.line });
      continue;
    }
    const ranked = m[2]!.split(',').map(powerKey).filter((p) => p !== '');
    const unknown = ranked.find((p) => !powers.includes(p));
    const twice = ranked.find((p, i) => ranked.indexOf(p) !== i);
    if (unknown !== undefined) problems.push({ code: 'rankings', message: `"${unknown}" is not a diadochus of ${ruleset} (${powers.join(', ')}).`, line: b.line });
    else if (twice !== undefined) problems.push({ code: 'rankings', message: `${player} ranks ${twice} twice.`, line: b.line });
    else out[player] = ranked;
  }
  const players = Object.keys(out).length;
  if (rankings && players === 0) problems.push({ code: 'rankings', message: 'No player is ranked under "rankings:".', line: rankings.line });
  if (players > powers.length) {
    problems.push({ code: 'rankings', message: `${players} players for ${powers.length} diadochi.`, line: rankings?.line ?? seating!.line });
    return undefined;
  }
  return { method, rankings: out, line: rankings?.line ?? seating!.line };
}

/** `seat POWER: PLAYER [(single|tie|lot|left)]` under `expect:`; undefined when the line is not one. */
export function readSeatExpectation(ruleset: RulesetId, b: Line): SeatExpectation | string | undefined {
  const m = /^seat\s+([^:]+):\s*(\S+)(?:\s*\(\s*(\w+)\s*\))?\s*$/i.exec(b.text);
  if (!m) return /^seat\b/i.test(b.text) ? `Write "seat POWER: PLAYER", optionally followed by how it was decided: (single), (tie), (lot) or (left).` : undefined;
  const power = powerKey(m[1]!);
  if (!seatPowers(ruleset).includes(power)) return `"${m[1]!.trim()}" is not a diadochus of ${ruleset}.`;
  const how = m[3]?.toLowerCase();
  if (how !== undefined && !(HOWS as readonly string[]).includes(how)) return `"(${m[3]})": how a seat is decided is one of (single), (tie), (lot), (left).`;
  return { power, player: m[2]!, ...(how !== undefined ? { how: how as SeatExpectation['how'] } : {}), text: b.text, line: b.line };
}

/**
 * The judge's assignment for these rankings: its own dice from the file's seed (draws by lot
 * always come from the seed; the `dice:` line is the adjudication's), so the seats never change
 * the season's rolls.
 */
export function assignScenarioSeats(ruleset: RulesetId, seating: Seating, seed: string): Assignment {
  const dice = new Dice(rngFromSeed(`${seed}:seats`));
  const powers = seatPowers(ruleset);
  return seating.method === 'lot' ? assignByLot(Object.keys(seating.rankings).sort(), powers, dice) : assignDiadochi(seating.rankings, dice, powers);
}

export function checkSeats(assignment: Assignment, expected: SeatExpectation[]): ExpectationFailure[] {
  const holder = new Map(Object.entries(assignment.assigned).map(([player, power]) => [power, player]));
  return expected.flatMap((e) => {
    const got = holder.get(e.power);
    if (got !== e.player) return [{ line: e.line, text: e.text, message: got === undefined ? `nobody was given ${e.power}` : `${e.power} went to ${got}` }];
    const step = assignment.steps.find((s) => s.player === e.player);
    if (e.how !== undefined && step?.how !== e.how) return [{ line: e.line, text: e.text, message: `decided ${step?.how ?? 'otherwise'}, not ${e.how}` }];
    return [];
  });
}

/** The sheet's lines: each seat in the order it was decided, with the choice it was and why. */
export function printSeats(ruleset: RulesetId, seating: Seating, assignment: Assignment, lang: Lang = 'en'): string {
  const w = SHEET_WORDS[lang];
  const names = wordsFor({ ruleset, lang });
  const rule = seating.method === 'lot' ? 'diadoques §2.1' : 'diadoques §2.2–§2.4';
  // The rule is Les Diadoques' chapter 2 in every ruleset; another ruleset borrows it (docs/rules/diadokhoi/decisions.md, "Seats").
  const head = `${w.seats} (${rule.startsWith(`${ruleset} `) ? rule : `${rule}, ${w.asDecidedFor} ${ruleset}`})${colonOf(lang).trimEnd()}`;
  const choice = (player: string, power: PowerId) => {
    const rank = (seating.rankings[player] ?? []).indexOf(power);
    return rank < 0 ? w.unranked : w.choice(rank + 1);
  };
  // In English the power's id, as the file writes it; in another language its name there.
  const power = (p: PowerId) => (lang === 'en' ? p : names.power(p));
  const lines = assignment.steps.map((s) => `  ${power(s.diadochus)}${colonOf(lang)}${s.player} (${s.how === 'lot' && seating.method === 'lot' ? w.byLot : `${choice(s.player, s.diadochus)}, ${w.how[s.how]}`})`);
  // diadoques §2.4: a player given his k-th choice spends k points (decisions.md); unranked counts after the ranked ones.
  const points = assignment.steps.reduce((a, s) => a + s.rank, 0);
  return [head, ...lines, ...(seating.method === 'preferences' ? [`  ${w.pointsAtStake}${colonOf(lang)}${points}`] : [])].join('\n');
}
