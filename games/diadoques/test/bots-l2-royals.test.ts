import { describe, expect, it } from 'vitest';
import { botInput, createGame, submit } from '@diadochi/kernel';
import { L2_DEFAULTS, l1Bot, l1WholeGameOrders, l2Bot, l2WholeGameOrders } from '../src/bots/index.ts';
import { royalBribes } from '../src/bots/l2-royals.ts';
import { diadokhoi, diadoques } from '../src/game/index.ts';
import { midGame } from './bots-fixtures.ts';
import type { Def } from './bots-fixtures.ts';
import type { OrdersDecision, WholeState } from '../src/game/index.ts';

/** Issue 20 item 2: the L2 bot's bribes of the royals travelling alone in Diadokhoi (`src/bots/l2-royals.ts`, option `royals`). */



const withTreasury = (s: WholeState, power: string, t: number): WholeState => ({ ...s, treasury: { ...s.treasury, [power]: t } });

describe('L2 royal bribes (Diadokhoi)', () => {
  const def = diadokhoi as unknown as Def;
  const g = midGame(def, 'r1');

  it('diadokhoi §4.4.1, §6.3.13, Table 7: Olympias alone in Delphi (500 talents) and Kleopatra in Sardes (1000) are offered half as much again (in 100s, §6.3.57), the cheaper first, within the budget', () => {
    expect(g.state.phase).toBe('orders');
    expect(g.state.firstTurn).toBeFalsy();
    const olympias = g.state.characters.find((c) => c.id === 'olympias')!;
    const kleopatra = g.state.characters.find((c) => c.id === 'kleopatra')!;
    // The seed leaves both free and alone here (a precondition of the test, not the bot's doing).
    expect([olympias.with, kleopatra.with]).toEqual([undefined, undefined]);
    expect(royalBribes(g.state, 'seleukos', 2000).map((b) => [b.character, b.amount])).toEqual([['olympias', 800]]);
    expect(royalBribes(g.state, 'seleukos', 2300).map((b) => [b.character, b.amount])).toEqual([['olympias', 800], ['kleopatra', 1500]]);
    expect(royalBribes(g.state, 'seleukos', 700)).toEqual([]);
  });

  it('diadokhoi §6.3.13: no royal with a unit (Antipatros\u2019 four in Macedonia) nor its own is offered; none in winter', () => {
    const offered = royalBribes(g.state, 'lysimachos', 1e6).map((b) => b.character);
    for (const id of ['philippos', 'eurydice', 'roxane', 'alexandros']) expect(offered).not.toContain(id);
    const held = { ...g.state, characters: g.state.characters.map((c) => (c.id === 'olympias' ? { ...c, controlledBy: 'lysimachos' } : c)) } as WholeState;
    expect(royalBribes(held, 'lysimachos', 1e6).map((b) => b.character)).not.toContain('olympias');
    expect(royalBribes({ ...g.state, season: 'winter' } as WholeState, 'lysimachos', 1e6)).toEqual([]);
  });

  it('diadoques §13.3: in Les Diadoques royals are prestige, not victory points — nothing is offered', () => {
    const gd = midGame(diadoques as unknown as Def, 'r1');
    expect(royalBribes(gd.state, 'seleucos', 1e6)).toEqual([]);
    // So the default (royals on) leaves Les Diadoques' L2 as it was: its money and orders with a full treasury.
    const view = { state: withTreasury(gd.state, 'seleucos', 500) } as never;
    expect(l2WholeGameOrders(view, 'seleucos', 'x')).toBe(l2WholeGameOrders(view, 'seleucos', 'x', { ...L2_DEFAULTS, royals: false }));
  });

  it('its money orders carry the bribe, and the game accepts them; on by default, none with `royals: false` nor from L1\u2019s money before `L1_MONEY`', () => {
    const s = withTreasury(g.state, 'seleukos', 5000);
    const view = { state: s } as never;
    const on = l2WholeGameOrders(view, 'seleukos', 'x', { ...L2_DEFAULTS, royals: true })!;
    expect(on).toMatch(/olympias/i);
    expect(on).toMatch(/kleopatra/i);
    expect(def.validate(s, 'seleukos', { orders: on } as OrdersDecision).ok).toBe(true);
    expect(l2WholeGameOrders(view, 'seleukos', 'x')).toBe(on);
    const off = l2WholeGameOrders(view, 'seleukos', 'x', { ...L2_DEFAULTS, royals: false })!;
    expect(off).not.toMatch(/olympias|kleopatra/i);
    // L1's money before `L1_MONEY` bribes no royal; with Diadokhoi's `L1_MONEY` (royals, since issue 20's ld-pol run) it does.
    expect(l1WholeGameOrders(view, 'seleukos', 'x', { money: {} })).not.toMatch(/olympias|kleopatra/i);
    expect(l1WholeGameOrders(view, 'seleukos', 'x')).toMatch(/olympias|kleopatra/i);
  });

  it('diadokhoi §6.3.8: a year played with L2 bribing royals in one seat — every decision accepted, a royal won over', () => {
    const created = createGame(def, { seed: 'r2', options: { ...def.exampleOptions![0]!, lastYear: -320 } });
    if (!created.ok) throw new Error('no game');
    let g2 = created.value;
    const refused: string[] = [];
    const l2 = l2Bot('r2', { ...L2_DEFAULTS, royals: true });
    // The others play L1's money of before `L1_MONEY` (which bribes no royal): with Diadokhoi's L1 of now they race it for the same two.
    const l1 = l1Bot('r2', { money: {} });
    for (let i = 0; i < 60 && !def.result(g2.state); i++) {
      const pending = def.pending(g2.state);
      if (!pending) break;
      for (const p of pending.players) {
        const raw = (p === 'seleukos' ? l2 : l1)(botInput(def, g2, p)) ?? def.defaultDecision(g2.state, p);
        const r = def.validate(g2.state, p, raw);
        if (!r.ok) refused.push(`${g2.state.phase} ${g2.state.year} ${p}: ${r.error.map((e) => e.message).join('; ')}`);
        const next = submit(def, g2, p, r.ok ? raw : def.defaultDecision(g2.state, p));
        if (next.ok) g2 = next.value.session;
      }
    }
    expect(refused).toEqual([]);
    expect(g2.state.characters.filter((c) => c.kind === 'royal' && c.controlledBy === 'seleukos').length).toBeGreaterThan(0);
  });
});
