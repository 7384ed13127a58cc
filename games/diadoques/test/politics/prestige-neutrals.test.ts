/**
 * The lines of the Les Diadoques prestige table that the revolts, the interventions and Rhodes
 * bring about (`diadoques §13.8`, `§13.11`, `§13.18`, `§13.20`, `§13.21`, `§13.23`), each charged
 * from a real season: the orders resolved by `resolveSeason`, or the events of the season's end.
 */
import { describe, expect, it } from 'vitest';
import { applyEvent, endOfSeason } from '../../src/events/index.ts';
import type { SeasonEvent } from '../../src/events/index.ts';
import { forcesOf, neutralOrders } from '../../src/neutrals/index.ts';
import { ledgerPrestige, presentsPrestige, seasonPrestigeFacts, startVictoryRecord } from '../../src/politics/index.ts';
import { resolveSeason } from '../../src/rules/season.ts';
import type { GameState } from '../../src/rules/state.ts';
import { board, dice, unit } from '../events/fixtures.ts';
import { trigger } from '../neutrals/helpers.ts';

/** One military season (the referee's orders for the neutrals not written), then the season's prestige facts. */
function play(s: GameState, written: Record<string, string>) {
  const neutral = neutralOrders(s, { dice: dice(), exclude: Object.keys(written) }).orders;
  const step = resolveSeason({ state: s, orders: { ...neutral, ...written }, dice: dice(6, 6, 6, 6) });
  return { next: step.state, report: step.report, events: seasonPrestigeFacts(step.state, step.report) };
}

const rulesOf = (events: readonly { rule?: string }[]) => events.map((e) => e.rule);

/** A running revolt that appeared in an earlier season (it acts now, `diadoques §14d.12`). */
function revolt(s: GameState, id: string, faces: number[] = []): string {
  trigger(s, id, faces);
  const power = Object.entries(forcesOf(s)).find(([, rt]) => rt.def === id)![0];
  forcesOf(s)[power]!.appeared = 'earlier';
  return power;
}

describe('diadoques §13.8: taking a citadel from a Greek revolt', () => {
  it('diadoques §13.8: Athènes taken by siege from the Athenians costs its taker 1 PP', () => {
    const s = board('diadoques', 'summer');
    s.control['athenes'] = 'atheniens';
    startVictoryRecord(s);
    const a = unit(s, 'cassandre', 'A', 'ATT');
    s.sieges.push({ citadel: 'athenes', unit: a.id, from: 'ATT', power: 'cassandre', seasons: 1 });
    const { next, events } = play(s, { cassandre: 'A ATT A2 athenes' });
    expect(next.control['athenes']).toBe('cassandre');
    expect(rulesOf(events)).toEqual(['diadoques §13.8']);
    expect(ledgerPrestige(next, 'cassandre')).toBe(-1);
  });

  it('diadoques §13.8, §9b.12: a Spartan garrison gone over by corruption, with Sparte, is a citadel taken too', () => {
    const s = board('diadoques', 'summer');
    s.control['sparte'] = 'spartiates';
    startVictoryRecord(s);
    // What the corruption step does (`diadoques §9b.12`): the garrison and its citadel change side before the moves.
    unit(s, 'ptolemee', 'A', 'sparte');
    s.control['sparte'] = 'ptolemee';
    const { events } = play(s, { ptolemee: 'A sparte X' });
    expect(rulesOf(events)).toEqual(['diadoques §13.8']);
  });

  it('diadoques §13.8: a neutral city, or one of a revolt the table does not name, costs nothing', () => {
    const s = board('diadoques', 'summer');
    s.control['salamine'] = 'chypriotes';
    startVictoryRecord(s);
    const a = unit(s, 'lysimaque', 'A', 'THE');
    const b = unit(s, 'ptolemee', 'A', 'CHY');
    s.sieges.push({ citadel: 'lamia', unit: a.id, from: 'THE', power: 'lysimaque', seasons: 1 });
    s.sieges.push({ citadel: 'salamine', unit: b.id, from: 'CHY', power: 'ptolemee', seasons: 1 });
    const { next, events } = play(s, { lysimaque: 'A THE A2 lamia', ptolemee: 'A CHY A2 salamine' });
    expect([next.control['lamia'], next.control['salamine']]).toEqual(['lysimaque', 'ptolemee']);
    expect(events).toEqual([]);
  });
});

