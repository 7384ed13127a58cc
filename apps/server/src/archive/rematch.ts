/**
 * Rematch (issue 21 item 7): a new forming game of a finished one, with the same ruleset,
 * options and settings (deadlines, press, empty seats, seating, privacy). Whoever refereed or
 * played the finished game may ask; he is the new game's referee, seated as he was if he played
 * (his old seat ranked first). The other players are invited, not seated without their word:
 * the finished game's archive entry lists the rematch (with a private rematch's link token for
 * them alone), and each joins it as any forming game, his old seat first in his ranking.
 */
import type { User } from '../accounts.ts';
import type { Judge } from '../games/judge.ts';
import { createGameSchema } from '../games/settings.ts';
import { settingsOfRow } from '../games/store.ts';
import type { GameRow } from '../games/store.ts';
import { conflict, forbidden, HttpError } from '../http/errors.ts';
import type { RematchLine } from '../ratings/api.ts';
import { archiveDb } from '../ratings/tables.ts';

/** Rematches of one game listed at most (a page of the archive entry). */
const MAX_REMATCHES = 20;

/** Whether `user` refereed or held a seat in the game. */
export async function tookPart(judge: Judge, row: GameRow, user: User | null): Promise<{ gm: boolean; power: string | null }> {
  if (!user) return { gm: false, power: null };
  const seat = await judge.db.selectFrom('seats').select('power').where('game_id', '=', row.id).where('user_id', '=', user.id).executeTakeFirst();
  return { gm: row.gm_id === user.id, power: seat?.power ?? null };
}

export async function rematch(judge: Judge, user: User, row: GameRow): Promise<string> {
  if (row.status !== 'over') throw conflict('not-over', 'A rematch is made of a finished game.');
  const settings = settingsOfRow(row);
  if (settings.practice) throw conflict('practice', 'A practice game has no rematch: the lobby makes a new one.');
  const { gm, power } = await tookPart(judge, row, user);
  if (!gm && !power) throw forbidden('Only the referee or a player of the game may ask for a rematch.');
  const core = JSON.parse(row.session) as { options: unknown };
  const options = core.options !== null && typeof core.options === 'object' ? (core.options as Record<string, unknown>) : {};
  const title = row.title.startsWith('Rematch: ') ? row.title : `Rematch: ${row.title}`.slice(0, 100);
  // The settings as the creation form takes them; `reactionSeconds` and any later setting the
  // schema knows come along, and the schema checks them all again.
  const { deadlines, graceSeconds, reminders, press, emptySeats, assignment, autoStart, private: isPrivate, practice: _practice, ...rest } = settings;
  const parsed = createGameSchema.safeParse({
    ruleset: row.ruleset,
    title,
    options,
    deadlines,
    graceSeconds,
    reminders,
    press,
    emptySeats,
    assignment,
    ...(autoStart !== null ? { autoStart } : {}),
    private: isPrivate === true,
    play: power !== null,
    preferences: power ? [power] : [],
    ...rest,
  });
  if (!parsed.success) throw new HttpError(409, 'no-rematch', 'The settings of this game are no longer accepted for a new one.');
  const id = await judge.create(user, parsed.data);
  await archiveDb(judge.db).insertInto('rematches').values({ game_id: id, of_game_id: row.id, created_by: user.id, created_at: judge.now() }).execute();
  return id;
}

/** The rematches of a finished game; a private one's token only for the game's players and referee (whom it invites). */
export async function rematchesOf(judge: Judge, row: GameRow, invited: boolean): Promise<RematchLine[]> {
  const rows = await archiveDb(judge.db)
    .selectFrom('rematches')
    .innerJoin('games', 'games.id', 'rematches.game_id')
    .select(['games.id', 'games.title', 'games.status', 'games.invite', 'rematches.created_by', 'rematches.created_at'])
    .where('rematches.of_game_id', '=', row.id)
    .orderBy('rematches.created_at', 'desc')
    .limit(MAX_REMATCHES)
    .execute();
  const names = await judge.names(rows.map((r) => r.created_by));
  return rows
    .filter((r) => r.invite === null || invited)
    .map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      by: names.get(r.created_by) ?? '?',
      createdAt: r.created_at,
      ...(r.invite !== null && invited ? { invite: r.invite } : {}),
    }));
}
