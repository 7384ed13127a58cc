/**
 * Every line a player reads in the log, in both languages, as a player reads it (`syracuse 1.3`
 * counters and leaders by name, `syracuse 2` zones by name, `syracuse 7` stratagems by name):
 * bot games are played, every event is written in English and French, and a line fails when it
 * shows an engine id (`s-p1`, `T16`, `c4`, a bare `S12`, a group's rule id), when a French line
 * carries English words, or when a French line is the English one unchanged.
 */
import { LANGS, autoplay, createGame, promptLine, randomBot, resultLine, say } from '@diadochi/kernel';
import type { GameEvent, Pending } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { catalogs } from '../src/catalog/index.ts';
import { ALL_UNITS, LEADERS } from '../src/data/counters.ts';
import { STRATAGEM_COUNTERS, STRATAGEM_IDS } from '../src/data/tables.ts';
import { GROUP_IDS } from '../src/engine.ts';
import { heuristicBot, pendingOf, syracuse } from '../src/index.ts';

/** Tokens that are engine ids, not words: a unit id, a zone id, a counter id, a bare stratagem id, a group's rule id. */
const ID_TOKENS: [string, RegExp][] = [
  ['unit id', /\b[a-z]-[a-z]\d+\b/],
  ['zone id', /\b[TM]\d+\b/],
  ['counter id', /\bc\d+\b/],
  ['bare stratagem id', /\bS\d+[AB]?\b/],
  ['rule id', /\bsyracuse \d/],
  ['raw key', /\b(place|fort|build|stratagem|leader|type|origin|level|supply|season|side)\.[\w-]+/],
];
/** English words that must not appear in a French line. */
const ENGLISH = /\b(all|none|one|is|are|reduced|recovered|storm|the|to|from|and|with|rolls|wins)\b/i;
/** French lines that may equal the English one: none today (every line carries at least one translated word). */
const SAME_ALLOWED = new Set<string>();

/** A bot game: its events, one prompt per phase met (with the data of its first occurrence), and the lines of its result. */
function play(seed: string, scenario: string, bot: 'random' | 'heuristic'): { events: GameEvent[]; prompts: Pending[]; result: Record<string, string> } {
  const created = createGame(syracuse, { seed, options: { scenario } });
  if (!created.ok) throw new Error('create failed');
  const prompts = new Map<string, Pending>();
  const end = autoplay(syracuse, created.value, {
    bots: (bot === 'random' ? randomBot(seed) : heuristicBot(seed)) as never,
    maxSteps: 20000,
    onStep: (s) => {
      const p = pendingOf(s.state);
      if (p && !prompts.has(p.phase)) prompts.set(p.phase, p);
    },
  });
  const r = syracuse.result(end.state);
  if (!r) throw new Error('the game did not end');
  return { events: end.record.flatMap((x) => x.events), prompts: [...prompts.values()], result: Object.fromEntries(LANGS.map((l) => [l, resultLine(syracuse, r, l)])) };
}

/** What is wrong with one event's lines: ids in either language, English in the French, or the French equal to the English. */
function lineFaults(type: string, lines: Record<string, string>): string[] {
  const out: string[] = [];
  for (const [lang, line] of Object.entries(lines)) {
    for (const [what, re] of ID_TOKENS) if (re.test(line)) out.push(`${lang} ${type}: ${what} in “${line}”`);
  }
  const fr = lines.fr!;
  const m = ENGLISH.exec(fr);
  if (m) out.push(`fr ${type}: English word “${m[0]}” in “${fr}”`);
  if (fr === lines.en && !SAME_ALLOWED.has(fr)) out.push(`fr ${type}: same as English “${fr}”`);
  return out;
}

function faults(e: GameEvent): string[] {
  return lineFaults(e.type, Object.fromEntries(LANGS.map((l) => [l, say(catalogs[l].events, l, e.type as never, e.data as never)])));
}

