/**
 * One crash trial of the real judge (issue 13, reliability goals): `src/main.ts` as a child
 * process on a fresh SQLite file, a real game of Les Diadoques played by six clients at once
 * (the diadoques bot writes each seat's orders from that seat's view, as a player would; some
 * submissions are drafts), SIGKILL at a random moment, a restart on the same file, and then:
 *
 * - every decision whose submission was acknowledged (200) is still there: in the record entry
 *   of its step if the step was resolved, else as the seat's current submission — the last one
 *   acknowledged, or one sent after it whose reply the kill cut off;
 * - no step is half applied: the steps are 0…game.step without a gap, each the next of the one
 *   before, the submissions belong to the current step, and the kernel's `verifyGame` replays
 *   the record from the seed to the stored state (every state digest of the chain, the final
 *   state, and every dice roll).
 *
 * Used by `crash-trials.test.ts` (a few trials in CI) and `scripts/crash-trials.ts` (long runs).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { botFor, findGame } from '@diadochi/catalog';
import { canonicalJson, replay, verifyGame } from '@diadochi/kernel';
import type { Bot, GameDefinition, PlayerId } from '@diadochi/kernel';
import { openStorage } from '../src/db/open.ts';
import { RecordCache, loadSession } from '../src/games/store.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const RULESET = 'diadoques';
const PASSWORD = 'olive tree at Pella';

type Json = ReturnType<typeof JSON.parse>;

export interface TrialOptions {
  /** Kill after this many milliseconds of play (random when absent: 300–8000 ms, a few steps of the game). */
  killAfterMs?: number;
  /**
   * Kill as soon as this many steps are resolved instead (what the checker's own test needs: a
   * resolved step to tamper with, however slowly a loaded machine plays; 90 s at most).
   */
  killAfterSteps?: number;
  /** Seeds the trial's own choices (kill time, drafts); the game's seed is the server's. */
  seed?: number;
  log?: (line: string) => void;
  /** Test of the checker itself: changes the database between the kill and the restart. */
  tamper?: (sqliteFile: string, gameId: string) => Promise<void>;
}

export interface TrialResult {
  ok: boolean;
  problems: string[];
  killAfterMs: number;
  /** Acknowledged submissions before the kill. */
  acknowledged: number;
  /** Steps resolved when the server was killed (as found after the restart). */
  steps: number;
  /** Whether the kill cut off at least one request in flight. */
  cutOff: number;
}

/** A small deterministic generator for the trial's own choices (not the game's dice). */
function mulberry(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Judge {
  proc: ChildProcess;
  url: string;
  exited: Promise<void>;
}

async function startJudge(dataDir: string): Promise<Judge> {
  const proc = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', SCHEDULER_INTERVAL_MS: '100', TRUST_PROXY: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  let out = '';
  let err = '';
  proc.stderr!.on('data', (d) => (err += String(d)));
  const url = await new Promise<string>((ok, ko) => {
    const timer = setTimeout(() => ko(new Error(`the judge did not start: ${out.slice(-1000)} ${err.slice(-2000)}`)), 60_000);
    proc.stdout!.on('data', (d) => {
      out += String(d);
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        ok(m[1]!);
      }
    });
    proc.once('exit', (code) => {
      clearTimeout(timer);
      ko(new Error(`the judge exited (${code}) before listening: ${err.slice(-2000)}`));
    });
  });
  return { proc, url, exited };
}

