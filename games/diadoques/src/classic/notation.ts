import { err, ok } from '@diadochi/kernel';
import type { Problem, Result } from '@diadochi/kernel';
import { clip } from '../core/limits.ts';
import { deepFreeze } from '../core/frozen.ts';
import { spend, TooComplex, unbudgeted, withBudget, workDone } from '../core/work.ts';
import { CLASSIC, lex } from '../vocabulary/lexer.ts';
import { classicMap } from './map.ts';
import type { UnitType } from './map.ts';
import { MAX_NAME_WORDS, provinceByName } from './names.ts';
import { cx } from './problems.ts';
import type { ClassicProblems } from './words.ts';

/**
 * The order notation of the DATC data (`"ENG: F nth -> pic"`), read leniently:
 * - power prefix `ENG:` (optional), unit letter `A`/`F` or word (optional), provinces by their
 *   three-letter abbreviation, their English or French name or another site's abbreviation
 *   (names.ts: `Vienna`, `North Sea`, `Saint-Pétersbourg`, `NAt`), coasts as `spa(nc)`, `spa/nc`,
 *   `StP (sc)`, `Spain nc` or `Spain north coast`;
 * - move `-` or `->`, optionally `via convoy`; `hold`/`holds`/`H`; `supports`/`S` a unit, to hold or
 *   `->` a province; `convoys`/`C` a unit `->` a province;
 * - adjustments `build`/`disband`/`remove` after the unit (`A war build`) or before it (`build A war`).
 * Keywords ignore case. The parser never throws: a bad order comes back as `Problem`s whose `span`
 * points at the characters at fault.
 */

export interface Span {
  start: number;
  end: number;
}

export interface Place {
  province: string;
  /** `nc`, `sc`, `ec` or `wc` when written. */
  coast?: string;
  span: Span;
}

export interface UnitRef {
  /** As written; the adjudicator ignores a wrong letter (DATC 4.C.2). */
  type?: UnitType;
  place: Place;
}

interface Base {
  power?: string;
  unit: UnitRef;
}

export type ParsedOrder =
  | (Base & { verb: 'hold' })
  | (Base & { verb: 'move'; to: Place; viaConvoy: boolean })
  | (Base & { verb: 'support'; target: UnitRef; to?: Place })
  | (Base & { verb: 'convoy'; target: UnitRef; to: Place })
  | (Base & { verb: 'build' })
  | (Base & { verb: 'disband' });

interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
}

const HOLD = new Set(['hold', 'holds', 'h']);
const SUPPORT = new Set(['support', 'supports', 's']);
const CONVOY = new Set(['convoy', 'convoys', 'c']);
const BUILD = new Set(['build', 'builds', 'b']);
const DISBAND = new Set(['disband', 'disbands', 'remove', 'removes', 'd', 'r']);
const ARROW = new Set(['-', '->']);
const COASTS = new Set(['nc', 'sc', 'ec', 'wc']);
const PLACE = /^([a-z]{3})(?:(?:\(|\/)([a-z]{2})\)?)?$/;
/** A coast glued to a name (`Spain/nc`, `Bulgaria(ec)`), or written apart (`(sc)`, `/sc`, `sc`). */
const GLUED_COAST = /(?:\(|\/)(nc|sc|ec|wc)\)?$/;
const APART_COAST = /^(?:\(|\/)?(nc|sc|ec|wc)\)?$/;
const COAST_WORDS: Readonly<Record<string, string>> = { north: 'nc', south: 'sc', east: 'ec', west: 'wc', nord: 'nc', sud: 'sc', est: 'ec', ouest: 'wc' };
/** Unit letters and words, English and French (`A`, `F`, `Army`, `Fleet`, `Armée`, `Flotte`). */
const UNIT_WORDS: Readonly<Record<string, UnitType>> = { a: 'army', f: 'fleet', army: 'army', fleet: 'fleet', armée: 'army', armee: 'army', flotte: 'fleet' };

/** The vocabulary's one lexer: arrows glued to provinces ("nth->pic") are split off; hyphens too, and names join them again (`nameRun`). */
function tokenize(text: string): Token[] {
  return lex(text, CLASSIC).map((t) => {
    spend();
    // Built field by field: a spread copy would give the reader's hot tokens a slower shape.
    return { text: t.text, lower: t.text.toLowerCase(), start: t.start, end: t.end };
  });
}

class Reader {
  i = 0;
  readonly problems: Problem[] = [];
  constructor(
    readonly tokens: Token[],
    readonly text: string,
  ) {}

  peek(): Token | undefined {
    return this.tokens[this.i];
  }

  next(): Token | undefined {
    return this.tokens[this.i++];
  }

