/**
 * French result-sheet lines of the world around the players
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
const roll = (_w: Words, d: Obj) => (num(d.roll) === undefined ? '' : ` (dé ${num(d.roll)})`);
/** A unit of the data: `A MAC` when its type and space are known, else its space, else "a unit". */
const unitOf = (w: Words, d: Obj, space = str(d.space)) => (space ? w.unit(d.type, space) : 'Une unité');

const WEATHER = {
  flood: (w, d) => {
    const rivers = Array.isArray(d.rivers) ? d.rivers.map((r) => mapOf(w.c.ruleset)?.rivers.find((x) => x.id === r)?.names[w.c.lang] ?? String(r)).join(', ') : '?';
    const under = Array.isArray(d.flooded) && d.flooded.length ? ` — ${places(w, d.flooded)} sous les eaux` : '';
    return `Crue${w.colon}${rivers}${under}.`;
  },
  'sea-storm': (w, d) => `Tempête en mer${w.colon}${places(w, d.seas)}.`,
  'sand-storm': (w, d) => `Tempête de sable${w.colon}${places(w, d.spaces)}.`,
  'snow-storm': (w, d) => `Tempête de neige${w.colon}${places(w, d.spaces)}.`,
  'fleet-sunk': (w, d) => `${unitOf(w, { type: 'F', ...d })} (${P(w, d.power)}) sombre${roll(w, d)}.`,
  'character-drowned': (w, d) => `${C(w, d.character)} se noie dans la tempête${roll(w, d)}.`,
  'character-ashore': (w, d) => `${C(w, d.character)} est jeté(e) sur la côte en ${w.place(str(d.to))}${roll(w, d)}.`,
} satisfies Record<string, Line>;

const EVENTS = {
  'gold-promised': (w, d) => `${fromWhom(d)} paiera ${w.money(num(d.amount))} à ${P(w, d.power)} à la fin du tour.`,
  'gold-received': (w, d) => `${P(w, d.power)} reçoit ${w.money(num(d.amount))} de ${fromWhom(d)}.`,
  'royal-death': (w, d) => `${C(w, d.character)} meurt.`,
  'no-effect': (_w) => 'Cette force n’a pas d’autre mission : sans effet.',
  'general-greek': (w, d) => `Les Grecs se soulèvent ensemble (${w.powers(d.members)}).`,
  'joins-general-revolt': (w, d) => `${P(w, d.power)} rejoignent la révolte générale : 4 nouvelles saisons.`,
} satisfies Record<string, Line>;

const fromWhom = (d: Obj) => (str(d.from) === 'carthage' ? 'Carthage' : str(d.from) === 'chandragupta' ? 'Chandragupta' : (str(d.from) ?? '?'));


