/**
 * English result-sheet lines of the world around the players
 * (src/game/i18n.ts): the weather (`diadoques ch. 14b`, `§14c`, `diadokhoi §6.2.4`–`§6.2.6`),
 * the season events' consequences (`diadoques ch. 14`, `diadokhoi §6.2`), neutral revolts and
 * interventions (`diadoques ch. 14d`, `§14e`, `diadokhoi §6.2.13`–`§6.2.22`, `§6.3.54`),
 * characters caught by them, and the end of the game.
 */
import { mapOf } from '../map/index.ts';
import { reasonLine } from '../core/reasons/index.ts';
import { isObj, num, str } from './i18n-words.ts';
import type { Line, Obj, Words } from './i18n-words.ts';

const P = (w: Words, x: unknown) => w.power(str(x));
const C = (w: Words, x: unknown) => w.character(str(x));
const places = (w: Words, xs: unknown) => (Array.isArray(xs) ? xs.map((s) => w.place(String(s))).join(', ') : '?');
const roll = (_w: Words, d: Obj) => (num(d.roll) === undefined ? '' : ` (die ${num(d.roll)})`);
/** A unit of the data: `A MAC` when its type and space are known, else its space, else "a unit". */
const unitOf = (w: Words, d: Obj, space = str(d.space)) => (space ? w.unit(d.type, space) : 'A unit');

const WEATHER = {
  flood: (w, d) => {
    const rivers = Array.isArray(d.rivers) ? d.rivers.map((r) => mapOf(w.c.ruleset)?.rivers.find((x) => x.id === r)?.names[w.c.lang] ?? String(r)).join(', ') : '?';
    const under = Array.isArray(d.flooded) && d.flooded.length ? ` — ${places(w, d.flooded)} under water` : '';
    return `Flood${w.colon}${rivers}${under}.`;
  },
  'sea-storm': (w, d) => `Storm at sea${w.colon}${places(w, d.seas)}.`,
  'sand-storm': (w, d) => `Sand storm${w.colon}${places(w, d.spaces)}.`,
  'snow-storm': (w, d) => `Snow storm${w.colon}${places(w, d.spaces)}.`,
  'fleet-sunk': (w, d) => `${unitOf(w, { type: 'F', ...d })} (${P(w, d.power)}) sinks${roll(w, d)}.`,
  'character-drowned': (w, d) => `${C(w, d.character)} drowns in the storm${roll(w, d)}.`,
  'character-ashore': (w, d) => `${C(w, d.character)} is cast ashore in ${w.place(str(d.to))}${roll(w, d)}.`,
} satisfies Record<string, Line>;

const EVENTS = {
  'gold-promised': (w, d) => `${fromWhom(d)} will pay ${w.money(num(d.amount))} to ${P(w, d.power)} at the end of the turn.`,
  'gold-received': (w, d) => `${P(w, d.power)} receives ${w.money(num(d.amount))} from ${fromWhom(d)}.`,
  'royal-death': (w, d) => `${C(w, d.character)} dies.`,
  'no-effect': (_w) => 'This force has no further mission: no effect.',
  'general-greek': (w, d) => `The Greeks rise together (${w.powers(d.members)}).`,
  'joins-general-revolt': (w, d) => `${P(w, d.power)} join the General revolt: 4 new seasons.`,
} satisfies Record<string, Line>;

const fromWhom = (d: Obj) => (str(d.from) === 'carthage' ? 'Carthage' : str(d.from) === 'chandragupta' ? 'Chandragupta' : (str(d.from) ?? '?'));


