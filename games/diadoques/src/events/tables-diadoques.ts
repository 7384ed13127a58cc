/**
 * Les Diadoques event tables I–V (`diadoques §T1`–`§T5`), as printed (lines 1533–1625 of the
 * seed), in map ids. The Halys, Oxus, Araxes and Cyrus floods name no province: they close
 * the borders their river runs along only (`diadoques §14c.1`; see decisions.md).
 */
import type { EventTables, Row, Table } from './types.ts';

const row = (min: number, max: number, rule: string, outcome: Row['outcome'], extra: Partial<Row> = {}): Row => ({ min, max, rule, outcome, ...extra });
const d6 = (rows: Row[]): Row['outcome'] => ({ kind: 'roll', dice: 1, sides: 6, rows });

const spring: Table = {
  id: 'I-spring',
  dice: 2,
  sides: 6,
  rule: 'diadoques §T1',
  rows: [
    row(2, 2, 'diadoques §T1.1', { kind: 'table', table: 'II' }),
    row(3, 4, 'diadoques §T1.2', d6([
      row(1, 2, 'diadoques §T1.2', { kind: 'flood', rivers: ['halys'] }),
      row(3, 4, 'diadoques §T1.2', { kind: 'flood', rivers: ['ister', 'borysthenes', 'tanais'] }),
      row(5, 6, 'diadoques §T1.2', { kind: 'flood', rivers: ['oxus'] }),
    ])),
    row(5, 5, 'diadoques §T1.3', { kind: 'flood', rivers: ['euphrates'] }),
    row(6, 6, 'diadoques §T1.3', { kind: 'flood', rivers: ['tigris'] }),
    row(7, 7, 'diadoques §T1.3', { kind: 'flood', rivers: ['araxes', 'cyrus'] }),
    row(8, 9, 'diadoques §T1.4', { kind: 'table', table: 'III' }),
    row(10, 10, 'diadoques §T1.5', d6([
      row(1, 3, 'diadoques §T1.5', { kind: 'sand-storm', spaces: ['LIB'] }),
      row(4, 6, 'diadoques §T1.5', { kind: 'sand-storm', spaces: ['ARA', 'NAB', 'GHE'] }),
    ])),
    row(11, 11, 'diadoques §T1.6', { kind: 'table', table: 'IV' }),
    row(12, 12, 'diadoques §T1.6', { kind: 'table', table: 'V' }),
  ],
};

const summer: Table = {
  id: 'I-summer',
  dice: 2,
  sides: 6,
  rule: 'diadoques §T1',
  rows: [
    row(2, 5, 'diadoques §T1.7', { kind: 'table', table: 'II' }),
    row(6, 7, 'diadoques §T1.8', d6([
      row(1, 4, 'diadoques §T1.8', { kind: 'flood', rivers: ['nile'] }),
      row(5, 6, 'diadoques §T1.8', { kind: 'flood', rivers: ['indus'] }),
    ])),
    row(8, 9, 'diadoques §T1.9', { kind: 'table', table: 'III' }),
    row(10, 11, 'diadoques §T1.9', { kind: 'table', table: 'IV' }),
    row(12, 12, 'diadoques §T1.9', { kind: 'table', table: 'V' }),
  ],
};

const autumn: Table = {
  id: 'I-autumn',
  dice: 2,
  sides: 6,
  rule: 'diadoques §T1',
  rows: [
    row(2, 3, 'diadoques §T1.10', d6([
      row(1, 2, 'diadoques §T1.10', { kind: 'sand-storm', spaces: ['HYR'] }),
      row(3, 3, 'diadoques §T1.10', { kind: 'sand-storm', spaces: ['SAG', 'GED'] }),
      row(4, 5, 'diadoques §T1.10', { kind: 'sand-storm', spaces: ['ARA', 'NAB', 'GHE'] }),
      row(6, 6, 'diadoques §T1.10', { kind: 'sand-storm', spaces: ['LIB'] }),
    ])),
    row(4, 5, 'diadoques §T1.11', { kind: 'table', table: 'II' }),
    row(6, 6, 'diadoques §T1.11', { kind: 'flood', rivers: ['ister', 'borysthenes', 'tanais'] }),
    row(7, 8, 'diadoques §T1.12', d6([
      row(1, 1, 'diadoques §T1.12', { kind: 'snow-storm', spaces: ['ILL', 'EPI'] }),
      row(2, 3, 'diadoques §T1.12', { kind: 'snow-storm', spaces: ['PAP', 'PON'] }),
      row(4, 4, 'diadoques §T1.12', { kind: 'snow-storm', spaces: ['COM'] }),
      row(5, 5, 'diadoques §T1.12', { kind: 'snow-storm', spaces: ['ARM'] }),
      row(6, 6, 'diadoques §T1.12', { kind: 'snow-storm', spaces: ['SOG'] }),
    ])),
    row(9, 10, 'diadoques §T1.13', { kind: 'table', table: 'III' }),
    row(11, 11, 'diadoques §T1.13', { kind: 'table', table: 'IV' }),
    row(12, 12, 'diadoques §T1.13', { kind: 'table', table: 'V' }),
  ],
};

