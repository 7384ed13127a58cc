/**
 * Les Diadoques land provinces. The French rulebook prints no province list: only the
 * abbreviations its rules use (listed in PRINTED below with the rule that uses each), the
 * provinces' types through the event tables (`diadoques §T1`), and the supply rule
 * (`diadoques §10.1`, `§11a`). Its map reaches further east than the diadokhoi map; where
 * both show the same region the diadokhoi data (Table 1) is reused through ids.ts, with the
 * changes listed here. Everything is reconstructed (docs/rules/diadoques/map-decisions.md).
 * Money: T (hundreds of talents).
 */
import type { LonLat, Names, Province, Supply, Terrain, Town } from '../../types.ts';
import { diadokhoiProvinces } from '../diadokhoi/provinces.ts';
import { names, town } from '../helpers.ts';
import { CITADEL_ID, PROVINCE_ID, toFr } from './ids.ts';

/** Tribute of a controlled province holding a citadel, town or port (`diadoques §10.1`). */
const PROVINCE_INCOME = 1;

/** Where the French rulebook uses each abbreviation (absent: the abbreviation is ours). */
export const PRINTED: Record<string, string[]> = {
  MAC: ['diadoques §1.2.1'], CHE: ['diadoques §1.2.2'], PHR: ['diadoques §1.2.3'], CAP: ['diadoques §1.2.4'],
  EGY: ['diadoques §1.2.5'], CHD: ['diadoques §1.2.6'], MES: ['diadoques §9a.11'], MED: ['diadoques §9a.11'],
  ARE: ['diadoques §9a.11'], ARH: ['diadoques §9a.11'], PHE: ['diadoques §9a.17'], SYR: ['diadoques §9a.17'],
  COM: ['diadoques §9a.43'], CIL: ['diadoques §9a.43'], LYD: ['diadoques §10.19'], HYR: ['diadoques §10.1'],
  NAB: ['diadoques §10.1'], GHA: ['diadoques §11d.1'], IND: ['diadoques §11d.1'], CAR: ['diadoques §14e.2'],
  ITA: ['diadoques §14e.3'], ETO: ['diadoques §14e.4'], THE: ['diadoques §14e.4'], EPI: ['diadoques §14e.4'],
  LAC: ['diadoques §14e.5'], ARC: ['diadoques §14e.5'], THR: ['diadoques §14e.8'], IST: ['diadoques §14e.8'],
  SCY: ['diadoques §14e.8'], ILL: ['diadoques §14e.8'], PEO: ['diadoques §14e.8'], ARM: ['diadoques §14e.9'],
  CYR: ['diadoques §14e.10'], LIB: ['diadoques §14e.10'], TRD: ['diadoques §14e.11.1'], BIT: ['diadoques §14e.11.1'],
  CAM: ['diadoques §14e.12'], CHY: ['diadoques §14e.13'], CAU: ['diadoques §14f.2'], PAP: ['diadoques §14f.2'],
  PTE: ['diadoques §14f.2'], PON: ['diadoques §14f.2'], ASS: ['diadoques §14f.2'], SUS: ['diadoques §14f.2'],
  BAS: ['diadoques §14f.2'], GRA: ['diadoques §14f.3.1'], PAR: ['diadoques §14f.3.1'], SAG: ['diadoques §T1.10'],
  GED: ['diadoques §T1.10'], SOG: ['diadoques §T1.12'], ARA: ['diadoques §T1.5'], GHE: ['diadoques §T1.5'],
  SAL: ['diadoques §4a.3'], MOR: ['diadoques §4b.3'], GAR: ['diadoques §4b.3'], MIO: ['diadoques §4b.3'],
  CYC: ['diadoques §9a.17'], MRD: ['diadoques §9a.43'], MIN: ['diadoques §9a.43'], EGE: ['diadoques §10.19'],
  EUB: ['diadoques §14e.6'], POC: ['diadoques §14e.11'], POR: ['diadoques §14e.11'], PRO: ['diadoques §14e.11'],
  MAE: ['diadoques §14e.11'], ADR: ['diadoques §14e.14'], GPE: ['diadoques §T2'], OCI: ['diadoques §T2'], EOL: ['diadoques §T2'],
};

export function provenanceOf(id: string, extra: string[] = []): { reconstructed: true; source: string[]; note?: string } {
  const printed = PRINTED[id];
  const out: { reconstructed: true; source: string[]; note?: string } = { reconstructed: true, source: [...(printed ?? []), ...extra] };
  if (!printed) out.note = 'Abbreviation not printed in the French rulebook: ours.';
  return out;
}

