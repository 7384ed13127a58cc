import { describe, expect, it } from 'vitest';
import { err, fuzz, fuzzSummary, ok, problem } from '../src/index.ts';
import type { GameDefinition } from '../src/index.ts';
import { tribute } from './tiny-game.ts';
import type { TributeState } from './tiny-game.ts';

const withSecrets: GameDefinition<TributeState> = { ...(tribute as GameDefinition<TributeState>), secrets: (s, p) => s.hands[p]!.map((c) => c.id) };
const run = (def: GameDefinition<TributeState>, games = 6) => fuzz(def, { games, seed: 't' });

describe('fuzz (the kernel fuzzer)', () => {
  it('plays a sound game through with garbage refused: nothing to report, one closing line', () => {
    const r = run(withSecrets);
    expect(r.failures).toEqual([]);
    expect(r.steps).toBe(6 * 9); // three rounds of bid, raid, react
    expect(r.garbage).toBeGreaterThan(0);
    expect(fuzzSummary(r)).toBe(`fuzz tribute: 6 games, ${r.steps} steps, 0 crashes, 0 dead ends, 0 violations, 0 leaks`);
  });

  it('is deterministic for a seed', () => {
    expect(run(withSecrets, 3)).toEqual(run(withSecrets, 3));
  });

  it('finds a view that shows another seat its secret', () => {
    const leaky: GameDefinition<TributeState> = { ...withSecrets, view: (s) => s };
    const r = run(leaky, 1);
    expect(r.leaks).toBeGreaterThan(0);
    expect(r.failures[0]).toMatch(/shows \w+'s secret "card-\d+"/);
  });

  it('counts a validator that throws on garbage as a crash', () => {
    const fragile: GameDefinition<TributeState> = {
      ...withSecrets,
      validate: (s, p, d) => ((d as { bid?: unknown }).bid === undefined && typeof d !== 'object' ? (null as unknown as { x: 1 }).x && ok(d) : withSecrets.validate(s, p, d)),
    };
    expect(run(fragile).crashes).toBeGreaterThan(0);
  });

  it('finds a dead end: a pending seat whose every decision is refused', () => {
    const stuck: GameDefinition<TributeState> = { ...withSecrets, validate: (s, p, d) => (s.phase === 'raid' ? err([problem('no', 'never', { path: [] })]) : withSecrets.validate(s, p, d)) };
    const r = run(stuck, 1);
    expect(r.deadEnds).toBe(1);
    expect(r.failures.some((f) => /no decision validates/.test(f))).toBe(true);
  });

  it('finds garbage accepted, unlocated problems, broken invariants and endless games', () => {
    const lax: GameDefinition<TributeState> = { ...withSecrets, validate: (s, p, d) => (d === null || typeof d !== 'object' ? ok({ bid: 'x' }) : withSecrets.validate(s, p, d)) };
    expect(run(lax).failures.some((f) => /garbage accepted/.test(f))).toBe(true);
    const vague: GameDefinition<TributeState> = { ...withSecrets, validate: (s, p, d) => (typeof d === 'string' ? err([problem('bad', 'bad')]) : withSecrets.validate(s, p, d)) };
    expect(run(vague).failures.some((f) => /not located/.test(f))).toBe(true);
    const broken: GameDefinition<TributeState> = { ...withSecrets, checkInvariants: (s) => (s.round > 2 ? ['round past two'] : []) };
    expect(run(broken, 1).violations).toBeGreaterThan(0);
    const r = fuzz(withSecrets, { games: 1, seed: 't', maxSteps: 3 });
    expect(r.failures.some((f) => /not over after 3 steps/.test(f))).toBe(true);
  });

  it('finds a cycle: a state reached again with no die rolled between, but not one a roll separates', () => {
    // A raider who may "wait": the position comes back unchanged, so a player could wait for ever
    // (the shape of Successors' commander handed back and forth, successors 8.4.3).
    const waiting = (rolls: boolean): GameDefinition<TributeState> => ({
      ...withSecrets,
      legalDecisions: (s, p) => (s.phase === 'raid' ? [{ raid: 'wait' }, ...withSecrets.legalDecisions!(s, p)!] : withSecrets.legalDecisions!(s, p)),
      validate: (s, p, d) => (s.phase === 'raid' && (d as { raid?: unknown } | null)?.raid === 'wait' ? ok({ raid: 'wait' }) : withSecrets.validate(s, p, d)),
      resolve: (s, d, ctx) => {
        if (s.phase !== 'raid' || (d[s.winner!] as { raid: string }).raid !== 'wait') return withSecrets.resolve(s, d, ctx);
        if (rolls) ctx.dice.d6();
        return s;
      },
    });
    const r = fuzz(waiting(false), { games: 4, seed: 't', garbage: 0 });
    expect(r.violations).toBeGreaterThan(0);
    expect(r.failures.some((f) => /cycle: the state of step \d+ again at step \d+ \(phase raid\) with no die rolled between/.test(f))).toBe(true);
    expect(r.violations).toBeLessThanOrEqual(4); // once a game
    expect(fuzz(waiting(true), { games: 4, seed: 't', garbage: 0 }).failures).toEqual([]);
  });

  it('finds a catalog line missing in a language', () => {
    const line = () => 'x';
    const en = { events: { dealt: line, hand: line, 'bids-revealed': line, steal: line }, problems: {}, prompts: { bid: line, raid: line, react: line }, names: {} };
    const noText: GameDefinition<TributeState> = {
      ...withSecrets,
      setup: (o, ctx) => withSecrets.setup(o, { ...ctx, emit: (e) => ctx.emit({ ...e, text: undefined }) }),
      resolve: (s, d, ctx) => withSecrets.resolve(s, d, { ...ctx, emit: (e) => ctx.emit({ type: e.type, data: e.data ?? {} }) }),
      catalogs: { en, fr: { ...en, events: { ...en.events, steal: undefined as unknown as typeof line } } },
    };
    const r = run(noText);
    expect(r.failures.some((f) => /catalog line missing: fr events\.(steal|dealt)/.test(f) || /catalog line missing: (en|fr) problems\./.test(f))).toBe(true);
  });
});
