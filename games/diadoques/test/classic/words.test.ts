import { describe, expect, it } from 'vitest';
import { autoplay, createGame, eventLine, LANGS, problemLine, promptLine, resultLine, submit, waitingOn } from '@diadochi/kernel';
import type { GameEvent, GameSession, Lang, Problem } from '@diadochi/kernel';
import { classicBot } from '../../src/classic/bot.ts';
import { classic } from '../../src/classic/game.ts';
import type { ClassicState } from '../../src/classic/game.ts';
import { classicCatalogs } from '../../src/classic/catalog/index.ts';
import type { ClassicEvents } from '../../src/classic/words.ts';

/**
 * Issue 17 items 4 and 11: classic Diplomacy speaks through catalogs. Every line of a whole bot
 * game's record, every prompt, the result and every problem the judge can give is written in
 * English and in French from typed values, with no raw code, id or missing key, and the French
 * lines hold no English sentence.
 */

/** English words that have no business in a French line (order keywords quoted «…» or listed in brackets aside). */
const ENGLISH = /(?<![\p{L}])(the|of|is|not|no|by|and|with|from|to|at|in|only|may|must|unit|units|army|fleet|moved|held|holds|bounced|support|supports|convoys|order|orders|strength|against|dislodged|retreated|disbanded|built|build|disband|taken|stopped|Spring|Fall|Winter|game|Illegal|There|This|That|cannot)(?![\p{L}])/u;
const IDS = /\b(AUS|ENG|FRA|GER|ITA|RUS|TUR)\b|\b[a-z]{3}\((?:nc|sc|ec|wc)\)|undefined|NaN|\[object|\{\w+\}/;

/** What is wrong with a line a reader of `lang` gets for `code`: empty when it reads well. */
function faults(line: string, code: string, lang: Lang): string[] {
  const out: string[] = [];
  if (line === code || line.trim() === '') out.push(`${lang} ${code}: no line ("${line}")`);
  const m = IDS.exec(line);
  if (m) out.push(`${lang} ${code}: raw "${m[0]}" in "${line}"`);
  if (lang === 'fr') {
    const prose = line.replace(/«[^»]*»/g, '').replace(/\((?:->|nc)[^)]*\)/g, '');
    const e = ENGLISH.exec(prose);
    if (e) out.push(`fr ${code}: English "${e[0]}" in "${line}"`);
  }
  return out;
}

function botGame(seed: string, lastYear: number): GameSession<ClassicState> {
  const created = createGame(classic, { seed, options: { lastYear } });
  if (!created.ok) throw new Error('no game');
  return autoplay(classic, created.value, { bots: classicBot(seed) as never });
}

