/**
 * PhalanXX en français : chaque ligne qu'un joueur lit. Son type est celui du catalogue anglais,
 * donc le vérificateur de types refuse un code oublié. La typographie (espaces avant « : »,
 * « ; », « ? », « ! ») est posée une fois par le noyau.
 */
import type { Fmt } from '@diadochi/kernel';
import { BOARD_SIDES } from '../data/boards.ts';
import type { Condition, Die } from '../types.ts';
import type { SoloRank } from '../words.ts';
import type { PhalanxxCatalog } from './en.ts';

/** Printed names of the regions (both sides), in French. */
const REGIONS: Record<string, string> = {
  Phrygia: 'Phrygie',
  Cappadocia: 'Cappadoce',
  Armenia: 'Arménie',
  Issos: 'Issos',
  Syria: 'Syrie',
  Tyros: 'Tyr',
  Palmyra: 'Palmyre',
  Tayma: 'Tayma',
  Assyria: 'Assyrie',
  Babylon: 'Babylone',
  Media: 'Médie',
  Ekbatana: 'Ecbatane',
  Susa: 'Suse',
  Paraitakene: 'Parétacène',
  Persepolis: 'Persépolis',
  Yazd: 'Yazd',
  Hyrcania: 'Hyrcanie',
  Hekatompylos: 'Hécatompyle',
  Chorasmia: 'Chorasmie',
  Merv: 'Merv',
  'Alexandria Areia': 'Alexandrie d’Arie',
  Aria: 'Arie',
  Carmania: 'Carmanie',
  Drangiana: 'Drangiane',
  Pura: 'Pura',
  'Alexandria Arachosia': 'Alexandrie d’Arachosie',
  Arachosia: 'Arachosie',
  Baktra: 'Bactres',
  Taxila: 'Taxila',
  Sindh: 'Sind',
  Sogdiana: 'Sogdiane',
  Pauravas: 'Pauravas',
  Paropamisadai: 'Paropamisades',
};

const CARDS: Record<string, string> = {
  X01: 'Archers crétois',
  X02: 'Frondeurs rhodiens',
  X03: 'Javeliniers agrianes',
  X04: 'Cavalerie thessalienne',
  X05: 'Prodromes',
  X06: 'Cavalerie des Compagnons',
  X07: 'Hypaspistes',
  X08: 'Pézétaires',
  X09: 'Hoplites mercenaires grecs',
  X10: 'Peltastes thraces',
  X11: 'Immortels',
  X12: 'Parménion',
  X13: 'Darius',
  X14: 'Forgeron',
  X15: 'Chariot de ravitaillement',
  X16: 'Éclaireur',
  XX01: 'Archers montés scythes',
  XX02: 'Archers perses',
  XX03: 'Archers indiens',
  XX04: 'Cavalerie bactrienne',
  XX05: 'Cavalerie mède',
  XX06: 'Kardaques',
  XX07: 'Argyraspides',
  XX08: 'Infanterie illyrienne',
  XX09: 'Bessus',
  XX10: 'Memnon de Rhodes',
  XX11: 'Second chariot de ravitaillement',
  XX12: 'Camouflage',
  XX13: 'Chevaux',
  XXX01: 'Éléphants de guerre',
  XXX02: 'Cataphractaires',
  XXX03: 'Archers montés dahes',
  XXX04: 'Archers mardes',
  XXX05: 'Archers sogdiens',
  XXX06: 'Phalangites',
  XXX07: 'Thuréophores',
  XXX08: 'Mercenaires galates',
  XXX09: 'Méharistes arabes',
  XXX10: 'Poros',
  XXX11: 'Antigone',
  XXX12: 'Forteresse',
  XXX13: 'Musique militaire',
};

