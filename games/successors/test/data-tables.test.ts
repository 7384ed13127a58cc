/**
 * Every worked example with numbers in chapters 7–17 against the reconstructed tables and the
 * values the text fixes. Each test cites the paragraph of its example.
 */
import { describe, expect, it } from 'vitest';
import {
  AMBUSH_COLUMN, ATTRITION_TABLE, BATTLE_TABLE, LEADER_LOSS_ROLL, MOVEMENT_TABLE, MOVEMENT_TABLE_AS_PRINTED, SIEGE_MODIFIERS, SIEGE_TABLE, UNREST_TABLE,
  attrition, battleScore, elephantStrength, leaderDies, loneGeneralDies, modifiedBattleDice, movementAllowance, overruns, seniority, siegeResult, unrestRow, winnerLosses,
} from '../src/data/tables.ts';
import { CITY_SIEGE_POINTS, FORAGE_LIMIT, MIN_SIEGE_CUS, PATH_COST, SIEGE_COST, SUBMISSION_POINTS } from '../src/data/costs.ts';
import { MAJOR_GENERALS, MINOR_GENERAL } from '../src/data/generals.ts';
import { CARDS } from '../src/data/cards.ts';
import { CU_STRENGTH } from '../src/data/pieces.ts';

const gen = (id: string) => {
  const g = MAJOR_GENERALS.find((x) => x.id === id);
  if (!g) throw new Error(id);
  return g;
};

describe('battle table (successors T.BATTLE)', () => {
  it('successors 12.5.2 example: strength 8 rolling 7 scores 4, strength 5 rolling 12 scores 7, the defender wins', () => {
    const attacker = battleScore(8, 7);
    const defender = battleScore(5, 12);
    expect(attacker).toBe(4);
    expect(defender).toBe(7);
    expect(defender > attacker).toBe(true);
  });

  it('successors 12.5.3: equal scores are a draw (successors 12.9.1), so the table has ties', () => {
    expect(battleScore(8, 7)).toBe(battleScore(8, 8) - (battleScore(8, 8) - battleScore(8, 7)));
    const scores = BATTLE_TABLE.scores.flat();
    expect(new Set(scores).size).toBeLessThan(scores.length);
  });

  it('successors 2.6.8: the battle table is read with 2d6 (rows 2–12)', () => {
    for (const col of BATTLE_TABLE.scores) expect(col).toHaveLength(11);
    expect(battleScore(6, 1)).toBe(battleScore(6, 2));
    expect(battleScore(6, 13)).toBe(battleScore(6, 12));
    expect(battleScore(99, 7)).toBe(battleScore(BATTLE_TABLE.columns.at(-1)!, 7));
  });

  it('successors 12.6.2 example (successors 12.6.1): battle value 4 turns 1+2 into 4+4, 1+5 into 4+5, leaves 5+6', () => {
    expect(modifiedBattleDice(1, 2, 4)).toEqual([4, 4]);
    expect(modifiedBattleDice(1, 5, 4)).toEqual([4, 5]);
    expect(modifiedBattleDice(5, 6, 4)).toEqual([5, 6]);
  });

  it('successors 12.7.6 example (successors 12.7.5): scores 9 and 7 cost the winner one CU, 9 and 4 none', () => {
    expect(winnerLosses(9, 7)).toBe(1);
    expect(winnerLosses(9, 4)).toBe(0);
  });

  it('successors 12.10.1 and successors 12.10.2: a modified 9 calls a Leader Loss Check; a winner dies on 6, a loser on 5–6', () => {
    expect(LEADER_LOSS_ROLL).toBe(9);
    expect([1, 2, 3, 4, 5, 6].filter((d) => leaderDies(d, false))).toEqual([6]);
    expect([1, 2, 3, 4, 5, 6].filter((d) => leaderDies(d, true))).toEqual([5, 6]);
  });

  it('successors 9.9.2: a general caught alone dies on 5–6, is dispersed on 1–4', () => {
    expect([1, 2, 3, 4, 5, 6].filter(loneGeneralDies)).toEqual([5, 6]);
  });

  it('successors 14.1.4 example (successors 14.1.3): three elephants rolling 3, 5 and 1 are worth 1, 3 and 0, total 4', () => {
    const s = [3, 5, 1].map(elephantStrength);
    expect(s).toEqual([1, 3, 0]);
    expect(s.reduce((a, b) => a + b, 0)).toBe(4);
  });

  it('successors 14.2.2: the Silver Shields are two CUs of strength 3', () => {
    expect(CU_STRENGTH['silver-shields'].value).toBe(3);
  });
});

