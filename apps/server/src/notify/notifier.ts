import { randomUUID } from 'node:crypto';
import type { Bus, BusEvent } from '../bus.ts';
import type { Judge } from '../games/judge.ts';
import type { Selectable } from 'kysely';
import type { NotifyOutboxTable } from '../db/schema.ts';
import { catalogs, render, said } from './catalog.ts';
import { inZone } from './zone.ts';
import type { Context } from './catalog.ts';
import type { NotifyOptions } from './config.ts';
import { addressees } from './events.ts';
import { namer } from './names.ts';
import { startInbound } from './inbound.ts';
import { MailPlay } from './mail-play.ts';
import type { SheetParams } from './mail-play.ts';
import type { Addressed } from './events.ts';
import { smtpMailer } from './mailer.ts';
import type { Mail, Mailer } from './mailer.ts';
import { loadManySettings, loadSettings, nextDigestAt } from './store.ts';
import type { Settings } from './store.ts';
import type { Language, Notification, WebhookPayload } from './types.ts';
import { DELIVERY_HEADER, EVENT_HEADER, postWebhook } from './webhook.ts';
import type { WebhookOutcome } from './webhook.ts';

type OutboxRow = Selectable<NotifyOutboxTable>;

/** Deliveries tried per notification and channel before it is given up (logged). */
export const MAX_ATTEMPTS = 5;
/** Wait before the n-th retry: 30 s, 2 min, 8 min, 32 min. */
export const retryDelay = (attempts: number) => 30_000 * 4 ** (attempts - 1);
/** A claimed delivery not finished within this (an instance died) is tried again. */
const LEASE_MS = 120_000;
/** Delivered, failed and dropped rows are kept this long (then pruned); digest rows a week. */
const KEEP_MS = 30 * 24 * 3600_000;
const KEEP_DIGEST_MS = 7 * 24 * 3600_000;
/** Bounds of one pass, so a backlog is worked through over several passes. */
const BATCH = 50;
const DIGEST_ITEMS = 200;

export interface NotifierOptions extends NotifyOptions {
  mailer: Mailer | null;
  log: (msg: string) => void;
}

/**
 * Notifications by e-mail and signed webhook (issue 21 item 1). Every instance hears the bus;
 * the recipients of an event are written to `notify_outbox` once (unique per user, channel
 * and event), then delivered by whichever instance claims each row. Delivery happens after the
 * judge's work, off its path: a slow mail server or webhook never holds an adjudication.
 * Retries, the daily digest and pruning are the notifier's own pass (`tick`), driven by the
 * judge's clock so tests move time by hand.
 */
export class Notifier {
  private readonly inflight = new Set<Promise<unknown>>();
  private pumping: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private busy: Promise<unknown> | null = null;
  readonly stats = { queued: 0, sent: 0, failed: 0, dropped: 0 };
  private readonly ctx: Context;
  /** Orders and press by e-mail, and the result sheets it mails. */
  readonly play: MailPlay;
  private inbound: { port: number; close(): Promise<void> } | null = null;
  private prunedAt = -Infinity;

  constructor(
    private readonly judge: Judge,
    bus: Bus,
    private readonly o: NotifierOptions,
  ) {
    this.ctx = { publicUrl: o.publicUrl ?? null, name: namer(judge.defs) };
    this.play = new MailPlay(judge, bus, o.mailer, o.inbound?.address ?? null, o.log);
    bus.subscribe((e) => {
      if (e.kind === 'session-ended' || e.kind === 'submitted') return;
      this.track(this.onEvent(e));
    });
  }

  get mailAvailable(): boolean {
    return this.o.mailer !== null;
  }

  get allowsPrivateWebhooks(): boolean {
    return this.o.allowPrivateWebhooks ?? false;
  }

  private now(): number {
    return this.judge.now();
  }

  private track(p: Promise<unknown>): void {
    const q = p.catch((x: Error) => this.o.log(`notifications failed: ${x.name} ${x.message}`)).finally(() => this.inflight.delete(q));
    this.inflight.add(q);
  }