/** Towns of a diadokhoi province, in diadoques ids; Epidamnos and Corinth become citadels here. */
function townsFrom(towns: Town[]): Town[] {
  return towns
    .filter((t) => t.id !== 'epidamnos' && t.id !== 'corinth')
    .map((t) => {
      const out: Town = { ...t };
      delete out.coasts;
      if (t.fleetBuild) out.fleetBuild = t.fleetBuild.map(toFr);
      return out;
    });
}

/** Changes from the diadokhoi province, by diadoques id. */
const CHANGES: Record<string, Partial<Province>> = {
  EPI: {
    names: names('Epirus', 'Épire', 'Epi', 'EPI', ['Epire', 'Taulantii', 'Taulantiens', 'Epiria']),
    citadels: ['epidamnos'],
    note: 'The region of the Taulantii (Tau) of diadokhoi; Epidamnos is a citadel here (Romans, Pyrrhus and the Illyrian pirates besiege it, diadoques §14e.14, §14e.16, §14f.4.3).',
  },
  ARC: { citadels: ['corinthe'], note: 'Corinthe is a port citadel here (diadoques §14e.5, §14e.6 forbid revolts to besiege it).' },
  CAP: { citadels: ['tyane'], note: "Eumène's capital Tyane (diadoques §1.2.4) takes the place of diadokhoi's Ariararthea." },
  LYC: { citadels: ['nora'], note: 'Only Nora rises with Isaura (diadoques §14e.1): no Laranda on this map.' },
  ANC: {
    citadels: [],
    towns: [town('ancyre', names('Ankyra', 'Ancyre', undefined, undefined, ['Ancyra']), [32.86, 39.93], { reconstructed: true })],
    note: "Not a capital here (Eumène's capital is Tyane): Ancyre is a plain town.",
  },
  HYR: { seeds: [[54.0, 36.5], [56.0, 37.0], [53.3, 36.6]] },
  PER: {
    seeds: [[51.5, 30.5], [54.5, 29.5], [52.3, 31.4]],
    towns: [],
  },
  MES: { seeds: [[39.0, 36.5], [42.5, 36.8], [43.5, 37.8]], note: 'Reaches the lake (Urmia) that separates it from Media (diadoques §9a.11).' },
  MED: { seeds: [[46.6, 37.3], [50.5, 35.5], [47.5, 34.2], [51.5, 33.2]] },
  ASS: { seeds: [[43.5, 36.6], [45.0, 35.0], [46.3, 33.6]] },
};

const fromDiadokhoi: Province[] = diadokhoiProvinces
  .filter((p) => p.id !== 'Rom')
  .map(({ note: _note, source: _source, ...p }) => {
    const id = PROVINCE_ID[p.id]!;
    const out: Province = {
      ...p,
      id,
      income: p.supply === 'yes' ? PROVINCE_INCOME : 0,
      towns: townsFrom(p.towns),
      citadels: p.citadels.filter((c) => CITADEL_ID[c]).map((c) => CITADEL_ID[c]!),
      ...provenanceOf(id),
      ...CHANGES[id],
    };
    delete out.coasts; // fleets never stand in provinces here: a province's coasts are one
    return out;
  });

interface EastOptions {
  terrain?: Terrain;
  supply?: Supply;
  seeds?: LonLat[];
  towns?: Town[];
  citadels?: string[];
  extra?: string[];
  note?: string;
}

function east(id: string, n: Names, centre: LonLat, o: EastOptions): Province {
  const supply = o.supply ?? 'yes';
  const p: Province = {
    kind: 'land', id, names: n, terrain: o.terrain ?? 'normal', supply,
    income: supply === 'yes' ? PROVINCE_INCOME : 0,
    towns: o.towns ?? [], citadels: o.citadels ?? [], centre, ...provenanceOf(id, o.extra),
  };
  if (o.seeds) p.seeds = o.seeds;
  if (o.note) p.note = o.note;
  return p;
}

