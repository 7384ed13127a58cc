import type { Duplex } from 'node:stream';
import type { RecordEntry } from '@diadochi/kernel';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { User } from './accounts.ts';
import type { Bus, BusEvent, Notice } from './bus.ts';
import type { Judge } from './games/judge.ts';
import { canSee, renderMessage } from './games/press.ts';
import { currentSubmissions } from './games/store.ts';
import { currentView } from './games/views.ts';
import { visibleEvents } from './games/viewer.ts';
import type { Viewer } from './games/viewer.ts';
import { FrameSink, Outgoing } from './ws-frames.ts';

interface Client {
  ws: WebSocket;
  /** Where its messages are written (`ws-frames.ts`). */
  sink: FrameSink;
  user: User | null;
  /** Hash of the login session the socket was opened with (null: anonymous). */
  session: string | null;
  /** Subscribed games and who this client is in each. */
  games: Map<string, Viewer>;
}

const clientMessage = z.discriminatedUnion('type', [
  // `invite`: the token of a private game's link, as the HTTP routes take it (issue 17 item 12).
  z.object({ type: z.literal('subscribe'), gameId: z.string().min(1).max(100), invite: z.string().min(1).max(100).optional() }),
  z.object({ type: z.literal('unsubscribe'), gameId: z.string().min(1).max(100) }),
  z.object({ type: z.literal('ping') }),
]);

/**
 * A decision's `submitted` message: one text for everyone, and one with the decision (undefined:
 * none known) for its author's own sockets only.
 */
function noticeTexts(gameId: string, n: Notice, decision: unknown): { shared: string; own: string } {
  const notice = { type: 'submitted', gameId, step: n.step, power: n.power, ready: n.ready };
  const shared = JSON.stringify(notice);
  return { shared, own: decision === undefined ? shared : JSON.stringify({ ...notice, decision }) };
}

/** The decision of `n` as the record of the step it resolved holds it (the submission itself is gone with the step). */
function decisionInRecord(n: Notice, entry: RecordEntry | undefined): unknown {
  return entry !== undefined && entry.step === n.step + 1 && n.power in entry.decisions ? entry.decisions[n.power] : undefined;
}

/**
 * WebSocket notifications. Every instance hears every bus event and renders it for each of
 * its own sockets from the database, with that socket's viewer — so a notification carries
 * exactly what the recipient's view allows, whichever instance caused it.
 */
export class Hub {
  private readonly clients = new Set<Client>();
  private readonly byGame = new Map<string, Set<Client>>();
  /** `sent`: messages; `writes`: deliveries to a socket (its messages of one notification leave together). */
  readonly stats = { sent: 0, writes: 0 };

  constructor(
    private readonly judge: Judge,
    private readonly bus: Bus,
    private readonly log: (msg: string) => void,
  ) {
    bus.subscribe((e) => {
      if (e.kind === 'session-ended') return this.closeSessions(e);
      this.dispatch(e).catch((x: Error) => this.log(`notification ${e.kind} for game ${e.gameId} failed: ${x.name}`));
    });
  }

  get size(): number {
    return this.clients.size;
  }

  private send(c: Client, msg: unknown): void {
    this.deliver(c, new Outgoing([JSON.stringify(msg)]));
  }

  /** Messages already serialized, and framed once for every socket that gets the same (`ws-frames.ts`). */
  private deliver(c: Client, out: Outgoing): void {
    const sent = c.sink.send(out);
    this.stats.sent += sent;
    if (sent > 0) this.stats.writes++;
  }

  /** Forgets a client at once, so that no notification already on its way reaches it. */
  private drop(client: Client): void {
    this.clients.delete(client);
    for (const id of client.games.keys()) this.byGame.get(id)?.delete(client);
    client.games.clear();
  }

  /** `raw`: the socket's TCP connection, written to directly while ws frames nothing differently (`FrameSink`). */
  async connect(ws: WebSocket, user: User | null, session: string | null = null, raw: Duplex | null = null): Promise<void> {
    const client: Client = { ws, sink: new FrameSink(ws, raw), user, session, games: new Map() };
    this.clients.add(client);
    ws.on('close', () => this.drop(client));
    ws.on('message', (data) => {
      void this.onMessage(client, String(data)).catch(() => this.send(client, { type: 'error', error: 'internal', message: 'Internal error.' }));
    });
    // A logout between the upgrade's cookie check and `clients.add` found no socket to close:
    // the session row is deleted before sockets are closed, so looking now closes that gap.
    if (session && !(await this.judge.db.selectFrom('sessions').select('token_hash').where('token_hash', '=', session).executeTakeFirst())) {
      this.drop(client);
      ws.close(4001, 'session ended');
      return;
    }
    const games: string[] = [];
    if (user) {
      const db = this.judge.db;
      const mine = await db
        .selectFrom('games')
        .select('id')
        .where('status', 'in', ['forming', 'running', 'paused'])
        .where((eb) =>
          eb.or([
            eb('gm_id', '=', user.id),
            eb('id', 'in', eb.selectFrom('members').select('game_id').where('user_id', '=', user.id)),
            eb('id', 'in', eb.selectFrom('seats').select('game_id').where('user_id', '=', user.id)),
          ]),
        )
        .execute();
      for (const g of mine) {
        if (!this.clients.has(client)) return; // its session ended meanwhile
        await this.subscribe(client, g.id, false);
        games.push(g.id);
      }
    }
    this.send(client, { type: 'hello', user: user ? { name: user.name } : null, games });
  }

