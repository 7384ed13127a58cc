import { canonicalJson, canonicalOrder, clone, digest, fastHash128, sha256Hex } from './canonical.ts';
import { Dice, rngFromSeed } from './dice.ts';
import type { Roll, RngState } from './dice.ts';
import type { GameDefinition, GameEvent, GameResult, Pending, PlayerId } from './game.ts';
import { err, ok, problem } from './result.ts';
import type { Problem, Result } from './result.ts';

export const SAVE_FORMAT = 'diadochi-game';
export const SAVE_VERSION = 1;

/** One resolution: the inputs it took, what it caused, the dice it rolled, the state it left. */
export interface RecordEntry {
  step: number;
  phase: string;
  /** Raw decisions as submitted (or defaulted), by player. */
  decisions: Record<PlayerId, unknown>;
  /** Players whose decision was the game's default because they did not submit in time. */
  defaulted: PlayerId[];
  events: GameEvent[];
  rolls: Roll[];
  /** Digest of the state after this step: a replay must reach the same. */
  digest: string;
}

/**
 * A game being played: the state, the dice, the decisions waiting for resolution and the
 * full record. This object is the save format (see `saveGame`).
 */
export interface GameSession<S = unknown> {
  format: typeof SAVE_FORMAT;
  version: typeof SAVE_VERSION;
  ruleset: string;
  options: unknown;
  players: PlayerId[];
  /** sha256 of the seed, published when the game is created (commit–reveal fair dice). */
  commitment: string;
  /** The seed. Secret while the game runs online; revealed with the record when it ends. */
  seed: string;
  rng: RngState;
  state: S;
  /** Decisions received for the current pending step, not yet resolved. Secret. */
  submissions: Record<PlayerId, unknown>;
  record: RecordEntry[];
}

export interface CreateGame {
  options?: unknown;
  seed: string;
}

export function seedCommitment(seed: string): string {
  return sha256Hex(`diadochi-seed:${seed}`);
}

export function createGame<S>(def: GameDefinition<S>, input: CreateGame): Result<GameSession<S>> {
  const parsed = def.parseOptions(input.options ?? {});
  if (!parsed.ok) return parsed;
  const rng = rngFromSeed(input.seed);
  const { ctx, events, dice } = context(rng);
  const state = inOrder(def.setup(parsed.value, ctx));
  const session: GameSession<S> = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    ruleset: def.id,
    options: parsed.value,
    players: def.players(parsed.value),
    commitment: seedCommitment(input.seed),
    seed: input.seed,
    rng,
    state,
    submissions: {},
    record: [withDigest({ step: 0, phase: 'setup', decisions: {}, defaulted: [], events, rolls: dice.rolls }, state)],
  };
  return ok(session);
}

function context(rng: RngState) {
  const dice = new Dice(rng);
  const events: GameEvent[] = [];
  return { dice, events, ctx: { dice, emit: (e: GameEvent) => void events.push(e) } };
}

export interface Waiting {
  pending: Pending | null;
  /** Players of the pending step who have not submitted yet. */
  missing: PlayerId[];
}

export function waitingOn<S>(def: GameDefinition<S>, session: GameSession<S>): Waiting {
  const pending = def.pending(session.state);
  if (!pending) return { pending: null, missing: [] };
  return { pending, missing: pending.players.filter((p) => !(p in session.submissions)) };
}

export interface Submitted<S> {
  session: GameSession<S>;
  /** True when this submission completed the step and the game resolved it. */
  resolved: boolean;
}

/**
 * A player's decision. Validated by the game; kept secret until every pending player has
 * decided, then resolved. A player may submit again to replace a decision not yet resolved.
 * Never throws on player input; the session passed in is not modified.
 */
export function submit<S>(def: GameDefinition<S>, session: GameSession<S>, player: PlayerId, decision: unknown): Result<Submitted<S>> {
  const { pending } = waitingOn(def, session);
  if (!pending) return err([problem('game-over', 'The game is over: no decision is expected.')]);
  if (!pending.players.includes(player)) {
    return err([problem('not-your-decision', `No decision is expected from ${player} now (phase ${pending.phase}).`, { data: { player, phase: pending.phase } })]);
  }
  // The game validates the private copy it will resolve, so what it checked is what it resolves
  // even if the caller changes its object afterwards.
  let stored: unknown;
  try {
    stored = decision === undefined ? undefined : clone(decision);
  } catch (e) {
    return err([problem('not-data', `The decision is not plain JSON data: ${(e as Error).message}`, { data: { error: (e as Error).message } })]);
  }
  const checked = safeValidate(def, session.state, player, stored);
  if (!checked.ok) return checked;
  remember(session.state, player, stored, checked.value);
  const next = withChanges(session, { submissions: withChanges(session.submissions, { [player]: stored }) });
  const complete = pending.players.every((p) => p in next.submissions);
  if (!complete) return ok({ session: next, resolved: false });
  return ok({ session: resolveStep(def, next, pending, []), resolved: true });
}

