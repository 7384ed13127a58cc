/**
 * PhalanXX's words in the web client, all from the game's catalogs in the interface language:
 * names of seats, cards, regions and phases, the board's titles and hints (`board`), event,
 * prompt and decision lines. French lines get the kernel's French typography.
 */
import { eventLine, fmtFor, frenchTypography, nameLine, promptLine } from '@diadochi/kernel';
import type { Pending } from '@diadochi/kernel';
import { card as cardData, decisionLine, HEROISM, phalanxx, phalanxxCatalogs } from '@diadochi/phalanxx';
import type { BoardWord, BoardWords, CardId, Decision, PhalanxxView } from '@diadochi/phalanxx';
import { colon, lang } from '../../i18n.ts';

/** A name from PhalanXX's catalog: `card.X01`, `seat.red`, `region.II/IV.persis`, `phase.buy`… */
export const word = (key: string, fallback?: string) => nameLine(phalanxx, key, lang(), fallback);
export const seatName = (id: string) => word(`seat.${id}`, id);
export const cardName = (id: CardId) => word(`card.${id}`, id);
export const regionName = (side: string, id: string) => word(`region.${side}.${id}`, id);
export const phaseName = (phase: string) => word(`phase.${phase}`, phase);

const typo = (s: string) => (lang() === 'fr' ? frenchTypography(s) : s);

/** The board's words in the interface language. */
export const board = (): BoardWords => phalanxxCatalogs[lang()].board;
export const bw = (w: BoardWord) => typo(board().words[w]);
export const fmt = () => fmtFor(lang());
/** A board sentence, typeset for the language: `say((b, f) => b.talents(3, f))`. */
export const say = (line: (b: BoardWords, f: ReturnType<typeof fmtFor>) => string) => typo(line(board(), fmt()));

/**
 * An event of the log. The catalogs name a card with its id ("Cretan archers (X01)") because
 * the terminal's hands list ids; the board shows cards by name and face, so the id in
 * parentheses (always one of X01…XXX13) is left out here.
 */
export function eventText(e: Parameters<typeof eventLine>[1]): string {
  return eventLine(phalanxx, e, lang()).replace(/ \((?:X|XX|XXX)\d\d\)/g, '');
}

export function promptText(pending: Pending | null | undefined): string | undefined {
  return pending ? promptLine(phalanxx, pending, lang()) : undefined;
}

export function decisionText(v: PhalanxxView, d: Decision): string {
  return decisionLine(v, d, lang()).replace(/ \((?:X|XX|XXX)\d\d\)/g, '');
}

/** The full text of a card, as its face and the detail box show it (and the hover title). */
export function cardLines(id: CardId): { title: string; lines: string[] } {
  if (id === HEROISM) return { title: cardName(id), lines: [typo(board().heroism)] };
  const c = cardData(id);
  const f = fmt();
  const b = board();
  const kind = c.symbol ? word(`symbol.${c.symbol}`) : word(`cardColour.${c.colour}`);
  const strength = c.strength.kind === 'fixed' ? b.strength(c.strength.value) : b.grows(c.strength, f);
  const lines = [
    `${bw('epoch')} ${c.epoch} · ${word(`cardColour.${c.colour}`)}${c.symbol ? ` · ${kind}` : ''}`,
    typo(strength),
    `${colon(bw('conditions'))} ${c.conditions.length ? c.conditions.map((k) => b.condition(k, f)).join(' · ') : bw('noConditions')}`,
  ];
  if (c.ability) lines.push(typo(b.ability[c.ability]));
  return { title: cardName(id), lines: lines.map(typo) };
}
