import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eventLine, problemLine, promptLine, resultLine } from '@diadochi/kernel';
import type { GameDefinition, GameResult, Problem } from '@diadochi/kernel';
import { sql } from 'kysely';
import type { User } from '../accounts.ts';
import type { Bus } from '../bus.ts';
import type { Judge } from '../games/judge.ts';
import { Press } from '../games/press.ts';
import type { GameRow } from '../games/store.ts';
import { visibleEvents } from '../games/viewer.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { inZone } from './zone.ts';
import type { Mail, Mailer } from './mailer.ts';
import { pictureFor } from '../games/pictures.ts';
import { phaseName, seatName } from './names.ts';
import { playCatalogs } from './play-catalog.ts';
import type { PlayCatalog } from './play-catalog.ts';
import type { Language } from './types.ts';

/**
 * Playing by e-mail (issue 21 item 2), as Les Diadoques is played today: a player writes his
 * orders in the seeds' notation, and press, in a mail to the judge whose subject carries his
 * tag for the game, `[diadochi GAME KEY]`; the judge checks and stores them as the web page
 * would (`Judge.submit`, `Press.post`) and answers with every problem located by line; after
 * each adjudication he receives the result sheet as his power sees it.
 *
 * A mail is acted on only when its From is the account's verified address **and** its subject
 * carries that account's key for that game: a forged From alone cannot order.
 */

/** Rulesets whose decisions are orders written as text (`{ orders: "…" }`, the seeds' notation). */
export const TEXT_ORDER_RULESETS = new Set(['diadoques', 'diadokhoi', 'classic']);

/** Characters of a mail's text that are read; the judge's own limit on a decision is lower (16,384). */
export const MAX_MAIL_TEXT = 32 * 1024;
const MAX_HEADER_LINE = 400;
/** Messages one mail may send. */
const MAX_PRESS_SECTIONS = 10;
/** Mails acted on per account and hour; more are dropped (each may cost an engine validation and a reply). */
export const MAILS_PER_HOUR = 30;

export interface InboundMail {
  from: string | null;
  subject: string;
  text: string;
}

export interface PressSection {
  to: 'all' | string[];
  press: 'white' | 'grey' | 'black';
  as?: string;
  body: string;
}

export interface MailSections {
  /** The order lines, blank lines at either end removed; null when there are none. */
  orders: string[] | null;
  press: PressSection[];
}

/** `PRESS [GREY | BLACK AS power] TO ALL | power[, power…]`, read word by word (no regular expression over the line). */
export function pressHeader(line: string): PressSection | null {
  if (line.length > MAX_HEADER_LINE) return null;
  const words = line.trim().split(/[\s,]+/).filter(Boolean);
  if (words[0]?.toUpperCase() !== 'PRESS') return null;
  let i = 1;
  let press: PressSection['press'] = 'white';
  let as: string | undefined;
  const w = (k: number) => words[k]?.toUpperCase();
  if (w(i) === 'GREY' || w(i) === 'GRAY') {
    press = 'grey';
    i++;
  } else if (w(i) === 'BLACK' && w(i + 1) === 'AS' && words[i + 2]) {
    press = 'black';
    as = words[i + 2]!;
    i += 3;
  }
  if (w(i) !== 'TO' || i + 1 >= words.length) return null;
  const rest = words.slice(i + 1);
  const to = rest.length === 1 && rest[0]!.toUpperCase() === 'ALL' ? 'all' : rest;
  return { to, press, ...(as ? { as } : {}), body: '' };
}

/** A mail client's line before the quoted mail: `On … wrote:`, `Le … a écrit :`. */
function replyHeader(line: string): boolean {
  if (line.length > MAX_HEADER_LINE) return false;
  const t = line.trim();
  return (t.startsWith('On ') && t.endsWith('wrote:')) || (t.startsWith('Le ') && (t.endsWith('a écrit :') || t.endsWith('a écrit:')));
}

/**
 * The orders and messages of a mail's text, in one pass: order lines first (or after a line
 * `ORDERS`), each message after its `PRESS … TO …` line. Quoted lines (`>`), a client's reply
 * header and everything after it, and the signature (after `-- `) are left out.
 */