/**
 * Decisions validated when submitted (issue 22: the judge validated each decision twice, at
 * submission and at resolution), by the state they were checked against: player → the stored
 * raw decision and its validated form. Rules are pure, so the same decision on the same state
 * validates to the same value; the resolution takes a player's entry only if the state is the
 * very object it was checked against and the raw decision the very one stored in
 * `submissions` (a session rebuilt from a save, or a decision replaced, is validated again).
 * Weak: an entry lives no longer than its state. Taken once: a step resolved twice from the
 * same session (a retry) validates again rather than reuse a value the first resolution may
 * have changed.
 */
const validated = new WeakMap<object, Map<PlayerId, { raw: unknown; value: unknown }>>();

function remember(state: unknown, player: PlayerId, raw: unknown, value: unknown): void {
  if (state === null || typeof state !== 'object') return;
  let byPlayer = validated.get(state);
  if (!byPlayer) validated.set(state, (byPlayer = new Map()));
  byPlayer.set(player, { raw, value });
}

function recall(state: unknown, player: PlayerId, raw: unknown): { value: unknown } | undefined {
  if (state === null || typeof state !== 'object') return undefined;
  const byPlayer = validated.get(state);
  const entry = byPlayer?.get(player);
  if (!entry || entry.raw !== raw) return undefined;
  byPlayer!.delete(player);
  return { value: entry.value };
}

/**
 * `{ ...base, ...changes }`: the same keys in the same order with the same values. Issue 22: in
 * this V8 (Node 20) an object literal that starts with a spread and goes on (`{ ...session,
 * submissions }`) takes about a microsecond, `Object.assign` onto `{}` a sixth of that, and the
 * judge copies the session so on every submission. The two differ only for an own `__proto__`
 * key (which `Object.assign` would make a prototype, e.g. from a crafted save): such an object is
 * spread as before.
 */
function withChanges<T extends object>(base: T, changes: Partial<T>): T {
  if (Object.hasOwn(base, '__proto__') || Object.hasOwn(changes, '__proto__')) return { ...base, ...changes };
  return Object.assign({}, base, changes);
}

/** Takes back a decision not yet resolved. */
export function retract<S>(session: GameSession<S>, player: PlayerId): GameSession<S> {
  const submissions = { ...session.submissions };
  delete submissions[player];
  return withChanges(session, { submissions });
}

/**
 * The deadline passed: resolve now, giving each missing player the game's default decision
 * (its no-move-received rule). Returns the session unchanged when nothing is pending.
 */
export function resolveAtDeadline<S>(def: GameDefinition<S>, session: GameSession<S>): GameSession<S> {
  const { pending, missing } = waitingOn(def, session);
  if (!pending) return session;
  const submissions = { ...session.submissions };
  for (const p of missing) submissions[p] = clone(def.defaultDecision(session.state, p));
  return resolveStep(def, withChanges(session, { submissions }), pending, missing);
}

function safeValidate<S>(def: GameDefinition<S>, state: S, player: PlayerId, decision: unknown): Result<unknown> {
  try {
    return def.validate(state, player, decision);
  } catch (e) {
    // A game bug must not lose the player's input nor crash the judge: report it as a problem.
    return err([problem('internal-error', `The rules engine failed on this decision: ${(e as Error).message}`, { data: { error: (e as Error).message } })]);
  }
}

/**
 * Resolves the pending step with `session.submissions`. Each decision is validated here unless
 * it was at submission (`recall`) or the caller already did (`checked`, from `replay`).
 */
function resolveStep<S>(def: GameDefinition<S>, session: GameSession<S>, pending: Pending, defaulted: PlayerId[], checked?: Record<PlayerId, unknown>): GameSession<S> {
  const decisions: Record<PlayerId, unknown> = {};
  for (const p of pending.players) {
    const raw = session.submissions[p];
    const known = checked && p in checked ? { value: checked[p] } : recall(session.state, p, raw);
    if (known) {
      decisions[p] = known.value;
      continue;
    }
    const v = def.validate(session.state, p, raw);
    if (!v.ok) throw new Error(`decision of ${p} no longer valid at resolution: ${v.error.map((x) => x.message).join('; ')}`);
    decisions[p] = v.value;
  }
  const rng = clone(session.rng);
  const { ctx, events, dice } = context(rng);
  const state = inOrder(def.resolve(clone(session.state), decisions, ctx));
  const entry = withDigest({ step: session.record.length, phase: pending.phase, decisions: session.submissions, defaulted, events, rolls: dice.rolls }, state);
  // The oldest step still allowed to wait unread in this record gets its digest (`withDigest`).
  void session.record[session.record.length - DIGEST_BACKLOG]?.digest;
  return withChanges(session, { rng, state, submissions: {}, record: [...session.record, entry] });
}

