/**
 * The reasons the engine gives for a refusal or a fate, in French: the engine writes them in
 * English after a colon or in brackets (`Bribe … not validated: the unit is caught by the
 * weather.`), and its events carry no code for them. A reason not listed here stays in
 * English; the frame of the line around it is translated all the same.
 */
import type { Words } from './i18n-words.ts';

const FR: Record<string, string> = {
  // Money (`diadoques §9b.5`, `§9c.9`, `diadokhoi §6.3.57`).
  'the treasury does not hold that much': 'le trésor ne contient pas autant',
  'the sum must be positive': 'la somme doit être positive',
  'the sum must be a positive whole number': 'la somme doit être un nombre entier positif',
  'only whole hundreds of talents travel': 'seules des centaines entières de talents voyagent',
  'no such player to receive it': 'aucun joueur de ce nom pour le recevoir',
  'one of the two players has nothing on the map for the money to travel between': 'l’un des deux joueurs n’a rien sur la carte entre quoi l’argent puisse voyager',
  'nothing offered': 'rien n’est offert',
  'not enough money': 'pas assez d’argent',
  // Corruption (`diadoques ch. 9b`, `diadokhoi §6.3.8`).
  'no corruption in winter': 'pas de corruption en hiver',
  'not in winter': 'pas en hiver',
  'not a player in the game': 'pas un joueur de la partie',
  'no such unit or character': 'aucune unité ni aucun personnage de ce nom',
  "one does not bribe one's own unit": 'on ne corrompt pas sa propre unité',
  'its former leader broke the alliance this season and may not corrupt it': 'son ancien chef a rompu l’alliance cette saison et ne peut la corrompre',
  'the unit is caught by the weather': 'l’unité est prise par les intempéries',
  'the unit is caught by the weather (diadoques §14b.1)': 'l’unité est prise par les intempéries (diadoques §14b.1)',
  'the character is caught by the weather': 'le personnage est pris par les intempéries',
  'only the royal family may be bribed, never a diadochus or epigone': 'seule la famille royale se corrompt, jamais un diadoque ni un épigone',
  'a royal may be bribed only when alone': 'un royal ne se corrompt que seul',
  'already yours': 'déjà à vous',
  'a married Kleopatra cannot be corrupted': 'Cléopâtre mariée ne peut être corrompue',
  "a royal with his holder's leader is not alone": 'un royal avec le chef de son détenteur n’est pas seul',
  'no unit or leader close enough': 'aucune unité ni aucun chef assez proche',
  'below the corruption level': 'sous le niveau de corruption',
  "only one's own units, or neutral ones, may be paid": 'on ne paie que pour ses propres unités ou des neutres',
  // Auctions (`diadoques §11b.5`).
  'only players still in the game may bid': 'seuls les joueurs encore en jeu enchérissent',
  'the former owner may not buy it back': 'l’ancien propriétaire ne peut la racheter',
  'no unit, diadochus or epigone within two spaces': 'aucune unité, aucun diadoque ni épigone à deux cases ou moins',
  // Characters (`diadoques ch. 6b`, `§9c.3`–`§9c.5`, `diadokhoi §7.6`).
  'no such living character': 'aucun personnage vivant de ce nom',
  'no such player to receive him': 'aucun joueur de ce nom pour le recevoir',
  'he is not a royal or a captive of his': 'ce n’est ni un royal ni un captif à lui',
  "his leader's wife is not his to give": 'l’épouse de son chef n’est pas à donner',
  "one never murders one's own diadochus or epigone": 'on n’assassine jamais son propre diadoque ni son épigone',
  'he does not hold him': 'il ne le détient pas',
  'he must be with one of his units or locked in one of his citadels': 'il doit être avec une de ses unités ou enfermé dans une de ses citadelles',
  'a husband may not murder his wife': 'un mari n’assassine pas sa femme',
  'it is not his citadel': 'ce n’est pas sa citadelle',
  'no such player': 'aucun joueur de ce nom',
  'a garrison holds it': 'une garnison la tient',
  'a military leader is inside': 'un chef militaire est à l’intérieur',
  'corrupted': 'corrompu(e)',
  'with the corrupted unit': 'avec l’unité corrompue',
  'bought with the unit': 'acheté(e) avec l’unité',
  'in a citadel that changed side': 'dans une citadelle qui a changé de camp',
  'his captor is gone': 'son geôlier a disparu',
  'went into hiding': 'il se cache',
  'his own side corrupted his guards': 'son camp a corrompu ses gardes',
  'his prison turned neutral': 'sa prison est devenue neutre',
  'his own side took his prison': 'son camp a pris sa prison',
  'left alone': 'laissé(e) seul(e)',
  'he commands no unit': 'il ne commande aucune unité',
  'his unit disappeared in winter': 'son unité a disparu en hiver',
  'the unit holding him is destroyed': 'l’unité qui le détenait est détruite',
  "executed at the mutineers' demand": 'exécuté à la demande des mutins',
  'killed by the corrupted officers': 'tué(e) par les officiers corrompus',
  'in command of a corrupted unit': 'à la tête d’une unité corrompue',
  'epigone': 'épigone',
  'executed by his mutinous soldiers': 'exécuté par ses soldats mutinés',
  // Royal matters (`diadoques ch. 11c`, `§7b`, `diadokhoi §4.6`).
  'Cléopâtre is dead': 'Cléopâtre est morte',
  'she is married': 'elle est mariée',
  'he does not hold her': 'il ne la détient pas',
  'he has no diadochus or epigone to marry her': 'il n’a ni diadoque ni épigone pour l’épouser',
  'not in the game': 'pas dans la partie',
  'the dynasties are not established': 'les dynasties ne sont pas établies',
  'not before −306': 'pas avant −306',
  'a dynasty moves its capital only once': 'une dynastie ne déplace sa capitale qu’une fois',
  'not one of the cities allowed': 'pas une des villes permises',
  'it does not hold that city': 'il ne tient pas cette ville',
  'the city is besieged': 'la ville est assiégée',
  'only in Les Diadoques': 'seulement dans Les Diadoques',
  'the agreement is already made': 'l’accord est déjà conclu',
  'he spoiled or lost it before (diadoques §11d.3)': 'il l’a gâché ou perdu auparavant (diadoques §11d.3)',
  'he does not hold both GHA and IND': 'il ne tient pas à la fois GHA et IND',
  // Winter (`diadoques ch. 10`, `diadokhoi §5.3`).
  'ordered': 'ordonné',
  'disbanded': 'licenciée',
  'there are no elite fleets in Diadokhoi': 'il n’y a pas de flottes d’élite dans Diadokhoi',
  'armies appear only in a province holding one of your citadels': 'les armées n’apparaissent que dans une province tenant une de vos citadelles',
  'armies cannot be built at sea': 'on ne construit pas d’armée en mer',
  'not a port citadel': 'pas une citadelle portuaire',
  'the port citadel and its province must be yours': 'la citadelle portuaire et sa province doivent être à vous',
  'a fleet is already in that sea': 'une flotte est déjà dans cette mer',
  'fleets are built in port citadels or at sea': 'les flottes se construisent dans les ports ou en mer',
  'fleets are built in a province with a port': 'les flottes se construisent dans une province ayant un port',
  'the province is not yours': 'la province n’est pas à vous',
  'the province has no port': 'la province n’a pas de port',
  'armies are built in a province holding one of your citadels': 'les armées se construisent dans une province tenant une de vos citadelles',
  'the citadel is not yours': 'la citadelle n’est pas à vous',
  'the citadel holds a unit': 'la citadelle abrite déjà une unité',
  'the citadel holds a garrison': 'la citadelle a déjà une garnison',
  'the province holds an army': 'la province a déjà une armée',
  'the province holds a unit': 'la province a déjà une unité',
  'elite fleets need the access of one of your port citadels in a province of yours': 'une flotte d’élite doit avoir accès à l’une de vos citadelles portuaires dans une de vos provinces',
  'no port of yours opens onto that sea': 'aucun de vos ports ne donne sur cette mer',
  'it is being disbanded': 'elle est licenciée',
  'not on land': 'pas sur terre',
  'these elephants can never be promoted (diadoques §11d.2)': 'ces éléphants ne sont jamais promus (diadoques §11d.2)',
  'an army is promoted in a citadel or in the province of a citadel of yours': 'une armée est promue dans une citadelle ou dans la province d’une de vos citadelles',
  'an army is promoted in a province with a citadel': 'une armée est promue dans une province ayant une citadelle',
  'fleets are never promoted in Diadokhoi': 'les flottes ne sont jamais promues dans Diadokhoi',
  'a fleet is promoted in a port citadel or a sea with access to a port citadel of a province of yours': 'une flotte est promue dans une citadelle portuaire ou dans une mer donnant accès à une citadelle portuaire d’une de vos provinces',
  'this diadochus starts with armies only': 'ce diadoque ne commence qu’avec des armées',
};

