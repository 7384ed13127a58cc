import { randomUUID } from 'node:crypto';
import type { PlayerId } from '@diadochi/kernel';
import type { Selectable } from 'kysely';
import type { User } from '../accounts.ts';
import type { Correspondent, MessageView, PressList, ThreadView } from '../api.ts';
import type { Bus } from '../bus.ts';
import type { MessagesTable } from '../db/schema.ts';
import { conflict, forbidden, HttpError, notFound } from '../http/errors.ts';
import type { Judge } from './judge.ts';
import { settingsOfRow } from './store.ts';
import type { GameRow } from './store.ts';
import type { Viewer } from './viewer.ts';

export type MessageRow = Selectable<MessagesTable>;

/** How the referee (the game master) signs. Not a power id any game uses. */
const REFEREE = '#referee';

export interface PostMessage {
  to: 'all' | PlayerId[];
  body: string;
  press: 'white' | 'grey' | 'black';
  /** Black press: the power the message claims to come from. */
  as?: PlayerId | undefined;
}

export type { Correspondent, MessageView, PressList, ThreadView };

export function canSee(m: MessageRow, v: Viewer): boolean {
  if (v.user && m.author_user_id === v.user.id) return true;
  if (m.status !== 'delivered') return v.isGm;
  if (m.recipients === null) return true;
  return v.power !== null && (JSON.parse(m.recipients) as string[]).includes(v.power);
}

/**
 * Whom a reader sees a message sent to. The author's power is never among the recipients, so
 * the full list of an unsigned (grey) or falsely signed (black) message would name its author
 * — in a 3-player game, "to everyone else" lists the two others (diadokhoi §7.11.3: grey press
 * reaches its readers unsigned). Its other readers therefore see only themselves as recipient;
 * the author and the referee see the whole list.
 */
function shownRecipients(m: MessageRow, v: Viewer, mine: boolean): 'all' | string[] {
  if (m.recipients === null) return 'all';
  const all = JSON.parse(m.recipients) as string[];
  if (mine || m.press === 'white' || v.power === null) return all;
  return all.filter((p) => p === v.power);
}

/** The key of a conversation between the reader and these other powers (`MessageView.thread`). */
export function powersKey(powers: readonly string[]): string {
  return `p:${[...new Set(powers)].sort().join('+')}`;
}

/**
 * The conversation a message belongs to for this reader (issue 17 item 15), from what the reader
 * may see of it only — its shown sender and shown recipients — so the key never names the hidden
 * author of grey or black press. The author files it under the powers written to.
 */
export function threadOf(m: MessageRow, v: Viewer): string {
  if (m.recipients === null) return 'all';
  const mine = v.user !== null && m.author_user_id === v.user.id;
  if (mine) return powersKey(JSON.parse(m.recipients) as string[]);
  if (m.shown_from === REFEREE) return 'referee';
  if (m.shown_from === null) return 'unsigned';
  const to = shownRecipients(m, v, false) as string[];
  const others = [m.shown_from, ...to].filter((p) => p !== v.power);
  // A false signature naming the reader himself (black press) has no one to answer.
  return others.length > 0 ? powersKey(others) : 'unsigned';
}

function threadShape(key: string): Pick<ThreadView, 'key' | 'kind' | 'with'> {
  if (key === 'all' || key === 'referee' || key === 'unsigned') return { key, kind: key, with: [] };
  return { key, kind: 'powers', with: key.slice(2).split('+') };
}

/** Why a power cannot read private press, or null when it can. */
function whyNot(seat: { user_id: string | null; controller: string } | undefined, out: boolean): 'bot' | 'out' | 'empty' | null {
  if (!seat || seat.controller === 'default' || (seat.controller === 'human' && !seat.user_id)) return 'empty';
  if (seat.controller === 'bot') return 'bot';
  return out ? 'out' : null;
}

