import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIADOKHOI_TABLES, DIADOQUES_TABLES, rollSeasonEvent } from '../../src/events/index.ts';
import type { EventTables, Outcome, Row, Table } from '../../src/events/index.ts';
import { NEUTRALS } from '../../src/neutrals/index.ts';
import { board, dice, royals } from './fixtures.ts';

const index = (ruleset: string) => readFileSync(new URL(`../../../../docs/rules/${ruleset}/index.md`, import.meta.url), 'utf8');
const ids = (ruleset: string) => new Set([...index(ruleset).matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!));

function allRows(t: EventTables): Row[] {
  const out: Row[] = [];
  const walk = (rows: Row[]) => {
    for (const r of rows) {
      out.push(r);
      if (r.outcome.kind === 'roll') walk(r.outcome.rows);
    }
  };
  for (const table of [...Object.values(t.seasons), ...Object.values(t.tables)]) walk(table.rows);
  return out;
}

/** Rows cover every total of the dice exactly once. */
function covers(rows: Row[], min: number, max: number): boolean {
  for (let v = min; v <= max; v++) if (rows.filter((r) => v >= r.min && v <= r.max).length !== 1) return false;
  return true;
}

describe('event tables as data', () => {
  it.each([
    ['diadoques', DIADOQUES_TABLES],
    ['diadokhoi', DIADOKHOI_TABLES],
  ] as const)('%s: every row cites a rule id of the index, and every neutral id exists', (ruleset, t) => {
    const known = ids(ruleset);
    for (const r of allRows(t)) {
      expect(known.has(r.rule), r.rule).toBe(true);
      if (r.outcome.kind === 'neutral') expect(NEUTRALS[ruleset].some((d) => d.id === (r.outcome as Extract<Outcome, { kind: 'neutral' }>).id)).toBe(true);
    }
    for (const d of NEUTRALS[ruleset]) for (const rule of d.rules) expect(known.has(rule) || ids('diadokhoi').has(rule), rule).toBe(true);
  });

  it('diadoques §T1, diadoques §T2, diadoques §T3.1, diadoques §T4.1, diadoques §T5: each table covers its dice (2d6, 3d6, 1d6) exactly once', () => {
    const t = DIADOQUES_TABLES;
    for (const s of Object.values(t.seasons)) expect(covers(s.rows, 2, 12)).toBe(true);
    expect(covers(t.tables['II']!.rows, 2, 12)).toBe(true);
    expect(covers(t.tables['III']!.rows, 3, 18)).toBe(true);
    expect(covers(t.tables['IV']!.rows, 1, 6)).toBe(true);
    expect(covers(t.tables['V']!.rows, 1, 6)).toBe(true);
    for (const r of allRows(t)) if (r.outcome.kind === 'roll') expect(covers(r.outcome.rows, 1, 6), r.rule).toBe(true);
  });

  it('diadokhoi §T6, diadokhoi §T6.1-2, diadokhoi §T6.2-2, diadokhoi §T6.3-1, diadokhoi §T6-Death: each table covers its dice exactly once', () => {
    const t = DIADOKHOI_TABLES;
    for (const s of Object.values(t.seasons)) expect(covers(s.rows, 2, 12)).toBe(true);
    for (const [id, lo, hi] of [['6.1', 2, 12], ['6.2', 2, 12], ['6.3', 1, 6], ['death', 1, 6]] as const) expect(covers((t.tables[id] as Table).rows, lo, hi)).toBe(true);
  });
});

/** [rule, season, forced faces, expected outcome (partial)] */
type Case = [string, 'spring' | 'summer' | 'autumn', number[], Record<string, unknown>];

