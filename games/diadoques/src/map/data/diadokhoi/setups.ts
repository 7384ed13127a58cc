/**
 * Diadokhoi starting positions: the six-player game from winter −322 (`diadokhoi §5.2.4`,
 * `§5.3.1`–`§5.3.4`, `§4.3.16`, `§T7`) and the scenarios for 5, 4, 3 and 2 players
 * (`diadokhoi §8`), exactly as printed, in map ids. Where the printed lists contradict each
 * other the choice is said in a `note` and in docs/rules/diadokhoi/map-decisions.md.
 * Money in talents.
 */
import type { CharacterPlacement, PowerSetup, Scenario } from '../../types.ts';
import { names } from '../helpers.ts';
import { person, power, unit } from '../setup-helpers.ts';

// ——— who's who ———
const N = {
  antipatros: names('Antipatros', 'Antipater', undefined, undefined, ['Antipatros the Regent']),
  lysimachos: names('Lysimachos', 'Lysimaque'),
  antigonos: names('Antigonos Monophthalmos', 'Antigone le Borgne', undefined, undefined, ['Antigonos']),
  eumenes: names('Eumenes of Kardia', 'Eumène de Cardia', undefined, undefined, ['Eumenes']),
  ptolemaios: names('Ptolemaios', 'Ptolémée'),
  seleukos: names('Seleukos Nikator', 'Séleucos Nicator', undefined, undefined, ['Seleukos']),
  cassandra: names('Cassandra', 'Cassandre', undefined, undefined, ['Kassandros', 'Cassander']),
  agathocles: names('Agathocles', 'Agathocle'),
  demetrios: names('Demetrios Poliorcetes', 'Démétrios Poliorcète', undefined, undefined, ['Demetrios']),
  hyeronymos: names('Hyeronymos of Kardia', 'Hiéronymos de Cardia', undefined, undefined, ['Hyeronymos']),
  'ptolemaios-ii': names('Ptolemaios II Philadelphos', 'Ptolémée II Philadelphe', undefined, undefined, ['Ptolemaios II']),
  antiochos: names('Antiochos', 'Antiochos', undefined, undefined, ['Antiochos I']),
  philippos: names('Philippos III Arrhidaios', 'Philippe III Arrhidée', undefined, undefined, ['Philippos', 'Arrhidee', 'Arrhidaios']),
  eurydice: names('Eurydice', 'Eurydice'),
  roxane: names('Roxane', 'Roxane'),
  alexandros: names('Alexandros IV', 'Alexandre IV', undefined, undefined, ['Alexandros']),
  olympias: names('Olympias', 'Olympias'),
  kleopatra: names('Kleopatra', 'Cléopâtre', undefined, undefined, ['Cleopatra']),
  polysperchon: names('Polysperchon', 'Polyperchon'),
  pyrrhos: names('Pyrrhos of Epiria', "Pyrrhus d'Épire", undefined, undefined, ['Pyrrhos']),
  'antigonos-ii': names('Antigonos II Gonatas', 'Antigone II Gonatas', undefined, undefined, ['Antigonos II']),
  byzantium: names('Byzantium', 'Byzance'),
  nabatena: names('Petra (Nabatena)', 'Pétra (Nabatène)', undefined, undefined, ['Petra', 'Nabatena']),
  rhodes: names('Rhodes', 'Rhodes'),
  thracians: names('Uprising in Thracia', 'Soulèvement des Thraces'),
  armenians: names('Uprising in Armenia', 'Soulèvement des Arméniens'),
  'greeks-of-asia': names('Secession of the Greeks of Asia', "Sécession des Grecs d'Asie"),
  'oriental-satraps': names('Oriental satraps', 'Satrapes orientaux'),
  pirates: names('Pirates of the Pont', 'Pirates du Pont'),
};
type Who = keyof typeof N;

const who = (id: Who, space: string, controlledBy: string | null, extra: Partial<CharacterPlacement> = {}) => person(id, N[id], space, controlledBy, extra);

// ——— the six-player game ———

/** Revenue of winter −322 (`diadokhoi §5.2.4`): the treasury before buying the three units. */
const player6 = (id: Who, province: string, capital: string, possessions: string[], treasury: number, maxFleets: number, epigone: Who, note?: string): PowerSetup =>
  power(id, N[id], 'player', {
    leader: id,
    capital,
    epigone,
    units: [],
    build: { count: 3, in: province, maxFleets, note: note ?? '3 mercenary units bought for 3000 talents (§5.3.1).' },
    possessions,
    treasury,
  });

