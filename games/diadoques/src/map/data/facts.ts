/**
 * What the rulebooks print about their maps, as data `map --check` holds the maps to. These
 * are not reconstructions: each value cites the rule it comes from.
 */
import type { RulesetId, SpaceId, Terrain } from '../types.ts';

export interface PrintedFacts {
  /** Land and sea provinces together, off-board and unnavigable spaces excluded. */
  provinceCount?: { value: number; rule: string };
  majorCitadels: { value: number; rule: string };
  capitals: { value: number; rule: string; of: Record<string, SpaceId> };
  /** Printed treasures, exactly (citadel → amount); every other citadel has none. */
  treasures?: { value: Record<SpaceId, number>; rule: string };
  /** Treasures that must exist, and the values a treasure may take. */
  treasureRequired?: { value: SpaceId[]; allowed: number[]; rule: string };
  /** Provinces without supply; `exact` when the list is complete. */
  noSupply: { value: SpaceId[]; exact: boolean; rule: string };
  /** Provinces supplied only with their citadel (Nabatena, Hyrcania). */
  citadelSupply: { value: SpaceId[]; rule: string };
  /** Provinces an event table names for each terrain (flood, sand storm, snow storm). */
  terrain: { value: Partial<Record<Terrain, SpaceId[]>>; rule: string };
  /** Provinces with several separate coasts, and their coasts. */
  multiCoast?: { value: Record<SpaceId, string[]>; rule: string };
  /** Pairs that must not share a border. */
  notAdjacent?: { value: [SpaceId, SpaceId][]; rule: string };
  /** Pairs separated by a lake (no movement). */
  lakes?: { value: [SpaceId, SpaceId][]; rule: string };
  /** The seas of the sea-storm table: exactly the navigable seas. */
  stormSeas: { value: SpaceId[]; rule: string };
  /** Citadels printed as ports, and citadels printed as not ports. */
  ports?: { value: SpaceId[]; notPorts: SpaceId[]; rule: string };
  /** Printed access arrows (port citadel → seas), exactly. */
  access?: { value: Record<SpaceId, SpaceId[]>; rule: string };
}