const WHY_TEXT = { bot: 'is played by a bot, which reads no press', out: 'is out of the game', empty: 'has no player' } as const;

export function renderMessage(m: MessageRow, v: Viewer): MessageView {
  const mine = v.user !== null && m.author_user_id === v.user.id;
  return {
    id: m.id,
    step: m.step,
    createdAt: m.created_at,
    from: m.shown_from === REFEREE ? 'referee' : m.shown_from,
    to: shownRecipients(m, v, mine),
    body: m.body,
    thread: threadOf(m, v),
    ...(mine ? { mine: { press: m.press, status: m.status } } : {}),
    ...(!mine && v.isGm && m.status !== 'delivered' ? { status: m.status } : {}),
  };
}

/** Public and private press between powers, white, grey or black, optionally held for the referee. */
export class Press {
  constructor(
    private readonly judge: Judge,
    private readonly bus: Bus,
  ) {}

  async post(user: User, row: GameRow, v: Viewer, input: PostMessage): Promise<MessageView> {
    if (row.status === 'forming' || row.status === 'cancelled') throw conflict('no-press', 'Press opens when the game starts.');
    const rules = settingsOfRow(row).press;
    const powers = (JSON.parse(row.session) as { players: string[] }).players;
    const asReferee = v.power === null && v.isGm;
    if (!v.power && !asReferee) throw forbidden('Only players and the referee may write.');
    // A no-press (gunboat) game, issue 21 item 5: its players write nothing; the referee still may (diadokhoi §7.11.4).
    if (!asReferee && !rules.public && !rules.private) throw new HttpError(403, 'no-press-game', 'This is a no-press (gunboat) game: the players send no messages.');
    const recipients = input.to === 'all' ? null : [...new Set(input.to)].filter((p) => p !== v.power);
    if (recipients) {
      const unknown = recipients.filter((p) => !powers.includes(p));
      if (unknown.length > 0) throw new HttpError(422, 'unknown-recipient', `No power ${unknown.join(', ')} in this game.`);
      if (recipients.length === 0) throw new HttpError(422, 'no-recipient', 'Name at least one other power.');
      // Issue 17 item 15: private press goes only to powers someone reads.
      const readers = new Map((await this.correspondents(row, null)).map((c) => [c.power, c]));
      const refused = recipients.flatMap((p) => {
        const c = readers.get(p);
        return c && !c.reads ? [{ power: p, why: c.why }] : [];
      });
      if (refused.length > 0) {
        throw new HttpError(
          422,
          'recipient-cannot-read',
          `Only powers a player reads can receive private press: ${refused.map((r) => `${r.power} ${WHY_TEXT[r.why]}`).join('; ')}.`,
          refused.map((r) => ({
            code: `recipient-${r.why}`,
            message: `${r.power} ${WHY_TEXT[r.why]}.`,
            path: ['body', 'to', (input.to as string[]).indexOf(r.power)],
            data: { power: r.power, why: r.why },
          })),
        );
      }
    }
    let shown: string | null = asReferee ? REFEREE : v.power;
    if (!asReferee) {
      if (recipients === null && !rules.public) throw forbidden('This game allows no public press.');
      if (recipients !== null && !rules.private) throw forbidden('This game allows no private press.');
      if (input.press === 'grey') {
        if (!rules.grey) throw forbidden('This game allows no grey (unsigned) press.');
        shown = null;
      } else if (input.press === 'black') {
        if (!rules.black) throw forbidden('This game allows no black (falsely signed) press.');
        if (!input.as || !powers.includes(input.as) || input.as === v.power) {
          throw new HttpError(422, 'bad-signature', 'Black press names another power of the game in `as`.');
        }
        shown = input.as;
      }
    } else if (input.press !== 'white') {
      throw new HttpError(422, 'referee-signs', 'The referee signs every message.');
    }
    const message = {
      id: randomUUID(),
      game_id: row.id,
      step: row.step,
      author_user_id: user.id,
      author_power: asReferee ? null : v.power,
      shown_from: shown,
      recipients: recipients === null ? null : JSON.stringify(recipients),
      press: asReferee ? 'white' : input.press,
      body: input.body,
      status: rules.moderated && !asReferee ? 'held' : 'delivered',
      created_at: this.judge.now(),
    } as const;
    await this.judge.db.insertInto('messages').values(message).execute();
    const stored = await this.byId(row.id, message.id);
    await this.notify(row.id, message.id);
    return renderMessage(stored, v);
  }