export function parseMailText(text: string): MailSections {
  const orders: string[] = [];
  const press: PressSection[] = [];
  let current: { section: PressSection; lines: string[] } | null = null;
  const close = () => {
    if (current) {
      current.section.body = current.lines.join('\n').trim();
      if (current.section.body && press.length < MAX_PRESS_SECTIONS) press.push(current.section);
    }
    current = null;
  };
  for (const line of text.slice(0, MAX_MAIL_TEXT).split(/\r?\n/)) {
    if (line === '-- ' || line === '--' || replyHeader(line)) break;
    if (line.trimStart().startsWith('>')) continue;
    const header = pressHeader(line);
    if (header) {
      close();
      current = { section: header, lines: [] };
      continue;
    }
    if (line.trim().toUpperCase() === 'ORDERS') {
      close();
      continue;
    }
    if (current) (current as { lines: string[] }).lines.push(line);
    else orders.push(line);
  }
  close();
  while (orders.length > 0 && orders[0]!.trim() === '') orders.shift();
  while (orders.length > 0 && orders.at(-1)!.trim() === '') orders.pop();
  return { orders: orders.length > 0 ? orders : null, press };
}

const TAG = /\[diadochi ([A-Za-z0-9-]{1,100}) ([A-Za-z0-9_-]{20,64})\]/;
export const tagFor = (gameId: string, key: string) => `[diadochi ${gameId} ${key}]`;

/** The game and key of a subject's tag. The pattern has no nested repetition: linear. */
export function parseTag(subject: string): { gameId: string; key: string } | null {
  const m = TAG.exec(subject.slice(0, 1000));
  return m ? { gameId: m[1]!, key: m[2]! } : null;
}

const sameKey = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));


/** Where a problem is: the first number of its path, as a 1-based line of the orders sent. */
function lineOf(p: Problem): number | null {
  const n = p.path?.find((x): x is number => typeof x === 'number');
  return n === undefined ? null : n + 1;
}

export interface SheetParams {
  gameId: string;
  title: string;
  power: string;
  fromStep: number;
  toStep: number;
}

export class MailPlay {
  private readonly press: Press;
  /** Per account: the hour window and the mails acted on in it (this instance's count). */
  private readonly recent = new Map<string, { from: number; count: number }>();

  constructor(
    private readonly judge: Judge,
    bus: Bus,
    private readonly mailer: Mailer | null,
    /** The address players write to; null: mail play is off. */
    readonly address: string | null,
    private readonly log: (msg: string) => void,
  ) {
    this.press = new Press(judge, bus);
  }

  get enabled(): boolean {
    return this.mailer !== null && this.address !== null;
  }

  /** The caller's tag for a game he plays, made on first request (GET /api/notify/mail-play/:id). */
  async tagOf(user: User, gameId: string): Promise<{ address: string; subject: string; power: string }> {
    if (!this.enabled) throw new HttpError(409, 'mail-play-off', 'This server takes no orders by e-mail (no inbound mail is configured).');
    const row = await this.judge.gameRow(gameId);
    const viewer = await this.judge.viewerOf(user, row);
    if (!viewer.power) {
      // A private game stays unknown to whoever may not know it (as on every other route).
      if (!(await this.judge.mayKnow(row, user, undefined))) throw notFound('No such game.');
      throw new HttpError(409, 'not-seated', 'Only a player seated in the game plays it by e-mail.');
    }
    const db = this.judge.db;
    const verified = await db.selectFrom('notify_settings').select('email').where('user_id', '=', user.id).where('email_verified', '=', 1).executeTakeFirst();
    if (!verified?.email) throw new HttpError(409, 'email-not-verified', 'Verify an e-mail address first (POST /api/notify/email).');
    await db
      .insertInto('mail_keys')
      .values({ game_id: gameId, user_id: user.id, key: randomBytes(24).toString('base64url'), created_at: this.judge.now() })
      .onConflict((oc) => oc.columns(['game_id', 'user_id']).doNothing())
      .execute();
    const { key } = await db.selectFrom('mail_keys').select('key').where('game_id', '=', gameId).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    return { address: this.address!, subject: tagFor(gameId, key), power: viewer.power };
  }

  /** Stops playing a game by e-mail: the tag no longer works and no more sheets are mailed. */
  async forget(user: User, gameId: string): Promise<void> {
    await this.judge.db.deleteFrom('mail_keys').where('game_id', '=', gameId).where('user_id', '=', user.id).execute();
  }

