/**
 * The rulebook profiles (issue 18, item 3): a rule difference between Les Diadoques and
 * Diadokhoi is a field of `src/rulebook/`, never an `if` on the ruleset's name elsewhere.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseRuleIndex } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { DIADOKHOI, DIADOQUES, profileOf, rulebook, RULEBOOKS } from '../src/rulebook/index.ts';
import type { Rulebook } from '../src/rulebook/index.ts';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const DOCS = fileURLToPath(new URL('../../../docs/rules/', import.meta.url));

/**
 * Folders left out of the check, each with its reason: `rulebook/` is the profiles themselves.
 * The bots read the profile and write with the vocabulary's printers (issue 20); `classic/` is
 * the standard game, which compares a ruleset only with `'classic'` (spared by the patterns).
 */
const ALLOWED = ['rulebook/'];

/**
 * What counts as a branch on the rulebook: `isFrench(`, a comparison of a `ruleset` with
 * anything but `'classic'` (the standard Diplomacy game is another game, not a rulebook), and
 * any comparison with the literal `'diadoques'` or `'diadokhoi'`, whatever the variable's name.
 */
const BRANCHES: RegExp[] = [
  /\bisFrench\(/,
  /\bruleset\s*[!=]==(?!\s*'classic')/,
  /[!=]==\s*'(diadoques|diadokhoi)'/,
  /'(diadoques|diadokhoi)'\s*[!=]==/,
];

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (name.endsWith('.ts')) yield path;
  }
}

/** Every `file:line: text` of `games/diadoques/src` outside the allowed folders that branches on the rulebook's name. */
function branchesOnRuleset(): string[] {
  const out: string[] = [];
  for (const path of sources(SRC)) {
    const rel = relative(SRC, path).split('\\').join('/');
    if (ALLOWED.some((a) => rel.startsWith(a))) continue;
    readFileSync(path, 'utf8').split('\n').forEach((line, i) => {
      if (BRANCHES.some((re) => re.test(line))) out.push(`${rel}:${i + 1}: ${line.trim()}`);
    });
  }
  return out;
}

