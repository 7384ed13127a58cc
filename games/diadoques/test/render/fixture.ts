/**
 * A small map that follows src/map/types.ts, for renderer tests that must not move when the
 * real maps' data changes: Greece, western Asia Minor, Egypt, two seas, the Caspian (the
 * impassable Hyrcanian sea), every kind of symbol, a river, a lake, a mountain border with a
 * pass, a strait and an access arrow.
 */
import type { Citadel, GameMap, Province, Sea, Town } from '../../src/map/types.ts';

const R = { reconstructed: true };

function land(id: string, en: string, fr: string, abbrFr: string, terrain: Province['terrain'], centre: [number, number], seeds: [number, number][], extra: Partial<Province> = {}): Province {
  return { kind: 'land', id, names: { en, fr, abbrEn: id, abbrFr }, terrain, supply: 'yes', income: 1, towns: [], citadels: [], centre, seeds, ...R, ...extra };
}

function sea(id: string, en: string, fr: string, abbrFr: string, centre: [number, number], seeds: [number, number][], navigable = true): Sea {
  return { kind: 'sea', id, names: { en, fr, abbrEn: id, abbrFr }, navigable, centre, seeds, ...R };
}

function citadel(id: string, name: string, province: string, rank: Citadel['rank'], centre: [number, number], port = false): Citadel {
  return { kind: 'citadel', id, names: { en: name, fr: name }, province, rank, port, treasure: 0, income: 1, centre, ...R };
}

const piraeus: Town = { id: 'piraeus', names: { en: 'Piraeus', fr: 'Le Pirée' }, centre: [23.64, 37.94], port: true, fleetBuild: ['Aeg'], ...R };
const thebes: Town = { id: 'thebes', names: { en: 'Thebes', fr: 'Thèbes' }, centre: [23.32, 38.32], port: false, ...R };

export const fixtureMap: GameMap = {
  ruleset: 'diadokhoi',
  title: 'Fixture — a small test map',
  currency: 'talents',
  extent: [19.0, 28.0, 52.0, 44.0],
  provinces: [
    land('Mac', 'Macedonia', 'Macédoine', 'MAC', 'normal', [22.2, 40.6], [[21.5, 40.8], [23.5, 41.0]], { citadels: ['pella'] }),
    land('Epi', 'Epirus', 'Épire', 'EPI', 'mountain', [20.6, 39.8], [[20.2, 40.6]]),
    land('Att', 'Attica', 'Attique', 'ATT', 'normal', [23.3, 38.3], [[22.4, 37.6]], { citadels: ['athens'], towns: [piraeus, thebes] }),
    land('Lyd', 'Lydia', 'Lydie', 'LYD', 'normal', [28.2, 38.6], [[27.3, 38.8], [29.5, 39.5]], { citadels: ['sardes'] }),
    land('Thr', 'Thracia', 'Thrace', 'THR', 'normal', [26.0, 41.8], [[27.8, 41.4]]),
    land('Egy', 'Egypt', 'Égypte', 'EGY', 'flood', [31.0, 30.0], [[30.5, 31.0]], { citadels: ['alexandria'] }),
    land('Ara', 'Arabia', 'Arabie', 'ARA', 'desert', [40.0, 31.0], [[37.0, 30.5]]),
    land('Med', 'Media', 'Médie', 'MED', 'mountain', [48.5, 35.2], [[47.0, 37.0]]),
  ],
  seas: [
    sea('Aeg', 'Aegean sea', 'Mer Égée', 'EGE', [25.0, 38.5], [[24.8, 40.0], [25.5, 36.5]]),
    sea('EMS', 'Eastern Mediterranean', 'Méditerranée orientale', 'MOR', [28.0, 33.5], [[23.0, 35.0], [33.0, 33.0]]),
    sea('HyS', 'Hyrcanian sea', 'Mer Hyrcanienne', 'MHY', [51.0, 41.0], [[50.5, 38.5]], false),
  ],
  citadels: [
    citadel('pella', 'Pella', 'Mac', 'capital', [22.52, 40.76]),
    citadel('athens', 'Athens', 'Att', 'major', [23.73, 37.97], true),
    citadel('sardes', 'Sardes', 'Lyd', 'minor', [28.04, 38.49]),
    citadel('alexandria', 'Alexandria', 'Egy', 'capital', [29.92, 31.2], true),
  ],
  borders: [
    { kind: 'land', a: 'Mac', b: 'Epi', mountain: { range: 'Pindus', pass: 'Via Egnatia' }, ...R },
    { kind: 'land', a: 'Mac', b: 'Att', ...R },
    { kind: 'land', a: 'Mac', b: 'Thr', ...R },
    { kind: 'land', a: 'Thr', b: 'Lyd', strait: 'Hellespont', ...R },
    { kind: 'land', a: 'Ara', b: 'Med', lake: 'urmia', ...R },
    { kind: 'coast', a: 'Att', b: 'Aeg', ...R },
    { kind: 'access', a: 'athens', b: 'Aeg', ...R },
    { kind: 'access', a: 'alexandria', b: 'EMS', ...R },
    { kind: 'sea', a: 'Aeg', b: 'EMS', ...R },
  ],
  rivers: [{ id: 'nile', names: { en: 'Nile', fr: 'Nil' }, course: [[32.9, 24.1], [31.2, 27.2], [31.2, 30.1], [30.3, 31.4]], floods: ['Egy'], ...R }],
  lakes: [{ id: 'urmia', names: { en: 'Lake Urmia', fr: "Lac d'Ourmia" }, centre: [45.5, 37.7], ...R }],
  landmarks: [],
  ...R,
};