  /** One mail received: acted on if From and tag agree, answered to the verified address. */
  async handle(mail: InboundMail): Promise<'done' | 'dropped'> {
    if (!this.mailer || !mail.from) return 'dropped';
    const from = mail.from.toLowerCase();
    const db = this.judge.db;
    const owners = await db
      .selectFrom('notify_settings')
      .innerJoin('users', 'users.id', 'notify_settings.user_id')
      .select(['users.id', 'users.name', 'users.role', 'users.language', 'notify_settings.email'])
      .where('notify_settings.email_verified', '=', 1)
      .where(sql<string>`lower(notify_settings.email)`, '=', from)
      .execute();
    if (owners.length === 0) {
      this.log('mail from an address no account has verified: dropped');
      return 'dropped';
    }
    const tag = parseTag(mail.subject);
    const keyRow = tag ? await db.selectFrom('mail_keys').selectAll().where('game_id', '=', tag.gameId).where('key', '=', tag.key).executeTakeFirst() : undefined;
    const owner = keyRow && tag && sameKey(keyRow.key, tag.key) ? owners.find((o) => o.id === keyRow.user_id) : undefined;
    if (!owner) {
      // The tag is not the key of any account with this address: one refusal to the address, nothing done.
      const o = owners[0]!;
      const c = playCatalogs[o.language];
      await this.reply(o.email!, c.replySubject({ subject: mail.subject }), c.badTag);
      return 'done';
    }
    if (this.overLimit(owner.id)) {
      this.log(`mail play: more than ${MAILS_PER_HOUR} mails an hour from one account; dropped`);
      return 'dropped';
    }
    const lang = owner.language;
    const c = playCatalogs[lang];
    const user: User = { id: owner.id, name: owner.name, role: owner.role };
    const row = await this.judge.gameRow(keyRow!.game_id);
    const def = this.judge.def(row.ruleset);
    const viewer = await this.judge.viewerOf(user, row);
    const out: string[] = [];
    if (!viewer.power) out.push(c.notSeated);
    else {
      const sections = parseMailText(mail.text);
      if (!sections.orders && sections.press.length === 0) out.push(c.nothing);
      if (sections.orders) out.push(...(await this.orders(user, row, def, viewer.power, sections.orders, c, lang)));
      for (const p of sections.press) out.push(await this.message(user, row.id, p, c));
      out.push('', c.howToReply({ address: this.address!, tag: tagFor(row.id, keyRow!.key) }));
    }
    await this.reply(owner.email!, c.replySubject({ subject: mail.subject }), out.join('\n'));
    return 'done';
  }

  private overLimit(userId: string): boolean {
    const now = this.judge.now();
    const r = this.recent.get(userId);
    if (!r || now - r.from >= 3600_000) {
      this.recent.set(userId, { from: now, count: 1 });
      if (this.recent.size > 10_000) this.recent.delete(this.recent.keys().next().value!);
      return false;
    }
    return ++r.count > MAILS_PER_HOUR;
  }

  private async orders(user: User, row: GameRow, def: GameDefinition, power: string, lines: string[], c: PlayCatalog, lang: Language): Promise<string[]> {
    const text = lines.join('\n');
    let decision: unknown;
    if (text.trimStart().startsWith('{')) {
      try {
        decision = JSON.parse(text);
      } catch {
        decision = undefined;
      }
    }
    if (decision === undefined) {
      if (!TEXT_ORDER_RULESETS.has(row.ruleset)) return [c.textOrdersOnly];
      decision = { orders: text };
    }
    try {
      const outcome = await this.judge.submit(user, row.id, { decision, ready: true });
      return [c.accepted({ power: seatName(def, power, lang), step: outcome.step, adjudicated: outcome.adjudicated })];
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      if (e.code !== 'invalid-decision' || !e.problems) return [c.notNow({ why: e.message })];
      return [
        c.refused({ power: seatName(def, power, lang), count: e.problems.length }),
        ...e.problems.map((p) => {
          const n = lineOf(p);
          const problem = problemLine(def, p, lang);
          return n !== null && n <= lines.length ? c.problemAt({ line: n, text: lines[n - 1]!.trim().slice(0, 80), problem }) : c.problem({ problem });
        }),
      ];
    }
  }

  private async message(user: User, gameId: string, p: PressSection, c: PlayCatalog): Promise<string> {
    const to = p.to === 'all' ? c.everyone : p.to.join(', ');
    try {
      // Read again: the orders above may have moved the game on.
      const row = await this.judge.gameRow(gameId);
      const viewer = await this.judge.viewerOf(user, row);
      // Powers as written in a mail (`eng`, `ENG`): the game's own id whatever the case.
      const players = (JSON.parse(row.session) as { players: string[] }).players;
      const id = (x: string) => players.find((q) => q === x) ?? players.find((q) => q.toLowerCase() === x.toLowerCase()) ?? x;
      await this.press.post(user, row, viewer, { to: p.to === 'all' ? 'all' : p.to.map(id), body: p.body.slice(0, 5000), press: p.press, as: p.as === undefined ? undefined : id(p.as) });
      return c.pressSent({ to });
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      // A gunboat game's refusal in the player's language (issue 21 item 5); other refusals keep the judge's words.
      return c.pressRefused({ to, why: e.code === 'no-press-game' ? c.noPressGame : e.message });
    }
  }

