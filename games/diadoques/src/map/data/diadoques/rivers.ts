/**
 * Les Diadoques rivers and lakes. Flood plains flooded by each river: Euphrates and Tigris
 * CHD and BAS (`diadoques §T1.3`), Nile EGY and Indus GHA, IND (`diadoques §T1.8`), Ister,
 * Borysthenes and Tanais together IST and SCY (`diadoques §T1.2`, `§T1.11`); the Halys, Oxus,
 * Araxes and Cyrus floods close borders only. Lakes: `diadoques §9a.11`.
 */
import type { Lake, Landmark, River, SpaceId } from '../../types.ts';
import { river } from '../border-helpers.ts';
import { names } from '../helpers.ts';
import { RIVER_GEO } from '../rivers-geo.ts';

function r(id: string, floods: SpaceId[], source: string[], note?: string): River {
  const g = RIVER_GEO[id];
  if (!g) throw new Error(`no geography for river ${id}`);
  return river(id, g.names, g.course, floods, source, note);
}

const GROUP = 'The Ister, Borysthenes and Tanais flood together; the event floods IST and SCY.';
const DRAWN = 'Drawn for orientation (a label of the map image, diadoques §0.2); no event floods it.';

export const diadoquesRivers: River[] = [
  r('halys', [], ['diadoques §T1.2', 'diadoques §14f.2']),
  r('euphrates', ['CHD', 'BAS'], ['diadoques §T1.3', 'diadoques §14f.2']),
  r('tigris', ['CHD', 'BAS'], ['diadoques §T1.3']),
  r('nile', ['EGY'], ['diadoques §T1.8']),
  r('indus', ['GHA', 'IND'], ['diadoques §T1.8']),
  r('ister', ['IST', 'SCY'], ['diadoques §T1.2', 'diadoques §T1.11', 'diadoques §14f.6'], GROUP),
  r('borysthenes', ['SCY'], ['diadoques §T1.2', 'diadoques §T1.11', 'diadoques §14f.2'], GROUP),
  r('tanais', [], ['diadoques §T1.2', 'diadoques §T1.11'], GROUP),
  r('oxus', [], ['diadoques §T1.2']),
  r('araxes', [], ['diadoques §T1.3']),
  r('cyrus', [], ['diadoques §T1.3']),
  r('meander', [], ['diadoques §0.2'], DRAWN),
  r('iaxartes', [], ['diadoques §0.2'], DRAWN),
  r('volga', [], ['diadoques §0.2'], DRAWN),
  r('ural', [], ['diadoques §0.2'], DRAWN),
];

export const diadoquesLakes: Lake[] = [
  { id: 'urmia', names: names('Lake Urmia', "Lac d'Ourmia", undefined, undefined, ['Matiane', 'Lac Urmia']), centre: [45.5, 37.7], reconstructed: true, source: ['diadoques §9a.11'], note: 'The lake between MES and MED: which lake is ours.' },
  { id: 'hamun', names: names('Lake Hamun', 'Lac Hamoun', undefined, undefined, ['Lake Areios', 'Hamoun']), centre: [61.3, 31.1], reconstructed: true, source: ['diadoques §9a.11'], note: 'The lake between ARE and ARH (Drangiana): which lake is ours.' },
];

function mark(id: string, en: string, fr: string, centre: [number, number], within: SpaceId | null, aliases: string[] = [], note?: string, source = ['diadoques §0.2']): Landmark {
  const l: Landmark = { id, names: names(en, fr, undefined, undefined, aliases), centre, within, reconstructed: false, source };
  if (note) l.note = note;
  return l;
}

