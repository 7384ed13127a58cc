/**
 * Every word the Successors board shows, in the reader's language: names, events, prompts and
 * card texts come from the game's own catalogs (`successors.catalogs`, through the kernel's line
 * helpers); only the board's interface words (verbs on buttons, track labels) are web keys
 * (`suc.*` in locales/en.ts and fr.ts).
 */
import { eventLine, nameLine, promptLine } from '@diadochi/kernel';
import type { GameEvent, Pending } from '@diadochi/kernel';
import { cardByNumber, RULES, successors } from '@diadochi/successors';
import { lang, t } from '../../i18n.ts';
import type { Key } from '../../i18n.ts';

/** A name of the game's catalog (`place.babylon`, `general.ptolemy`, `card.12`…) in the reader's language. */
export const nm = (key: string, fallback?: string): string => nameLine(successors, key, lang(), fallback);
export const factionName = (f: string): string => (f === 'independent' ? nm('side.independent') : nm(`faction.${f}`, f));
export const placeName = (id: string): string => nm(`place.${id}`, id);
export const provinceName = (id: string): string => nm(`province.${id}`, id);
export const royalName = (id: string): string => nm(`royal.${id}`, id);
export const fleetName = (id: string): string => nm(`fleet.${id}`, id);
export const independentName = (id: string): string => nm(`independent.${id}`, id);
export const boxName = (id: string): string => nm(`box.${id}`, id);
/** A card's name with its number (`#12 Helepolis`). */
export const cardName = (n: number | string): string => nm(`card.${n}`, `#${n}`);
export const cardText = (n: number | string): string => nm(`card-text.${n}`, '');
/** A CU type (`mercenary`) as a short word on a counter or a button. */
export const cuName = (type: string): string => t(`suc.cu.${type}` as Key);

/** A general by id, a minor general named with his faction (`minor:blue:2`). */
export function generalName(id: string): string {
  if (id.startsWith('minor:')) return t('suc.minorOf', { faction: factionName(id.split(':')[1] ?? '') });
  return nm(`general.${id}`, id);
}

/** A phase (a step kind of the engine) as its heading. */
export function phaseLabel(phase: string): string {
  const key = `suc.phase.${phase}` as Key;
  const s = t(key);
  return s === key ? t('suc.phase.other') : s;
}

export function eventText(e: GameEvent): string {
  return eventLine(successors, e, lang());
}

export function promptText(p: Pending): string {
  return promptLine(successors, p, lang());
}

/** The label of a verb on a button. */
export function verbLabel(verb: string): string {
  const key = `suc.verb.${verb}` as Key;
  const s = t(key);
  return s === key ? t('suc.verb.other') : s;
}

const isSpace = (x: string): boolean => RULES.space.has(x);
export { isSpace };

/**
 * What a subject or a target of a choice names, in words: a space, a general, a faction, a card,
 * a CU type, a fleet (or several, joined by commas), a royal, an independent army, a sea route
 * (`a>b>c`), a count of CUs. Never the raw id: an id no catalog knows reads "?".
 */
export function idLabel(id: string, verb = ''): string {
  if (isSpace(id)) return placeName(id);
  if (id.includes('>')) return id.split('>').map(placeName).join(' → ');
  if (id.startsWith('minor:') || RULES.general.has(id)) return generalName(id);
  if (id === 'blue' || id === 'red' || id === 'yellow' || id === 'black') return factionName(id);
  if (/^\d+$/.test(id)) {
    // a number is a card, but for the CU counts of a detachment (10.7.1)
    if (verb === 'detach') return t('suc.cuCount', { n: Number(id) });
    if (cardByNumber(Number(id))) return cardName(id);
    return id;
  }
  if (['mercenary', 'elephant', 'macedonian', 'royal', 'silver-shields'].includes(id)) return cuName(id);
  if (id.includes(',')) return id.split(',').map((x) => idLabel(x, verb)).join(', ');
  for (const k of ['fleet', 'royal', 'independent', 'province', 'box']) {
    const s = nm(`${k}.${id}`, '');
    if (s) return s;
  }
  return '?';
}

/** A whole choice as a button reads it: `Move: Ptolemy`, `Play for its event: #12 …`. */
export function choiceLabel(c: { verb: string; subject?: string }): string {
  return c.subject !== undefined ? `${verbLabel(c.verb)} — ${idLabel(c.subject, c.verb)}` : verbLabel(c.verb);
}