  private async onMessage(c: Client, text: string): Promise<void> {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return this.send(c, { type: 'error', error: 'bad-json', message: 'Messages are JSON.' });
    }
    const m = clientMessage.safeParse(data);
    if (!m.success) return this.send(c, { type: 'error', error: 'bad-message', message: 'Expected subscribe, unsubscribe or ping.' });
    if (m.data.type === 'ping') return this.send(c, { type: 'pong' });
    if (m.data.type === 'unsubscribe') {
      c.games.delete(m.data.gameId);
      this.byGame.get(m.data.gameId)?.delete(c);
      return this.send(c, { type: 'unsubscribed', gameId: m.data.gameId });
    }
    await this.subscribe(c, m.data.gameId, true, m.data.invite);
  }

  private async subscribe(c: Client, gameId: string, reply: boolean, invite?: string): Promise<void> {
    const row = await this.judge.db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirst();
    // A private game is unknown to whoever has neither a part in it nor its link: the same reply
    // as a game that does not exist, so a subscription cannot tell that it exists.
    if (!row || !(await this.judge.mayKnow(row, c.user, invite))) return this.send(c, { type: 'error', error: 'not-found', message: 'No such game.', gameId });
    const viewer = await this.judge.viewerOf(c.user, row);
    if (!this.clients.has(c)) return; // closed (or its session ended) while we looked
    c.games.set(gameId, viewer);
    let set = this.byGame.get(gameId);
    if (!set) this.byGame.set(gameId, (set = new Set()));
    set.add(c);
    if (reply) this.send(c, { type: 'subscribed', gameId, power: c.games.get(gameId)!.power });
  }

  private async dispatch(e: BusEvent): Promise<void> {
    const subs = [...(this.byGame.get(e.gameId) ?? [])];
    if (subs.length === 0) return;
    const db = this.judge.db;
    switch (e.kind) {
      case 'submitted': {
        if (e.inResults) return; // the `resolved` event that follows carries it
        let decision: unknown;
        if (subs.some((c) => c.user?.id === e.userId)) {
          const s = await db.selectFrom('submissions').select(['decision', 'step']).where('game_id', '=', e.gameId).where('power', '=', e.power).executeTakeFirst();
          if (s && s.step === e.step) decision = JSON.parse(s.decision);
        }
        const texts = noticeTexts(e.gameId, e, decision);
        const shared = new Outgoing([texts.shared]);
        const own = texts.own === texts.shared ? shared : new Outgoing([texts.own]);
        for (const c of subs) this.deliver(c, c.user?.id === e.userId && c.games.get(e.gameId)?.power === e.power ? own : shared);
        return;
      }
      case 'resolved':
        return this.results(e.gameId, e.fromStep, e.toStep, subs, e.submitted);
      case 'message': {
        const m = await db.selectFrom('messages').selectAll().where('game_id', '=', e.gameId).where('id', '=', e.messageId).executeTakeFirst();
        if (!m) return;
        const framed = new Map<string, Outgoing>();
        for (const c of subs) {
          const v = c.games.get(e.gameId)!;
          if (!canSee(m, v)) continue;
          const text = JSON.stringify({ type: 'message', gameId: e.gameId, message: renderMessage(m, v) });
          let out = framed.get(text);
          if (!out) framed.set(text, (out = new Outgoing([text])));
          this.deliver(c, out);
        }
        return;
      }
      case 'reminder': {
        const reminder = (you: boolean) => new Outgoing([JSON.stringify({ type: 'reminder', gameId: e.gameId, step: e.step, deadlineAt: e.deadlineAt, missing: e.missing, you })]);
        const [toMissing, toOthers] = [reminder(true), reminder(false)];
        for (const c of subs) {
          const power = c.games.get(e.gameId)!.power;
          this.deliver(c, power !== null && e.missing.includes(power) ? toMissing : toOthers);
        }
        return;
      }
      case 'game': {
        const row = await db.selectFrom('games').selectAll().where('id', '=', e.gameId).executeTakeFirst();
        if (!row) return;
        const out = new Outgoing([JSON.stringify({ type: 'game', gameId: e.gameId, change: e.change, status: row.status, step: row.step, phase: row.phase, deadlineAt: row.deadline_at })]);
        for (const c of subs) {
          if (e.change === 'started') c.games.set(e.gameId, await this.judge.viewerOf(c.user, row));
          this.deliver(c, out);
        }
        return;
      }
    }
  }

  /**
   * Each resolved step's result sheet as this viewer may read it, then the new phase (or the end).
   * Rendered once per seat (and once for spectators), not per socket (issue 22: a thousand
   * sockets on a game are a handful of seats): the messages' frames are shared by every socket of
   * the same seat and leave in one write a socket. Every seat is rendered before the first socket
   * is written to, so the sockets are served in one pass that never waits. The new state's views
   * come from the step cache, where the game's next page load finds them too.
   *
   * `submitted`: the decision that resolved the step; its notice goes first in the same write
   * (its author's own sockets with the decision, from the step's record: the submission itself
   * is gone with the step), so the phase does not wait behind a fan-out of the notice.
   */
  private async results(gameId: string, fromStep: number, toStep: number, subs: Client[], submitted?: Notice): Promise<void> {
    const judge = this.judge;
    const row = await judge.findGame(gameId);
    if (!row) return;
    const def = judge.def(row.ruleset);
    const record = await judge.records.load(judge.db, row.id, row.step + 1);
    const { submissions } = await currentSubmissions(judge.db, row);
    const over = row.status === 'over';
    const step = judge.steps.of(row, def);
    const pending = over ? null : step.pending;
    const render = async (power: string | null): Promise<Outgoing> => {
      const { view } = await currentView(judge, def, row, power, submissions);
      const texts = record.slice(fromStep + 1, toStep + 1).map((entry) =>
        JSON.stringify({
          type: 'results',
          gameId,
          step: entry.step,
          phase: entry.phase,
          defaulted: entry.defaulted,
          events: visibleEvents(entry, power, over),
          ...(power !== null && power in entry.decisions ? { decision: entry.decisions[power] } : {}),
        }),
      );
      if (over) texts.push(JSON.stringify({ type: 'over', gameId, step: row.step, result: row.result ? JSON.parse(row.result) : null, seed: step.core.seed, view }));
      else texts.push(JSON.stringify({ type: 'phase', gameId, step: row.step, phase: row.phase, pending, deadlineAt: row.deadline_at, view }));
      return new Outgoing(texts);
    };
    const rendered = new Map<string | null, Outgoing>();
    for (const power of new Set(subs.map((c) => c.games.get(gameId)?.power ?? null))) rendered.set(power, await render(power));
    const notice = submitted && submitted.step === fromStep ? noticeTexts(gameId, submitted, decisionInRecord(submitted, record[fromStep + 1])) : null;
    // The notice before each seat's messages: for everyone, and for its author's own sockets.
    const withNotice = new Map<Outgoing, { shared: Outgoing; own: Outgoing }>();
    const prefixed = (out: Outgoing, own: boolean): Outgoing => {
      if (!notice) return out;
      let both = withNotice.get(out);
      if (!both) withNotice.set(out, (both = { shared: new Outgoing([notice.shared, ...out.texts]), own: new Outgoing([notice.own, ...out.texts]) }));
      return own ? both.own : both.shared;
    };
    for (const c of subs) {
      const viewer = c.games.get(gameId);
      if (!viewer) continue; // unsubscribed while the seats were rendered
      let out = rendered.get(viewer.power);
      // Its seat changed while the others were rendered (the game started): rendered now, for it.
      if (!out) rendered.set(viewer.power, (out = await render(viewer.power)));
      this.deliver(c, prefixed(out, submitted !== undefined && c.user?.id === submitted.userId && viewer.power === submitted.power));
    }
  }

  /**
   * A login session ended (logout), or every session of an account (password change): its
   * sockets on every instance close at once (code 4001) and hear nothing more. This instance
   * closes its own before telling the others, so no notification slips in between.
   */
  async endSessions(ended: { userId: string; session?: string }): Promise<void> {
    const event = { kind: 'session-ended', userId: ended.userId, ...(ended.session ? { session: ended.session } : {}) } as const;
    this.closeSessions(event);
    await this.bus.publish(event).catch((x: Error) => this.log(`session-ended notice failed: ${x.name}`));
  }

  private closeSessions(e: { userId: string; session?: string }): void {
    for (const c of [...this.clients]) {
      if (c.user?.id !== e.userId || (e.session !== undefined && c.session !== e.session)) continue;
      this.drop(c);
      c.ws.close(4001, 'session ended');
    }
  }

  close(): void {
    for (const c of this.clients) c.ws.close(1001, 'server closing');
    this.clients.clear();
    this.byGame.clear();
  }
}
