/**
 * Diadokhoi event tables (`diadokhoi §T6`, `§T6.1`, `§T6.2`, `§T6.3`; seed lines 815–896), in
 * map ids. Table 6 gives no die mapping for the Argeades' death (`diadokhoi §T6-Death`): the
 * order of Table 7 is used (reconstructed). The Araxe/Cyros and Halys floods name no province:
 * they close the borders their rivers run along only.
 */
import type { EventTables, Row, Table } from './types.ts';

const row = (min: number, max: number, rule: string, outcome: Row['outcome'], extra: Partial<Row> = {}): Row => ({ min, max, rule, outcome, ...extra });
const d6 = (rows: Row[]): Row['outcome'] => ({ kind: 'roll', dice: 1, sides: 6, rows });

const death = { kind: 'table', table: 'death' } as const;

const spring: Table = {
  id: '6-spring',
  dice: 2,
  sides: 6,
  rule: 'diadokhoi §T6',
  rows: [
    row(2, 2, 'diadokhoi §T6-Sp2', { kind: 'table', table: '6.1' }),
    row(3, 4, 'diadokhoi §T6-Sp3-4', d6([
      row(1, 3, 'diadokhoi §T6-Sp3-4', { kind: 'flood', rivers: ['halys'] }),
      row(4, 6, 'diadokhoi §T6-Sp3-4', { kind: 'flood', rivers: ['ister', 'borysthenes', 'tanais'] }),
    ])),
    row(5, 5, 'diadokhoi §T6-Sp5', { kind: 'flood', rivers: ['euphrates'] }),
    row(6, 6, 'diadokhoi §T6-Sp6', { kind: 'flood', rivers: ['tigris'] }),
    row(7, 7, 'diadokhoi §T6-Sp7', { kind: 'flood', rivers: ['araxes', 'cyrus'] }),
    row(8, 9, 'diadokhoi §T6-Sp8-9', { kind: 'table', table: '6.2' }),
    row(10, 10, 'diadokhoi §T6-Sp10', d6([
      row(1, 3, 'diadokhoi §T6-Sp10', { kind: 'sand-storm', spaces: ['Lib'] }),
      row(4, 6, 'diadokhoi §T6-Sp10', { kind: 'sand-storm', spaces: ['Ara', 'Nab', 'Ghe'] }),
    ])),
    row(11, 11, 'diadokhoi §T6-Sp11', { kind: 'table', table: '6.3' }),
    row(12, 12, 'diadokhoi §T6-Sp12', death),
  ],
};

const summer: Table = {
  id: '6-summer',
  dice: 2,
  sides: 6,
  rule: 'diadokhoi §T6',
  rows: [
    row(2, 5, 'diadokhoi §T6-Su2-5', { kind: 'table', table: '6.1' }),
    row(6, 7, 'diadokhoi §T6-Su6-7', { kind: 'flood', rivers: ['nile'] }),
    row(8, 9, 'diadokhoi §T6-Su8-9', { kind: 'table', table: '6.2' }),
    row(10, 10, 'diadokhoi §T6-Su10', { kind: 'table', table: '6.3' }),
    row(11, 12, 'diadokhoi §T6-Su11-12', death),
  ],
};

const autumn: Table = {
  id: '6-autumn',
  dice: 2,
  sides: 6,
  rule: 'diadokhoi §T6',
  rows: [
    row(2, 3, 'diadokhoi §T6-Au2-3', d6([
      row(1, 2, 'diadokhoi §T6-Au2-3', { kind: 'sand-storm', spaces: ['Hyr'] }),
      row(3, 5, 'diadokhoi §T6-Au2-3', { kind: 'sand-storm', spaces: ['Ara', 'Nab', 'Ghe'] }),
      row(6, 6, 'diadokhoi §T6-Au2-3', { kind: 'sand-storm', spaces: ['Lib'] }),
    ])),
    row(4, 5, 'diadokhoi §T6-Au4-5', { kind: 'table', table: '6.1' }),
    row(6, 6, 'diadokhoi §T6-Au6', { kind: 'flood', rivers: ['ister', 'borysthenes', 'tanais'] }),
    row(7, 8, 'diadokhoi §T6-Au7-8', d6([
      row(1, 1, 'diadokhoi §T6-Au7-8', { kind: 'snow-storm', spaces: ['Ill', 'Tau'] }),
      row(2, 3, 'diadokhoi §T6-Au7-8', { kind: 'snow-storm', spaces: ['Pap', 'Pon'] }),
      row(4, 4, 'diadokhoi §T6-Au7-8', { kind: 'snow-storm', spaces: ['Com'] }),
      row(5, 6, 'diadokhoi §T6-Au7-8', { kind: 'snow-storm', spaces: ['Arm'] }),
    ])),
    row(9, 10, 'diadokhoi §T6-Au9-10', { kind: 'table', table: '6.2' }),
    row(11, 11, 'diadokhoi §T6-Au11', { kind: 'table', table: '6.3' }),
    row(12, 12, 'diadokhoi §T6-Au12', death),
  ],
};

