import { describe, expect, it } from 'vitest';
import { BOARD_SIDES, MAXX, neutralTotal, phalanxx, scoreSheet } from '../src/index.ts';
import { soloRank } from '../src/data/tables.ts';
import { neutralStrength } from '../src/strength.ts';
import type { PhalanxxState } from '../src/types.ts';
import { atAction, atBuy, codes, must, newGame, setPersonal, toPlayed } from './helpers.ts';

function solo(seed = 'solo'): PhalanxxState {
  return newGame(1, false, seed);
}

function finish(s: PhalanxxState): void {
  for (let i = 0; i < 3; i++) {
    must(s, { do: 'income', die: i, slot: i });
    must(s, { do: 'keep' });
  }
}

describe('solo variant', () => {
  it('phalanxx §solo.1: the solo game is set up as for two players (left half, 6 cards of each epoch removed)', () => {
    const s = solo();
    expect(s.seats.map((x) => x.id)).toEqual(['red']);
    expect(s.removed.length).toBe(18);
    expect(Object.keys(s.regions).sort()).toEqual(BOARD_SIDES['II/IV'].regions.filter((r) => r.half === 'left').map((r) => r.id).sort());
  });

  it('phalanxx §solo.2: the player starts in Persepolis (2 meeples) and an oasis (1 meeple)', () => {
    const s = solo();
    expect(s.regions.persis).toEqual({ owner: 'red', meeples: 2 });
    expect(s.regions.ysatis).toEqual({ owner: 'red', meeples: 1 });
  });

  it('phalanxx §solo.3: MaXXimilian occupies every other city (2 meeples) and oasis (1 meeple)', () => {
    const s = solo();
    for (const r of BOARD_SIDES['II/IV'].regions.filter((x) => x.half === 'left')) {
      const h = s.regions[r.id]!;
      if (r.kind === 'land') expect(h.owner).toBeNull();
      else if (h.owner !== 'red') expect(h).toEqual({ owner: MAXX, meeples: r.kind === 'city' ? 2 : 1 });
    }
    expect(s.maxx!.reserve).toBe(12 - 10);
  });

  it('phalanxx §solo.4: MaXXimilian has a white, an orange and a violet die, rolled once', () => {
    const s = solo();
    expect(s.maxx!.personal.map((d) => d.colour)).toEqual(['white', 'orange', 'violet']);
    const seat = atAction(s, 0, [1, 1, 1]);
    setPersonal(s, 0, [s.maxx!.personal[1]!.value, 6, 6], ['white', 'white', 'white']);
    must(s, { do: 'income', die: 0, slot: 0 });
    must(s, { do: 'swap-die', with: MAXX, slot: 1 });
    expect(seat.personal[0]!.colour).toBe('orange');
  });

  it('phalanxx §solo.5: MaXXimilian\'s two starting cards lie face up and his strength is tracked', () => {
    const s = solo();
    expect(s.maxx!.cards.length).toBe(2);
    expect(phalanxx.view(s, 'red').maxx!.cards).toEqual(s.maxx!.cards);
  });

  it('phalanxx §solo.6: at the end of each of the player\'s turns the rightmost display card goes to MaXXimilian', () => {
    const s = solo();
    atBuy(s, 0).talents = 10;
    must(s, { do: 'buy', slot: 2 }, [6, 6, 6]);
    const right = s.display[4]!;
    finish(s);
    expect(s.maxx!.cards).toEqual([...s.maxx!.cards.slice(0, 2), right]);
    expect(s.display.every((c) => c !== null)).toBe(true);
    expect(s.current).toBe(0);
    expect(s.step).toBe('buy');
  });

  it('phalanxx §solo.7: at the end MaXXimilian adds his cities and oases to his strength', () => {
    const s = solo();
    s.maxx!.cards = ['X06', 'X12', 'X01'];
    const places = Object.entries(s.regions)
      .filter(([, h]) => h.owner === MAXX)
      .reduce((a, [id]) => a + BOARD_SIDES['II/IV'].regions.find((r) => r.id === id)!.value, 0);
    expect(places).toBe(3 + 4 + 5 + 4 + 2 + 3);
    expect(neutralStrength(s.maxx!)).toBe(3 + 2 + 2);
    expect(neutralTotal(s)).toBe(places + 7);
    s.step = 'over';
    expect(phalanxx.result(s)!.scores![MAXX]).toBe(places + 7);
  });

  it('phalanxx §solo.8: at or below MaXXimilian\'s strength the player is dishonoured', () => {
    expect(soloRank(0).rank).toBe('dishonoured');
    expect(soloRank(-7).rank).toBe('dishonoured');
    const s = solo();
    s.step = 'over';
    const r = phalanxx.result(s)!;
    expect(r.scores!.red! - r.scores![MAXX]!).toBeLessThanOrEqual(0);
    expect(r.winners).toEqual([]);
    expect(r.rule).toBe('phalanxx §solo.8');
  });

  it('phalanxx §solo.9: 1 to 5 above: hired by a company of soldiers', () => {
    expect([1, 5].map((m) => soloRank(m).rank)).toEqual(['hired', 'hired']);
  });

  it('phalanxx §solo.10: 6 to 10 above: sergeant', () => {
    expect([6, 10].map((m) => soloRank(m).rank)).toEqual(['sergeant', 'sergeant']);
  });

  it('phalanxx §solo.11: 11 to 15 above: lieutenant', () => {
    expect([11, 15].map((m) => soloRank(m).rank)).toEqual(['lieutenant', 'lieutenant']);
  });

  it('phalanxx §solo.12: 16 to 20 above: general', () => {
    expect([16, 20].map((m) => soloRank(m).rank)).toEqual(['general', 'general']);
  });

  it('phalanxx §solo.13: 21 to 25 above: personal counsellor of the king', () => {
    expect([21, 25].map((m) => soloRank(m).rank)).toEqual(['counsellor', 'counsellor']);
  });

  it('phalanxx §solo.14: 26 or more above: "the Great"', () => {
    expect([26, 60].map((m) => soloRank(m).rank)).toEqual(['the-great', 'the-great']);
    const s = solo();
    toPlayed(s, 0, ['X01', 'X02', 'X03', 'X04', 'X05', 'X06', 'X07', 'X08', 'X09', 'X10', 'X11', 'XX05', 'XX07', 'XXX01', 'XXX02', 'XXX08']);
    s.maxx!.cards = [];
    s.step = 'over';
    const r = phalanxx.result(s)!;
    expect(r.scores!.red! - neutralTotal(s)).toBeGreaterThanOrEqual(26);
    expect(r.winners).toEqual(['red']);
    expect(r.reason).toContain('the Great');
    expect(scoreSheet(s, s.seats[0]!).total).toBe(r.scores!.red);
  });

  it('phalanxx §solo.6: the game ends at the end of the turn in which the pile runs out', () => {
    const s = solo();
    atBuy(s, 0);
    s.deck = s.deck.slice(0, 1);
    must(s, { do: 'pass' }, [6, 6, 6]);
    expect(codes(s, { do: 'income', die: 0, slot: 0 })).toEqual([]);
    finish(s);
    expect(s.step).toBe('over');
  });

  it('phalanxx §credits.1: the neutral player carries the name credited in the rulebook, MaXXimilian', () => {
    const s = solo();
    s.step = 'over';
    expect(MAXX).toBe('maxximilian');
    expect(phalanxx.result(s)!.reason).toContain('MaXXimilian');
  });
});
