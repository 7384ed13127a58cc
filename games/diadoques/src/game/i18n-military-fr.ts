/**
 * French lines of the military season (`diadoques §9a`, `diadokhoi §6.3`): orders and why they
 * failed, retreats, sieges, control, characters, the season's event, play by mail, and the
 * prompts. Generated once from the bilingual lines (issue 18); edit each language here.
 */
import { mapOf } from '../map/index.ts';
import { neutralDef } from '../neutrals/registry.ts';
import { reasonLine } from '../core/reasons/index.ts';
import { isObj, num, str, wordsFor, yearText } from './i18n-words.ts';
import type { I18nContext, Line, Obj, Words } from './i18n-words.ts';
import { profileOf } from '../rulebook/index.ts';

// ——— Orders (`diadoques §9a`, `diadokhoi §6.3`) ———

const MARK: Record<string, string> = { succeeds: '✓', fails: '✗', void: '·', ignored: '✗' };


const REASONS: Record<string, (w: Words, o: Obj, by: string | undefined, score: string) => string> = {
  moved: (_w, o) => (o.convoyed === true ? 'convoyée par mer' : 'avance'),
  bounced: (_w, _o, by, score) => `repoussée par ${by ?? '?'} : ${score}`,
  'stand-off': (_w, _o, by, score) => `statu quo avec ${by ?? '?'} : ${score}`,
  'own-unit': (_w, _o, by) => `délogerait une unité de son camp en ${by ?? '?'}`,
  'no-convoy': (_w) => 'aucune flotte ne l’a convoyée',
  'convoy-disrupted': (_w) => 'convoi rompu (une flotte du convoi a été délogée)',
  held: (_w, o) => `tient (${num(o.strength) ?? '?'})`,
  dislodged: (_w, o, by) => `délogée par l’unité venue de ${by ?? '?'}` + (o.cancelled === true ? ' ; son ordre est annulé' : ''),
  supported: (_w) => 'soutien apporté',
  cut: (_w, _o, by) => `soutien coupé par l’attaque venue de ${by ?? '?'}`,
  'void-support': (_w) => 'l’unité soutenue n’a pas fait ce que dit ce soutien',
  convoyed: (_w) => 'convoi effectué',
  paradox: (_w) => 'paradoxe du convoi : le convoi échoue (règle de Szykman)',
  'void-convoy': (_w) => 'l’armée convoyée n’a pas fait ce mouvement',
  'no-unit': (_w) => 'aucune unité à cet endroit',
  'not-own-unit': (_w) => 'cette unité appartient à une autre puissance',
  'several-orders': (_w) => 'cette unité a reçu plusieurs ordres',
  'unknown-place': (_w) => 'lieu inconnu',
  'not-adjacent': (_w) => 'la destination n’est pas voisine de l’unité',
  siege: (_w) => 'assiège',
  resupplied: (_w, o) => (o.status === 'fails' ? 'le siège échoue : la citadelle a été ravitaillée' : 'ravitaillement effectué'),
  retreated: (_w) => 'retraite effectuée',
  disbanded: (_w) => 'dissoute',
  ordered: (w, o) => `retraite en ${w.place(str(orderOf(o).to))}`,
  'retreat-list': (_w) => 'liste de retraite utilisée',
  'not-dislodged': (_w) => 'inutile : l’unité n’a pas été délogée',
  cancelled: (_w) => 'son ordre a été annulé alors qu’elle semblait devoir retraiter',
  'no-path': (_w) => 'aucun convoi ne l’a transportée',
  // Sieges (`diadoques §9a.21`–`§9a.35`, `diadokhoi §7.3`).
  'first-season': (w, o) => `première saison de siège de ${w.place(citadelOf(o))} réussie`,
  taken: (w, o) => `deuxième saison de siège : ${w.place(citadelOf(o))} tombe`,
  'garrison-holds': (_w) => 'le siège échoue : la garnison du port tient',
  outbesieged: (_w) => 'le siège échoue : un autre assiégeant est plus fort',
  'not-besieged': (_w) => 'personne n’assiège cette citadelle : le ravitaillement est sans effet',
  'own-citadel': (_w) => 'on n’assiège pas sa propre citadelle',
  'not-in-position': (_w) => 'l’unité n’est pas placée pour assiéger ou ravitailler cette citadelle',
  'not-a-citadel': (_w) => 'ce n’est pas une citadelle',
  'not-a-port': (_w) => 'ce n’est pas un port : aucune flotte ne l’assiège',
  'ex-garrison': (_w) => 'sortie d’une citadelle assiégée la saison passée, l’unité ne peut pas ravitailler',
  // Weather (`diadoques ch. 14b`, `§14c`, `diadokhoi §6.2.4`–`§6.2.6`).
  storm: (w, o) => `tempête (${w.place(spaceIn(o))}) : l’ordre ne s’exécute pas`,
  flood: (w, o) => `crue (${w.place(spaceIn(o))}) : l’ordre ne s’exécute pas`,
  blocked: (w, o) => `passage fermé (${w.place(spaceIn(o))}) : l’ordre ne s’exécute pas`,
  // Orders impossible as written (`diadoques §9a.2`, `diadokhoi §6.3.17`).
  unreadable: (_w, _o) => 'ordre illisible',
  'same-space': (_w) => 'une unité ne se déplace ni ne soutient vers sa propre case',
  'cannot-be-convoyed': (_w) => 'seules les armées sont convoyées',
  'no-convoy-route': (_w) => 'aucune chaîne de flottes ne mène là',
  'cannot-reach': (_w) => 'l’unité qui soutient ne pourrait pas elle-même entrer dans cette case',
  'no-target-unit': (_w) => 'aucune unité là où l’ordre le dit',
  'target-cannot-reach': (_w) => 'l’unité soutenue ne peut pas atteindre cette case',
  'cannot-convoy': (_w) => 'seule une flotte en mer convoie',
  'not-on-convoy-route': (_w) => 'cette flotte n’est sur aucune route entre ces lieux',
  forbidden: (_w) => 'ce soutien est interdit',
  'neutral-support': (_w) => 'les unités neutres et rebelles ne soutiennent que les leurs',
  'garrison-to-sea': (_w) => 'une garnison ne soutient pas vers une mer',
  mountain: (_w) => 'pas de soutien par-dessus les montagnes',
  'fleet-on-land': (_w) => 'une flotte n’entre jamais dans une province terrestre',
  'no-fleet-into-port': (_w) => 'une flotte en mer ne devient pas la garnison d’un port',
  'citadel-not-controlled': (_w) => 'on n’entre que dans une citadelle de son camp ; les autres s’assiègent',
  'bad-conversion': (_w) => 'conversion de garnison impossible ici',
  'no-passage': (_w) => 'passage non accordé par son maître',
  'commander-stays': (_w) => 'un commandant ne quitte pas l’unité qu’il mène',
  'no-character': (_w) => 'ce personnage n’est pas sur la carte',
  'not-a-retreat': (_w) => 'seuls des ordres de retraite ou de dissolution sont donnés maintenant',
  'no-such-retreat': (_w) => 'retraite impossible là : la retraite par défaut s’applique',
  'under-way': (_w) => 'contourne l’Arabie : en route',
  noted: (_w) => 'noté',
  pending: (_w) => 'en attente',
};

