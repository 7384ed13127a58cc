/**
 * Reading orders as players write them, in either notation:
 * - diadoques (`diadoques §9a.17`, `§9a.32`, `§9a.36`, `§9a.43`): `A PHE SYR`, `A PHE X`,
 *   `F* CYC Athènes`, `F MOR A1 Alexandrie`, `F MOR Ra Alexandrie`,
 *   `F MOR Re MIO, CYC, Alexandrie, MRD, MIN`, and — the paragraphs were lost
 *   (`diadoques §9a.18`, `§9a.19`) — Diplomacy's `A SYR S A PHE CIL`, `F MOR C A EGY SYR`;
 * - diadokhoi (`diadokhoi §6.3.36`): `A Arc - (Cyc - EMS) - Egy`, `F Cyc C A Arc - Egy`,
 *   `A Cap S A Cil - Cat`, `A Cil H`, `A Lyd Bsg1 Sardes`, `F EMS Spl Alexandria`,
 *   `G Cyzica = A Hel`.
 * Either ruleset reads both notations, any case, with or without accents, full names or
 * abbreviations: "an order badly written but understandable is executed" (`diadoques §9a.2`).
 * An order that cannot be read, or reads two ways, is a problem with its place in the text.
 * Nothing here throws.
 */
import { canonicalOrder } from '@diadochi/kernel';
import type { Problem } from '@diadochi/kernel';
import { nameKey } from '../../map/names.ts';
import type { GameMap, RulesetId, UnitType } from '../../map/types.ts';
import { MAX_PLACE_KEY, MAX_PLACE_WORDS } from '../../core/limits.ts';
import { extraCharactersThatMatter, keyOf, lookupCharacter, lookupPlace } from '../names.ts';
import type { Order, UnitOrderBody, UnitRef } from './types.ts';
import { spend, unbudgeted, workDone } from '../../core/work.ts';
import { deepFreeze } from '../../core/frozen.ts';
import { lex, MILITARY, readLines, stripComment, withinBudget } from '../lexer.ts';
import type { LineParse, Token } from '../lexer.ts';
import { fail as refuse, said } from '../refusal.ts';
import type { Step } from '../refusal.ts';

export interface ParseContext {
  map: GameMap;
  /** Character ids known besides the set-ups' (a scenario's own characters). */
  characters?: readonly string[];
  /** `retreats`: the diadokhoi retreat step, where a move is a retreat and a hold a disband. */
  phase?: 'orders' | 'retreats';
}

export type ParsedLine = LineParse<Order>;

export interface ParseResult {
  orders: ParsedLine[];
  problems: Problem[];
}

const ok = <T>(value: T): Step<T> => ({ ok: true, value });
/** A refusal at these tokens; `data` holds what the message names, for the reader's language (`game/i18n-problems.ts`). */
const fail = (code: string, message: string, at: Token[] | { start: number; end: number }, data?: Record<string, unknown>): Step<never> => refuse(code, message, at, undefined, data);

const TYPES: Record<string, UnitType | 'G'> = { a: 'A', am: 'Am', ae: 'Ae', ag: 'Ag', f: 'F', fe: 'Fe', g: 'G' };
const DASHES = new Set(['-', '->', '→', '—', '–', '>']);
const HOLD = new Set(['x', 'h', 'hold', 'holds', 'tient', 'tenir', 'reste', 'stand']);
const SUPPORT = new Set(['s', 'so', 'sou', 'soutient', 'soutien', 'soutenir', 'support', 'supports']);
const CONVOY = new Set(['c', 'co', 'convoie', 'convoi', 'convoyer', 'convoy', 'convoys']);
const SIEGE1 = new Set(['a1', 'bsg1', 'siege1', 'besiege1', 'besieges1']);
const SIEGE2 = new Set(['a2', 'bsg2', 'siege2', 'besiege2', 'besieges2']);
const RESUPPLY = new Set(['ra', 'spl', 'supply', 'supplies', 'ravitaille', 'ravitaillement', 'resupply']);
const RETREATS = new Set(['re', 'retraite', 'retraites', 'retreat', 'retreats']);
const DISBAND = new Set(['d', 'disband', 'disbands', 'dissous', 'dissoudre', 'destroy', 'detruire', 'licencier']);
const CONVERT = new Set(['=', ':']);

const key = (t: Token) => keyOf(t.text) || t.text;
const isKeyword = (t: Token) => {
  const k = key(t);
  return HOLD.has(k) || SUPPORT.has(k) || CONVOY.has(k) || SIEGE1.has(k) || SIEGE2.has(k) || RESUPPLY.has(k) || RETREATS.has(k) || DISBAND.has(k) || CONVERT.has(t.text) || t.text === '(';
};

