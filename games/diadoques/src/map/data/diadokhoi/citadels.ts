/**
 * Diadokhoi citadels (`diadokhoi §T1`, codes `§T1.9`: CC capital, C city, c citadel, P port).
 * 20 fortified cities, 6 of them capitals (`diadokhoi §3.2.8`, `§4.4.5`), and 16 small
 * citadels. Treasures are `diadokhoi §5.1.2`–`§5.1.3`; tributes `diadokhoi §5.2.2`–`§5.2.3`
 * (200 a citadel, 1100 a major city, 3100 one's own capital). Which citadels are ports is
 * printed; their positions are historical.
 */
import type { Citadel, CitadelRank, LonLat, Names } from '../../types.ts';
import { names } from '../helpers.ts';

const INCOME: Record<CitadelRank, number> = { minor: 200, major: 1100, capital: 1100 };
const OWN_CAPITAL = 3100;

interface CitadelOptions {
  port?: boolean;
  treasure?: number;
  religious?: boolean;
  capitalOf?: string;
  coasts?: string[];
  note?: string;
  source?: string[];
}

function citadel(id: string, n: Names, province: string, rank: CitadelRank, centre: LonLat, o: CitadelOptions = {}): Citadel {
  const c: Citadel = {
    kind: 'citadel',
    id,
    names: n,
    province,
    rank,
    port: o.port ?? false,
    treasure: o.treasure ?? 0,
    income: INCOME[rank],
    centre,
    reconstructed: false,
    source: o.source ?? ['diadokhoi §T1'],
  };
  if (rank === 'capital') c.capitalIncome = OWN_CAPITAL;
  if (o.capitalOf) c.capitalOf = o.capitalOf;
  if (o.religious) c.religious = true;
  if (o.coasts) c.coasts = o.coasts;
  if (o.note) c.note = o.note;
  return c;
}

const P = true;
const T500 = ['diadokhoi §T1', 'diadokhoi §5.1.2'];
const T1000 = ['diadokhoi §T1', 'diadokhoi §5.1.3'];