const orderOf = (o: Obj): Obj => (isObj(o.order) ? o.order : {});
const citadelOf = (o: Obj) => str(orderOf(o).citadel);
/** The space a weather refusal names (`at`, set by the engine), else the unit's. */
const spaceIn = (o: Obj) => str(o.at) ?? str((orderOf(o).unit as Obj | undefined)?.space);

/**
 * Why the adjudicator ignores or voids an order (`o.reason`, with the engine's `message` and
 * `order`), in the reader's language; the validator's `void-order` problems say it too.
 */
export function orderReason(w: Words, o: Obj): string | undefined {
  const score = `${num(o.strength) ?? '?'} contre ${num(o.opposition) ?? '?'}`;
  return REASONS[str(o.reason) ?? '']?.(w, o, str(o.at), score);
}

function orderLine(w: Words, o: Obj): string | undefined {
  const status = str(o.status);
  const text = str(o.text);
  if (!status || !text) return undefined;
  const reason = orderReason(w, o) ?? str(o.message) ?? '';
  const why = status === 'ignored' ? `ignoré${w.colon}${reason}` : status === 'void' ? `sans effet${w.colon}${reason}` : reason;
  return `${w.power(str(o.power))}${w.colon}${MARK[status] ?? ''} ${text} — ${why}`;
}

