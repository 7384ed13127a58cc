/** Fast deep copy of a state (bots copy states thousands of times; JSON round trips are slow). */
import type { PhalanxxState, Seat } from './types.ts';

function cloneSeat(s: Seat): Seat {
  return {
    id: s.id,
    actionCard: s.actionCard,
    ability: s.ability,
    personal: s.personal.map((d) => ({ colour: d.colour, value: d.value })),
    grey: s.grey.map((d) => (d ? { colour: d.colour, value: d.value } : null)),
    talents: s.talents,
    hand: [...s.hand],
    played: s.played.map((p) => ({ card: p.card, turned: p.turned })),
    reserve: s.reserve,
    boxed: s.boxed,
    legendBonus: s.legendBonus,
  };
}

export function cloneState(s: PhalanxxState): PhalanxxState {
  const regions: PhalanxxState['regions'] = {};
  for (const id in s.regions) {
    const h = s.regions[id]!;
    regions[id] = { owner: h.owner, meeples: h.meeples };
  }
  return {
    options: { ...s.options },
    side: s.side,
    seats: s.seats.map(cloneSeat),
    maxx: s.maxx
      ? { personal: s.maxx.personal.map((d) => ({ ...d })), cards: [...s.maxx.cards], reserve: s.maxx.reserve, boxed: s.maxx.boxed }
      : null,
    regions,
    deck: [...s.deck],
    display: [...s.display],
    discarded: [...s.discarded],
    removed: [...s.removed],
    first: s.first,
    current: s.current,
    step: s.step,
    rolled: s.rolled.map((d) => (d ? { colour: d.colour, value: d.value } : null)),
    conquest: s.conquest ? { ...s.conquest } : null,
    incomeSlot: s.incomeSlot,
    turnFlags: { ...s.turnFlags },
    peek: s.peek ? { ...s.peek } : null,
    endTriggered: s.endTriggered,
    turn: s.turn,
  };
}