describe('syracuse log lines, prompts and results read as words, not ids (syracuse 1.3, syracuse 7)', () => {
  const games = [
    { seed: 'lines-0', scenario: 'historical', bot: 'heuristic' },
    { seed: 'lines-1', scenario: 'alcibiades', bot: 'random' },
    { seed: 'lines-2', scenario: 'historical', bot: 'random' },
  ] as const;
  const seen = new Set<string>();
  it.each(games)('game $seed ($scenario, $bot bots): every event line, prompt and result names things in both languages', ({ seed, scenario, bot }) => {
    const { events, prompts, result } = play(seed, scenario, bot);
    expect(events.length).toBeGreaterThan(100);
    expect(prompts.length).toBeGreaterThan(5);
    // one example per kind of fault (language, event type, what), so a failure reads as a list of defects
    const kinds = new Map<string, string>();
    for (const e of events) {
      seen.add(e.type);
      for (const f of faults(e)) if (!kinds.has(f.slice(0, f.indexOf(' “')))) kinds.set(f.slice(0, f.indexOf(' “')), f);
    }
    // the prompts met and the result, read the same way
    for (const p of prompts) for (const f of lineFaults(`prompt ${p.phase}`, Object.fromEntries(LANGS.map((l) => [l, promptLine(syracuse, p, l)])))) kinds.set(f, f);
    for (const f of lineFaults('result', result)) kinds.set(f, f);
    expect([...kinds.values()]).toEqual([]);
  });

  it('the games cover the lines that used to show ids (reduced, recovered, storm, draw, stratagem, attrition)', () => {
    for (const t of ['reduced', 'draw', 'stratagem', 'attrition', 'move', 'combat']) expect(seen.has(t), t).toBe(true);
  });

  it('syracuse 10.1, syracuse 8, syracuse S17: every unit, leader, counter, group and Advantage use is named in the lines bots rarely reach', () => {
    const ev = (type: string, data: object) => ({ type, rule: 'syracuse 2', data }) as GameEvent;
    const events: GameEvent[] = [
      ...[...ALL_UNITS.map((u) => u.id), ...LEADERS.map((l) => l.id)].flatMap((id) => [
        ev('reduced', { unit: id }), ev('eliminated', { piece: id }), ev('recovered', { unit: id }), ev('storm', { unit: id, roll: 5 }),
        ev('move', { piece: id, from: 'T11', to: 'T18', cost: 2 }), ev('redeploy', { piece: id, to: 'Catane' }), ev('stratagem', { side: 'ath', face: 'S24', target: id }),
      ]),
      ...STRATAGEM_COUNTERS.flatMap((c) => [ev('draw', { side: 'syr', counter: c.id }), ev('return-to-bowl', { side: 'ath', counter: c.id })]),
      ...GROUP_IDS.flatMap((g) => [ev('reinforcement-delayed', { group: g, turn: 5 }), ev('reinforcement-cancelled', { group: g }), ev('stratagem', { side: 'syr', face: 'S17', target: g })]),
      ...['+2ap', 'initiative', 'reroll', 'recover', 'return:gylippus'].map((use) => ev('advantage', { side: 'ath', use })),
      ...['advantage', 'draw', 'S15', 'S18'].map((t) => ev('stratagem', { side: 'ath', face: 'S25', target: t })),
      ...['A1', 'S3B', 'chains', 'camp', 'syke'].map((t) => ev('stratagem', { side: 'ath', face: 'S14', target: t })),
      ev('stratagem', { side: 'syr', face: 'S11', target: 'T21:fort' }),
      ...['all', 'one', 'none'].map((effect) => ev('attrition', { zone: 'T17', roll: 5, effect })),
    ];
    const all = events.flatMap(faults);
    expect(all.slice(0, 20)).toEqual([]);
  });

  it('the check can fail: an id, an English word and an untranslated line are each caught', () => {
    const fake = { type: 'reduced', rule: 'syracuse 4.2', data: { unit: 'x-y1' } } as GameEvent;
    expect(faults(fake).some((f) => f.includes('unit id'))).toBe(true);
    const atZone = { type: 'attrition', rule: 'syracuse 6.4.4', data: { zone: 'T99', roll: 6, effect: 'all' } } as GameEvent;
    expect(faults(atZone).some((f) => f.includes('zone id'))).toBe(true);
    expect(lineFaults('attrition', { en: 'Attrition: 6 (all).', fr: 'Attrition : 6 (all).' }).some((f) => f.includes('English word “all”'))).toBe(true);
    expect(lineFaults('healed', { en: 'Nicias recovers.', fr: 'Nicias recovers.' }).some((f) => f.includes('same as English'))).toBe(true);
    expect(lineFaults('draw', { en: 'Athens draws (c4).', fr: 'Athènes tire (c4).' }).filter((f) => f.includes('counter id'))).toHaveLength(2);
  });

  it('syracuse 2.C: the works prompt and the works dice line count their points with the plural form (1 point, 2 points)', () => {
    const works = (pt: number): Pending => ({ mode: 'turn', players: ['ath'], phase: 'works', promptData: { pt } });
    expect(promptLine(syracuse, works(1), 'en')).toBe('Works: 1 works point.');
    expect(promptLine(syracuse, works(2), 'en')).toBe('Works: 2 works points.');
    expect(promptLine(syracuse, works(1), 'fr')).toMatch(/^Travaux\s:\s1 point de travaux\.$/);
    expect(promptLine(syracuse, works(0), 'fr')).toMatch(/^Travaux\s:\s0 point de travaux\.$/);
    expect(promptLine(syracuse, works(3), 'fr')).toMatch(/^Travaux\s:\s3 points de travaux\.$/);
    const dice = (pt: number, l: 'en' | 'fr') => say(catalogs[l].events, l, 'works-dice' as never, { side: 'ath', dice: [6], pt } as never);
    expect(dice(1, 'en')).toMatch(/— 1 works point\.$/);
    expect(dice(1, 'fr')).toMatch(/— 1 point de travaux\.$/);
  });

  it('syracuse 7: each of the 25 stratagems has an effect text in both languages, the French its own', () => {
    for (const s of STRATAGEM_IDS) {
      const en = catalogs.en.names[`stratagem-text.${s}`];
      const fr = catalogs.fr.names[`stratagem-text.${s}`];
      expect(en, `en ${s}`).toMatch(/\w{3}.*\w{3}/);
      expect(fr, `fr ${s}`).toMatch(/\w{3}.*\w{3}/);
      expect(fr, s).not.toBe(en);
      expect(lineFaults(`stratagem-text.${s}`, { en: en!, fr: fr! })).toEqual([]);
    }
  });
});