/** Parses every non-empty line of a text. `#` starts a comment unless it follows a unit letter (`A#`). */
export function parseOrders(text: string, ctx: ParseContext): ParseResult {
  if (typeof text !== 'string') return { orders: [], problems: [] };
  const within = rememberedLines(ctx);
  return readLines(text, stripComment, (body) => readTokens(body, ctx), within);
}

/** Parses one order. */
export function parseOrder(text: string, ctx: ParseContext): Step<Order> {
  const body = stripComment(text);
  return rememberedLines(ctx)(body, () => readTokens(body, ctx));
}

/**
 * Issue 22: the judge read each order line five or six times a step (the season's split, the
 * military check, the void orders, the secondary inputs, the leaders leaving, the interpretation:
 * a quarter of a Les Diadoques season's CPU). A line's reading depends only on the line and the
 * context (map, extra characters, phase), so each is kept, by map, under the context and the
 * line, and given back frozen (deeply: no reader of it may change it). Only readings done outside
 * any enclosing budget are kept or reused (inside one, a reading may stop on what is left of the
 * outer budget: `core/work.ts`), and a reused reading spends again the work it spent (so
 * `workDone`, the readers' size tests and the fuzzer count as before). Short lines only, and a
 * bounded number: a hostile text must not fill the memory.
 */
interface Remembered {
  step: Step<Order>;
  work: number;
}

const REMEMBERED_LINES = 20_000;
const REMEMBERED_CHARS = 256;
/** Map → context (phase and extra characters) → line → reading; `size` counts the lines kept for the map. */
const remembered = new WeakMap<GameMap, { size: number; byContext: Map<string, Map<string, Remembered>> }>();

function rememberedLines(ctx: ParseContext): (body: string, read: () => Step<Order>) => Step<Order> {
  let kept = remembered.get(ctx.map);
  if (!kept) remembered.set(ctx.map, (kept = { size: 0, byContext: new Map() }));
  const all = kept;
  // The context's key is looked up once a text, not once a line (a long list of characters is a long key).
  // Only what can change a reading is in it: the retreat step or not (`parseBody`), and the extra
  // characters the set-ups do not already name (`extraCharactersThatMatter`), so the split, the
  // validator and the resolution share their readings (issue 22).
  const extra = extraCharactersThatMatter(ctx.map.ruleset as RulesetId, ctx.characters);
  const context = `${ctx.phase === 'retreats' ? 'retreats' : ''}\u0000${extra.join('\u0001')}`;
  let memo = all.byContext.get(context);
  return (body, read) => {
    if (body.length > REMEMBERED_CHARS || !unbudgeted()) return withinBudget(body, read);
    const hit = memo?.get(body);
    if (hit) {
      spend(hit.work);
      return hit.step;
    }
    const before = workDone();
    const step = deepFreeze(withinBudget(body, read));
    if (all.size >= REMEMBERED_LINES) {
      all.byContext.clear();
      all.size = 0;
      memo = undefined;
    }
    if (!memo) all.byContext.set(context, (memo = new Map()));
    memo.set(body, { step, work: workDone() - before });
    all.size++;
    return step;
  };
}


export { stripComment };

function readTokens(line: string, ctx: ParseContext): Step<Order> {
  const tokens = lex(withCoastsRewritten(line), MILITARY);
  if (tokens.length === 0) return fail('empty-order', 'Empty order.', { start: 0, end: 0 });
  return inKeyOrder(parseTokens(tokens, ctx));
}

/**
 * An order read, its keys in canonical order (issue 22): the season's report keeps every order
 * read, and the kernel puts each state it keeps in that order (`canonicalOrder`), which copied
 * each order and its unit every step; a reading is remembered, so it is put in order once.
 */
function inKeyOrder(step: Step<Order>): Step<Order> {
  if (!step.ok) return step;
  const value = canonicalOrder(step.value);
  return value === undefined || value === step.value ? step : ok(value);
}

/**
 * Coast written in brackets, "Att (w.c.)": rewritten in place as "Att/wc" padded, so spans still
 * match. The spaces before the bracket belong to the match; they are taken by hand, as a leading
 * `\s*` would be tried again at each space of a long run (quadratic, issue 13).
 */
const COAST_BRACKET = /\(\s*([nsewNSEW])\s*\.?\s*[cC](?:oast|ôte|ote)?\s*\.?\s*\)/g;

function withCoastsRewritten(line: string): string {
  if (!line.includes('(')) return line;
  let out = '';
  let done = 0;
  for (const m of line.matchAll(COAST_BRACKET)) {
    let start = m.index;
    while (start > done && /\s/.test(line[start - 1]!)) start--;
    const end = m.index + m[0].length;
    out += line.slice(done, start) + `/${m[1]!.toLowerCase()}c`.padEnd(end - start, ' ');
    done = end;
  }
  return out + line.slice(done);
}

