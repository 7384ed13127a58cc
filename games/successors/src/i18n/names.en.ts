/**
 * English names of the Successors components, by data id: places, provinces, generals,
 * independent armies, fleets, royals, holding boxes, special units, and the Tyche cards with
 * their event texts (our words; the card faces are lost, successors MISSING.CARDS).
 *
 * This catalog fixes the keys: names.fr.ts is typed `ComponentNames` and so must cover every
 * id; test/data-names.test.ts checks that every data id has an entry here.
 */

export const NAMES_EN = {
  places: {
    pella: 'Pella', aigai: 'Aigai', pydna: 'Pydna', amphipolis: 'Amphipolis', 'heraclea-lyncestis': 'Heraclea Lyncestis',
    tempe: 'Vale of Tempe', larissa: 'Larissa', pherae: 'Pherae', lamia: 'Lamia',
    thermopylae: 'Thermopylae', athens: 'Athens', corinth: 'Corinth', chalcis: 'Chalcis', argos: 'Argos', megalopolis: 'Megalopolis', sparta: 'Sparta', thermon: 'Thermon',
    nicopolis: 'Nicopolis', ambracia: 'Ambracia', dodona: 'Dodona',
    scupi: 'Scupi', bylazora: 'Bylazora', naissus: 'Naissus', oescus: 'Oescus',
    byzantium: 'Byzantium', perinthus: 'Perinthus', cardia: 'Cardia', callipolis: 'Callipolis', cherronesus: 'Cherronesus', abdera: 'Abdera', seuthopolis: 'Seuthopolis', hebrus: 'Hebrus Valley',
    dascylium: 'Dascylium', illium: 'Illium', abydos: 'Abydos', lampsacus: 'Lampsacus', cyzicus: 'Cyzicus', chalcedon: 'Chalcedon',
    sardis: 'Sardis', pergamum: 'Pergamum', smyrna: 'Smyrna', ephesus: 'Ephesus',
    halicarnassus: 'Halicarnassus', miletus: 'Miletus', mylasa: 'Mylasa', rhodes: 'Rhodes',
    xanthos: 'Xanthos', perge: 'Perge', termessos: 'Termessos',
    celaenae: 'Celaenae', synnada: 'Synnada', gordium: 'Gordium', ancyra: 'Ancyra', isaura: 'Isaura',
    'heraclea-pontica': 'Heraclea Pontica', gangra: 'Gangra', sinope: 'Sinope',
    mazaca: 'Mazaca', tyana: 'Tyana', comana: 'Comana', melitene: 'Melitene',
    'cilician-gates': 'Cilician Gates', tarsus: 'Tarsus', soli: 'Soli', issus: 'Issus',
    myriandrus: 'Myriandrus', 'syrian-gates': 'Syrian Gates', arados: 'Arados', beroea: 'Beroea', thapsacus: 'Thapsacus', tadmor: 'Tadmor',
    damascus: 'Damascus', sidon: 'Sidon', tyre: 'Tyre', jerusalem: 'Jerusalem', gaza: 'Gaza',
    bostra: 'Bostra', petra: 'Petra',
    edessa: 'Edessa', carrhae: 'Carrhae', nisibis: 'Nisibis', nineveh: 'Nineveh', arbela: 'Arbela', dura: 'Dura',
    arsamosata: 'Arsamosata', tushpa: 'Tushpa', armavir: 'Armavir',
    babylon: 'Babylon', sippar: 'Sippar', opis: 'Opis', borsippa: 'Borsippa', uruk: 'Uruk',
    susa: 'Susa', madaktu: 'Madaktu', uxii: 'Uxian Pass',
    'persian-gates': 'Persian Gates', persepolis: 'Persepolis', pasargadae: 'Pasargadae', gabae: 'Gabae',
    ecbatana: 'Ecbatana', rhagae: 'Rhagae', bagistana: 'Bagistana', concobar: 'Concobar', nisaea: 'Nisaean Plains', gazaka: 'Gazaka', paraetacene: 'Paraetacene', cossaei: 'Cossaean Hills', 'zagros-gates': 'Zagros Gates', 'caspian-gates': 'Caspian Gates',
    hecatompylos: 'Hecatompylos', tus: 'Tus',
    alexandria: 'Alexandria', naucratis: 'Naucratis', pelusium: 'Pelusium', memphis: 'Memphis', thebes: 'Thebes',
    paraetonium: 'Paraetonium', ammon: 'Oasis of Ammon', catabathmus: 'Catabathmus',
    cyrene: 'Cyrene', barca: 'Barca', euhesperides: 'Euhesperides',
    salamis: 'Salamis', paphos: 'Paphos',
    cydonia: 'Cydonia', knossos: 'Knossos', gortyn: 'Gortyn',
  },
  provinces: {
    macedonia: 'Macedonia', greece: 'Greece', thessaly: 'Thessaly', epirus: 'Epirus', thrace: 'Thrace', dardani: 'Dardani', triballi: 'Triballi',
    crete: 'Crete', cyprus: 'Cyprus',
    'hellespontine-phrygia': 'Hellespontine Phrygia', lydia: 'Lydia', caria: 'Caria', lycia: 'Lycia', phrygia: 'Phrygia', paphlagonia: 'Paphlagonia', cappadocia: 'Cappadocia', cilicia: 'Cilicia',
    syria: 'Syria', 'coele-syria': 'Coele Syria', arabia: 'Arabia',
    mesopotamia: 'Mesopotamia', armenia: 'Armenia', babylonia: 'Babylonia', susiana: 'Susiana', persis: 'Persis', media: 'Media', parthia: 'Parthia',
    egypt: 'Egypt', libya: 'Libya', cyrene: 'Cyrene',
  },
  generals: {
    perdiccas: 'Perdiccas', craterus: 'Craterus', antipater: 'Antipater', antigonus: 'Antigonus', ptolemy: 'Ptolemy', lysimachus: 'Lysimachus',
    leonnatus: 'Leonnatus', peithon: 'Peithon', eumenes: 'Eumenes', seleucus: 'Seleucus', demetrius: 'Demetrius', polyperchon: 'Polyperchon',
    minor: 'Minor general',
  },
  independentArmies: {
    'greek-army': 'Greek army', ariarathes: 'Ariarathes of Cappadocia', scythians: 'Scythians', illyrians: 'Illyrians', colonists: 'The 23,000 colonists',
  },
  fleets: {
    athenian: 'Athenian fleet', macedonian: 'Macedonian fleet', egyptian: 'Egyptian fleet', phoenician: 'Phoenician fleet', cypriot: 'Cypriot fleet',
    'asia-minor': 'Asia Minor fleet', 'cilician-pirates': 'Cilician pirates', pontic: 'Pontic fleet',
  },
  royals: {
    'alexander-iv': 'Alexander IV', 'philip-iii': 'Philip III', heracles: 'Heracles', olympias: 'Olympias', cleopatra: 'Cleopatra', thessalonice: 'Thessalonice', body: 'Body of Alexander',
  },
  boxes: {
    'philip-box': 'Philip III', 'greek-army-box': 'Greek army', 'ariarathes-box': 'Ariarathes', 'scythian-box': 'Scythia', 'illyrian-box': 'Illyria', 'colonist-box': 'Upper satrapies',
  },
  specialUnits: {
    'silver-shields': 'Silver Shields', helepolis: 'The Helepolis', 'indian-elephants': 'Indian Elephant Corps',
  },
  cards: {
    1: { name: 'Drink the Hemlock', text: 'Bonus. Remove from play one member of the royal family stacked with your forces, even an inactive woman; never one inside a major city held by an enemy, nor one outside a city where you are besieged.' },
    2: { name: 'Diplomacy', text: 'Take control of one minor city holding an independent or enemy marker and no combat units.' },
    3: { name: 'Diplomacy', text: 'Take control of one minor city holding an independent or enemy marker and no combat units.' },
    4: { name: 'Epidemic', text: 'Choose any army on the map: it suffers attrition at once.' },
    5: { name: 'Greek Mercenaries', text: 'Place two mercenary CUs, with a minor general if needed, in a space you control in Greece, Lydia or Thessaly.' },
    6: { name: 'Greek Mercenaries', text: 'Place two mercenary CUs, with a minor general if needed, in a space you control in Greece, Lydia or Thessaly.' },
    7: { name: 'Thracian Mercenaries', text: 'Place two mercenary CUs, with a minor general if needed, in a space you control in Thrace.' },
    8: { name: 'Cappadocian Mercenaries', text: 'Place two mercenary CUs, with a minor general if needed, in a space you control in Cappadocia.' },
    9: { name: 'Minor Raid', text: 'Bonus. Remove one enemy or independent control marker from a minor city within 2 MP of one of your armies.' },
    10: { name: 'Bad Roads', text: 'Surprise. An enemy army on the move loses 2 MP.' },
    11: { name: 'Pontic Fleet', text: 'You take the Pontic fleet. It does not count toward the largest fleet. Remove from play.' },
    12: { name: 'Cilician Pirates', text: 'You take the Cilician pirates as a fleet. Remove from play.' },
    13: { name: 'Naval Levy', text: 'Turn one of your fleets to its stronger side without discarding a card.' },
    14: { name: 'The Helepolis', text: 'Place the Helepolis with one of your armies: +1 to its siege and submission rolls. Remove from play.' },
    15: { name: 'Condemnation', text: 'A player of your choice loses 3 Legitimacy (never below 0). A player already condemned first regains those 3.' },
    16: { name: 'Silver Shields', text: 'First play: the Silver Shields join one of your armies. Afterwards this card is a Surprise that takes them from their owner.' },
    17: { name: 'Indian Elephant Corps', text: 'Place three elephant CUs with one of your armies. Remove from play.' },
    18: { name: 'Unrest', text: 'Bonus, must be played. Roll on the Unrest table and place an independent marker in the province rolled.' },
    19: { name: 'Unrest Spreads', text: 'Bonus, must be played. Roll on the Unrest table and place an independent marker in the province rolled.' },
    20: { name: 'Olympias', text: 'Olympias becomes active.' },
    21: { name: 'Scythian Invasion', text: 'The Scythians enter from their box and move up to 3 MP under your hand.' },
    22: { name: 'Illyrian Raid', text: 'The Illyrians enter from their box and move up to 3 MP under your hand.' },
    23: { name: 'The 23,000 Colonists', text: 'The colonists of the upper satrapies march west up to 3 MP under your hand.' },
    24: { name: 'Desertions', text: 'An enemy army in or next to a space you control (even one besieging you) loses up to two mercenary CUs.' },
    25: { name: 'Lamian War', text: 'The Greek army moves up to 3 MP under your hand, in Greece or Thessaly.' },
    26: { name: 'Ariarathes', text: 'Ariarathes moves up to 3 MP under your hand, inside Cappadocia.' },
    27: { name: 'Plans of Their Own', text: 'Move one inactive royal woman up to 3 MP.' },
    28: { name: 'Philip Arrhidaeus', text: 'Place Philip III with one of your armies. Remove from play.' },
    29: { name: 'Forced March', text: 'Surprise. One of your armies on the move gains 2 MP.' },
    30: { name: 'Bribery', text: 'Replace an independent marker in a minor city or fortress where you have an army with your own marker.' },
    31: { name: 'Cleopatra', text: 'Cleopatra accepts your offer until the end of the turn: an army of yours stacked with her may marry her.' },
    32: { name: 'Thessalonice', text: 'Thessalonice accepts your offer until the end of the turn: an army of yours stacked with her may marry her.' },
    33: { name: 'Perdiccas', text: 'General card. Perdiccas and his troops enter play.' },
    34: { name: 'Craterus', text: 'General card. Craterus and his troops enter play.' },
    35: { name: 'Antipater', text: 'General card. Antipater and his troops enter play.' },
    36: { name: 'Antigonus', text: 'General card. Antigonus and his troops enter play.' },
    37: { name: 'Ptolemy', text: 'General card. Ptolemy and his troops enter play.' },
    38: { name: 'Lysimachus', text: 'General card. Lysimachus and his troops enter play, as reinforcements or in Thrace.' },
    39: { name: 'Leonnatus', text: 'General card. Leonnatus and his troops enter play, as reinforcements or in Hellespontine Phrygia.' },
    40: { name: 'Peithon', text: 'General card. Peithon and his troops enter play.' },
    41: { name: 'Eumenes', text: 'General card. Eumenes and his troops enter play, as reinforcements or in Cappadocia.' },
    42: { name: 'Seleucus', text: 'General card. Seleucus and his troops enter play, as reinforcements or in Babylonia.' },
    43: { name: 'Demetrius', text: 'General card. Demetrius joins the faction of Antigonus on turn 3.' },
    44: { name: 'Ambush', text: 'Surprise, in a battle where you defend: +2 to your battle strength.' },
    45: { name: 'Fortune', text: 'Surprise. Roll again one die roll you have just made; the new result stands.' },
    46: { name: 'Veterans', text: 'Place one loyal Macedonian CU in a major city you control.' },
    47: { name: 'Trireme Squadron', text: 'Surprise, in a naval battle: +2 to your fleet strength.' },
    48: { name: 'Supply Convoy', text: 'Surprise. Your Forage Segment this round removes no CU.' },
    49: { name: 'Traitor inside the City', text: 'Surprise. +3 to one siege or submission roll.' },
    50: { name: 'Revolt', text: 'Place a value-1 independent marker in a minor city without combat units.' },
    51: { name: 'Cavalry Charge', text: 'Surprise, in a battle: +2 to your battle strength.' },
    52: { name: 'Royal Treasury', text: 'Place three mercenary CUs in a major city you control.' },
    53: { name: 'Scouts', text: 'Surprise. +2 to one interception or avoid-battle roll of yours.' },
    54: { name: 'Mutiny', text: 'Surprise. Up to two Macedonian CUs of an enemy army whose Legitimacy and Prestige fall short of yours desert to you. Not the Silver Shields.' },
    55: { name: 'Storm at Sea', text: 'Surprise. A naval movement is cancelled as it is declared; the force stays in its port.' },
    56: { name: 'Oracle', text: 'Draw two cards, then discard one.' },
    57: { name: 'The Gift of Oratory', text: 'Surprise. One of your generals gains 5 Prestige until the end of the current Movement or Tyche Segment.' },
    58: { name: 'Ahura Mazda & Ahriman', text: 'Surprise. Take a card at random from another player\'s hand and keep it; draw no replacement.' },
    59: { name: 'Macedonian Reinforcements', text: 'Place two loyal Macedonian CUs in a space you control in Macedonia.' },
    60: { name: 'Persian Levies', text: 'Place two mercenary CUs, with a minor general if needed, in a space you control in Persis, Media, Susiana or Babylonia.' },
    61: { name: 'Cavalry Raid', text: 'Bonus. Remove one enemy or independent control marker from a minor city within 3 MP of one of your armies.' },
    62: { name: 'Siege Engineers', text: 'Surprise. +1 to one siege or submission roll.' },
    63: { name: 'Shipwrights', text: 'Turn one of your fleets to its stronger side without discarding a card.' },
    64: { name: 'War Elephants', text: 'Place one elephant CU in a space you control in Babylonia, Susiana, Persis, Media or Parthia.' },
  },
} as const;

