/**
 * The game's words in the reader's language: each emitted event (`{ type, rule, text, data }`)
 * and each pending phase's prompt, in French or English, read from the event's structured
 * `data` — so that a French interface shows French result sheets for the English-worded
 * diadokhoi engine, and an English one English sheets for Les Diadoques. What this module does
 * not know is shown as the engine wrote it (`text`). Pure: no I/O, no state.
 *
 * Places are written as orders write them (`diadoques §9a.4`: provinces and seas by their
 * abbreviation, citadels by name), powers and characters by their names in the language.
 */
import { mapOf } from '../map/index.ts';
import { neutralDef } from '../neutrals/registry.ts';
import { POLITICS } from './i18n-politics.ts';
import { WORLD } from './i18n-world.ts';
import { elide, isObj, num, str, wordsFor } from './i18n-words.ts';
import type { EventLike, I18nContext, Lang, Line, Obj, Words } from './i18n-words.ts';
import { profileOf } from '../rulebook/index.ts';

export type { EventLike, I18nContext, Lang } from './i18n-words.ts';

// ——— Orders (`diadoques §9a`, `diadokhoi §6.3`) ———

const MARK: Record<string, string> = { succeeds: '✓', fails: '✗', void: '·', ignored: '✗' };

/** `by X` or `from X` in the engine's sentence: the only place the space is named. */
const whoIn = (message: string) => [...message.matchAll(/(?:by|with|from|in) (?:the unit from )?([^\s:;,()]+)/g)].map((m) => m[1]).find((x) => x !== 'the');

