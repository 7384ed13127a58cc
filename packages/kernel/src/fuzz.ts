/**
 * The fuzzer (`npx diadochi fuzz <ruleset>`), after Rally the Troops' own: whole games in which
 * every decision point gets a random legal decision — from the game's `choices` when its
 * decisions are choices, else `legalDecisions`, else its bot, else its default — and, now and
 * then, random garbage (malformed text, wrong types, huge strings) that must be refused with a
 * located problem. It fails on an exception, a dead end (a pending player with no decision that
 * validates), an invariant violation, a game over the step limit, a cycle (a state reached again
 * with no die rolled between: a loop of free choices the rules let a player repeat for ever, like
 * Successors' commander handed back and forth, `successors 8.4.3`), a replay that differs from the
 * game played, a view or bot input holding another seat's secret, and a catalog line missing
 * (or unwritable) in a language. It works from the kernel contract alone: a new game needs no
 * change here.
 *
 * The fuzzer's own chance is a generator seeded from `seed`, never the game's dice, so a failing
 * game is found again with the same seed.
 */
import { canonicalJson, clone, digest } from './canonical.ts';
import { nextBelow, rngFromSeed } from './dice.ts';
import type { RngState } from './dice.ts';
import { askBot, botInput } from './autoplay.ts';
import type { Bot } from './autoplay.ts';
import type { GameDefinition, GameEvent, Pending, PlayerId } from './game.ts';
import { eventLine, missingLines, problemLine, promptLine } from './lines.ts';
import type { Problem } from './result.ts';
import { createGame, loadGame, playerView, replay, saveGame, submit, waitingOn } from './session.ts';
import type { GameSession, RecordEntry } from './session.ts';
import { LANGS } from './vocabulary.ts';
import type { ChoiceDecision } from './vocabulary.ts';

export interface FuzzOptions {
  games: number;
  /** The index of the first game (default 0): game *i* of a seed is replayed alone with `first: i, games: 1`. */
  first?: number;
  seed: string;
  /** A game not over after this many resolved steps fails (default 10,000). */
  maxSteps?: number;
  /** Option sets cycled through by game (default: the game's `exampleOptions`, else `{}`). */
  options?: unknown[];
  /** The game's bot, used when it lists neither choices nor legal decisions. */
  bot?: (seed: string) => Bot;
  /** Chance, at each decision, of also submitting one piece of garbage first (default 0.3). */
  garbage?: number;
  /** How many failure descriptions to keep (the counts go on); default 50. */
  keep?: number;
  /** Called after each game (progress of long runs). */
  onGame?(index: number, report: FuzzReport): void;
}

export interface FuzzReport {
  ruleset: string;
  games: number;
  steps: number;
  crashes: number;
  deadEnds: number;
  violations: number;
  leaks: number;
  /** Garbage decisions submitted (each refused, or counted as a violation). */
  garbage: number;
  /** What failed, first `keep` of them: `game 3 step 41: …`. */
  failures: string[];
}

export function fuzzSummary(r: FuzzReport): string {
  return `fuzz ${r.ruleset}: ${r.games} games, ${r.steps} steps, ${r.crashes} crashes, ${r.deadEnds} dead ends, ${r.violations} violations, ${r.leaks} leaks`;
}

export function fuzzFailed(r: FuzzReport): boolean {
  return r.crashes + r.deadEnds + r.violations + r.leaks > 0;
}

type Kind = 'crashes' | 'deadEnds' | 'violations' | 'leaks';

/** Stops the current game (a crash or a dead end leaves nothing sound to play on). */
class Abort extends Error {}

export function fuzz<S>(def: GameDefinition<S>, o: FuzzOptions): FuzzReport {
  const report: FuzzReport = { ruleset: def.id, games: 0, steps: 0, crashes: 0, deadEnds: 0, violations: 0, leaks: 0, garbage: 0, failures: [] };
  const keep = o.keep ?? 50;
  const variants = o.options ?? (def.exampleOptions && def.exampleOptions.length > 0 ? def.exampleOptions : [{}]);
  const first = o.first ?? 0;
  for (let i = first; i < first + o.games; i++) {
    const run = new GameRun(def, o, report, i, keep);
    try {
      run.play(variants[i % variants.length]);
    } catch (e) {
      if (!(e instanceof Abort)) run.fail('crashes', `exception: ${describe(e)}`);
    }
    report.games += 1;
    report.steps += run.steps;
    o.onGame?.(i, report);
  }
  return report;
}

