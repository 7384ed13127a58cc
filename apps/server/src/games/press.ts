import { randomUUID } from 'node:crypto';
import type { PlayerId } from '@diadochi/kernel';
import type { Selectable } from 'kysely';
import type { User } from '../accounts.ts';
import type { MessageView } from '../api.ts';
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

export type { MessageView };

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

export function renderMessage(m: MessageRow, v: Viewer): MessageView {
  const mine = v.user !== null && m.author_user_id === v.user.id;
  return {
    id: m.id,
    step: m.step,
    createdAt: m.created_at,
    from: m.shown_from === REFEREE ? 'referee' : m.shown_from,
    to: shownRecipients(m, v, mine),
    body: m.body,
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
    const recipients = input.to === 'all' ? null : [...new Set(input.to)].filter((p) => p !== v.power);
    if (recipients) {
      const unknown = recipients.filter((p) => !powers.includes(p));
      if (unknown.length > 0) throw new HttpError(422, 'unknown-recipient', `No power ${unknown.join(', ')} in this game.`);
      if (recipients.length === 0) throw new HttpError(422, 'no-recipient', 'Name at least one other power.');
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

  private async readUpto(row: GameRow, v: Viewer): Promise<number> {
    if (!v.user) return Number.MAX_SAFE_INTEGER;
    const r = await this.judge.db.selectFrom('reads').select('upto').where('game_id', '=', row.id).where('user_id', '=', v.user.id).executeTakeFirst();
    return r?.upto ?? 0;
  }

  private static unreadOf(rows: MessageRow[], v: Viewer, upto: number): number {
    return rows.filter((m) => m.seq > upto && m.status === 'delivered' && m.author_user_id !== v.user?.id).length;
  }

  async list(row: GameRow, v: Viewer, after?: string): Promise<{ messages: MessageView[]; unread: number }> {
    const rows = await this.visible(row, v);
    const upto = await this.readUpto(row, v);
    let from = 0;
    if (after) {
      const i = rows.findIndex((m) => m.id === after);
      if (i < 0) throw notFound('No such message.');
      from = i + 1;
    }
    return { messages: rows.slice(from).map((m) => renderMessage(m, v)), unread: v.user ? Press.unreadOf(rows, v, upto) : 0 };
  }

  async unread(row: GameRow, v: Viewer): Promise<number> {
    if (!v.user) return 0;
    return Press.unreadOf(await this.visible(row, v), v, await this.readUpto(row, v));
  }

  /** Marks every message up to and including `upto` (one the caller can see) as read. */
  async markRead(row: GameRow, v: Viewer, upto: string): Promise<number> {
    if (!v.user) throw forbidden('Log in first.');
    const m = await this.byIdFor(row.id, upto, v);
    if (!m) throw notFound('No such message.');
    const current = await this.readUpto(row, v);
    if (m.seq > current) {
      await this.judge.db
        .insertInto('reads')
        .values({ game_id: row.id, user_id: v.user.id, upto: m.seq })
        .onConflict((oc) => oc.columns(['game_id', 'user_id']).doUpdateSet({ upto: m.seq }))
        .execute();
    }
    return this.unread(row, v);
  }
}