describe('diadoques §13.11: losing a war against a revolt', () => {
  it('diadoques §13.11, §14e.5: the Spartans take Sparte, which they aim at, from Cassandre: −1 PP to him', () => {
    const s = board('diadoques', 'summer');
    s.control['sparte'] = 'cassandre';
    const spartans = revolt(s, 'spartiates');
    const am = s.units.find((u) => u.power === spartans)!;
    s.sieges.push({ citadel: 'sparte', unit: am.id, from: 'LAC', power: spartans, seasons: 1 });
    const { next, events } = play(s, {});
    expect(next.control['sparte']).toBe(spartans);
    expect(rulesOf(events)).toEqual(['diadoques §13.11']);
    expect(ledgerPrestige(next, 'cassandre')).toBe(-1);
  });

  it('diadoques §13.11, §14d.12: in its appearance season a revolt fights no war: a target lost then costs nothing', () => {
    const s = board('diadoques', 'summer');
    s.control['THE'] = 'cassandre';
    unit(s, 'cassandre', 'A', 'PEO');
    trigger(s, 'etoliens', [6]);
    const { next, events } = play(s, {});
    expect(next.units.some((u) => u.power === 'etoliens' && u.space === 'THE')).toBe(true);
    expect(next.control['THE']).not.toBe('cassandre');
    expect(events).toEqual([]);
  });

  it('diadoques §13.11: a space the revolt does not aim at is no war lost', () => {
    const s = board('diadoques', 'summer');
    const spartans = revolt(s, 'spartiates');
    s.control['ARC'] = 'cassandre';
    const { next, events } = play(s, { [spartans]: 'Am LAC ARC' });
    expect(next.control['ARC']).not.toBe('cassandre');
    expect(events).toEqual([]);
  });
});

describe('diadoques §13.20: resupplying a neutral Rhodes under siege', () => {
  const besieged = (holder?: string) => {
    const s = board('diadoques', 'summer');
    if (holder) s.control['rhodes'] = holder;
    const a = unit(s, 'antigone', 'A', 'RHO');
    unit(s, 'ptolemee', 'F', 'EOL');
    s.sieges.push({ citadel: 'rhodes', unit: a.id, from: 'RHO', power: 'antigone', seasons: 1 });
    return play(s, { antigone: 'A RHO A2 rhodes', ptolemee: 'F EOL Ra rhodes' });
  };

  it('diadoques §13.20: the resupply breaks the siege season of neutral Rhodes: +1 PP', () => {
    const { next, report, events } = besieged();
    expect(report.sieges.find((x) => x.citadel === 'rhodes')?.reason).toBe('resupplied');
    expect(rulesOf(events)).toEqual(['diadoques §13.20']);
    expect(ledgerPrestige(next, 'ptolemee')).toBe(1);
  });

  it('diadoques §13.20: Rhodes held by a player is not neutral: nothing', () => {
    const { report, events } = besieged('seleucos');
    expect(report.sieges.find((x) => x.citadel === 'rhodes')?.reason).toBe('resupplied');
    expect(events).toEqual([]);
  });
});