const standard: Scenario = {
  id: 'standard',
  ruleset: 'diadokhoi',
  title: 'Six Diadokhoi, winter −322',
  playerCount: 6,
  start: { year: -322, season: 'winter' },
  reconstructed: false,
  source: ['diadokhoi §1.1', 'diadokhoi §4.3.16', 'diadokhoi §5.2.4', 'diadokhoi §5.3.1', 'diadokhoi §5.3.3', 'diadokhoi §5.3.4', 'diadokhoi §T7'],
  note: 'Each Diadokhos holds only the province of his capital. The treasury is the winter −322 revenue, which includes the 500-talent treasures of Lysimachia and Gordion (already collected) and the 200 of the small citadels Pydna and Peluse; after the 3000 for three units it is the spring −321 treasure of §5.3.4.',
  treasures: 'map',
  powers: [
    player6('antipatros', 'Mac', 'pella', ['Mac', 'pella', 'pydna'], 3400, 3, 'cassandra'),
    player6('lysimachos', 'Che', 'lysimachia', ['Che', 'lysimachia'], 3700, 3, 'agathocles'),
    player6('antigonos', 'Phr', 'gordion', ['Phr', 'gordion'], 3700, 0, 'demetrios', 'Must build 3 mercenary armies (§5.3.3).'),
    player6('eumenes', 'Ank', 'ankyra', ['Ank', 'ankyra'], 3200, 0, 'hyeronymos', 'Must build 3 mercenary armies (§5.3.3).'),
    player6('ptolemaios', 'Egy', 'alexandria', ['Egy', 'alexandria', 'peluse'], 3400, 3, 'ptolemaios-ii'),
    player6('seleukos', 'Chd', 'babylone', ['Chd', 'babylone'], 3200, 3, 'antiochos', 'May build a fleet at Babylone, a river port (§5.3.3).'),
  ],
  characters: [
    who('antipatros', 'Mac', 'antipatros'),
    who('lysimachos', 'Che', 'lysimachos'),
    who('antigonos', 'Phr', 'antigonos'),
    who('eumenes', 'Ank', 'eumenes'),
    who('ptolemaios', 'Egy', 'ptolemaios'),
    who('seleukos', 'Chd', 'seleukos'),
    who('philippos', 'Mac', 'antipatros', { note: 'Table 7: Pella. Held by the regent Antipatros (reconstructed: the text names him regent, §6.3.1); he must be given a unit to command.' }),
    who('eurydice', 'Mac', 'antipatros', { note: 'Always with Philippos (§4.3.15).' }),
    who('roxane', 'Mac', 'antipatros', { note: 'Table 7: Pella.' }),
    who('alexandros', 'Mac', 'antipatros', { note: 'Always with Roxane (§4.3.15).' }),
    who('olympias', 'delphi', null),
    who('kleopatra', 'sardes', null),
  ],
};

// ——— the neutral minor powers present in every variant (§8.1.5, AM §8.6.8) ———
const minorPowers = (): PowerSetup[] => [
  power('byzantium', N.byzantium, 'neutral', { units: [unit('F', 'Bos')], possessions: ['byzance', 'Bos'], am: 6, note: 'Possessions: its city and province (reconstructed).' }),
  power('nabatena', N.nabatena, 'neutral', { units: [unit('A', 'Nab')], possessions: ['petra', 'Nab'], am: 6, note: 'Possessions: its city and province (reconstructed).' }),
  power('rhodes', N.rhodes, 'neutral', { units: [unit('F', 'Rho')], possessions: ['rhodes', 'Rho'], am: 6, note: 'Possessions: its city and province (reconstructed).' }),
];

const VARIANT_RULES = ['diadokhoi §8.1.1', 'diadokhoi §8.1.2', 'diadokhoi §8.1.3', 'diadokhoi §8.1.5'];