describe('movement', () => {
  it('successors 9.2.3 example: a roll of 3 gives Seleucus (initiative 2) 4 MP and Craterus (initiative 4) 2 MP', () => {
    expect(movementAllowance(gen('seleucus').initiative, 3)).toBe(4);
    expect(movementAllowance(gen('craterus').initiative, 3)).toBe(2);
  });

  it('successors 9.2.2: below the die 4 MP, equal 3, above 2, for every initiative and roll', () => {
    for (const init of [2, 3, 4]) for (let die = 1; die <= 6; die++) {
      expect(movementAllowance(init, die)).toBe(init < die ? 4 : init === die ? 3 : 2);
    }
  });

  it('successors 9.2.4 ruling: the printed row for initiative 4 (roll 4 → 4) is corrected to the text (3)', () => {
    expect(MOVEMENT_TABLE_AS_PRINTED[4]![3]).toBe(4);
    expect(MOVEMENT_TABLE.allowance[4]![3]).toBe(3);
    expect(MOVEMENT_TABLE.allowance[2]).toEqual(MOVEMENT_TABLE_AS_PRINTED[2]);
    expect(MOVEMENT_TABLE.allowance[3]).toEqual(MOVEMENT_TABLE_AS_PRINTED[3]);
  });

  it('successors 9.10.3 example (successors 9.10.2): Seleucus moves one space and picks up Craterus; on a 3 the army stops after one more', () => {
    const craterusMp = movementAllowance(gen('craterus').initiative, 3);
    expect(movementAllowance(gen('seleucus').initiative, 3)).toBe(4);
    expect(gen('craterus').rank).toBeGreaterThan(gen('seleucus').rank);
    expect(craterusMp - 1).toBe(1);
  });

  it('successors 9.3.2 and successors 9.14.3: land 1 MP, mountain or strait 2, maritime 1, trans-Mediterranean 2', () => {
    expect(PATH_COST).toEqual({ land: 1, mountain: 2, strait: 2, maritime: 1, 'trans-mediterranean': 2 });
  });

  it('successors 7.4.2 example: an OP3 card moves an army 3 MP', () => {
    expect(CARDS.some((c) => c.ops === 3)).toBe(true);
  });

  it('successors 10.2.2 example: Perdiccas (initiative 3) intercepts on 4–6', () => {
    expect([1, 2, 3, 4, 5, 6].filter((d) => d > gen('perdiccas').initiative)).toEqual([4, 5, 6]);
  });

  it('successors 11.1.2 example: a general of initiative 3 avoids battle on 4–6', () => {
    expect([1, 2, 3, 4, 5, 6].filter((d) => d > 3)).toEqual([4, 5, 6]);
  });

  it('successors 8.1.6: minor generals have initiative 4 and battle value 2', () => {
    expect([MINOR_GENERAL.initiative, MINOR_GENERAL.battle]).toEqual([4, 2]);
  });

  it('successors 9.1.6 example (successors 9.1.4, successors ED.3): 9 CUs in a minor city and 4 in a transit point exceed the forage limit', () => {
    expect(9 > FORAGE_LIMIT['minor-city']).toBe(true);
    expect(8 > FORAGE_LIMIT['minor-city']).toBe(false);
    expect(4 > FORAGE_LIMIT.transit).toBe(true);
    expect(FORAGE_LIMIT['major-city']).toBe(8);
  });

  it('successors 9.6.4 note (successors 9.6.1, successors ED.6): 10 CUs overrun 2, 15 overrun 3, 5 overrun 1', () => {
    expect(overruns(10, 2)).toBe(true);
    expect(overruns(15, 3)).toBe(true);
    expect(overruns(5, 1)).toBe(true);
    expect(overruns(9, 2)).toBe(false);
  });
});

