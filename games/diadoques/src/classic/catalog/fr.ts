/**
 * La Diplomatie classique en français : chaque ligne qu’un joueur lit. Same type as the English
 * catalog, so the type checker refuses a missing line. Units are feminine in French (une armée,
 * une flotte, une unité): the participles agree with them.
 */
import type { Fmt } from '@diadochi/kernel';
import type { IllegalCode, Reason } from '../../core/index.ts';
import type { RetreatReason } from '../../core/retreats.ts';
import type { AdjustmentReason } from '../adjust.ts';
import type { OrderWord, UnitWord } from '../words.ts';
import type { ClassicCatalog } from './en.ts';
import { namer } from './names.ts';

const n = namer('fr');

const ILLEGAL: Record<IllegalCode, string> = {
  'no-unit': 'il n’y a pas d’unité à cet endroit',
  'not-own-unit': 'cette unité n’est pas la vôtre',
  'several-orders': 'l’unité a reçu plusieurs ordres',
  'unknown-region': 'lieu inconnu',
  'same-space': 'une unité ne peut ni se déplacer, ni soutenir, ni convoyer dans sa propre province',
  'not-adjacent': 'la destination n’est pas voisine de l’unité (et aucun convoi ne pourrait l’y porter)',
  'cannot-be-convoyed': 'seules les armées peuvent être convoyées',
  'no-convoy-route': 'aucune flotte ne pourrait la convoyer jusque-là',
  'cannot-reach': 'une unité ne peut soutenir que vers une province où elle pourrait aller',
  'no-target-unit': 'il n’y a pas d’unité à soutenir ou à convoyer à cet endroit',
  'target-cannot-reach': 'l’unité soutenue ne peut pas aller là',
  'cannot-convoy': 'seule une flotte en mer peut convoyer',
  'not-on-convoy-route': 'cette flotte n’est sur aucune route de convoi entre ces provinces',
  forbidden: 'ce soutien est interdit',
};

const REASON: Record<Exclude<Reason, 'illegal'>, string> = {
  moved: 'mouvement réussi',
  'no-path': 'aucun convoi ne l’a portée',
  'convoy-disrupted': 'son convoi a été rompu',
  'own-unit': 'elle aurait délogé une unité de sa propre puissance',
  bounced: 'repoussée',
  'stand-off': 'affrontement sans vainqueur',
  held: 'maintenue',
  dislodged: 'délogée',
  supported: 'soutien apporté',
  cut: 'soutien coupé',
  'void-support': 'soutien sans effet (aucun ordre correspondant)',
  convoyed: 'convoi effectué',
  paradox: 'paradoxe du convoi (règle de Szykman) : l’armée convoyée reste sur place',
  'void-convoy': 'convoi sans effet (aucun ordre correspondant)',
};

const RETREAT: Record<RetreatReason, string> = {
  retreated: 'retraite effectuée',
  disbanded: 'licenciée',
  'no-order': 'licenciée (aucun ordre de retraite)',
  'no-such-retreat': 'licenciée (elle ne peut pas retraiter là)',
  'not-dislodged': 'pas de retraite : l’unité n’a pas été délogée',
  collision: 'licenciée : une autre unité a retraité au même endroit',
};

const ADJUST: Record<AdjustmentReason, string> = {
  built: 'construite',
  disbanded: 'licenciée',
  'no-builds-due': 'aucune construction n’est due',
  'no-builds-left': 'plus aucune construction n’est due',
  'not-home-centre': 'ce n’est pas un centre d’origine',
  'not-owned': 'le centre ne vous appartient pas',
  occupied: 'le centre est occupé',
  'cannot-stand': 'cette unité ne peut pas s’y tenir',
  'coast-required': 'précisez la côte',
  'type-required': 'précisez armée ou flotte',
  'no-disbands-due': 'aucun licenciement n’est dû',
  'no-disbands-left': 'plus aucun licenciement n’est dû',
  'no-unit': 'il n’y a pas d’unité à cet endroit',
  'not-own-unit': 'cette unité n’est pas la vôtre',
};

function order(o: OrderWord, who: string): string {
  switch (o.kind) {
    case 'hold':
      return `${who} tient`;
    case 'move':
      return `${who} → ${n.place(o.to)}${o.viaConvoy ? ' par convoi' : ''}`;
    case 'support':
      return `${who} soutient ${n.place(o.target)}${o.to ? ` → ${n.place(o.to)}` : ''}`;
    case 'convoy':
      return `${who} convoie ${n.place(o.from)} → ${n.place(o.to)}`;
  }
}