const fivePlayers: Scenario = {
  id: '5p',
  ruleset: 'diadokhoi',
  title: 'Five players, −319: Antipatros has died',
  playerCount: 5,
  start: { year: -319, season: 'spring' },
  reconstructed: false,
  source: [...VARIANT_RULES, 'diadokhoi §8.2.1', 'diadokhoi §8.2.2', 'diadokhoi §8.6.9'],
  treasures: 'unowned-only',
  ongoing: ['Uprising in Thracia (Am Thr)', 'Secession of the Greeks of Asia (Am Med)', 'Oriental satraps wishing to ally with a western Diadokhos', 'Eumenes can give a royal order'],
  influence: [
    { neutral: 'cassandra', player: 'antigonos', pp: 4, controls: true },
    { neutral: 'polysperchon', player: 'eumenes', pp: 5, controls: true },
    { neutral: 'pyrrhos', player: 'ptolemaios', pp: 4 },
    { neutral: 'pyrrhos', player: 'lysimachos', pp: 4 },
    { neutral: 'demetrios', player: 'seleukos', pp: 3 },
  ],
  powers: [
    power('antigonos', N.antigonos, 'player', {
      leader: 'antigonos', capital: 'sardes', epigone: 'demetrios',
      units: [unit('A', 'Ion'), unit('Ae', 'Phr', 'antigonos'), unit('A', 'Pis')],
      deposits: [{ at: 'sardes', amount: 2000 }],
      possessions: ['sardes', 'gordion', 'ephese', 'isaura', 'Car', 'Ion', 'Lyd', 'Pam', 'Pis'],
    }),
    power('eumenes', N.eumenes, 'player', {
      leader: 'eumenes', capital: 'ariararthea', epigone: 'hyeronymos',
      units: [unit('Ag', 'Cap', 'eumenes'), unit('A', 'Com')],
      possessions: ['ariararthea', 'ankyra', 'laranda', 'nora', 'Ank', 'Cap', 'Com', 'Lyc'],
    }),
    power('lysimachos', N.lysimachos, 'player', {
      leader: 'lysimachos', capital: 'lysimachia', epigone: 'agathocles',
      units: [unit('A', 'Che', 'lysimachos'), unit('A', 'Ist'), unit('F', 'Pro')],
      possessions: ['lysimachia', 'cyzica', 'Che', 'Hel', 'Ist'],
    }),
    power('ptolemaios', N.ptolemaios, 'player', {
      leader: 'ptolemaios', capital: 'alexandria', epigone: 'ptolemaios-ii',
      units: [unit('F', 'Chy'), unit('F', 'Cre'), unit('F', 'Cyr'), unit('A', 'Phe', 'ptolemaios')],
      deposits: [{ at: 'alexandria', amount: 1000 }],
      possessions: ['alexandria', 'cyrene', 'gaza', 'peluse', 'salamine', 'Chy', 'Cyr', 'Dam', 'Egy', 'Idu', 'Pal', 'Phe'],
    }),
    power('seleukos', N.seleukos, 'player', {
      leader: 'seleukos', capital: 'babylone', epigone: 'antiochos',
      units: [unit('A', 'Chd', 'seleukos'), unit('A', 'Per'), unit('A', 'LMe')],
      possessions: ['babylone', 'parsagades', 'Chd', 'LMe', 'Per'],
    }),
    power('cassandra', N.cassandra, 'neutral', {
      leader: 'cassandra', am: 8,
      units: [unit('F', 'Cha'), unit('Ae', 'Mac', 'cassandra')],
      possessions: ['pella', 'lamia', 'pydna', 'Cha', 'Mac', 'The'],
    }),
    power('polysperchon', N.polysperchon, 'neutral', {
      am: 4,
      units: [unit('A', 'Eto', 'olympias'), unit('F', 'Eub')],
      possessions: ['athens', 'sparta', 'delphi', 'Arc', 'Att', 'Eto', 'Lac'],
      note: 'Polysperchon and Olympias.',
    }),
    ...minorPowers(),
    power('thracians', N.thracians, 'rebel', { units: [unit('Am', 'Thr')], possessions: [] }),
    power('greeks-of-asia', N['greeks-of-asia'], 'rebel', { units: [unit('Am', 'Med')], possessions: [], note: 'Besieges Ekbatane without plundering its treasure (§T6.2-3).' }),
    power('oriental-satraps', N['oriental-satraps'], 'rebel', { units: [unit('Am', 'Hyr')], possessions: [], note: 'Printed "Am Hyr" among the rebels; the satraps wish to ally with a western Diadokhos (§8.2.2, §T6.3-4).' }),
  ],
  characters: [
    who('antigonos', 'Phr', 'antigonos', { commands: 'Phr' }),
    who('eumenes', 'Cap', 'eumenes', { commands: 'Cap' }),
    who('lysimachos', 'Che', 'lysimachos', { commands: 'Che' }),
    who('ptolemaios', 'Phe', 'ptolemaios', { commands: 'Phe' }),
    who('seleukos', 'Chd', 'seleukos', { commands: 'Chd' }),
    who('cassandra', 'Mac', 'cassandra', { commands: 'Mac' }),
    who('olympias', 'Eto', 'polysperchon', { commands: 'Eto' }),
    who('kleopatra', 'Phr', 'antigonos', { spouse: 'antigonos', note: 'Married to Antigonos: she follows her husband (§4.4.2).' }),
    who('philippos', 'pella', null, { note: 'In Pella; the text does not say who controls the royal family (reconstructed: nobody).' }),
    who('eurydice', 'pella', null),
    who('roxane', 'pella', null),
    who('alexandros', 'pella', null),
  ],
};

