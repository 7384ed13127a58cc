import { describe, expect, it } from 'vitest';
import { auctionField, auctionLots, auctionWinner, endOfSeasonAuctions, lotPower, putUpForSale, resolveAuctions } from '../../src/politics/index.ts';
import type { GameState, UnitState } from '../../src/rules/state.ts';
import { blank, ctx, dice, place, put } from '../economy/fixtures.ts';

function market(): { s: GameState; lot: UnitState } {
  const s = blank('diadoques', -317, 'winter', ['cassandre', 'lysimaque', 'antigone']);
  Object.assign(s.treasury, { cassandre: 50, lysimaque: 50, antigone: 50 });
  const lot = put(s, 'lysimaque', 'Ae', 'THR');
  putUpForSale(s, lot, 'disband', 'diadoques §10.13');
  s.year = -316;
  s.season = 'spring';
  return { s, lot };
}

describe('bidding (diadoques §11b.5–§11b.7)', () => {
  it('diadoques §11b.6: the series 10–14 against 11, 15, 16: the second bidder wins and pays 15', () => {
    expect(auctionWinner([{ power: 'A', amounts: [10, 11, 12, 13, 14] }, { power: 'B', amounts: [11, 15, 16] }], 1)).toEqual({ power: 'B', pays: 15 });
    expect(auctionWinner([{ power: 'A', amounts: [14] }, { power: 'B', amounts: [14, 12] }], 1)).toBeUndefined();
    expect(auctionWinner([{ power: 'A', amounts: [5, 25] }], 20)).toEqual({ power: 'A', pays: 25 });
    expect(auctionWinner([{ power: 'A', amounts: [5] }], 20)).toBeUndefined();
  });

  it('diadoques §11b.5 diadoques §11b.6 diadoques §11b.7: only a bidder with a unit or free leader within two spaces, never the former owner, wins; only he pays, and the price alone is public', () => {
    const { s, lot } = market();
    put(s, 'cassandre', 'A', 'CHA');
    place(s, 'antigone', 'CHE');
    put(s, 'lysimaque', 'A', 'IST');
    const ev = resolveAuctions(s, [
      { power: 'cassandre', unit: lot.id, amounts: [20, 21] },
      { power: 'antigone', unit: lot.id, amounts: [22, 30, 60] },
      { power: 'lysimaque', unit: lot.id, amounts: [40] },
    ], ctx());
    expect(lot.power).toBe('antigone');
    // Antigone's 60 is beyond his 50 T and does not count; his best, 30, beats 21: he pays 22.
    expect(s.treasury).toMatchObject({ antigone: 28, cassandre: 50, lysimaque: 50 });
    expect(ev.find((e) => e.type === 'auction-sold')?.to).toBeUndefined();
    expect(ev.find((e) => e.type === 'bid-refused')?.to).toEqual(['lysimaque']);
    expect(auctionLots(s)).toHaveLength(0);
    expect(s.neutralForces).toHaveLength(0);
  });

  it('diadoques §11b.5: a bidder with nothing within two spaces does not count', () => {
    const { s, lot } = market();
    put(s, 'cassandre', 'A', 'LAC');
    resolveAuctions(s, [{ power: 'cassandre', unit: lot.id, amounts: [25] }], ctx());
    expect(lot.power).toBe(lotPower(lot.id));
  });

  it('diadoques §11b.6: each bid is at most the treasury; units are examined in a random order', () => {
    const { s, lot } = market();
    put(s, 'cassandre', 'A', 'CHA');
    const other = put(s, 'lysimaque', 'A', 'IST');
    s.season = 'winter';
    s.year = -317;
    putUpForSale(s, other, 'disband', 'diadoques §10.13');
    s.year = -316;
    s.season = 'spring';
    put(s, 'cassandre', 'F', 'POC');
    const d = dice();
    resolveAuctions(s, [
      { power: 'cassandre', unit: lot.id, amounts: [30, 60] },
      { power: 'cassandre', unit: other.id, amounts: [30] },
    ], { dice: d });
    expect(d.rolls.some((r) => r.kind === 'shuffle' && r.rule === 'diadoques §11b.6')).toBe(true);
    // Whichever comes first takes 30 of the 50 T; the other's bids are then beyond the treasury.
    expect([lot, other].filter((u) => u.power === 'cassandre')).toHaveLength(1);
    expect(s.treasury['cassandre']).toBe(20);
  });

  it('diadoques §11b.7 diadoques §6a.4: a bought garrison brings its citadel and captives, even beyond the unit limits', () => {
    const s = blank('diadoques', -317, 'winter', ['cassandre', 'lysimaque']);
    s.treasury['cassandre'] = 50;
    s.control['lamia'] = 'lysimaque';
    const g = put(s, 'lysimaque', 'Ae', 'lamia');
    place(s, 'roxane', 'lamia', { controlledBy: 'lysimaque', with: g.id });
    putUpForSale(s, g, 'disband', 'diadoques §10.13');
    expect(s.control['lamia']).toBeUndefined();
    s.year = -316;
    s.season = 'spring';
    s.characters.find((c) => c.id === 'roxane')!.controlledBy = lotPower(g.id);
    put(s, 'cassandre', 'Ae', 'THE');
    resolveAuctions(s, [{ power: 'cassandre', unit: g.id, amounts: [20] }], ctx());
    expect(s.control['lamia']).toBe('cassandre');
    expect(s.characters.find((c) => c.id === 'roxane')?.controlledBy).toBe('cassandre');
    expect(s.units.filter((u) => u.power === 'cassandre' && u.type === 'Ae')).toHaveLength(2);
  });

  it('diadoques §14b.1: a unit caught in a storm cannot be bought', () => {
    const { s, lot } = market();
    put(s, 'cassandre', 'A', 'CHA');
    s.weather.storms.push('THR');
    resolveAuctions(s, [{ power: 'cassandre', unit: lot.id, amounts: [25] }], ctx());
    expect(lot.power).toBe(lotPower(lot.id));
  });
});