const REASONS: Record<string, (w: Words, o: Obj, by: string | undefined, score: string) => string> = {
  moved: (w, o) => (o.message === 'convoyed across the sea' ? w.tr('convoyée par mer', 'convoyed across the sea') : w.tr('avance', 'moves')),
  bounced: (w, _o, by, score) => w.tr(`repoussée par ${by ?? '?'} : ${score}`, `bounced by ${by ?? '?'}: ${score}`),
  'stand-off': (w, _o, by, score) => w.tr(`statu quo avec ${by ?? '?'} : ${score}`, `stand-off with ${by ?? '?'}: ${score}`),
  'own-unit': (w, _o, by) => w.tr(`délogerait une unité de son camp en ${by ?? '?'}`, `would dislodge its own side's unit in ${by ?? '?'}`),
  'no-convoy': (w) => w.tr('aucune flotte ne l’a convoyée', 'no fleet convoyed it'),
  'convoy-disrupted': (w) => w.tr('convoi rompu (une flotte du convoi a été délogée)', 'its convoy was disrupted (a convoying fleet was dislodged)'),
  held: (w, o) => w.tr(`tient (${num(o.strength) ?? '?'})`, `holds (${num(o.strength) ?? '?'})`),
  dislodged: (w, o, by) => w.tr(`délogée par l’unité venue de ${by ?? '?'}`, `dislodged by the unit from ${by ?? '?'}`) + (/cancelled/.test(str(o.message) ?? '') ? w.tr(' ; son ordre est annulé', '; its order is cancelled') : ''),
  supported: (w) => w.tr('soutien apporté', 'support given'),
  cut: (w, _o, by) => w.tr(`soutien coupé par l’attaque venue de ${by ?? '?'}`, `support cut by the attack from ${by ?? '?'}`),
  'void-support': (w) => w.tr('l’unité soutenue n’a pas fait ce que dit ce soutien', 'the supported unit did not do what this support says'),
  convoyed: (w) => w.tr('convoi effectué', 'convoy carried out'),
  paradox: (w) => w.tr('paradoxe du convoi : le convoi échoue (règle de Szykman)', 'convoy paradox: the convoy fails (Szykman rule)'),
  'void-convoy': (w) => w.tr('l’armée convoyée n’a pas fait ce mouvement', 'the convoyed army did not make that move'),
  'no-unit': (w) => w.tr('aucune unité à cet endroit', 'no unit stands there'),
  'not-own-unit': (w) => w.tr('cette unité appartient à une autre puissance', 'this unit belongs to another power'),
  'several-orders': (w) => w.tr('cette unité a reçu plusieurs ordres', 'this unit received several orders'),
  'unknown-place': (w) => w.tr('lieu inconnu', 'unknown place'),
  'not-adjacent': (w) => w.tr('la destination n’est pas voisine de l’unité', 'the destination is not next to the unit'),
  siege: (w) => w.tr('assiège', 'besieges'),
  resupplied: (w, o) => (o.status === 'fails' ? w.tr('le siège échoue : la citadelle a été ravitaillée', 'siege fails: the citadel was resupplied') : w.tr('ravitaillement effectué', 'resupplied')),
  retreated: (w) => w.tr('retraite effectuée', 'retreated'),
  disbanded: (w) => w.tr('dissoute', 'disbanded'),
  ordered: (w, o) => w.tr(`retraite en ${w.place(str(orderOf(o).to))}`, `retreats to ${w.place(str(orderOf(o).to))}`),
  'retreat-list': (w) => w.tr('liste de retraite utilisée', 'retreat list used'),
  'not-dislodged': (w) => w.tr('inutile : l’unité n’a pas été délogée', 'not needed: the unit was not dislodged'),
  cancelled: (w) => w.tr('son ordre a été annulé alors qu’elle semblait devoir retraiter', 'its order was cancelled while it seemed it had to retreat'),
  'no-path': (w) => w.tr('aucun convoi ne l’a transportée', 'no convoy carried it'),
  // Sieges (`diadoques §9a.21`–`§9a.35`, `diadokhoi §7.3`).
  'first-season': (w, o) => w.tr(`première saison de siège de ${w.place(citadelOf(o))} réussie`, `first siege season of ${w.place(citadelOf(o))} succeeds`),
  taken: (w, o) => w.tr(`deuxième saison de siège : ${w.place(citadelOf(o))} tombe`, `second siege season: ${w.place(citadelOf(o))} falls`),
  'garrison-holds': (w) => w.tr('le siège échoue : la garnison du port tient', 'siege fails: the port garrison holds'),
  outbesieged: (w) => w.tr('le siège échoue : un autre assiégeant est plus fort', 'siege fails: another besieger is stronger'),
  'not-besieged': (w) => w.tr('personne n’assiège cette citadelle : le ravitaillement est sans effet', 'nobody besieges this citadel: the resupply has no effect'),
  'own-citadel': (w) => w.tr('on n’assiège pas sa propre citadelle', 'one does not besiege one’s own citadel'),
  'not-in-position': (w) => w.tr('l’unité n’est pas placée pour assiéger ou ravitailler cette citadelle', 'the unit is not placed to besiege or resupply this citadel'),
  'not-a-citadel': (w) => w.tr('ce n’est pas une citadelle', 'not a citadel'),
  'not-a-port': (w) => w.tr('ce n’est pas un port : aucune flotte ne l’assiège', 'not a port: no fleet may besiege it'),
  'ex-garrison': (w) => w.tr('sortie d’une citadelle assiégée la saison passée, l’unité ne peut pas ravitailler', 'it left a besieged citadel last season: it cannot resupply'),
  // Weather (`diadoques ch. 14b`, `§14c`, `diadokhoi §6.2.4`–`§6.2.6`).
  storm: (w, o) => w.tr(`tempête (${w.place(spaceIn(o))}) : l’ordre ne s’exécute pas`, `storm (${w.place(spaceIn(o))}): the order is not carried out`),
  flood: (w, o) => w.tr(`crue (${w.place(spaceIn(o))}) : l’ordre ne s’exécute pas`, `flood (${w.place(spaceIn(o))}): the order is not carried out`),
  blocked: (w, o) => w.tr(`passage fermé (${w.place(spaceIn(o))}) : l’ordre ne s’exécute pas`, `way closed (${w.place(spaceIn(o))}): the order is not carried out`),
  // Orders impossible as written (`diadoques §9a.2`, `diadokhoi §6.3.17`).
  unreadable: (w, o) => w.tr('ordre illisible', `unreadable order${str(o.message) ? ` (${str(o.message)})` : ''}`),
  'same-space': (w) => w.tr('une unité ne se déplace ni ne soutient vers sa propre case', 'a unit cannot move to, or support into, its own space'),
  'cannot-be-convoyed': (w) => w.tr('seules les armées sont convoyées', 'only armies are convoyed'),
  'no-convoy-route': (w) => w.tr('aucune chaîne de flottes ne mène là', 'no chain of fleets leads there'),
  'cannot-reach': (w) => w.tr('l’unité qui soutient ne pourrait pas elle-même entrer dans cette case', 'the supporting unit could not itself move into that space'),
  'no-target-unit': (w) => w.tr('aucune unité là où l’ordre le dit', 'no unit stands where the order says'),
  'target-cannot-reach': (w) => w.tr('l’unité soutenue ne peut pas atteindre cette case', 'the supported unit cannot reach that space'),
  'cannot-convoy': (w) => w.tr('seule une flotte en mer convoie', 'only a fleet at sea convoys'),
  'not-on-convoy-route': (w) => w.tr('cette flotte n’est sur aucune route entre ces lieux', 'this fleet is not on any route between those places'),
  forbidden: (w) => w.tr('ce soutien est interdit', 'this support is forbidden'),
  'neutral-support': (w) => w.tr('les unités neutres et rebelles ne soutiennent que les leurs', 'neutral and rebel units support only their own'),
  'garrison-to-sea': (w) => w.tr('une garnison ne soutient pas vers une mer', 'a garrison cannot support into a sea'),
  mountain: (w) => w.tr('pas de soutien par-dessus les montagnes', 'no support across the mountains'),
  'fleet-on-land': (w) => w.tr('une flotte n’entre jamais dans une province terrestre', 'a fleet never enters a land province'),
  'no-fleet-into-port': (w) => w.tr('une flotte en mer ne devient pas la garnison d’un port', 'a fleet at sea cannot become the garrison of a port citadel'),
  'citadel-not-controlled': (w) => w.tr('on n’entre que dans une citadelle de son camp ; les autres s’assiègent', 'a citadel is entered only by its owner; others must besiege it'),
  'bad-conversion': (w) => w.tr('conversion de garnison impossible ici', 'this garrison cannot convert here'),
  'no-passage': (w) => w.tr('passage non accordé par son maître', 'no passage granted by its owner'),
  'commander-stays': (w) => w.tr('un commandant ne quitte pas l’unité qu’il mène', 'a commander cannot leave the unit he leads'),
  'no-character': (w) => w.tr('ce personnage n’est pas sur la carte', 'this character is not on the board'),
  'not-a-retreat': (w) => w.tr('seuls des ordres de retraite ou de dissolution sont donnés maintenant', 'only retreat and disband orders are given now'),
  'no-such-retreat': (w) => w.tr('retraite impossible là : la retraite par défaut s’applique', 'no retreat there: the default retreat applies'),
  'under-way': (w) => w.tr('contourne l’Arabie : en route', 'rounds Arabia: under way'),
  noted: (w) => w.tr('noté', 'noted'),
  pending: (w) => w.tr('en attente', 'pending'),
};

