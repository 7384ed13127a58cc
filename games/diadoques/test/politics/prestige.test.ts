import { describe, expect, it } from 'vitest';
import { battlePrestige, checkEliminations, combatPrestige, ledgerPrestige, prestigeFor, prestigeOn } from '../../src/politics/index.ts';
import type { PrestigeTrigger } from '../../src/politics/index.ts';
import { unsuppliedElitePrestige } from '../../src/winter/index.ts';
import { blank, ctx, put } from '../economy/fixtures.ts';

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
