/** Text rendering of a player's view and of decisions, for the terminal, in the reader's language. */
import { nameLine } from '@diadochi/kernel';
import type { Lang } from '@diadochi/kernel';
import { catalogs } from '../catalog/index.ts';
import { regionOf } from '../data/boards.ts';
import { HEROISM, card } from '../data/cards.ts';
import { SLOT_PRICES } from '../data/tables.ts';
import type { Decision } from '../decisions.ts';
import { decisionLine } from '../labels.ts';
import { MAXX } from '../types.ts';
import type { CardId, Die } from '../types.ts';
import type { PhalanxxView } from '../view.ts';

/** The terminal's own words (the game's lines come from the catalogs). */
const TERMINAL_EN = {
  empty: '(empty)',
  turn: (n: number, who: string, step: string) => `── Turn ${n} — ${who} to play (${step})`,
  lastRound: ' — LAST ROUND',
  heroism: ' — HEROISM in force',
  pile: 'Pile',
  topUp: 'top turned up',
  slot: 'slot',
  talents: 'talents',
  strength: 'strength',
  dice: 'dice',
  grey: 'grey',
  reserve: 'reserve',
  hand: 'hand',
  played: 'played',
  cards: (n: number) => `${n} card(s)`,
  rolled: 'Rolled',
  board: 'Board',
  needs: 'needs',
  per: 'per',
  number: 'Number',
  typeNumber: (n: number) => `Type a number from 1 to ${n}.`,
  start: (seed: string, humans: string, bot: string, bots: string) => `PhalanXX, seed ${seed}. Humans: ${humans}; bots (${bot}): ${bots}.`,
  none: 'none',
  nobody: 'nobody',
  result: 'Result',
  sheet: (s: Record<string, number>) => `strength ${s.strength}, groupings ${s.groupings}, turned ${s.turned}, meeples ${s.meeples}, cities/oases ${s.places}, talents ${s.talents}, camouflage ${s.camouflage} = ${s.total}`,
};
export type TerminalWords = typeof TERMINAL_EN;

const TERMINAL_FR: TerminalWords = {
  empty: '(vide)',
  turn: (n, who, step) => `── Tour ${n} — à ${who} de jouer (${step})`,
  lastRound: ' — DERNIER TOUR',
  heroism: ' — HÉROÏSME en vigueur',
  pile: 'Pioche',
  topUp: 'carte du dessus retournée',
  slot: 'emplacement',
  talents: 'talents',
  strength: 'force',
  dice: 'dés',
  grey: 'gris',
  reserve: 'réserve',
  hand: 'main',
  played: 'jouées',
  cards: (n) => `${n} carte(s)`,
  rolled: 'Dés lancés',
  board: 'Plateau',
  needs: 'demande',
  per: 'par',
  number: 'Numéro',
  typeNumber: (n) => `Tapez un nombre de 1 à ${n}.`,
  start: (seed, humans, bot, bots) => `PhalanXX, graine ${seed}. Humains : ${humans} ; bots (${bot}) : ${bots}.`,
  none: 'aucun',
  nobody: 'personne',
  result: 'Résultat',
  sheet: (s) => `force ${s.strength}, regroupements ${s.groupings}, cartes tournées ${s.turned}, pions ${s.meeples}, cités/oasis ${s.places}, talents ${s.talents}, camouflage ${s.camouflage} = ${s.total}`,
};

export const TERMINAL: Record<Lang, TerminalWords> = { en: TERMINAL_EN, fr: TERMINAL_FR };

const game = { catalogs };
const letter = { white: 'W', orange: 'O', violet: 'V' } as const;

export function dieText(d: Die | null | undefined): string {
  return d ? `${letter[d.colour]}${d.value}` : '··';
}

export function seatName(id: string, lang: Lang): string {
  return nameLine(game, `seat.${id}`, lang, id);
}

export function cardText(id: CardId | null, lang: Lang = 'en'): string {
  const w = TERMINAL[lang];
  if (id === null) return w.empty;
  if (id === HEROISM) return nameLine(game, 'card.H', lang).toUpperCase();
  const c = card(id);
  const kind = nameLine(game, c.symbol ? `symbol.${c.symbol}` : `cardColour.${c.colour}`, lang);
  const st = c.strength.kind === 'fixed' ? `${c.strength.value}` : `${c.strength.table.join('/')} ${w.per} ${c.strength.counts}`;
  const cond = c.conditions.map((k) => ('min' in k ? `${k.kind}≥${k.min}${'symbol' in k && k.symbol ? ` ${k.symbol}` : ''}${'colour' in k && k.kind === 'cards' ? ` ${k.colour}` : ''}` : `${k.colour} die`)).join(', ');
  return `${nameLine(game, `card.${id}`, lang)} [${id} ${kind} ${w.strength} ${st}${cond ? `; ${w.needs} ${cond}` : ''}]`;
}

export function renderView(v: PhalanxxView, lang: Lang = 'en'): string {
  const w = TERMINAL[lang];
  const out: string[] = [];
  const cur = v.seats[v.current]!;
  out.push(`${w.turn(v.turn, seatName(cur.id, lang), nameLine(game, `phase.${v.step}`, lang))}${v.endTriggered ? w.lastRound : ''}${v.heroism ? w.heroism : ''}`);
  out.push(`${w.pile}: ${v.deckSize} (X ${v.deckBacks.X}, XX ${v.deckBacks.XX}, XXX ${v.deckBacks.XXX})${v.deckTop ? `, ${w.topUp}: ${cardText(v.deckTop, lang)}` : ''}`);
  v.display.forEach((c, i) => out.push(`  ${w.slot} ${i} (${SLOT_PRICES[i]}): ${cardText(c, lang)}`));
  for (const s of v.seats) {
    const played = s.played.map((p) => `${p.card}${p.turned ? '↻' : ''}`).join(' ') || '-';
    const hand = s.hand ? s.hand.join(' ') || '-' : `${w.cards(s.handSize)} (${s.handBacks.join(' ')})`;
    out.push(
      `${s.id === cur.id ? '▶' : ' '} ${seatName(s.id, lang).padEnd(7)} ${w.talents} ${String(s.talents).padStart(2)}  ${w.strength} ${String(s.strength).padStart(2)}  ${w.dice} ${s.personal.map(dieText).join(' ')} | ${w.grey} ${s.grey.map(dieText).join(' ')}  ${w.reserve} ${s.reserve}${s.ability ? `  (${nameLine(game, `ability.${s.ability}`, lang)})` : ''}`,
    );
    out.push(`          ${w.hand}: ${hand}   ${w.played}: ${played}`);
  }
  if (v.maxx) out.push(`  MaXXimilian ${w.dice} ${v.maxx.personal.map(dieText).join(' ')}  ${v.maxx.cards.join(' ')}`);
  out.push(`${w.rolled}: ${v.rolled.map(dieText).join(' ')}`);
  const held = Object.entries(v.regions).map(([id, h]) => {
    const r = regionOf(v.side, id);
    const who = h.owner === null ? '' : ` ${h.owner === MAXX ? 'MaXX' : seatName(h.owner, lang)}×${h.meeples}`;
    return `${nameLine(game, `region.${v.side}.${id}`, lang, r.name)}${r.kind === 'land' ? '' : ` (${nameLine(game, `kind.${r.kind}`, lang)} ${r.value})`}${who}`;
  });
  out.push(`${w.board} ${v.side}: ${held.join('; ')}`);
  return out.join('\n');
}

/** A decision as the catalogs label it. */
export function decisionText(v: PhalanxxView, d: Decision, lang: Lang = 'en'): string {
  return decisionLine(v, d, lang);
}
