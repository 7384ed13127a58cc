/**
 * The Successors map (`successors MISSING.MAP`): provinces, spaces, paths, holding boxes.
 *
 * RECONSTRUCTED. The picture of the map is lost; what the text fixes is asserted by the map
 * checker (src/data/check.ts, the table MAP_CONSTRAINTS) with its rule id: the provinces the
 * text names (glossary 2.7.2, 2.7.10, 7.8, 13.2, 16.3, 20.4, 22.1), the spaces it names
 * (Babylon, Pella, Damascus, Sardis, Nicopolis, Ecbatana, Illium, Cherronesus, Athens), the
 * strait Illium–Cherronesus (9.3), the two spaces of Cyprus (13.2), Media's size (20.4: five
 * markers are a majority), the five Hellespont spaces (20.4), islands without neighbours (7.8).
 * Everything else follows the satrapies of the partition of Babylon (323 BC) and the roads of
 * the time: Via Egnatia, the Royal Road, the Cilician and Syrian Gates, the Zagros and Persian
 * Gates, the Nile and the Euphrates. Coordinates are real places (degrees) for the rendering,
 * nudged by a few kilometres around the Hellespont and the Bosporus so that neighbours do not
 * overlap on the drawing.
 */
import type { Continent, GameMap, HoldingBox, IndependentValue, Path, PathKind, Province, Space, SpaceKind } from './types.ts';

const GUESS = 'reconstructed from the satrapies of 323 BC and ancient roads (decisions.md, Map)';

// --- Provinces --------------------------------------------------------------------------------

type ProvinceRow = [id: string, vp: number, continent: Continent, source?: string, fleet?: string];

/** Province VP are all reconstructed (the yellow boxes of the map are lost, successors 20.4). */
const PROVINCE_ROWS: ProvinceRow[] = [
  // Europe (successors 2.7.10 names Greece, Macedon, Thrace, Dardani, Triballi, Epirus).
  ['macedonia', 3, 'europe', 'successors 2.7.10, 5.2, 17.2, 20.3', 'macedonian'],
  ['greece', 3, 'europe', 'successors 2.7.10, 16.3'],
  ['thessaly', 1, 'europe', 'successors 16.3 (Greek army: Greece or Thessaly); in Europe though 2.7.10 omits it'],
  ['epirus', 1, 'europe', 'successors 2.7.10, 22.1 (Nicopolis)'],
  ['thrace', 2, 'europe', 'successors 2.7.10; Lysimachus (issue 15)'],
  ['dardani', 1, 'europe', 'successors 2.7.10'],
  ['triballi', 1, 'europe', 'successors 2.7.10'],
  // Islands (successors 7.8: Cyprus and Crete have no adjacent province).
  ['crete', 1, 'island', 'successors 7.8'],
  ['cyprus', 2, 'island', 'successors 7.8, 13.2 (two spaces, the Cypriot fleet)', 'cypriot'],
  // Asia Minor.
  ['hellespontine-phrygia', 2, 'asia', 'successors 2.7.4 (Hellespontine); Leonnatus (issue 15)'],
  ['lydia', 2, 'asia', 'successors 22.1 (Sardis), ED.26'],
  ['caria', 2, 'asia', 'successors 13.2 (the Asia Minor fleet goes to Caria), ED.13', 'asia-minor'],
  ['lycia', 1, 'asia'],
  ['phrygia', 3, 'asia', 'successors 20.4 (King of Asia), ED.26; Antigonus (issue 15)'],
  ['paphlagonia', 1, 'asia'],
  ['cappadocia', 2, 'asia', 'successors 16.3 (Ariarathes stays in Cappadocia)'],
  ['cilicia', 2, 'asia', 'successors 13.2 (Cilician pirates), ED.13; Craterus (issue 15)'],
  // The Levant and Arabia.
  ['syria', 3, 'asia', 'successors 20.4 (King of Asia)'],
  ['coele-syria', 2, 'asia', 'successors 22.1 (Damascus, Coele Syria)', 'phoenician'],
  ['arabia', 1, 'asia'],
  // Mesopotamia and Iran.
  ['mesopotamia', 2, 'asia'],
  ['armenia', 1, 'asia', 'successors 7.8 (Unrest 7: Armenia)'],
  ['babylonia', 4, 'asia', 'successors 20.4 (King of Asia), 22.1 (Babylon)'],
  ['susiana', 2, 'asia'],
  ['persis', 3, 'asia'],
  ['media', 3, 'asia', 'successors 20.4 (five markers with Ecbatana control Media)'],
  ['parthia', 1, 'asia'],
  // Africa (successors 2.7.2: Cyrene, Libya, Egypt).
  ['egypt', 4, 'africa', 'successors 2.7.2; Ptolemy (issue 15)', 'egyptian'],
  ['libya', 1, 'africa', 'successors 2.7.2'],
  ['cyrene', 2, 'africa', 'successors 2.7.2'],
];