function describe(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const at = e.stack?.split('\n').find((l) => l.trim().startsWith('at '))?.trim();
  return `${e.message}${at ? ` (${at})` : ''}`;
}

class GameRun<S> {
  steps = 0;
  private session!: GameSession<S>;
  private readonly rng: RngState;
  private readonly bot: Bot | undefined;

  constructor(
    private readonly def: GameDefinition<S>,
    private readonly o: FuzzOptions,
    private readonly report: FuzzReport,
    private readonly index: number,
    private readonly keep: number,
  ) {
    this.rng = rngFromSeed(`fuzz:${o.seed}:${index}`);
    this.bot = o.bot?.(`${o.seed}-${index}`);
  }

  fail(kind: Kind, what: string): void {
    this.report[kind] += 1;
    if (this.report.failures.length < this.keep) this.report.failures.push(`game ${this.index} step ${this.steps} [${kind}]: ${what}`);
  }

  private below(n: number): number {
    return nextBelow(this.rng, n);
  }

  private pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)]!;
  }

  play(options: unknown): void {
    const seed = `${this.o.seed}-${this.index}`;
    const created = createGame(this.def, { seed, options });
    if (!created.ok) {
      this.fail('crashes', `the game's own example options are refused: ${created.error.map((p) => p.code).join(', ')}`);
      throw new Abort();
    }
    this.session = created.value;
    this.checkEvents(this.session.record[0]!.events);
    const maxSteps = this.o.maxSteps ?? 10_000;
    const cycles = new CycleWatch();
    for (;;) {
      const { pending, missing } = waitingOn(this.def, this.session);
      if (!pending) break;
      if (this.steps >= maxSteps) {
        this.fail('violations', `not over after ${maxSteps} steps (phase ${pending.phase})`);
        break;
      }
      this.checkPrompt(pending);
      this.checkSecrets(pending);
      const before = this.session.record.length;
      for (const player of missing) {
        if (this.o.garbage !== 0 && this.below(1000) < (this.o.garbage ?? 0.3) * 1000) this.garbage(player);
        const seenBefore = pending.mode === 'turn' ? null : this.othersSee(player);
        this.decide(player, pending);
        if (this.session.record.length > before) break;
        if (seenBefore) this.checkSubmissionHidden(player, seenBefore);
      }
      if (this.session.record.length === before) {
        this.fail('deadEnds', `phase ${pending.phase}: every pending player decided and nothing was resolved`);
        throw new Abort();
      }
      this.steps = this.session.record.length - 1;
      const entry = this.session.record[this.session.record.length - 1]!;
      this.checkEvents(entry.events);
      for (const v of this.def.checkInvariants?.(this.session.state) ?? []) this.fail('violations', `invariant: ${v}`);
      const back = cycles.see(entry);
      if (back !== undefined) this.fail('violations', `cycle: the state of step ${back} again at step ${entry.step} (phase ${entry.phase}) with no die rolled between`);
    }
    this.checkReplay();
    this.checkReload();
  }

  /** A random legal decision for `player`, submitted; falls back on the default and the bot before calling it a dead end. */
  private decide(player: PlayerId, pending: Pending): void {
    const listed = this.listedDecision(player);
    const tries: { from: string; decision: () => unknown }[] = [];
    if (listed) tries.push({ from: listed.from, decision: () => listed.decision });
    tries.push({ from: 'defaultDecision', decision: () => this.def.defaultDecision(this.session.state, player) });
    const bot = this.bot;
    if (bot && listed?.from !== 'bot') tries.push({ from: 'bot', decision: () => askBot(this.def, this.session, player, bot) });
    const refused: string[] = [];
    for (const t of tries) {
      const decision = t.decision();
      const r = submit(this.def, this.session, player, decision);
      if (r.ok) {
        if (refused.length > 0 && listed) this.fail('violations', `${player}, phase ${pending.phase}: a decision listed by ${listed.from} is refused (${refused[0]}): ${preview(listed.decision, 2000)}`);
        this.session = r.value.session;
        return;
      }
      this.checkProblems(r.error, decision, false);
      if (r.error.some((p) => p.code === 'internal-error')) this.fail('crashes', `${player}, phase ${pending.phase}: validate threw on ${t.from}'s decision: ${r.error[0]!.message}`);
      refused.push(`${t.from}: ${r.error.map((p) => p.code).join(', ')}`);
    }
    this.fail('deadEnds', `${player}, phase ${pending.phase}: no decision validates (${refused.join('; ')})`);
    throw new Abort();
  }

  private listedDecision(player: PlayerId): { from: string; decision: unknown } | null {
    const { state } = this.session;
    if (this.def.decisionKind === 'choice' && this.def.choices) {
      const choices = this.def.choices(state, player);
      if (!choices || choices.length === 0) {
        this.fail('violations', `${player}: pending but the game lists no choice`);
        return null;
      }
      const c = this.pick(choices);
      const d: ChoiceDecision = { verb: c.verb };
      if (c.subject !== undefined) d.subject = c.subject;
      if (c.targets && c.targets.length > 0) d.target = this.pick(c.targets);
      return { from: 'choices', decision: d };
    }
    const legal = this.def.legalDecisions?.(state, player);
    if (legal) {
      if (legal.length === 0) {
        this.fail('violations', `${player}: pending but legalDecisions lists nothing`);
        return null;
      }
      return { from: 'legalDecisions', decision: this.pick(legal) };
    }
    if (this.bot) return { from: 'bot', decision: askBot(this.def, this.session, player, this.bot) };
    return null;
  }

  /** One piece of garbage, which must not throw and, when it is certainly malformed, must be refused with located problems. */
  private garbage(player: PlayerId): void {
    const { value, mustRefuse } = this.garbageValue(player);
    this.report.garbage += 1;
    let direct: ReturnType<GameDefinition<S>['validate']>;
    try {
      direct = this.def.validate(this.session.state, player, clone(value));
    } catch (e) {
      this.fail('crashes', `validate threw on garbage ${preview(value)}: ${describe(e)}`);
      return;
    }
    if (direct.ok) {
      if (mustRefuse) this.fail('violations', `garbage accepted: ${preview(value)}`);
      return;
    }
    this.checkProblems(direct.error, value, true);
  }

  private garbageValue(player: PlayerId): { value: unknown; mustRefuse: boolean } {
    const words = () => Array.from({ length: 1 + this.below(12) }, () => this.pick(['A', 'F', 'zz', '->', 'S', '-', '::', '{', '"', '\u0000', 'é', '🐘', '12', '-1', 'Babylon', 'hold', ' '])).join(' ');
    // Not `[]`: a text game may read an empty list of lines as "no orders", which is a decision.
    const wrong = [null, 0, -1, 3.5, 1e21, true, false, [null], Array(500).fill(0), { '': [null] }];
    const kind = this.below(6);
    if (kind === 0) return { value: this.pick(wrong), mustRefuse: true };
    if (kind === 1) return { value: 'x'.repeat(100_000 + this.below(100_000)), mustRefuse: true };
    if (kind === 2) return { value: Array.from({ length: 2000 }, words).join('\n'), mustRefuse: true };
    if (kind === 3) {
      let deep: unknown = 'bottom';
      for (let k = 0; k < 200; k++) deep = { [this.pick(['do', 'verb', 'orders', 'x'])]: deep };
      return { value: deep, mustRefuse: true };
    }
    if (kind === 4) return { value: words(), mustRefuse: false };
    // A listed decision with one field given a value of another type.
    const legal = this.listedQuietly(player);
    if (!legal || typeof legal !== 'object' || Array.isArray(legal)) return { value: { verb: words(), target: this.pick(wrong) }, mustRefuse: false };
    const keys = Object.keys(legal);
    if (keys.length === 0) return { value: legal, mustRefuse: false };
    const key = this.pick(keys);
    const old = (legal as Record<string, unknown>)[key];
    const other = typeof old === 'string' ? this.pick([7, null, ['x'], { a: 1 }]) : this.pick(['x'.repeat(5000), null, [1], { a: 1 }]);
    return { value: { ...legal, [key]: other }, mustRefuse: true };
  }

  private listedQuietly(player: PlayerId): unknown {
    const { state } = this.session;
    if (this.def.decisionKind === 'choice' && this.def.choices) {
      const c = this.def.choices(state, player)?.[0];
      return c ? { verb: c.verb, ...(c.subject !== undefined ? { subject: c.subject } : {}), ...(c.targets?.[0] !== undefined ? { target: c.targets[0] } : {}) } : null;
    }
    const legal = this.def.legalDecisions?.(state, player);
    return legal && legal.length > 0 ? this.pick(legal) : null;
  }

  /** Problems are located values: a code, a message, and a place (a path into the decision, or a span of its text). */
  private checkProblems(problems: Problem[], decision: unknown, garbage: boolean): void {
    if (problems.length === 0) return this.fail('violations', `refused with no problem: ${preview(decision)}`);
    for (const p of problems) {
      if (typeof p.code !== 'string' || p.code === '' || typeof p.message !== 'string' || p.message === '') {
        this.fail('violations', `a problem without code or message: ${preview(p)}`);
        continue;
      }
      if (garbage && !located(p, decision)) this.fail('violations', `problem ${p.code} is not located (no path nor span within the text) for ${preview(decision)}`);
    }
    this.checkLines('problems', problems.map((p) => p.code), (lang) => problems.map((p) => problemLine(this.def, p, lang)));
  }

  private checkPrompt(pending: Pending): void {
    if (!this.def.catalogs) return;
    this.checkLines('prompts', [pending.phase], (lang) => [promptLine(this.def, pending, lang)]);
  }

  private checkEvents(events: GameEvent[]): void {
    if (!this.def.catalogs) return;
    for (const e of events) if (typeof e.text === 'string') this.fail('violations', `event ${e.type} carries prose ("text") in a game with catalogs`);
    this.checkLines('events', events.map((e) => e.type), (lang) => events.map((e) => eventLine(this.def, e, lang)));
  }

  /** Every code has a line in every language, and each line writes a sentence (no `undefined`, `NaN`, `[object Object]`). */
  private checkLines(part: 'events' | 'problems' | 'prompts', codes: string[], write: (lang: (typeof LANGS)[number]) => string[]): void {
    if (!this.def.catalogs) return;
    for (const m of missingLines(this.def, { [part]: codes }, LANGS)) this.fail('violations', `catalog line missing: ${m}`);
    for (const lang of LANGS) {
      let lines: string[];
      try {
        lines = write(lang);
      } catch (e) {
        this.fail('crashes', `a ${lang} ${part} line threw: ${describe(e)}`);
        continue;
      }
      lines.forEach((l, k) => {
        if (l.trim() === '' || /\bundefined\b|\bNaN\b|\[object Object\]/.test(l)) this.fail('violations', `${lang} ${part}.${codes[k]} wrote "${l}"`);
      });
    }
  }

  /** No seat's secrets in another seat's view, in a spectator's view, nor in another pending seat's bot input. */
  private checkSecrets(pending: Pending): void {
    if (!this.def.secrets) return;
    const { state } = this.session;
    const seats = this.session.players;
    const secrets = new Map(seats.map((p) => [p, new Set(this.def.secrets!(state, p))]));
    const seen = (label: string, viewer: PlayerId | null, value: unknown) => {
      const strings = stringsOf(value);
      for (const [owner, own] of secrets) {
        if (owner === viewer) continue;
        for (const s of own) if (strings.has(s)) this.fail('leaks', `${label} shows ${owner}'s secret "${s}"`);
      }
    };
    for (const viewer of [...seats, null]) seen(`the view of ${viewer ?? 'a spectator'}`, viewer, this.def.view(state, viewer));
    for (const p of pending.players) seen(`${p}'s bot input`, p, botInput(this.def, this.session, p));
  }

  /** The strings each other seat's player view holds now (before `player` submits). */
  private othersSee(player: PlayerId): Map<PlayerId, Set<string>> {
    return new Map(this.session.players.filter((p) => p !== player).map((p) => [p, stringsOf(playerView(this.def, this.session, p))]));
  }

  /**
   * A decision submitted in a simultaneous step stays out of the other seats' views until it is
   * resolved: no text of it (8 characters or more) appears there that was not there before.
   */
  private checkSubmissionHidden(player: PlayerId, before: Map<PlayerId, Set<string>>): void {
    const mine = this.session.submissions[player];
    const needles = [...stringsOf(mine)].filter((x) => x.trim().length >= 8);
    if (needles.length === 0) return;
    for (const [other, had] of before) {
      const now = stringsOf(playerView(this.def, this.session, other));
      const leaked = needles.find((x) => now.has(x) && !had.has(x));
      if (leaked !== undefined) this.fail('leaks', `${other} sees ${player}'s unresolved decision (${preview(leaked)})`);
    }
  }

  /** Replay equals live: the same states, the same events; and the save loads back. */
  private checkReplay(): void {
    const again = replay(this.def, this.session);
    if (!again.ok) return this.fail('violations', `replay failed: ${again.error.map((p) => p.message).join('; ')}`);
    if (digest(again.value.state) !== digest(this.session.state)) this.fail('violations', 'replay reaches another state than the game played');
    if (canonicalJson(again.value.record.map((e) => e.events)) !== canonicalJson(this.session.record.map((e) => e.events))) this.fail('violations', 'replay logs other events than the game played');
    const loaded = loadGame(saveGame(this.session as GameSession));
    if (!loaded.ok || digest(loaded.value.state) !== digest(this.session.state)) this.fail('violations', 'the save does not load back to the same state');
  }

  /** A game saved and loaded before every step goes on as the live one (`firstReloadDivergence`). Games whose steps a player defaulted are left out. */
  private checkReload(): void {
    if (this.session.record.some((e) => e.defaulted.length > 0)) return;
    const diverged = firstReloadDivergence(this.def, this.session);
    if (diverged) this.fail('violations', `saved and loaded: ${diverged}`);
  }
}