const orderOf = (o: Obj): Obj => (isObj(o.order) ? o.order : {});
const citadelOf = (o: Obj) => str(orderOf(o).citadel) ?? /of (\S+?)(?: succeeds|$)|: (\S+) falls/.exec(str(o.message) ?? '')?.slice(1).find(Boolean);
/** The space a weather refusal names (`EPI is hit by a storm`, `SCY cannot be entered`), else the unit's. */
const spaceIn = (o: Obj) => /^(\S+) (?:is hit|cannot be entered)/.exec(str(o.message) ?? '')?.[1] ?? /crosses (\S+),/.exec(str(o.message) ?? '')?.[1] ?? str((orderOf(o).unit as Obj | undefined)?.space);

/**
 * Why the adjudicator ignores or voids an order (`o.reason`, with the engine's `message` and
 * `order`), in the reader's language; the validator's `void-order` problems say it too.
 */
export function orderReason(w: Words, o: Obj): string | undefined {
  const message = str(o.message) ?? '';
  const score = `${num(o.strength) ?? '?'} ${w.tr('contre', 'against')} ${num(o.opposition) ?? '?'}`;
  return REASONS[str(o.reason) ?? '']?.(w, o, whoIn(message), score);
}

function orderLine(w: Words, o: Obj): string | undefined {
  const status = str(o.status);
  const text = str(o.text);
  if (!status || !text) return undefined;
  const message = str(o.message) ?? '';
  const score = `${num(o.strength) ?? '?'} ${w.tr('contre', 'against')} ${num(o.opposition) ?? '?'}`;
  const reason = REASONS[str(o.reason) ?? '']?.(w, o, whoIn(message), score) ?? message;
  const why = status === 'ignored' ? `${w.tr('ignoré', 'ignored')}${w.colon}${reason}` : status === 'void' ? `${w.tr('sans effet', 'void')}${w.colon}${reason}` : reason;
  return `${w.power(str(o.power))}${w.colon}${MARK[status] ?? ''} ${text} — ${why}`;
}