// ——— Retreats, sieges, control (`diadoques §9a.36`, `§9a.24`, `§11e`) ———

const RETREAT_WHY: Record<string, string> = {
  planned: 'sa liste de retraite',
  default: 'sans ordre : préférences de la règle',
  chosen: 'X : détruite plutôt que d’aller ailleurs',
  'no-room': 'aucune place libre',
  collision: 'collision avec une autre retraite',
  ordered: 'ordre de retraite',
  siege: 'siège',
};

function retreatLine(w: Words, r: Obj): string | undefined {
  const from = str(r.from);
  if (!from || typeof r.destroyed !== 'boolean') return undefined;
  const why = RETREAT_WHY[str(r.reason) ?? ''];
  const unit = `${str(r.type) ?? ''} ${w.place(from)}`.trim();
  const what = r.destroyed ? 'est détruite' : `retraite en ${w.place(str(r.to))}`;
  return `${w.power(str(r.power))}${w.colon}${unit} ${what}${why ? ` (${why})` : ''}`;
}

const SIEGE_FAILS: Record<string, string> = {
  dislodged: 'l’assiégeant est délogé',
  resupplied: 'la citadelle est ravitaillée',
  'garrison-holds': 'la garnison du port tient',
  outbesieged: 'un autre assiégeant est plus fort',
  moved: 'l’assiégeant est parti',
};

function siegeLine(w: Words, g: Obj): string | undefined {
  const citadel = str(g.citadel);
  const result = str(g.result);
  if (!citadel || !result) return undefined;
  const seasons = num(g.seasons) ?? 0;
  const what =
    result === 'fell' ? 'tombe' : result === 'failed' ? `le siège échoue (${SIEGE_FAILS[str(g.reason) ?? ''] ?? str(g.reason) ?? ''})` : `siège en cours, ${seasons} saison${seasons > 1 ? 's' : ''}`;
  return `${w.place(citadel)} (${w.power(str(g.power))})${w.colon}${what}`;
}

function controlLine(w: Words, c: Obj): string | undefined {
  const space = str(c.space);
  if (!space) return undefined;
  return `${w.place(space)}${w.colon}${w.power(str(c.from))} → ${w.power(str(c.to))}`;
}

// ——— Characters (`diadoques ch. 6b`) ———

const CHARACTER: Record<string, string> = {
  moved: 'se déplace',
  captured: 'est capturé(e)',
  escaped: 's’échappe',
  killed: 'est tué(e)',
  freed: 'est libéré(e)',
  withdrew: 'se retire',
  joined: 'rejoint une unité',
  left: 'quitte son unité',
  command: 'prend le commandement',
  stuck: 'reste sur place',
};

function characterLine(w: Words, ch: Obj): string | undefined {
  const id = str(ch.character);
  const what = CHARACTER[str(ch.event) ?? ''];
  if (!id || !what) return undefined;
  const where = str(ch.space) ? ` (${w.place(str(ch.space))})` : '';
  const roll = num(ch.roll) !== undefined ? ` — dé ${num(ch.roll)}` : '';
  return `${w.character(id)} ${what}${where}${roll}`;
}

// ——— The season's event (`diadoques ch. 14`, `diadokhoi §6.2`) ———

function seasonEventLine(w: Words, d: Obj): string | undefined {
  const o = d.outcome;
  if (!isObj(o)) return undefined;
  const list = (x: unknown) => (Array.isArray(x) ? x.map((s) => w.place(String(s))).join(', ') : '');
  switch (o.kind) {
    case 'sea-storm':
      return `Tempête en mer${w.colon}${list(o.seas)}`;
    case 'flood': {
      const rivers = Array.isArray(o.rivers) ? o.rivers.map((r) => mapOf(w.c.ruleset)?.rivers.find((x) => x.id === r)?.names[w.c.lang] ?? String(r)).join(', ') : '';
      return `Crue${w.colon}${rivers}`;
    }
    case 'sand-storm':
      return `Tempête de sable${w.colon}${list(o.spaces)}`;
    case 'snow-storm':
      return `Tempête de neige${w.colon}${list(o.spaces)}`;
    case 'gold':
      return `${o.from === 'carthage' ? 'Carthage' : 'Chandragupta'} accorde ${w.money(num(o.amount))} au maître de ${w.place(str(o.citadel))}`;
    case 'royal-death':
      return `Mort de ${w.character(str(o.character))}`;
    case 'neutral': {
      const def = neutralDef(w.c.ruleset, str(o.id) ?? '');
      return def ? def.names[w.c.lang] : undefined;
    }
    case 'none':
      return `Aucun événement (${reasonLine(o.why, w, w.c.lang) ?? str(o.reason) ?? '?'})`;
    default:
      return undefined;
  }
}


