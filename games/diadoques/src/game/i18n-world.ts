/**
 * Result-sheet lines of the world around the players in the reader's language
 * (src/game/i18n.ts): the weather (`diadoques ch. 14b`, `§14c`, `diadokhoi §6.2.4`–`§6.2.6`),
 * the season events' consequences (`diadoques ch. 14`, `diadokhoi §6.2`), neutral revolts and
 * interventions (`diadoques ch. 14d`, `§14e`, `diadokhoi §6.2.13`–`§6.2.22`, `§6.3.54`),
 * characters caught by them, and the end of the game.
 */
import { mapOf } from '../map/index.ts';
import { isObj, num, str } from './i18n-words.ts';
import type { Line, Obj, Words } from './i18n-words.ts';

const P = (w: Words, x: unknown) => w.power(str(x));
const C = (w: Words, x: unknown) => w.character(str(x));
const places = (w: Words, xs: unknown) => (Array.isArray(xs) ? xs.map((s) => w.place(String(s))).join(', ') : '?');
const roll = (w: Words, d: Obj) => (num(d.roll) === undefined ? '' : ` (${w.tr('dé', 'die')} ${num(d.roll)})`);
/** A unit of the data: `A MAC` when its type and space are known, else its space, else "a unit". */
const unitOf = (w: Words, d: Obj, space = str(d.space)) => (space ? w.unit(d.type, space) : w.tr('Une unité', 'A unit'));

const WEATHER: Record<string, Line> = {
  flood: (w, d) => {
    const rivers = Array.isArray(d.rivers) ? d.rivers.map((r) => mapOf(w.c.ruleset)?.rivers.find((x) => x.id === r)?.names[w.c.lang] ?? String(r)).join(', ') : '?';
    const under = Array.isArray(d.flooded) && d.flooded.length ? w.tr(` — ${places(w, d.flooded)} sous les eaux`, ` — ${places(w, d.flooded)} under water`) : '';
    return `${w.tr('Crue', 'Flood')}${w.colon}${rivers}${under}.`;
  },
  'sea-storm': (w, d) => `${w.tr('Tempête en mer', 'Storm at sea')}${w.colon}${places(w, d.seas)}.`,
  'sand-storm': (w, d) => `${w.tr('Tempête de sable', 'Sand storm')}${w.colon}${places(w, d.spaces)}.`,
  'snow-storm': (w, d) => `${w.tr('Tempête de neige', 'Snow storm')}${w.colon}${places(w, d.spaces)}.`,
  'fleet-sunk': (w, d) => w.tr(`${unitOf(w, { type: 'F', ...d })} (${P(w, d.power)}) sombre${roll(w, d)}.`, `${unitOf(w, { type: 'F', ...d })} (${P(w, d.power)}) sinks${roll(w, d)}.`),
  'character-drowned': (w, d) => w.tr(`${C(w, d.character)} se noie dans la tempête${roll(w, d)}.`, `${C(w, d.character)} drowns in the storm${roll(w, d)}.`),
  'character-ashore': (w, d) => w.tr(`${C(w, d.character)} est jeté(e) sur la côte en ${w.place(str(d.to))}${roll(w, d)}.`, `${C(w, d.character)} is cast ashore in ${w.place(str(d.to))}${roll(w, d)}.`),
};

const EVENTS: Record<string, Line> = {
  'gold-promised': (w, d) => w.tr(`${fromWhom(d)} paiera ${w.money(num(d.amount))} à ${P(w, d.power)} à la fin du tour.`, `${fromWhom(d)} will pay ${w.money(num(d.amount))} to ${P(w, d.power)} at the end of the turn.`),
  'gold-received': (w, d) => w.tr(`${P(w, d.power)} reçoit ${w.money(num(d.amount))} de ${fromWhom(d)}.`, `${P(w, d.power)} receives ${w.money(num(d.amount))} from ${fromWhom(d)}.`),
  'royal-death': (w, d) => w.tr(`${C(w, d.character)} meurt.`, `${C(w, d.character)} dies.`),
  'no-effect': (w) => w.tr('Cette force n’a pas d’autre mission : sans effet.', 'This force has no further mission: no effect.'),
  'general-greek': (w, d) => w.tr(`Les Grecs se soulèvent ensemble (${w.powers(d.members)}).`, `The Greeks rise together (${w.powers(d.members)}).`),
  'joins-general-revolt': (w, d) => w.tr(`${P(w, d.power)} rejoignent la révolte générale : 4 nouvelles saisons.`, `${P(w, d.power)} join the General revolt: 4 new seasons.`),
};