const fourPlayers: Scenario = {
  id: '4p',
  ruleset: 'diadokhoi',
  title: 'Four players, −308: Antipatros and Eumenes have died',
  playerCount: 4,
  start: { year: -308, season: 'spring' },
  reconstructed: false,
  source: [...VARIANT_RULES, 'diadokhoi §8.1.7', 'diadokhoi §8.3.1'],
  note: 'As of −308 all members of the royal family have died and the oriental satraps exist no more (§8.1.7).',
  treasures: 'unowned-only',
  powers: [
    power('antigonos', N.antigonos, 'player', {
      leader: 'antigonos', capital: 'sardes', epigone: 'demetrios',
      units: [unit('F', 'Cyc'), unit('F', 'Eol'), unit('A', 'Ion', 'demetrios'), unit('A', 'Ass'), unit('Ae', 'Mes', 'antigonos')],
      possessions: ['sardes', 'ankyra', 'ariararthea', 'gordion', 'alexandria-of-issos', 'soloi', 'ephese', 'isaura', 'laranda', 'nora',
        'Ank', 'Cap', 'Car', 'Cil', 'Dam', 'Ion', 'Lyc', 'Lyd', 'Mes', 'Pam', 'Pis', 'Syr'],
    }),
    power('lysimachos', N.lysimachos, 'player', {
      leader: 'lysimachos', capital: 'lysimachia', epigone: 'agathocles',
      units: [unit('A', 'Thr', 'lysimachos'), unit('F', 'Bit'), unit('F', 'Ist')],
      possessions: ['lysimachia', 'cyzica', 'heraclea-pontica', 'Bit', 'Cha', 'Che', 'Hel', 'Ist', 'Thr'],
    }),
    power('ptolemaios', N.ptolemaios, 'player', {
      leader: 'ptolemaios', capital: 'alexandria', epigone: 'ptolemaios-ii',
      units: [unit('F', 'Chy'), unit('F', 'Cre', 'ptolemaios'), unit('F', 'Cyr'), unit('A', 'Phe')],
      deposits: [{ at: 'alexandria', amount: 2000 }],
      possessions: ['alexandria', 'cyrene', 'gaza', 'peluse', 'salamine', 'Chy', 'Cre', 'Cyr', 'Egy', 'Idu', 'Pal', 'Phe'],
    }),
    power('seleukos', N.seleukos, 'player', {
      leader: 'seleukos', capital: 'babylone', epigone: 'antiochos',
      units: [unit('A', 'Chd', 'seleukos'), unit('A', 'Per'), unit('A', 'LMe')],
      possessions: ['babylone', 'parsagades', 'Chd', 'LMe', 'Per'],
    }),
    power('cassandra', N.cassandra, 'neutral', {
      leader: 'cassandra', am: 8,
      units: [unit('A', 'Att'), unit('Ag', 'Mac', 'cassandra')],
      possessions: ['pella', 'athens', 'lamia', 'pydna', 'Att', 'Mac', 'The'],
    }),
    power('polysperchon', N.polysperchon, 'neutral', {
      am: 4, units: [unit('A', 'Lac')], possessions: ['sparta', 'Arc', 'Lac'],
      note: 'Printed "Polysperchon and Olympias" among the possessions; Olympias is dead by −308 (§8.1.7).',
    }),
    power('pyrrhos', N.pyrrhos, 'neutral', { leader: 'pyrrhos', am: 3, units: [unit('Ag', 'Tau', 'pyrrhos')], possessions: ['tarenta', 'Ita', 'Tau'] }),
    ...minorPowers(),
  ],
  characters: [
    who('antigonos', 'Mes', 'antigonos', { commands: 'Mes' }),
    who('demetrios', 'Ion', 'antigonos', { commands: 'Ion', note: 'An army commander on his father\'s side (§8.3.1).' }),
    who('lysimachos', 'Thr', 'lysimachos', { commands: 'Thr' }),
    who('ptolemaios', 'Cre', 'ptolemaios', { commands: 'Cre' }),
    who('seleukos', 'Chd', 'seleukos', { commands: 'Chd' }),
    who('cassandra', 'Mac', 'cassandra', { commands: 'Mac' }),
    who('pyrrhos', 'Tau', 'pyrrhos', { commands: 'Tau', note: 'The text writes "Ag Tau" for Pyrrhos; we put him at its head (reconstructed).' }),
  ],
};