const DIADOQUES: Case[] = [
  ['diadoques §T1.1', 'spring', [1, 1, 1, 1], { kind: 'sea-storm', seas: ['MOR'] }],
  ['diadoques §T1.2', 'spring', [1, 2, 2], { kind: 'flood', rivers: ['halys'] }],
  ['diadoques §T1.2', 'spring', [2, 2, 3], { kind: 'flood', rivers: ['ister', 'borysthenes', 'tanais'] }],
  ['diadoques §T1.2', 'spring', [1, 3, 6], { kind: 'flood', rivers: ['oxus'] }],
  ['diadoques §T1.3', 'spring', [2, 3], { kind: 'flood', rivers: ['euphrates'] }],
  ['diadoques §T1.3', 'spring', [3, 3], { kind: 'flood', rivers: ['tigris'] }],
  ['diadoques §T1.3', 'spring', [3, 4], { kind: 'flood', rivers: ['araxes', 'cyrus'] }],
  ['diadoques §T1.4', 'spring', [4, 4, 5, 5, 2], { kind: 'neutral', id: 'cyreneens' }],
  ['diadoques §T1.5', 'spring', [4, 6, 3], { kind: 'sand-storm', spaces: ['LIB'] }],
  ['diadoques §T1.5', 'spring', [5, 5, 4], { kind: 'sand-storm', spaces: ['ARA', 'NAB', 'GHE'] }],
  ['diadoques §T1.6', 'spring', [5, 6, 6], { kind: 'neutral', id: 'gaulois' }],
  ['diadoques §T1.6', 'spring', [6, 6, 5], { kind: 'royal-death', character: 'olympias' }],
  ['diadoques §T1.7', 'summer', [2, 3, 3, 3], { kind: 'sea-storm', seas: ['ADR', 'MIO'] }],
  ['diadoques §T1.8', 'summer', [3, 3, 4], { kind: 'flood', rivers: ['nile'] }],
  ['diadoques §T1.8', 'summer', [3, 4, 5], { kind: 'flood', rivers: ['indus'] }],
  ['diadoques §T1.9', 'summer', [4, 5, 1, 1, 1], { kind: 'neutral', id: 'nora-isaura' }],
  ['diadoques §T1.9', 'summer', [5, 6, 3], { kind: 'neutral', id: 'rome' }],
  ['diadoques §T1.9', 'summer', [6, 6, 1], { kind: 'royal-death', character: 'philippe-iii' }],
  ['diadoques §T1.10', 'autumn', [1, 1, 2], { kind: 'sand-storm', spaces: ['HYR'] }],
  ['diadoques §T1.10', 'autumn', [1, 2, 3], { kind: 'sand-storm', spaces: ['SAG', 'GED'] }],
  ['diadoques §T1.10', 'autumn', [1, 1, 5], { kind: 'sand-storm', spaces: ['ARA', 'NAB', 'GHE'] }],
  ['diadoques §T1.10', 'autumn', [1, 2, 6], { kind: 'sand-storm', spaces: ['LIB'] }],
  ['diadoques §T1.11', 'autumn', [2, 3, 4, 4], { kind: 'sea-storm', seas: ['POC'] }],
  ['diadoques §T1.11', 'autumn', [3, 3], { kind: 'flood', rivers: ['ister', 'borysthenes', 'tanais'] }],
  ['diadoques §T1.12', 'autumn', [3, 4, 1], { kind: 'snow-storm', spaces: ['ILL', 'EPI'] }],
  ['diadoques §T1.12', 'autumn', [4, 4, 3], { kind: 'snow-storm', spaces: ['PAP', 'PON'] }],
  ['diadoques §T1.12', 'autumn', [4, 4, 4], { kind: 'snow-storm', spaces: ['COM'] }],
  ['diadoques §T1.12', 'autumn', [4, 4, 5], { kind: 'snow-storm', spaces: ['ARM'] }],
  ['diadoques §T1.12', 'autumn', [4, 4, 6], { kind: 'snow-storm', spaces: ['SOG'] }],
  ['diadoques §T1.13', 'autumn', [4, 5, 6, 6, 6], { kind: 'neutral', id: 'pyrrhus' }],
  ['diadoques §T1.13', 'autumn', [5, 6, 4], { kind: 'neutral', id: 'satrapes-orientaux' }],
  ['diadoques §T1.13', 'autumn', [6, 6, 6], { kind: 'royal-death', character: 'cleopatre' }],
  ['diadoques §T2', 'spring', [1, 1, 1, 2], { kind: 'sea-storm', seas: ['SAL', 'MIN'] }],
  ['diadoques §T2', 'spring', [1, 1, 2, 3], { kind: 'sea-storm', seas: ['EUB', 'CYC'] }],
  ['diadoques §T2', 'spring', [1, 1, 3, 4], { kind: 'sea-storm', seas: ['POR', 'MAE'] }],
  ['diadoques §T2', 'spring', [1, 1, 4, 5], { kind: 'sea-storm', seas: ['PRO', 'EGE'] }],
  ['diadoques §T2', 'spring', [1, 1, 5, 5], { kind: 'sea-storm', seas: ['EOL', 'MRD'] }],
  ['diadoques §T2', 'spring', [1, 1, 6, 6], { kind: 'sea-storm', seas: ['GPE', 'GAR', 'OCI'] }],
  ['diadoques §T3.1', 'spring', [4, 4, 1, 1, 2], { kind: 'neutral', id: 'cariens' }],
  ['diadoques §T3.1', 'spring', [4, 4, 1, 1, 3], { kind: 'neutral', id: 'tarentins' }],
  ['diadoques §T3.1', 'spring', [4, 4, 1, 1, 4], { kind: 'neutral', id: 'etoliens' }],
  ['diadoques §T3.1', 'spring', [4, 4, 1, 1, 5], { kind: 'neutral', id: 'spartiates' }],
  ['diadoques §T3.1', 'spring', [4, 4, 1, 1, 6], { kind: 'neutral', id: 'atheniens' }],
  ['diadoques §T3.1', 'spring', [4, 4, 1, 2, 6], { kind: 'neutral', id: 'revolte-generale' }],
  ['diadoques §T3.2', 'spring', [4, 4, 2, 2, 6], { kind: 'neutral', id: 'thraces' }],
  ['diadoques §T3.2', 'spring', [4, 4, 3, 2, 6], { kind: 'neutral', id: 'armeniens' }],
  ['diadoques §T3.2', 'spring', [4, 4, 3, 4, 6], { kind: 'neutral', id: 'pirates-du-pont' }],
  ['diadoques §T3.2', 'spring', [4, 4, 4, 4, 6], { kind: 'neutral', id: 'carmaniens' }],
  ['diadoques §T3.2', 'spring', [4, 4, 5, 4, 6], { kind: 'neutral', id: 'chypriotes' }],
  ['diadoques §T3.2', 'spring', [4, 4, 5, 5, 6], { kind: 'neutral', id: 'pirates-illyriens' }],
  ['diadoques §T3.2', 'spring', [4, 4, 6, 5, 6], { kind: 'neutral', id: 'grecs-d-asie' }],
  ['diadoques §T4.1', 'spring', [5, 6, 1, 2], { kind: 'gold', from: 'carthage', citadel: 'pella', amount: 10 }],
  ['diadoques §T4.1', 'spring', [5, 6, 1, 4], { kind: 'gold', from: 'carthage', citadel: 'byzance' }],
  ['diadoques §T4.2', 'spring', [5, 6, 2, 3], { kind: 'neutral', id: 'scythes' }],
  ['diadoques §T4.2', 'spring', [5, 6, 2, 4], { kind: 'neutral', id: 'parthes' }],
  ['diadoques §T4.3', 'spring', [5, 6, 4], { kind: 'neutral', id: 'satrapes-orientaux' }],
  ['diadoques §T4.4', 'spring', [5, 6, 5, 1], { kind: 'gold', from: 'chandragupta', citadel: 'tyane' }],
  ['diadoques §T4.4', 'spring', [5, 6, 5, 6], { kind: 'gold', from: 'chandragupta', citadel: 'cyrene' }],
  ['diadoques §T4.5', 'spring', [5, 6, 6], { kind: 'neutral', id: 'gaulois' }],
  ['diadoques §T5', 'spring', [6, 6, 2], { kind: 'royal-death', character: 'eurydice' }],
  ['diadoques §T5', 'spring', [6, 6, 3], { kind: 'royal-death', character: 'roxane' }],
  ['diadoques §T5', 'spring', [6, 6, 4], { kind: 'royal-death', character: 'alexandre-iv' }],
];

