/**
 * The judge's refusals of an order text in the reader's language (src/game/i18n-problems.ts):
 * every problem code the readers can give has a French and an English text, and the problems
 * real bad texts produce read in French without English left.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGame, submit } from '@diadochi/kernel';
import type { GameDefinition, GameSession, Problem } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { diadokhoi, diadoques } from '../../src/game/index.ts';
import type { WholeState } from '../../src/game/index.ts';
import { problemLine, problemText, TRANSLATED_PROBLEMS } from '../../src/game/i18n-problems.ts';
import { orderTextProblems } from '../../src/game/merged-winter.ts';
import { splitOrders } from '../../src/politics/index.ts';
import type { RulesetId } from '../../src/rules/state.ts';

const D = diadoques as unknown as GameDefinition<WholeState>;
const K = diadokhoi as unknown as GameDefinition<WholeState>;
const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/** The readers of order texts and the checks of what they name (the brief's list, and the whole game's `validate`). */
const READERS = ['core/limits.ts', 'vocabulary', 'vocabulary/military', 'rules/game.ts', 'rules/void-orders.ts', 'game/start.ts', 'game/merged-winter.ts', 'game/definition.ts'];

/**
 * Codes that may show the engine's message, each with why. Options of a new game (`bad-options`,
 * `bad-players`, `bad-scenario`, `bad-last-year`) are checked when a game is created, never in an
 * order list: the new-game form names them.
 */
const ALLOWED_FALLBACK: Record<string, string> = {
  'bad-options': 'game creation, not orders',
  'bad-players': 'game creation, not orders',
  'bad-scenario': 'game creation, not orders',
  'bad-last-year': 'game creation, not orders',
};

function files(path: string): string[] {
  const full = join(SRC, path);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full).filter((f) => f.endsWith('.ts')).map((f) => join(full, f));
}

/** Every code written as `problem('…'`, `fail('…'`, `code: '…'`, and the military check's list of refusals. */
function producedCodes(): Set<string> {
  const out = new Set<string>();
  for (const f of READERS.flatMap(files)) {
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(/(?:problem|fail)\(\s*'([a-z-]+)'|code: '([a-z-]+)'/g)) out.add((m[1] ?? m[2])!);
    // rules/game.ts: the interpreter's refusals the judge reports at once.
    for (const list of text.matchAll(/if \(!\[((?:'[a-z-]+',?\s*)+)\]\.includes\(o\.reason\)\)/g)) for (const m of list[1]!.matchAll(/'([a-z-]+)'/g)) out.add(m[1]!);
    // rules/void-orders.ts: the refusals about what an order names, kept under their own codes (`NAMING`).
    for (const list of text.matchAll(/const NAMING = \[((?:'[a-z-]+',?\s*)+)\]/g)) for (const m of list[1]!.matchAll(/'([a-z-]+)'/g)) out.add(m[1]!);
  }
  return out;
}

/** English words that would betray an untranslated message inside a French one. */
const ENGLISH = /(?<![\p{L}])(the|of|is|not|no|may|only|are|be|unit|order|orders|must|which|names|place|missing|Expected|Unexpected|Empty|cannot|winter|character|player|sum)(?![\p{L}])/u;

describe('every problem code of the order readers has French and English texts', () => {
  it('diadoques §9a.2, diadokhoi §7.11.1: each code the readers write is translated, or allowed to fall back with a reason', () => {
    const codes = producedCodes();
    // The grep found the readers' codes (a broken pattern would find none and prove nothing).
    for (const c of ['unknown-place', 'unknown-order', 'missing-type', 'purchase-refused', 'misplaced-winter', 'conditional-order', 'no-unit', 'not-own-unit']) expect(codes).toContain(c);
    const missing = [...codes].filter((c) => !TRANSLATED_PROBLEMS.includes(c) && !ALLOWED_FALLBACK[c]);
    expect(missing).toEqual([]);
  });

  it('an unknown code, or data that does not fit, shows the engine message', () => {
    expect(problemText({ code: 'a-code-yet-unknown', message: 'Engine words.' }, { ruleset: 'diadoques', lang: 'fr' })).toBe('Engine words.');
    expect(problemText({ code: 'unknown-power', message: 'Engine words.', data: { name: 3 } }, { ruleset: 'diadoques', lang: 'fr' })).toBe('Engine words.');
  });
});

function begin(def: GameDefinition<WholeState>, options: object = {}): GameSession<WholeState> {
  const g = createGame(def, { seed: 'i18n-problems', options });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value;
}

/** The start step resolved with every player's default purchase: the first spring. */
function spring(def: GameDefinition<WholeState>): WholeState {
  let s = begin(def);
  for (const p of s.players) {
    const r = submit(def, s, p, def.defaultDecision(s.state, p));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.value.session;
  }
  return s.state;
}

const refusals = (def: GameDefinition<WholeState>, s: WholeState, player: string, orders: string): Problem[] => {
  const r = def.validate(s, player, { orders });
  return r.ok ? [] : r.error;
};