function parseTokens(tokens: Token[], ctx: ParseContext): Step<Order> {
  const first = key(tokens[0]!);
  const secondary = parseSecondary(tokens, ctx);
  if (secondary) return secondary;
  if (TYPES[first] !== undefined || tokens[0]!.text === '*') return parseUnitOrder(tokens, ctx);
  const who = matchCharacter(tokens, 0, ctx);
  if (who) return parseCharacterMove(who.id, tokens.slice(who.next), tokens, ctx);
  // "PHE SYR": the unit letter is missing, but the order is understandable (diadoques §9a.2).
  return parseUnitOrder(tokens, ctx, true);
}

// ————————————————————————— units —————————————————————————

interface UnitHead {
  ref: UnitRef;
  rest: Token[];
}

function parseUnitOrder(tokens: Token[], ctx: ParseContext, untyped = false): Step<Order> {
  const head = parseUnitHead(tokens, ctx, untyped);
  if (!head.ok) return head;
  const { ref, rest } = head.value;
  const body = parseBody(rest, ctx);
  if (!body.ok) return body;
  return ok({ unit: ref, ...body.value } as Order);
}

/** Type, leader, and the tokens from the unit's place on. */
function unitStart(tokens: Token[], ctx: ParseContext, untyped: boolean): Step<{ type?: UnitType | 'G'; leader?: string; from: number }> {
  let i = 0;
  let type: UnitType | 'G' | undefined;
  if (!untyped && tokens[0]!.text !== '*') {
    type = TYPES[key(tokens[0]!)];
    i = 1;
  }
  let leader: string | undefined;
  const t = tokens[i];
  if (t && (t.text === '*' || t.text === '#')) {
    leader = t.text;
    i += 1;
  } else if (t) {
    const who = matchCharacter(tokens, i, ctx);
    if (who && who.next < tokens.length) {
      leader = who.id;
      i = who.next;
    }
  }
  return ok({ ...(type ? { type } : {}), ...(leader ? { leader } : {}), from: i });
}

function parseUnitHead(tokens: Token[], ctx: ParseContext, untyped: boolean): Step<UnitHead> {
  const start = unitStart(tokens, ctx, untyped);
  if (!start.ok) return start;
  const { from } = start.value;
  let k = from;
  while (k < tokens.length && !isKeyword(tokens[k]!)) k++;
  const words = tokens.slice(from, k);
  // "A X": the unit is named by its type only (`diadoques §9a.17`); which one is settled against the board.
  if (words.length === 0 && k === tokens.length - 1 && HOLD.has(key(tokens[k]!)) && start.value.type) return ok({ ref: { type: start.value.type, ...(start.value.leader ? { leader: start.value.leader } : {}), space: '' }, rest: tokens.slice(k) });
  if (words.length === 0) return fail('missing-place', 'Where is this unit? A place must follow the unit.', tokens.slice(0, Math.max(1, from)), { of: 'unit' });
  if (k < tokens.length) {
    const place = onePlace(words, ctx);
    if (!place.ok) return place;
    return ok({ ref: mkRef(start.value, place.value), rest: tokens.slice(k) });
  }
  // No keyword: a move written "<unit> <from> <to>" (or "<unit> <from> - <to>").
  const two = places(words, 2, ctx);
  if (!two.ok) {
    const one = onePlace(words, ctx);
    if (one.ok) return fail('missing-order', 'What does this unit do? Expected a destination, X/H, S, C, A1/A2, Bsg1/Bsg2, Ra/Spl or Re.', words);
    return two;
  }
  const [a, b] = two.value;
  return ok({ ref: mkRef(start.value, a!), rest: [{ text: '-', start: words[0]!.start, end: words[0]!.start }, ...b!.tokens] });
}

function mkRef(s: { type?: UnitType | 'G'; leader?: string }, p: Place): UnitRef {
  return { ...(s.type ? { type: s.type } : {}), ...(s.leader ? { leader: s.leader } : {}), space: p.space, ...(p.coast ? { coast: p.coast } : {}) };
}