const threePlayers: Scenario = {
  id: '3p',
  ruleset: 'diadokhoi',
  title: 'Three players, −296: Antigonos, Antipatros and Eumenes have died',
  playerCount: 3,
  start: { year: -296, season: 'spring' },
  reconstructed: false,
  source: [...VARIANT_RULES, 'diadokhoi §8.1.8', 'diadokhoi §8.4.1'],
  note: 'As of −296 neutral citadels are defended by a militia in their province and all Epigonoi are active (§8.1.8). The printed possessions overlap: Lyd is given to Lysimachos (who also holds Gordion and Phr), The to Cassandra (whose Lamia lies there), Sparta, Arc and Lac to Demetrios; the Polysperchon line, left from the 4-player list and without units, is dropped.',
  treasures: 'unowned-only',
  ongoing: ['Uprising in Thracia (Am Thr)'],
  powers: [
    power('lysimachos', N.lysimachos, 'player', {
      leader: 'lysimachos', capital: 'lysimachia', epigone: 'agathocles',
      units: [unit('F', 'Aeg'), unit('F', 'Pro'), unit('Ae', 'Car', 'lysimachos'), unit('A', 'Cha', 'agathocles'), unit('A', 'Che')],
      possessions: ['lysimachia', 'gordion', 'cyzica', 'Car', 'Cha', 'Che', 'Hel', 'Ist', 'Lyd', 'Phr'],
    }),
    power('ptolemaios', N.ptolemaios, 'player', {
      leader: 'ptolemaios', capital: 'alexandria', epigone: 'ptolemaios-ii',
      units: [unit('F', 'InS', 'ptolemaios-ii'), unit('F', 'Cre'), unit('F', 'Cyr'), unit('Ae', 'Phe', 'ptolemaios'), unit('A', 'Dam')],
      deposits: [{ at: 'alexandria', amount: 2000 }],
      possessions: ['alexandria', 'cyrene', 'gaza', 'peluse', 'suse', 'Cre', 'Cyr', 'Dam', 'Egy', 'Idu', 'Pal', 'Phe'],
    }),
    power('seleukos', N.seleukos, 'player', {
      leader: 'seleukos', capital: 'babylone', epigone: 'antiochos',
      units: [unit('A', 'Com'), unit('A', 'Lyc'), unit('Ae', 'Mes', 'antiochos'), unit('Ag', 'Syr', 'seleukos'), unit('A', 'LMe')],
      possessions: ['babylone', 'ariararthea', 'parsagades', 'ekbatane', 'Arm', 'Ass', 'Cap', 'Chd', 'Com', 'LMe', 'Lyc', 'Med', 'Mes', 'Per', 'Sus', 'Syr'],
    }),
    power('demetrios', N.demetrios, 'neutral', {
      leader: 'demetrios', am: 3,
      units: [unit('F', 'Eub'), unit('F', 'Eol'), unit('F', 'RhS'), unit('Ae', 'Ion', 'demetrios')],
      possessions: ['alexandria-of-issos', 'milet', 'soloi', 'sparta', 'tyr', 'ephese', 'salamine', 'Arc', 'Cil', 'Chy', 'Ion', 'Lac', 'Pam'],
    }),
    power('pyrrhos', N.pyrrhos, 'neutral', { leader: 'pyrrhos', am: 3, units: [unit('Ag', 'Tau', 'pyrrhos')], possessions: ['tarenta', 'Ita', 'Tau'] }),
    power('cassandra', N.cassandra, 'neutral', {
      am: 8, units: [], possessions: ['pella', 'athens', 'lamia', 'pydna', 'Att', 'Mac', 'The'],
      note: 'Possessions printed without units or leader (Cassandra died in −297).',
    }),
    ...minorPowers(),
    power('thracians', N.thracians, 'rebel', { units: [unit('Am', 'Thr')], possessions: [] }),
  ],
  characters: [
    who('lysimachos', 'Car', 'lysimachos', { commands: 'Car' }),
    who('agathocles', 'Cha', 'lysimachos', { commands: 'Cha' }),
    who('ptolemaios', 'Phe', 'ptolemaios', { commands: 'Phe' }),
    who('ptolemaios-ii', 'InS', 'ptolemaios', { commands: 'InS' }),
    who('seleukos', 'Syr', 'seleukos', { commands: 'Syr' }),
    who('antiochos', 'Mes', 'seleukos', { commands: 'Mes' }),
    who('demetrios', 'Ion', 'demetrios', { commands: 'Ion' }),
    who('pyrrhos', 'Tau', 'pyrrhos', { commands: 'Tau' }),
  ],
};