  private async onEvent(e: BusEvent): Promise<void> {
    const list = await addressees(this.judge, e);
    let queued = 0;
    // Every addressee's settings in one read per event (issue 22: a resolved step tells each
    // player of his results and of his turn; one read per addressee before).
    const ids = [...new Set(list.map((a) => a.userId))];
    const settings = ids.length > 0 ? await loadManySettings(this.judge.db, this.judge.dialect, ids, this.now()) : new Map<string, Settings>();
    const settingsOf = (userId: string) => Promise.resolve(settings.get(userId)!);
    for (const a of list) queued += await this.enqueue(a, settingsOf);
    if (e.kind === 'resolved' && this.o.mailer) {
      for (const s of await this.play.sheetsFor(e.gameId, e.fromStep, e.toStep)) queued += await this.enqueueSheet(s.userId, s.dedupe, s.params);
    }
    if (queued > 0) this.track(this.pump());
  }

  /** A result sheet for a player who plays by e-mail: his choice of kinds does not apply (asking for the tag was the choice). */
  private async enqueueSheet(userId: string, dedupe: string, params: SheetParams): Promise<number> {
    const now = this.now();
    const s = await loadSettings(this.judge.db, userId, now);
    if (!s.email || !s.emailVerified) return 0;
    const res = await this.judge.db
      .insertInto('notify_outbox')
      .values({ id: randomUUID(), user_id: userId, channel: 'email', dedupe, kind: 'sheet', params: JSON.stringify(params), status: 'pending', attempts: 0, next_at: now, created_at: now, sent_at: null })
      .onConflict((oc) => oc.columns(['user_id', 'channel', 'dedupe']).doNothing())
      .executeTakeFirst();
    const written = Number(res.numInsertedOrUpdatedRows ?? 0n) > 0 ? 1 : 0;
    this.stats.queued += written;
    return written;
  }

  /** Writes the rows the user's choices call for; returns how many this instance wrote. */
  private async enqueue(a: Addressed, settingsOf: (userId: string) => Promise<Settings>): Promise<number> {
    const now = this.now();
    const s = await settingsOf(a.userId);
    const choice = s.kinds[a.n.kind];
    const rows: OutboxRow[] = [];
    const base = { user_id: a.userId, dedupe: a.dedupe, kind: a.n.kind, params: JSON.stringify(a.n.params), attempts: 0, next_at: now, created_at: now, sent_at: null };
    if (choice.email !== 'off' && s.email && s.emailVerified && this.o.mailer) {
      rows.push({ ...base, id: randomUUID(), channel: 'email', status: choice.email === 'now' ? 'pending' : 'digest' });
    }
    if (choice.webhook && s.webhookUrl && s.webhookSecret) rows.push({ ...base, id: randomUUID(), channel: 'webhook', status: 'pending' });
    let written = 0;
    for (const r of rows) {
      const res = await this.judge.db
        .insertInto('notify_outbox')
        .values(r)
        .onConflict((oc) => oc.columns(['user_id', 'channel', 'dedupe']).doNothing())
        .executeTakeFirst();
      written += Number(res.numInsertedOrUpdatedRows ?? 0n) > 0 ? 1 : 0;
    }
    this.stats.queued += written;
    return written;
  }

  /** Delivers the rows that are due; one pump at a time per instance, each row claimed first. */
  private pump(): Promise<void> {
    if (this.pumping) return this.pumping;
    this.pumping = (async () => {
      try {
        for (let round = 0; round < 10; round++) {
          const now = this.now();
          const due = await this.judge.db.selectFrom('notify_outbox').selectAll().where('status', '=', 'pending').where('next_at', '<=', now).orderBy('next_at').limit(BATCH).execute();
          if (due.length === 0) return;
          for (const row of due) await this.deliverRow(row, now);
        }
      } finally {
        this.pumping = null;
      }
    })();
    return this.pumping;
  }