export const PROVINCES: Province[] = PROVINCE_ROWS.map(([id, vp, continent, source, fleet]) => ({
  id,
  name: id,
  vp,
  continent,
  ...(fleet ? { fleet } : {}),
  // The province exists by the text when a rule names it; its VP never does.
  reconstructed: source === undefined,
  source: source ?? GUESS,
  vpSource: { reconstructed: true, source: 'VP box lost (successors MISSING.MAP); wealth and weight of the satrapy, 4-player automatic victory at 23 VP (20.2)' },
}));

// --- Spaces -----------------------------------------------------------------------------------

const M: SpaceKind = 'major-city';
const m: SpaceKind = 'minor-city';
const F: SpaceKind = 'fortress';
const T: SpaceKind = 'transit';

interface SpaceOpts {
  ind?: IndependentValue;
  siege?: number;
  H?: true;
  island?: true;
  /** The rule that fixes this space (its existence, kind or province). */
  src?: string;
}

type SpaceRow = [id: string, kind: SpaceKind, province: string, lon: number, lat: number, opts?: SpaceOpts];

const SPACE_ROWS: SpaceRow[] = [
  // Macedonia
  ['pella', M, 'macedonia', 22.52, 40.76, { siege: 0, src: 'successors 17.4 (burial in Pella, a major city), 22.1 (Thessalonice at Pella, Macedonia)' }],
  ['aigai', m, 'macedonia', 22.32, 40.48],
  ['pydna', m, 'macedonia', 22.6, 40.39],
  ['amphipolis', m, 'macedonia', 23.85, 40.82],
  ['heraclea-lyncestis', m, 'macedonia', 21.34, 41.01],
  // Thessaly
  ['tempe', T, 'thessaly', 22.58, 39.89],
  ['larissa', m, 'thessaly', 22.42, 39.64],
  ['pherae', m, 'thessaly', 22.76, 39.38],
  ['lamia', m, 'thessaly', 22.43, 38.9],
  // Greece
  ['thermopylae', T, 'greece', 22.54, 38.8],
  ['athens', M, 'greece', 23.73, 37.98, { ind: 3, siege: -1, src: 'successors 13.2 (the Athenian fleet goes with the city of Athens)' }],
  ['corinth', m, 'greece', 22.88, 37.91],
  ['chalcis', m, 'greece', 23.6, 38.46],
  ['argos', m, 'greece', 22.73, 37.63],
  ['megalopolis', m, 'greece', 22.13, 37.4],
  ['sparta', F, 'greece', 22.43, 37.07],
  ['thermon', F, 'greece', 21.66, 38.59],
  // Epirus
  ['nicopolis', m, 'epirus', 20.73, 39.01, { src: 'successors 22.1 (Olympias at Nicopolis, Epirus)' }],
  ['ambracia', m, 'epirus', 20.99, 39.16],
  ['dodona', m, 'epirus', 20.79, 39.55],
  // Dardani, Triballi
  ['scupi', F, 'dardani', 21.43, 42.0],
  ['bylazora', m, 'dardani', 21.77, 41.73, { ind: 1 }],
  ['naissus', m, 'triballi', 21.9, 43.32, { ind: 1 }],
  ['oescus', F, 'triballi', 24.47, 43.7],
  // Thrace
  ['byzantium', M, 'thrace', 28.85, 41.12, { ind: 3, siege: -1 }],
  ['perinthus', m, 'thrace', 27.96, 40.97],
  ['cardia', m, 'thrace', 26.6, 40.68],
  ['callipolis', m, 'thrace', 26.85, 40.47, { H: true }],
  ['cherronesus', m, 'thrace', 26.3, 40.3, { H: true, src: 'successors 9.3 (the strait Illium–Cherronesus)' }],
  ['abdera', m, 'thrace', 24.98, 40.95],
  ['seuthopolis', F, 'thrace', 25.4, 42.62],
  ['hebrus', T, 'thrace', 26.0, 41.7],
  // Hellespontine Phrygia
  ['dascylium', M, 'hellespontine-phrygia', 28.05, 40.17, { siege: 0 }],
  ['illium', m, 'hellespontine-phrygia', 26.25, 39.88, { H: true, src: 'successors 9.3 (the strait Illium–Cherronesus)' }],
  ['abydos', m, 'hellespontine-phrygia', 26.5, 40.08, { H: true }],
  ['lampsacus', m, 'hellespontine-phrygia', 27.05, 40.3, { H: true }],
  ['cyzicus', m, 'hellespontine-phrygia', 27.89, 40.38, { ind: 1 }],
  ['chalcedon', m, 'hellespontine-phrygia', 29.3, 40.85],
  // Lydia
  ['sardis', M, 'lydia', 28.04, 38.48, { siege: -1, src: 'successors 22.1 (Cleopatra at Sardis, Lydia)' }],
  ['pergamum', m, 'lydia', 27.18, 39.12],
  ['smyrna', m, 'lydia', 27.14, 38.42],
  ['ephesus', m, 'lydia', 27.34, 37.94],
  // Caria
  ['halicarnassus', M, 'caria', 27.42, 37.04, { siege: -1 }],
  ['miletus', m, 'caria', 27.28, 37.53],
  ['mylasa', m, 'caria', 27.78, 37.31],
  ['rhodes', m, 'caria', 28.22, 36.43, { ind: 1, island: true }],
  // Lycia (with Pamphylia and Pisidia)
  ['xanthos', m, 'lycia', 29.33, 36.36],
  ['perge', m, 'lycia', 30.85, 36.96],
  ['termessos', F, 'lycia', 30.47, 36.98],
  // Phrygia
  ['celaenae', M, 'phrygia', 30.17, 38.07, { siege: 0 }],
  ['synnada', m, 'phrygia', 30.47, 38.52],
  ['gordium', m, 'phrygia', 31.99, 39.65],
  ['ancyra', m, 'phrygia', 32.85, 39.93],
  ['isaura', F, 'phrygia', 32.32, 37.2],
  // Paphlagonia
  ['heraclea-pontica', m, 'paphlagonia', 31.5, 41.28, { ind: 1 }],
  ['gangra', m, 'paphlagonia', 33.61, 40.6],
  ['sinope', m, 'paphlagonia', 35.15, 42.03, { ind: 1 }],
  // Cappadocia
  ['mazaca', M, 'cappadocia', 35.48, 38.73, { ind: 3, siege: 0, src: 'successors 16.3, 22.1 (Ariarathes of Cappadocia starts on the map)' }],
  ['tyana', m, 'cappadocia', 34.62, 37.83],
  ['comana', m, 'cappadocia', 36.33, 38.34],
  ['melitene', m, 'cappadocia', 38.32, 38.35],
  // Cilicia
  ['cilician-gates', T, 'cilicia', 34.78, 37.3],
  ['tarsus', M, 'cilicia', 34.89, 36.92, { siege: 0 }],
  ['soli', m, 'cilicia', 34.56, 36.74],
  ['issus', m, 'cilicia', 36.17, 36.85],
  // Syria
  ['myriandrus', m, 'syria', 36.15, 36.6],
  ['syrian-gates', T, 'syria', 36.3, 36.45],
  ['arados', M, 'syria', 35.86, 34.86, { siege: -1 }],
  ['beroea', m, 'syria', 37.16, 36.2],
  ['thapsacus', m, 'syria', 38.3, 35.9],
  ['tadmor', T, 'syria', 38.27, 34.55],
  // Coele Syria
  ['damascus', M, 'coele-syria', 36.29, 33.51, { siege: 1, src: 'successors 22.1 (Heracles at Damascus, Coele Syria)' }],
  ['sidon', m, 'coele-syria', 35.37, 33.56],
  ['tyre', m, 'coele-syria', 35.2, 33.27],
  ['jerusalem', m, 'coele-syria', 35.23, 31.78],
  ['gaza', m, 'coele-syria', 34.45, 31.5],
  // Arabia
  ['bostra', m, 'arabia', 36.48, 32.52, { ind: 1 }],
  ['petra', F, 'arabia', 35.44, 30.33],
  // Mesopotamia
  ['edessa', m, 'mesopotamia', 38.79, 37.16],
  ['carrhae', m, 'mesopotamia', 39.03, 36.87],
  ['nisibis', m, 'mesopotamia', 41.22, 37.07],
  ['nineveh', m, 'mesopotamia', 43.15, 36.36],
  ['arbela', m, 'mesopotamia', 44.01, 36.19],
  ['dura', T, 'mesopotamia', 40.73, 34.75],
  // Armenia
  ['arsamosata', m, 'armenia', 39.9, 38.7],
  ['tushpa', F, 'armenia', 43.33, 38.5],
  ['armavir', m, 'armenia', 44.0, 40.1, { ind: 1 }],
  // Babylonia
  ['babylon', M, 'babylonia', 44.42, 32.54, { siege: -1, src: 'successors 17.4 (burial "even in Babylon", a major city), 22.1 (Babylon, Babylonia)' }],
  ['sippar', m, 'babylonia', 44.25, 33.06],
  ['opis', m, 'babylonia', 44.51, 33.87],
  ['borsippa', m, 'babylonia', 44.34, 32.39],
  ['uruk', m, 'babylonia', 45.64, 31.32],
  // Susiana
  ['susa', M, 'susiana', 48.26, 32.19, { siege: 0 }],
  ['madaktu', m, 'susiana', 47.4, 32.6],
  ['uxii', F, 'susiana', 49.9, 31.5],
  // Persis
  ['persian-gates', T, 'persis', 51.7, 30.6],
  ['persepolis', M, 'persis', 52.89, 29.93, { siege: 0 }],
  ['pasargadae', m, 'persis', 53.17, 30.2],
  ['gabae', m, 'persis', 51.7, 32.65],
  // Media: eight non-transit spaces, so five markers are a majority (successors 20.4).
  ['ecbatana', M, 'media', 48.52, 34.8, { siege: 0, src: 'successors 20.4 (Media needs five markers, one at Ecbatana: its major city)' }],
  ['rhagae', m, 'media', 51.44, 35.59],
  ['bagistana', m, 'media', 47.43, 34.39],
  ['concobar', m, 'media', 47.96, 34.5],
  ['nisaea', m, 'media', 47.6, 35.2],
  ['gazaka', m, 'media', 47.3, 36.6],
  ['paraetacene', m, 'media', 50.3, 33.5],
  ['cossaei', F, 'media', 47.9, 33.6],
  ['zagros-gates', T, 'media', 46.4, 34.3],
  ['caspian-gates', T, 'media', 52.1, 35.5],
  // Parthia
  ['hecatompylos', m, 'parthia', 54.33, 36.08],
  ['tus', m, 'parthia', 59.5, 36.5],
  // Egypt
  ['alexandria', M, 'egypt', 29.92, 31.2, { siege: 0 }],
  ['naucratis', m, 'egypt', 30.6, 30.9],
  ['pelusium', m, 'egypt', 32.57, 31.04],
  ['memphis', m, 'egypt', 31.25, 29.85],
  ['thebes', m, 'egypt', 32.65, 25.7],
  // Libya
  ['paraetonium', m, 'libya', 27.24, 31.35],
  ['ammon', F, 'libya', 25.52, 29.2],
  ['catabathmus', T, 'libya', 25.16, 31.6],
  // Cyrene
  ['cyrene', M, 'cyrene', 21.86, 32.82, { ind: 3, siege: 0 }],
  ['barca', m, 'cyrene', 20.9, 32.5],
  ['euhesperides', m, 'cyrene', 20.07, 32.1],
  // Cyprus: two spaces (successors 13.2).
  ['salamis', M, 'cyprus', 33.9, 35.18, { siege: 0, src: 'successors 13.2 (the two spaces of Cyprus)' }],
  ['paphos', m, 'cyprus', 32.42, 34.77, { ind: 1, src: 'successors 13.2 (the two spaces of Cyprus)' }],
  // Crete
  ['cydonia', m, 'crete', 24.02, 35.51, { ind: 1 }],
  ['knossos', m, 'crete', 25.16, 35.3, { ind: 1 }],
  ['gortyn', m, 'crete', 24.95, 35.06],
];

