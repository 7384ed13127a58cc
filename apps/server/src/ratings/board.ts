/** The leaderboard of a ruleset and a player's profile, read from the ratings tables (issue 21 item 6). */
import { reliabilityPercent } from '../games/attendance.ts';
import type { Judge } from '../games/judge.ts';
import type { Leaderboard, Profile, RatingLine } from './api.ts';
import { archiveDb } from './tables.ts';

export const MAX_BOARD = 100;
export const MAX_PROFILE_GAMES = 50;

export async function leaderboard(judge: Judge, ruleset: string, limit: number, offset: number): Promise<Leaderboard> {
  const db = archiveDb(judge.db);
  const rows = await db
    .selectFrom('ratings')
    .innerJoin('users', 'users.id', 'ratings.user_id')
    .select(['users.name', 'ratings.mu', 'ratings.sigma', 'ratings.ordinal', 'ratings.games', 'ratings.wins'])
    .where('ratings.ruleset', '=', ruleset)
    .orderBy('ratings.ordinal', 'desc')
    .orderBy('ratings.games', 'desc')
    .orderBy('users.name_key')
    .limit(Math.min(limit, MAX_BOARD))
    .offset(offset)
    .execute();
  const total = await db.selectFrom('ratings').select((eb) => eb.fn.countAll().as('n')).where('ruleset', '=', ruleset).executeTakeFirst();
  return {
    ruleset,
    players: rows.map((r, i) => ({ name: r.name, rating: r.ordinal, mu: r.mu, sigma: r.sigma, games: r.games, wins: r.wins, rank: offset + i + 1 })),
    total: Number(total?.n ?? 0),
    offset,
  };
}

/**
 * A player's phases due and missed as his profile shows them: those of an anonymous game count
 * once it is over (issue 21 item 5) — a count that moved when a power missed its orders would
 * tell who plays it. The join check (`minReliability`) counts them all (`Judge.phasesOf`).
 */
async function shownPhases(judge: Judge, userId: string): Promise<{ due: number; missed: number }> {
  const r = await judge.db
    .selectFrom('seats')
    .innerJoin('games', 'games.id', 'seats.game_id')
    .select((eb) => [eb.fn.sum<number>('seats.phases_due').as('due'), eb.fn.sum<number>('seats.phases_missed').as('missed')])
    .where('seats.user_id', '=', userId)
    .where((eb) => eb.or([eb('games.status', '=', 'over'), eb('games.settings', 'not like', '%"anonymous":true%')]))
    .executeTakeFirst();
  return { due: Number(r?.due ?? 0), missed: Number(r?.missed ?? 0) };
}

/**
 * A player's profile; null when no such player. Lists public finished games only (a private
 * game's players are not told), and his practice games only to himself (`viewerId`).
 */
export async function profile(judge: Judge, name: string, limit: number, viewerId: string | null): Promise<Profile | null> {
  const db = archiveDb(judge.db);
  const user = await db.selectFrom('users').select(['id', 'name', 'created_at']).where('name_key', '=', name.toLowerCase()).executeTakeFirst();
  if (!user) return null;
  const held = await db.selectFrom('ratings').selectAll().where('user_id', '=', user.id).orderBy('ruleset').execute();
  const ratings: RatingLine[] = [];
  for (const r of held) {
    // Rank: one more than the players strictly ahead (the leaderboard's order: ordinal, then games, then name).
    const ahead = await db
      .selectFrom('ratings')
      .innerJoin('users', 'users.id', 'ratings.user_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('ratings.ruleset', '=', r.ruleset)
      .where((eb) =>
        eb.or([
          eb('ratings.ordinal', '>', r.ordinal),
          eb.and([eb('ratings.ordinal', '=', r.ordinal), eb('ratings.games', '>', r.games)]),
          eb.and([eb('ratings.ordinal', '=', r.ordinal), eb('ratings.games', '=', r.games), eb('users.name_key', '<', name.toLowerCase())]),
        ]),
      )
      .executeTakeFirst();
    ratings.push({ ruleset: r.ruleset, rating: r.ordinal, mu: r.mu, sigma: r.sigma, games: r.games, wins: r.wins, rank: Number(ahead?.n ?? 0) + 1 });
  }
  const games = await db
    .selectFrom('game_players')
    .innerJoin('games', 'games.id', 'game_players.game_id')
    .select(['games.id', 'games.ruleset', 'games.title', 'game_players.ended_at', 'game_players.power', 'game_players.place', 'game_players.places', 'game_players.won', 'game_players.missed', 'game_players.mu_before', 'game_players.sigma_before', 'game_players.mu_after', 'game_players.sigma_after'])
    .where('game_players.user_id', '=', user.id)
    .where('games.invite', 'is', null)
    .$if(viewerId !== user.id, (q) => q.where('games.settings', 'not like', '%"practice":true%'))
    .orderBy('game_players.ended_at', 'desc')
    .orderBy('games.id', 'desc')
    .limit(Math.min(limit, MAX_PROFILE_GAMES))
    .execute();
  const totals = await db
    .selectFrom('game_players')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum<number>('missed').as('missed'), eb.fn.sum<number>(eb.case().when('missed', '>', 0).then(1).else(0).end()).as('games')])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const phases = await shownPhases(judge, user.id);
  const ord = (mu: number | null, sigma: number | null) => (mu === null || sigma === null ? null : mu - 3 * sigma);
  return {
    name: user.name,
    since: user.created_at,
    ratings,
    games: games.map((g) => {
      const after = ord(g.mu_after, g.sigma_after);
      const before = ord(g.mu_before, g.sigma_before);
      return {
        id: g.id,
        ruleset: g.ruleset,
        title: g.title,
        endedAt: g.ended_at,
        power: g.power,
        place: g.place,
        places: g.places,
        won: g.won === 1,
        missed: g.missed,
        rating: after,
        change: after !== null && before !== null ? after - before : null,
      };
    }),
    finished: Number(totals?.n ?? 0),
    missed: { phases: Number(totals?.missed ?? 0), games: Number(totals?.games ?? 0) },
    reliability: { ...phases, percent: reliabilityPercent(phases.due, phases.missed) },
  };
}