const DIADOKHOI: Case[] = [
  ['diadokhoi §T6-Sp2', 'spring', [1, 1, 2, 3], { kind: 'sea-storm', seas: ['Eub', 'Cyc'] }],
  ['diadokhoi §T6-Sp3-4', 'spring', [1, 2, 3], { kind: 'flood', rivers: ['halys'] }],
  ['diadokhoi §T6-Sp3-4', 'spring', [2, 2, 4], { kind: 'flood', rivers: ['ister', 'borysthenes', 'tanais'] }],
  ['diadokhoi §T6-Sp5', 'spring', [1, 4], { kind: 'flood', rivers: ['euphrates'] }],
  ['diadokhoi §T6-Sp6', 'spring', [2, 4], { kind: 'flood', rivers: ['tigris'] }],
  ['diadokhoi §T6-Sp7', 'spring', [3, 4], { kind: 'flood', rivers: ['araxes', 'cyrus'] }],
  ['diadokhoi §T6-Sp8-9', 'spring', [4, 4, 4, 4], { kind: 'neutral', id: 'thracians' }],
  ['diadokhoi §T6-Sp10', 'spring', [5, 5, 1], { kind: 'sand-storm', spaces: ['Lib'] }],
  ['diadokhoi §T6-Sp10', 'spring', [5, 5, 6], { kind: 'sand-storm', spaces: ['Ara', 'Nab', 'Ghe'] }],
  ['diadokhoi §T6-Sp11', 'spring', [5, 6, 6], { kind: 'neutral', id: 'gauls' }],
  ['diadokhoi §T6-Sp12', 'spring', [6, 6, 1], { kind: 'royal-death', character: 'philippos' }],
  ['diadokhoi §T6-Su2-5', 'summer', [1, 4, 3, 3], { kind: 'sea-storm', seas: ['Adr', 'IoS'] }],
  ['diadokhoi §T6-Su6-7', 'summer', [3, 4], { kind: 'flood', rivers: ['nile'] }],
  ['diadokhoi §T6-Su8-9', 'summer', [4, 5, 1, 1], { kind: 'neutral', id: 'laranda-nora-isaura' }],
  ['diadokhoi §T6-Su10', 'summer', [4, 6, 3], { kind: 'neutral', id: 'romans' }],
  ['diadokhoi §T6-Su11-12', 'summer', [5, 6, 5], { kind: 'royal-death', character: 'olympias' }],
  ['diadokhoi §T6-Au2-3', 'autumn', [1, 1, 2], { kind: 'sand-storm', spaces: ['Hyr'] }],
  ['diadokhoi §T6-Au2-3', 'autumn', [1, 2, 4], { kind: 'sand-storm', spaces: ['Ara', 'Nab', 'Ghe'] }],
  ['diadokhoi §T6-Au2-3', 'autumn', [1, 2, 6], { kind: 'sand-storm', spaces: ['Lib'] }],
  ['diadokhoi §T6-Au4-5', 'autumn', [2, 3, 4, 4], { kind: 'sea-storm', seas: ['WPE'] }],
  ['diadokhoi §T6-Au6', 'autumn', [3, 3], { kind: 'flood', rivers: ['ister', 'borysthenes', 'tanais'] }],
  ['diadokhoi §T6-Au7-8', 'autumn', [3, 4, 1], { kind: 'snow-storm', spaces: ['Ill', 'Tau'] }],
  ['diadokhoi §T6-Au7-8', 'autumn', [4, 4, 2], { kind: 'snow-storm', spaces: ['Pap', 'Pon'] }],
  ['diadokhoi §T6-Au7-8', 'autumn', [4, 4, 4], { kind: 'snow-storm', spaces: ['Com'] }],
  ['diadokhoi §T6-Au7-8', 'autumn', [4, 4, 6], { kind: 'snow-storm', spaces: ['Arm'] }],
  ['diadokhoi §T6-Au9-10', 'autumn', [4, 5, 5, 5], { kind: 'neutral', id: 'cyrenaica' }],
  ['diadokhoi §T6-Au11', 'autumn', [5, 6, 4], { kind: 'neutral', id: 'oriental-satraps' }],
  ['diadokhoi §T6-Au12', 'autumn', [6, 6, 6], { kind: 'royal-death', character: 'kleopatra' }],
  ['diadokhoi §T6.1-2', 'spring', [1, 1, 1, 1], { kind: 'sea-storm', seas: ['EMS'] }],
  ['diadokhoi §T6.1-3-4', 'spring', [1, 1, 1, 3], { kind: 'sea-storm', seas: ['GSa', 'InS'] }],
  ['diadokhoi §T6.1-5', 'spring', [1, 1, 2, 3], { kind: 'sea-storm', seas: ['Eub', 'Cyc'] }],
  ['diadokhoi §T6.1-6', 'spring', [1, 1, 3, 3], { kind: 'sea-storm', seas: ['Adr', 'IoS'] }],
  ['diadokhoi §T6.1-7', 'spring', [1, 1, 3, 4], { kind: 'sea-storm', seas: ['EPE', 'Mae'] }],
  ['diadokhoi §T6.1-8', 'spring', [1, 1, 4, 4], { kind: 'sea-storm', seas: ['WPE'] }],
  ['diadokhoi §T6.1-9', 'spring', [1, 1, 4, 5], { kind: 'sea-storm', seas: ['Pro', 'Aeg'] }],
  ['diadokhoi §T6.1-10', 'spring', [1, 1, 5, 5], { kind: 'sea-storm', seas: ['Eol', 'RhS'] }],
  ['diadokhoi §T6.1-11-12', 'spring', [1, 1, 6, 6], { kind: 'sea-storm', seas: ['PeG', 'ArG'] }],
  ['diadokhoi §T6.2-2', 'spring', [4, 4, 1, 1], { kind: 'neutral', id: 'laranda-nora-isaura' }],
  ['diadokhoi §T6.2-3', 'spring', [4, 4, 1, 2], { kind: 'neutral', id: 'greeks-of-asia' }],
  ['diadokhoi §T6.2-4', 'spring', [4, 4, 2, 2], { kind: 'neutral', id: 'hyrcanian-scythes' }],
  ['diadokhoi §T6.2-5', 'spring', [4, 4, 2, 3], { kind: 'neutral', id: 'etolian-league' }],
  ['diadokhoi §T6.2-6', 'spring', [4, 4, 3, 3, 2], { kind: 'neutral', id: 'spartans' }],
  ['diadokhoi §T6.2-6', 'spring', [4, 4, 3, 3, 5], { kind: 'neutral', id: 'athenians' }],
  ['diadokhoi §T6.2-7', 'spring', [4, 4, 3, 4], { kind: 'neutral', id: 'lamia-war' }],
  ['diadokhoi §T6.2-8', 'spring', [4, 4, 4, 4], { kind: 'neutral', id: 'thracians' }],
  ['diadokhoi §T6.2-9', 'spring', [4, 4, 4, 5], { kind: 'neutral', id: 'armenians' }],
  ['diadokhoi §T6.2-10', 'spring', [4, 4, 5, 5], { kind: 'neutral', id: 'cyrenaica' }],
  ['diadokhoi §T6.2-11-12', 'spring', [4, 4, 6, 6], { kind: 'neutral', id: 'pirates' }],
  ['diadokhoi §T6.3-1', 'spring', [5, 6, 1, 3], { kind: 'gold', from: 'carthage', citadel: 'pella', amount: 1000 }],
  ['diadokhoi §T6.3-1', 'spring', [5, 6, 1, 4], { kind: 'gold', from: 'carthage', citadel: 'lysimachia', amount: 1000 }],
  ['diadokhoi §T6.3-2', 'spring', [5, 6, 2], { kind: 'neutral', id: 'tarentines' }],
  ['diadokhoi §T6.3-3', 'spring', [5, 6, 3], { kind: 'neutral', id: 'romans' }],
  ['diadokhoi §T6.3-4', 'spring', [5, 6, 4], { kind: 'neutral', id: 'oriental-satraps' }],
  ['diadokhoi §T6.3-6', 'spring', [5, 6, 6], { kind: 'neutral', id: 'gauls' }],
  ['diadokhoi §T6-Death', 'spring', [6, 6, 4], { kind: 'royal-death', character: 'alexandros' }],
];