// ——— Retreats, sieges, control (`diadoques §9a.36`, `§9a.24`, `§11e`) ———

const RETREAT_WHY: Record<string, [string, string]> = {
  planned: ['sa liste de retraite', 'its retreat list'],
  default: ['sans ordre : préférences de la règle', 'no order: the rulebook’s preferences'],
  chosen: ['X : détruite plutôt que d’aller ailleurs', 'X: destroyed rather than go elsewhere'],
  'no-room': ['aucune place libre', 'no room'],
  collision: ['collision avec une autre retraite', 'collision with another retreat'],
  ordered: ['ordre de retraite', 'retreat order'],
  siege: ['siège', 'siege'],
};

function retreatLine(w: Words, r: Obj): string | undefined {
  const from = str(r.from);
  if (!from || typeof r.destroyed !== 'boolean') return undefined;
  const why = RETREAT_WHY[str(r.reason) ?? ''];
  const unit = `${str(r.type) ?? ''} ${w.place(from)}`.trim();
  const what = r.destroyed ? w.tr('est détruite', 'is destroyed') : w.tr(`retraite en ${w.place(str(r.to))}`, `retreats to ${w.place(str(r.to))}`);
  return `${w.power(str(r.power))}${w.colon}${unit} ${what}${why ? ` (${w.tr(...why)})` : ''}`;
}

const SIEGE_FAILS: Record<string, [string, string]> = {
  dislodged: ['l’assiégeant est délogé', 'the besieger is dislodged'],
  resupplied: ['la citadelle est ravitaillée', 'the citadel is resupplied'],
  'garrison-holds': ['la garnison du port tient', 'the port garrison holds'],
  outbesieged: ['un autre assiégeant est plus fort', 'another besieger is stronger'],
  moved: ['l’assiégeant est parti', 'the besieger left'],
};

function siegeLine(w: Words, g: Obj): string | undefined {
  const citadel = str(g.citadel);
  const result = str(g.result);
  if (!citadel || !result) return undefined;
  const seasons = num(g.seasons) ?? 0;
  const what =
    result === 'fell' ? w.tr('tombe', 'falls') : result === 'failed' ? w.tr(`le siège échoue (${w.tr(...(SIEGE_FAILS[str(g.reason) ?? ''] ?? [str(g.reason) ?? '', '']))})`, `the siege fails (${w.tr(...(SIEGE_FAILS[str(g.reason) ?? ''] ?? ['', str(g.reason) ?? '']))})`) : w.tr(`siège en cours, ${seasons} saison${seasons > 1 ? 's' : ''}`, `siege goes on, ${seasons} season${seasons > 1 ? 's' : ''}`);
  return `${w.place(citadel)} (${w.power(str(g.power))})${w.colon}${what}`;
}

function controlLine(w: Words, c: Obj): string | undefined {
  const space = str(c.space);
  if (!space) return undefined;
  return `${w.place(space)}${w.colon}${w.power(str(c.from))} → ${w.power(str(c.to))}`;
}

// ——— Characters (`diadoques ch. 6b`) ———

const CHARACTER: Record<string, [string, string]> = {
  moved: ['se déplace', 'moves'],
  captured: ['est capturé(e)', 'is captured'],
  escaped: ['s’échappe', 'escapes'],
  killed: ['est tué(e)', 'is killed'],
  freed: ['est libéré(e)', 'is freed'],
  withdrew: ['se retire', 'withdraws'],
  joined: ['rejoint une unité', 'joins a unit'],
  left: ['quitte son unité', 'leaves its unit'],
  command: ['prend le commandement', 'takes command'],
  stuck: ['reste sur place', 'stays where he is'],
};

function characterLine(w: Words, ch: Obj): string | undefined {
  const id = str(ch.character);
  const what = CHARACTER[str(ch.event) ?? ''];
  if (!id || !what) return undefined;
  const where = str(ch.space) ? ` (${w.place(str(ch.space))})` : '';
  const roll = num(ch.roll) !== undefined ? ` — ${w.tr('dé', 'die')} ${num(ch.roll)}` : '';
  return `${w.character(id)} ${w.tr(...what)}${where}${roll}`;
}