function parseBody(rest: Token[], ctx: ParseContext): Step<UnitOrderBody> {
  const head = rest[0]!;
  const k = key(head);
  const after = rest.slice(1);
  const retreatPhase = ctx.phase === 'retreats';
  if (HOLD.has(k) || DISBAND.has(k)) {
    if (after.length > 0) return fail('unexpected-words', `Nothing may follow "${head.text}".`, after, { words: said(after) });
    return ok(retreatPhase || DISBAND.has(k) ? { kind: 'disband' } : { kind: 'hold' });
  }
  if (DASHES.has(head.text) || head.text === '(') return parseMove(rest, ctx, retreatPhase);
  if (CONVERT.has(head.text)) return parseConversion(after, head, ctx);
  if (SUPPORT.has(k)) return parseSupport(after, head, ctx);
  if (CONVOY.has(k)) return parseConvoy(after, head, ctx);
  if (SIEGE1.has(k) || SIEGE2.has(k)) {
    const c = onePlace(after, ctx, head);
    if (!c.ok) return c;
    return ok({ kind: 'siege', citadel: c.value.space, round: SIEGE1.has(k) ? 1 : 2 });
  }
  if (RESUPPLY.has(k)) {
    const c = onePlace(after, ctx, head);
    if (!c.ok) return c;
    return ok({ kind: 'resupply', citadel: c.value.space });
  }
  if (RETREATS.has(k)) return parseRetreatList(after, head, ctx);
  return fail('unknown-order', `"${head.text}" is not an order.`, [head], { word: head.text });
}

/** `- SYR`, `- (Cyc - EMS) - Egy`, and the diadoques `PHE SYR` rewritten as `- SYR`. */
function parseMove(rest: Token[], ctx: ParseContext, retreatPhase: boolean): Step<UnitOrderBody> {
  let i = 0;
  while (i < rest.length && DASHES.has(rest[i]!.text)) i++;
  let route: string[] | undefined;
  if (rest[i]?.text === '(') {
    const close = rest.findIndex((t, j) => j > i && t.text === ')');
    if (close < 0) return fail('unclosed-route', 'The convoy route has no closing bracket.', rest.slice(i));
    const seas = splitList(rest.slice(i + 1, close));
    route = [];
    for (const group of seas) {
      const p = onePlace(group, ctx);
      if (!p.ok) return p;
      route.push(p.value.space);
    }
    if (route.length === 0) return fail('empty-route', 'The convoy route names no sea.', rest.slice(i, close + 1));
    i = close + 1;
  }
  const dest = rest.slice(i).filter((t) => !DASHES.has(t.text));
  // The rulebook's own conversion "G Tyr - A Phe" (`diadokhoi §6.3.36`: convert is "-").
  const as = dest.length > 1 && !retreatPhase && !route ? TYPES[key(dest[0]!)] : undefined;
  if (as !== undefined && !onePlace(dest, ctx).ok) return parseConversion(dest, rest[0]!, ctx);
  const p = onePlace(dest, ctx, rest[0]);
  if (!p.ok) return p;
  const coast = p.value.coast ? { coast: p.value.coast } : {};
  if (retreatPhase) return ok({ kind: 'retreat', to: p.value.space, ...coast });
  return ok({ kind: 'move', to: p.value.space, ...coast, ...(route ? { route } : {}) });
}

/** `G Cyzica = A Hel`, `G Alexandria = F EMS`, `A Hel = G Cyzica` (`diadokhoi §6.3.30`, `§7.4.2`). */
function parseConversion(after: Token[], head: Token, ctx: ParseContext): Step<UnitOrderBody> {
  const t = after[0];
  const type = t ? TYPES[key(t)] : undefined;
  if (!t || type === undefined) return fail('conversion-type', 'A conversion names what the unit becomes: "= A <province>", "= F <sea>" or "= G <citadel>".', after.length ? after : [head]);
  const p = onePlace(after.slice(1), ctx, t);
  if (!p.ok) return p;
  const coast = p.value.coast ? { coast: p.value.coast } : {};
  if (type === 'G') return ok({ kind: 'move', to: p.value.space, ...coast });
  return ok({ kind: 'move', to: p.value.space, ...coast, as: type === 'F' || type === 'Fe' ? 'F' : 'A' });
}

function parseTargetHead(tokens: Token[], head: Token, ctx: ParseContext): Step<{ start: { type?: UnitType | 'G'; leader?: string }; words: Token[] }> {
  if (tokens.length === 0) return fail('missing-target', `"${head.text}" must name the unit it helps.`, [head], { word: head.text });
  const typed = TYPES[key(tokens[0]!)] !== undefined;
  const s = unitStart(tokens, ctx, !typed);
  if (!s.ok) return s;
  return ok({ start: s.value, words: tokens.slice(s.value.from) });
}

