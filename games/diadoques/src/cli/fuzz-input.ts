/**
 * `npx diadochi fuzz-input <diadoques|diadokhoi|classic> --inputs N --seed S` (issue 13): feeds N
 * random and adversarial texts to every reader of player input of the ruleset — military
 * orders and retreats, the season's split between military and political lines, secondary
 * orders, bribes and bids, winter orders (conditional ones too), the merged autumn's text, the
 * start purchases, scenario files; for `classic` the DATC notation — and counts crashes (a
 * reader that throws), readings stopped by their work budget (`order-too-complex`, which the
 * design should never need) and the most work a reader spent per byte of input (`core/work.ts`;
 * inputs under 64 bytes counted as 64).
 * Same seed, same inputs.
 */
import type { ToolCommand } from '@diadochi/kernel';
import { parseOrder as parseClassicOrder } from '../classic/notation.ts';
import { measureWork } from '../core/work.ts';
import { orderTextProblems } from '../game/merged-winter.ts';
import { parsePurchases } from '../vocabulary/purchase.ts';
import { mapOf } from '../map/index.ts';
import { allSpaces } from '../map/graph.ts';
import { SCENARIOS } from '../map/scenarios.ts';
import { parseSecondaryOrders, splitOrders } from '../vocabulary/secondary.ts';
import { parseOrders } from '../vocabulary/military/read.ts';
import type { RulesetId } from '../rules/state.ts';
import { parseScenario } from '../scenario/parse.ts';
import { parseConditionalWinterOrders } from '../vocabulary/conditional.ts';

export type FuzzRuleset = RulesetId | 'classic';

/** A reader of player (or referee) text, reduced to the codes of the problems it gives. */
export interface TextReader {
  name: string;
  read(text: string): string[];
}

const codes = (ps: readonly { code: string }[]) => ps.map((p) => p.code);

/** Every reader of text input of a ruleset. */
export function readersOf(ruleset: FuzzRuleset): TextReader[] {
  if (ruleset === 'classic') {
    return [
      {
        name: 'classic-orders',
        read: (text) => text.split('\n').flatMap((line) => {
          const r = parseClassicOrder(line);
          return r.ok ? [] : codes(r.error);
        }),
      },
    ];
  }
  const map = mapOf(ruleset)!;
  const merged = { ruleset, phase: 'orders', season: 'autumn', options: { scenario: SCENARIOS[ruleset][0]!.id, lastYear: 0, players: 6, mergedWinter: true } } as const;
  return [
    { name: 'orders', read: (text) => codes(parseOrders(text, { map }).problems) },
    { name: 'retreats', read: (text) => codes(parseOrders(text, { map, phase: 'retreats' }).problems) },
    {
      name: 'season-split',
      read: (text) => {
        const s = splitOrders(ruleset, text);
        return [...codes(s.problems), ...codes(s.political.problems)];
      },
    },
    { name: 'secondary', read: (text) => codes(parseSecondaryOrders(ruleset, text).problems) },
    { name: 'winter', read: (text) => codes(parseConditionalWinterOrders(ruleset, text).problems) },
    { name: 'merged-autumn', read: (text) => codes(orderTextProblems(merged, text)) },
    { name: 'start-purchases', read: (text) => codes(parsePurchases(ruleset, text).problems) },
    { name: 'scenario', read: (text) => codes(parseScenario(text).problems) },
  ];
}

/** A small seeded generator (mulberry32): the fuzzer's own, never a game's dice. */
export function rng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYWORDS = ['A', 'F', 'Am', 'Ae', 'Ag', 'Fe', 'G', 'A*', 'F#', '*', '#', 'S', 'C', 'X', 'H', '-', '->', '→', '—', '=', ':', '(', ')', ',', 'Re', 'A1', 'A2', 'Bsg1', 'Ra', 'Spl', 'hold', 'disband', 'via', 'convoy', 'supports', 'build', 'construire', 'licencier', 'promouvoir', 'saisir', 'trésor', 'don', 'gift', 'to', 'à', 'announced', 'vote', 'pour', 'contre', 'influence', 'PP', 'bribe', 'corrompre', 'counter', 'enchère', 'bid', 'passage', 'ne', 'pas', 'capturer', 'no-capture', 'command', 'dissociate', 'si', 'if', 'not', 'control', 'unit', 'winter:', 'hiver :', 'the', 'la', 'l’', 'w.c.', '(w.c.)', '/sc', 'north', 'coast', '//', '10', '1 000', '99999999999999999999', '-3', '0', 'T', 'talents', 'ENG:', 'nth', 'spa(nc)', 'succeeds', 'fails', 'units:', 'orders', 'expect:', 'ruleset: diadoques', 'ruleset: diadokhoi', 'season: spring -319', 'title:', 'retreat', 'captured', 'by'];
const JUNK = ['é', 'É', 'e\u0301', 'ß', 'ﬁ', 'İ', 'Ω', '𝔸', '😀', '\u200b', '\u2028', '\u2029', '\u0000', '\r', '\t', '\ufeff', '\ud800', 'ع', 'א', '‮', '\\', '"', "'", '`', '{', '}', '[', ']', '%', '$', '&', '|', ';', '.', '..', '…'];