describe('diadoques §13.21: resupplying or supporting the General revolt of the Greeks', () => {
  /** Athènes held by the Athenians, besieged by Cassandre, the Athenian fleet in CYC; `general`: the revolt has joined the General revolt. */
  const athens = (general: boolean) => {
    const s = board('diadoques', 'summer');
    const athenians = revolt(s, 'atheniens', [3]);
    if (general) forcesOf(s)[athenians]!.greek = true;
    s.control['athenes'] = athenians;
    const a = unit(s, 'cassandre', 'A', 'ATT');
    s.sieges.push({ citadel: 'athenes', unit: a.id, from: 'ATT', power: 'cassandre', seasons: 1 });
    unit(s, 'antigone', 'F', 'MIO');
    unit(s, 'ptolemee', 'F', 'EUB');
    return { s, athenians };
  };

  it('diadoques §13.21: a resupply of Athènes held by the General revolt, and a support of its fleet that holds, score +1 each', () => {
    const { s, athenians } = athens(true);
    const { next, events } = play(s, { cassandre: 'A ATT A2 athenes', antigone: 'F MIO Ra athenes', ptolemee: 'F EUB S F CYC', [athenians]: 'F CYC X' });
    expect(next.control['athenes']).toBe(athenians);
    expect(rulesOf(events)).toEqual(['diadoques §13.21', 'diadoques §13.21']);
    expect([ledgerPrestige(next, 'antigone'), ledgerPrestige(next, 'ptolemee'), ledgerPrestige(next, 'cassandre')]).toEqual([1, 1, 0]);
  });

  it('diadoques §13.21: the same help to a Greek revolt outside the General revolt scores nothing', () => {
    const { s, athenians } = athens(false);
    const { events } = play(s, { cassandre: 'A ATT A2 athenes', antigone: 'F MIO Ra athenes', ptolemee: 'F EUB S F CYC', [athenians]: 'F CYC X' });
    expect(events).toEqual([]);
  });

  it('diadoques §13.21: a support that is cut is no success', () => {
    const { s, athenians } = athens(true);
    unit(s, 'seleucos', 'F', 'EGE');
    const { report, events } = play(s, { cassandre: 'A ATT X', ptolemee: 'F EUB S F CYC', seleucos: 'F EGE EUB', [athenians]: 'F CYC X' });
    expect(report.orders.find((o) => o.power === 'ptolemee')).toMatchObject({ status: 'fails', reason: 'cut' });
    expect(report.orders.find((o) => o.power === athenians)?.status).toBe('succeeds');
    expect(events).toEqual([]);
  });

  it('diadoques §13.21: a support given to a Greek order that fails is no success', () => {
    const { s, athenians } = athens(true);
    unit(s, 'seleucos', 'F', 'ADR');
    // An elite fleet (value 2) in MIO holds against the supported attack (2 against 2).
    s.units.find((u) => u.power === 'antigone')!.type = 'Fe';
    const { report, events } = play(s, { cassandre: 'A ATT X', antigone: 'Fe MIO X', seleucos: 'F ADR S F CYC MIO', [athenians]: 'F CYC MIO' });
    expect(report.orders.find((o) => o.power === 'seleucos')?.status).toBe('succeeds');
    expect(report.orders.find((o) => o.power === athenians)?.status).toBe('fails');
    expect(events).toEqual([]);
  });
});

/** A gold event of Table IV, as if rolled (`diadoques §T4.1`). */
function goldEvent(s: GameState, citadel: string): SeasonEvent {
  const outcome = { kind: 'gold' as const, from: 'carthage' as const, citadel, amount: 10 };
  return { type: 'event', rule: 'diadoques §T4.1', text: 'Carthage', data: { season: s.season, year: s.year, outcome, rolls: [], rules: ['diadoques §T4.1'] } };
}

describe('diadoques §13.18, §13.23: gifts paid at the end of the season', () => {
  it('diadoques §13.23, §14f.1: Carthage\'s gold reaching the master of Pella is +1 PP for him', () => {
    const s = board('diadoques', 'summer');
    applyEvent(s, goldEvent(s, 'pella'), { dice: dice() });
    const events = presentsPrestige(s, endOfSeason(s, { dice: dice() }));
    expect(s.treasury['cassandre']).toBe(10);
    expect(rulesOf(events)).toEqual(['diadoques §13.23']);
    expect(ledgerPrestige(s, 'cassandre')).toBe(1);
  });

  it('diadoques §13.18, §14e.3: Tarente given to the army in Italy is +1 PP for its player', () => {
    const s = board('diadoques', 'spring');
    unit(s, 'lysimaque', 'A', 'ITA');
    trigger(s, 'tarentins');
    const events = presentsPrestige(s, endOfSeason(s, { dice: dice() }));
    expect(s.control['tarente']).toBe('lysimaque');
    expect(rulesOf(events)).toEqual(['diadoques §13.18']);
    expect(ledgerPrestige(s, 'lysimaque')).toBe(1);
  });

  it('diadoques §13.18: with nobody in Italy the offer lapses and nobody scores', () => {
    const s = board('diadoques', 'spring');
    trigger(s, 'tarentins');
    expect(presentsPrestige(s, endOfSeason(s, { dice: dice() }))).toEqual([]);
  });

  it('diadokhoi §7.10.13: in diadokhoi the gold is a present from a neutral power, only with the prestige option; the Tarentine offer scores nothing', () => {
    const s = board('diadokhoi', 'summer');
    const paid = [{ type: 'gold-received', rule: 'diadokhoi §T6.3-1', text: '', data: { power: 'antipatros', amount: 1000, from: 'carthage' } }];
    const tarente = [{ type: 'tarentine-offer', rule: 'diadokhoi §6.2.18', text: '', data: { power: 'antipatros' } }];
    expect(presentsPrestige(s, paid)).toEqual([]);
    expect(rulesOf(presentsPrestige(s, [...paid, ...tarente], { prestige: true }))).toEqual(['diadokhoi §7.10.13']);
  });
});