describe('classic words (issue 17 items 4, 11)', () => {
  it('a whole bot game: every record line, prompt and the result read well in English and French', () => {
    const session = botGame('words', 1904);
    expect(session.state.result).toBeDefined();
    const events: GameEvent[] = session.record.flatMap((r) => r.events);
    const types = new Set(events.map((e) => e.type));
    expect([...types].sort()).toEqual(expect.arrayContaining(['adjustment-result', 'centre-changed', 'game-over', 'order-result']));
    const bad: string[] = [];
    for (const e of events) {
      expect(e.text).toBeUndefined(); // typed: no legacy prose
      const lines = LANGS.map((lang) => eventLine(classic, e, lang));
      LANGS.forEach((lang, i) => bad.push(...faults(lines[i]!, e.type, lang)));
      if (lines[0] === lines[1]) bad.push(`same line in both languages: ${lines[0]}`);
    }
    for (const lang of LANGS) bad.push(...faults(resultLine(classic, session.state.result!, lang), 'result', lang));
    expect(bad).toEqual([]);
    // The prompts of each phase, and the names of seats and phases.
    const s = createGame(classic, { seed: 'p', options: {} });
    if (!s.ok) throw new Error();
    const pending = waitingOn(classic, s.value).pending!;
    expect(pending.prompt).toBeUndefined();
    expect(promptLine(classic, pending, 'en')).toBe('Spring 1901: orders');
    expect(promptLine(classic, pending, 'fr')).toBe('Printemps 1901\u00a0: ordres');
    for (const lang of LANGS) for (const phase of Object.keys(classicCatalogs.en.prompts)) bad.push(...faults(promptLine(classic, { ...pending, phase }, lang), phase, lang));
    expect(bad).toEqual([]);
  });

  it('every outcome an order may have reads well in both languages (synthetic events of each reason)', () => {
    const reasons = ['moved', 'no-path', 'convoy-disrupted', 'own-unit', 'bounced', 'stand-off', 'held', 'dislodged', 'supported', 'cut', 'void-support', 'convoyed', 'paradox', 'void-convoy', 'illegal'] as const;
    const illegal = ['no-unit', 'not-own-unit', 'several-orders', 'unknown-region', 'same-space', 'not-adjacent', 'cannot-be-convoyed', 'no-convoy-route', 'cannot-reach', 'no-target-unit', 'target-cannot-reach', 'cannot-convoy', 'not-on-convoy-route', 'forbidden'] as const;
    const events: { type: keyof ClassicEvents; data: unknown }[] = [];
    for (const reason of reasons) {
      for (const code of reason === 'illegal' ? illegal : [undefined]) {
        events.push({ type: 'order-result', data: { power: 'RUS', unit: { kind: 'fleet', region: 'stp(sc)' }, at: 'stp(sc)', order: { kind: 'move', to: 'bot', viaConvoy: true }, reason, ...(code ? { illegal: code } : {}), by: ['fin', 'lvn'], strength: 2, opposition: 1, dislodgedBy: 'swe' } });
      }
    }
    for (const reason of ['retreated', 'disbanded', 'no-order', 'no-such-retreat', 'not-dislodged', 'collision']) events.push({ type: 'retreat-result', data: { power: 'FRA', unit: { kind: 'army', region: 'bur' }, at: 'bur', to: 'pic', reason, by: ['bel'] } });
    for (const reason of ['built', 'disbanded', 'no-builds-due', 'no-builds-left', 'not-home-centre', 'not-owned', 'occupied', 'cannot-stand', 'coast-required', 'type-required', 'no-disbands-due', 'no-disbands-left', 'no-unit', 'not-own-unit']) {
      events.push({ type: 'adjustment-result', data: { power: 'RUS', verb: 'build', kind: 'fleet', province: 'stp', coast: 'nc', reason } });
    }
    events.push({ type: 'civil-disorder', data: { power: 'TUR', unit: { kind: 'fleet', region: 'ank' } } });
    events.push({ type: 'centre-changed', data: { province: 'bel', from: null, to: 'ENG' } });
    events.push({ type: 'game-over', data: { code: 'solo', winners: ['AUS', 'ITA'], centres: 18 } });
    for (const order of [{ kind: 'hold' }, { kind: 'support', target: 'mun', to: 'bur' }, { kind: 'convoy', from: 'lon', to: 'bel' }]) {
      events.push({ type: 'order-result', data: { power: 'GER', at: 'kie', order, noOrder: true, reason: 'held' } });
    }
    const bad: string[] = [];
    for (const e of events) {
      for (const lang of LANGS) bad.push(...faults(eventLine(classic, e as GameEvent, lang), e.type, lang));
    }
    expect(bad).toEqual([]);
    expect(eventLine(classic, events[0] as GameEvent, 'fr')).toBe('Russie\u00a0: F Saint-Pétersbourg (côte sud) → Golfe de Botnie par convoi\u00a0: mouvement réussi, par Finlande et Livonie, force 2 contre 1, délogée depuis Suède');
  });

  it('every problem the judge gives reads well in both languages, and the catalogs cover every problem code', () => {
    const created = createGame(classic, { seed: 'problems', options: {} });
    if (!created.ok) throw new Error();
    const spring = created.value;
    const problems: Problem[] = [];
    const tryIt = (s: GameSession<ClassicState>, player: string, decision: unknown) => {
      const r = submit(classic, s, player, decision);
      if (!r.ok) problems.push(...r.error);
    };
    // The reader's refusals, then the judge's.
    for (const line of ['A vie - xqz', 'A', 'A vie', 'A vie -> bud xyzzy', 'A vie frob', 'F stp(zz) -> bot', 'A qqq -> bud', 'A vie S A bud bud', 'A vie -> bud via zork', ':', 'aus:']) tryIt(spring, 'AUS', [line]);
    tryIt(spring, 'AUS', 42);
    tryIt(spring, 'AUS', ['ENG: F lon -> nth']);
    tryIt(spring, 'AUS', ['A vie build']);
    tryIt(spring, 'AUS', ['A vie -> bud', 'A vie -> gal']);
    tryIt(spring, 'AUS', ['A vie -> ber', 'F tri -> tri', 'A bud S A war -> gal', 'F tri C A vie -> ven', 'A bud -> mos via convoy', 'F lon -> nth']);
    tryIt(spring, 'RUS', ['F sev -> bul']);
    tryIt(spring, 'AUS', ['x'.repeat(500)]);
    tryIt(spring, 'AUS', Array.from({ length: 60 }, () => 'A vie -> zzz'));
    for (const options of [7, { edition: 'zz' }, { lastYear: 1800 }]) {
      const r = classic.parseOptions(options);
      if (!r.ok) problems.push(...r.error);
    }
    const codes = new Set(problems.map((p) => p.code));
    const bad: string[] = [];
    for (const p of problems) {
      const lines = LANGS.map((lang) => problemLine(classic, p, lang));
      LANGS.forEach((lang, i) => bad.push(...faults(lines[i]!, p.code, lang)));
      if (lines[0] === p.message && lines[1] === p.message) bad.push(`${p.code}: French is the English message`);
    }
    expect(bad).toEqual([]);
    // The codes met above are most of the catalog; every catalog code has a line in both languages.
    expect(codes.size).toBeGreaterThan(20);
    for (const code of codes) expect(Object.keys(classicCatalogs.en.problems)).toContain(code);
    expect(Object.keys(classicCatalogs.fr.problems).sort()).toEqual(Object.keys(classicCatalogs.en.problems).sort());
  });
});
