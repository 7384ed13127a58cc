/** Games of Tribute played to their end for the ratings and archive tests (issue 21 items 6 and 7). */
import { expectOk, startedGame } from './helpers.ts';
import type { Client, Json, TestServer } from './helpers.ts';

/** Every human who must decide submits his first legal decision until the game is over. */
export async function playToEnd(t: TestServer, id: string, clients: Client[]): Promise<Json> {
  for (let i = 0; i < 100; i++) {
    const v = expectOk(await clients[0]!.get(`/api/games/${id}`));
    if (v.game.status === 'over') return v;
    let acted = 0;
    for (const c of clients) {
      const g = expectOk(await c.get(`/api/games/${id}`));
      const me = g.game.you.power;
      if (!me || !g.view.pending?.players.includes(me) || g.ready.includes(me)) continue;
      expectOk(await c.put(`/api/games/${id}/decision`, { decision: g.legal[0], step: g.view.step }));
      acted++;
    }
    if (acted === 0) {
      // Only bots are due: the scheduler settles them.
      t.clock.advance(1000);
      await t.server.scheduler.tick();
    }
  }
  throw new Error('game did not end');
}

/** A Tribute game of one round between these humans (bots in any other seat), played to its end. */
export async function finishedGame(t: TestServer, gm: Client, players: Client[], seats = players.length, extra: Record<string, unknown> = {}): Promise<Json> {
  const { id } = extra.private ? await privateGame(gm, players, { players: seats, options: { rounds: 1 }, ...extra }) : await startedGame(gm, players, { players: seats, options: { rounds: 1 }, ...extra });
  const end = await playToEnd(t, id, players);
  t.clock.advance(60_000);
  return { id, ...end };
}


/** A started private game: the players join through its link's token (issue 17 item 12). */
export async function privateGame(gm: Client, players: Client[], extra: Record<string, unknown>): Promise<{ id: string }> {
  const created = expectOk(await gm.post('/api/games', { ruleset: 'tribute', ...extra, private: true }), 201);
  const id = created.id as string;
  const invite = created.game.invite as string;
  for (const p of players) expectOk(await p.req('POST', `/api/games/${id}/join`, {}, { 'x-diadochi-invite': invite }));
  expectOk(await gm.post(`/api/games/${id}/start`));
  return { id };
}