function parseSupport(after: Token[], head: Token, ctx: ParseContext): Step<UnitOrderBody> {
  const t = parseTargetHead(after, head, ctx);
  if (!t.ok) return t;
  const { start, words } = t.value;
  const hasDash = words.some((w) => DASHES.has(w.text));
  const hold = hasDash ? undefined : onePlace(words, ctx);
  const move = places(words, 2, ctx);
  // "S THE ITA": two places by their names beat one reached by dropping an article ("the ITA").
  if (hold?.ok && move.ok && !hold.value.exact && move.value.every((p) => p.exact)) {
    const [a, b] = move.value;
    return ok({ kind: 'support', target: mkRef(start, a!), to: b!.space, ...(b!.coast ? { toCoast: b!.coast } : {}) });
  }
  if (hold?.ok && move.ok) return fail('ambiguous-support', 'This support reads both as a support to hold and as a support to move.', words);
  if (hold?.ok) return ok({ kind: 'support', target: mkRef(start, hold.value) });
  if (move.ok) {
    const [a, b] = move.value;
    return ok({ kind: 'support', target: mkRef(start, a!), to: b!.space, ...(b!.coast ? { toCoast: b!.coast } : {}) });
  }
  return hold && !hold.ok && !hasDash && words.length <= 1 ? hold : move;
}

function parseConvoy(after: Token[], head: Token, ctx: ParseContext): Step<UnitOrderBody> {
  const t = parseTargetHead(after, head, ctx);
  if (!t.ok) return t;
  const move = places(t.value.words, 2, ctx);
  if (!move.ok) return move;
  const [a, b] = move.value;
  return ok({ kind: 'convoy', target: mkRef(t.value.start, a!), to: b!.space });
}

function parseRetreatList(after: Token[], head: Token, ctx: ParseContext): Step<UnitOrderBody> {
  if (after.length === 0) return fail('empty-retreats', 'A retreat order lists where to go: "Re MIO, CYC, X".', [head]);
  const last = after[after.length - 1]!;
  const destroy = key(last) === 'x';
  const body = (destroy ? after.slice(0, -1) : after).filter((t, i, all) => !(t.text === ',' && i === all.length - 1));
  const to: (string | 'X')[] = [];
  if (body.some((t) => t.text === ',')) {
    for (const g of splitList(body)) {
      if (g.length === 1 && key(g[0]!) === 'x') return fail('x-not-last', 'X (destroy the unit) may only end a retreat list.', g);
      const p = onePlace(g, ctx);
      if (!p.ok) return p;
      to.push(p.value.coast ? `${p.value.space}/${p.value.coast}` : p.value.space);
    }
  } else if (body.length > 0) {
    // Without commas: the fewest places the words can be read as (one reading at that count;
    // when that count reads several ways, the next counts, as a cut search from one up would).
    if (body.some((t) => key(t) === 'x')) return fail('x-not-last', 'X (destroy the unit) may only end a retreat list.', body);
    // The counts a cut search from one up would find first: the fewest places the words read as
    // (and a few more when that count reads several ways), and with dashes the count they write.
    const dashed = body.some((t) => DASHES.has(t.text));
    const words = body.filter((t) => !DASHES.has(t.text));
    const runs = new Runs(words, ctx);
    const fewest = fewestPlaces(runs);
    const groups = dashed ? splitList(body).length : -1;
    const tries = new Set<number>(groups >= 1 ? [groups] : []);
    if (fewest.count > 0) for (let n = fewest.n; n <= Math.min(words.length, fewest.n + MORE_COUNTS); n++) tries.add(n);
    let read: Step<Place[]> | undefined;
    for (const n of [...tries].filter((x) => x >= 1).sort((a, b) => a - b)) {
      read = n === groups ? places(body, n, ctx) : n === fewest.n && fewest.count === 1 ? ok(fewest.places!) : readingOf(runs, n, cutCount(runs, n));
      if (read.ok) break;
    }
    if (!read?.ok) read = dashed ? places(body, body.length, ctx) : readingOf(runs, words.length, cutCount(runs, words.length));
    if (!read.ok) return read;
    for (const p of read.value) to.push(p.coast ? `${p.space}/${p.coast}` : p.space);
  }
  if (destroy) to.push('X');
  return ok({ kind: 'retreats', to });
}

// ————————————————————————— characters —————————————————————————

function matchCharacter(tokens: Token[], from: number, ctx: ParseContext): { id: string; next: number } | undefined {
  for (let n = Math.min(4, tokens.length - from); n >= 1; n--) {
    const words = tokens.slice(from, from + n);
    if (words.some((w) => !/[\p{L}\d]/u.test(w.text))) continue;
    const id = lookupCharacter(ctx.map.ruleset as RulesetId, words.map((w) => w.text).join(' '), ctx.characters);
    if (id) return { id, next: from + n };
  }
  return undefined;
}