type Section<T> = { [K in keyof T]: string };

/** The shape every language's component names must have: the keys of the English catalog. */
export interface ComponentNames {
  places: Section<typeof NAMES_EN.places>;
  provinces: Section<typeof NAMES_EN.provinces>;
  generals: Section<typeof NAMES_EN.generals>;
  independentArmies: Section<typeof NAMES_EN.independentArmies>;
  fleets: Section<typeof NAMES_EN.fleets>;
  royals: Section<typeof NAMES_EN.royals>;
  boxes: Section<typeof NAMES_EN.boxes>;
  specialUnits: Section<typeof NAMES_EN.specialUnits>;
  cards: { [K in keyof typeof NAMES_EN.cards]: { name: string; text: string } };
}

/**
 * The names as one flat table with the keys the catalogs use: `place.<id>`, `province.<id>`,
 * `general.<id>`, `independent.<id>`, `fleet.<id>`, `royal.<id>`, `box.<id>`, `unit.<id>`,
 * `card.<n>` (the name) and `card-text.<n>` (the event text).
 */
export function flatNames(n: ComponentNames): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (prefix: string, section: Record<string, string>): void => {
    for (const [k, v] of Object.entries(section)) out[`${prefix}.${k}`] = v;
  };
  put('place', n.places);
  put('province', n.provinces);
  put('general', n.generals);
  put('independent', n.independentArmies);
  put('fleet', n.fleets);
  put('royal', n.royals);
  put('box', n.boxes);
  put('unit', n.specialUnits);
  for (const [k, v] of Object.entries(n.cards) as [string, { name: string; text: string }][]) {
    out[`card.${k}`] = v.name;
    out[`card-text.${k}`] = v.text;
  }
  return out;
}

export const COMPONENT_NAMES_EN: ComponentNames = NAMES_EN;