/** A cookie-keeping client with its own forwarded address (the per-address limits count each client apart). */
class Player {
  cookies = new Map<string, string>();
  csrf = '';
  constructor(
    readonly base: string,
    readonly address: string,
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> {
    const res = await fetch(this.base + path, {
      method,
      headers: {
        'x-forwarded-for': this.address,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(this.csrf ? { 'x-csrf-token': this.csrf } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  async register(name: string): Promise<void> {
    const r = await this.call('POST', '/api/auth/register', { name, password: PASSWORD });
    if (r.status !== 201) throw new Error(`register ${name}: ${r.status} ${JSON.stringify(r.body)}`);
    this.csrf = r.body.csrfToken;
  }
}

interface Sent {
  step: number;
  decision: unknown;
  ready: boolean;
  acked: boolean;
}

/** One seat's client: reads its view, asks the bot, submits (a draft now and then), until stopped. */
async function playSeat(p: Player, gameId: string, bot: Bot, rand: () => number, sent: Sent[], stop: { now: boolean }): Promise<void> {
  while (!stop.now) {
    let w: Json;
    try {
      const r = await p.call('GET', `/api/games/${gameId}`);
      if (r.status !== 200) {
        await new Promise((res) => setTimeout(res, 20));
        continue;
      }
      w = r.body;
    } catch {
      return; // the server is gone
    }
    const power: PlayerId | undefined = w.game.you?.power;
    const pending = w.view.pending;
    if (w.game.status !== 'running' || !power || !pending?.players.includes(power) || w.ready.includes(power)) {
      await new Promise((res) => setTimeout(res, 15));
      continue;
    }
    // The bot leaves the start purchases to the game's default; a player who buys nothing says so with no orders.
    const decision = bot({ player: power, pending, view: w.view.view, legal: w.legal, step: w.view.step }) ?? w.legal?.[0] ?? { orders: '' };
    const ready = rand() > 0.3;
    const entry: Sent = { step: w.view.step, decision, ready, acked: false };
    sent.push(entry);
    try {
      const r = await p.call('PUT', `/api/games/${gameId}/decision`, { decision, ready });
      if (r.status === 200) entry.acked = true;
      else if (r.status === 422) throw new Error(`the bot's decision was refused: ${JSON.stringify(r.body).slice(0, 500)}`);
      else await new Promise((res) => setTimeout(res, 50)); // 409 (the step moved on), 429: look again
    } catch (e) {
      if ((e as Error).message.startsWith('the bot')) throw e;
      return; // cut off by the kill
    }
  }
}

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

export async function crashTrial(o: TrialOptions = {}): Promise<TrialResult> {
  const rand = mulberry(o.seed ?? Math.floor(Math.random() * 2 ** 31));
  const killAfterMs = o.killAfterMs ?? Math.round(300 + rand() * 7700);
  const log = o.log ?? (() => {});
  const dir = mkdtempSync(join(tmpdir(), 'diadochi-crash-trial-'));
  const def = findGame(RULESET) as GameDefinition;
  const problems: string[] = [];
  let first: Judge | null = null;
  let again: Judge | null = null;
  const sent: Record<string, Sent[]> = {};
  let gameId = '';
  try {
    first = await startJudge(dir);
    const gm = new Player(first.url, '10.1.0.1');
    await gm.register('referee');
    const created = await gm.call('POST', '/api/games', { ruleset: RULESET, deadlines: { default: 7 * 24 * 3600 }, options: { lastYear: -318 } });
    if (created.status !== 201) throw new Error(`create: ${JSON.stringify(created.body)}`);
    gameId = created.body.id;
    const powers = def.players(created.body.options ?? (def.parseOptions({ lastYear: -318 }) as { value: unknown }).value);
    const players = powers.map((_, i) => new Player(first!.url, `10.1.1.${i + 1}`));
    await Promise.all(players.map((p, i) => p.register(`seat-${i}`)));
    for (const [i, p] of players.entries()) {
      const j = await p.call('POST', `/api/games/${gameId}/join`, { preferences: [powers[i]] });
      if (j.status !== 200) throw new Error(`join: ${JSON.stringify(j.body)}`);
    }
    const started = await gm.call('POST', `/api/games/${gameId}/start`);
    if (started.status !== 200) throw new Error(`start: ${JSON.stringify(started.body)}`);
    const seatOf = new Map<string, Player>();
    for (const s of (await gm.call('GET', `/api/games/${gameId}`)).body.game.seats as Json[]) seatOf.set(s.power, players[Number(String(s.player).split('-')[1])]!);

    const stop = { now: false };
    const makeBot = botFor(RULESET)!;
    const plays = [...seatOf].map(([power, p], i) => {
      sent[power] = [];
      return playSeat(p, gameId, makeBot(`trial-bot-${i}`), mulberry(Math.floor(rand() * 2 ** 31)), sent[power]!, stop);
    });
    const failures = Promise.all(plays).catch((e: Error) => problems.push(e.message));
    if (o.killAfterSteps === undefined) await new Promise((r) => setTimeout(r, killAfterMs));
    else {
      const until = Date.now() + 90_000;
      while (Date.now() < until && ((await gm.call('GET', `/api/games/${gameId}`)).body.game.step as number) < o.killAfterSteps) await new Promise((r) => setTimeout(r, 100));
    }
    first.proc.kill('SIGKILL');
    stop.now = true;
    await first.exited;
    await failures;
    log(`killed after ${killAfterMs} ms; ${Object.values(sent).flat().filter((s) => s.acked).length} acknowledged submissions`);

    if (o.tamper) await o.tamper(join(dir, 'diadochi.sqlite'), gameId);
    // The restart: the judge finishes by itself what was interrupted (its scheduler's first passes).
    again = await startJudge(dir);
    await new Promise((r) => setTimeout(r, 400));
    again.proc.kill('SIGTERM');
    await again.exited;
    again = null;

    const storage = await openStorage({ sqlite: join(dir, 'diadochi.sqlite') });
    try {
      const db = storage.db;
      const row = await db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirstOrThrow();
      const steps = await db.selectFrom('steps').select('step').where('game_id', '=', gameId).orderBy('step').execute();
      const expected = [...Array(row.step + 1).keys()];
      if (!same(steps.map((s) => s.step), expected)) problems.push(`steps ${steps.map((s) => s.step).join(',')} for game step ${row.step}`);
      const subs = await db.selectFrom('submissions').selectAll().where('game_id', '=', gameId).execute();
      for (const s of subs) if (s.step > row.step) problems.push(`a submission for step ${s.step} beyond the game's step ${row.step}`);
      const { session } = await loadSession(db, new RecordCache(), row);
      const verified = verifyGame(def, session);
      if (!verified.ok) problems.push(...verified.problems.map((p) => `replay: ${p}`));
      const current = Object.fromEntries(subs.filter((s) => s.step === row.step).map((s) => [s.power, JSON.parse(s.decision)]));
      // The judge stores the game's normalised form of a decision: what `validate` makes of it in the state of its step.
      const stateAt = new Map<number, unknown>();
      const normalised = (step: number, power: string, decision: unknown): unknown => {
        if (!stateAt.has(step)) {
          const r = replay(def, session, step);
          stateAt.set(step, r.ok ? r.value.state : null);
        }
        const state = stateAt.get(step);
        if (state === null) return undefined;
        const v = def.validate(state, power, decision);
        return v.ok ? v.value : undefined;
      };

      for (const [power, list] of Object.entries(sent)) {
        const byStep = new Map<number, Sent[]>();
        for (const s of list) byStep.set(s.step, [...(byStep.get(s.step) ?? []), s]);
        for (const [step, tries] of byStep) {
          const lastAck = tries.map((t) => t.acked).lastIndexOf(true);
          if (lastAck < 0) continue; // nothing acknowledged at this step: nothing was promised
          const allowed = tries.slice(lastAck).map((t) => t.decision);
          // The entry that resolved `step` is record[step + 1].
          const entry = session.record[step + 1];
          const stored = step < row.step ? entry?.decisions[power] : current[power];
          const where = step < row.step ? `the record of step ${step}` : `the current submissions (step ${step})`;
          if (stored === undefined) problems.push(`${power}: the decision acknowledged at step ${step} is missing from ${where}`);
          else if (!allowed.some((d) => same(d, stored) || same(normalised(step, power, d), stored))) problems.push(`${power}: ${where} holds a decision that is not the one acknowledged at step ${step}`);
          if (step < row.step && entry?.defaulted.includes(power)) problems.push(`${power}: defaulted at step ${step} though its decision was acknowledged`);
        }
      }
      const acknowledged = Object.values(sent)
        .flat()
        .filter((s) => s.acked).length;
      const cutOff = Object.values(sent)
        .map((l) => l.at(-1))
        .filter((s) => s && !s.acked).length;
      return { ok: problems.length === 0, problems, killAfterMs, acknowledged, steps: row.step, cutOff };
    } finally {
      await storage.close();
    }
  } catch (e) {
    problems.push(`trial failed: ${(e as Error).message}`);
    return { ok: false, problems, killAfterMs, acknowledged: 0, steps: -1, cutOff: 0 };
  } finally {
    for (const j of [first, again]) if (j && j.proc.exitCode === null && j.proc.signalCode === null) j.proc.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}