/** Table II (2d6): sea storms (`diadoques §T2`). */
const seaStorms: Table = {
  id: 'II',
  dice: 2,
  sides: 6,
  rule: 'diadoques §T2',
  rows: [
    row(2, 2, 'diadoques §T2', { kind: 'sea-storm', seas: ['MOR'] }),
    row(3, 4, 'diadoques §T2', { kind: 'sea-storm', seas: ['SAL', 'MIN'] }),
    row(5, 5, 'diadoques §T2', { kind: 'sea-storm', seas: ['EUB', 'CYC'] }),
    row(6, 6, 'diadoques §T2', { kind: 'sea-storm', seas: ['ADR', 'MIO'] }),
    row(7, 7, 'diadoques §T2', { kind: 'sea-storm', seas: ['POR', 'MAE'] }),
    row(8, 8, 'diadoques §T2', { kind: 'sea-storm', seas: ['POC'] }),
    row(9, 9, 'diadoques §T2', { kind: 'sea-storm', seas: ['PRO', 'EGE'] }),
    row(10, 10, 'diadoques §T2', { kind: 'sea-storm', seas: ['EOL', 'MRD'] }),
    row(11, 12, 'diadoques §T2', { kind: 'sea-storm', seas: ['GPE', 'GAR', 'OCI'] }),
  ],
};

/** Table III (3d6): revolts (`diadoques §T3.1`, `§T3.2`); the ids are those of `src/neutrals`. */
const revolts: Table = {
  id: 'III',
  dice: 3,
  sides: 6,
  rule: 'diadoques §T3.1',
  rows: [
    row(3, 3, 'diadoques §T3.1', { kind: 'neutral', id: 'nora-isaura' }),
    row(4, 4, 'diadoques §T3.1', { kind: 'neutral', id: 'cariens' }),
    row(5, 5, 'diadoques §T3.1', { kind: 'neutral', id: 'tarentins' }),
    row(6, 6, 'diadoques §T3.1', { kind: 'neutral', id: 'etoliens' }),
    row(7, 7, 'diadoques §T3.1', { kind: 'neutral', id: 'spartiates' }),
    row(8, 8, 'diadoques §T3.1', { kind: 'neutral', id: 'atheniens' }),
    row(9, 9, 'diadoques §T3.1', { kind: 'neutral', id: 'revolte-generale' }),
    row(10, 10, 'diadoques §T3.2', { kind: 'neutral', id: 'thraces' }),
    row(11, 11, 'diadoques §T3.2', { kind: 'neutral', id: 'armeniens' }),
    row(12, 12, 'diadoques §T3.2', { kind: 'neutral', id: 'cyreneens' }),
    row(13, 13, 'diadoques §T3.2', { kind: 'neutral', id: 'pirates-du-pont' }),
    row(14, 14, 'diadoques §T3.2', { kind: 'neutral', id: 'carmaniens' }),
    row(15, 15, 'diadoques §T3.2', { kind: 'neutral', id: 'chypriotes' }),
    row(16, 16, 'diadoques §T3.2', { kind: 'neutral', id: 'pirates-illyriens' }),
    row(17, 17, 'diadoques §T3.2', { kind: 'neutral', id: 'grecs-d-asie' }, { reconstructed: true, note: 'Described only in diadokhoi §T6.2-3 (diadoques §14e.15 is lost).' }),
    row(18, 18, 'diadoques §T3.2', { kind: 'neutral', id: 'pyrrhus' }),
  ],
};

/** Table IV (1d6): outside interventions (`diadoques §T4.1`–`§T4.5`). */
const interventions: Table = {
  id: 'IV',
  dice: 1,
  sides: 6,
  rule: 'diadoques §T4.1',
  rows: [
    row(1, 1, 'diadoques §T4.1', d6([
      row(1, 3, 'diadoques §T4.1', { kind: 'gold', from: 'carthage', citadel: 'pella', amount: 10 }),
      row(4, 6, 'diadoques §T4.1', { kind: 'gold', from: 'carthage', citadel: 'byzance', amount: 10 }),
    ])),
    row(2, 2, 'diadoques §T4.2', d6([
      row(1, 3, 'diadoques §T4.2', { kind: 'neutral', id: 'scythes' }),
      row(4, 6, 'diadoques §T4.2', { kind: 'neutral', id: 'parthes' }),
    ])),
    row(3, 3, 'diadoques §T4.3', { kind: 'neutral', id: 'rome' }),
    row(4, 4, 'diadoques §T4.3', { kind: 'neutral', id: 'satrapes-orientaux' }, { reconstructed: true, note: 'diadoques §14f.5 is lost: unit and treasure from diadokhoi §T6.3-4, royal order from diadoques ch. 11c.' }),
    row(5, 5, 'diadoques §T4.4', d6([
      row(1, 3, 'diadoques §T4.4', { kind: 'gold', from: 'chandragupta', citadel: 'tyane', amount: 10 }),
      row(4, 6, 'diadoques §T4.4', { kind: 'gold', from: 'chandragupta', citadel: 'cyrene', amount: 10 }),
    ])),
    row(6, 6, 'diadoques §T4.5', { kind: 'neutral', id: 'gaulois' }),
  ],
};

/** Table V (1d6): death of a member of the royal family (`diadoques §T5`). */
const royalDeaths: Table = {
  id: 'V',
  dice: 1,
  sides: 6,
  rule: 'diadoques §T5',
  rows: [
    row(1, 1, 'diadoques §T5', { kind: 'royal-death', character: 'philippe-iii' }),
    row(2, 2, 'diadoques §T5', { kind: 'royal-death', character: 'eurydice' }),
    row(3, 3, 'diadoques §T5', { kind: 'royal-death', character: 'roxane' }),
    row(4, 4, 'diadoques §T5', { kind: 'royal-death', character: 'alexandre-iv' }),
    row(5, 5, 'diadoques §T5', { kind: 'royal-death', character: 'olympias' }),
    row(6, 6, 'diadoques §T5', { kind: 'royal-death', character: 'cleopatre' }),
  ],
};

export const DIADOQUES_TABLES: EventTables = {
  ruleset: 'diadoques',
  currency: 'T',
  seasons: { spring, summer, autumn },
  tables: { II: seaStorms, III: revolts, IV: interventions, V: royalDeaths },
};