  private async byId(gameId: string, id: string): Promise<MessageRow> {
    const m = await this.judge.db.selectFrom('messages').selectAll().where('game_id', '=', gameId).where('id', '=', id).executeTakeFirst();
    if (!m) throw notFound('No such message.');
    return m;
  }

  async byIdFor(gameId: string, id: string, v: Viewer): Promise<MessageRow | null> {
    const m = await this.judge.db.selectFrom('messages').selectAll().where('game_id', '=', gameId).where('id', '=', id).executeTakeFirst();
    return m && canSee(m, v) ? m : null;
  }

  private async notify(gameId: string, messageId: string): Promise<void> {
    try {
      await this.bus.publish({ kind: 'message', gameId, messageId });
    } catch {
      // readers still find the message when they list them
    }
  }

  /** The referee of a moderated game releases or rejects a held message. */
  async moderate(row: GameRow, v: Viewer, id: string, verdict: 'delivered' | 'rejected'): Promise<MessageView> {
    if (!v.isGm) throw forbidden('Only the referee moderates press.');
    const m = await this.byId(row.id, id);
    if (m.status !== 'held') throw conflict('not-held', 'That message is not waiting for the referee.');
    await this.judge.db.updateTable('messages').set({ status: verdict }).where('seq', '=', m.seq).where('status', '=', 'held').execute();
    await this.notify(row.id, id);
    return renderMessage({ ...m, status: verdict }, v);
  }

  private async visible(row: GameRow, v: Viewer): Promise<MessageRow[]> {
    const rows = await this.judge.db.selectFrom('messages').selectAll().where('game_id', '=', row.id).orderBy('seq').execute();
    return rows.filter((m) => canSee(m, v));
  }

  /**
   * Every power of the game but `except`, and whether it reads private press: a human's power
   * still in the game (issue 17 item 15). Bots and empty seats read nothing; an eliminated power
   * (`GameDefinition.eliminated`, while the game goes on) is out.
   */
  async correspondents(row: GameRow, except: string | null): Promise<Correspondent[]> {
    const core = JSON.parse(row.session) as { players: string[]; state: unknown };
    const seats = new Map((await this.judge.seats(row)).map((s) => [s.power, s]));
    let out = new Set<string>();
    if (row.status === 'running' || row.status === 'paused') {
      try {
        out = new Set(this.judge.defs.get(row.ruleset)?.eliminated?.(core.state) ?? []);
      } catch {
        // a game that cannot say keeps everyone in
      }
    }
    return core.players
      .filter((p) => p !== except)
      .map((power): Correspondent => {
        const why = whyNot(seats.get(power), out.has(power));
        return why === null ? { power, reads: true } : { power, reads: false, why };
      });
  }

  /** The caller's read markers: everything up to `all`, and per conversation. */
  private async marks(row: GameRow, v: Viewer): Promise<{ all: number; threads: Map<string, number> }> {
    if (!v.user) return { all: Number.MAX_SAFE_INTEGER, threads: new Map() };
    const r = await this.judge.db.selectFrom('reads').select('upto').where('game_id', '=', row.id).where('user_id', '=', v.user.id).executeTakeFirst();
    const t = await this.judge.db.selectFrom('press_reads').select(['thread', 'upto']).where('game_id', '=', row.id).where('user_id', '=', v.user.id).execute();
    return { all: Number(r?.upto ?? 0), threads: new Map(t.map((x) => [x.thread, Number(x.upto)])) };
  }