/** Table 6.1 (2d6): sea storms. */
const seaStorms: Table = {
  id: '6.1',
  dice: 2,
  sides: 6,
  rule: 'diadokhoi §T6.1-2',
  rows: [
    row(2, 2, 'diadokhoi §T6.1-2', { kind: 'sea-storm', seas: ['EMS'] }),
    row(3, 4, 'diadokhoi §T6.1-3-4', { kind: 'sea-storm', seas: ['GSa', 'InS'] }),
    row(5, 5, 'diadokhoi §T6.1-5', { kind: 'sea-storm', seas: ['Eub', 'Cyc'] }),
    row(6, 6, 'diadokhoi §T6.1-6', { kind: 'sea-storm', seas: ['Adr', 'IoS'] }),
    row(7, 7, 'diadokhoi §T6.1-7', { kind: 'sea-storm', seas: ['EPE', 'Mae'] }),
    row(8, 8, 'diadokhoi §T6.1-8', { kind: 'sea-storm', seas: ['WPE'] }),
    row(9, 9, 'diadokhoi §T6.1-9', { kind: 'sea-storm', seas: ['Pro', 'Aeg'] }),
    row(10, 10, 'diadokhoi §T6.1-10', { kind: 'sea-storm', seas: ['Eol', 'RhS'] }),
    row(11, 12, 'diadokhoi §T6.1-11-12', { kind: 'sea-storm', seas: ['PeG', 'ArG'] }),
  ],
};

/** Table 6.2 (2d6): rebellions; the ids are those of `src/neutrals`. */
const rebellions: Table = {
  id: '6.2',
  dice: 2,
  sides: 6,
  rule: 'diadokhoi §T6.2-2',
  rows: [
    row(2, 2, 'diadokhoi §T6.2-2', { kind: 'neutral', id: 'laranda-nora-isaura' }),
    row(3, 3, 'diadokhoi §T6.2-3', { kind: 'neutral', id: 'greeks-of-asia' }),
    row(4, 4, 'diadokhoi §T6.2-4', { kind: 'neutral', id: 'hyrcanian-scythes' }),
    row(5, 5, 'diadokhoi §T6.2-5', { kind: 'neutral', id: 'etolian-league' }),
    row(6, 6, 'diadokhoi §T6.2-6', d6([
      row(1, 3, 'diadokhoi §T6.2-6', { kind: 'neutral', id: 'spartans' }),
      row(4, 6, 'diadokhoi §T6.2-6', { kind: 'neutral', id: 'athenians' }),
    ])),
    row(7, 7, 'diadokhoi §T6.2-7', { kind: 'neutral', id: 'lamia-war' }),
    row(8, 8, 'diadokhoi §T6.2-8', { kind: 'neutral', id: 'thracians' }),
    row(9, 9, 'diadokhoi §T6.2-9', { kind: 'neutral', id: 'armenians' }),
    row(10, 10, 'diadokhoi §T6.2-10', { kind: 'neutral', id: 'cyrenaica' }),
    row(11, 12, 'diadokhoi §T6.2-11-12', { kind: 'neutral', id: 'pirates' }),
  ],
};

/** Table 6.3 (1d6): foreign interventions. */
const interventions: Table = {
  id: '6.3',
  dice: 1,
  sides: 6,
  rule: 'diadokhoi §T6.3-1',
  rows: [
    row(1, 1, 'diadokhoi §T6.3-1', d6([
      row(1, 3, 'diadokhoi §T6.3-1', { kind: 'gold', from: 'carthage', citadel: 'pella', amount: 1000 }),
      row(4, 6, 'diadokhoi §T6.3-1', { kind: 'gold', from: 'carthage', citadel: 'lysimachia', amount: 1000 }),
    ])),
    row(2, 2, 'diadokhoi §T6.3-2', { kind: 'neutral', id: 'tarentines' }),
    row(3, 3, 'diadokhoi §T6.3-3', { kind: 'neutral', id: 'romans' }),
    row(4, 4, 'diadokhoi §T6.3-4', { kind: 'neutral', id: 'oriental-satraps' }),
    row(5, 5, 'diadokhoi §T6.3-5', d6([
      row(1, 3, 'diadokhoi §T6.3-5', { kind: 'gold', from: 'chandragupta', citadel: 'ariararthea', amount: 1000 }),
      row(4, 6, 'diadokhoi §T6.3-5', { kind: 'gold', from: 'chandragupta', citadel: 'alexandria', amount: 1000 }),
    ])),
    row(6, 6, 'diadokhoi §T6.3-6', { kind: 'neutral', id: 'gauls' }),
  ],
};

/** The Argeades' natural death (`diadokhoi §T6-Death`): 1d6, mapping reconstructed in Table 7's order. */
const deaths: Table = {
  id: 'death',
  dice: 1,
  sides: 6,
  rule: 'diadokhoi §T6-Death',
  rows: (['philippos', 'eurydice', 'roxane', 'alexandros', 'olympias', 'kleopatra'] as const).map((character, i) =>
    row(i + 1, i + 1, 'diadokhoi §T6-Death', { kind: 'royal-death', character }, { reconstructed: true, note: 'Face mapping not printed: Table 7 order (diadokhoi §T7).' }),
  ),
};

export const DIADOKHOI_TABLES: EventTables = {
  ruleset: 'diadokhoi',
  currency: 'talents',
  seasons: { spring, summer, autumn },
  tables: { '6.1': seaStorms, '6.2': rebellions, '6.3': interventions, death: deaths },
};