function setupFor(ruleset: 'diadoques' | 'diadokhoi', season: 'spring' | 'summer' | 'autumn') {
  const s = board(ruleset, season);
  royals(s, ruleset === 'diadoques' ? 'MAC' : 'Mac');
  // Every gold city held, and the cities of the uprisings held, so those events can apply.
  const held = ruleset === 'diadoques' ? ['byzance', 'tyane', 'cyrene', 'nora', 'isaura'] : ['ariararthea', 'laranda', 'nora', 'isaura'];
  for (const c of held) s.control[c] = s.powers[0]!.id;
  return s;
}

describe('drawing the season event with fixed dice', () => {
  it.each(DIADOQUES)('%s: %s %j', (rule, season, faces, expected) => {
    const s = setupFor('diadoques', season);
    if (expected['id'] === 'pyrrhus') for (const c of s.characters) c.dead = true;
    const e = rollSeasonEvent(s, { dice: dice(...faces) });
    expect(e.data.outcome).toMatchObject(expected);
    expect(e.data.rules).toContain(rule);
  });

  it.each(DIADOKHOI)('%s: %s %j', (rule, season, faces, expected) => {
    const s = setupFor('diadokhoi', season);
    const e = rollSeasonEvent(s, { dice: dice(...faces) });
    expect(e.data.outcome).toMatchObject(expected);
    expect(e.data.rules).toContain(rule);
  });
});