const twoPlayers: Scenario = {
  id: '2p',
  ruleset: 'diadokhoi',
  title: 'Two players, summer −277: Ptolemaios II against Antiochos I',
  playerCount: 2,
  start: { year: -277, season: 'summer' },
  reconstructed: false,
  source: [...VARIANT_RULES, 'diadokhoi §8.5.1', 'diadokhoi §8.6.10'],
  note: 'Printed "F Ion" for Antigonos II is read as Ionia, the abbreviation of Table 1 (the Ionian sea is IoS). Dam is printed both as Antiochos\'s possession and with Ptolemaios\'s A Dam: kept as printed (the army stands in a province Antiochos owns).',
  treasures: 'unowned-only',
  ongoing: ['Uprising in Thracia (Am Thr)', 'Uprising in Armenia (Am Arm)', 'Pirates of the Pont (F WPE, F EPE)'],
  influence: [{ neutral: 'antigonos-ii', player: 'seleukos', pp: 4 }],
  powers: [
    power('ptolemaios', N.ptolemaios, 'player', {
      leader: 'ptolemaios-ii', capital: 'alexandria',
      units: [unit('F', 'InS'), unit('F', 'Cre'), unit('F', 'Cyr'), unit('Ae', 'Phe', 'ptolemaios-ii'), unit('A', 'Dam')],
      deposits: [{ at: 'alexandria', amount: 8000 }],
      possessions: ['alexandria', 'cyrene', 'milet', 'soloi', 'tyr', 'gaza', 'peluse', 'salamine', 'suse',
        'Car', 'Cil', 'Cre', 'Chy', 'Cyr', 'Egy', 'Idu', 'Pal', 'Pam', 'Phe'],
    }),
    power('seleukos', N.seleukos, 'player', {
      leader: 'antiochos', capital: 'babylone',
      units: [unit('A', 'Com'), unit('A', 'Lyc'), unit('Ae', 'Mes'), unit('Ag', 'Syr', 'antiochos'), unit('A', 'LMe')],
      deposits: [{ at: 'babylone', amount: 2000 }],
      possessions: ['babylone', 'ariararthea', 'alexandria-of-issos', 'parsagades', 'ekbatane',
        'Arm', 'Ass', 'Cap', 'Chd', 'Com', 'Dam', 'LMe', 'Med', 'Mes', 'Per', 'Sus', 'Syr'],
      note: 'The Seleukid kingdom, led by Antiochos I.',
    }),
    power('antigonos-ii', N['antigonos-ii'], 'neutral', {
      leader: 'antigonos-ii', am: 6,
      units: [unit('F', 'Eub'), unit('F', 'Ion'), unit('A', 'Arc'), unit('A', 'Mac', 'antigonos-ii')],
      possessions: ['pella', 'lysimachia', 'pydna', 'Arc', 'Cha', 'Che', 'Mac'],
    }),
    power('pyrrhos', N.pyrrhos, 'neutral', { leader: 'pyrrhos', am: 3, units: [unit('Ag', 'Tau', 'pyrrhos')], possessions: ['Tau'] }),
    ...minorPowers(),
    power('thracians', N.thracians, 'rebel', { units: [unit('Am', 'Thr')], possessions: [] }),
    power('armenians', N.armenians, 'rebel', { units: [unit('Am', 'Arm')], possessions: [] }),
    power('pirates', N.pirates, 'rebel', { units: [unit('F', 'WPE'), unit('F', 'EPE')], possessions: [] }),
  ],
  characters: [
    who('ptolemaios-ii', 'Phe', 'ptolemaios', { commands: 'Phe' }),
    who('antiochos', 'Syr', 'seleukos', { commands: 'Syr' }),
    who('antigonos-ii', 'Mac', 'antigonos-ii', { commands: 'Mac' }),
    who('pyrrhos', 'Tau', 'pyrrhos', { commands: 'Tau' }),
  ],
};

export const diadokhoiScenarios: Scenario[] = [standard, fivePlayers, fourPlayers, threePlayers, twoPlayers];