/** Bad lines of each kind a player may send, and the problems the engine gives them. */
function problemsOfBadTexts(ruleset: RulesetId, def: GameDefinition<WholeState>): Problem[] {
  const dk = ruleset === 'diadokhoi';
  const M = dk ? 'Mac' : 'MAC';
  const season = ['A ' + M, `A ZORGLUB ${dk ? 'The' : 'THE'}`, `A ${M} X encore`, `A ${M} S`, `A ${M} A1`, 'A', `A ${M} Re`, `A ${M} Re X, ${dk ? 'The' : 'THE'}`, `A ${M} - ${dk ? 'The' : 'THE'} (EGE`, `A ${M} =`, 'commandement Zorglub A MAC', `corrompre A ${M} beaucoup`, 'don 10 à Zorglub', 'zorglub', 'si contrôle MAC : A MAC X', 'hiver :'].join('\n');
  const merged = { options: { scenario: 'x', lastYear: -300, players: 6 }, season: 'spring', phase: 'orders', ruleset } as const;
  const winter = ['construire ' + M, `promouvoir A ${M}`, 'zorglub', `si contrôle ${M} construire A ${M}`, `si foo ${M} : construire A ${M}`, `si contrôle ${M} :`, 'saisir trésor Zorglub', 'influence 0 Zorglub', 'don'].join('\n');
  const start = begin(def).state;
  const me = Object.keys(start.treasury)[0]!;
  const s = spring(def);
  const mine = s.units.find((u) => u.power === me)!;
  const theirs = s.units.find((u) => u.power !== me && u.space !== mine.space && !s.units.some((x) => x.power === me && x.space === u.space))!;
  const empty = (dk ? ['Arm', 'Gad'] : ['ARM', 'GAD']).find((sp) => !s.units.some((u) => u.space === sp))!;
  return [
    ...orderTextProblems(merged, season),
    ...splitOrders(ruleset, season).problems,
    ...orderTextProblems({ ...merged, phase: 'winter' }, winter),
    ...refusals(def, start, me, `F ${dk ? 'Arm' : 'ARM'}\nAe ${M}`),
    ...refusals(def, start, me, ''),
    ...refusals(def, s, me, `A ${empty} X\n${theirs.type} ${theirs.space} X`),
    ...refusals(def, s, me, 42 as unknown as string),
  ];
}

describe('the problems of bad order texts read in French and in English', () => {
  it.each([['diadoques', D], ['diadokhoi', K]] as const)('%s diadoques §9a.2, §12.4, diadokhoi §7.11.1, §7.11.2: every problem of a bad text has its own line in both languages, no English left in French', (ruleset, def) => {
    const problems = problemsOfBadTexts(ruleset, def);
    const codes = new Set(problems.map((p) => p.code));
    // The bad texts reached the common refusals the order list shows.
    for (const c of ['unknown-place', 'unknown-order', 'missing-order', 'unexpected-words', 'missing-type', 'missing-colon', 'bad-condition', 'conditional-order', 'misplaced-winter', 'purchase-refused', 'no-unit', 'not-own-unit', 'bad-amount']) expect(codes, c).toContain(c);
    const wrong: string[] = [];
    for (const p of problems) {
      const fr = problemLine(p, { ruleset, lang: 'fr' });
      const en = problemLine(p, { ruleset, lang: 'en' });
      if (!fr || !en) wrong.push(`${p.code}: no line (${p.message})`);
      else if (fr === en) wrong.push(`${p.code}: same in both (${fr})`);
      else if (ENGLISH.test(fr.replace(/«[^»]*»/g, '').replace(/\([^)]*\)/g, ''))) wrong.push(`${p.code}: English in French (${fr})`);
    }
    expect(wrong).toEqual([]);
    expect(codes.size).toBeGreaterThan(18);
  });

  it('diadoques §9a.4: a place the player wrote is quoted as written; a place the engine names is written as orders write it', () => {
    const [unknown] = splitOrders('diadoques', 'A ZORGLUB THE').problems;
    expect(problemText(unknown!, { ruleset: 'diadoques', lang: 'fr' })).toBe('Aucun lieu ne s’appelle « ZORGLUB ».');
    expect(problemText(unknown!, { ruleset: 'diadoques', lang: 'en' })).toBe('No place is named "ZORGLUB".');
    expect(problemText({ code: 'no-unit', message: 'No unit stands in pella.', data: { space: 'pella' } }, { ruleset: 'diadoques', lang: 'en' })).toBe('No unit stands in Pella.');
    expect(problemText({ code: 'not-own-unit', message: '…', data: { space: 'SYR' } }, { ruleset: 'diadoques', lang: 'fr' })).toBe('L’unité en SYR n’est pas à vous.');
  });

  it('diadoques §12.4: a refused purchase gives its reason in French', () => {
    const s = begin(D).state;
    const [refused] = refusals(D, s, 'cassandre', 'F ARM');
    expect(refused!.code).toBe('purchase-refused');
    expect(problemText(refused!, { ruleset: 'diadoques', lang: 'fr' })).toMatch(/^F ARM : /);
    expect(problemText(refused!, { ruleset: 'diadoques', lang: 'en' })).toBe(refused!.message);
  });
});