export const SPACES: Space[] = SPACE_ROWS.map(([id, kind, province, lon, lat, o = {}]) => ({
  id,
  name: id,
  kind,
  province,
  lon,
  lat,
  ...(o.ind !== undefined ? { independent: o.ind } : {}),
  ...(o.siege !== undefined ? { siegeModifier: o.siege } : {}),
  ...(o.H ? { hellespont: true } : {}),
  ...(o.island ? { island: true } : {}),
  // Fortresses are independent hexes (successors 2.7.15): all start with a 3 (2.3.3, 22.1).
  ...(kind === 'fortress' ? { independent: 3 as const } : {}),
  reconstructed: o.src === undefined,
  source: o.src ? `${o.src}; the rest (coordinates, neighbours) ${GUESS}` : GUESS,
}));

// --- Paths ------------------------------------------------------------------------------------

const L: PathKind = 'land';
const Mt: PathKind = 'mountain';
const S: PathKind = 'strait';
const Sea: PathKind = 'maritime';
const TM: PathKind = 'trans-mediterranean';

type PathRow = [a: string, b: string, kind: PathKind, src?: string];

const PATH_ROWS: PathRow[] = [
  // Macedonia, Thessaly, Epirus, the Balkans
  ['pella', 'aigai', L], ['pella', 'pydna', L], ['pella', 'amphipolis', L], ['pella', 'heraclea-lyncestis', Mt],
  ['aigai', 'pydna', L], ['aigai', 'heraclea-lyncestis', Mt], ['pydna', 'tempe', L],
  ['amphipolis', 'abdera', L], ['amphipolis', 'bylazora', Mt],
  ['heraclea-lyncestis', 'bylazora', Mt], ['heraclea-lyncestis', 'dodona', Mt],
  ['bylazora', 'scupi', L], ['scupi', 'naissus', Mt], ['naissus', 'oescus', L], ['oescus', 'seuthopolis', Mt],
  ['tempe', 'larissa', L], ['larissa', 'pherae', L], ['larissa', 'lamia', L], ['pherae', 'lamia', L], ['larissa', 'dodona', Mt],
  ['lamia', 'thermopylae', L],
  ['nicopolis', 'ambracia', L], ['ambracia', 'dodona', L], ['dodona', 'nicopolis', L],
  // Greece
  ['thermopylae', 'chalcis', L], ['thermopylae', 'thermon', Mt], ['chalcis', 'athens', L], ['athens', 'corinth', L],
  ['corinth', 'argos', L], ['argos', 'megalopolis', L], ['megalopolis', 'sparta', L], ['thermon', 'ambracia', Mt],
  // Thrace
  ['seuthopolis', 'hebrus', L], ['hebrus', 'perinthus', L], ['hebrus', 'abdera', L], ['hebrus', 'cardia', L],
  ['abdera', 'cardia', L], ['perinthus', 'byzantium', L], ['perinthus', 'cardia', L],
  ['cardia', 'callipolis', L], ['callipolis', 'cherronesus', L],
  // Straits (successors 9.3: crossing Illium–Cherronesus is land movement at 2 MP)
  ['illium', 'cherronesus', S, 'successors 9.3'], ['chalcedon', 'byzantium', S],
  // Hellespontine Phrygia, Lydia, Caria, Lycia
  ['illium', 'abydos', L], ['abydos', 'lampsacus', L], ['lampsacus', 'cyzicus', L], ['cyzicus', 'dascylium', L],
  ['dascylium', 'chalcedon', L], ['dascylium', 'gordium', L], ['dascylium', 'sardis', Mt], ['illium', 'pergamum', L],
  ['pergamum', 'smyrna', L], ['smyrna', 'sardis', L], ['smyrna', 'ephesus', L], ['ephesus', 'sardis', L],
  ['sardis', 'celaenae', L], ['ephesus', 'miletus', L],
  ['miletus', 'halicarnassus', L], ['miletus', 'mylasa', L], ['mylasa', 'halicarnassus', L], ['mylasa', 'celaenae', L],
  ['mylasa', 'xanthos', Mt], ['xanthos', 'termessos', Mt], ['termessos', 'perge', L], ['termessos', 'celaenae', Mt],
  // Phrygia, Paphlagonia, Cappadocia, Cilicia
  ['celaenae', 'synnada', L], ['synnada', 'gordium', L], ['gordium', 'ancyra', L], ['celaenae', 'isaura', Mt],
  ['synnada', 'isaura', Mt], ['isaura', 'tyana', Mt], ['perge', 'isaura', Mt],
  ['ancyra', 'gangra', L], ['ancyra', 'mazaca', L], ['gordium', 'heraclea-pontica', Mt],
  ['heraclea-pontica', 'gangra', Mt], ['gangra', 'sinope', Mt], ['heraclea-pontica', 'chalcedon', L],
  ['mazaca', 'tyana', L], ['mazaca', 'comana', L], ['comana', 'melitene', L], ['sinope', 'comana', Mt],
  ['tyana', 'cilician-gates', Mt], ['cilician-gates', 'tarsus', L],
  ['tarsus', 'soli', L], ['tarsus', 'issus', L], ['issus', 'comana', Mt], ['issus', 'myriandrus', L],
  // Syria, Coele Syria, Arabia
  ['myriandrus', 'syrian-gates', L], ['syrian-gates', 'beroea', L], ['beroea', 'thapsacus', L], ['beroea', 'arados', L],
  ['beroea', 'tadmor', L], ['tadmor', 'damascus', L], ['tadmor', 'dura', L], ['arados', 'damascus', L], ['arados', 'sidon', L],
  ['damascus', 'sidon', Mt], ['sidon', 'tyre', L], ['tyre', 'jerusalem', L], ['tyre', 'gaza', L], ['jerusalem', 'gaza', L],
  ['jerusalem', 'damascus', L], ['damascus', 'bostra', L], ['bostra', 'petra', L], ['petra', 'gaza', L],
  // Mesopotamia, Armenia
  ['thapsacus', 'carrhae', L], ['thapsacus', 'dura', L], ['carrhae', 'edessa', L], ['edessa', 'melitene', Mt],
  ['carrhae', 'nisibis', L], ['nisibis', 'nineveh', L], ['nineveh', 'arbela', L], ['nisibis', 'tushpa', Mt],
  ['nisibis', 'arsamosata', Mt], ['melitene', 'arsamosata', Mt], ['arsamosata', 'tushpa', Mt], ['tushpa', 'armavir', Mt],
  ['armavir', 'gazaka', Mt], ['arbela', 'gazaka', Mt], ['nineveh', 'opis', L],
  // Babylonia, Susiana, Persis
  ['dura', 'sippar', L], ['babylon', 'sippar', L], ['sippar', 'opis', L], ['babylon', 'opis', L], ['babylon', 'borsippa', L],
  ['borsippa', 'uruk', L], ['opis', 'zagros-gates', L], ['opis', 'madaktu', L], ['uruk', 'madaktu', L],
  ['madaktu', 'susa', L], ['susa', 'uxii', Mt], ['uxii', 'persian-gates', Mt], ['susa', 'cossaei', Mt], ['madaktu', 'cossaei', Mt],
  ['persian-gates', 'persepolis', L], ['persepolis', 'pasargadae', L], ['pasargadae', 'gabae', L], ['gabae', 'paraetacene', L],
  // Media, Parthia
  ['zagros-gates', 'bagistana', Mt], ['bagistana', 'concobar', L], ['concobar', 'ecbatana', L], ['bagistana', 'nisaea', L],
  ['ecbatana', 'nisaea', L], ['nisaea', 'gazaka', L], ['ecbatana', 'rhagae', L], ['rhagae', 'caspian-gates', L],
  ['ecbatana', 'paraetacene', L], ['paraetacene', 'cossaei', Mt], ['concobar', 'cossaei', Mt],
  ['caspian-gates', 'hecatompylos', L], ['hecatompylos', 'tus', L],
  // Egypt, Libya, Cyrene
  ['gaza', 'pelusium', L], ['pelusium', 'memphis', L], ['pelusium', 'naucratis', L], ['memphis', 'naucratis', L],
  ['naucratis', 'alexandria', L], ['memphis', 'thebes', L], ['alexandria', 'paraetonium', L], ['paraetonium', 'catabathmus', L],
  ['paraetonium', 'ammon', L], ['ammon', 'memphis', L], ['catabathmus', 'cyrene', L], ['cyrene', 'barca', L], ['barca', 'euhesperides', L],
  // Islands: land paths inside Cyprus and Crete.
  ['salamis', 'paphos', L, 'successors 13.2 (Cyprus, two spaces)'], ['cydonia', 'knossos', L], ['knossos', 'gortyn', L], ['cydonia', 'gortyn', L],
  // Maritime paths (successors 9.14: 1 MP, naval movement only)
  ['pydna', 'amphipolis', Sea], ['pydna', 'chalcis', Sea], ['amphipolis', 'abdera', Sea], ['abdera', 'cardia', Sea],
  ['abdera', 'cherronesus', Sea], ['cherronesus', 'abydos', Sea], ['callipolis', 'lampsacus', Sea],
  ['lampsacus', 'cyzicus', Sea], ['cyzicus', 'perinthus', Sea], ['perinthus', 'byzantium', Sea], ['byzantium', 'chalcedon', Sea],
  ['byzantium', 'heraclea-pontica', Sea], ['heraclea-pontica', 'sinope', Sea],
  ['chalcis', 'athens', Sea], ['athens', 'corinth', Sea], ['chalcis', 'smyrna', Sea], ['athens', 'miletus', Sea],
  ['corinth', 'nicopolis', Sea], ['nicopolis', 'ambracia', Sea], ['argos', 'cydonia', Sea], ['athens', 'argos', Sea],
  ['illium', 'smyrna', Sea], ['smyrna', 'ephesus', Sea], ['ephesus', 'miletus', Sea], ['miletus', 'halicarnassus', Sea],
  ['halicarnassus', 'rhodes', Sea], ['knossos', 'rhodes', Sea], ['rhodes', 'xanthos', Sea], ['xanthos', 'perge', Sea],
  ['perge', 'soli', Sea], ['perge', 'paphos', Sea], ['soli', 'tarsus', Sea], ['tarsus', 'issus', Sea], ['issus', 'myriandrus', Sea],
  ['soli', 'salamis', Sea], ['myriandrus', 'arados', Sea], ['arados', 'salamis', Sea], ['arados', 'sidon', Sea],
  ['sidon', 'tyre', Sea], ['tyre', 'gaza', Sea], ['gaza', 'pelusium', Sea], ['pelusium', 'alexandria', Sea],
  ['alexandria', 'paraetonium', Sea], ['paraetonium', 'cyrene', Sea], ['cyrene', 'euhesperides', Sea],
  // Trans-Mediterranean (successors 9.3, 9.14: 2 MP, open sea, not for control markers 7.5)
  ['alexandria', 'rhodes', TM], ['knossos', 'alexandria', TM], ['gortyn', 'cyrene', TM], ['paphos', 'pelusium', TM],
  ['tyre', 'salamis', TM],
];