  fail<K extends keyof ClassicProblems>(code: K, data: ClassicProblems[K], at?: Token): undefined {
    const span = at ? { start: at.start, end: at.end } : { start: this.text.length, end: this.text.length };
    this.problems.push(cx(code, data, { span }));
    return undefined;
  }

  place(): Place | undefined {
    const t = this.peek();
    spend();
    if (!t) return this.fail('missing-province', {});
    const named = this.named();
    if (named) return this.withCoast(named);
    this.i++;
    const m = PLACE.exec(t.lower);
    if (!m) return this.fail('bad-province', { text: clip(t.text) }, t);
    const [, province, coast] = m;
    if (!classicMap.province(province!)) return this.fail('unknown-province', { province: province! }, t);
    if (coast !== undefined && !COASTS.has(coast)) return this.fail('unknown-coast', { coast }, t);
    return this.withCoast({ province: province!, ...(coast ? { coast } : {}), span: { start: t.start, end: t.end } });
  }

  /**
   * A province written by its full name or another site's abbreviation (`Vienna`, `North Sea`,
   * `Saint-Pétersbourg/sc`, `NAt`): the longest run of words that names one, its last word
   * possibly carrying a coast. The three-letter abbreviations of the map are read by `place`.
   */
  named(): Place | undefined {
    const most = Math.min(this.tokens.length - this.i, MAX_NAME_WORDS * 2 - 1);
    for (let n = most; n >= 1; n--) {
      spend();
      const first = this.tokens[this.i]!;
      const last = this.tokens[this.i + n - 1]!;
      if (!this.nameRun(n)) continue;
      const glued = GLUED_COAST.exec(last.lower);
      const end = glued ? last.end - glued[0].length : last.end;
      const province = provinceByName(this.text.slice(first.start, end));
      if (!province || (n === 1 && !glued && PLACE.test(first.lower) && classicMap.province(first.lower))) continue;
      this.i += n;
      return { province, ...(glued ? { coast: glued[1]! } : {}), span: { start: first.start, end: last.end } };
    }
    return undefined;
  }

  /**
   * Whether the next `n` tokens may form one name: neither end is an arrow, and a hyphen inside
   * is glued to both neighbours (`Saint-Pétersbourg`, `Mid-Atlantic`), never spaced like a move.
   */
  nameRun(n: number): boolean {
    const run = this.tokens.slice(this.i, this.i + n);
    if (ARROW.has(run[0]!.lower) || ARROW.has(run[n - 1]!.lower)) return false;
    return run.every((t, k) => !ARROW.has(t.lower) || (t.lower === '-' && run[k - 1]!.end === t.start && run[k + 1]!.start === t.end));
  }

  /** A coast written apart after the place: `StP (sc)`, `Spain nc`, `Spain north coast`. */
  withCoast(p: Place): Place {
    if (p.coast) return p;
    const t = this.peek();
    const apart = t ? APART_COAST.exec(t.lower) : null;
    if (t && apart) {
      this.i++;
      return { ...p, coast: apart[1]!, span: { start: p.span.start, end: t.end } };
    }
    const word = t ? COAST_WORDS[t.lower] : undefined;
    const next = this.tokens[this.i + 1];
    if (t && word && next && (next.lower === 'coast' || next.lower === 'cote' || next.lower === 'côte')) {
      this.i += 2;
      return { ...p, coast: word, span: { start: p.span.start, end: next.end } };
    }
    if (t && (t.lower === 'cote' || t.lower === 'côte') && next && COAST_WORDS[next.lower]) {
      this.i += 2;
      return { ...p, coast: COAST_WORDS[next.lower]!, span: { start: p.span.start, end: next.end } };
    }
    return p;
  }

  unit(): UnitRef | undefined {
    const t = this.peek();
    let type: UnitType | undefined;
    if (t && UNIT_WORDS[t.lower]) {
      type = UNIT_WORDS[t.lower];
      this.i++;
    }
    const place = this.place();
    return place ? { ...(type ? { type } : {}), place } : undefined;
  }

  arrow(): boolean {
    const t = this.next();
    if (t && ARROW.has(t.lower)) return true;
    this.fail('missing-arrow', {}, t);
    return false;
  }
}

/**
 * Parses one order within its work budget (`core/work.ts`). Never throws.
 *
 * Issue 22: reading the lines was a fifth of a classic movement phase on the judge's path, and
 * the same lines come back phase after phase (`A par -> bur`). A line's reading depends on the
 * line alone (the standard map), so it is kept, as the Diadochi reader keeps its lines
 * (`vocabulary/military/read.ts`): frozen all the way down (no reader may change what the next
 * gets), only when no enclosing budget runs (inside one the reading may stop on what is left of
 * it), spending again the work it spent (`workDone` and the size tests count as before); short
 * lines only and a bounded number, so a hostile text cannot fill the memory.
 */
