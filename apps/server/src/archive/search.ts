/**
 * The archive of finished games (issue 21 item 7): public finished games only (a private game
 * is never listed, nor another player's practice game; a running game is never archived), newest first, searched by ruleset, player
 * and title, in pages of at most `MAX_PAGE` found by a keyset cursor (end time and id), so a
 * page costs the same however deep it is.
 */
import { sql } from 'kysely';
import type { GameResult } from '@diadochi/kernel';
import type { Judge } from '../games/judge.ts';
import { settingsOfRow } from '../games/store.ts';
import type { GameRow } from '../games/store.ts';
import type { ArchiveEntry, ArchivePage } from '../ratings/api.ts';
import { placesOf } from '../ratings/model.ts';
import { archiveDb } from '../ratings/tables.ts';

export const MAX_PAGE = 50;

export interface ArchiveQuery {
  ruleset?: string;
  /** A player's name, exactly (any case). */
  player?: string;
  /** Words of the title, as a substring (any case). */
  title?: string;
  limit: number;
  cursor?: string;
}

/** `ended_at` and id of the last game of a page, as the next page's cursor. */
export const cursorOf = (row: { ended_at: number | null; id: string }) => `${row.ended_at ?? 0}.${row.id}`;

export function parseCursor(cursor: string): { endedAt: number; id: string } | null {
  const m = /^(\d{1,16})\.(.{1,100})$/.exec(cursor);
  return m ? { endedAt: Number(m[1]), id: m[2]! } : null;
}

/** LIKE's wildcards in a searched text taken literally (escaped with `\`). */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchArchive(judge: Judge, q: ArchiveQuery): Promise<ArchivePage> {
  const db = archiveDb(judge.db);
  const limit = Math.min(Math.max(1, q.limit), MAX_PAGE);
  let sel = db
    .selectFrom('games')
    .selectAll('games')
    .where('games.status', '=', 'over')
    .where('games.invite', 'is', null)
    // A practice game is its player's alone, as in the lobby's lists (`GameSettings.practice`, stored as JSON text).
    .where('games.settings', 'not like', '%"practice":true%');
  if (q.ruleset) sel = sel.where('games.ruleset', '=', q.ruleset);
  if (q.title) {
    const pattern = `%${likeLiteral(q.title.toLowerCase())}%`;
    sel = sel.where(sql<boolean>`lower(games.title) like ${pattern} escape '\\'`);
  }
  if (q.player) {
    const key = q.player.toLowerCase();
    sel = sel.where(({ exists, selectFrom }) =>
      exists(selectFrom('seats').innerJoin('users', 'users.id', 'seats.user_id').select('seats.power').whereRef('seats.game_id', '=', 'games.id').where('users.name_key', '=', key)),
    );
  }
  if (q.cursor) {
    const c = parseCursor(q.cursor);
    if (c) sel = sel.where((eb) => eb.or([eb('games.ended_at', '<', c.endedAt), eb.and([eb('games.ended_at', '=', c.endedAt), eb('games.id', '<', c.id)])]));
  }
  const rows = (await sel.orderBy('games.ended_at', 'desc').orderBy('games.id', 'desc').limit(limit + 1).execute()) as GameRow[];
  const page = rows.slice(0, limit);
  return { games: await archiveEntries(judge, page), next: rows.length > limit ? cursorOf(page.at(-1)!) : null };
}

/** Archive entries of finished games (seats, places, winners), in the order given. */
export async function archiveEntries(judge: Judge, rows: GameRow[]): Promise<ArchiveEntry[]> {
  if (rows.length === 0) return [];
  const db = archiveDb(judge.db);
  const ids = rows.map((r) => r.id);
  const seats = await db.selectFrom('seats').selectAll().where('game_id', 'in', ids).execute();
  const rated = new Set((await db.selectFrom('rated_games').select('game_id').where('game_id', 'in', ids).where('rated', '=', 1).execute()).map((r) => r.game_id));
  const names = await judge.names([...new Set(seats.flatMap((s) => (s.user_id ? [s.user_id] : [])))]);
  return rows.map((row) => {
    const result = row.result ? (JSON.parse(row.result) as GameResult) : null;
    const order = (JSON.parse(row.session) as { players: string[] }).players;
    const own = seats.filter((s) => s.game_id === row.id).sort((a, b) => order.indexOf(a.power) - order.indexOf(b.power));
    const places = placesOf(result, own.map((s) => s.power));
    const winners = new Set(result?.winners ?? []);
    return {
      id: row.id,
      ruleset: row.ruleset,
      title: row.title,
      startedAt: row.started_at,
      endedAt: row.ended_at ?? 0,
      steps: row.step,
      seats: own.map((s) => ({ power: s.power, player: s.user_id ? (names.get(s.user_id) ?? '?') : null, controller: s.controller, place: places.get(s.power) ?? null, won: winners.has(s.power) })),
      result,
      rated: rated.has(row.id),
      practice: settingsOfRow(row).practice === true,
    };
  });
}