export const names: Record<string, string> = {
  ...Object.fromEntries(Object.entries(CARDS).map(([id, name]) => [`card.${id}`, name])),
  'card.H': 'Héroïsme',
  ...Object.fromEntries(Object.values(BOARD_SIDES).flatMap((s) => s.regions.map((r) => [`region.${s.id}.${r.id}`, REGIONS[r.name] ?? r.name]))),
  'seat.red': 'Rouge',
  'seat.blue': 'Bleu',
  'seat.green': 'Vert',
  'seat.yellow': 'Jaune',
  'seat.maxximilian': 'MaXXimilian',
  'colour.white': 'blanc',
  'colour.orange': 'orange',
  'colour.violet': 'violet',
  'phase.buy': 'achat',
  'phase.scout': 'éclaireur',
  'phase.swap-card': 'échange de carte',
  'phase.action': 'actions',
  'phase.take-meeple': 'apport de pions',
  'phase.rotate': 'carte à tourner',
  'phase.swap-die': 'échange de dé',
  'phase.over': 'fin de partie',
  'ability.intrigue': 'Intrigue',
  'ability.merchant': 'Marchand',
  'ability.legend': 'Légende',
  'ability.forced-march': 'Marche forcée',
  'kind.city': 'cité',
  'kind.oasis': 'oasis',
  'kind.land': 'terre',
  'symbol.archer': 'archer',
  'symbol.cavalry': 'cavalerie',
  'symbol.infantry': 'infanterie',
  'cardColour.army': 'armée',
  'cardColour.leader': 'chef',
  'cardColour.equipment': 'équipement',
  'verb.buy': 'Acheter',
  'verb.pass': 'Passer',
  'verb.scout': 'Éclaireur',
  'verb.scout-buy': 'Acheter la carte retournée',
  'verb.scout-return': 'La remettre',
  'verb.swap-card': 'Échanger une carte',
  'verb.keep': 'Garder',
  'verb.fix-die': 'Régler un dé (pion)',
  'verb.forge': 'Régler un dé (Forgeron)',
  'verb.play': 'Jouer une carte',
  'verb.conquer': 'Conquérir',
  'verb.push': 'Chasser un dé',
  'verb.income': 'Revenu',
  'verb.take-meeple': 'Ramener un pion',
  'verb.rotate': 'Tourner une carte',
  'verb.swap-die': 'Échanger des dés',
  'unit.talents': 'talents',
  'unit.meeples': 'pions',
  'option.expert': 'partie experte',
};

const n = (key: string) => names[key] ?? key.slice(key.lastIndexOf('.') + 1);
const who = (p: string) => n(`seat.${p}`);
const card = (id: string) => `${n(`card.${id}`)}${id === 'H' ? '' : ` (${id})`}`;
const region = (side: string, id: string) => n(`region.${side}.${id}`);
const die = (d: Die | undefined) => (d ? `${n(`colour.${d.colour}`)} ${d.value}` : '?');
const cardOr = (id: string | undefined) => (id ? card(id) : '?');
const talents = (k: number, f: Fmt) => `${f.num(k)} ${f.plural(k, { one: 'talent', other: 'talents' })}`;
const signed = (k: number) => (k > 0 ? `+${k}` : String(k));
/** `de` elided before a vowel: « d’Issos », « de Babylone ». */
const de = (name: string) => (/^[aeiouyéèêàâîôûh]/i.test(name) ? `d’${name}` : `de ${name}`);

function condition(c: Condition, f: Fmt): string {
  switch (c.kind) {
    case 'die-colour':
      return `un dé personnel ${n(`colour.${c.colour}`)}`;
    case 'army-symbols':
      return `${c.min} ${f.plural(c.min, { one: 'symbole', other: 'symboles' })} ${c.symbol ? n(`symbol.${c.symbol}`) : 'd’armée'}`;
    case 'die-value':
      return `un dé personnel de ${c.min} ou plus`;
    case 'meeples':
      return `${c.min} ${f.plural(c.min, { one: 'pion', other: 'pions' })} sur le plateau`;
    case 'talents':
      return talents(c.min, f);
    case 'cities':
      return `${c.min} ${f.plural(c.min, { one: 'cité', other: 'cités' })}`;
    case 'oases':
      return `${c.min} oasis`;
    case 'cards':
      return `${c.min} ${f.plural(c.min, { one: 'carte', other: 'cartes' })} ${n(`cardColour.${c.colour}`)} ${f.plural(c.min, { one: 'jouée', other: 'jouées' })}`;
    case 'strength':
      return `une force de ${c.min}`;
  }
}