  private async deliverRow(row: OutboxRow, now: number): Promise<void> {
    const db = this.judge.db;
    const claim = await db
      .updateTable('notify_outbox')
      .set({ attempts: row.attempts + 1, next_at: now + LEASE_MS })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('attempts', '=', row.attempts)
      .where('next_at', '=', row.next_at)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return; // another instance has it
    const attempts = row.attempts + 1;
    const s = await loadSettings(db, row.user_id, now);
    const n = { kind: row.kind, params: JSON.parse(row.params) } as Notification;
    let outcome: 'sent' | 'dropped' | 'retry';
    let why = '';
    if (row.channel === 'email') {
      // The address may have changed or lost its verification since the row was written.
      if (!this.o.mailer || !s.email || !s.emailVerified) outcome = 'dropped';
      else {
        try {
          const mail: Omit<Mail, 'to'> = row.kind === 'sheet' ? await this.play.sheet(JSON.parse(row.params) as SheetParams, s.language, s.timeZone) : render(n, s.language, this.ctx, s.timeZone);
          const attachments = mail.attachments ? { attachments: mail.attachments } : {};
          await this.o.mailer.send({ to: s.email, subject: mail.subject, text: `${mail.text}\n\n-- \n${catalogs[s.language].footer(said(this.ctx, s.language))}\n`, ...attachments });
          outcome = 'sent';
        } catch (e) {
          outcome = 'retry';
          why = `mail: ${(e as Error).name}`;
        }
      }
    } else if (!s.webhookUrl || !s.webhookSecret) outcome = 'dropped';
    else {
      const r = await this.callWebhook(s, row.id, n, row.created_at);
      outcome = r.ok ? 'sent' : 'retry';
      if (!r.ok) why = `webhook: ${r.error}${r.status ? ` ${r.status}` : ''}`;
    }
    const done = this.now();
    if (outcome === 'sent') {
      this.stats.sent++;
      await db.updateTable('notify_outbox').set({ status: 'sent', sent_at: done }).where('id', '=', row.id).execute();
    } else if (outcome === 'dropped') {
      this.stats.dropped++;
      await db.updateTable('notify_outbox').set({ status: 'dropped' }).where('id', '=', row.id).execute();
    } else if (attempts >= MAX_ATTEMPTS) {
      this.stats.failed++;
      this.o.log(`notification ${row.id} (${row.channel}, ${row.kind}) given up after ${attempts} attempts: ${why}`);
      await db.updateTable('notify_outbox').set({ status: 'failed' }).where('id', '=', row.id).execute();
    } else {
      this.o.log(`notification ${row.id} (${row.channel}, ${row.kind}) attempt ${attempts} failed: ${why}; retried`);
      await db.updateTable('notify_outbox').set({ next_at: done + retryDelay(attempts) }).where('id', '=', row.id).execute();
    }
  }

  private callWebhook(s: Settings, id: string, n: Notification | { kind: 'test'; params: { user: string } }, createdAt: number): Promise<WebhookOutcome> {
    const lines = n.kind === 'test' ? { subject: catalogs[s.language].test.subject(n.params, said(this.ctx, s.language)), text: catalogs[s.language].test.text(n.params, said(this.ctx, s.language)) } : render(n, s.language, this.ctx, s.timeZone);
    const payload: WebhookPayload = { id, kind: n.kind, params: n.params, language: s.language, subject: lines.subject, text: lines.text, createdAt };
    return postWebhook(s.webhookUrl!, JSON.stringify(payload), { [EVENT_HEADER]: n.kind, [DELIVERY_HEADER]: id }, s.webhookSecret!, {
      timeoutMs: this.o.webhookTimeoutMs ?? 5000,
      allowPrivate: this.o.allowPrivateWebhooks ?? false,
    });
  }

  /** POST /api/notify/webhook/test: one signed call now, its outcome returned (not queued, not retried). */
  async testWebhook(user: { id: string; name: string }): Promise<WebhookOutcome | null> {
    const s = await loadSettings(this.judge.db, user.id, this.now());
    if (!s.webhookUrl || !s.webhookSecret) return null;
    return this.callWebhook(s, randomUUID(), { kind: 'test', params: { user: user.name } }, this.now());
  }

  /** The verification code to a new address, at once (the caller reports a failure). */
  async sendVerification(address: string, code: string, language: Language): Promise<void> {
    if (!this.o.mailer) throw new Error('mail is off');
    const c = catalogs[language].verify;
    const ctx = said(this.ctx, language);
    await this.o.mailer.send({ to: address, subject: c.subject({ code, address }, ctx), text: c.text({ code, address }, ctx) });
  }

  /**
   * One pass: retries now due, daily digests now due, pruning. Concurrent calls wait for the
   * pass under way.
   */
  async tick(): Promise<{ digests: number }> {
    while (this.busy) await this.busy;
    const run = (async () => {
      await this.pump();
      const digests = await this.digests();
      await this.prune();
      return { digests };
    })();
    this.busy = run;
    try {
      return await run;
    } finally {
      this.busy = null;
    }
  }