export function parseOrder(text: string): Result<ParsedOrder> {
  if (text.length > REMEMBERED_CHARS || !unbudgeted()) return parseFresh(text);
  const hit = remembered.get(text);
  if (hit) {
    spend(hit.work);
    return hit.result;
  }
  const before = workDone();
  const result = deepFreeze(parseFresh(text));
  if (remembered.size >= REMEMBERED_LINES) remembered.clear();
  remembered.set(text, { result, work: workDone() - before });
  return result;
}

const REMEMBERED_LINES = 20_000;
const REMEMBERED_CHARS = 256;
const remembered = new Map<string, { result: Result<ParsedOrder>; work: number }>();

function parseFresh(text: string): Result<ParsedOrder> {
  try {
    return withBudget(text.length, () => parse(text));
  } catch (e) {
    if (e instanceof TooComplex) return err([cx('order-too-complex', { work: e.spent, budget: e.budget, length: text.length }, { span: { start: 0, end: text.length } })]);
    return err([cx('internal-error', { error: clip((e as Error).message) })]);
  }
}

function parse(text: string): Result<ParsedOrder> {
  const tokens = tokenize(text);
  const r = new Reader(tokens, text);
  let power: string | undefined;
  const first = r.peek();
  if (first && /^[a-z]{3}:$/.test(first.lower)) {
    power = first.text.slice(0, 3).toUpperCase();
    r.i++;
  }
  if (!r.peek()) return err([cx('empty-order', {}, { span: { start: 0, end: text.length } })]);
  const lead = r.peek()!;
  let order: ParsedOrder | undefined;
  if (BUILD.has(lead.lower) || DISBAND.has(lead.lower)) {
    r.i++;
    const unit = r.unit();
    if (unit) order = { verb: BUILD.has(lead.lower) ? 'build' : 'disband', unit };
  } else {
    const unit = r.unit();
    if (unit) order = action(r, unit);
  }
  const extra = r.peek();
  if (order && extra) r.fail('unexpected-words', { text: clip(text.slice(extra.start)) }, { ...extra, end: text.length });
  if (r.problems.length > 0 || !order) return err(r.problems.length > 0 ? r.problems : [cx('bad-order', {})]);
  return ok(power ? { ...order, power } : order);
}

function action(r: Reader, unit: UnitRef): ParsedOrder | undefined {
  const t = r.next();
  if (!t) return r.fail('missing-action', {});
  if (ARROW.has(t.lower)) {
    const to = r.place();
    if (!to) return undefined;
    let viaConvoy = false;
    const via = r.peek();
    if (via && (via.lower === 'via' || via.lower === 'by')) {
      r.i++;
      const c = r.next();
      if (!c || !CONVOY.has(c.lower)) return r.fail('bad-via', {}, c ?? via);
      viaConvoy = true;
    }
    return { verb: 'move', unit, to, viaConvoy };
  }
  if (HOLD.has(t.lower)) return { verb: 'hold', unit };
  if (BUILD.has(t.lower)) return { verb: 'build', unit };
  if (DISBAND.has(t.lower)) return { verb: 'disband', unit };
  if (SUPPORT.has(t.lower)) {
    const target = r.unit();
    if (!target) return undefined;
    if (!r.peek()) return { verb: 'support', unit, target };
    if (!r.arrow()) return undefined;
    const to = r.place();
    return to ? { verb: 'support', unit, target, to } : undefined;
  }
  if (CONVOY.has(t.lower)) {
    const target = r.unit();
    if (!target || !r.arrow()) return undefined;
    const to = r.place();
    return to ? { verb: 'convoy', unit, target, to } : undefined;
  }
  return r.fail('unknown-action', { text: clip(t.text) }, t);
}

const placeText = (p: Pick<Place, 'province' | 'coast'>): string => (p.coast ? `${p.province}(${p.coast})` : p.province);
const unitText = (u: UnitRef): string => (u.type ? `${u.type === 'army' ? 'A' : 'F'} ` : '') + placeText(u.place);

/** The canonical text of an order (`parseOrder(formatOrder(o))` gives `o` back, spans aside). */
export function formatOrder(o: ParsedOrder): string {
  const head = `${o.power ? `${o.power}: ` : ''}${unitText(o.unit)}`;
  switch (o.verb) {
    case 'hold':
      return `${head} hold`;
    case 'move':
      return `${head} -> ${placeText(o.to)}${o.viaConvoy ? ' via convoy' : ''}`;
    case 'support':
      return `${head} supports ${unitText(o.target)}${o.to ? ` -> ${placeText(o.to)}` : ''}`;
    case 'convoy':
      return `${head} convoys ${unitText(o.target)} -> ${placeText(o.to)}`;
    case 'build':
      return `${head} build`;
    case 'disband':
      return `${head} disband`;
  }
}
