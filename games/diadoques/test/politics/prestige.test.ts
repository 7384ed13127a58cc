import { describe, expect, it } from 'vitest';
import { battlePrestige, checkEliminations, combatPrestige, ledgerPrestige, prestigeFor, prestigeOn } from '../../src/politics/index.ts';
import type { PrestigeTrigger } from '../../src/politics/index.ts';
import { unsuppliedElitePrestige } from '../../src/winter/index.ts';
import { forcesOf, neutralOrders } from '../../src/neutrals/index.ts';
import { resolveSeason } from '../../src/rules/season.ts';
import type { GameState } from '../../src/rules/state.ts';
import { blank, ctx, put } from '../economy/fixtures.ts';
import { board, dice, unit } from '../events/fixtures.ts';
import { trigger } from '../neutrals/helpers.ts';

const once = (ruleset: 'diadoques' | 'diadokhoi', trigger: PrestigeTrigger) => {
  const s = blank(ruleset, -316, 'summer', ['p']);
  prestigeFor(s, 'p', trigger, { prestige: true });
  return ledgerPrestige(s, 'p');
};

describe('prestige table (diadoques ch. 13, diadokhoi ch. 7.10)', () => {
  it('diadoques §13.8 diadoques §13.10 diadoques §13.11: taking a citadel from a Greek revolt −1, losing a war to Rome −2, to a revolt −1', () => {
    expect([once('diadoques', 'took-greek-revolt-citadel'), once('diadoques', 'lost-war-rome'), once('diadoques', 'lost-war-revolt')]).toEqual([-1, -2, -1]);
  });

  it('diadoques §13.18 diadoques §13.19 diadoques §13.20 diadoques §13.21 diadoques §13.23: Tarentine offer, Tarente, Rhodes, the Greek revolt, foreign money: +1 each', () => {
    const triggers: PrestigeTrigger[] = ['tarentine-offer', 'resupplied-tarente-vs-rome', 'resupplied-neutral-rhodes', 'helped-greek-revolt', 'foreign-funding'];
    expect(triggers.map((t) => once('diadoques', t))).toEqual([1, 1, 1, 1, 1]);
  });

  it('diadokhoi §7.10.5 diadokhoi §7.10.7 diadokhoi §7.10.12 diadokhoi §7.10.13 diadokhoi §7.10.15 diadokhoi §7.10.16: the diadokhoi factors', () => {
    const triggers: PrestigeTrigger[] = ['eliminated-lamia-rebellion', 'defeated-by-neutral', 'resupplied-neutral-rhodes', 'present-from-neutral', 'diadochus-defeated', 'repulsed-diadochus'];
    expect(triggers.map((t) => once('diadokhoi', t))).toEqual([-1, -2, 1, 1, -1, 1]);
  });

  it('diadokhoi §7.10.1: without the optional rule diadokhoi keeps no prestige', () => {
    const s = blank('diadokhoi', -316, 'summer', ['p']);
    prestigeFor(s, 'p', 'defeated-by-neutral');
    expect(ledgerPrestige(s, 'p')).toBe(0);
    expect(prestigeOn(s)).toBe(false);
    expect(prestigeOn(blank('diadoques'))).toBe(true);
  });

  it('diadoques §13.24 diadoques §13.25 diadoques §13.26 diadoques §13.9 diadoques §13.29: destruction by a move scores for the strongest attacker; never by a siege', () => {
    const s = blank('diadoques', -316, 'summer', ['a', 'b', 'c']);
    combatPrestige(s, { power: 'b', unitType: 'A', attackers: [{ power: 'a', strength: 2 }] });
    combatPrestige(s, { power: 'b', unitType: 'Ag', leaderKilled: true, attackers: [{ power: 'a', strength: 3 }, { power: 'c', strength: 2 }] });
    combatPrestige(s, { power: 'b', unitType: 'Ae', bySiege: true, attackers: [{ power: 'c', strength: 2 }] });
    combatPrestige(s, { power: 'b', unitType: 'Ae', attackers: [{ power: 'a', strength: 2 }, { power: 'c', strength: 2 }] });
    expect(ledgerPrestige(s, 'a')).toBe(1 + 3 + 3);
    expect(ledgerPrestige(s, 'b')).toBe(-5);
    expect(ledgerPrestige(s, 'c')).toBe(0);
  });

  it('diadokhoi §7.10.14: destroying an enemy fleet, elite or Guards in battle is +3', () => {
    const s = blank('diadokhoi', -316, 'summer', ['a', 'b']);
    combatPrestige(s, { power: 'b', unitType: 'F', attackers: [{ power: 'a', strength: 2 }] }, { prestige: true });
    combatPrestige(s, { power: 'b', unitType: 'A', attackers: [{ power: 'a', strength: 2 }] }, { prestige: true });
    expect(ledgerPrestige(s, 'a')).toBe(3);
  });

  it('diadoques §13.12: an elite or guard army in an unsupplied province costs 1 PP every turn spent there', () => {
    const s = blank('diadoques', -316, 'summer', ['a']);
    put(s, 'a', 'Ae', 'SCY');
    put(s, 'a', 'A', 'ARA');
    unsuppliedElitePrestige(s);
    s.season = 'autumn';
    unsuppliedElitePrestige(s);
    expect(ledgerPrestige(s, 'a')).toBe(-2);
  });
});

