import { describe, expect, it } from 'vitest';
import { L2_DEFAULTS, l2WholeGameOrders } from '../src/bots/index.ts';
import { royalBribes, royalGuards } from '../src/bots/l2-royals.ts';
import { diadokhoi, diadoques } from '../src/game/index.ts';
import type { OrdersDecision, WholeState } from '../src/game/index.ts';
import { resolveCorruption } from '../src/politics/index.ts';
import type { GameState } from '../src/rules/state.ts';
import { midGame } from './bots-fixtures.ts';
import type { Def } from './bots-fixtures.ts';
import { dice } from './events/fixtures.ts';

/**
 * Issue 20 item 2: L2 in the race for the royals against the L1 that bribes them too since stop 23
 * (`src/bots/l2-royals.ts`, options `royalMargin` and `royalGuard`, on by default since the dk-l2 run).
 */

const rich = (s: WholeState, ...powers: string[]): WholeState => structuredClone({ ...s, treasury: { ...s.treasury, ...Object.fromEntries(powers.map((p) => [p, 10_000])) } }) as WholeState;
const holding = (s: WholeState, id: string, power: string): WholeState => ({ ...s, characters: s.characters.map((c) => (c.id === id ? { ...c, controlledBy: power } : c)) }) as WholeState;
const holder = (s: GameState, id: string) => s.characters.find((c) => c.id === id)!.controlledBy;

describe('L2 in the race for the royals (Diadokhoi)', () => {
  const def = diadokhoi as unknown as Def;
  const g = midGame(def, 'r1');

  it('diadokhoi §6.3.8: L1 and L2 offer the same for Olympias and cancel; one step more (`royalMargin`) wins her', () => {
    expect(holder(g.state, 'olympias')).toBeNull();
    const l1 = royalBribes(g.state, 'lysimachos', 1e6).find((b) => b.character === 'olympias')!.amount;
    expect(royalBribes(g.state, 'seleukos', 1e6).find((b) => b.character === 'olympias')!.amount).toBe(l1);
    const l2 = royalBribes(g.state, 'seleukos', 1e6, 100).find((b) => b.character === 'olympias')!.amount;
    expect([l1, l2]).toEqual([800, 900]);
    const tie = rich(g.state, 'lysimachos', 'seleukos');
    expect(resolveCorruption(tie, [{ power: 'lysimachos', target: { character: 'olympias' }, amount: l1 }, { power: 'seleukos', target: { character: 'olympias' }, amount: l1 }], { dice: dice(1) }).map((e) => e.type)).toContain('bribe-tie');
    expect(holder(tie, 'olympias')).toBeNull();
    const won = rich(g.state, 'lysimachos', 'seleukos');
    resolveCorruption(won, [{ power: 'lysimachos', target: { character: 'olympias' }, amount: l1 }, { power: 'seleukos', target: { character: 'olympias' }, amount: l2 }], { dice: dice(1) });
    expect(holder(won, 'olympias')).toBe('seleukos');
  });

  it('diadokhoi §6.3.16, §6.3.8: `royalGuard` pays on its own royal alone what makes L1\u2019s offer lost, once a year; none in winter, none for a royal not its own, none beyond the budget', () => {
    const held = holding(g.state, 'olympias', 'seleukos');
    expect(royalGuards(held, 'seleukos', 1e6)).toEqual([{ character: 'olympias', amount: 300 }]);
    expect(royalGuards(held, 'seleukos', 200)).toEqual([]);
    expect(royalGuards(held, 'lysimachos', 1e6).map((x) => x.character)).not.toContain('olympias');
    expect(royalGuards({ ...held, season: 'winter' } as WholeState, 'seleukos', 1e6)).toEqual([]);
    // Paid already this year: nothing more.
    expect(royalGuards({ ...held, counterCorruption: { ...held.counterCorruption, olympias: 300 } } as WholeState, 'seleukos', 1e6)).toEqual([]);
    // L1 sees the threshold without the guard (secret) and offers 800: lost against 500 + 300; unguarded, it wins her.
    const offer = royalBribes({ ...held, counterCorruption: {} } as WholeState, 'lysimachos', 1e6).find((b) => b.character === 'olympias')!.amount;
    const guarded = rich(held, 'lysimachos', 'seleukos');
    resolveCorruption(guarded, { bribes: [{ power: 'lysimachos', target: { character: 'olympias' }, amount: offer }], counter: [{ power: 'seleukos', target: { character: 'olympias' }, amount: 300 }] }, { dice: dice(1) });
    expect(holder(guarded, 'olympias')).toBe('seleukos');
    expect(guarded.treasury['lysimachos']).toBe(10_000 - offer);
    const open = rich(held, 'lysimachos', 'seleukos');
    resolveCorruption(open, [{ power: 'lysimachos', target: { character: 'olympias' }, amount: offer }], { dice: dice(1) });
    expect(holder(open, 'olympias')).toBe('lysimachos');
  });

  it('both on by default; its money orders are accepted by the game; off, L1\u2019s offer and no guard; Les Diadoques\u2019 L2 unchanged', () => {
    const on = { ...L2_DEFAULTS, royalMargin: 100, royalGuard: true };
    const s = { ...holding(g.state, 'kleopatra', 'seleukos'), treasury: { ...g.state.treasury, seleukos: 5000 } } as WholeState;
    const view = { state: s } as never;
    const text = l2WholeGameOrders(view, 'seleukos', 'x')!;
    expect(l2WholeGameOrders(view, 'seleukos', 'x', on)).toBe(text);
    expect(text).toMatch(/bribe Olympias 900/);
    expect(text).toMatch(/counter Kleopatra 500/);
    const off = l2WholeGameOrders(view, 'seleukos', 'x', { ...L2_DEFAULTS, royalMargin: 0, royalGuard: false })!;
    expect(off).toMatch(/bribe Olympias 800/);
    expect(off).not.toMatch(/counter Kleopatra/);
    expect(def.validate(s, 'seleukos', { orders: text } as OrdersDecision).ok).toBe(true);
    const gd = midGame(diadoques as unknown as Def, 'r1');
    const dview = { state: { ...gd.state, treasury: { ...gd.state.treasury, seleucos: 500 } } } as never;
    expect(l2WholeGameOrders(dview, 'seleucos', 'x')).toBe(l2WholeGameOrders(dview, 'seleucos', 'x', { ...L2_DEFAULTS, royalMargin: 0, royalGuard: false }));
  });
});