export const PATHS: Path[] = PATH_ROWS.map(([a, b, kind, src]) => ({
  a,
  b,
  kind,
  reconstructed: src === undefined,
  source: src ?? GUESS,
}));

// --- Holding boxes ----------------------------------------------------------------------------

export const BOXES: HoldingBox[] = [
  { id: 'philip-box', name: 'philip-box', entries: [], reconstructed: false, source: 'successors 22.1 (Philip III starts in his box on the map)' },
  { id: 'greek-army-box', name: 'greek-army-box', entries: ['thermopylae', 'corinth', 'lamia'], reconstructed: true, source: 'successors 22.1 (each independent army has its box); entries ours' },
  { id: 'ariarathes-box', name: 'ariarathes-box', entries: ['mazaca', 'comana'], reconstructed: true, source: 'successors 22.1; entries ours' },
  { id: 'scythian-box', name: 'scythian-box', entries: ['oescus', 'seuthopolis', 'naissus'], reconstructed: true, source: 'successors 16.2; the Scythians north of the Danube (ours)' },
  { id: 'illyrian-box', name: 'illyrian-box', entries: ['scupi', 'heraclea-lyncestis', 'dodona'], reconstructed: true, source: 'successors 16.2; Illyria west of Dardani (ours)' },
  { id: 'colonist-box', name: 'colonist-box', entries: ['tus', 'hecatompylos'], reconstructed: true, source: 'successors 16.3 (the 23,000 colonists march west; the Greeks settled in Bactria, 323 BC)' },
];

// Ports (successors 2.7.21) follow from the naval paths.
for (const p of PATHS) {
  if (p.kind !== 'maritime' && p.kind !== 'trans-mediterranean') continue;
  for (const s of SPACES) if (s.id === p.a || s.id === p.b) s.port = true;
}

export const MAP: GameMap = { provinces: PROVINCES, spaces: SPACES, paths: PATHS, seaZones: [], boxes: BOXES };
