/**
 * The arena (issue 20 item 1, issue 19): seats rotated, a well-formed table, and the same
 * figures for the same seed (CPU times apart, which are measured, not computed).
 */
import { describe, expect, it } from 'vitest';
import { botLevels, findGame } from '@diadochi/catalog';
import { arena, arenaOptions, arenaShard, arenaTable, summarize, wilson } from '../src/commands/arena.ts';

describe('arena', () => {
  it('Wilson interval at 95 %', () => {
    const [lo, hi] = wilson(19, 20);
    expect(lo).toBeCloseTo(0.7639, 3);
    expect(hi).toBeCloseTo(0.9911, 3);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('two one-turn Successors games: rotated seats, a well-formed and deterministic table', () => {
    const game = findGame('successors')!;
    const makers = botLevels('successors');
    const run = () => arena({ game, bots: ['legal', 'random', 'random', 'random'], makers, games: 2, seed: 'arena-test', options: { players: 4, turns: 1 } });
    const a = run();
    const b = run();
    // Game 0 seats the first bot in the first seat, game 1 in the last (rotation by one).
    expect(a.log[0]!.seats).toEqual({ blue: 'legal', red: 'random', yellow: 'random', black: 'random' });
    expect(a.log[1]!.seats).toEqual({ blue: 'random', red: 'random', yellow: 'random', black: 'legal' });
    expect(a.rows.map((r) => r.bot)).toEqual(['legal', 'random']);
    expect(a.rows.map((r) => r.seatGames)).toEqual([2, 6]);
    const wins = a.rows.reduce((n, r) => n + r.solo + r.shared, 0);
    expect(wins).toBe(a.log.reduce((n, g) => n + g.winners.length, 0));
    for (const r of a.rows) {
      expect(r.low).toBeLessThanOrEqual(r.share);
      expect(r.high).toBeGreaterThanOrEqual(r.share);
      expect(r.decisions).toBeGreaterThan(0);
      expect(r.score).not.toBeNull();
    }
    expect(arenaTable(b, false)).toBe(arenaTable(a, false));
    // Two shards (games 0 and 1, as --jobs 2 plays them) merge into the same table.
    const shard = (first: number) => arenaShard({ game, bots: ['legal', 'random', 'random', 'random'], makers, games: 1, first, seed: 'arena-test', options: { players: 4, turns: 1 } });
    const merged = summarize('successors', ['legal', 'random'], [shard(0), shard(1)]);
    expect(arenaTable(merged, false)).toBe(arenaTable(a, false));
    expect(merged.log).toEqual(a.log);
    expect(b.log).toEqual(a.log);
    const table = arenaTable(a).split('\n');
    expect(table[0]).toMatch(/^successors: 2 games, 2 finished/);
    expect(table[1]).toMatch(/bot +seats +solo +shared +win share +95 % interval +avg score +decisions +cpu ms p50 +p95 +max/);
    expect(table).toHaveLength(4);
  });

  it('every ruleset offers a random bot; Successors offers random, L1 and L2', () => {
    for (const r of ['classic', 'diadoques', 'diadokhoi', 'phalanxx', 'successors', 'syracuse']) expect(Object.keys(botLevels(r))).toContain('random');
    expect(Object.keys(botLevels('successors'))).toEqual(expect.arrayContaining(['random', 'l1', 'l2']));
  });

  it('plays the short game by default where the rulebook has no end (issue 18): the first example options when their seats fit', () => {
    const d = findGame('diadoques')!;
    expect(arenaOptions(d, 6)).toEqual(d.exampleOptions![0]);
    expect(arenaOptions(d, 6, { lastYear: -310 })).toEqual({ lastYear: -310 });
  });
});