  private async reply(to: string, subject: string, text: string): Promise<void> {
    try {
      await this.mailer!.send({ to, subject, text: `${text}\n` });
    } catch (e) {
      this.log(`reply to a mail could not be sent: ${(e as Error).name}`);
    }
  }

  /** Who gets a result sheet for these steps: the seated players who play this game by e-mail. */
  async sheetsFor(gameId: string, fromStep: number, toStep: number): Promise<{ userId: string; dedupe: string; params: SheetParams }[]> {
    const row = await this.judge.db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirst();
    if (!row || row.step !== toStep) return [];
    const keys = await this.judge.db.selectFrom('mail_keys').select('user_id').where('game_id', '=', gameId).execute();
    if (keys.length === 0) return [];
    const seats = await this.judge.seats(row);
    return keys.flatMap((k) => {
      const seat = seats.find((s) => s.user_id === k.user_id && s.controller === 'human');
      return seat ? [{ userId: k.user_id, dedupe: `sheet:${gameId}:${toStep}`, params: { gameId, title: row.title, power: seat.power, fromStep, toStep } }] : [];
    });
  }

  /**
   * A result sheet as this power sees it (the same events as its result page: public ones,
   * its own secret ones, everything once the game is over), then what is asked of it now.
   */
  async sheet(p: SheetParams, lang: Language, zone: string | null = null): Promise<{ subject: string; text: string; attachments?: Mail['attachments'] }> {
    const c = playCatalogs[lang];
    const row = await this.judge.gameRow(p.gameId);
    const def = this.judge.def(row.ruleset);
    const over = row.status === 'over';
    const record = await this.judge.records.load(this.judge.db, row.id, row.step + 1);
    const out = [c.sheetIntro({ title: row.title, power: seatName(def, p.power, lang) })];
    for (const entry of record.filter((e) => e.step > p.fromStep && e.step <= p.toStep)) {
      out.push('', c.stepHeader({ step: entry.step, phase: phaseName(def, entry.phase, lang) }));
      if (entry.defaulted.length > 0) out.push(c.defaulted({ powers: entry.defaulted.map((x) => seatName(def, x, lang)).join(', ') }));
      for (const e of visibleEvents(entry, p.power, over)) out.push(`  ${eventLine(def, e, lang)}${e.rule ? ` [${e.rule}]` : ''}`);
    }
    out.push('');
    if (over) {
      const result = row.result ? (JSON.parse(row.result) as GameResult) : null;
      if (result) out.push(c.over({ result: resultLine(def, result, lang) }));
    } else if (row.step === p.toStep) {
      const pending = def.pending((JSON.parse(row.session) as { state: unknown }).state);
      if (pending?.players.includes(p.power)) out.push(c.nextPhase({ prompt: promptLine(def, pending, lang), deadline: row.deadline_at !== null ? inZone(row.deadline_at, zone) : null }));
    }
    const key = await this.judge.db.selectFrom('mail_keys').select('key').where('game_id', '=', row.id).where('user_id', '=', (await this.judge.seats(row)).find((s) => s.power === p.power)?.user_id ?? '').executeTakeFirst();
    if (key && this.address) out.push('', c.howToReply({ address: this.address, tag: tagFor(row.id, key.key) }));
    const picture = await this.picture(row, p, lang);
    return { subject: c.sheetSubject({ title: row.title, step: p.toStep }), text: out.join('\n'), ...(picture ? { attachments: [picture] } : {}) };
  }

  /**
   * The map after the sheet's last step as this power sees it, as PNG (issue 21 item 2: "the result
   * sheet and a map image after each adjudication"), for games that draw one. A picture that cannot
   * be drawn leaves the sheet without it rather than holding the sheet back.
   */
  private async picture(row: GameRow, p: SheetParams, lang: Language): Promise<NonNullable<Mail['attachments']>[number] | undefined> {
    if (!this.judge.def(row.ruleset).picture) return undefined;
    const seat = { user: null, power: p.power, isGm: false, isAdmin: false, isMember: true };
    try {
      const content = await pictureFor(this.judge, row, seat, { step: p.toStep, lang, format: 'png' });
      return { filename: `${row.ruleset}-${p.toStep}.png`, content, contentType: 'image/png' };
    } catch {
      return undefined;
    }
  }
}