function parseCharacterMove(id: string, rest: Token[], all: Token[], ctx: ParseContext): Step<Order> {
  const open = rest.findIndex((t) => t.text === '(');
  if (open >= 0) {
    // Convoyed: "Antipatros Arc - (Cyc) - Cre" (`diadokhoi §7.6.4`).
    const from = onePlace(rest.slice(0, open), ctx);
    if (!from.ok) return from;
    const move = parseMove(rest.slice(open), ctx, false);
    if (!move.ok) return move;
    const m = move.value as Extract<UnitOrderBody, { kind: 'move' }>;
    return ok({ kind: 'character', character: id, from: from.value.space, to: m.to, ...(m.route ? { route: m.route } : {}) });
  }
  const words = rest.filter((t) => !DASHES.has(t.text));
  if (words.length === 0) return fail('missing-place', 'Where does this character go? ("Olympias MAC EPI", or "Olympias X" to stay.)', all, { of: 'character' });
  const last = words[words.length - 1]!;
  if (HOLD.has(key(last))) {
    const before = words.slice(0, -1);
    if (before.length === 0) return ok({ kind: 'character', character: id });
    const p = onePlace(before, ctx);
    if (!p.ok) return p;
    return ok({ kind: 'character', character: id, from: p.value.space });
  }
  const two = places(words, 2, ctx);
  if (two.ok) return ok({ kind: 'character', character: id, from: two.value[0]!.space, to: two.value[1]!.space });
  const one = onePlace(words, ctx);
  if (one.ok) return ok({ kind: 'character', character: id, to: one.value.space });
  return two;
}

// ————————————————————————— secondary orders —————————————————————————

const SECONDARY: [string[], 'no-capture' | 'dissociate' | 'command' | 'no-control' | 'no-treasure' | 'passage'][] = [
  [['nocapture', 'nepascapturer', 'pasdecapture', 'nocapturer'], 'no-capture'],
  [['dissociate', 'dissocier', 'dissocie', 'leave', 'quitter'], 'dissociate'],
  [['command', 'commandement', 'commander', 'commande'], 'command'],
  [['nocontrol', 'nepasprendre', 'pasdecontrole', 'nepasprendrelecontrole', 'nepascontroler', 'nepasprendrecontrole'], 'no-control'],
  [['notreasure', 'nepassaisir', 'pasdetresor', 'nepassaisirletresor'], 'no-treasure'],
  [['passage', 'accorderlepassage', 'accorderpassage', 'grantpassage'], 'passage'],
];

/** A secondary order starts with its keyword, in one or several words ("ne pas capturer"). */
function parseSecondary(tokens: Token[], ctx: ParseContext): Step<Order> | undefined {
  for (let n = Math.min(5, tokens.length); n >= 1; n--) {
    const k = tokens
      .slice(0, n)
      .filter((t) => !DASHES.has(t.text))
      .map(key)
      .join('');
    const found = SECONDARY.find(([keys]) => keys.includes(k));
    if (!found) continue;
    const rest = tokens.slice(n).filter((t) => !DASHES.has(t.text));
    return secondaryBody(found[1], rest, tokens, ctx);
  }
  return undefined;
}

function secondaryBody(kind: (typeof SECONDARY)[number][1], rest: Token[], all: Token[], ctx: ParseContext): Step<Order> {
  if (rest.length === 0) return fail('missing-argument', `"${kind}" needs an argument.`, all, { word: kind });
  if (kind === 'passage') return ok({ kind, power: nameKey(rest.map((t) => t.text).join(' ')) });
  if (kind === 'no-control' || kind === 'no-treasure') {
    const p = onePlace(rest, ctx);
    if (!p.ok) return p;
    return ok(kind === 'no-control' ? { kind, space: p.value.space } : { kind, citadel: p.value.space });
  }
  const who = matchCharacter(rest, 0, ctx);
  if (!who) return fail('unknown-character', `No character is named "${said(rest)}".`, rest, { name: said(rest) });
  if (kind !== 'command') {
    if (who.next < rest.length) return fail('unexpected-words', 'Nothing may follow the character.', rest.slice(who.next), { words: said(rest.slice(who.next)) });
    return ok({ kind, character: who.id });
  }
  const unitTokens = rest.slice(who.next);
  if (unitTokens.length === 0) return fail('missing-unit', 'Which unit does he take command of? ("command Olympias A EPI")', rest);
  const typed = TYPES[key(unitTokens[0]!)] !== undefined;
  const s = unitStart(unitTokens, ctx, !typed);
  if (!s.ok) return s;
  const p = onePlace(unitTokens.slice(s.value.from), ctx);
  if (!p.ok) return p;
  return ok({ kind, character: who.id, unit: mkRef(s.value, p.value) });
}

