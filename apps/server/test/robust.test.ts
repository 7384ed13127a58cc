import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tribute } from '@diadochi/kernel/test-game';
import type { Bot, GameDefinition } from '@diadochi/kernel';
import { backends, expectOk, startedGame, testServer, users } from './helpers.ts';
import type { TestServer } from './helpers.ts';

/** Tribute with switchable failures, standing in for a rules engine or bot with a bug. */
const faults = { resolve: false, bot: false };
const fragileResolve: typeof tribute.resolve = (state, decisions, ctx) => {
  if (faults.resolve) throw new Error('engine bug mentioning card-3');
  return tribute.resolve(state, decisions, ctx);
};
const fragile = { ...tribute, resolve: fragileResolve } as unknown as GameDefinition;

const botCalls: { player: string; told: string[] }[] = [];
const lastChoiceBot = (): Bot => (input) => {
  botCalls.push({ player: input.player, told: Object.keys(input).sort() });
  if (faults.bot) throw new Error('bot bug');
  return input.legal![input.legal!.length - 1];
};

describe.each(backends)('failures of a game or a bot (%s)', (backend) => {
  let t: TestServer;
  const logs: string[] = [];
  beforeAll(async () => {
    t = await testServer(backend, {
      games: [fragile],
      bots: { tribute: lastChoiceBot },
      logger: { level: 'warn', stream: { write: (l: string) => void logs.push(l) } },
    });
  });
  afterAll(async () => t?.close());

  it('bots come from the registry, see no pending decision, and a failing bot gets the no-orders rule', async () => {
    const [gm, a] = await users(t.app, 'gm-b', 'a-b');
    botCalls.length = 0;
    const { id } = await startedGame(gm!, [a!]);
    expect(botCalls.map((c) => c.player).sort()).toEqual(['east', 'south']);
    expect(botCalls.every((c) => c.told.join() === 'legal,pending,player,step,view')).toBe(true); // no state, seed or submissions
    faults.bot = true;
    try {
      const v = expectOk(await a!.get(`/api/games/${id}`));
      expectOk(await a!.put(`/api/games/${id}/decision`, { decision: v.legal[0] }));
      const h = expectOk(await a!.get(`/api/games/${id}/history`));
      expect(h.steps.length).toBeGreaterThanOrEqual(2);
      expect((await a!.get(`/api/games/${id}`)).status).toBe(200);
    } finally {
      faults.bot = false;
    }
  });

  it('an engine failure during adjudication keeps the accepted decisions, logs nothing secret, and is retried', async () => {
    const [gm, a] = await users(t.app, 'gm-f', 'a-f');
    const { id } = await startedGame(gm!, [a!]);
    const v = expectOk(await a!.get(`/api/games/${id}`));
    faults.resolve = true;
    const r = expectOk(await a!.put(`/api/games/${id}/decision`, { decision: v.legal[0] }));
    expect(r).toMatchObject({ adjudicated: false, currentStep: 0 });
    const after = expectOk(await a!.get(`/api/games/${id}`));
    expect(after.view.mySubmission).toEqual(v.legal[0]);
    expect(logs.join('')).toContain('adjudication of game');
    expect(logs.join('')).not.toContain('card-3');
    await t.server.scheduler.tick(); // still failing: backs off
    faults.resolve = false;
    await t.server.scheduler.tick();
    expect((await t.server.judge.gameRow(id)).step).toBe(0); // not before the back-off ends
    t.clock.advance(61_000);
    await t.server.scheduler.tick();
    expect((await t.server.judge.gameRow(id)).step).toBeGreaterThanOrEqual(1);
    expect(expectOk(await a!.get(`/api/games/${id}/history`)).steps[1].decision).toEqual(v.legal[0]);
  });
});