// ——— The season's event (`diadoques ch. 14`, `diadokhoi §6.2`) ———

function seasonEventLine(w: Words, d: Obj): string | undefined {
  const o = d.outcome;
  if (!isObj(o)) return undefined;
  const list = (x: unknown) => (Array.isArray(x) ? x.map((s) => w.place(String(s))).join(', ') : '');
  switch (o.kind) {
    case 'sea-storm':
      return `${w.tr('Tempête en mer', 'Sea storm')}${w.colon}${list(o.seas)}`;
    case 'flood': {
      const rivers = Array.isArray(o.rivers) ? o.rivers.map((r) => mapOf(w.c.ruleset)?.rivers.find((x) => x.id === r)?.names[w.c.lang] ?? String(r)).join(', ') : '';
      return `${w.tr('Crue', 'Flood')}${w.colon}${rivers}`;
    }
    case 'sand-storm':
      return `${w.tr('Tempête de sable', 'Sand storm')}${w.colon}${list(o.spaces)}`;
    case 'snow-storm':
      return `${w.tr('Tempête de neige', 'Snow storm')}${w.colon}${list(o.spaces)}`;
    case 'gold':
      return w.tr(`${o.from === 'carthage' ? 'Carthage' : 'Chandragupta'} accorde ${w.money(num(o.amount))} au maître de ${w.place(str(o.citadel))}`, `${o.from === 'carthage' ? 'Carthage' : 'Chandragupta'} sends ${w.money(num(o.amount))} to the holder of ${w.place(str(o.citadel))}`);
    case 'royal-death':
      return `${w.tr('Mort de', 'Death of')} ${w.character(str(o.character))}`;
    case 'neutral': {
      const def = neutralDef(w.c.ruleset, str(o.id) ?? '');
      return def ? def.names[w.c.lang] : undefined;
    }
    case 'none':
      return `${w.tr('Aucun événement', 'No event')} (${noEventWhy(w, str(o.reason) ?? '')})`;
    default:
      return undefined;
  }
}

const NO_EVENT: Record<string, [string, string]> = { winter: ['hiver', 'winter'], 'first turn': ['premier tour', 'first turn'], 'not drawn (event: none)': ['pas tiré', 'not drawn'] };

/** Why a drawn event cannot apply (`diadoques §14.1`, `diadokhoi §6.2.2`), from the engine's words. */
function noEventWhy(w: Words, reason: string): string {
  const known = NO_EVENT[reason];
  if (known) return w.tr(...known);
  const m = /^(?:nobody holds (\S+)|(\S+) is already dead|(\S+) is not in this game)$/.exec(reason);
  if (m?.[1]) return w.tr(`personne ne tient ${w.place(m[1])}`, `nobody holds ${w.place(m[1])}`);
  if (m?.[2]) return w.tr(`${w.character(m[2])} est déjà mort(e)`, `${w.character(m[2])} is already dead`);
  if (m?.[3]) return w.tr(`${w.character(m[3])} n’est pas dans cette partie`, `${w.character(m[3])} is not in this game`);
  return reason;
}

// ——— Play by mail (`diadokhoi §7.11.1`, `§7.11.2`) ———

/** A winter condition as the player wrote it, or as its data says: `si pas contrôle Tyr`. */
function conditionText(w: Words, c: unknown): string {
  if (!isObj(c)) return '?';
  const kind = c.kind === 'unit' ? w.tr('unité', 'unit') : w.tr('contrôle', 'control');
  return `${w.tr('si', 'if')}${c.negated === true ? w.tr(' pas', ' not') : ''} ${kind} ${w.place(str(c.space))}`;
}

const MAIL: Record<string, Line> = {
  'winter-condition': (w, d) => {
    const what = str(d.order) ?? conditionText(w, d.condition);
    const given = d.given === true ? w.tr('condition remplie, ordre donné', 'condition met, order given') : w.tr('condition non remplie, ordre écarté', 'condition not met, order dropped');
    return `${w.power(str(d.power))}${w.colon}${w.tr(`« ${what} »`, `"${what}"`)} — ${given}`;
  },
  'merged-winter': (w, d) => {
    const year = num(d.year) === undefined ? '' : ` ${yearText(num(d.year)!, w.c.lang)}`;
    return w.tr(`Hiver${year} : joint à l’automne, résolu avec les ordres d’hiver envoyés avec lui.`, `Winter${year}: merged with the autumn, resolved with the winter orders sent with it.`);
  },
};