const NEUTRALS = {
  // diadokhoi §8.1.7: a force that comes with another rises with it; a variant's unit carried to its landing.
  together: (w, d) => `${w.neutral(str(d.event) ?? '?')} comes together with ${w.neutral(str(d.with) ?? '?')}.`,
  'unit-carried': (w, d) => `${P(w, d.power)}${w.colon}${w.unit(str(d.type) ?? 'A', str(d.from))} is carried at once to ${w.place(str(d.to))}.`,
  'neutral-appears': (w, d) => `${P(w, d.power)}${w.colon}${unitOf(w, d)} appears.`,
  'neutral-leaves': (w, d) => {
    // Why it leaves (`diadoques §14d.3`, `§14e.4`, `diadokhoi §6.2.13`): its reason code; none in records written before codes.
    const why = reasonLine(d.why, w, w.c.lang);
    return `${P(w, d.power)} leave the game${why ? `: ${why}` : ''}.`;
  },
  'neutral-adopted': (w, d) => `${P(w, d.power)} are under way from the start.`,
  'citadel-joins': (w, d) => `${w.place(str(d.citadel))}, neutral, joins ${P(w, d.power)}.`,
  'citadel-neutral': (w, d) => `${w.place(str(d.citadel))} is independent again.`,
  'province-neutral': (w, d) => `${w.place(str(d.space))} turns neutral.`,
  'treasure-lost': (w, d) => `The treasure of ${w.place(str(d.citadel))}${num(d.amount) === undefined ? '' : ` (${w.money(num(d.amount))})`} disappears.`,
  'revolt-settles': (w, d) => `${P(w, d.power)} hold their city: they stay.`,
  'duration-reset': (w, d) => `${P(w, d.power)} take their aim: their count starts again.`,
  'rising-pending': (w, d) => `${P(w, d.power)} rise in ${w.place(str(d.space))}, held by another unit: they attack it after the moves.`,
  'rising-repulsed': (w, d) =>
    str(d.to)
      ? `The rising in ${w.place(str(d.space))} is held: the rebels fall back to ${w.place(str(d.to))}.`
      : `The rising in ${w.place(str(d.space))} is held and finds no room: it fades away.`,
  'unit-retreats': (w, d) => `The unit in ${w.place(str(d.from))} is driven out and retreats to ${w.place(str(d.to))}.`,
  'unit-destroyed': (w, d) => `${unitOf(w, d)}${str(d.power) ? ` (${P(w, d.power)})` : ''} is destroyed.`,
  'unit-disbanded': (w, d) =>
    str(d.city)
      ? `The rebels who failed to free ${w.place(str(d.city))} disperse.`
      : `${unitOf(w, d)}${str(d.power) ? ` (${P(w, d.power)})` : ''} disbands.`,
  'offer-lapses': (_w) => 'Nobody stands in Italy: the Tarentine offer lapses.',
  'tarentine-offer': (w, d) => `The Tarentines give ${w.place(str(d.citadel))} and ${w.money(num(d.gold))} to ${P(w, d.power)}.`,
  'olympias-joins': (w, d) => `Olympias joins ${P(w, d.power)}.`,
  'field-extended': (_w) => 'Pella is no longer a capital: Pyrrhus now aims at Macedonia.',
  'satraps-vanish': (_w) => 'No royal order: the satraps’ army disappears.',
  'satraps-join': (w, d) => `The eastern satraps join ${P(w, d.power)}.`,
  'roman-war': (w, d) => `Rome declares war on ${P(w, d.power)}.`,
  'roman-peace': (w, d) => (d.paid ? `${P(w, d.power)} makes peace with Rome and pays its tribute.` : `${P(w, d.power)} cannot pay Rome: war again next year.`),
} satisfies Record<string, Line>;

const CHARACTERS = {
  'character-escapes': (w, d) => `${C(w, d.character)} escapes${roll(w, d)}.`,
  'capture-roll': (w, d) => `Capture roll for ${C(w, d.character)}${w.colon}${num(d.roll) ?? '?'}`,
  'character-captured': (w, d) => `${C(w, d.character)} falls into the hands of ${str(d.by) ? P(w, d.by) : 'nobody'}.`,
  'character-retreats': (w, d) => `${C(w, d.character)} takes refuge in ${w.place(str(d.to))}.`,
  'character-flees': (w, d) => `${C(w, d.character)} flees the rising to ${w.place(str(d.to))}.`,
} satisfies Record<string, Line>;

/** The end of the game (`diadoques §3`, `diadokhoi §4.4`, `§4.5`): the winners and the ranking. */
function gameOver(w: Words, d: Obj): string {
  const winners = Array.isArray(d.winners) && d.winners.length ? w.powers(d.winners) : 'no winner';
  const ranking = Array.isArray(d.ranking) ? d.ranking.map((tier, i) => `${i + 1}. ${w.powers(tier)}`).join(' ; ') : '';
  const scores = isObj(d.scores) ? ` — victory points${w.colon}${Object.entries(d.scores).map(([p, n]) => `${w.power(p)} ${String(n)}`).join(', ')}` : '';
  return `Game over${w.colon}${winners}${ranking ? ` (${ranking})` : ''}${scores}.`;
}

export const WORLD = { ...WEATHER, ...EVENTS, ...NEUTRALS, ...CHARACTERS, 'game-over': (w, d) => gameOver(w, d) } satisfies Record<string, Line>;
