/**
 * `diadoques §13.5`: plundering a religious treasure (Ephèse, Delphes, Ecbatane) costs 2 PP —
 * also when the treasure is taken with its citadel at the fall of a siege (`diadoques §9a.28`,
 * `§5.3`), the case the military resolution handles; a besieger who leaves the treasure
 * (`diadoques §9c.12`) loses nothing.
 */
import { createGame, Dice, rngFromSeed } from '@diadochi/kernel';
import type { GameDefinition, GameEvent } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { plunderedAtFall } from '../../src/economy/treasures.ts';
import { diadoques } from '../../src/game/index.ts';
import type { WholeState } from '../../src/game/index.ts';
import { ledgerPrestige } from '../../src/politics/prestige.ts';
import { blank } from '../economy/fixtures.ts';

const D = diadoques as unknown as GameDefinition<WholeState>;
const dice = () => new Dice(rngFromSeed('plunder'));

/** Spring −319 after the default purchases, with one of Cassandre's armies in the second season of a siege of `citadel`. */
function besieging(citadel: string, province: string): WholeState {
  const g = createGame(D, { seed: 'plunder', options: {} });
  if (!g.ok) throw new Error('create');
  const start = Object.fromEntries(g.value.players.map((p) => [p, D.defaultDecision(g.value.state, p) as { orders: string }]));
  const s = D.resolve(structuredClone(g.value.state), start, { dice: dice(), emit: () => {} });
  const u = s.units.find((x) => x.power === 'cassandre' && !x.commander && !s.characters.some((c) => c.with === x.id))!;
  u.space = province;
  s.sieges.push({ citadel, unit: u.id, from: province, power: 'cassandre', seasons: 1 });
  return s;
}

function season(s: WholeState, cassandre: string): { state: WholeState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const orders = Object.fromEntries(s.powers.filter((p) => p.kind === 'player').map((p) => [p.id, p.id === 'cassandre' ? { orders: cassandre } : (D.defaultDecision(s, p.id) as { orders: string })]));
  for (const [p, d] of Object.entries(orders)) expect(D.validate(s, p, d).ok, `${p}: ${d.orders}`).toBe(true);
  // `resolve` may change the state it is given (the kernel hands it a private copy): the test keeps `s` as it was.
  return { state: D.resolve(structuredClone(s), orders, { dice: dice(), emit: (e) => events.push(e) }), events };
}

describe('religious treasures (diadoques §13.5)', () => {
  it('diadoques §13.5 diadoques §9a.28: Delphes falls to a siege; its temple treasure goes to Cassandre and costs him 2 PP', () => {
    const before = besieging('delphes', 'ETO');
    const { state, events } = season(before, 'A ETO A2 delphes');
    expect(state.control['delphes']).toBe('cassandre');
    expect(state.treasures['delphes']).toBe(0);
    expect(state.treasury['cassandre']).toBe(before.treasury['cassandre']! + 5);
    expect(ledgerPrestige(state, 'cassandre')).toBe(-2);
    expect(events.filter((e) => e.type === 'prestige').map((e) => e.rule)).toEqual(['diadoques §13.5']);
  });

  it('diadoques §13.5 diadoques §9c.12: the citadel may be taken leaving the treasure — then no prestige is lost', () => {
    const before = besieging('delphes', 'ETO');
    const { state } = season(before, 'A ETO A2 delphes\nne pas saisir delphes');
    expect(state.control['delphes']).toBe('cassandre');
    expect(state.treasures['delphes']).toBe(5);
    expect(ledgerPrestige(state, 'cassandre')).toBe(0);
  });

  it('diadoques §13.5: only Ephèse, Delphes and Ecbatane are temples — a fallen citadel\'s other treasure costs nothing', () => {
    const s = blank('diadoques', -318, 'summer', ['antigone']);
    const events = plunderedAtFall(s, { money: [
      { power: 'antigone', amount: 5, reason: 'treasure of ephese', rule: 'diadoques §5.3', citadel: 'ephese' },
      { power: 'antigone', amount: 5, reason: 'treasure of tyr', rule: 'diadoques §5.3', citadel: 'tyr' },
      { power: 'antigone', amount: 3, reason: 'tribute', rule: 'diadoques §10.1' },
    ] });
    expect(events.map((e) => e.rule)).toEqual(['diadoques §13.5']);
    expect(ledgerPrestige(s, 'antigone')).toBe(-2);
  });
});
