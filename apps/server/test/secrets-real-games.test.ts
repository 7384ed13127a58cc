import { games as catalog } from '@diadochi/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { adminUser, Client, expectOk, listenGame, testServer, until, users } from './helpers.ts';
import type { Json, TestServer } from './helpers.ts';

/**
 * Secrets on real games (issue 13, reliability goals): every GET route of docs/API.md and every
 * WebSocket message, called as each seat, the game master, an admin, a logged-in spectator and
 * an anonymous visitor, show nobody another seat's secrets. The secrets are values planted in
 * the stored state (distinctive numbers, cards moved from the unseen pile) and in the stored
 * drafts, then searched for in every reply.
 *
 * A new game's secrets are one entry of `PROBES`: how to create it and how to plant its secrets.
 */
interface Planted {
  /** Strings only this power may see. */
  bySeat: Record<string, string[]>;
  /** Strings nobody may see (the pile, cards removed unseen…). */
  nobody: string[];
  /** Strings this power may have seen before (its former secrets) but nobody else. */
  formerly?: Record<string, string[]>;
}

interface SecretProbe {
  ruleset: string;
  /** The body of POST /api/games, besides the ruleset. */
  create: Record<string, unknown>;
  /** Plants distinctive secret values in the state (changed in place) and says whose they are. */
  plant(state: Json, seats: string[]): Planted;
}

/** A number that occurs nowhere by chance, searched for as a whole number. */
const marker = (seat: number, kind: number) => 7_300_000 + seat * 10_007 + kind * 101;
const asNumber = (n: number) => new RegExp(`(?<![0-9])${n}(?![0-9])`);

/** diadoques §9b.5 (treasuries secret), §9c.9 (counter-corruption secret), diadokhoi §8.6.1 (sealed bids). */
function plantDiadoques(state: Json, seats: string[]): Planted {
  const bySeat: Record<string, string[]> = {};
  const neutral = Object.keys(state.ext?.influence?.am ?? {})[0] ?? 'Rhodes';
  for (const [i, p] of seats.entries()) {
    state.treasury[p] = marker(i, 1);
    const unit = (state.units as Json[]).find((u) => u.power === p);
    if (unit) state.counterCorruption[unit.id] = marker(i, 2);
    state.ext.influence ??= { am: {}, invested: {}, sealed: {} };
    state.ext.influence.sealed ??= {};
    state.ext.influence.sealed[p] = [{ neutral, pp: marker(i, 3) }];
    bySeat[p] = [String(marker(i, 1)), ...(unit ? [String(marker(i, 2))] : []), String(marker(i, 3))];
  }
  return { bySeat, nobody: [] };
}

const PROBES: SecretProbe[] = [
  { ruleset: 'diadoques', create: {}, plant: plantDiadoques },
  { ruleset: 'diadokhoi', create: { options: { players: 4 } }, plant: plantDiadoques },
  {
    // phalanxx §components.8: hands are secret (only their size and backs show); the pile and the removed cards too.
    ruleset: 'phalanxx',
    create: { options: { players: 4 } },
    plant(state, seats) {
      const bySeat: Record<string, string[]> = {};
      const formerly: Record<string, string[]> = {};
      const peek = state.peek?.card;
      for (const p of seats) {
        const seat = (state.seats as Json[]).find((s) => s.id === p);
        formerly[p] = [...(seat.hand as string[])]; // into the pile now, but its holder saw them
        // Swap the hand for cards from the unseen pile (never shown to anyone before).
        const fresh: string[] = [];
        const swapped: string[] = [];
        for (const card of seat.hand as string[]) {
          const i = (state.deck as string[]).findIndex((d, k) => k > 0 && d !== peek && !swapped.includes(d));
          if (i < 0) {
            fresh.push(card);
            continue;
          }
          fresh.push(state.deck[i]);
          swapped.push(state.deck[i]);
          state.deck[i] = card;
        }
        seat.hand = fresh;
        expect(swapped.length).toBeGreaterThan(0);
        bySeat[p] = swapped;
      }
      const held = Object.values(formerly).flat();
      const pile = (state.deck as string[]).slice(1).filter((c) => c !== peek && !held.includes(c));
      return { bySeat, formerly, nobody: [...pile, ...(state.removed as string[])] };
    },
  },
];