const RANKS: Record<SoloRank, string> = {
  'the-great': 'le Grand',
  counsellor: 'conseiller personnel du roi',
  general: 'général',
  lieutenant: 'lieutenant',
  sergeant: 'sergent',
  hired: 'engagé par une compagnie de soldats',
  dishonoured: 'déshonoré',
};

export const fr: PhalanxxCatalog = {
  events: {
    display: (d) => `Étal : ${d.cards.map((c) => (c ? card(c) : '—')).join(', ')}.`,
    draw: (d, f) => `${who(d.player)} pioche ${d.count} ${f.plural(d.count, { one: 'carte', other: 'cartes' })} d’époque.`,
    hand: (d, f) => `Vous piochez ${f.list(d.cards.map(card))}.`,
    'personal-dice': (d, f) => `${who(d.player)} lance ${d.faces.join(', ')} : ${talents(d.talents, f)}.`,
    start: (d) => `${who(d.player)} commence à ${region(d.side, d.city)} et à ${region(d.side, d.oasis)}.`,
    maxx: (d, f) => `MaXXimilian prend ${f.list(d.cards.map(card))}, face visible.`,
    'first-player': (d) => `${who(d.player)} a la carte d’action 1 et commence.`,
    pass: (d) => `${who(d.player)} n’achète aucune carte.`,
    scout: (d) => `L’Éclaireur de ${who(d.player)} retourne ${card(d.card)}.`,
    buy: (d, f) => `${who(d.player)} achète ${card(d.card)}${d.from === 'pile' ? ' sur la pioche' : ''} pour ${talents(d.price, f)}.`,
    'swap-card': (d) => `${who(d.player)} échange ${card(d.gave)} contre ${card(d.took)}.`,
    'fix-die': (d) => `${who(d.player)} défausse un pion pour mettre un dé sur ${d.value}.`,
    forge: (d) => `Le Forgeron de ${who(d.player)} met un dé sur ${d.value}.`,
    roll: (d) => `${who(d.player)} lance ${d.faces.join(', ')}.`,
    'low-roll': (d, f) => `${who(d.player)} a fait ${d.sum} : ${talents(d.talents, f)} de compensation.`,
    play: (d) => `${who(d.player)} joue ${card(d.card)} : force ${d.strength}.`,
    conflict: (d) => `${who(d.player)} chasse ${who(d.defender)} ${de(region(d.side, d.region))}.`,
    conquer: (d) => `${who(d.player)} conquiert ${region(d.side, d.region)}.`,
    'take-meeple': (d) => `${who(d.player)} ramène un pion ${de(region(d.side, d.region))}.`,
    rotate: (d) => `${who(d.player)} tourne ${card(d.card)} et perd 3 de force (désormais ${d.strength}).`,
    push: (d, f) => `${who(d.player)} chasse le ${die(d.old)} avec un ${die(d.incoming)} (${signed(d.talents)} ${f.plural(Math.abs(d.talents), { one: 'talent', other: 'talents' })}).`,
    income: (d, f) => `${who(d.player)} prend ${talents(d.talents, f)}.`,
    'swap-die': (d) => `${who(d.player)} échange le ${die(d.gave)} contre le ${die(d.took)} de ${who(d.with)}.`,
    heroism: () => 'La carte Héroïsme est tirée : désormais les conflits comparent chefs et équipements moins les cartes tournées.',
    'end-triggered': () => 'La pioche ne peut plus remplir l’étal : la partie s’achève avec ce tour de table.',
    discard: (d) => `${card(d.card)} est défaussée de l’étal.`,
    'maxx-takes': (d) => `MaXXimilian prend ${card(d.card)} (force ${d.strength}).`,
    turn: (d) => `${who(d.player)} reçoit les dés et peut acheter une carte.`,
    'game-over': () => 'Le dernier joueur du tour a joué : la partie est finie.',
  },
  problems: {
    'bad-options': () => 'Les options sont un objet { players, expert }.',
    'bad-players': () => 'PhalanXX se joue de 1 à 4 joueurs (à 1, c’est la partie solo contre MaXXimilian).',
    'bad-expert': () => '« expert » vaut true ou false.',
    'bad-decision': () => 'Une décision est un objet tel que {"do":"pass"}.',
    'unknown-decision': (d) => `${d.kind === '' ? 'Une décision donne sa sorte dans « do »' : `Décision inconnue « ${d.kind} »`} ; attendu : ${d.expected.join(', ')}.`,
    'bad-field': (d) => (d.length !== undefined ? `« ${d.field} » fait ${d.length} caractères ; un identifiant en a au plus ${d.max ?? 64}.` : `« ${d.field} » doit être ${d.type === 'string' ? 'un texte' : 'un entier'}.`),
    'unknown-choice': (d) => `« ${d.verb} » n’est pas un des choix offerts maintenant.`,
    'bad-target': (d) => `« ${d.target} » n’est pas une cible de « ${d.verb} » maintenant.`,
    'game-over': () => 'La partie est finie.',
    'not-your-turn': (d) => `C’est au tour de ${who(d.player)}.`,
    'wrong-step': (d) => `« ${d.kind} » n’est pas une décision de l’étape ${n(`phase.${d.step}`)} ; attendu : ${d.expected.join(', ')}.`,
    'heroism-not-for-sale': () => 'La carte Héroïsme ne peut pas être achetée.',
    'too-poor': (d, f) => `Cela coûte ${talents(d.price, f)} ; vous en avez ${f.num(d.talents)}.`,
    'no-reserve': () => 'Plus aucun pion en réserve à défausser.',
    'empty-slot': (d) => `L’emplacement ${d.slot} de l’étal est vide.`,
    'no-scout': () => 'Vous n’avez pas joué l’Éclaireur.',
    scouted: () => 'Vous avez déjà retourné la carte du dessus ce tour-ci.',
    'empty-pile': () => 'La pioche est vide.',
    'not-in-hand': (d) => `${d.card} n’est pas dans votre main.`,
    'bad-die': (d) => `Le dé lancé ${d.die} n’est pas dans votre main.`,
    'bad-value': () => 'Un dé montre de 1 à 6.',
    'same-value': (d) => `Le dé ${d.die} montre déjà ${d.value}.`,
    'no-blacksmith': () => 'Vous n’avez pas joué le Forgeron.',
    'forge-used': () => 'Le Forgeron a déjà réglé un dé ce tour-ci.',
    'bad-slot': (d) => (d.of === 'display' ? `L’emplacement ${d.slot ?? '?'} de l’étal n’a pas de carte que vous puissiez prendre.` : d.of === 'personal' ? 'Les dés personnels sont dans les cases 0, 1 et 2.' : 'Les cases grises sont 0, 1 et 2.'),
    'slot-taken': (d) => `La case grise ${d.slot} est déjà prise.`,
    'die-too-low': (d) => `Un ${d.value} est plus faible que votre dé personnel ${d.own} de la case ${d.slot}.`,
    'conditions-unmet': (d, f) => `${card(d.card)} demande ${f.list(d.unmet.map((c) => condition(c, f)))}.`,
    'unknown-region': (d) => `${d.region} n’est pas une région en jeu.`,
    'own-region': (d) => `Vous tenez déjà ${region(d.side, d.region)}.`,
    'not-adjacent': (d) => `${region(d.side, d.region)} ne touche aucune région que vous tenez.`,
    'no-meeples': (d) => `Conquérir ${region(d.side, d.region)} demande ${d.need} pions ; vous ne pouvez pas les trouver.`,
    'nothing-to-turn': () => 'Il ne vous reste aucune carte d’époque à tourner.',
    'too-weak': () => 'Un conflit coûte 3 de force ; vous en avez moins.',
    'not-stronger': (d) => `Votre ${d.mine} ne bat pas le ${d.theirs} de ${who(d.defender)}.`,
    'not-turnable': (d) => `${d.card} n’est pas une de vos cartes non tournées.`,
    'bad-source': (d) => `${d.region} n’est pas une de vos régions de terre (ni cité ni oasis).`,
    'bad-holder': (d) => `${d.holder} n’a pas de dés personnels à échanger.`,
    'values-differ': (d) => `Votre ${d.mine} ne peut pas être échangé contre un ${d.theirs}.`,
  },
  prompts: {
    buy: () => 'Achetez une carte d’époque de l’étal, ou passez (la carte la plus à droite est défaussée).',
    scout: () => 'Achetez la carte retournée par votre Éclaireur, ou remettez-la.',
    'swap-card': () => 'Vous avez payé 4 ou 5 : vous pouvez échanger une carte de votre main contre une carte de l’étal.',
    action: () => 'Utilisez un dé lancé : jouez une carte, conquérez, chassez un dé ou prenez un revenu (ou réglez d’abord un dé).',
    'take-meeple': () => 'Ramenez un pion d’une de vos régions de terre pour cette conquête.',
    rotate: () => 'Tournez une de vos cartes d’époque après le conflit.',
    'swap-die': () => 'Vous pouvez échanger le dé personnel à côté de cette case contre le dé d’un autre joueur.',
  },
  results: {
    strongest: (d, f) => `Faction la plus forte : ${f.list(d.winners.map(who))}, avec une force de ${d.total}.`,
    solo: (d) => `${who(d.player)} ${d.margin > 0 ? `bat MaXXimilian de ${d.margin}` : `ne bat pas MaXXimilian (${d.margin})`} : ${RANKS[d.rank]}.`,
  },
  decisions: {
    buy: ({ at }, f) => `acheter ${cardOr(at.card)} pour ${talents(at.price ?? 0, f)}`,
    pass: () => 'ne rien acheter (la carte la plus à droite est défaussée)',
    scout: () => 'Éclaireur : retourner la carte du dessus de la pioche',
    'scout-buy': ({ at }, f) => `acheter la carte retournée ${cardOr(at.card)} pour ${talents(at.price ?? 0, f)}`,
    'scout-return': () => 'remettre la carte retournée',
    'swap-card': ({ d, at }) => `échanger ${card(d.card)} de votre main contre ${cardOr(at.card)}`,
    keep: () => 'pas d’échange',
    'fix-die': ({ d, at }) => `défausser un pion : mettre le ${die(at.die)} sur ${d.value}`,
    forge: ({ d, at }) => `Forgeron : mettre le ${die(at.die)} sur ${d.value}`,
    play: ({ d, at }) => `jouer ${card(d.card)} avec le ${die(at.die)} à côté de votre ${die(at.beside)}`,
    conquer: ({ d, at }) => `conquérir ${region(at.side, d.region)}${at.holder ? ` sur ${who(at.holder)}` : ''} avec le ${die(at.die)} à côté de votre ${die(at.beside)}`,
    push: ({ at }) => `chasser votre ${die(at.beside)} avec le ${die(at.die)}`,
    income: ({ at }, f) => `prendre ${talents(3, f)} : le ${die(at.die)} à côté de votre ${die(at.beside)}`,
    'take-meeple': ({ d, at }) => `ramener un pion ${de(region(at.side, d.region))}`,
    rotate: ({ d }) => `tourner ${card(d.card)}`,
    'swap-die': ({ d, at }) => `échanger votre ${die(at.beside)} contre le ${die(at.theirs)} de ${who(d.with)}`,
  },
  names,
};