export const diadokhoiCitadels: Citadel[] = [
  // capitals (CC)
  citadel('pella', names('Pella', 'Pella'), 'Mac', 'capital', [22.52, 40.76], { capitalOf: 'antipatros' }),
  citadel('lysimachia', names('Lysimachia', 'Lysimachia', undefined, undefined, ['Lysimachie']), 'Che', 'capital', [26.75, 40.57],
    { port: P, treasure: 500, capitalOf: 'lysimachos', source: T500 }),
  citadel('gordion', names('Gordion', 'Gordion', undefined, undefined, ['Gordium']), 'Phr', 'capital', [31.99, 39.65],
    { treasure: 500, capitalOf: 'antigonos', source: T500 }),
  citadel('ankyra', names('Ankyra', 'Ancyre', undefined, undefined, ['Ancyra', 'Ankara']), 'Ank', 'capital', [32.86, 39.93], { capitalOf: 'eumenes' }),
  citadel('babylone', names('Babylone', 'Babylone', undefined, undefined, ['Babylon', 'Babylonia']), 'Chd', 'capital', [44.42, 32.54],
    { port: P, capitalOf: 'seleukos', note: 'A river port (diadokhoi §5.3.3): fleets built here reach the Persian gulf through Lower Mesopotamia.' }),
  citadel('alexandria', names('Alexandria', 'Alexandrie', undefined, undefined, ['Alexandria of the Nile', 'Alexandria of Egypt', "Alexandrie d'Égypte", 'Alexandrie']), 'Egy', 'capital', [29.92, 31.2],
    { port: P, capitalOf: 'ptolemaios' }),
  // the 14 other fortified cities (C)
  citadel('parsagades', names('Parsagades', 'Parsagadès', undefined, undefined, ['Pasargadae', 'Pasargades']), 'Per', 'major', [53.17, 30.2]),
  citadel('petra', names('Petra', 'Pétra'), 'Nab', 'major', [35.44, 30.33]),
  citadel('cyrene', names('Cyrene', 'Cyrène', undefined, undefined, ['Cyrena', 'Kyrene']), 'Cyr', 'major', [21.86, 32.82]),
  citadel('tyr', names('Tyr', 'Tyr', undefined, undefined, ['Tyre', 'Tyros']), 'Phe', 'major', [35.25, 33.27], { port: P, treasure: 500, source: T500 }),
  citadel('alexandria-of-issos', names('Alexandria of Issos', "Alexandrie d'Issos", undefined, undefined, ['Issos', 'Issus', 'Alexandretta']), 'Syr', 'major', [36.17, 36.59], { port: P }),
  citadel('soloi', names('Soloi', 'Soloi', undefined, undefined, ['Soloï', 'Soli', 'Soles']), 'Cil', 'major', [34.55, 36.8], { port: P }),
  citadel('ariararthea', names('Ariararthea', 'Ariarathée', undefined, undefined, ['Ariarathea', 'Ariaratheia']), 'Cap', 'major', [36.5, 38.9],
    { treasure: 1000, source: T1000 }),
  citadel('panticapea', names('Panticapea', 'Panticapée', undefined, undefined, ['Panticapaeum', 'Pantikapaion']), 'Trd', 'major', [36.47, 45.35], { port: P }),
  citadel('sardes', names('Sardes', 'Sardes', undefined, undefined, ['Sardis']), 'Lyd', 'major', [28.04, 38.49]),
  citadel('milet', names('Milet', 'Milet', undefined, undefined, ['Miletus', 'Miletos']), 'Ion', 'major', [27.28, 37.53], { port: P }),
  citadel('rhodes', names('Rhodes', 'Rhodes', undefined, undefined, ['Rhodos']), 'Rho', 'major', [28.2, 36.4], { port: P, treasure: 1000, source: T1000 }),
  citadel('byzance', names('Byzance', 'Byzance', undefined, undefined, ['Byzantium', 'Byzantion']), 'Bos', 'major', [28.95, 41.02], { port: P, treasure: 500, source: T500 }),
  citadel('athens', names('Athens', 'Athènes', undefined, undefined, ['Athenai', 'Athenes']), 'Att', 'major', [23.73, 37.97],
    { port: P, coasts: ['ec', 'wc'], note: 'Its fleets may be built on either coast of Attica (diadokhoi §3.1.6); its access arrow is to the Cyclades.' }),
  citadel('sparta', names('Sparta', 'Sparte', undefined, undefined, ['Sparte', 'Lacedaemon']), 'Lac', 'major', [22.43, 37.07]),
  // small citadels (c)
  citadel('tarenta', names('Tarenta', 'Tarente', undefined, undefined, ['Tarentum', 'Taras', 'Tarente']), 'Ita', 'minor', [17.24, 40.47], { port: P, treasure: 500, source: T500 }),
  citadel('pydna', names('Pydna', 'Pydna'), 'Mac', 'minor', [22.6, 40.37], { port: P }),
  citadel('lamia', names('Lamia', 'Lamia'), 'The', 'minor', [22.43, 38.9]),
  citadel('delphi', names('Delphi', 'Delphes', undefined, undefined, ['Delphes', 'Delphoi']), 'Eto', 'minor', [22.5, 38.48],
    { treasure: 500, religious: true, source: [...T500, 'diadokhoi §7.10.2'] }),
  citadel('salamine', names('Salamine', 'Salamine', undefined, undefined, ['Salamine of Cyprus', 'Salamis']), 'Chy', 'minor', [33.9, 35.18],
    { port: P, treasure: 500, source: T500 }),
  citadel('heraclea-pontica', names('Heraclea Pontica', 'Héraclée Pontique', undefined, undefined, ['Heraclee Pontique', 'Heraclea of the Pont', 'Heraclea']), 'Bit', 'minor', [31.5, 41.25],
    { port: P, treasure: 500, source: T500 }),
  citadel('cyzica', names('Cyzica', 'Cyzique', undefined, undefined, ['Cyzicus', 'Kyzikos']), 'Hel', 'minor', [27.89, 40.39], { port: P, treasure: 500, source: T500 }),
  citadel('isaura', names('Isaura', 'Isaura'), 'Pis', 'minor', [32.35, 37.12], { treasure: 1000, source: T1000 }),
  citadel('laranda', names('Laranda', 'Laranda'), 'Lyc', 'minor', [33.22, 37.18], { treasure: 500, source: T500 }),
  citadel('nora', names('Nora', 'Nora'), 'Lyc', 'minor', [34.1, 38.3]),
  citadel('ephese', names('Ephese', 'Éphèse', undefined, undefined, ['Ephesus', 'Ephesos']), 'Ion', 'minor', [27.34, 37.94],
    { treasure: 500, religious: true, source: [...T500, 'diadokhoi §7.10.2'] }),
  citadel('gaza', names('Gaza', 'Gaza'), 'Idu', 'minor', [34.46, 31.5]),
  citadel('peluse', names('Peluse', 'Péluse', undefined, undefined, ['Pelusium'])  , 'Egy', 'minor', [32.55, 31.04]),
  citadel('suse', names('Suse', 'Suse', undefined, undefined, ['Susa'])  , 'Sus', 'minor', [48.26, 32.19]),
  citadel('ekbatane', names('Ekbatane', 'Ecbatane', undefined, undefined, ['Ecbatane', 'Ecbatana', 'Hagmatana']), 'Med', 'minor', [48.52, 34.8],
    { treasure: 500, religious: true, source: [...T500, 'diadokhoi §7.10.2'] }),
  citadel('hecatompylos', names('Hecatompylos', 'Hécatompylos', undefined, undefined, ['Hekatompylos'])  , 'Hyr', 'minor', [54.13, 36.17]),
];