  private static isUnread(m: MessageRow, v: Viewer, marks: { all: number; threads: Map<string, number> }, thread: string): boolean {
    if (m.status !== 'delivered' || m.author_user_id === v.user?.id) return false;
    return Number(m.seq) > Math.max(marks.all, marks.threads.get(thread) ?? 0);
  }

  /** The caller's conversations with their unread counts: `all` first, then by last message, newest first. */
  private static threads(rows: MessageRow[], v: Viewer, marks: { all: number; threads: Map<string, number> }): ThreadView[] {
    const byKey = new Map<string, ThreadView>([['all', { ...threadShape('all'), unread: 0, count: 0, lastAt: null }]]);
    for (const m of rows) {
      const key = threadOf(m, v);
      let th = byKey.get(key);
      if (!th) byKey.set(key, (th = { ...threadShape(key), unread: 0, count: 0, lastAt: null }));
      th.count++;
      th.lastAt = Math.max(th.lastAt ?? 0, m.created_at);
      if (v.user && Press.isUnread(m, v, marks, key)) th.unread++;
    }
    const [all, ...rest] = [...byKey.values()];
    return [all!, ...rest.sort((a, b) => (b.lastAt ?? 0) - (a.lastAt ?? 0))];
  }

  async list(row: GameRow, v: Viewer, after?: string): Promise<PressList> {
    const rows = await this.visible(row, v);
    const marks = await this.marks(row, v);
    let from = 0;
    if (after) {
      const i = rows.findIndex((m) => m.id === after);
      if (i < 0) throw notFound('No such message.');
      from = i + 1;
    }
    const threads = Press.threads(rows, v, marks);
    return {
      messages: rows.slice(from).map((m) => renderMessage(m, v)),
      unread: threads.reduce((n, th) => n + th.unread, 0),
      threads,
      correspondents: await this.correspondents(row, v.power),
    };
  }

  async unread(row: GameRow, v: Viewer): Promise<number> {
    if (!v.user) return 0;
    return Press.threads(await this.visible(row, v), v, await this.marks(row, v)).reduce((n, th) => n + th.unread, 0);
  }

  /**
   * Marks `upto` (a message the caller can see) and every earlier one read: all of them, or,
   * with `thread` (which must be `upto`'s own conversation), those of that conversation only.
   * Answers the unread counts left, in all and per conversation.
   */
  async markRead(row: GameRow, v: Viewer, upto: string, thread?: string): Promise<{ unread: number; threads: Record<string, number> }> {
    if (!v.user) throw forbidden('Log in first.');
    const m = await this.byIdFor(row.id, upto, v);
    if (!m) throw notFound('No such message.');
    const seq = Number(m.seq);
    const marks = await this.marks(row, v);
    if (thread === undefined) {
      if (seq > marks.all) {
        await this.judge.db
          .insertInto('reads')
          .values({ game_id: row.id, user_id: v.user.id, upto: seq })
          .onConflict((oc) => oc.columns(['game_id', 'user_id']).doUpdateSet({ upto: seq }))
          .execute();
      }
    } else {
      if (threadOf(m, v) !== thread) throw new HttpError(422, 'wrong-thread', 'That message is not in that conversation.');
      if (seq > (marks.threads.get(thread) ?? 0)) {
        await this.judge.db
          .insertInto('press_reads')
          .values({ game_id: row.id, user_id: v.user.id, thread, upto: seq })
          .onConflict((oc) => oc.columns(['game_id', 'user_id', 'thread']).doUpdateSet({ upto: seq }))
          .execute();
      }
    }
    const threads = Press.threads(await this.visible(row, v), v, await this.marks(row, v));
    return { unread: threads.reduce((n, th) => n + th.unread, 0), threads: Object.fromEntries(threads.map((th) => [th.key, th.unread])) };
  }
}
