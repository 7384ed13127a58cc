/**
 * The label of a decision in the reader's language, from what the player sees (his view): the
 * dice, cards and holders the decision names. Shared by the terminal and the web board.
 */
import type { Lang } from '@diadochi/kernel';
import { fmtFor, frenchTypography } from '@diadochi/kernel';
import { phalanxxCatalogs } from './catalog/index.ts';
import { SLOT_PRICES } from './data/tables.ts';
import type { Decision } from './decisions.ts';
import { MAXX } from './types.ts';
import type { PhalanxxView } from './view.ts';
import type { DecisionContext } from './words.ts';

function contextOf(v: PhalanxxView, d: Decision): DecisionContext {
  const me = v.seats[v.current]!;
  const at: DecisionContext = { side: v.side };
  if ('die' in d) at.die = v.rolled[d.die] ?? undefined;
  if ('slot' in d && d.do !== 'swap-die' && d.do !== 'buy' && d.do !== 'swap-card') at.beside = me.personal[d.slot];
  if (d.do === 'buy') {
    at.card = v.display[d.slot] ?? undefined;
    at.price = me.ability === 'merchant' ? 1 : SLOT_PRICES[d.slot];
  }
  if (d.do === 'swap-card') at.card = v.display[d.slot] ?? undefined;
  if (d.do === 'scout-buy') {
    at.card = v.deckTop ?? undefined;
    at.price = me.ability === 'merchant' ? 1 : 4;
  }
  if (d.do === 'conquer') at.holder = v.regions[d.region]?.owner ?? undefined;
  if (d.do === 'swap-die') {
    at.beside = me.personal[v.incomeSlot ?? 0];
    at.theirs = (d.with === MAXX ? v.maxx?.personal : v.seats.find((s) => s.id === d.with)?.personal)?.[d.slot];
  }
  return at;
}

export function decisionLine(v: PhalanxxView, d: Decision, lang: Lang): string {
  const line = phalanxxCatalogs[lang].decisions[d.do] as (x: { d: Decision; at: DecisionContext }, f: ReturnType<typeof fmtFor>) => string;
  const text = line({ d, at: contextOf(v, d) }, fmtFor(lang));
  return lang === 'fr' ? frenchTypography(text) : text;
}