describe('battle prestige from the season report', () => {
  it('diadoques §13.25 diadoques §13.26 diadoques §13.9 diadoques §7c.2: a unit destroyed after a dislodgement scores for the dislodger, who also inherits the dead leader\'s treasury', () => {
    const s = blank('diadoques', -316, 'summer', ['a', 'b']);
    s.characters.find((c) => c.id === 'b')!.dead = true;
    s.treasury['b'] = 12;
    const ev = battlePrestige(s, {
      dislodged: [{ unit: 'u9', power: 'b', type: 'Ae', from: 'SYR', by: 'CIL', byPower: 'a' }],
      retreats: [{ unit: 'u9', power: 'b', type: 'Ae', from: 'SYR', destroyed: true, reason: 'no-room', rule: 'diadoques §9a.41' }],
      characters: [{ character: 'b', event: 'killed', space: 'SYR', text: 'b dies' }],
    });
    expect(ev.map((e) => e.rule)).toEqual(['diadoques §13.25', 'diadoques §13.26', 'diadoques §13.9']);
    checkEliminations(s, ctx());
    expect(s.treasury['a']).toBe(12);
  });
});

/** Rome's attack on the board (`diadoques §14f.4`), at the given mission (0: occupy ITA; 1: take Tarente). */
function romeAt(mission: number): { s: GameState; guard: string } {
  const s = board('diadoques', 'summer');
  trigger(s, 'rome');
  forcesOf(s)['romains']!.mission = mission;
  return { s, guard: s.units.find((u) => u.power === 'romains')!.id };
}

/** One military season with the referee's Roman orders added, then the season's prestige. */
function playSeason(s: GameState, written: Record<string, string>) {
  const neutral = neutralOrders(s, { dice: dice() }).orders;
  const step = resolveSeason({ state: s, orders: { ...neutral, ...written }, dice: dice(6, 6, 6, 6) });
  return { next: step.state, report: step.report, events: battlePrestige(step.state, step.report) };
}

describe('the wars of Rome in the prestige ledger (diadoques ch. 13)', () => {
  it('diadoques §13.10, §14f.4.1: Rome lands in Italy and takes ITA from the player who held it: −2 PP to him, nothing to the others', () => {
    const s = board('diadoques', 'summer');
    s.control['ITA'] = 'cassandre';
    trigger(s, 'rome');
    const { next, events } = playSeason(s, { lysimaque: '' });
    expect(next.control['ITA']).toBeUndefined();
    expect(events.map((e) => e.rule)).toEqual(['diadoques §13.10']);
    expect(ledgerPrestige(next, 'cassandre')).toBe(-2);
    expect(ledgerPrestige(next, 'lysimaque')).toBe(0);
  });

  it('diadoques §13.10: a province nobody held, or held by a player Rome does not take it from, costs nothing', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'rome');
    s.control['ILL'] = 'cassandre';
    const { next, events } = playSeason(s, {});
    expect(events.filter((e) => e.rule === 'diadoques §13.10')).toEqual([]);
    expect(next.control['ILL']).toBe('cassandre');
  });

  it('diadoques §13.10, §14f.4.2: Tarente falls to the Roman siege: its holder has lost a war against Rome', () => {
    const { s, guard } = romeAt(1);
    s.control['tarente'] = 'cassandre';
    s.sieges.push({ citadel: 'tarente', unit: guard, from: 'ITA', power: 'romains', seasons: 1 });
    const { next, events } = playSeason(s, { romains: 'Ag ITA A2 Tarente' });
    expect(next.control['tarente']).toBe('romains');
    expect(events.map((e) => e.rule)).toEqual(['diadoques §13.10']);
    expect(ledgerPrestige(next, 'cassandre')).toBe(-2);
  });

  it('diadoques §13.19: a fleet that resupplies Tarente besieged by the Romans breaks the siege season and wins +1 PP', () => {
    const { s, guard } = romeAt(1);
    s.control['tarente'] = 'cassandre';
    s.sieges.push({ citadel: 'tarente', unit: guard, from: 'ITA', power: 'romains', seasons: 1 });
    unit(s, 'cassandre', 'F', 'MIO');
    const { next, report, events } = playSeason(s, { romains: 'Ag ITA A2 Tarente', cassandre: 'F MIO Ra Tarente' });
    expect(report.sieges.find((x) => x.citadel === 'tarente')).toMatchObject({ power: 'romains', reason: 'resupplied' });
    expect(next.control['tarente']).toBe('cassandre');
    expect(events.map((e) => e.rule)).toEqual(['diadoques §13.19']);
    expect(ledgerPrestige(next, 'cassandre')).toBe(1);
  });

  it('diadoques §13.19: resupplying Tarente against a player, not the Romans, earns nothing', () => {
    const s = board('diadoques', 'summer');
    s.control['tarente'] = 'cassandre';
    const besieger = unit(s, 'lysimaque', 'A', 'ITA');
    s.sieges.push({ citadel: 'tarente', unit: besieger.id, from: 'ITA', power: 'lysimaque', seasons: 1 });
    unit(s, 'cassandre', 'F', 'MIO');
    const { next, report } = playSeason(s, { lysimaque: 'A ITA A2 Tarente', cassandre: 'F MIO Ra Tarente' });
    expect(report.sieges.find((x) => x.citadel === 'tarente')?.reason).toBe('resupplied');
    expect(ledgerPrestige(next, 'cassandre')).toBe(0);
  });
});