/** Repeated shapes that made the old readers super-linear, and their kin (head, unit). */
export const ADVERSARIAL: readonly (readonly [string, string])[] = [
  ['A Mac S A ', 'Cil '],
  ['A MAC S A ', 'CIL '],
  ['bribe ', 'bribe '],
  ['corrompre A ', 'MAC '],
  ['A ', 'Mac '],
  ['construire A ', 'MAC '],
  ['A MAC - ', '( '],
  ['A MAC - (', 'EGE - '],
  ['', 'S A '],
  ['A MAC S ', 'A MAC S '],
  ['F MOR Re ', 'MIO '],
  ['F MOR Re ', 'MIO, '],
  ['F MOR Re ', 'MIO - '],
  ['F MOR Re ', 'Italie - Re F Pam '],
  ['A MAC Re ', 'Mac Edo '],
  ['A MAC ', 'A '],
  ['A ', ' #'],
  ['A MAC X ', '#'],
  ['A MAC X', ' //'],
  ['A ', 'e\u0301'],
  ['don ', '999 '],
  ['enchère A THR ', '10, '],
  ['A MAC ', ' '],
  ['A Att', '-'],
  ['A MAC ', 'w c '],
  ['A Att (', '('],
  ['A ', 'Macédoine (MAC) '],
  ['si contrôle ', 'Tyr '],
  ['if control Tyr', ':'],
  ['commandement ', 'Olympias '],
  ['retreat ', ' '],
  ['x: succeeds (', ' '],
  ['units:\n', '  macedoine: A MAC\n'],
  ['', 'a'],
  ['', '9'],
  ['', '\n'],
  ['', 'A MAC - THR\n'],
];

function vocabulary(ruleset: FuzzRuleset): string[] {
  if (ruleset === 'classic') return ['lon', 'par', 'stp', 'stp/nc', 'spa(sc)', 'nth', 'eng', 'bel', 'mun', 'ber', 'kie', 'xyz', 'ENG:', 'FRA:', 'A', 'F', '->', '-', 'hold', 'S', 'supports', 'C', 'convoys', 'via', 'convoy', 'build', 'disband', 'remove'];
  const map = mapOf(ruleset)!;
  const out: string[] = [];
  for (const s of allSpaces(map)) for (const n of [s.id, s.names.fr, s.names.en, s.names.abbrFr, s.names.abbrEn]) if (n) out.push(n);
  for (const sc of SCENARIOS[ruleset]) {
    for (const c of sc.characters) out.push(c.names.fr, c.names.en);
    for (const p of sc.powers) out.push(p.power, p.names.fr);
  }
  return [...new Set(out)];
}

/** Lines a player really writes, to mutate. */
const REAL = ['A PHE SYR', 'F* CYC Athènes', 'A SYR S A PHE CIL', 'F MOR C A EGY SYR', 'F MOR Re MIO, CYC, Alexandrie, X', 'A Arc - (Cyc - EMS) - Egy', 'A Cap S A Cil - Cat', 'G Cyzica = A Hel', 'A Lyd Bsg1 Sardes', 'Olympias MAC EPI', 'corrompre A* SYR 30', 'enchère A THR 10, 11, 12', 'don 10 T à Séleucos annoncé', 'construire A MAC', 'si contrôle Tyr : construire A Tyr', 'ne pas capturer Olympias', 'commandement Olympias A EPI', 'vote pour Antigone', 'influence 4 Cassandra', 'ENG: F nth -> pic', 'A par supports A mar -> bur', 'F lon convoys A wal -> bel'];