/**
 * A game saved and loaded before every step goes on as the live one (issue 22, "Deterministic"):
 * each recorded step is played again from the state as its save reads back (canonical text:
 * keys sorted), with the recorded decisions, and must leave the recorded digest and events.
 * A rule walking an object's keys in the order they were written found them in another order
 * after a load (Les Diadoques' neutral forces); the kernel now keeps states in canonical order.
 */
function firstReloadDivergence<S>(def: GameDefinition<S>, played: GameSession<S>): string | null {
  const created = createGame(def, { seed: played.seed, options: played.options });
  if (!created.ok) return 'the game cannot be created again';
  let session = created.value;
  for (const entry of played.record.slice(1)) {
    session = { ...session, state: JSON.parse(canonicalJson(session.state)) as S };
    for (const player of Object.keys(entry.decisions)) {
      const r = submit(def, session, player, entry.decisions[player]);
      if (!r.ok) return `step ${entry.step} (${entry.phase}): ${player}'s recorded decision is refused after a load (${r.error.map((p) => p.code).join(', ')})`;
      session = r.value.session;
    }
    const again = session.record[entry.step];
    if (!again || again.digest !== entry.digest) return `step ${entry.step} (${entry.phase}) reaches another state after a load`;
    if (canonicalJson(again.events) !== canonicalJson(entry.events)) return `step ${entry.step} (${entry.phase}) logs other events after a load`;
  }
  return null;
}