describe('sources and fates (diadoques §11b.1–§11b.4)', () => {
  it('diadoques §11b.3: a disbanded unit is offered in spring at its price, at the start of summer from 1 T, and removed at the end of summer', () => {
    const { s, lot } = market();
    resolveAuctions(s, [], ctx());
    expect(auctionLots(s)[0]).toMatchObject({ price: 1, offered: 1 });
    s.season = 'summer';
    resolveAuctions(s, [], ctx());
    expect(s.units).toContain(lot);
    endOfSeasonAuctions(s);
    expect(s.units).not.toContain(lot);
  });

  it('diadoques §11b.2: a supply revolt sells in spring from half the price rounded down, and is removed before the moves if unsold', () => {
    const s = blank('diadoques', -317, 'autumn', ['lysimaque']);
    const g = put(s, 'lysimaque', 'Am', 'SCY');
    putUpForSale(s, g, 'revolt', 'diadoques §11a.3');
    expect(auctionLots(s)[0]).toMatchObject({ price: 7, source: 'revolt' });
    s.year = -316;
    s.season = 'spring';
    resolveAuctions(s, [], ctx());
    expect(s.units).toHaveLength(0);
  });

  it('diadoques §11b.1: an eliminated player\'s units sell next turn at their price, then from 1 T; at autumn\'s end those by a neutral major citadel stay neutral, the rest go', () => {
    const s = blank('diadoques', -316, 'spring', ['lysimaque']);
    const byCity = put(s, 'cassandre', 'A', 'BOS');
    const garrison = put(s, 'cassandre', 'F', 'pydna');
    const field = put(s, 'cassandre', 'A', 'CHA');
    for (const u of [byCity, garrison, field]) putUpForSale(s, u, 'elimination', 'diadoques §7c.3');
    expect(auctionLots(s).map((l) => l.price)).toEqual([10, 10, 10]);
    s.season = 'summer';
    resolveAuctions(s, [], ctx());
    expect(auctionLots(s).map((l) => l.price)).toEqual([1, 1, 1]);
    s.season = 'autumn';
    resolveAuctions(s, [], ctx());
    endOfSeasonAuctions(s);
    expect(s.units).toEqual([byCity, garrison]);
    expect(s.neutralForces.map((f) => f.kind)).toEqual(['neutral', 'neutral']);
  });

  it('diadoques §11b.4: unsold units are neutral with a field of action: a citadel and its province or seas, else their own space', () => {
    const s = blank('diadoques', -316, 'spring', []);
    const garrison = put(s, 'x', 'A', 'pydna');
    const fleet = put(s, 'x', 'F', 'PRO');
    const field = put(s, 'x', 'A', 'CHA');
    expect(auctionField(s, garrison)).toEqual(['pydna', 'MAC']);
    expect(auctionField(s, fleet)).toEqual(['byzance', 'PRO', 'POC']);
    expect(auctionField(s, field)).toEqual(['CHA']);
  });

  it('diadokhoi §3.1.12: diadokhoi rebels sell in spring from half their price, in summer from 100, and are then disbanded', () => {
    const s = blank('diadokhoi', -317, 'winter', ['seleukos']);
    const r = put(s, 'seleukos', 'A', 'Arm');
    putUpForSale(s, r, 'rebel', 'diadokhoi §3.1.12');
    s.year = -316;
    s.season = 'spring';
    resolveAuctions(s, [], ctx());
    expect(auctionLots(s)[0]!.price).toBe(100);
    s.season = 'summer';
    resolveAuctions(s, [], ctx());
    endOfSeasonAuctions(s);
    expect(s.units).toHaveLength(0);
  });
});