const fromWhom = (d: Obj) => (str(d.from) === 'carthage' ? 'Carthage' : str(d.from) === 'chandragupta' ? 'Chandragupta' : (str(d.from) ?? '?'));

/** Why a neutral force leaves (`diadoques §14d.3`, `§14e.4`, `diadokhoi §6.2.13`), from the engine's words. */
const LEAVES: [RegExp, [string, string]][] = [
  [/no unit left/, ['plus aucune unité', 'no unit left']],
  [/its year is over/, ['son année est finie', 'its year is over']],
  [/four seasons played/, ['quatre saisons jouées sans prendre son objectif', 'four seasons played without taking its aim']],
];

const NEUTRALS: Record<string, Line> = {
  'neutral-appears': (w, d) => `${P(w, d.power)}${w.colon}${unitOf(w, d)}${w.tr(' apparaît.', ' appears.')}`,
  'neutral-leaves': (w, d, e) => {
    const why = LEAVES.find(([re]) => re.test(e.text ?? ''))?.[1];
    return w.tr(`${P(w, d.power)} quittent la partie${why ? ` : ${why[0]}` : ''}.`, `${P(w, d.power)} leave the game${why ? `: ${why[1]}` : ''}.`);
  },
  'neutral-adopted': (w, d) => w.tr(`${P(w, d.power)} sont en campagne dès le départ.`, `${P(w, d.power)} are under way from the start.`),
  'citadel-joins': (w, d) => w.tr(`${w.place(str(d.citadel))}, neutre, rejoint ${P(w, d.power)}.`, `${w.place(str(d.citadel))}, neutral, joins ${P(w, d.power)}.`),
  'citadel-neutral': (w, d) => w.tr(`${w.place(str(d.citadel))} redevient indépendante.`, `${w.place(str(d.citadel))} is independent again.`),
  'province-neutral': (w, d) => w.tr(`${w.place(str(d.space))} devient neutre.`, `${w.place(str(d.space))} turns neutral.`),
  'treasure-lost': (w, d) => w.tr(`Le trésor de ${w.place(str(d.citadel))}${num(d.amount) === undefined ? '' : ` (${w.money(num(d.amount))})`} disparaît.`, `The treasure of ${w.place(str(d.citadel))}${num(d.amount) === undefined ? '' : ` (${w.money(num(d.amount))})`} disappears.`),
  'revolt-settles': (w, d) => w.tr(`${P(w, d.power)} tiennent leur cité : ils restent.`, `${P(w, d.power)} hold their city: they stay.`),
  'duration-reset': (w, d) => w.tr(`${P(w, d.power)} prennent leur objectif : leur décompte repart.`, `${P(w, d.power)} take their aim: their count starts again.`),
  'rising-pending': (w, d) => w.tr(`${P(w, d.power)} se soulèvent en ${w.place(str(d.space))}, tenue par une autre unité : ils l’attaquent après les mouvements.`, `${P(w, d.power)} rise in ${w.place(str(d.space))}, held by another unit: they attack it after the moves.`),
  'rising-repulsed': (w, d) =>
    str(d.to)
      ? w.tr(`Le soulèvement en ${w.place(str(d.space))} est contenu : les rebelles se replient en ${w.place(str(d.to))}.`, `The rising in ${w.place(str(d.space))} is held: the rebels fall back to ${w.place(str(d.to))}.`)
      : w.tr(`Le soulèvement en ${w.place(str(d.space))} est contenu et, sans place, s’éteint.`, `The rising in ${w.place(str(d.space))} is held and finds no room: it fades away.`),
  'unit-retreats': (w, d) => w.tr(`L’unité en ${w.place(str(d.from))} est chassée et se retire en ${w.place(str(d.to))}.`, `The unit in ${w.place(str(d.from))} is driven out and retreats to ${w.place(str(d.to))}.`),
  'unit-destroyed': (w, d) => w.tr(`${unitOf(w, d)}${str(d.power) ? ` (${P(w, d.power)})` : ''} est détruite.`, `${unitOf(w, d)}${str(d.power) ? ` (${P(w, d.power)})` : ''} is destroyed.`),
  'unit-disbanded': (w, d) =>
    str(d.city)
      ? w.tr(`Les rebelles qui n’ont pas libéré ${w.place(str(d.city))} se dispersent.`, `The rebels who failed to free ${w.place(str(d.city))} disperse.`)
      : w.tr(`${unitOf(w, d)}${str(d.power) ? ` (${P(w, d.power)})` : ''} se dissout.`, `${unitOf(w, d)}${str(d.power) ? ` (${P(w, d.power)})` : ''} disbands.`),
  'offer-lapses': (w) => w.tr('Personne ne tient l’Italie : l’offre tarentine tombe.', 'Nobody stands in Italy: the Tarentine offer lapses.'),
  'tarentine-offer': (w, d) => w.tr(`Les Tarentins donnent ${w.place(str(d.citadel))} et ${w.money(num(d.gold))} à ${P(w, d.power)}.`, `The Tarentines give ${w.place(str(d.citadel))} and ${w.money(num(d.gold))} to ${P(w, d.power)}.`),
  'olympias-joins': (w, d) => w.tr(`Olympias rejoint ${P(w, d.power)}.`, `Olympias joins ${P(w, d.power)}.`),
  'field-extended': (w) => w.tr('Pella n’est plus une capitale : Pyrrhus vise désormais la Macédoine.', 'Pella is no longer a capital: Pyrrhus now aims at Macedonia.'),
  'satraps-vanish': (w) => w.tr('Pas d’ordre royal : l’armée des satrapes disparaît.', 'No royal order: the satraps’ army disappears.'),
  'satraps-join': (w, d) => w.tr(`Les satrapes orientaux rejoignent ${P(w, d.power)}.`, `The eastern satraps join ${P(w, d.power)}.`),
  'roman-war': (w, d) => w.tr(`Rome déclare la guerre à ${P(w, d.power)}.`, `Rome declares war on ${P(w, d.power)}.`),
  'roman-peace': (w, d) => (d.paid ? w.tr(`${P(w, d.power)} fait la paix avec Rome et paie son tribut.`, `${P(w, d.power)} makes peace with Rome and pays its tribute.`) : w.tr(`${P(w, d.power)} ne peut payer Rome : la guerre reprend l’an prochain.`, `${P(w, d.power)} cannot pay Rome: war again next year.`)),
};