  /** Waits for every event heard so far to be written and delivered (tests; a clean stop). */
  async flush(): Promise<void> {
    while (this.inflight.size > 0) await Promise.all([...this.inflight]);
    await this.pump();
  }

  private async digests(): Promise<number> {
    const db = this.judge.db;
    const now = this.now();
    const due = await db.selectFrom('notify_settings').select(['user_id', 'digest_at', 'digest_hour']).where('digest_at', '<=', now).limit(BATCH).execute();
    let sent = 0;
    for (const d of due) {
      const claim = await db
        .updateTable('notify_settings')
        .set({ digest_at: nextDigestAt(now, d.digest_hour) })
        .where('user_id', '=', d.user_id)
        .where('digest_at', '=', d.digest_at)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) continue;
      const rows = await db
        .selectFrom('notify_outbox')
        .selectAll()
        .where('user_id', '=', d.user_id)
        .where('channel', '=', 'email')
        .where('status', '=', 'digest')
        .where('created_at', '<=', now)
        .orderBy('created_at')
        .limit(DIGEST_ITEMS)
        .execute();
      if (rows.length === 0) continue;
      const s = await loadSettings(db, d.user_id, now);
      const ids = rows.map((r) => r.id);
      if (!this.o.mailer || !s.email || !s.emailVerified) {
        await db.updateTable('notify_outbox').set({ status: 'dropped' }).where('id', 'in', ids).execute();
        continue;
      }
      const cat = catalogs[s.language];
      const items = rows.map((r) => {
        const { subject, text } = render({ kind: r.kind, params: JSON.parse(r.params) } as Notification, s.language, this.ctx, s.timeZone);
        return `• ${subject}\n  ${text.replace(/\n/g, '\n  ')}`;
      });
      const text = `${cat.digest.intro({ count: rows.length, date: inZone(now, s.timeZone) })}\n\n${items.join('\n\n')}\n\n-- \n${cat.footer(said(this.ctx, s.language))}\n`;
      try {
        await this.o.mailer.send({ to: s.email, subject: cat.digest.subject({ count: rows.length }), text });
        await db.updateTable('notify_outbox').set({ status: 'sent', sent_at: this.now() }).where('id', 'in', ids).execute();
        this.stats.sent += rows.length;
        sent++;
      } catch (e) {
        // Left in the digest: they go with the next one.
        this.o.log(`digest for user ${d.user_id} failed: ${(e as Error).name}; its items wait for the next digest`);
      }
    }
    return sent;
  }

  private async prune(): Promise<void> {
    const now = this.now();
    // Once an hour is enough: rows are kept for days.
    if (now - this.prunedAt < 3600_000) return;
    this.prunedAt = now;
    await this.judge.db
      .deleteFrom('notify_outbox')
      .where((eb) => eb.or([eb.and([eb('status', 'in', ['sent', 'failed', 'dropped']), eb('created_at', '<', now - KEEP_MS)]), eb.and([eb('status', '=', 'digest'), eb('created_at', '<', now - KEEP_DIGEST_MS)])]))
      .execute();
  }

  /** The port inbound mail is received on (null: mail play off). */
  get inboundPort(): number | null {
    return this.inbound?.port ?? null;
  }

  /** Opens the inbound mail port when mail play is configured (and mail can be sent back). */
  async listen(): Promise<void> {
    if (!this.o.inbound || !this.o.mailer || this.inbound) return;
    this.inbound = await startInbound(this.o.inbound, (m) => this.play.handle(m), this.o.log);
  }

  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick().catch((e: Error) => this.o.log(`notifier pass failed: ${e.name}`)), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.allSettled([...this.inflight]);
    await this.busy;
    await this.pumping;
    await this.inbound?.close();
    this.inbound = null;
    this.o.mailer?.close();
  }
}

/** The notifier `createServer` makes: SMTP when `mail` is configured, mail off otherwise; the inbound port when mail play is. */
export async function createNotifier(judge: Judge, bus: Bus, o: NotifyOptions | undefined, log: (msg: string) => void): Promise<Notifier> {
  const notifier = new Notifier(judge, bus, { ...o, mailer: o?.mail ? smtpMailer(o.mail) : null, log });
  await notifier.listen();
  return notifier;
}
