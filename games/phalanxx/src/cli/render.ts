/** Text rendering of a player's view and of decisions, for the terminal. */
import { regionOf } from '../data/boards.ts';
import { HEROISM, card } from '../data/cards.ts';
import { SLOT_PRICES } from '../data/tables.ts';
import type { Decision } from '../decisions.ts';
import { MAXX } from '../types.ts';
import type { CardId, Die } from '../types.ts';
import type { PhalanxxView } from '../view.ts';

const letter = { white: 'W', orange: 'O', violet: 'V' } as const;

export function dieText(d: Die | null | undefined): string {
  return d ? `${letter[d.colour]}${d.value}` : '··';
}

export function cardText(id: CardId | null): string {
  if (id === null) return '(empty)';
  if (id === HEROISM) return 'HEROISM';
  const c = card(id);
  const kind = c.symbol ?? c.ability ?? c.colour;
  const st = c.strength.kind === 'fixed' ? `${c.strength.value}` : `${c.strength.table.join('/')} per ${c.strength.counts}`;
  const cond = c.conditions.map((k) => ('min' in k ? `${k.kind}≥${k.min}${'symbol' in k && k.symbol ? ` ${k.symbol}` : ''}${'colour' in k && k.kind === 'cards' ? ` ${k.colour}` : ''}` : `${k.colour} die`)).join(', ');
  return `${c.name} [${id} ${c.colour} ${kind} str ${st}${cond ? `; needs ${cond}` : ''}]`;
}

export function renderView(v: PhalanxxView): string {
  const out: string[] = [];
  const cur = v.seats[v.current]!;
  out.push(`── Turn ${v.turn} — ${cur.id} to play (${v.step})${v.endTriggered ? ' — LAST ROUND' : ''}${v.heroism ? ' — HEROISM in force' : ''}`);
  out.push(`Pile: ${v.deckSize} (X ${v.deckBacks.X}, XX ${v.deckBacks.XX}, XXX ${v.deckBacks.XXX})${v.deckTop ? `, top turned up: ${cardText(v.deckTop)}` : ''}`);
  v.display.forEach((c, i) => out.push(`  slot ${i} (${SLOT_PRICES[i]}): ${cardText(c)}`));
  for (const s of v.seats) {
    const played = s.played.map((p) => `${p.card}${p.turned ? '↻' : ''}`).join(' ') || '-';
    const hand = s.hand ? s.hand.join(' ') || '-' : `${s.handSize} card(s) (${s.handBacks.join(' ')})`;
    out.push(
      `${s.id === cur.id ? '▶' : ' '} ${s.id.padEnd(7)} talents ${String(s.talents).padStart(2)}  strength ${String(s.strength).padStart(2)}  dice ${s.personal.map(dieText).join(' ')} | grey ${s.grey.map(dieText).join(' ')}  reserve ${s.reserve}${s.ability ? `  (${s.ability})` : ''}`,
    );
    out.push(`          hand: ${hand}   played: ${played}`);
  }
  if (v.maxx) out.push(`  MaXXimilian dice ${v.maxx.personal.map(dieText).join(' ')}  cards: ${v.maxx.cards.join(' ')}`);
  out.push(`Rolled: ${v.rolled.map(dieText).join(' ')}`);
  const held = Object.entries(v.regions).map(([id, h]) => {
    const r = regionOf(v.side, id);
    const who = h.owner === null ? '' : ` ${h.owner === MAXX ? 'MaXX' : h.owner}×${h.meeples}`;
    return `${r.name}${r.kind === 'land' ? '' : ` (${r.kind} ${r.value})`}${who}`;
  });
  out.push(`Board ${v.side}: ${held.join('; ')}`);
  return out.join('\n');
}

export function decisionText(v: PhalanxxView, d: Decision): string {
  const rolled = (i: number) => dieText(v.rolled[i]);
  const me = v.seats[v.current]!;
  const beside = (slot: number) => `beside ${dieText(me.personal[slot])}`;
  switch (d.do) {
    case 'buy':
      return `buy ${cardText(v.display[d.slot]!)} for ${me.ability === 'merchant' ? 1 : SLOT_PRICES[d.slot]}`;
    case 'pass':
      return 'buy nothing (the rightmost card is discarded)';
    case 'scout':
      return 'Scout: turn up the top card of the pile';
    case 'scout-buy':
      return `buy the turned-up card ${v.deckTop ? cardText(v.deckTop) : ''}`;
    case 'scout-return':
      return 'put the turned-up card back';
    case 'swap-card':
      return `swap ${d.card} from your hand for ${cardText(v.display[d.slot]!)}`;
    case 'keep':
      return 'no swap';
    case 'fix-die':
      return `discard a meeple: set die ${rolled(d.die)} to ${d.value}`;
    case 'forge':
      return `Blacksmith: set die ${rolled(d.die)} to ${d.value}`;
    case 'play':
      return `play ${cardText(d.card)} with ${rolled(d.die)} ${beside(d.slot)}`;
    case 'conquer':
      return `conquer ${regionOf(v.side, d.region).name}${v.regions[d.region]!.owner ? ` from ${v.regions[d.region]!.owner}` : ''} with ${rolled(d.die)} ${beside(d.slot)}`;
    case 'push':
      return `push out ${dieText(me.personal[d.slot])} with ${rolled(d.die)}`;
    case 'income':
      return `take 3 talents, ${rolled(d.die)} on grey slot ${d.slot} ${beside(d.slot)}`;
    case 'take-meeple':
      return `bring a meeple from ${regionOf(v.side, d.region).name}`;
    case 'rotate':
      return `turn ${cardText(d.card)}`;
    case 'swap-die':
      return `swap your ${dieText(me.personal[v.incomeSlot ?? 0])} with ${d.with}'s die ${d.slot}`;
  }
}