export const FACTS: Record<RulesetId, PrintedFacts> = {
  diadokhoi: {
    provinceCount: { value: 76, rule: 'diadokhoi §3.1.1' },
    majorCitadels: { value: 20, rule: 'diadokhoi §3.2.8' },
    capitals: {
      value: 6,
      rule: 'diadokhoi §4.4.5',
      of: { antipatros: 'pella', lysimachos: 'lysimachia', antigonos: 'gordion', eumenes: 'ankyra', seleukos: 'babylone', ptolemaios: 'alexandria' },
    },
    treasures: {
      rule: 'diadokhoi §5.1.2',
      value: {
        tarenta: 500, lysimachia: 500, byzance: 500, laranda: 500, gordion: 500, cyzica: 500, ephese: 500,
        'heraclea-pontica': 500, tyr: 500, salamine: 500, ekbatane: 500, delphi: 500,
        rhodes: 1000, isaura: 1000, ariararthea: 1000,
      },
    },
    noSupply: { value: ['Scy', 'Peo', 'Cau', 'Mys', 'Axy', 'Pte', 'Arm', 'Sin', 'Ara', 'Ghe', 'Lib'], exact: true, rule: 'diadokhoi §T1.10' },
    citadelSupply: { value: ['Nab', 'Hyr'], rule: 'diadokhoi §3.1.13' },
    terrain: {
      rule: 'diadokhoi §T6',
      value: {
        flood: ['Scy', 'Ist', 'Chd', 'LMe', 'Egy'],
        desert: ['Lib', 'Ara', 'Nab', 'Ghe', 'Hyr'],
        mountain: ['Ill', 'Tau', 'Pap', 'Pon', 'Com', 'Arm'],
      },
    },
    multiCoast: { value: { Lib: ['wc', 'ec'], Att: ['wc', 'ec'], Thr: ['wc', 'sc', 'ec'] }, rule: 'diadokhoi §3.1.6' },
    notAdjacent: { value: [['Ass', 'Arm'], ['Med', 'Mes']], rule: 'diadokhoi §7.1.1' },
    stormSeas: {
      rule: 'diadokhoi §T6.1-2',
      value: ['EMS', 'GSa', 'InS', 'Eub', 'Cyc', 'Adr', 'IoS', 'EPE', 'Mae', 'WPE', 'Pro', 'Aeg', 'Eol', 'RhS', 'PeG', 'ArG'],
    },
    ports: {
      rule: 'diadokhoi §T1.9',
      value: ['tarenta', 'panticapea', 'lysimachia', 'byzance', 'pydna', 'athens', 'rhodes', 'salamine', 'heraclea-pontica', 'cyzica', 'milet', 'soloi', 'alexandria-of-issos', 'tyr', 'alexandria', 'babylone'],
      notPorts: ['sardes', 'sparta', 'parsagades', 'cyrene', 'delphi', 'lamia', 'ephese', 'peluse', 'gaza'],
    },
    access: {
      rule: 'diadokhoi §6.3.34',
      value: {
        alexandria: ['EMS'], tyr: ['InS'], salamine: ['InS', 'GSa'], 'alexandria-of-issos': ['GSa'], soloi: ['GSa'],
        rhodes: ['RhS', 'Eol', 'Cyc'], athens: ['Cyc'], milet: ['Eol'], pydna: ['Eub'], tarenta: ['IoS'],
        lysimachia: ['Aeg', 'Pro'], byzance: ['Pro', 'WPE'], cyzica: ['Pro'], 'heraclea-pontica': ['WPE'], panticapea: ['EPE', 'Mae'],
        babylone: [],
      },
    },
  },
  diadoques: {
    majorCitadels: { value: 20, rule: 'diadoques §3.3' },
    capitals: {
      value: 6,
      rule: 'diadoques §1.2',
      of: { cassandre: 'pella', lysimaque: 'lysimachia', antigone: 'gordion', eumene: 'tyane', ptolemee: 'alexandrie', seleucos: 'babylone' },
    },
    treasureRequired: {
      rule: 'diadoques §5.3',
      allowed: [5, 10],
      // Bactres, Samarcande (11c.7); Isaura (14e.1); Tarente (14e.3); temples (13).
      value: ['bactres', 'samarcande', 'isaura', 'tarente', 'ephese', 'delphes', 'ecbatane'],
    },
    noSupply: {
      // The diadokhoi list, plus the provinces whose revolts are "always supplied" (ARM, CAM).
      value: ['SCY', 'PEO', 'CAU', 'MYS', 'AXY', 'PTE', 'ARM', 'SIN', 'ARA', 'GHE', 'LIB', 'CAM'],
      exact: false,
      rule: 'diadoques §14e.12',
    },
    citadelSupply: { value: ['HYR', 'NAB'], rule: 'diadoques §11a.2' },
    terrain: {
      rule: 'diadoques §T1',
      value: {
        flood: ['IST', 'SCY', 'CHD', 'BAS', 'EGY', 'GHA', 'IND'],
        desert: ['LIB', 'ARA', 'NAB', 'GHE', 'HYR', 'SAG', 'GED'],
        mountain: ['ILL', 'EPI', 'PAP', 'PON', 'COM', 'ARM', 'SOG'],
      },
    },
    lakes: { value: [['MES', 'MED'], ['ARE', 'ARH']], rule: 'diadoques §9a.11' },
    stormSeas: {
      rule: 'diadoques §T2',
      value: ['MOR', 'SAL', 'MIN', 'EUB', 'CYC', 'ADR', 'MIO', 'POR', 'MAE', 'POC', 'PRO', 'EGE', 'EOL', 'MRD', 'GPE', 'GAR', 'OCI'],
    },
  },
};