// ————————————————————————— places —————————————————————————

interface Place {
  space: string;
  coast?: string;
  tokens: Token[];
  /** Read by one of its names, not through an article or gloss. */
  exact?: boolean;
}

function splitList(tokens: Token[]): Token[][] {
  const out: Token[][] = [[]];
  for (const t of tokens) {
    if (t.text === ',' || DASHES.has(t.text)) out.push([]);
    else out[out.length - 1]!.push(t);
  }
  return out.filter((g) => g.length > 0);
}

function onePlace(tokens: Token[], ctx: ParseContext, after?: Token): Step<Place> {
  const words = tokens.filter((t) => !DASHES.has(t.text));
  if (words.length === 0) return fail('missing-place', after ? `A place must follow "${after.text}".` : 'A place is missing.', after ? [after] : tokens, after ? { after: after.text } : undefined);
  const text = words.map((t) => t.text).join(' ');
  const r = lookupPlace(ctx.map, text);
  if (r.ok) return ok({ space: r.space, ...(r.coast ? { coast: r.coast } : {}), tokens: words, exact: r.exact });
  return fail(r.ambiguous ? 'ambiguous-place' : 'unknown-place', r.ambiguous ? `"${text}" names several places.` : `No place is named "${text}".`, words, { name: text });
}

/** The place each short run of `words` names, looked up once (a cut search asks the same runs again and again). */
class Runs {
  private readonly memo = new Map<number, Place | null>();
  /** Where each word's run may end at the latest (`MAX_PLACE_WORDS`, `MAX_PLACE_KEY`). */
  private readonly reach: number[];

  constructor(
    readonly words: Token[],
    private readonly ctx: ParseContext,
  ) {
    // Two pointers: the longest run from each word that is short enough to be a name.
    this.reach = new Array<number>(words.length);
    let end = 0;
    let letters = 0;
    for (let i = 0; i < words.length; i++) {
      if (end < i) {
        end = i;
        letters = 0;
      }
      while (end < words.length && end - i < MAX_PLACE_WORDS && (end === i || letters + key(words[end]!).length <= MAX_PLACE_KEY)) letters += key(words[end++]!).length;
      this.reach[i] = end;
      letters -= key(words[i]!).length;
    }
  }

  /** The furthest end of a run from `i` that could name a place. */
  last(i: number): number {
    return this.reach[i] ?? i;
  }

  /** The place `words[i..end)` names, as `onePlace` reads it; runs too long to be a name are not looked up. */
  at(i: number, end: number): Place | undefined {
    if (end > this.last(i)) return undefined;
    const k = i * (MAX_PLACE_WORDS + 1) + (end - i);
    let hit = this.memo.get(k);
    if (hit === undefined) {
      // As `onePlace` reads a run (the words here hold no dash), without building a refusal.
      const words = this.words.slice(i, end);
      const r = lookupPlace(this.ctx.map, words.map((t) => t.text).join(' '));
      this.memo.set(k, (hit = r.ok ? { space: r.space, ...(r.coast ? { coast: r.coast } : {}), tokens: words, exact: r.exact } : null));
    }
    return hit ?? undefined;
  }
}

/** Readings of `words[i..]` as `left` places: none, one (with it), or several (2 stands for "more than one"). */
interface Count {
  n: 0 | 1 | 2;
  /** The one reading, when `n` is 1. */
  places?: Place[];
}

/**
 * How many ways `words[from..]` reads as `left` places, by dynamic programming over (position,
 * places left), each run at most `MAX_PLACE_WORDS` words: linear in the words for a fixed `left`
 * (a cut search that tried every run took time n^2.7 on a long line, issue 13).
 */
function countReadings(runs: Runs, left: number): Count {
  const W = runs.words.length;
  // layer[i]: readings of words[i..W) as k places, for k = 1, 2, …, left (one layer kept at a time).
  let layer = new Map<number, Count>();
  for (let i = W - 1; i >= 0 && W - i <= MAX_PLACE_WORDS; i--) {
    spend();
    if (runs.last(i) < W) continue;
    const p = runs.at(i, W);
    if (p) layer.set(i, { n: 1, places: [p] });
  }
  for (let k = 2; k <= left; k++) {
    const next = new Map<number, Count>();
    // Only positions from which some run ends where a (k-1)-place reading starts.
    const starts = new Set<number>();
    for (const j of layer.keys()) for (let i = Math.max(0, j - MAX_PLACE_WORDS); i < j; i++) starts.add(i);
    for (const i of [...starts].sort((x, y) => x - y)) {
      let n = 0;
      let one: Place[] | undefined;
      for (let end = i + 1; end <= runs.last(i) && n < 2; end++) {
        spend();
        const rest = layer.get(end);
        if (!rest) continue;
        const p = runs.at(i, end);
        if (!p) continue;
        n += rest.n;
        if (n === 1) one = [p, ...rest.places!];
      }
      if (n > 0) next.set(i, n === 1 ? { n: 1, places: one! } : { n: 2 });
    }
    layer = next;
  }
  return layer.get(0) ?? { n: 0 };
}