/** Labels of the map image (`diadoques §0.2`) that are not game features, with where they lie. */
export const diadoquesLandmarks: Landmark[] = [
  mark('alexandrie-eschate', 'Alexandria Eschate', 'Alexandrie Eschate', [69.6, 40.3], 'SOG', ['Khujand']),
  mark('persepolis', 'Persepolis', 'Persépolis', [52.89, 29.93], 'PER'),
  mark('antioche', 'Antioch', 'Antioche', [36.16, 36.2], 'SYR', ['Antioch on the Orontes'], 'Founded in 300 BC.'),
  mark('harmosia', 'Harmozia', 'Harmosia', [56.45, 27.1], 'CAM', ['Harmozia', 'Hormuz'], 'Not a port of the game: CAM has no supply.'),
  mark('laodicee', 'Laodicea', 'Laodicée', [35.78, 35.52], 'SYR', ['Laodicea ad Mare']),
  mark('seleucie', 'Seleucia', 'Séleucie', [44.52, 33.1], 'CHD', ['Seleucia on the Tigris'], 'Founded c. 305 BC.'),
  mark('ligue-etolienne', 'Aetolian League', 'Ligue étolienne', [21.7, 38.7], 'ETO'),
  mark('thebes', 'Thebes', 'Thèbes', [23.32, 38.32], 'ATT', [], 'Boeotia lies in ATT.'),
  mark('phasis', 'Phasis', 'Phasis', [41.67, 42.15], 'CAU'),
  mark('kachgar', 'Kashgar', 'Kachgar', [75.99, 39.47], null, ['Kashgar'], 'Off the map, east of Sogdiana.'),
  mark('alexandrie-du-caucase', 'Alexandria of the Caucasus', 'Alexandrie du Caucase', [69.27, 35.0], 'GHA', ['Bagram', 'Alexandrie du Caucase (Bagram)']),
  mark('syracuse', 'Syracuse', 'Syracuse', [15.29, 37.08], null, [], 'Off the map.'),
  mark('rome', 'Rome', 'Rome', [12.5, 41.9], null, ['Roma'], 'Off the map: the Romans come from it (diadoques §14f.4.1).'),
  mark('carthage', 'Carthage', 'Carthage', [10.32, 36.85], null, ['Carthago'], 'Off the map: sends gold (diadoques §T4.1).'),
  mark('leptis-magna', 'Leptis Magna', 'Leptis Magna', [14.29, 32.64], null, [], 'Off the map, west of the Syrtis.'),
  mark('siwa', 'Siwa', 'Siwa', [25.52, 29.2], 'LIB', ['Ammon', 'Oasis of Ammon']),
  mark('ptolemais', 'Ptolemais', 'Ptolémaïs', [31.8, 26.48], 'EGY', ['Ptolemais Hermiou'], 'Founded by Ptolemy I in Upper Egypt.'),
  mark('syene', 'Syene', 'Syène', [32.9, 24.09], 'EGY', ['Aswan']),
  mark('empire-maurya', 'Maurya Empire', 'Empire maurya', [78.0, 26.0], null, ['Mauryan Empire'], "Off the map, east of the Indus: Chandragupta's realm."),
  mark('nubie', 'Nubia', 'Nubie', [32.5, 20.0], null, ['Nubia'], 'Off the map, south of Egypt.'),
  mark('mer-mediterranee', 'Mediterranean sea', 'Mer Méditerranée', [27.0, 34.5], 'MOR', ['Mediterranean'], 'Spans MOR, MIN, SAL, MRD, CYC, MIO and more.'),
  mark('pont-euxin', 'Pont Euxin', 'Pont-Euxin', [34.0, 43.0], 'POC', ['Black Sea', 'Pont Euxin'], 'Spans POC and POR.'),
  mark('cardia', 'Kardia', 'Cardia', [26.77, 40.6], 'CHE', ['Kardia'], "Eumène's home town.", ['diadoques §0.4']),
  mark('triparadisos', 'Triparadeisos', 'Triparadisos', [36.2, 34.0], 'DAM', ['Triparadeisos'], 'The settlement of −320.', ['diadoques §1.1']),
  mark('couropedion', 'Corupedium', 'Couropédion', [27.6, 38.55], 'LYD', ['Corupedium'], 'The last battle of the diadochi, −281.', ['diadoques §0.4']),
  mark('detroit-des-dardanelles', 'Dardanelles', 'Détroit des Dardanelles', [26.4, 40.2], 'EGE', ['Hellespont strait', 'Dardanelles'], 'The strait between CHE and HEL (diadoques §14f.6).'),
];