/**
 * Reasons and refusal sentences that name a power, a place, a type or a number: in French, and
 * in English with the power's name instead of its id. Winter (`diadoques ch. 10`,
 * `diadokhoi §5.3`) and start purchases (`diadoques §12.4`, `diadokhoi §5.3.1`).
 */
const PATTERNS: [RegExp, (w: Words, m: string[]) => string][] = [
  [/^No unit of ([a-z-]+) in (\S+) to disband\.?$/, (w, m) => w.tr(`aucune unité de ${w.power(m[1])} en ${w.place(m[2])} à licencier`, `no unit of ${w.power(m[1])} in ${w.place(m[2])} to disband`)],
  [/^Nothing to downgrade in (\S+)\.?$/, (w, m) => w.tr(`rien à dégrader en ${w.place(m[1])}`, `nothing to downgrade in ${w.place(m[1])}`)],
  [/^(\S+) (\S+) is not in surplus\.?$/, (w, m) => w.tr(`${w.unit(m[1], m[2])} n’est pas en surnombre`, `${w.unit(m[1], m[2])} is not in surplus`)],
  [/^Only one unit may be built in (\S+)\.?$/, (w, m) => w.tr(`une seule unité peut être construite en ${w.place(m[1])}`, `only one unit may be built in ${w.place(m[1])}`)],
  [/^The guard may not be disbanded at will\.?$/, (w) => w.tr('la garde ne se licencie pas à volonté', 'the guard may not be disbanded at will')],
  [/^no unit of ([a-z-]+) in (\S+)$/, (w, m) => w.tr(`aucune unité de ${w.power(m[1])} en ${w.place(m[2])}`, `no unit of ${w.power(m[1])} in ${w.place(m[2])}`)],
  [/^(\S+) is no longer free$/, (w, m) => w.tr(`${w.place(m[1])} n’est plus libre`, `${w.place(m[1])} is no longer free`)],
  [/^(\S+) is not above (\S+)$/, (w, m) => w.tr(`${m[1]} n’est pas au-dessus de ${m[2]}`, m[0]!)],
  [/^(\S+) does not exist here$/, (w, m) => w.tr(`${m[1]} n’existe pas ici`, m[0]!)],
  [/^only (\d+) units at the start$/, (w, m) => w.tr(`seulement ${m[1]} unités au départ`, m[0]!)],
  [/^only mercenary units \((.+)\) are bought at the start \((.+)\)$/, (w, m) => w.tr(`seules des unités de mercenaires (${m[1]!.replace(' or ', ' ou ')}) s’achètent au départ (${m[2]})`, m[0]!)],
  [/^at most (\d+) fleet\(s\) at the start$/, (w, m) => w.tr(`au plus ${m[1]} flotte(s) au départ`, m[0]!)],
  [/^armies start in (\S+) or its citadels$/, (w, m) => w.tr(`les armées commencent en ${w.place(m[1])} ou dans ses citadelles`, `armies start in ${w.place(m[1])} or its citadels`)],
  [/^at most (\d+) unit\(s\) of type (\S+) \((.+)\)$/, (w, m) => w.tr(`au plus ${m[1]} unité(s) de type ${m[2]} (${m[3]})`, m[0]!)],
  [/^not enough money: (.+) for (.+) in the treasury$/, (w, m) => w.tr(`pas assez d’argent : ${m[1]} pour ${m[2]} dans le trésor`, m[0]!)],
  [/^which coast\? \((.+)\)$/, (w, m) => w.tr(`quelle côte ? (${m[1]})`, m[0]!)],
  // What a start is short of (`diadoques §12.3`, `§12.4`, `diadokhoi §5.3.1`).
  [/^buy exactly (\d+) units$/, (w, m) => w.tr(`achetez exactement ${m[1]} unités`, m[0]!)],
  [/^buy at least (\d+) unit\(s\)$/, (w, m) => w.tr(`achetez au moins ${m[1]} unité(s)`, m[0]!)],
  [/^at least one army in (\S+) itself, for (?:the diadochus|the Diadokhos) to command$/, (w, m) => w.tr(`au moins une armée en ${w.place(m[1])} même, que le diadoque commande`, m[0]!)],
];

