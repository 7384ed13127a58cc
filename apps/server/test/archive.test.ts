/**
 * Issue 21 item 7: the archive of finished games (searched by ruleset, player and title, paged
 * and bounded), the export (the JSON save with its seed, the result sheets as text), rematches,
 * and that nothing of a running or private game shows through these routes. SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGame } from '@diadochi/kernel';
import { backends, Client, expectOk, startedGame, testServer, users } from './helpers.ts';
import type { Json, TestServer } from './helpers.ts';
import { finishedGame, playToEnd, privateGame } from './archive-play.ts';

let n = 0;
const uniq = (s: string) => `${s}${++n}`;

describe.each(backends)('archive (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer(backend);
  });
  afterAll(async () => t?.close());

  it('lists finished public games only, newest first, searched by ruleset, player and title, in bounded pages', async () => {
    const [gm, a, b, c] = await users(t.app, uniq('gm'), uniq('aa'), uniq('ab'), uniq('ac'));
    const tag = uniq('Needle');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { id } = await startedGame(gm!, i % 2 === 0 ? [a!, b!] : [b!, c!], { players: 2, options: { rounds: 1 }, title: `${tag} 100%_ game ${i}` });
      await playToEnd(t, id, i % 2 === 0 ? [a!, b!] : [b!, c!]);
      t.clock.advance(60_000);
      ids.push(id);
    }
    const running = await startedGame(gm!, [a!, b!], { players: 2, options: { rounds: 1 }, title: `${tag} running` });
    const privateOne = await privateGame(gm!, [a!, b!], { players: 2, options: { rounds: 1 }, title: `${tag} private` });
    await playToEnd(t, privateOne.id, [a!, b!]);
    const anon = new Client(t.app);

    const all = expectOk(await anon.get(`/api/archive?title=${encodeURIComponent(tag)}&limit=50`));
    expect(all.games.map((g: Json) => g.id)).toEqual([...ids].reverse());
    expect(all.next).toBeNull();
    // Two at a time, by cursor: every game once, in order.
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 5; i++) {
      const page: Json = expectOk(await anon.get(`/api/archive?title=${encodeURIComponent(tag)}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`));
      expect(page.games.length).toBeLessThanOrEqual(2);
      seen.push(...page.games.map((g: Json) => g.id));
      cursor = page.next;
      if (!cursor) break;
    }
    expect(seen).toEqual([...ids].reverse());
    // By player (any case), by ruleset; the title's % and _ are letters, not wildcards.
    const byC = expectOk(await anon.get(`/api/archive?player=${c!.name.toUpperCase()}&title=${encodeURIComponent(tag)}`));
    expect(byC.games.map((g: Json) => g.id)).toEqual([ids[3], ids[1]]);
    expect(expectOk(await anon.get(`/api/archive?ruleset=tribute&title=${encodeURIComponent(`${tag} 100%_ game 4`)}`)).games.map((g: Json) => g.id)).toEqual([ids[4]]);
    expect(expectOk(await anon.get(`/api/archive?title=${encodeURIComponent(`${tag} 100__`)}`)).games).toEqual([]);
    expect(expectOk(await anon.get(`/api/archive?ruleset=classic&title=${encodeURIComponent(tag)}`)).games).toEqual([]);
    // Bounded: at most 50 a page; a bad cursor is ignored rather than trusted.
    expect((await anon.get('/api/archive?limit=51')).status).toBe(400);
    expect((await anon.get(`/api/archive?title=${'x'.repeat(101)}`)).status).toBe(400);
    expect(expectOk(await anon.get(`/api/archive?title=${encodeURIComponent(tag)}&cursor=garbage`)).games).toHaveLength(5);
    // An entry: seats with places, the result, rated.
    const entry = all.games[0];
    expect(entry).toMatchObject({ ruleset: 'tribute', rated: true, practice: false });
    expect(entry.seats.map((s: Json) => s.player).sort()).toEqual([a!.name, b!.name].sort());
    expect(entry.seats.every((s: Json) => s.place === 1 || s.place === 2)).toBe(true);
    expect(entry.seats.filter((s: Json) => s.won).map((s: Json) => s.power).sort()).toEqual([...entry.result.winners].sort());
    // Nothing of the running or the private game, whoever asks.
    for (const who of [anon, a!, gm!]) {
      const text = (await who.get(`/api/archive?title=${encodeURIComponent(tag)}`)).text + (await who.get(`/api/archive?player=${a!.name}`)).text;
      expect(text).not.toContain(running.id);
      expect(text).not.toContain(privateOne.id);
    }
    expect((await anon.get(`/api/archive/${running.id}`)).status).toBe(404);
    expect((await a!.get(`/api/archive/${running.id}`)).status).toBe(404);
    expect((await a!.get(`/api/games/${running.id}/sheets`)).status).toBe(404);
    expect((await anon.get(`/api/archive/${privateOne.id}`)).status).toBe(404);
    expect((await anon.get(`/api/games/${privateOne.id}/sheets`)).status).toBe(404);
    expect(expectOk(await a!.get(`/api/archive/${privateOne.id}`)).game.id).toBe(privateOne.id);
    // A player's profile lists the public games, not the private one.
    const prof = expectOk(await anon.get(`/api/players/${a!.name}`));
    expect(prof.games.map((g: Json) => g.id)).not.toContain(privateOne.id);
    expect(prof.games.map((g: Json) => g.id)).toEqual(expect.arrayContaining([ids[0], ids[2], ids[4]]));
  });

  it('exports a finished game: the JSON save with its seed, and the result sheets as text in English and French', async () => {
    const [gm, a, b] = await users(t.app, uniq('gm'), uniq('ea'), uniq('eb'));
    const end = await finishedGame(t, gm!, [a!, b!]);
    const anon = new Client(t.app);
    const file = await anon.get(`/api/games/${end.id}/file`);
    expect(file.status).toBe(200);
    const loaded = loadGame(file.text);
    if (!loaded.ok) throw new Error('the save does not load');
    expect(loaded.value.seed).toBe(end.game.seed);
    const sheets = await anon.get(`/api/games/${end.id}/sheets`);
    expect(sheets.status).toBe(200);
    expect(sheets.headers['content-type']).toMatch(/^text\/plain/);
    expect(sheets.headers['content-disposition']).toMatch(/attachment; filename="diadochi-tribute-.*-sheets-en\.txt"/);
    expect(sheets.text).toContain(`Seed: ${end.game.seed}`);
    expect(sheets.text).toContain(`Seed commitment: ${end.game.commitment}`);
    // Every resolved step, with its events (Tribute writes legacy text lines: "north wins round 1 with 6").
    const steps = expectOk(await anon.get(`/api/games/${end.id}/history`)).steps as Json[];
    for (const s of steps) expect(sheets.text).toContain(`Step ${s.step} — ${s.phase}`);
    for (const e of steps.flatMap((s) => s.events)) if (e.text) expect(sheets.text).toContain(e.text);
    expect(sheets.text).toMatch(/wins round 1 with \d/);
    for (const s of end.game.seats) expect(sheets.text).toContain(`${s.power}: ${s.player}`);
    expect(sheets.text).toMatch(/^Winners: /m);
    const fr = expectOk(await anon.get(`/api/games/${end.id}/sheets?lang=fr`)) as unknown;
    expect(fr).toBeUndefined(); // text, not JSON
    const frText = (await anon.get(`/api/games/${end.id}/sheets?lang=fr`)).text;
    expect(frText).toContain(`Graine: ${end.game.seed}`);
    expect(frText).toContain('Étape 1 — ');
    expect((await anon.get(`/api/games/${end.id}/sheets?lang=de`)).status).toBe(400);
  });

  it('rematch: the referee or a player makes a new forming game with the same options and settings; the others are invited, not seated', async () => {
    const [gm, a, b, stranger] = await users(t.app, uniq('gm'), uniq('ma'), uniq('mb'), uniq('ms'));
    const { id } = await startedGame(gm!, [a!, b!], { players: 2, options: { rounds: 2 }, deadlines: { default: 7200, phases: { bid: 3600 } }, press: 'grey', graceSeconds: 60, title: 'Duel' });
    expect((await a!.post(`/api/games/${id}/rematch`)).status).toBe(404); // running: not archived
    const end = await playToEnd(t, id, [a!, b!]);
    const aPower = end.game.seats.find((s: Json) => s.player === a!.name).power;
    expect((await stranger!.post(`/api/games/${id}/rematch`)).status).toBe(403);
    expect((await new Client(t.app).post(`/api/games/${id}/rematch`)).status).toBe(401);
    const made = expectOk(await a!.post(`/api/games/${id}/rematch`), 201);
    const g = made.game;
    expect(g.status).toBe('forming');
    expect(g.title).toBe('Rematch: Duel');
    expect(g.gm.name).toBe(a!.name);
    expect(g.settings).toEqual(end.game.settings);
    expect(g.members.map((m: Json) => m.name)).toEqual([a!.name]);
    expect(g.you.preferences).toEqual([aPower]);
    const oldFile = loadGame((await a!.get(`/api/games/${id}/file`)).text);
    const newRow = await t.server.judge.gameRow(made.id);
    expect(JSON.parse(newRow.session).options).toEqual(oldFile.ok ? oldFile.value.options : null);
    // The finished game's archive entry invites its players to it; b joins with his old seat first.
    const detail = expectOk(await b!.get(`/api/archive/${id}`));
    expect(detail.mayRematch).toBe(true);
    expect(detail.rematches.map((r: Json) => [r.id, r.by, r.status])).toEqual([[made.id, a!.name, 'forming']]);
    expect(expectOk(await stranger!.get(`/api/archive/${id}`)).mayRematch).toBe(false);
    expectOk(await b!.post(`/api/games/${made.id}/join`, { preferences: [end.game.seats.find((s: Json) => s.player === b!.name).power] }));
    // The referee who did not play may ask too; he is not seated.
    const byGm = expectOk(await gm!.post(`/api/games/${id}/rematch`), 201);
    expect(byGm.game.members).toEqual([]);
  });

  it('a private game’s rematch is private; its link is given to the finished game’s players only', async () => {
    const [gm, a, b] = await users(t.app, uniq('gm'), uniq('pa'), uniq('pb'));
    const { id } = await privateGame(gm!, [a!, b!], { players: 2, options: { rounds: 1 } });
    await playToEnd(t, id, [a!, b!]);
    const made = expectOk(await a!.post(`/api/games/${id}/rematch`), 201);
    expect(made.game.settings.private).toBe(true);
    const seen = expectOk(await b!.get(`/api/archive/${id}`)).rematches[0];
    expect(seen.invite).toMatch(/^[\w-]{20,}$/);
    expect((await b!.get(`/api/games/${made.id}`)).status).toBe(404);
    expect((await b!.req('GET', `/api/games/${made.id}`, undefined, { 'x-diadochi-invite': seen.invite })).status).toBe(200);
  });

  it('a practice game is its player\'s alone: not in the archive, on his profile only for him, and no rematch', async () => {
    const [p, other] = await users(t.app, uniq('pr'), uniq('po'));
    const made = expectOk(await p!.post('/api/practice', { ruleset: 'tribute' }), 201);
    const row = await t.server.judge.gameRow(made.id);
    expect(JSON.parse(row.settings).practice).toBe(true);
    // Played to its end by the player against the bots.
    const end = await playToEnd(t, made.id, [p!]);
    expect(end.game.status).toBe('over');
    const r = await p!.post(`/api/games/${made.id}/rematch`);
    expect(r.status).toBe(409);
    expect(r.body.error).toBe('practice');
    for (const who of [p!, other!, new Client(t.app)]) expect(expectOk(await who.get(`/api/archive?player=${p!.name}`)).games).toEqual([]);
    expect(expectOk(await p!.get(`/api/players/${p!.name}`)).games.map((g: Json) => g.id)).toEqual([made.id]);
    const seen = expectOk(await other!.get(`/api/players/${p!.name}`));
    expect(seen.games).toEqual([]);
    expect(seen.finished).toBe(1);
    // Known by its id, its archive entry says what it is.
    expect(expectOk(await other!.get(`/api/archive/${made.id}`))).toMatchObject({ mayRematch: false, game: { practice: true, rated: false } });
  });
});
