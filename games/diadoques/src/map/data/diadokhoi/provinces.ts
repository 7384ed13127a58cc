/**
 * Diadokhoi land provinces: the 60 of Table 1 (`diadokhoi §T1`) and Rome, the Romans'
 * off-board refuge (`diadokhoi §6.2.23`). Names, abbreviations, towns, types and supply are
 * printed (Table 1, §3.1.11, §T1.10, event tables §T6); positions, shapes and the French
 * names and abbreviations are reconstructed (French abbreviations are those of `diadoques`
 * where that map has the same region). Money: talents.
 *
 * Terrain comes from the event tables: flood plains are the provinces a flood names (Scy, Ist,
 * Chd, LMe, Egy), deserts those of sand storms (Lib, Ara, Nab, Ghe, Hyr), mountains those of
 * snow storms (Ill, Tau, Pap, Pon, Com, Arm).
 */
import type { Coast, LonLat, Names, Province, Supply, Terrain, Town } from '../../types.ts';
import { names, town } from '../helpers.ts';

interface LandOptions {
  terrain?: Terrain;
  supply?: Supply;
  centre: LonLat;
  seeds?: LonLat[];
  towns?: Town[];
  citadels?: string[];
  coasts?: Coast[];
  source: string[];
  note?: string;
  offboard?: boolean;
  onlyFor?: string;
}

/** Tribute of a supplied land province, `diadokhoi §5.2.2`. */
const PROVINCE_TRIBUTE = 100;

function land(id: string, n: Names, o: LandOptions): Province {
  const supply = o.supply ?? 'yes';
  const p: Province = {
    kind: 'land',
    id,
    names: n,
    terrain: o.terrain ?? 'normal',
    supply,
    income: supply === 'yes' && !o.offboard ? PROVINCE_TRIBUTE : 0,
    towns: o.towns ?? [],
    citadels: o.citadels ?? [],
    centre: o.centre,
    reconstructed: true,
    source: o.source,
  };
  if (o.seeds) p.seeds = o.seeds;
  if (o.coasts) p.coasts = o.coasts;
  if (o.note) p.note = o.note;
  if (o.offboard) p.offboard = true;
  if (o.onlyFor) p.onlyFor = o.onlyFor;
  return p;
}

const T1 = (row: number) => [`diadokhoi §T1.${row}`];
const NO_SUPPLY = ['diadokhoi §3.1.11', 'diadokhoi §T1.10'];

const wc: Coast = { id: 'wc', names: names('west coast', 'côte ouest', 'w.c.', 'c.o.', ['wc', 'west coast', 'côte occidentale']) };
const ec: Coast = { id: 'ec', names: names('east coast', 'côte est', 'e.c.', 'c.e.', ['ec', 'east coast', 'côte orientale']) };
const sc: Coast = { id: 'sc', names: names('south coast', 'côte sud', 's.c.', 'c.s.', ['sc', 'south coast', 'côte méridionale']) };