/**
 * The record entry with its `digest` computed when first read (issue 22: on a classic movement
 * phase the digest was a quarter of the judge's work, and self-play, bots and the arena never
 * read it). It reads as a plain field (enumerable, in saves and JSON); its value is the digest of
 * the state the step left, which nothing changes afterwards (the next step resolves a copy).
 * At most `DIGEST_BACKLOG` entries of a record wait unread, each holding its state: a step
 * resolved computes the digest of the step `DIGEST_BACKLOG` before it, so a long game keeps a
 * bounded number of states alive. A record dropped unread (self-play, the bots' benches) is
 * never hashed (issue 22: a global ring of the latest unread entries hashed every step of
 * such games when they were pushed out, a thirtieth of a whole Les Diadoques game).
 */
function withDigest(entry: Omit<RecordEntry, 'digest'>, state: unknown): RecordEntry {
  let held: unknown = state;
  let value: string | undefined;
  const read = () => {
    if (value === undefined) {
      value = ordered.has(held as object) ? fastHash128(stateText(held)) : digest(held);
      held = undefined;
    }
    return value;
  };
  Object.defineProperty(entry, 'digest', { get: read, enumerable: true, configurable: true });
  return entry as RecordEntry;
}

/**
 * A state as the kernel keeps it: its keys in canonical order (`canonicalOrder`), so a game
 * loaded from its save meets every object's keys in the same order as the live game and goes on
 * the same way (issue 22, "Deterministic"; `test/save-order.test.ts`). A state holding anything
 * but plain data is kept as the game made it (its digest then takes the sorted copy).
 */
function inOrder<S>(state: S): S {
  const out = canonicalOrder(state);
  if (out === undefined) return state;
  if (out !== null && typeof out === 'object') ordered.add(out);
  return out;
}

/** The states `inOrder` put in order: their digest is the hash of their JSON text as it is. */
const ordered = new WeakSet<object>();

/**
 * The canonical text of a state the kernel keeps (`session.state`), written once however often it
 * is asked for: its digest is the hash of this text, and a store may write the same text (issue 22;
 * the judge does not yet: its engine resolves steps in worker threads, whose states arrive as
 * copies). The same as `canonicalJson(state)`; kept while the state lives, which nothing changes
 * once a step has left it.
 */
export function stateText(state: unknown): string {
  if (state === null || typeof state !== 'object' || !ordered.has(state)) return canonicalJson(state);
  let text = texts.get(state);
  if (text === undefined) texts.set(state, (text = JSON.stringify(state)));
  return text;
}

const texts = new WeakMap<object, string>();

/** How many steps of a record may wait with their digest unread (`withDigest`). */
const DIGEST_BACKLOG = 256;

export function gameResult<S>(def: GameDefinition<S>, session: GameSession<S>): GameResult | null {
  return def.result(session.state);
}

/** What one player (or a spectator, `null`) may see of a game. */
export interface PlayerView<V = unknown> {
  ruleset: string;
  players: PlayerId[];
  step: number;
  pending: Pending | null;
  /** Players still to decide in the pending step (whether they did is public; what, is not). */
  missing: PlayerId[];
  /** This player's own unresolved decision, if any. */
  mySubmission?: unknown;
  view: V;
  /** Events this viewer may see, newest last, with the step that produced them. */
  log: (GameEvent & { step: number })[];
  result: GameResult | null;
  commitment: string;
  /** Revealed only once the game is over. */
  seed?: string;
}

export function playerView<S, V>(def: GameDefinition<S, unknown, V>, session: GameSession<S>, viewer: PlayerId | null): PlayerView<V> {
  const { pending, missing } = waitingOn(def, session);
  const over = pending === null;
  const log = session.record.flatMap((entry) =>
    entry.events.filter((e) => over || !e.to || (viewer !== null && e.to.includes(viewer))).map((e) => ({ ...e, step: entry.step })),
  );
  const out: PlayerView<V> = {
    ruleset: session.ruleset,
    players: session.players,
    step: session.record.length - 1,
    pending,
    missing,
    view: def.view(session.state, viewer),
    log,
    result: def.result(session.state),
    commitment: session.commitment,
  };
  if (viewer !== null && viewer in session.submissions) out.mySubmission = session.submissions[viewer];
  if (over) out.seed = session.seed;
  return out;
}

