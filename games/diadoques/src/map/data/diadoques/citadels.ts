/**
 * Les Diadoques citadels: 20 major citadels of which 6 capitals (`diadoques §3.3`), and the
 * minor citadels the rules name. Incomes `diadoques §10.2` (minor 1 T, major 11 T, own capital
 * 31 T); treasures 5 or 10 T (`diadoques §5.3`). The citadels shared with diadokhoi keep its
 * ranks, ports and treasures (÷100, talents → T), with the changes listed below; the list of
 * the 20 majors, the ports and the treasures are reconstructed
 * (docs/rules/diadoques/map-decisions.md).
 */
import type { Citadel, CitadelRank, LonLat, Names } from '../../types.ts';
import { diadokhoiCitadels } from '../diadokhoi/citadels.ts';
import { names } from '../helpers.ts';
import { CITADEL_ID, PROVINCE_ID } from './ids.ts';

const INCOME: Record<CitadelRank, number> = { minor: 1, major: 11, capital: 11 };
const OWN_CAPITAL = 31;

/** Rules of the French text that name each citadel. */
const CITED: Record<string, string[]> = {
  pella: ['diadoques §1.2.1', 'diadoques §9c.11', 'diadoques §13.13'],
  pydna: ['diadoques §1.2.1', 'diadoques §14e.6'],
  lysimachia: ['diadoques §1.2.2', 'diadoques §10.19', 'diadoques §9c.11'],
  gordion: ['diadoques §1.2.3'],
  tyane: ['diadoques §1.2.4', 'diadoques §T4.4'],
  alexandrie: ['diadoques §1.2.5', 'diadoques §9a.32', 'diadoques §9c.11'],
  peluse: ['diadoques §1.2.5'],
  babylone: ['diadoques §1.2.6', 'diadoques §9c.11', 'diadoques §13.15'],
  sardes: ['diadoques §6b.15', 'diadoques §9c.11'],
  delphes: ['diadoques §6b.15', 'diadoques §13.5', 'diadoques §14e.4'],
  'alexandrie-d-issos': ['diadoques §9a.32', 'diadoques §9c.11'],
  athenes: ['diadoques §9a.17', 'diadoques §4b.3', 'diadoques §13.17'],
  hecatompylos: ['diadoques §11c.2', 'diadoques §14f.3.2'],
  suse: ['diadoques §11c.5'],
  ecbatane: ['diadoques §11c.5', 'diadoques §13.5', 'diadoques §14f.3.3'],
  parsagades: ['diadoques §11c.5'],
  bactres: ['diadoques §11c.7'],
  samarcande: ['diadoques §11c.7'],
  nora: ['diadoques §14e.1'],
  isaura: ['diadoques §14e.1'],
  tarente: ['diadoques §14e.3', 'diadoques §14f.4.2'],
  lamia: ['diadoques §14e.4'],
  epidamnos: ['diadoques §14e.4.1', 'diadoques §14e.14', 'diadoques §14f.4.3'],
  sparte: ['diadoques §14e.5'],
  corinthe: ['diadoques §14e.5', 'diadoques §14e.6'],
  rhodes: ['diadoques §14e.6', 'diadoques §13.20'],
  'heraclee-pontique': ['diadoques §14e.11'],
  panticapee: ['diadoques §14e.11'],
  byzance: ['diadoques §14e.11.1', 'diadoques §T4.1'],
  cyzique: ['diadoques §14e.11.1'],
  cyrene: ['diadoques §14e.10', 'diadoques §T4.4'],
  salamine: ['diadoques §14e.13'],
  ephese: ['diadoques §13.5'],
};

const CAPITAL_OF: Record<string, string> = {
  pella: 'cassandre', lysimachia: 'lysimaque', gordion: 'antigone', tyane: 'eumene', alexandrie: 'ptolemee', babylone: 'seleucos',
};

function finish(c: Citadel): Citadel {
  const out: Citadel = { ...c, income: INCOME[c.rank], reconstructed: true, source: CITED[c.id] ?? [] };
  delete out.capitalIncome;
  delete out.capitalOf;
  delete out.coasts;
  if (c.rank === 'capital') {
    out.capitalIncome = OWN_CAPITAL;
    out.capitalOf = CAPITAL_OF[c.id]!;
  }
  return out;
}

const shared: Citadel[] = diadokhoiCitadels
  .filter((c) => CITADEL_ID[c.id])
  .map(({ note: _note, ...c }) =>
    finish({
      ...c,
      ...(c.id === 'babylone' ? { note: 'Not a port on this map (diadoques §12.4: Séleucos starts with armies only).' } : {}),
      id: CITADEL_ID[c.id]!,
      province: PROVINCE_ID[c.province]!,
      treasure: c.treasure / 100,
      // Séleucos may only take armies at the start (diadoques §12.4): Babylone is no port here.
      port: c.id === 'babylone' ? false : c.port,
    }),
  );

function added(id: string, n: Names, province: string, rank: CitadelRank, centre: LonLat, port: boolean, treasure: number, note: string): Citadel {
  return finish({ kind: 'citadel', id, names: n, province, rank, port, treasure, income: 0, centre, reconstructed: true, note });
}

const newOnes: Citadel[] = [
  added('tyane', names('Tyana', 'Tyane', undefined, undefined, ['Tyana', 'Tyanes']), 'CAP', 'capital', [34.61, 37.83], false, 0,
    "Eumène's capital (diadoques §1.2.4)."),
  added('bactres', names('Bactra', 'Bactres', undefined, undefined, ['Bactra', 'Balkh', 'Zariaspa']), 'BAC', 'major', [66.9, 36.76], false, 5,
    'Treasure of 5 T (diadoques §11c.7). Major: the 14th non-capital major citadel, in place of Ariararthea.'),
  added('samarcande', names('Maracanda', 'Samarcande', undefined, undefined, ['Samarkand', 'Maracanda']), 'SOG', 'minor', [66.96, 39.65], false, 5,
    'Treasure of 5 T (diadoques §11c.7).'),
  added('epidamnos', names('Epidamnos', 'Epidamnos', undefined, undefined, ['Dyrrachium', 'Épidamne']), 'EPI', 'minor', [19.5, 41.32], true, 0,
    'A port citadel here (a port town in diadokhoi): besieged by Romans and Illyrian pirates (diadoques §14e.14, §14f.4.3).'),
  added('corinthe', names('Corinth', 'Corinthe', undefined, undefined, ['Korinthos']), 'ARC', 'minor', [22.93, 37.91], true, 0,
    'A port citadel here (a port town in diadokhoi): Spartan and Athenian rebels may not besiege it (diadoques §14e.5, §14e.6).'),
];

/** Changes of rank or treasure from diadokhoi: none besides those above (see map-decisions.md). */
export const diadoquesCitadels: Citadel[] = [...shared, ...newOnes];