/**
 * Reads `n` places from a run of words, trying every way to cut it into runs short enough to be
 * names; dashes, when written, say where the cuts are. One reading: fine; several: ambiguous;
 * none: unknown.
 */
function places(tokens: Token[], n: number, ctx: ParseContext): Step<Place[]> {
  const hinted = tokens.some((t) => DASHES.has(t.text) || t.text === ',');
  if (hinted) {
    const groups = splitList(tokens);
    if (groups.length === n) {
      const out: Place[] = [];
      for (const g of groups) {
        let p = onePlace(g, ctx);
        // "S G Tyr - A Phe": the unit letter of a conversion before the destination.
        if (!p.ok && g.length > 1 && TYPES[key(g[0]!)] !== undefined) p = onePlace(g.slice(1), ctx);
        if (!p.ok) return p;
        out.push(p.value);
      }
      return ok(out);
    }
  }
  const words = tokens.filter((t) => !DASHES.has(t.text) && t.text !== ',');
  if (words.length < n) return fail('missing-place', `Expected ${n} places.`, tokens, { count: n });
  const runs = new Runs(words, ctx);
  return readingOf(runs, n, countReadings(runs, n));
}

function readingOf(runs: Runs, n: number, c: Count): Step<Place[]> {
  const words = runs.words;
  if (c.n === 1) return ok(c.places!);
  if (c.n > 1) return fail('ambiguous-places', `"${said(words)}" can be read as ${n} places in several ways.`, words, { words: said(words), count: n });
  const unknown = firstUnknown(runs);
  return fail('unknown-place', unknown ? `No place is named "${said(unknown)}".` : `Cannot read "${said(words)}" as ${n} places.`, unknown ?? words, unknown ? { name: said(unknown) } : { words: said(words), count: n });
}

/** Counts of places tried past the fewest when that count reads several ways (a retreat list has a handful). */
const MORE_COUNTS = 4;

/** Readings of all the words as `n` places; `n` = every word: each word its own place, in one pass. */
function cutCount(runs: Runs, n: number): Count {
  if (n !== runs.words.length) return countReadings(runs, n);
  const one: Place[] = [];
  for (let i = 0; i < n; i++) {
    const p = runs.at(i, i + 1);
    if (!p) return { n: 0 };
    one.push(p);
  }
  return { n: 1, places: one };
}

/**
 * The fewest places a run of words reads as, and how many readings have that many: one pass of
 * dynamic programming from the end (`diadoques §9a.43`, a retreat list written without commas).
 */
function fewestPlaces(runs: Runs): { n: number; count: 0 | 1 | 2; places?: Place[] } {
  const W = runs.words.length;
  const best: { n: number; count: 0 | 1 | 2 }[] = new Array(W + 1);
  // The end of the first place of the one fewest reading from each word, when there is one.
  const cut: number[] = new Array(W + 1);
  best[W] = { n: 0, count: 1 };
  for (let i = W - 1; i >= 0; i--) {
    let n = Number.POSITIVE_INFINITY;
    let count = 0;
    for (let end = i + 1; end <= runs.last(i); end++) {
      spend();
      const rest = best[end]!;
      if (rest.count === 0 || rest.n + 1 > n) continue;
      if (!runs.at(i, end)) continue;
      if (rest.n + 1 < n) {
        n = rest.n + 1;
        count = 0;
      }
      count = Math.min(2, count + rest.count);
      if (count === 1) cut[i] = end;
    }
    best[i] = { n, count: count as 0 | 1 | 2 };
  }
  if (best[0]!.count !== 1) return best[0]!;
  const one: Place[] = [];
  for (let i = 0; i < W; i = cut[i]!) one.push(runs.at(i, cut[i]!)!);
  return { ...best[0]!, places: one };
}

/** The first run of words that no place name starts with: what to underline. */
function firstUnknown(runs: Runs): Token[] | undefined {
  const words = runs.words;
  let i = 0;
  while (i < words.length) {
    let matched = 0;
    for (let end = runs.last(i); end > i; end--) {
      if (runs.at(i, end)) {
        matched = end - i;
        break;
      }
    }
    if (matched === 0) return [words[i]!];
    i += matched;
  }
  return undefined;
}