/** The versioned JSON save: canonical, so equal games save to identical bytes. */
export function saveGame(session: GameSession): string {
  return canonicalJson(session);
}

export function loadGame(text: string): Result<GameSession> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return err([problem('bad-json', `Not a JSON save: ${(e as Error).message}`)]);
  }
  const d = data as Partial<GameSession>;
  if (!d || typeof d !== 'object' || d.format !== SAVE_FORMAT) {
    return err([problem('bad-format', `Not a Diadochi game file (format must be "${SAVE_FORMAT}").`)]);
  }
  if (d.version !== SAVE_VERSION) {
    return err([problem('bad-version', `Save version ${String(d.version)} is not supported (this build reads version ${SAVE_VERSION}).`)]);
  }
  for (const key of ['ruleset', 'seed', 'commitment', 'rng', 'state', 'record', 'players', 'submissions'] as const) {
    if (d[key] === undefined) return err([problem('bad-save', `The save has no "${key}".`, { path: [key] })]);
  }
  return ok(d as GameSession);
}

/**
 * Rebuilds a game from its seed, options and recorded decisions, up to `uptoStep` (default:
 * all). Any past state of a game can be seen this way.
 */
export function replay<S>(
  def: GameDefinition<S>,
  source: Pick<GameSession<S>, 'options' | 'seed' | 'record'>,
  uptoStep = source.record.length - 1,
): Result<GameSession<S>> {
  const created = createGame(def, { options: source.options, seed: source.seed });
  if (!created.ok) return created;
  let session = created.value;
  for (const entry of source.record.slice(1, uptoStep + 1)) {
    const { pending } = waitingOn(def, session);
    if (!pending) return err([problem('replay-past-end', `Step ${entry.step}: the game was already over.`)]);
    if (pending.phase !== entry.phase) {
      return err([problem('replay-diverged', `Step ${entry.step}: the game expects phase ${pending.phase}, the record says ${entry.phase}.`)]);
    }
    // Validated once, here (issue 22): the resolution takes these values.
    const checked: Record<PlayerId, unknown> = {};
    for (const p of pending.players) {
      const v = safeValidate(def, session.state, p, entry.decisions[p]);
      if (!v.ok) return err(v.error.map((x) => ({ ...x, message: `Step ${entry.step}, ${p}: ${x.message}` })));
      checked[p] = v.value;
    }
    session = resolveStep(def, withChanges(session, { submissions: entry.decisions }), pending, entry.defaulted, checked);
  }
  return ok(session);
}

export interface Verification {
  ok: boolean;
  steps: number;
  rolls: number;
  problems: string[];
}

/**
 * Fair-dice check (`diadochi verify`): the seed matches the commitment published at
 * creation, and re-running every recorded decision from that seed gives every recorded roll
 * and every recorded state digest.
 */
export function verifyGame<S>(def: GameDefinition<S>, session: GameSession<S>): Verification {
  const problems: string[] = [];
  if (seedCommitment(session.seed) !== session.commitment) {
    problems.push('The seed does not match the commitment published when the game was created.');
  }
  const rebuilt = replay(def, session);
  if (!rebuilt.ok) return { ok: false, steps: 0, rolls: 0, problems: [...problems, ...rebuilt.error.map((p) => p.message)] };
  let rolls = 0;
  session.record.forEach((entry, i) => {
    const again = rebuilt.value.record[i];
    if (!again) return void problems.push(`Step ${entry.step} is missing from the replay.`);
    rolls += entry.rolls.length;
    if (canonicalJson(entry.rolls) !== canonicalJson(again.rolls)) {
      problems.push(`Step ${entry.step} (${entry.phase}): recorded rolls ${describeRolls(entry.rolls)} but the seed gives ${describeRolls(again.rolls)}.`);
    }
    if (entry.digest !== again.digest) problems.push(`Step ${entry.step} (${entry.phase}): the recorded state differs from the replayed one.`);
  });
  if (digest(rebuilt.value.state) !== digest(session.state)) problems.push('The final state differs from the replayed one.');
  return { ok: problems.length === 0, steps: session.record.length, rolls, problems };
}

function describeRolls(rolls: Roll[]): string {
  return rolls.map((r) => `${r.what}=[${r.result.join(',')}]`).join(' ') || '(none)';
}

export type { Problem };
