import { autoplay, createGame, playerView } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { determinize, phalanxx, viewOf } from '../src/index.ts';
import type { PhalanxxState } from '../src/index.ts';
import { FastChance, randomBot } from '../src/bots/index.ts';

/** Cards a viewer must not see: other players' hands, the pile (but a card the Scout turned up), the removed cards. */
function secretsFor(s: PhalanxxState, viewer: string | null): string[] {
  const hidden = s.seats.filter((x) => x.id !== viewer).flatMap((x) => x.hand);
  const pile = s.peek && s.deck[0] === s.peek.card ? s.deck.slice(1) : s.deck;
  return [...hidden, ...pile, ...s.removed];
}

describe('secrets', () => {
  for (const players of [1, 2, 3, 4]) {
    it(`views never show other players' hands, the pile or the removed cards (${players} players)`, () => {
      const created = createGame(phalanxx, { seed: `secret-${players}`, options: { players, expert: players === 3 } });
      if (!created.ok) throw new Error('create failed');
      let checked = 0;
      autoplay(phalanxx, created.value, {
        bots: randomBot(`s${players}`),
        onStep: (session) => {
          const s = session.state;
          for (const viewer of [...s.seats.map((x) => x.id), null]) {
            const text = JSON.stringify(phalanxx.view(s, viewer));
            for (const c of secretsFor(s, viewer)) expect(text.includes(`"${c}"`), `${viewer} sees ${c}`).toBe(false);
            const v = phalanxx.view(s, viewer);
            for (const seat of v.seats) {
              if (seat.id === viewer) expect(seat.hand).toEqual(s.seats.find((x) => x.id === viewer)!.hand);
              else expect(seat.hand).toBeNull();
            }
            checked++;
          }
        },
      });
      expect(checked).toBeGreaterThan(50);
    });
  }

  it('the log shows a player his own starting hand and nobody else\'s', () => {
    const created = createGame(phalanxx, { seed: 'log', options: { players: 3 } });
    if (!created.ok) throw new Error('create failed');
    const s = created.value.state;
    for (const seat of s.seats) {
      const log = playerView(phalanxx, created.value, seat.id).log;
      const hands = log.filter((e) => e.type === 'hand');
      expect(hands.length).toBe(1);
      expect((hands[0]!.data as { cards: string[] }).cards).toEqual(seat.hand);
      const text = JSON.stringify(log);
      for (const other of s.seats.filter((x) => x.id !== seat.id)) for (const c of other.hand) expect(text.includes(`"${c}"`)).toBe(false);
    }
  });

  it('a determinization of a view has exactly that view, with the hidden cards dealt anew', () => {
    const created = createGame(phalanxx, { seed: 'det', options: { players: 4 } });
    if (!created.ok) throw new Error('create failed');
    const chance = new FastChance('det');
    let differ = 0;
    autoplay(phalanxx, created.value, {
      bots: randomBot('det'),
      onStep: (session) => {
        const s = session.state;
        if (s.step === 'over') return;
        const viewer = s.seats[(s.current + 1) % 4]!.id;
        const view = viewOf(s, viewer);
        const sampled = determinize(view, chance);
        expect(viewOf(sampled, viewer)).toEqual(view);
        if (JSON.stringify(sampled.deck) !== JSON.stringify(s.deck)) differ++;
      },
    });
    expect(differ).toBeGreaterThan(10);
  });
});