describe('attrition (successors T.ATTRITION)', () => {
  it('successors 12.8.1: d6 against the number of CUs; never more than the CUs; "e" results exist', () => {
    for (let n = 1; n <= 30; n++) for (let d = 1; d <= 6; d++) {
      const r = attrition(n, d);
      expect(r.losses).toBeLessThanOrEqual(n);
      expect(r.losses).toBeGreaterThanOrEqual(0);
    }
    expect(ATTRITION_TABLE.results.flat().some((r) => r.elephant)).toBe(true);
    expect(attrition(0, 6)).toEqual({ losses: 0, elephant: false });
  });

  it('successors 12.8.1: a higher roll never loses fewer CUs', () => {
    for (const col of ATTRITION_TABLE.results) for (let i = 1; i < 6; i++) expect(col[i]!.losses).toBeGreaterThanOrEqual(col[i - 1]!.losses);
  });

  it('successors 9.12.1: hostile spaces strike on column "2": at most one CU, half the time', () => {
    expect(AMBUSH_COLUMN).toBe(2);
    const losses = [1, 2, 3, 4, 5, 6].map((d) => attrition(AMBUSH_COLUMN, d).losses);
    expect(losses).toEqual([0, 0, 0, 1, 1, 1]);
  });
});

describe('sieges (successors T.SIEGE)', () => {
  it('successors 15.1.2 example: the table has a 1/1 result (one siege point, one CU lost)', () => {
    expect(SIEGE_TABLE.results).toContainEqual({ points: 1, losses: 1 });
  });

  it('successors 15.1.1.1 and successors 15.1.1: 2 CUs inside need 3 siege points, 1 CU 2, none 1; 3 CUs and 2 MP to try', () => {
    expect(CITY_SIEGE_POINTS).toEqual([1, 2, 3]);
    expect(MIN_SIEGE_CUS).toBe(3);
    expect(SIEGE_COST).toBe(2);
  });

  it('successors 15.4.2: an independent minor city submits for 1 point, a fortress for 3', () => {
    expect(SUBMISSION_POINTS).toEqual({ 'minor-city': 1, fortress: 3 });
  });

  it('successors 15.2.2, successors 15.2.3 and successors 15.2.4: modifiers −1 port without fleet, +1 Helepolis (#14), +3 Traitor (#49); results clamp', () => {
    expect(SIEGE_MODIFIERS).toEqual({ portWithoutFleet: -1, helepolis: 1, traitor: 3 });
    expect(siegeResult(1 - 1)).toEqual(siegeResult(-5));
    expect(siegeResult(6 + 3)).toEqual(siegeResult(20));
    for (let r = SIEGE_TABLE.min + 1; r <= SIEGE_TABLE.max; r++) expect(siegeResult(r).points).toBeGreaterThanOrEqual(siegeResult(r - 1).points);
  });

  it('successors 15.5.2 note: a general with 4 MP can make two siege attempts', () => {
    expect(Math.floor(4 / SIEGE_COST)).toBe(2);
  });
});

describe('unrest and seniority (successors T.UNREST, successors T.SENIORITY)', () => {
  it('successors 7.8.1 and successors 7.8.2: 2d6 on the Unrest table, a 7 is Armenia and roll again', () => {
    expect(UNREST_TABLE.rows).toHaveLength(11);
    expect(unrestRow(7)).toEqual({ kind: 'armenia-and-reroll' });
    for (const r of [2, 3, 4, 5, 6, 8, 9, 10, 11, 12]) expect(unrestRow(r).kind).toBe('provinces');
  });

  it('successors 4.1.1 and successors 20.3.2: the seniority list orders every major general', () => {
    for (const g of MAJOR_GENERALS) expect(seniority(g.id)).toBeLessThan(MAJOR_GENERALS.length);
    expect(seniority('nobody')).toBe(12);
  });
});