const LINES: Record<string, Line> = {
  order: (w, d) => orderLine(w, d),
  retreat: (w, d) => retreatLine(w, d),
  siege: (w, d) => siegeLine(w, d),
  control: (w, d) => controlLine(w, d),
  character: (w, d) => characterLine(w, d),
  event: (w, d) => seasonEventLine(w, d),
  ...POLITICS,
  ...WORLD,
  ...MAIL,
};

/**
 * One result-sheet line in the reader's language from the event's data; `undefined` when the
 * type or the data is unknown here (then the engine's own text is what can be shown).
 */
export function eventLine(e: EventLike, c: I18nContext): string | undefined {
  const line = LINES[e.type];
  // Some events say everything by their type (`dynasties`): no data is an empty record.
  const data = e.data === undefined ? {} : e.data;
  if (!line || !isObj(data)) return undefined;
  try {
    const text = line(wordsFor(c), data, e) || undefined;
    return text && c.lang === 'fr' ? elide(text) : text;
  } catch {
    // unexpected data: the engine's sentence
    return undefined;
  }
}

/** The event types this module writes in both languages. */
export const TRANSLATED_TYPES: readonly string[] = Object.keys(LINES);

/**
 * One result-sheet line in the reader's language, from the event's data; the engine's own
 * text when the type or the data is unknown here.
 */
export function eventText(e: EventLike, c: I18nContext): string {
  return eventLine(e, c) ?? e.text ?? e.type;
}

// ——— Prompts (`diadoques §8`, `diadokhoi §6.1`) ———

const SEASONS: Record<string, [string, string]> = { spring: ['printemps', 'spring'], summer: ['été', 'summer'], autumn: ['automne', 'autumn'], winter: ['hiver', 'winter'] };

/** A year as the rulebooks write it: `319 av. J.-C.`, `319 BC`. */
export function yearText(year: number, lang: Lang): string {
  return year < 0 ? `${-year} ${lang === 'fr' ? 'av. J.-C.' : 'BC'}` : String(year);
}

/** What a merged autumn asks besides its orders (`diadokhoi §7.11.2`), and the conditions a winter line may carry (`§7.11.1`). */
function mergedWinterText(w: Words, year: string): string {
  return w.tr(
    ` Cette partie joint l’hiver à l’automne (diadokhoi §7.11.2) : après vos ordres d’automne, écrivez une ligne « hiver : » puis vos ordres d’hiver${year} ; rien après « hiver : », pas d’ordres d’hiver. Un ordre d’hiver peut dépendre de la position après l’automne (§7.11.1) : « si contrôle Tyr : construire A Tyr ».`,
    ` This game merges the winter with the autumn (diadokhoi §7.11.2): after your autumn orders write a line "winter:" and your winter orders${year}; nothing after "winter:" means no winter orders. A winter order may depend on the position after the autumn (§7.11.1): "if control Tyr: build A Tyr".`,
  );
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
    return w.tr(`Achats de départ${year}, un par ligne : type et lieu (${examples}).`, `Start purchases${year}, one per line: type and place (${examples}).`);
  }
  if (phase === 'retreats') return w.tr('Retraite (A CIL CAT) ou dissolution (A CIL disband) de chaque unité délogée.', 'Retreat (A Cil - Cat) or disband (A Cil disband) each dislodged unit.');
  if (phase === 'winter') return w.tr(`Ordres d’hiver${year}, un par ligne : trésors, entretien ou licenciement, constructions, promotions, dons.`, `Winter orders${year}, one per line: seize treasures, keep or disband units, build, promote, gifts.`);
  const season = SEASONS[phase.replace(/-orders$/, '')];
  const name = season ? ` ${w.tr(...season)}` : '';
  const of = season ? ({ spring: ' du printemps', summer: ' de l’été', autumn: ' de l’automne', winter: ' de l’hiver' } as Record<string, string>)[phase.replace(/-orders$/, '')]! : '';
  const merged = when.mergedWinter === true && phase === 'autumn-orders' ? mergedWinterText(w, year) : '';
  return w.tr(`Ordres${of}${year}, un par ligne.`, `Orders for${name}${year}, one per line.`) + merged;
}