/** A reason in the reader's language (the engine's English when it is not listed). */
export function why(w: Words, reason: string | undefined): string {
  if (!reason) return '?';
  for (const [re, say] of PATTERNS) {
    const m = re.exec(reason);
    if (m) return say(w, [...m]);
  }
  if (w.c.lang === 'en') return reason;
  const known = FR[reason];
  if (known) return known;
  // Reasons naming someone: `given by cassandre`, `released by X`, `murdered by order of X`, `X is gone`.
  const by = /^(given by|released by|murdered by order of) ([a-z-]+)$/.exec(reason);
  if (by) return `${{ 'given by': 'donné(e) par', 'released by': 'libéré(e) par', 'murdered by order of': 'assassiné(e) sur ordre de' }[by[1]!]} ${w.power(by[2])}`;
  const cap = /^it may not cost more than (.+)$/.exec(reason);
  if (cap) return `elle ne peut coûter plus de ${cap[1]}`;
  const over = /^over the limit of (\S+)$/.exec(reason);
  if (over) return `au-delà de la limite de ${over[1]}`;
  const gone = /^([a-z-]+) is gone$/.exec(reason);
  if (gone) return `${w.power(gone[1])} a disparu`;
  return reason;
}

/** The reason after the last colon of the engine's sentence (`… refused: why.`). */
export const afterColon = (text: string | undefined): string | undefined => (text ? /: ([^:]+?)\.?$/.exec(text)?.[1] : undefined);

/**
 * Why a winter order or a start purchase was refused, from the engine's sentence: the text after
 * `refused:` (`Build of A in MAC refused: not enough money: 40 T for 33 T in the treasury.`),
 * else the whole sentence (`No unit of cassandre in MAC to disband.`), which `why` then reads.
 */
export const refusalOf = (text: string | undefined): string | undefined => (text ? (/\brefused: (.+?)\.?$/.exec(text)?.[1] ?? text.replace(/\.$/, '')) : undefined);

/** The reason in the last brackets of the engine's sentence (`… is free (why).`). */
export const inBrackets = (text: string | undefined): string | undefined => (text ? /\(([^()]+)\)\.?$/.exec(text)?.[1] : undefined);
