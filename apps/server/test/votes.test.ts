import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { votesOffered } from '../src/games/votes.ts';
import { backends, expectOk, startedGame, testServer, uniqueName, users } from './pace-votes-helpers.ts';
import type { Client, TestServer } from './helpers.ts';

describe('which agreed ends each ruleset offers (issue 21 item 5)', () => {
  it('classic and diadokhoi (§4.5.2) draw and concede; Les Diadoques keeps its own shared victory (§3.8): concession only; two-player Syracuse concession only', () => {
    expect(votesOffered('classic')).toEqual(['draw', 'concede', 'pause', 'resume']);
    expect(votesOffered('diadokhoi')).toEqual(['draw', 'concede', 'pause', 'resume']);
    expect(votesOffered('diadoques')).toEqual(['concede', 'pause', 'resume']);
    expect(votesOffered('syracuse')).toEqual(['concede', 'pause', 'resume']);
  });
});

describe.each(backends)('secret draw and concession votes (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer(backend);
  });
  afterAll(async () => t?.close());

  const votes = async (c: Client, id: string) => expectOk(await c.get(`/api/games/${id}/votes`));

  it('a draw passes only when every human survivor says yes; until then only counts are shown, and nobody sees another’s answer; the game ends shared by all survivors', async () => {
    const [gm, a, b, c] = await users(t.app, uniqueName('gm'), uniqueName('a'), uniqueName('b'), uniqueName('c'));
    const { id, powers } = await startedGame(gm!, [a!, b!, c!]);
    const opened = expectOk(await a!.post(`/api/games/${id}/votes`, { kind: 'draw' }), 201);
    expect(opened.offered).toEqual(['draw', 'concede', 'pause', 'resume']);
    const vote = opened.votes[0];
    expect(vote).toMatchObject({ kind: 'draw', proposer: powers[a!.name], status: 'open', voters: 3, cast: 1, mine: 'yes', canVote: true });
    // Another vote cannot be opened while this one is.
    expect((await b!.post(`/api/games/${id}/votes`, { kind: 'concede', to: powers[a!.name] })).body.error).toBe('vote-open');
    // b says no, then changes his mind; c has not answered: still open, and b's answer is his own.
    expectOk(await b!.put(`/api/games/${id}/votes/${vote.id}`, { yes: false }));
    const seenByA = (await votes(a!, id)).votes[0];
    const seenByC = (await votes(c!, id)).votes[0];
    const seenByGm = (await votes(gm!, id)).votes[0];
    expect(seenByA).toMatchObject({ status: 'open', cast: 2, mine: 'yes' });
    expect(seenByC).toMatchObject({ status: 'open', cast: 2, mine: null, canVote: true });
    expect(seenByGm).toMatchObject({ status: 'open', cast: 2, mine: null, canVote: false });
    // Nothing in what others see tells b's answer.
    for (const seen of [seenByA, seenByC, seenByGm]) expect(JSON.stringify(seen)).not.toMatch(/"no"|false,"/);
    expect((await gm!.put(`/api/games/${id}/votes/${vote.id}`, { yes: true })).status).toBe(403);
    expectOk(await b!.put(`/api/games/${id}/votes/${vote.id}`, { yes: true }));
    expect((await votes(a!, id)).votes[0].status).toBe('open');
    expectOk(await c!.put(`/api/games/${id}/votes/${vote.id}`, { yes: true }));
    const after = await votes(b!, id);
    expect(after.votes[0]).toMatchObject({ status: 'passed', cast: 3, canVote: false });
    const g = expectOk(await a!.get(`/api/games/${id}`)).game;
    expect(g.status).toBe('over');
    // All survivors share: the three humans and the bot's seat.
    expect([...g.result.winners].sort()).toEqual(['east', 'north', 'south', 'west'].filter((p) => g.seats.some((s: { power: string }) => s.power === p)).sort());
    expect(g.result.why).toEqual({ code: 'agreed-draw' });
    expect((await c!.put(`/api/games/${id}/votes/${vote.id}`, { yes: false })).body.error).toBe('vote-closed');
    // The ratings record a draw: every player shares the first place.
    const ranking = g.result.ranking as string[][];
    expect(ranking[0]!.length).toBe(g.result.winners.length);
  });

  it('one no fails the vote once everyone has answered, without saying whose; the game goes on', async () => {
    const [gm, a, b] = await users(t.app, uniqueName('gm'), uniqueName('a'), uniqueName('b'));
    const { id } = await startedGame(gm!, [a!, b!]);
    const vote = expectOk(await a!.post(`/api/games/${id}/votes`, { kind: 'draw' }), 201).votes[0];
    expectOk(await b!.put(`/api/games/${id}/votes/${vote.id}`, { yes: false }));
    const seen = (await votes(a!, id)).votes[0];
    expect(seen).toMatchObject({ status: 'failed', cast: 2, mine: 'yes' });
    expect(expectOk(await a!.get(`/api/games/${id}`)).game.status).toBe('running');
    // A new vote may then be opened.
    expectOk(await b!.post(`/api/games/${id}/votes`, { kind: 'draw' }), 201);
  });

  it('a concession names a surviving power; the others vote, the power conceded to does not; it wins alone', async () => {
    const [gm, a, b, c] = await users(t.app, uniqueName('gm'), uniqueName('a'), uniqueName('b'), uniqueName('c'));
    const { id, powers } = await startedGame(gm!, [a!, b!, c!]);
    const to = powers[c!.name]!;
    expect((await a!.post(`/api/games/${id}/votes`, { kind: 'concede', to: 'atlantis' })).body.error).toBe('bad-concession');
    expect((await a!.post(`/api/games/${id}/votes`, { kind: 'concede', to: powers[a!.name] })).body.error).toBe('bad-concession');
    expect((await a!.post(`/api/games/${id}/votes`, { kind: 'stalemate' })).status).toBe(400);
    expect((await gm!.post(`/api/games/${id}/votes`, { kind: 'draw' })).body.error).toBe('not-a-player');
    const vote = expectOk(await a!.post(`/api/games/${id}/votes`, { kind: 'concede', to }), 201).votes[0];
    expect(vote).toMatchObject({ kind: 'concede', to, voters: 2, cast: 1 });
    expect((await votes(c!, id)).votes[0].canVote).toBe(false);
    expect((await c!.put(`/api/games/${id}/votes/${vote.id}`, { yes: true })).body.error).toBe('not-a-voter');
    expectOk(await b!.put(`/api/games/${id}/votes/${vote.id}`, { yes: true }));
    const g = expectOk(await a!.get(`/api/games/${id}`)).game;
    expect(g.status).toBe('over');
    expect(g.result.winners).toEqual([to]);
    expect(g.result.why).toEqual({ code: 'agreed-concession', data: { to } });
  });

  it('a vote left unanswered expires at the end of its window (two phases of the pace); a private game’s votes are hidden from strangers', async () => {
    const [gm, a, b, stranger] = await users(t.app, uniqueName('gm'), uniqueName('a'), uniqueName('b'), uniqueName('s'));
    const { id } = await startedGame(gm!, [a!, b!], { deadlines: { default: 3600 } });
    const vote = expectOk(await a!.post(`/api/games/${id}/votes`, { kind: 'draw' }), 201).votes[0];
    expect(vote.closesAt - vote.openedAt).toBe(2 * 3600_000);
    const hidden = expectOk(await gm!.post('/api/games', { ruleset: 'tribute', players: 3, options: { rounds: 3 }, private: true }), 201).id;
    expect((await stranger!.get(`/api/games/${hidden}/votes`)).status).toBe(404);
    expect((await stranger!.post(`/api/games/${hidden}/votes`, { kind: 'draw' })).status).toBe(404);
    expect((await gm!.get(`/api/games/${hidden}/votes`)).status).toBe(200);
    t.clock.advance(2 * 3600_000);
    expect((await votes(a!, id)).votes[0].status).toBe('expired');
    expect((await b!.put(`/api/games/${id}/votes/${vote.id}`, { yes: true })).body.error).toBe('vote-closed');
  });
});