const quoted = (s: string) => (/^[0-9]+$/.test(s) ? asNumber(Number(s)) : s);
const shows = (text: string, secret: string) => {
  const q = quoted(secret);
  return typeof q === 'string' ? text.includes(JSON.stringify(q)) : q.test(text);
};

const sockets: WebSocket[] = [];
/** A subscribed socket's frames; the socket is closed after the suite. */
async function listenOn(url: string, c: Client, gameId: string): Promise<string[]> {
  const { frames, ws } = await listenGame(url, c, gameId);
  sockets.push(ws);
  return frames;
}


/** The GET routes docs/API.md documents (`### GET /api/...`). */
const documentedGets = () =>
  [...readFileSync(fileURLToPath(new URL('../../../docs/API.md', import.meta.url)), 'utf8').matchAll(/^### GET (\/api\/\S+)/gm)].map((m) => m[1]!).filter((u) => u !== '/api/ws');

describe('no secret of a real game leaks, any GET route, any role, the WebSocket', () => {
  let t: TestServer;
  let url: string;
  beforeAll(async () => {
    t = await testServer('sqlite', { games: catalog });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/ws`;
  });
  afterAll(async () => {
    for (const ws of sockets) ws.close();
    await t?.close();
  });

  it.each(PROBES.map((p) => [p.ruleset, p] as const))('%s: each seat sees its own secrets and nobody else’s', async (ruleset, probe) => {
    const db = t.server.judge.db;
    const def = t.server.judge.def(ruleset);
    const [gm, spectator] = await users(t.app, `gm-${ruleset}`, `spec-${ruleset}`);
    const admin = ruleset === PROBES[0]!.ruleset ? await adminUser(t) : await loginRoot(t);
    const created = expectOk(await gm!.post('/api/games', { ruleset, deadlines: { default: 3600 }, press: 'white', ...probe.create }), 201);
    const id = created.id as string;
    const options = def.parseOptions((probe.create['options'] as Json) ?? {});
    if (!options.ok) throw new Error(JSON.stringify(options));
    const powers = def.players(options.value);
    const seated = await users(t.app, ...powers.map((p) => `${ruleset}-${p}`.slice(0, 32)));
    for (const [i, c] of seated.entries()) expectOk(await c.post(`/api/games/${id}/join`, { preferences: [powers[i]] }));
    expectOk(await gm!.post(`/api/games/${id}/start`));
    const seatOf: Record<string, Client> = {};
    for (const s of expectOk(await gm!.get(`/api/games/${id}`)).game.seats as Json[]) seatOf[s.power] = seated.find((c) => c.name === s.player)!;
    expect(Object.keys(seatOf).sort()).toEqual([...powers].sort());

    const roles: Record<string, Client> = { ...seatOf, 'game-master': gm!, admin, spectator: spectator!, anonymous: new Client(t.app) };
    const frames = Object.fromEntries(await Promise.all(Object.entries(roles).map(async ([r, c]) => [r, await listenOn(url, c, id)] as const)));

    // A real step: the deadline passes, every missing decision is the game's default (results and a new phase on every socket).
    t.clock.advance(3600_000 + 1);
    expect((await t.server.scheduler.tick()).adjudicated).toBeGreaterThanOrEqual(1);
    await until(() => Object.values(frames).every((f) => f.some((x) => x.includes('"results"')) && f.some((x) => x.includes('"phase"'))));

    // Plant the secrets in the stored state, and a draft (an unrevealed decision) per seat.
    const row = await t.server.judge.gameRow(id);
    const session = JSON.parse(row.session);
    const planted = probe.plant(session.state, powers);
    await db.updateTable('games').set({ session: JSON.stringify(session) }).where('id', '=', id).execute();
    const accounts = await db.selectFrom('users').select(['id', 'name']).execute();
    for (const [i, p] of powers.entries()) {
      const draft = `UNREVEALED-${ruleset}-${p}-${i}`;
      planted.bySeat[p]!.push(draft);
      await db.deleteFrom('submissions').where('game_id', '=', id).where('power', '=', p).execute();
      await db.insertInto('submissions').values({ game_id: id, power: p, step: row.step, decision: JSON.stringify({ orders: draft, draft }), ready: 0, updated_at: t.clock.now() }).execute();
      // The submission notice, as the judge sends it: its author alone gets the decision.
      const userId = accounts.find((u) => u.name === seatOf[p]!.name)!.id;
      await t.server.bus.publish({ kind: 'submitted', gameId: id, step: row.step, power: p, ready: false, userId });
    }
    // A new-phase notice over the planted state: every socket gets its own view.
    await t.server.bus.publish({ kind: 'resolved', gameId: id, fromStep: row.step, toStep: row.step });
    const [first, second] = powers;
    const whisper = `WHISPER-${ruleset}-${first}-TO-${second}`;
    expectOk(await seatOf[first!]!.post(`/api/games/${id}/messages`, { to: [second], body: whisper }), 201);
    planted.bySeat[first!]!.push(whisper);
    planted.bySeat[second!]!.push(whisper);
    await until(() => Object.values(frames).every((f) => f.filter((x) => x.includes('"phase"')).length >= 2));
    await until(() => frames[second!]!.some((x) => x.includes(whisper)));

    // Every GET route, filled in, as every role.
    const routes = t.server.routes.filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && r.url !== '/api/ws');
    for (const doc of documentedGets()) expect(routes.map((r) => r.url), `documented ${doc}`).toContain(doc);
    const aMessage = (expectOk(await seatOf[first!]!.get(`/api/games/${id}/messages`)).messages as Json[])[0].id;
    const fill = (u: string) =>
      u
        .replace(/^\/api\/admin\/users\/:id/, `/api/admin/users/${accounts[0]!.id}`)
        .replace(':id', id)
        .replace(':step', String(row.step))
        .replace(':format', 'svg')
        .replace(':mid', aMessage);
    const heard: Record<string, string> = {};
    for (const [role, c] of Object.entries(roles)) {
      let text = '';
      for (const r of routes) {
        const res = await c.get(fill(r.url));
        expect(res.status, `${role} GET ${r.url}`).toBeLessThan(500);
        text += `\n${r.url} ${res.text} ${JSON.stringify(res.headers)}`;
      }
      heard[role] = text + '\n' + frames[role]!.join('\n');
    }

    const seed: string = session.seed;
    for (const [role, text] of Object.entries(heard)) {
      const own = planted.bySeat[role] ?? [];
      const mayKnow = [...own, ...(planted.formerly?.[role] ?? [])];
      const others = [...Object.entries(planted.bySeat), ...Object.entries(planted.formerly ?? {})].flatMap(([p, s]) => (p === role ? [] : s.filter((x) => !mayKnow.includes(x))));
      for (const secret of [seed, ...planted.nobody, ...others]) expect(shows(text, secret), `${role} sees ${secret}`).toBe(false);
      // The probe is live: a seat does see its own planted secrets (so a leak would show too).
      for (const secret of own) expect(shows(text, secret), `${role} does not see its own ${secret}`).toBe(true);
    }
  });
});

/** The admin of the second probe: the account exists, its role already claimed. */
async function loginRoot(t: TestServer): Promise<Client> {
  const c = new Client(t.app);
  c.csrf = expectOk(await c.post('/api/auth/login', { name: 'root', password: 'correct horse' })).csrfToken;
  return c;
}
