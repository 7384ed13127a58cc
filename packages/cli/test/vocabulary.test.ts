/**
 * Every migrated game (one with `catalogs`) speaks both languages (issue 14 item 4): bot games of
 * each of its example option sets are played, and every event type, problem code and prompt met
 * is written in English and French. It fails on a missing line, a line that writes `undefined`,
 * `NaN` or `[object Object]`, and a French line equal to the English one unless it holds nothing
 * but proper names of the allow-list. A game that registers `catalogs` is picked up here with no
 * change (PhalanXX now; Successors and Syracuse once in the catalog).
 */
import { describe, expect, it } from 'vitest';
import { autoplay, createGame, eventLine, LANGS, missingLines, problemLine, promptLine, randomBot, resultLine } from '@diadochi/kernel';
import type { Bot, GameDefinition, GameEvent, Problem } from '@diadochi/kernel';
import { botFor, games } from '@diadochi/catalog';

/** Proper names that are the same in French and English; a French line made of these alone may equal the English one. */
const PROPER_NAMES = ['MaXXimilian', 'Issos', 'Tayma', 'Yazd', 'Merv', 'Pura', 'Taxila', 'Pauravas', 'Argyraspides', 'Phalangites', 'Camouflage'];

function sameAllowed(en: string, fr: string): boolean {
  if (en !== fr) return true;
  let rest = fr;
  for (const n of PROPER_NAMES) rest = rest.split(n).join('');
  return rest.replace(/[\d\s.,:;!?()«»"'’—–-]/g, '') === '';
}

const WRONG = /\bundefined\b|\bNaN\b|\[object Object\]/;

/** Decisions near a legal one that the rules refuse: each field given another value of the state's own words. */
function nearMisses(legal: unknown, pool: string[]): unknown[] {
  if (!legal || typeof legal !== 'object' || Array.isArray(legal)) return [];
  const out: unknown[] = [];
  for (const [k, v] of Object.entries(legal)) {
    if (typeof v === 'number') for (const x of [v + 1, v - 1, 9, -1]) out.push({ ...legal, [k]: x });
    if (typeof v === 'string') for (const x of pool) if (x !== v) out.push({ ...legal, [k]: x });
  }
  return out;
}

function wordsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string' && value.length <= 24) into.add(value);
  else if (Array.isArray(value)) value.forEach((v) => wordsOf(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => wordsOf(v, into));
  return into;
}

describe('every migrated game writes every line it uses in English and French', () => {
  for (const game of games.filter((g) => g.catalogs) as GameDefinition[]) {
    it(`${game.id}: events, problems, prompts and results of bot games, in both languages`, () => {
      const events = new Map<string, GameEvent>();
      const problems = new Map<string, Problem>();
      const prompts = new Set<string>();
      const lines: { what: string; en: string; fr: string }[] = [];
      const write = (what: string, w: (lang: 'en' | 'fr') => string) => lines.push({ what, en: w('en'), fr: w('fr') });
      // Four option sets at most: enough for every phase of the games so far, and a few seconds each.
      const options = (game.exampleOptions ?? [{}]).slice(0, 4);
      options.forEach((o, i) => {
        const created = createGame(game, { seed: `vocabulary-${i}`, options: o });
        if (!created.ok) throw new Error(`${game.id}: example options refused`);
        // Random legal decisions where the game lists them (fast, and they wander further than a good bot); else its own bot.
        const listed = game.legalDecisions?.(created.value.state, created.value.players[0]!) != null;
        const bot: Bot = (listed ? undefined : botFor(game.id)?.(`v${i}`)) ?? randomBot(`v${i}`);
        const end = autoplay(game, created.value, {
          bots: bot,
          // Bounded: a long game's later steps repeat its words (PhalanXX's games end in about 130 steps).
          maxSteps: 400,
          onStep: (s) => {
            const pending = game.pending(s.state);
            if (!pending) return;
            prompts.add(pending.phase);
            write(`prompt ${pending.phase}`, (lang) => promptLine(game, pending, lang));
            // Near misses every third step: problems enough to write, at a bounded cost.
            if (s.record.length % 3 !== 0) return;
            const player = pending.players[0]!;
            const legal = game.legalDecisions?.(s.state, player) ?? [];
            const pool = [...wordsOf(game.view(s.state, player), new Set<string>())].slice(0, 8);
            // A game that lists no decisions (classic's free text) gets a wrong shape and an unreadable line.
            const tries = legal.length > 0 ? [...nearMisses(legal[0], pool), ...nearMisses(legal[legal.length - 1], pool)] : [42, ['?? ??'], [`${pool[0] ?? '?'} ->`]];
            const other = s.players.find((p) => !pending.players.includes(p));
            for (const d of tries) {
              const r = game.validate(s.state, player, d);
              if (!r.ok) for (const p of r.error) if (!problems.has(p.code)) problems.set(p.code, p);
            }
            if (other !== undefined && legal[0] !== undefined) {
              const r = game.validate(s.state, other, legal[0]);
              if (!r.ok) for (const p of r.error) if (!problems.has(p.code)) problems.set(p.code, p);
            }
          },
        });
        for (const entry of end.record) for (const e of entry.events) if (!events.has(e.type)) events.set(e.type, e);
        const result = game.result(end.state);
        if (result) write(`result ${result.why?.code ?? '(reason)'}`, (lang) => resultLine(game, result, lang));
      });
      for (const e of events.values()) write(`event ${e.type}`, (lang) => eventLine(game, e, lang));
      for (const p of problems.values()) write(`problem ${p.code}`, (lang) => problemLine(game, p, lang));

      console.log(`${game.id}: ${events.size} event types, ${problems.size} problem codes, ${prompts.size} prompts met; ${lines.length} lines written in each language`);
      expect(missingLines(game, { events: events.keys(), problems: problems.keys(), prompts }, LANGS)).toEqual([]);
      expect(lines.filter((l) => WRONG.test(l.en) || WRONG.test(l.fr) || l.en.trim() === '' || l.fr.trim() === '').map((l) => `${l.what}: ${l.en} | ${l.fr}`)).toEqual([]);
      expect(lines.filter((l) => !sameAllowed(l.en, l.fr)).map((l) => `${l.what}: ${l.fr}`)).toEqual([]);
      // Every name the English catalog has, the French one has too (cards, places, seats, phases).
      const en = Object.keys(game.catalogs!.en!.names);
      expect(en.filter((k) => !(k in game.catalogs!.fr!.names))).toEqual([]);
      // Enough met to mean something (PhalanXX: 25 of its 29 event types and 18 of its 40 problem codes;
      // classic Diplomacy has 6 event types in all, civil disorder rare in bot games).
      expect(events.size).toBeGreaterThan(game.id === 'classic' ? 4 : 5);
      expect(problems.size).toBeGreaterThanOrEqual(2);
    });
  }
});