describe.each(backends)('pause by vote (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer(backend);
  });
  afterAll(async () => t?.close());

  const HOUR = 3600_000;
  const game = async (c: Client, id: string) => expectOk(await c.get(`/api/games/${id}`)).game;

  it('a pause passes by a majority of the human players, stops the clock, and gives it back at its end', async () => {
    const [gm, a, b, c] = await users(t.app, uniqueName('gm'), uniqueName('a'), uniqueName('b'), uniqueName('c'));
    const { id } = await startedGame(gm!, [a!, b!, c!], { deadlines: { default: 10 * 3600 } });
    t.clock.advance(4 * HOUR);
    expect((await a!.post(`/api/games/${id}/votes`, { kind: 'pause', seconds: 15 * 24 * 3600 })).body.error).toBe('pause-out-of-range');
    expect((await a!.post(`/api/games/${id}/votes`, { kind: 'pause', seconds: 60 })).body.error).toBe('pause-out-of-range');
    const vote = expectOk(await a!.post(`/api/games/${id}/votes`, { kind: 'pause', seconds: 2 * 24 * 3600 }), 201).votes[0];
    expect(vote).toMatchObject({ kind: 'pause', seconds: 2 * 24 * 3600, status: 'open', voters: 3, cast: 1 });
    expect((await game(a!, id)).status).toBe('running');
    // A second yes is a majority of three: it passes without c.
    expectOk(await b!.put(`/api/games/${id}/votes/${vote.id}`, { yes: true }));
    const paused = await game(c!, id);
    expect(paused.status).toBe('paused');
    expect(paused.pausedLeftMs).toBe(6 * HOUR);
    const seen = (await votes(c!, id)).votes[0];
    expect(seen).toMatchObject({ status: 'passed', endsAt: t.clock.now() + 48 * HOUR, mine: null });
    // The deadline does not run while paused.
    t.clock.advance(47 * HOUR);
    await t.server.scheduler.tick();
    expect((await game(a!, id)).status).toBe('paused');
    t.clock.advance(HOUR);
    await t.server.scheduler.tick();
    const resumed = await game(a!, id);
    expect(resumed.status).toBe('running');
    expect(resumed.deadlineAt).toBe(t.clock.now() + 6 * HOUR);
    expect((await votes(a!, id)).votes[0].status).toBe('ended');
  });

  it('a resume vote ends a voted pause early; a pause fails once a majority can no longer be reached; only a voted pause is resumed by vote', async () => {
    const [gm, a, b, c] = await users(t.app, uniqueName('gm'), uniqueName('a'), uniqueName('b'), uniqueName('c'));
    const { id } = await startedGame(gm!, [a!, b!, c!], { deadlines: { default: 10 * 3600 } });
    expect((await a!.post(`/api/games/${id}/votes`, { kind: 'resume' })).body.error).toBe('not-paused-by-vote');
    const failing = expectOk(await a!.post(`/api/games/${id}/votes`, { kind: 'pause', seconds: 24 * 3600 }), 201).votes[0];
    expectOk(await b!.put(`/api/games/${id}/votes/${failing.id}`, { yes: false }));
    expect((await votes(a!, id)).votes[0].status).toBe('open');
    expectOk(await c!.put(`/api/games/${id}/votes/${failing.id}`, { yes: false }));
    expect((await votes(a!, id)).votes[0].status).toBe('failed');
    expect((await game(a!, id)).status).toBe('running');
    const pause = expectOk(await b!.post(`/api/games/${id}/votes`, { kind: 'pause', seconds: 24 * 3600 }), 201).votes[0];
    expectOk(await c!.put(`/api/games/${id}/votes/${pause.id}`, { yes: true }));
    expect((await game(a!, id)).status).toBe('paused');
    t.clock.advance(HOUR);
    const resume = expectOk(await c!.post(`/api/games/${id}/votes`, { kind: 'resume' }), 201).votes[0];
    expectOk(await a!.put(`/api/games/${id}/votes/${resume.id}`, { yes: true }));
    const g = await game(a!, id);
    expect(g.status).toBe('running');
    expect(g.deadlineAt).toBe(t.clock.now() + 10 * HOUR);
    // The pause is over: its end does nothing more.
    t.clock.advance(24 * HOUR);
    await t.server.scheduler.tick();
    expect((await votes(a!, id)).votes.find((v: { id: string }) => v.id === pause.id).status).toBe('ended');
  });

  const votes = async (c: Client, id: string) => expectOk(await c.get(`/api/games/${id}/votes`));
});