const NEUTRALS = {
  // diadokhoi §8.1.7 : une force qui vient avec une autre se soulève avec elle ; l’unité d’une variante portée à son débarquement.
  together: (w, d) => `« ${w.neutral(str(d.event) ?? '?')} » survient en même temps que « ${w.neutral(str(d.with) ?? '?')} ».`,
  'unit-carried': (w, d) => `${P(w, d.power)}${w.colon}${w.unit(str(d.type) ?? 'A', str(d.from))} est aussitôt transportée en ${w.place(str(d.to))}.`,
  'neutral-appears': (w, d) => `${P(w, d.power)}${w.colon}${unitOf(w, d)} apparaît.`,
  'neutral-leaves': (w, d) => {
    // Why it leaves (`diadoques §14d.3`, `§14e.4`, `diadokhoi §6.2.13`): its reason code; none in records written before codes.
    const why = reasonLine(d.why, w, w.c.lang);
    return `${P(w, d.power)} quittent la partie${why ? ` : ${why}` : ''}.`;
  },
  'neutral-adopted': (w, d) => `${P(w, d.power)} sont en campagne dès le départ.`,
  'citadel-joins': (w, d) => `${w.place(str(d.citadel))}, neutre, rejoint ${P(w, d.power)}.`,
  'citadel-neutral': (w, d) => `${w.place(str(d.citadel))} redevient indépendante.`,
  'province-neutral': (w, d) => `${w.place(str(d.space))} devient neutre.`,
  'treasure-lost': (w, d) => `Le trésor de ${w.place(str(d.citadel))}${num(d.amount) === undefined ? '' : ` (${w.money(num(d.amount))})`} disparaît.`,
  'revolt-settles': (w, d) => `${P(w, d.power)} tiennent leur cité : ils restent.`,
  'duration-reset': (w, d) => `${P(w, d.power)} prennent leur objectif : leur décompte repart.`,
  'rising-pending': (w, d) => `${P(w, d.power)} se soulèvent en ${w.place(str(d.space))}, tenue par une autre unité : ils l’attaquent après les mouvements.`,
  'rising-repulsed': (w, d) =>
    str(d.to)
      ? `Le soulèvement en ${w.place(str(d.space))} est contenu : les rebelles se replient en ${w.place(str(d.to))}.`
      : `Le soulèvement en ${w.place(str(d.space))} est contenu et, sans place, s’éteint.`,
  'unit-retreats': (w, d) => `L’unité en ${w.place(str(d.from))} est chassée et se retire en ${w.place(str(d.to))}.`,
  'unit-destroyed': (w, d) => `${unitOf(w, d)}${str(d.power) ? ` (${P(w, d.power)})` : ''} est détruite.`,
  'unit-disbanded': (w, d) =>
    str(d.city)
      ? `Les rebelles qui n’ont pas libéré ${w.place(str(d.city))} se dispersent.`
      : `${unitOf(w, d)}${str(d.power) ? ` (${P(w, d.power)})` : ''} se dissout.`,
  'offer-lapses': (_w) => 'Personne ne tient l’Italie : l’offre tarentine tombe.',
  'tarentine-offer': (w, d) => `Les Tarentins donnent ${w.place(str(d.citadel))} et ${w.money(num(d.gold))} à ${P(w, d.power)}.`,
  'olympias-joins': (w, d) => `Olympias rejoint ${P(w, d.power)}.`,
  'field-extended': (_w) => 'Pella n’est plus une capitale : Pyrrhus vise désormais la Macédoine.',
  'satraps-vanish': (_w) => 'Pas d’ordre royal : l’armée des satrapes disparaît.',
  'satraps-join': (w, d) => `Les satrapes orientaux rejoignent ${P(w, d.power)}.`,
  'roman-war': (w, d) => `Rome déclare la guerre à ${P(w, d.power)}.`,
  'roman-peace': (w, d) => (d.paid ? `${P(w, d.power)} fait la paix avec Rome et paie son tribut.` : `${P(w, d.power)} ne peut payer Rome : la guerre reprend l’an prochain.`),
} satisfies Record<string, Line>;

const CHARACTERS = {
  'character-escapes': (w, d) => `${C(w, d.character)} s’échappe${roll(w, d)}.`,
  'capture-roll': (w, d) => `Jet de capture de ${C(w, d.character)}${w.colon}${num(d.roll) ?? '?'}`,
  'character-captured': (w, d) => `${C(w, d.character)} tombe aux mains de ${str(d.by) ? P(w, d.by) : 'personne'}.`,
  'character-retreats': (w, d) => `${C(w, d.character)} se réfugie à ${w.place(str(d.to))}.`,
  'character-flees': (w, d) => `${C(w, d.character)} fuit le soulèvement vers ${w.place(str(d.to))}.`,
} satisfies Record<string, Line>;

/** The end of the game (`diadoques §3`, `diadokhoi §4.4`, `§4.5`): the winners and the ranking. */
function gameOver(w: Words, d: Obj): string {
  const winners = Array.isArray(d.winners) && d.winners.length ? w.powers(d.winners) : 'aucun vainqueur';
  const ranking = Array.isArray(d.ranking) ? d.ranking.map((tier, i) => `${i + 1}. ${w.powers(tier)}`).join(' ; ') : '';
  const scores = isObj(d.scores) ? ` — points de victoire${w.colon}${Object.entries(d.scores).map(([p, n]) => `${w.power(p)} ${String(n)}`).join(', ')}` : '';
  return `Fin de la partie${w.colon}${winners}${ranking ? ` (${ranking})` : ''}${scores}.`;
}

export const WORLD = { ...WEATHER, ...EVENTS, ...NEUTRALS, ...CHARACTERS, 'game-over': (w, d) => gameOver(w, d) } satisfies Record<string, Line>;