describe('rulebook profiles (issue 18 item 3)', () => {
  it('no branch on the ruleset name outside src/rulebook', () => {
    expect(branchesOnRuleset()).toEqual([]);
  });

  it('the check would find a branch: its patterns match the forms it forbids and spare the classic game', () => {
    const caught = ["if (isFrench(state)) {", "map.ruleset === 'diadoques'", "s.ruleset !== 'diadokhoi'", "x === 'diadokhoi' ? 1 : 2", "'diadoques' === r"];
    for (const line of caught) expect(BRANCHES.some((re) => re.test(line)), line).toBe(true);
    const spared = ["if (ruleset === 'classic') return [];", 'rulebook(state).policies.military.retreats', "const RULESETS = ['diadoques', 'diadokhoi'];"];
    for (const line of spared) expect(BRANCHES.some((re) => re.test(line)), line).toBe(false);
  });

  it('both profiles have the same keys, all the way down (a nullable field may be null in one; tables keyed by place or unit type are data)', () => {
    expect(shapeDifferences(DIADOQUES, DIADOKHOI)).toEqual([]);
    // The check sees a missing key.
    expect(shapeDifferences({ a: { b: 1, c: 2 } }, { a: { b: 1 } })).toEqual(['a: c | ']);
  });

  it('every rule id of a profile is a paragraph of its rulebook index (docs/rules/<ruleset>/index.md)', () => {
    const known = new Set(['diadoques', 'diadokhoi'].flatMap((r) => parseRuleIndex(readFileSync(join(DOCS, r, 'index.md'), 'utf8')).map((p) => p.id)));
    for (const book of [DIADOQUES, DIADOKHOI]) {
      const ids = ruleIds(book);
      expect(ids.length).toBeGreaterThan(60);
      expect(ids.filter((id) => !known.has(id)), book.ruleset).toEqual([]);
    }
  });

  it('each profile cites its own rulebook, but for the listed borrowings', () => {
    // diadokhoi has no paragraph on a garrison that left a besieged citadel; the engine follows diadoques §9a.29 there.
    const borrowed = new Set(['diadoques §9a.29']);
    for (const book of [DIADOQUES, DIADOKHOI]) {
      const foreign = ruleIds(book).filter((id) => !id.startsWith(`${book.ruleset} `) && !borrowed.has(id));
      expect(foreign, book.ruleset).toEqual([]);
    }
  });

  it('the rule-id map tells the rulebooks apart: most concepts have different ids', () => {
    for (const key of Object.keys(DIADOQUES.rules) as (keyof Rulebook['rules'])[]) {
      expect(DIADOQUES.rules[key].startsWith('diadoques §'), key).toBe(true);
      expect(DIADOKHOI.rules[key].startsWith('diadokhoi §') || DIADOKHOI.rules[key] === 'diadoques §9a.29', key).toBe(true);
    }
  });

  it('rulebook(x) reads the ruleset of what it is given; an unknown ruleset is a clear error', () => {
    expect(rulebook({ ruleset: 'diadoques' })).toBe(DIADOQUES);
    expect(rulebook({ ruleset: 'diadokhoi' })).toBe(DIADOKHOI);
    expect(profileOf('diadokhoi')).toBe(RULEBOOKS.diadokhoi);
    expect(() => profileOf('classic')).toThrow(/no rulebook profile for ruleset classic/);
    expect(() => profileOf('constructor')).toThrow(/no rulebook profile/);
  });

  it('amounts and money follow each rulebook (diadoques §11c.2: 10 T; diadokhoi §T6.3-4: 1000 talents; §6.3.57: whole hundreds)', () => {
    expect(DIADOQUES.money(DIADOQUES.amounts.satrapsTreasure)).toBe('10 T');
    expect(DIADOKHOI.money(DIADOKHOI.amounts.satrapsTreasure)).toBe('1000 talents');
    expect([DIADOQUES.amounts.giftStep, DIADOKHOI.amounts.giftStep]).toEqual([1, 100]);
  });
});

/** Tables keyed by place or unit type: their keys are data, not fields (Diadokhoi has no elite fleet, `diadokhoi §4.2.1`). */
const DATA_TABLES = new Set(['amounts.units', 'amounts.unitLimits', 'policies.prestige.citadels', 'policies.prestige.held.citadels']);

/** Where two profiles' fields differ: `path: keys only in a | keys only in b`. `null` (a rule the rulebook lacks) matches any value. */
function shapeDifferences(a: unknown, b: unknown, path = ''): string[] {
  const isObject = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);
  if (!isObject(a) || !isObject(b) || DATA_TABLES.has(path)) return [];
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  const onlyA = ka.filter((k) => !kb.includes(k));
  const onlyB = kb.filter((k) => !ka.includes(k));
  const here = onlyA.length + onlyB.length > 0 ? [`${path}: ${onlyA.join(',')} | ${onlyB.join(',')}`] : [];
  return [...here, ...ka.filter((k) => kb.includes(k)).flatMap((k) => shapeDifferences(a[k], b[k], path ? `${path}.${k}` : k))];
}

/** Every rule id a profile holds: its strings, and what its rule-giving policies answer. */
function ruleIds(book: Rulebook): string[] {
  const out: string[] = [];
  const walk = (x: unknown): void => {
    if (typeof x === 'string' && /^(diadoques|diadokhoi) /.test(x)) out.push(x);
    else if (Array.isArray(x)) x.forEach(walk);
    else if (x !== null && typeof x === 'object') Object.values(x).forEach(walk);
  };
  walk(book);
  for (const n of [0, 1, 2, 3]) walk(book.policies.military.controlRule(n));
  for (const t of ['A', 'Am', 'Ae', 'Ag', 'F', 'Fe']) walk(book.policies.prestige.destroyedUnit(t));
  return [...new Set(out)];
}
