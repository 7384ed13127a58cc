/**
 * Issue 6, "a game started with six bots reaches a result without a human": a referee creates a
 * Les Diadoques and a Diadokhoi game, every seat filled by the catalog's baseline bot, and starts
 * it; the judge plays every step (start purchases, seasons, retreats, winters) to the result, and
 * the game file it publishes verifies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGame, verifyGame } from '@diadochi/kernel';
import type { GameDefinition, GameSession } from '@diadochi/kernel';
import { findGame } from '@diadochi/catalog';
import { platformBots } from '../src/bots.ts';
import { CATALOG_ENGINE } from '../src/engine/catalog.ts';
import { backends, Client, expectOk, games, testServer, users } from './helpers.ts';
import type { TestServer } from './helpers.ts';

const RULESETS = ['diadoques', 'diadokhoi'] as const;
const defs = RULESETS.map((r) => findGame(r)!);

describe.each(backends)('games played by bots alone (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    // The production path: the catalog's rules and bots in the engine's worker threads.
    t = await testServer(backend, { games: [...games, ...defs], bots: platformBots(defs), engine: { module: CATALOG_ENGINE } });
  });
  afterAll(async () => t?.close());

  it.each(RULESETS)('diadoques §8.1, diadokhoi §6.1.1: %s — six bots, started by a referee who does not play, reach a result', async (ruleset) => {
    const [gm] = await users(t.app, `gm-${ruleset}-${Date.now().toString(36)}`);
    const { id } = expectOk(await gm!.post('/api/games', { ruleset, options: { lastYear: ruleset === 'diadoques' ? -318 : -320 }, emptySeats: 'bot' }), 201);
    expectOk(await gm!.post(`/api/games/${id}/start`));
    // The start settles one slice; the scheduler plays the rest, a slice per game and pass.
    for (let i = 0; i < 500 && (await t.server.judge.gameRow(id)).status === 'running'; i++) await t.server.scheduler.tick();
    const end = expectOk(await gm!.get(`/api/games/${id}`));
    expect(end.game.status).toBe('over');
    expect(end.game.result).not.toBeNull();
    // At least the start step and two years of three seasons and a winter (the last winter is not played).
    expect(end.view.step).toBeGreaterThanOrEqual(8);
    const file = await new Client(t.app).get(`/api/games/${id}/file`);
    expect(file.status).toBe(200);
    const loaded = loadGame(file.text);
    if (!loaded.ok) throw new Error('the game file does not load');
    const def = defs.find((d) => d.id === ruleset)! as GameDefinition;
    expect(verifyGame(def, loaded.value as GameSession<never>).problems).toEqual([]);
  });

  it('a game nobody joined cannot start when its empty seats would only hold (no bots)', async () => {
    const [gm] = await users(t.app, `gm-empty-${Date.now().toString(36)}`);
    const { id } = expectOk(await gm!.post('/api/games', { ruleset: 'diadoques', emptySeats: 'default' }), 201);
    const r = await gm!.post(`/api/games/${id}/start`);
    expect(r.status).toBe(409);
    expect(r.body.error).toBe('no-players');
  });
});