/** One input: random words, a mutated real line, an adversarial repetition, or a blob of odd characters. */
export function makeInput(next: () => number, words: readonly string[], maxBytes: number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const r = next();
  // Sizes: mostly a line or a few, sometimes kilobytes, rarely up to `maxBytes`.
  const size = r < 0.00005 ? Math.floor(next() * maxBytes) : r < 0.01 ? Math.floor(next() * 16384) : Math.floor(next() * 300);
  const kind = next();
  if (kind < 0.35) {
    let out = '';
    while (out.length < size) out += pick([' ', ' ', ' ', '  ', '\t', ',', ' - ', '\n', '']) + (next() < 0.1 ? pick(JUNK) : next() < 0.5 ? pick(KEYWORDS) : pick(words));
    return out;
  }
  if (kind < 0.6) {
    const lines: string[] = [];
    for (let n = 1 + Math.floor(next() * 6); n > 0; n--) {
      let line = pick(REAL);
      for (let e = Math.floor(next() * 4); e > 0; e--) {
        const at = Math.floor(next() * (line.length + 1));
        const op = next();
        if (op < 0.3) line = line.slice(0, at) + pick([...JUNK, ...KEYWORDS, ...words]) + line.slice(at);
        else if (op < 0.6) line = line.slice(0, at) + line.slice(at + 1 + Math.floor(next() * 4));
        else line = line.slice(0, at) + line.slice(at).repeat(2 + Math.floor(next() * 4));
      }
      lines.push(line);
    }
    return lines.join(next() < 0.9 ? '\n' : '\r\n');
  }
  if (kind < 0.9) {
    const [head, unit] = pick(ADVERSARIAL);
    return head + unit.repeat(Math.max(1, Math.ceil((size - head.length) / unit.length)));
  }
  let out = '';
  while (out.length < size) out += next() < 0.5 ? pick(JUNK) : String.fromCodePoint(Math.floor(next() * 0x2ffff));
  return out;
}

/** Inputs shorter than this count as this long in the work per byte: a reader's fixed cost is no sign of super-linear work. */
export const SHORT = 64;

export interface FuzzReport {
  inputs: number;
  crashCount: number;
  /** The first crashes, for the report. */
  crashes: { reader: string; input: string; error: string }[];
  overBudget: number;
  maxWorkPerByte: number;
  bytes: number;
}

/** Runs `inputs` inputs through every reader of the ruleset. */
export function fuzzInput(ruleset: FuzzRuleset, inputs: number, seed: string, maxBytes = 262_144): FuzzReport {
  const next = rng(`${ruleset}:${seed}`);
  const readers = readersOf(ruleset);
  const words = vocabulary(ruleset);
  const report: FuzzReport = { inputs, crashCount: 0, crashes: [], overBudget: 0, maxWorkPerByte: 0, bytes: 0 };
  for (let i = 0; i < inputs; i++) {
    const text = makeInput(next, words, maxBytes);
    report.bytes += text.length;
    for (const reader of readers) {
      try {
        const { work, value } = measureWork(() => reader.read(text));
        if (value.includes('order-too-complex')) report.overBudget++;
        const perByte = work / Math.max(SHORT, text.length);
        if (perByte > report.maxWorkPerByte) report.maxWorkPerByte = perByte;
      } catch (e) {
        report.crashCount++;
        if (report.crashes.length < 20) report.crashes.push({ reader: reader.name, input: text.slice(0, 200), error: String((e as Error)?.stack ?? e).slice(0, 400) });
      }
    }
  }
  return report;
}

/** The one-line summary the README quotes. */
export const summary = (ruleset: string, r: FuzzReport): string => `fuzz-input ${ruleset}: ${r.inputs} inputs, ${r.crashCount} crashes, ${r.overBudget} over budget, max work/byte ${r.maxWorkPerByte.toFixed(2)}`;

function command(ruleset: FuzzRuleset): ToolCommand {
  return {
    name: 'fuzz-input',
    summary: 'feeds random and adversarial texts to every reader of player input; counts crashes, over-budget readings and work per byte',
    usage: `fuzz-input ${ruleset} [--inputs N] [--seed S]`,
    run(argv) {
      const at = (flag: string) => {
        const i = argv.indexOf(flag);
        return i >= 0 ? argv[i + 1] : undefined;
      };
      const inputs = Number(at('--inputs') ?? 1000);
      if (!Number.isInteger(inputs) || inputs < 1) {
        console.error(`Usage: npx diadochi fuzz-input ${ruleset} [--inputs N] [--seed S]`);
        return Promise.resolve(2);
      }
      const r = fuzzInput(ruleset, inputs, at('--seed') ?? '1');
      for (const c of r.crashes.slice(0, 5)) console.error(`crash in ${c.reader} on ${JSON.stringify(c.input)}:\n${c.error}`);
      console.log(summary(ruleset, r));
      return Promise.resolve(r.crashCount === 0 && r.overBudget === 0 ? 0 : 1);
    },
  };
}

/** One command per ruleset this package reads (`packages/cli` joins them with PhalanXX's by ruleset). */
export const fuzzInputCommands: ToolCommand[] = (['diadoques', 'diadokhoi', 'classic'] as const).map(command);