// ——— Play by mail (`diadokhoi §7.11.1`, `§7.11.2`) ———

/** A winter condition as the player wrote it, or as its data says: `si pas contrôle Tyr`. */
function conditionText(w: Words, c: unknown): string {
  if (!isObj(c)) return '?';
  const kind = c.kind === 'unit' ? 'unité' : 'contrôle';
  return `si${c.negated === true ? ' pas' : ''} ${kind} ${w.place(str(c.space))}`;
}

export const MAIL = {
  'winter-condition': (w, d) => {
    const what = str(d.order) ?? conditionText(w, d.condition);
    const given = d.given === true ? 'condition remplie, ordre donné' : 'condition non remplie, ordre écarté';
    return `${w.power(str(d.power))}${w.colon}${`« ${what} »`} — ${given}`;
  },
  'merged-winter': (w, d) => {
    const year = num(d.year) === undefined ? '' : ` ${yearText(num(d.year)!, w.c.lang)}`;
    return `Hiver${year} : joint à l’automne, résolu avec les ordres d’hiver envoyés avec lui.`;
  },
} satisfies Record<string, Line>;

/** Every line of this module by event type. */
export const MILITARY = {
  order: (w, d) => orderLine(w, d),
  retreat: (w, d) => retreatLine(w, d),
  siege: (w, d) => siegeLine(w, d),
  control: (w, d) => controlLine(w, d),
  character: (w, d) => characterLine(w, d),
  event: (w, d) => seasonEventLine(w, d),
  ...MAIL,
} satisfies Record<string, Line>;

// ——— Prompts (`diadoques §8`, `diadokhoi §6.1`) ———

const SEASONS: Record<string, string> = { spring: ' du printemps', summer: ' de l’été', autumn: ' de l’automne', winter: ' de l’hiver' };

/** What a merged autumn asks besides its orders (`diadokhoi §7.11.2`), and the conditions a winter line may carry (`§7.11.1`). */
function mergedWinterText(_w: Words, year: string): string {
  return ` Cette partie joint l’hiver à l’automne (diadokhoi §7.11.2) : après vos ordres d’automne, écrivez une ligne « hiver : » puis vos ordres d’hiver${year} ; rien après « hiver : », pas d’ordres d’hiver. Un ordre d’hiver peut dépendre de la position après l’automne (§7.11.1) : « si contrôle Tyr : construire A Tyr ».`;
}

/**
 * What the pending phase asks of a player, in his language; in the autumn of a game with the
 * option `mergedWinter`, how to send the winter orders with it.
 */
export function promptText(phase: string, when: { year?: number | null; season?: string | null; mergedWinter?: boolean; examples?: readonly string[] }, c: I18nContext): string {
  const w = wordsFor(c);
  const year = typeof when.year === 'number' ? ` ${yearText(when.year, c.lang)}` : '';
  if (phase === 'start') {
    // The player's own purchases when the caller lists them (`purchaseChoices`); else ones the ruleset accepts for
    // Macedonia: diadoques §12.4 (any type, a fleet at the port of Pydna), diadokhoi §5.3.1 (mercenary units only).
    const examples = (when.examples && when.examples.length > 0 ? when.examples : profileOf(c.ruleset).notation.purchaseExamples).join(', ');
    return `Achats de départ${year}, un par ligne : type et lieu (${examples}).`;
  }
  if (phase === 'retreats') return 'Retraite (A CIL CAT) ou dissolution (A CIL disband) de chaque unité délogée.';
  if (phase === 'winter') return `Ordres d’hiver${year}, un par ligne : trésors, entretien ou licenciement, constructions, promotions, dons.`;
  const season = SEASONS[phase.replace(/-orders$/, '')];
  const of = season ?? '';
  const merged = when.mergedWinter === true && phase === 'autumn-orders' ? mergedWinterText(w, year) : '';
  return `Ordres${of}${year}, un par ligne.` + merged;
}