const adjustUnit = (d: { kind?: UnitWord['kind']; province: string; coast?: string }): string =>
  `${d.kind ? (d.kind === 'fleet' ? 'F ' : 'A ') : ''}${n.place(d.coast ? `${d.province}(${d.coast})` : d.province)}`;

const places = (regions: readonly string[], f: Fmt): string => f.list(regions.map(n.place));

const adjustProblem = (d: { verb: 'build' | 'disband'; province: string }, why: string): string =>
  `${d.verb === 'build' ? 'Cette construction' : 'Ce licenciement'} (${n.place(d.province)}) est impossible : ${why}.`;

const illegal = (code: IllegalCode): string => `Ordre illégal : ${ILLEGAL[code]}.`;

export const fr: ClassicCatalog = {
  events: {
    'order-result': (d, f) => {
      const outcome = [
        d.reason === 'illegal' ? `ordre illégal, l’unité tient : ${ILLEGAL[d.illegal ?? 'forbidden']}` : REASON[d.reason],
        d.by?.length ? `par ${places(d.by, f)}` : '',
        d.strength !== undefined && d.order.kind === 'move' ? `force ${d.strength}${d.opposition !== undefined ? ` contre ${d.opposition}` : ''}` : '',
        d.dislodgedBy ? (d.reason === 'dislodged' ? `depuis ${n.place(d.dislodgedBy)}` : `délogée depuis ${n.place(d.dislodgedBy)}`) : '',
      ].filter(Boolean);
      return `${n.power(d.power)} : ${order(d.order, d.unit ? n.unit(d.unit) : n.place(d.at))}${d.noOrder ? ' (sans ordre)' : ''} : ${outcome.join(', ')}`;
    },
    'retreat-result': (d, f) =>
      `${n.power(d.power)} : ${d.unit ? n.unit(d.unit) : n.place(d.at)}${d.to ? ` → ${n.place(d.to)}` : ''} : ${RETREAT[d.reason]}${d.by?.length ? ` (avec ${places(d.by, f)})` : ''}`,
    'adjustment-result': (d) => `${n.power(d.power)} : ${d.verb === 'build' ? 'construire' : 'licencier'} ${adjustUnit(d)} : ${ADJUST[d.reason]}`,
    'civil-disorder': (d) => `${n.power(d.power)} : ${n.unit(d.unit)} retirée (désordre civil)`,
    'centre-changed': (d) => `${n.place(d.province)} : centre pris par ${n.the(d.to)}${d.from ? ` à ${n.the(d.from)}` : ''}`,
    'game-over': (d, f) =>
      d.code === 'solo'
        ? `Fin de la partie : ${f.list(d.winners.map(n.the))} ${f.plural(d.winners.length, { one: 'tient', other: 'tiennent' })} ${d.centres} centres de ravitaillement et ${f.plural(d.winners.length, { one: 'gagne', other: 'gagnent' })}.`
        : `Fin de la partie : elle s’est arrêtée après ${d.year} ; les puissances sont classées par centres de ravitaillement.`,
  },
  problems: {
    'bad-options': () => 'Les options doivent être un objet.',
    'bad-edition': (d, f) => `L’édition doit être l’une de celles-ci : ${f.list(d.editions)}.`,
    'bad-last-year': () => 'La dernière année doit être une année à partir de 1901.',
    'bad-decision': () => 'Envoyez vos ordres sous forme de texte, un par ligne.',
    'not-your-power': (d) => `Cet ordre est pour ${n.the(d.power)} ; vous jouez ${n.the(d.player)}.`,
    'wrong-phase': (d) => `Cet ordre est impossible pendant ${d.phase === 'movement' ? 'une phase de mouvement' : d.phase === 'retreat' ? 'une phase de retraite' : 'une phase d’ajustement'}.`,
    'several-orders': (d) => `L’unité de ${n.place(d.province)} a déjà reçu un autre ordre.`,
    'coast-required': (d) => `Précisez la côte de ${n.place(d.province)} : la flotte pourrait atteindre les deux.`,
    'not-dislodged': (d) => `Vous n’avez pas d’unité délogée à ${n.place(d.province)}.`,
    'no-such-retreat': (d, f) => (d.retreats.length ? `Cette unité ne peut retraiter que vers ${places(d.retreats, f)}.` : 'Cette unité ne peut retraiter nulle part : licenciez-la.'),
    'cannot-built': (d) => adjustProblem(d, ADJUST.built),
    'cannot-disbanded': (d) => adjustProblem(d, ADJUST.disbanded),
    'cannot-no-builds-due': (d) => adjustProblem(d, ADJUST['no-builds-due']),
    'cannot-no-builds-left': (d) => adjustProblem(d, ADJUST['no-builds-left']),
    'cannot-not-home-centre': (d) => adjustProblem(d, ADJUST['not-home-centre']),
    'cannot-not-owned': (d) => adjustProblem(d, ADJUST['not-owned']),
    'cannot-occupied': (d) => adjustProblem(d, ADJUST.occupied),
    'cannot-cannot-stand': (d) => adjustProblem(d, ADJUST['cannot-stand']),
    'cannot-coast-required': (d) => adjustProblem(d, ADJUST['coast-required']),
    'cannot-type-required': (d) => adjustProblem(d, ADJUST['type-required']),
    'cannot-no-disbands-due': (d) => adjustProblem(d, ADJUST['no-disbands-due']),
    'cannot-no-disbands-left': (d) => adjustProblem(d, ADJUST['no-disbands-left']),
    'cannot-no-unit': (d) => adjustProblem(d, ADJUST['no-unit']),
    'cannot-not-own-unit': (d) => adjustProblem(d, ADJUST['not-own-unit']),
    'missing-province': () => 'Il manque une province ici.',
    'bad-province': (d) => `« ${d.text} » n’est pas une province (ni son nom, ni son abréviation).`,
    'unknown-province': (d) => `Il n’existe pas de province « ${d.province} ».`,
    'unknown-coast': (d) => `« ${d.coast} » n’est pas une côte (nc, sc, ec ou wc).`,
    'missing-arrow': () => 'Il faut ici « -> » et une destination.',
    'order-too-complex': () => 'Cet ordre est trop complexe pour être lu.',
    'internal-error': () => 'Le lecteur d’ordres a échoué sur cette ligne.',
    'empty-order': () => 'L’ordre est vide.',
    'unexpected-words': (d) => `« ${d.text} » est de trop à la fin de l’ordre.`,
    'bad-order': () => 'Ce n’est pas un ordre.',
    'missing-action': () => 'Que doit faire cette unité ? (-> province, hold, supports, convoys)',
    'bad-via': () => 'Il faut ici « via convoy ».',
    'unknown-action': (d) => `« ${d.text} » n’est pas un ordre (->, hold, supports, convoys, build, disband).`,
    'decision-too-long': (d, f) => `Les ordres font ${f.num(d.length)} caractères ; au plus ${f.num(d.max)} sont lus.`,
    'too-many-lines': (d) => `Au plus ${d.max} lignes sont lues.`,
    'line-too-long': (d) => `Cette ligne fait ${d.length} caractères ; au plus ${d.max}.`,
    'too-many-words': (d) => `Cette ligne compte ${d.words} mots ; au plus ${d.max}.`,
    'too-many-problems': (d, f) => `${d.more} ${f.plural(d.more, { one: 'autre problème non affiché', other: 'autres problèmes non affichés' })}.`,
    'illegal-no-unit': () => illegal('no-unit'),
    'illegal-not-own-unit': () => illegal('not-own-unit'),
    'illegal-several-orders': () => illegal('several-orders'),
    'illegal-unknown-region': () => illegal('unknown-region'),
    'illegal-same-space': () => illegal('same-space'),
    'illegal-not-adjacent': () => illegal('not-adjacent'),
    'illegal-cannot-be-convoyed': () => illegal('cannot-be-convoyed'),
    'illegal-no-convoy-route': () => illegal('no-convoy-route'),
    'illegal-cannot-reach': () => illegal('cannot-reach'),
    'illegal-no-target-unit': () => illegal('no-target-unit'),
    'illegal-target-cannot-reach': () => illegal('target-cannot-reach'),
    'illegal-cannot-convoy': () => illegal('cannot-convoy'),
    'illegal-not-on-convoy-route': () => illegal('not-on-convoy-route'),
    'illegal-forbidden': () => illegal('forbidden'),
  },
  prompts: {
    'spring-movement': (d) => `Printemps ${d.year} : ordres`,
    'spring-retreat': (d) => `Printemps ${d.year} : retraites`,
    'fall-movement': (d) => `Automne ${d.year} : ordres`,
    'fall-retreat': (d) => `Automne ${d.year} : retraites`,
    'winter-adjustment': (d) => `Hiver ${d.year} : constructions et licenciements`,
  },
  results: {
    solo: (d, f) => `${f.list(d.winners.map(n.the))} ${f.plural(d.winners.length, { one: 'contrôle', other: 'contrôlent' })} ${d.centres} centres de ravitaillement`,
    'year-limit': (d) => `la partie s’est arrêtée après ${d.year}`,
  },
  names: n.names,
};