/**
 * The states since the last die rolled, by digest. With no roll between, a state seen again is
 * the same position with the same dice to come: a loop the game can be driven round for ever.
 * Reported once a game (the first return), since a random player may go round it many times.
 */
class CycleWatch {
  private readonly seen = new Map<string, number>();
  private reported = false;

  /** The step whose state `entry` returns to, when it is a cycle not yet reported. */
  see(entry: RecordEntry): number | undefined {
    if (entry.rolls.length > 0) this.seen.clear();
    const back = this.seen.get(entry.digest);
    this.seen.set(entry.digest, entry.step);
    if (back === undefined || this.reported) return undefined;
    this.reported = true;
    return back;
  }
}

/**
 * A problem is located when it says where: a path into the decision, or a span inside its text
 * (within the text). A problem of a decision of the wrong type (not text) with no path is about
 * the whole decision — its root is the place; a problem in a text must point into it.
 */
function located(p: Problem, decision: unknown): boolean {
  if (p.span) return typeof decision !== 'string' || (p.span.start >= 0 && p.span.start <= p.span.end && p.span.end <= decision.length);
  if (p.path !== undefined) return Array.isArray(p.path);
  return typeof decision !== 'string';
}

/** Every string value and key in a JSON value. */
function stringsOf(value: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        out.add(k);
        walk(x);
      }
    }
  };
  walk(value);
  return out;
}

function preview(v: unknown, max = 80): string {
  let s: string;
  try {
    s = JSON.stringify(v) ?? String(v);
  } catch {
    s = String(v);
  }
  return s.length > max ? `${s.slice(0, max - 3)}… (${s.length} chars)` : s;
}