/** The eastern satrapies, beyond the diadokhoi map (`diadoques §11c.7`, `§11d.1`, `§14f.3.1`, `§T1.10`). */
const eastern: Province[] = [
  east('GRA', names('Great Steppe', 'Grande Steppe', 'Gra', 'GRA', ['Dahae', 'Dahes', 'Chorasmie', 'Chorasmia', 'Grand désert']), [59.5, 40.5], {
    supply: 'no', seeds: [[56.5, 40.5], [61.5, 40.2], [59.0, 42.5], [57.5, 39.0], [62.8, 39.6]], extra: ['diadoques §14f.3.1'],
    note: 'Only the abbreviation is printed: where the Parthians appear (the Parni, a Dahae tribe of the steppe north of Parthia). Name ours.',
  }),
  east('PAR', names('Parthia', 'Parthie', 'Par', 'PAR', ['Parthyene', 'Margiane', 'Margiana']), [59.5, 37.3], {
    seeds: [[57.5, 37.5], [61.5, 37.3], [62.5, 36.6]], extra: ['diadoques §14f.3.1'],
    towns: [town('alexandrie-de-margiane', names('Alexandria of Margiana', 'Alexandrie de Margiane', undefined, undefined, ['Merv', 'Antioche de Margiane']), [61.83, 37.66], { reconstructed: true })],
  }),
  east('BAC', names('Bactria', 'Bactriane', 'Bac', 'BAC', ['Bactriana']), [67.5, 36.7], {
    seeds: [[69.0, 37.0], [65.0, 36.3], [70.5, 36.5]], citadels: ['bactres'], extra: ['diadoques §11c.7'],
  }),
  east('SOG', names('Sogdiana', 'Sogdiane', 'Sog', 'SOG', ['Sogdiane']), [66.8, 39.8], {
    terrain: 'mountain', seeds: [[68.8, 38.8], [65.0, 40.5], [69.5, 40.5]], citadels: ['samarcande'], extra: ['diadoques §11c.7'],
  }),
  east('ARE', names('Aria', 'Arie', 'Are', 'ARE', ['Areia']), [62.4, 34.5], {
    seeds: [[61.3, 35.3], [63.5, 34.0], [62.0, 33.2], [64.5, 35.2]],
    towns: [town('alexandrie-d-arie', names('Alexandria of Aria', "Alexandrie d'Arie", undefined, undefined, ['Herat', 'Hérat']), [62.2, 34.35], { reconstructed: true })],
  }),
  east('ARH', names('Arachosia', 'Arachosie', 'Arh', 'ARH', ['Arachosie']), [65.9, 31.8], {
    seeds: [[64.0, 31.0], [67.3, 32.6], [66.5, 30.5]],
    towns: [town('alexandrie-d-arachosie', names('Alexandria of Arachosia', "Alexandrie d'Arachosie", undefined, undefined, ['Kandahar']), [65.71, 31.61], { reconstructed: true })],
  }),
  east('GHA', names('Gandhara', 'Gandhara', 'Gha', 'GHA', ['Gandara', 'Paropamisades', 'Paropamisadae']), [71.0, 34.3], {
    terrain: 'flood', seeds: [[69.3, 34.9], [72.6, 33.6], [71.5, 32.3], [67.8, 34.6]], extra: ['diadoques §T1.8'],
    towns: [town('taxila', names('Taxila', 'Taxila'), [72.8, 33.75], { reconstructed: true })],
  }),
  east('IND', names('Indus', 'Indus', 'Ind', 'IND', ['Sind', 'Patalene', 'Pattalène', 'Inde', 'India']), [69.0, 27.0], {
    terrain: 'flood', seeds: [[70.5, 29.5], [68.2, 25.0], [69.8, 28.2]], extra: ['diadoques §T1.8'],
    towns: [town('patala', names('Patala', 'Patala'), [68.37, 25.39], { port: true, fleetBuild: ['OCI'], reconstructed: true, note: "Alexander's harbour and dockyards at the head of the Indus delta (325 BC)." })],
  }),
  east('GED', names('Gedrosia', 'Gédrosie', 'Ged', 'GED', ['Gedrosie', 'Makran']), [63.5, 26.5], {
    terrain: 'desert', supply: 'no', seeds: [[61.0, 26.3], [65.8, 26.5], [63.0, 28.0]], extra: ['diadoques §T1.10'],
  }),
  east('CAM', names('Carmania', 'Carmanie', 'Cam', 'CAM', ['Carmanie', 'Kerman']), [57.3, 28.4], {
    supply: 'no', seeds: [[57.0, 30.0], [56.6, 27.2], [58.8, 27.5]], extra: ['diadoques §14e.12'],
    note: 'Without supply: the Carmanian rising is "always supplied" (diadoques §14e.12), as the Armenian one in unsupplied Armenia.',
  }),
  east('SAG', names('Sagartia', 'Sagartie', 'Sag', 'SAG', ['Sagartiens', 'Drangiana', 'Drangiane']), [57.5, 33.0], {
    terrain: 'desert', supply: 'no', seeds: [[55.5, 34.3], [58.5, 31.5], [60.4, 30.8], [56.0, 32.0]], extra: ['diadoques §T1.10'],
    note: 'Only the abbreviation is printed, with a sand storm: the central deserts of Iran (Dasht-e Kavir, Dasht-e Lut) down to Drangiana. Name ours.',
  }),
];

export const diadoquesProvinces: Province[] = [...fromDiadokhoi, ...eastern];