const CHARACTERS: Record<string, Line> = {
  'character-escapes': (w, d) => w.tr(`${C(w, d.character)} s’échappe${roll(w, d)}.`, `${C(w, d.character)} escapes${roll(w, d)}.`),
  'capture-roll': (w, d) => w.tr(`Jet de capture de ${C(w, d.character)}${w.colon}${num(d.roll) ?? '?'}`, `Capture roll for ${C(w, d.character)}${w.colon}${num(d.roll) ?? '?'}`),
  'character-captured': (w, d) => w.tr(`${C(w, d.character)} tombe aux mains de ${str(d.by) ? P(w, d.by) : 'personne'}.`, `${C(w, d.character)} falls into the hands of ${str(d.by) ? P(w, d.by) : 'nobody'}.`),
  'character-retreats': (w, d) => w.tr(`${C(w, d.character)} se réfugie à ${w.place(str(d.to))}.`, `${C(w, d.character)} takes refuge in ${w.place(str(d.to))}.`),
  'character-flees': (w, d) => w.tr(`${C(w, d.character)} fuit le soulèvement vers ${w.place(str(d.to))}.`, `${C(w, d.character)} flees the rising to ${w.place(str(d.to))}.`),
};

/** The end of the game (`diadoques §3`, `diadokhoi §4.4`, `§4.5`): the winners and the ranking. */
function gameOver(w: Words, d: Obj): string {
  const winners = Array.isArray(d.winners) && d.winners.length ? w.powers(d.winners) : w.tr('aucun vainqueur', 'no winner');
  const ranking = Array.isArray(d.ranking) ? d.ranking.map((tier, i) => `${i + 1}. ${w.powers(tier)}`).join(' ; ') : '';
  const scores = isObj(d.scores) ? ` — ${w.tr('points de victoire', 'victory points')}${w.colon}${Object.entries(d.scores).map(([p, n]) => `${w.power(p)} ${String(n)}`).join(', ')}` : '';
  return `${w.tr('Fin de la partie', 'Game over')}${w.colon}${winners}${ranking ? ` (${ranking})` : ''}${scores}.`;
}

export const WORLD: Record<string, Line> = { ...WEATHER, ...EVENTS, ...NEUTRALS, ...CHARACTERS, 'game-over': (w, d) => gameOver(w, d) };