export const diadokhoiProvinces: Province[] = [
  // ——— Europe ———
  land('Ita', names('Italy', 'Italie', 'Ita', 'ITA', ['Italia', 'south of Italy', "sud de l'Italie"]), {
    centre: [16.3, 40.4], seeds: [[15.6, 41.0], [16.5, 39.2], [17.8, 40.5]],
    citadels: ['tarenta'], source: T1(1),
  }),
  land('Rom', names('Rome', 'Rome', 'Rom', 'ROM', ['Roma']), {
    centre: [12.5, 41.9], seeds: [[13.2, 42.5]], offboard: true, onlyFor: 'romans',
    source: ['diadokhoi §6.2.23'],
    note: 'Special province of the Romans: they may stay there beyond the 1-unit limit when dislodged from the Ionian or Adriatic sea or from Italy. Not one of the 76 provinces.',
  }),
  land('Ill', names('Illyria', 'Illyrie', 'Ill', 'ILL', ['Illyricum']), {
    terrain: 'mountain', centre: [18.8, 43.7], seeds: [[17.0, 44.0], [20.5, 43.5], [21.8, 44.0], [23.2, 43.8]],
    towns: [town('salonae', names('Salonae', 'Salone', undefined, undefined, ['Salona']), [16.48, 43.54])],
    source: [...T1(1), 'diadokhoi §T6-Au7-8'],
  }),
  land('Scy', names('Scythia', 'Scythie', 'Scy', 'SCY', ['Scythie']), {
    terrain: 'flood', supply: 'no', centre: [29.0, 46.8],
    seeds: [[25.5, 44.6], [27.5, 45.6], [31.5, 47.2], [33.0, 48.0]],
    source: [...T1(1), ...NO_SUPPLY, 'diadokhoi §T6-Au6'],
  }),
  land('Trd', names('Tauride', 'Tauride', 'Trd', 'TRD', ['Taurica', 'Tauris']), {
    centre: [34.5, 46.0], seeds: [[34.2, 45.2], [35.5, 47.3], [38.5, 47.3]],
    citadels: ['panticapea'], source: T1(1),
  }),
  land('Thr', names('Thracia', 'Thrace', 'Thr', 'THR', ['Thrace']), {
    centre: [25.5, 42.2], seeds: [[24.6, 42.2], [25.5, 41.2], [27.3, 41.1], [27.6, 42.4], [26.0, 43.6]],
    coasts: [wc, sc, ec],
    towns: [town('philippopolis', names('Philippopolis', 'Philippopolis'), [24.75, 42.15])],
    source: [...T1(1), 'diadokhoi §3.1.6'],
    note: 'Three coasts: w.c. on the Aegean, s.c. on the Propontide, e.c. on the Western Pont Euxin (separated by Chersonese and Bosphore).',
  }),
  land('Ist', names('Ister mouth', "Bouches de l'Ister", 'Ist', 'IST', ['Ister', 'Ister mouths', 'Embouchure de l\'Ister']), {
    terrain: 'flood', centre: [28.2, 44.2], seeds: [[27.5, 43.9], [28.6, 44.8]],
    towns: [town('callatis', names('Callatis', 'Callatis'), [28.55, 43.82], { port: true, fleetBuild: ['WPE'] })],
    source: [...T1(1), 'diadokhoi §T6-Au6'],
  }),
  land('Che', names('Chersonese', 'Chersonèse', 'Che', 'CHE', ['Thracian Chersonese']), {
    centre: [26.6, 40.4], seeds: [[26.4, 40.3]], citadels: ['lysimachia'], source: T1(1),
  }),
  land('Bos', names('Bosphore', 'Bosphore', 'Bos', 'BOS', ['Bosphorus', 'Bosporus']), {
    centre: [28.6, 41.2], citadels: ['byzance'], source: T1(1),
  }),
  land('Peo', names('Peonia', 'Péonie', 'Peo', 'PEO', ['Paeonia']), {
    supply: 'no', centre: [22.0, 41.9], seeds: [[22.8, 42.3]], source: [...T1(2), ...NO_SUPPLY],
  }),
  land('Cha', names('Chalcidica', 'Chalcidique', 'Cha', 'CHA', ['Chalcidice', 'Chalcidique']), {
    centre: [23.6, 40.6], seeds: [[23.9, 41.0]],
    towns: [town('amphipolis', names('Amphipolis', 'Amphipolis'), [23.85, 40.82])], source: T1(2),
  }),
  land('Mac', names('Macedonia', 'Macédoine', 'Mac', 'MAC', ['Macedon']), {
    centre: [22.2, 40.6], seeds: [[21.5, 40.8]], citadels: ['pella', 'pydna'], source: T1(2),
  }),
  land('Tau', names('Taulantii', 'Taulantiens', 'Tau', 'EPI', ['land of Taulantii', 'Taulantii (Epirus)', 'Épire', 'Epirus', 'Epiria', 'Epira']), {
    terrain: 'mountain', centre: [20.0, 40.5], seeds: [[19.8, 41.5], [20.6, 39.6]],
    towns: [town('epidamnos', names('Epidamnos', 'Epidamnos', undefined, undefined, ['Dyrrachium', 'Epidamne']), [19.5, 41.32], { port: true, fleetBuild: ['Adr'] })],
    source: [...T1(2), 'diadokhoi §T6-Au7-8'],
    note: 'The diadoques map calls this region Épire (EPI); Pyrrhos "of Epiria" starts here in the scenarios of diadokhoi §8.',
  }),
  land('The', names('Thessalia', 'Thessalie', 'The', 'THE', ['Thessaly']), {
    centre: [22.2, 39.4], seeds: [[22.6, 39.0]], citadels: ['lamia'], source: T1(2),
  }),
  land('Eto', names('Etolia', 'Étolie', 'Eto', 'ETO', ['Aetolia']), {
    centre: [21.7, 38.7], seeds: [[22.4, 38.5]], citadels: ['delphi'], source: T1(2),
  }),
  land('Att', names('Attica', 'Attique', 'Att', 'ATT', ['Attique']), {
    centre: [23.4, 38.3], seeds: [[23.0, 38.4], [23.8, 38.0]], coasts: [wc, ec], citadels: ['athens'],
    source: [...T1(3), 'diadokhoi §3.1.6'],
    note: 'Attica with Boeotia and Megaris. w.c. on the Gulf of Corinth (Ionian sea), e.c. on the Euboean gulf and the Saronic gulf (Eubea, Cyclades).',
  }),
  land('Arc', names('Arcadia', 'Arcadie', 'Arc', 'ARC', ['Peloponnese']), {
    centre: [22.2, 37.7], seeds: [[22.8, 37.8], [21.6, 37.6]],
    towns: [town('corinth', names('Corinth', 'Corinthe', undefined, undefined, ['Korinthos']), [22.93, 37.91], { port: true, fleetBuild: ['IoS', 'Cyc'] })],
    source: [...T1(3), 'diadokhoi §3.1.8'],
    note: 'Two coasts joined by the Diolkos: one fleet position reaching both the Ionian sea and the Cyclades.',
  }),
  land('Lac', names('Laconia', 'Laconie', 'Lac', 'LAC', ['Lacedaemon', 'Laconie']), {
    centre: [22.5, 36.9], seeds: [[22.1, 37.2], [22.9, 36.7]], citadels: ['sparta'], source: T1(3),
  }),
  land('Cre', names('Creta', 'Crète', 'Cre', 'CRE', ['Crete']), {
    centre: [24.9, 35.2], seeds: [[23.8, 35.3], [26.0, 35.1]],
    towns: [town('gortyn', names('Gortyn', 'Gortyne', undefined, undefined, ['Gortys']), [24.95, 35.06], { port: true, fleetBuild: ['EMS'] })],
    source: T1(3),
  }),
  land('Rho', names('Rhodes', 'Rhodes', 'Rho', 'RHO', ['Rhodos']), {
    centre: [28.0, 36.3], seeds: [[28.0, 36.15]], citadels: ['rhodes'], source: T1(3),
  }),
  land('Chy', names('Cyprus', 'Chypre', 'Chy', 'CHY', ['Cyp', 'Kypros']), {
    centre: [33.2, 35.0], seeds: [[33.8, 35.2], [32.5, 34.8]], citadels: ['salamine'], source: T1(3),
    note: 'Table 1 abbreviates Cyprus "Chy"; the scenarios of §8 write "Cyp".',
  }),
  // ——— Asia Minor ———
  land('Cau', names('Caucasus', 'Caucase', 'Cau', 'CAU', ['Caucasia', 'Colchis']), {
    supply: 'no', centre: [42.5, 43.5], seeds: [[41.9, 42.2], [44.8, 42.0], [40.0, 45.0], [43.5, 45.5], [46.5, 41.5]],
    source: [...T1(4), ...NO_SUPPLY],
  }),
  land('Pon', names('Pont', 'Pont', 'Pon', 'PON', ['Pontus']), {
    terrain: 'mountain', centre: [38.5, 40.7], seeds: [[36.5, 41.0], [40.5, 40.8]],
    towns: [town('trapezonte', names('Trapezonte', 'Trapézonte', undefined, undefined, ['Trapezus', 'Trébizonde', 'Trebizond']), [39.72, 41.0], { port: true, fleetBuild: ['EPE'] })],
    source: [...T1(4), 'diadokhoi §T6-Au7-8'],
  }),
  land('Pap', names('Paphlagonia', 'Paphlagonie', 'Pap', 'PAP'), {
    terrain: 'mountain', centre: [33.5, 41.4], seeds: [[34.8, 41.6], [32.5, 41.3]],
    towns: [town('sinope', names('Sinope', 'Sinope'), [35.05, 41.98], { port: true, fleetBuild: ['EPE'] })],
    source: [...T1(4), 'diadokhoi §T6-Au7-8'],
  }),
  land('Bit', names('Bithynia', 'Bithynie', 'Bit', 'BIT'), {
    centre: [30.5, 40.8], seeds: [[29.5, 40.6], [31.5, 41.0]], citadels: ['heraclea-pontica'], source: T1(4),
  }),
  land('Hel', names('Hellespont', 'Hellespont', 'Hel', 'HEL', ['Hellespontine Phrygia', 'Troad']), {
    centre: [27.3, 40.1], seeds: [[26.6, 39.7], [28.0, 40.3]], citadels: ['cyzica'], source: T1(4),
  }),
  land('Lyd', names('Lydia', 'Lydie', 'Lyd', 'LYD'), {
    centre: [28.2, 38.6], seeds: [[27.3, 38.8]], citadels: ['sardes'],
    towns: [town('smyrna', names('Smyrna', 'Smyrne', undefined, undefined, ['Smyrne']), [27.14, 38.42], { port: true, fleetBuild: ['Aeg'] })],
    source: T1(4),
  }),
  land('Car', names('Caria', 'Carie', 'Car', 'CAR'), {
    centre: [28.6, 37.2], seeds: [[29.2, 37.7], [28.3, 37.1]],
    towns: [town('colosse', names('Colosse', 'Colosses', undefined, undefined, ['Colossae']), [29.26, 37.79])],
    source: T1(4),
  }),
  land('Mys', names('Mysia', 'Mysie', 'Mys', 'MYS'), {
    supply: 'no', centre: [28.6, 39.4], source: [...T1(4), ...NO_SUPPLY],
  }),
  land('Pis', names('Pisidia', 'Pisidie', 'Pis', 'PIS', ['Isauria']), {
    centre: [31.0, 37.7], seeds: [[30.3, 37.9], [32.0, 37.3]], citadels: ['isaura'], source: T1(5),
  }),
  land('Phr', names('Phrygia', 'Phrygie', 'Phr', 'PHR', ['Great Phrygia', 'Grande Phrygie']), {
    centre: [30.5, 39.3], seeds: [[31.6, 39.6], [29.8, 38.8]], citadels: ['gordion'], source: T1(5),
  }),
  land('Axy', names('Axylon', 'Axylon', 'Axy', 'AXY'), {
    supply: 'no', centre: [32.6, 38.6], source: [...T1(5), ...NO_SUPPLY],
    note: 'The treeless plateau (axylos) of central Anatolia, between Phrygia and Lycaonia.',
  }),
  land('Ank', names('Ankyra', 'Ancyre', 'Ank', 'ANC', ['Anc', 'Galatia', 'Galatie']), {
    centre: [33.0, 39.9], seeds: [[32.5, 40.2]], citadels: ['ankyra'], source: [...T1(5), 'diadokhoi §8.2.12'],
    note: 'Table 1 writes Ank; the scenarios of §8 write Anc.',
  }),
  land('Lyc', names('Lycaonia', 'Lycaonie', 'Lyc', 'LYC'), {
    centre: [33.5, 37.7], seeds: [[33.0, 37.2], [34.2, 38.2]], citadels: ['laranda', 'nora'], source: T1(5),
  }),
  land('Pte', names('Pteria', 'Ptérie', 'Pte', 'PTE'), {
    supply: 'no', centre: [34.8, 40.3], source: [...T1(5), ...NO_SUPPLY],
    note: 'The land inside the bend of the Halys (old Hattusa).',
  }),
  land('Cap', names('Cappadocia', 'Cappadoce', 'Cap', 'CAP'), {
    centre: [36.0, 38.7], seeds: [[35.0, 38.2], [37.0, 39.2], [35.4, 39.3], [37.8, 39.4]], citadels: ['ariararthea'], source: T1(5),
  }),
  land('Ion', names('Ionia', 'Ionie', 'Ion', 'ION'), {
    centre: [27.4, 37.8], seeds: [[27.2, 38.2], [27.4, 37.4]], citadels: ['milet', 'ephese'], source: T1(5),
  }),
  land('Pam', names('Pamphylia', 'Pamphylie', 'Pam', 'PAM', ['Lycia', 'Lycie']), {
    centre: [31.0, 36.9], seeds: [[30.0, 36.5], [31.9, 36.8]],
    towns: [town('sidea', names('Sidea', 'Sidé', undefined, undefined, ['Side']), [31.45, 36.8])],
    source: T1(6), note: 'Includes Lycia, given to Antigonos with Pamphylia (diadoques §0.4).',
  }),
  land('Cil', names('Cilicia', 'Cilicie', 'Cil', 'CIL'), {
    centre: [34.5, 37.0], seeds: [[33.6, 36.5], [35.5, 37.0]], citadels: ['soloi'], source: T1(6),
  }),
  land('Com', names('Commagena', 'Commagène', 'Com', 'COM', ['Commagene']), {
    terrain: 'mountain', centre: [38.3, 37.9], seeds: [[37.5, 37.5], [38.8, 38.5]],
    towns: [town('mazaca', names('Mazaca', 'Mazaca', undefined, undefined, ['Caesarea', 'Césarée']), [37.6, 38.0], {
      note: 'Table 1 puts Mazaca in Commagena; the marker is drawn inside the province (the historical Mazaca lies further west, in Cappadocia).',
    })],
    source: [...T1(6), 'diadokhoi §T6-Au7-8'],
  }),
  land('Arm', names('Armenia', 'Arménie', 'Arm', 'ARM'), {
    terrain: 'mountain', supply: 'no', centre: [42.0, 39.5], seeds: [[44.5, 40.0], [40.0, 39.2], [43.0, 38.5], [46.5, 39.8]],
    source: [...T1(6), ...NO_SUPPLY, 'diadokhoi §T6-Au7-8'],
  }),
  // ——— Syria, Palestine, Arabia ———
  land('Syr', names('Syria', 'Syrie', 'Syr', 'SYR'), {
    centre: [36.7, 35.8], seeds: [[36.2, 36.6], [36.9, 35.1], [38.0, 36.2], [38.8, 35.6]], citadels: ['alexandria-of-issos'], source: T1(6),
  }),
  land('Phe', names('Phenecia', 'Phénicie', 'Phe', 'PHE', ['Phoenicia', 'Phénicie']), {
    centre: [35.5, 33.8], seeds: [[35.4, 33.4], [36.0, 34.6]], citadels: ['tyr'], source: T1(6),
  }),
  land('Dam', names('Damascene', 'Damascène', 'Dam', 'DAM'), {
    centre: [36.7, 33.2], seeds: [[36.5, 32.2], [37.3, 34.3], [38.0, 34.9]],
    towns: [town('damascus', names('Damascus', 'Damas'), [36.29, 33.51])], source: T1(6),
  }),
  land('Pal', names('Palestine', 'Palestine', 'Pal', 'PAL', ['Judaea', 'Judée']), {
    centre: [35.3, 32.0], seeds: [[34.9, 32.5]], towns: [town('jerusalem', names('Jerusalem', 'Jérusalem'), [35.23, 31.78])], source: T1(6),
  }),
  land('Nab', names('Nabatena', 'Nabatène', 'Nab', 'NAB', ['Nabataea', 'Royaume nabatéen', 'Nabatene']), {
    terrain: 'desert', supply: 'citadel', centre: [35.8, 29.5], seeds: [[35.5, 30.5], [36.5, 28.0], [37.5, 27.0], [40.0, 26.0]],
    citadels: ['petra'], source: [...T1(7), 'diadokhoi §3.1.13', 'diadokhoi §T6-Sp10'],
  }),
  land('Idu', names('Idumea', 'Idumée', 'Idu', 'IDU', ['Idumaea']), {
    centre: [34.7, 31.1], seeds: [[34.4, 31.3]], citadels: ['gaza'], source: T1(7),
  }),
  land('Sin', names('Sinai', 'Sinaï', 'Sin', 'SIN'), {
    supply: 'no', centre: [33.8, 29.8], seeds: [[33.2, 30.8], [34.0, 28.6]], source: [...T1(7), ...NO_SUPPLY],
  }),
  land('Ara', names('Arabian desert', "Désert d'Arabie", 'Ara', 'ARA', ['Arabia', 'Arabie', 'Syrian desert']), {
    terrain: 'desert', supply: 'no', centre: [40.0, 32.0],
    seeds: [[38.5, 34.0], [42.5, 30.5], [39.0, 29.5], [43.5, 28.5]],
    source: [...T1(7), ...NO_SUPPLY, 'diadokhoi §T6-Sp10'],
    note: '"Arabia" in the supply list and the sand-storm results means this province; "Arabia Ghereenna" is Ghe.',
  }),
  land('Mes', names('Mesopotamia', 'Mésopotamie', 'Mes', 'MES'), {
    centre: [40.5, 36.6], seeds: [[39.0, 36.5], [42.5, 36.8], [43.0, 37.6]],
    towns: [town('nisibe', names('Nisibe', 'Nisibe', undefined, undefined, ['Nisibis'])  , [41.24, 37.08])], source: T1(7),
  }),
  land('Egy', names('Egypt', 'Égypte', 'Egy', 'EGY', ['Egypte', 'Aegyptus']), {
    terrain: 'flood', centre: [31.0, 30.0], seeds: [[30.5, 31.0], [31.3, 28.0], [32.6, 25.7], [32.8, 24.0], [29.5, 29.0]],
    citadels: ['alexandria', 'peluse'], source: [...T1(7), 'diadokhoi §3.1.7', 'diadokhoi §T6-Su6-7'],
    note: 'Two coasts (Mediterranean, Red Sea) joined by the Nile delta and the Pharaohs\' canal: one fleet position.',
  }),
  land('Lib', names('Libya', 'Libye', 'Lib', 'LIB', ['Marmarica']), {
    terrain: 'desert', supply: 'no', centre: [25.0, 30.0], seeds: [[25.5, 31.4], [20.0, 30.0], [22.5, 29.0], [27.5, 30.5]],
    coasts: [wc, ec], source: [...T1(7), ...NO_SUPPLY, 'diadokhoi §3.1.6', 'diadokhoi §T6-Sp10'],
    note: 'Wraps round Cyrenaica from the south: w.c. on the Syrtis (Ionian sea), e.c. on Marmarica (Eastern Mediterranean).',
  }),
  land('Cyr', names('Cyrenaica', 'Cyrénaïque', 'Cyr', 'CYR', ['Cyrenaic', 'Cyrenaïca']), {
    centre: [21.8, 32.4], seeds: [[20.5, 32.0], [22.8, 32.6]], citadels: ['cyrene'],
    towns: [town('apollonia', names('Apollonia', 'Apollonia'), [21.97, 32.9], { port: true, fleetBuild: ['IoS'] })],
    source: T1(7),
  }),
  // ——— Mesopotamia and Iran ———
  land('Ass', names('Assyria', 'Assyrie', 'Ass', 'ASS'), {
    centre: [44.2, 35.8], seeds: [[43.5, 36.6], [45.0, 35.0], [46.3, 33.6], [44.3, 37.0]],
    towns: [town('arbeles', names('Arbeles', 'Arbèles', undefined, undefined, ['Arbela', 'Arbèle'])  , [44.01, 36.19])], source: T1(8),
  }),
  land('Ghe', names('Arabia Ghereenna', 'Arabie Gerrhéenne', 'Ghe', 'GHE', ['Ghereenna', 'Gerrha', 'Gerrhaean Arabia']), {
    terrain: 'desert', supply: 'no', centre: [49.0, 25.5], seeds: [[47.5, 28.0], [50.3, 24.0], [46.0, 24.5], [44.0, 25.8]],
    source: [...T1(8), ...NO_SUPPLY, 'diadokhoi §T6-Sp10'],
  }),
  land('Chd', names('Chaldea', 'Chaldée', 'Chd', 'CHD', ['Babylonia', 'Babylonie', 'Chaldaea']), {
    terrain: 'flood', centre: [44.3, 32.8], seeds: [[43.6, 33.4], [45.3, 32.2]], citadels: ['babylone'],
    source: [...T1(8), 'diadokhoi §T6-Sp5', 'diadokhoi §T6-Sp6'],
  }),
  land('LMe', names('Lower Mesopotamia', 'Basse Mésopotamie', 'LMe', 'BAS', ['Basse-Mésopotamie']), {
    terrain: 'flood', centre: [46.3, 30.9], seeds: [[45.6, 31.4], [47.5, 30.4]],
    towns: [town('ur', names('Ur', 'Ur'), [46.1, 30.96])], source: [...T1(8), 'diadokhoi §T6-Sp5'],
  }),
  land('Sus', names('Susiane', 'Susiane', 'Sus', 'SUS', ['Susiana', 'Elam']), {
    centre: [48.7, 31.8], seeds: [[49.5, 31.0], [47.4, 32.9]], citadels: ['suse'], source: T1(8),
  }),
  land('Per', names('Persia', 'Perse', 'Per', 'PER', ['Persis', 'Perside']), {
    centre: [53.0, 29.8], seeds: [[51.5, 30.5], [55.0, 29.0], [56.0, 27.5], [52.3, 31.4], [54.8, 31.8]], citadels: ['parsagades'],
    towns: [], source: T1(8),
  }),
  land('Med', names('Media', 'Médie', 'Med', 'MED', ['Médie-Atropatène', 'Media Atropatene']), {
    centre: [48.5, 35.2], seeds: [[47.0, 37.5], [50.5, 35.5], [47.5, 34.2], [51.5, 33.2]], citadels: ['ekbatane'], source: T1(8),
  }),
  land('Hyr', names('Hyrcania', 'Hyrcanie', 'Hyr', 'HYR', ['Hyrcanie']), {
    terrain: 'desert', supply: 'citadel', centre: [55.0, 36.8], seeds: [[54.0, 36.5], [56.5, 37.3], [57.5, 35.5], [58.0, 36.5], [56.0, 34.5]],
    citadels: ['hecatompylos'], source: [...T1(8), 'diadokhoi §3.1.13', 'diadokhoi §T6-Au2-3'],
  }),
];
