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
import { SCENARIOS } from '../map/scenarios.ts';
import { neutralDef } from '../neutrals/registry.ts';
import type { RulesetId } from '../rules/state.ts';

export type Lang = 'fr' | 'en';

/** An event as the kernel records it (the fields this module reads). */
export interface EventLike {
  type: string;
  rule?: string;
  text?: string;
  data?: unknown;
}

export interface I18nContext {
  ruleset: RulesetId;
  lang: Lang;
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === 'object' && !Array.isArray(x);
const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);
const num = (x: unknown): number | undefined => (typeof x === 'number' ? x : undefined);

/** The names of one ruleset in one language. */
interface Words {
  c: I18nContext;
  tr(fr: string, en: string): string;
  power(id: string | undefined | null): string;
  character(id: string | undefined): string;
  place(id: string | undefined): string;
  money(amount: number | undefined): string;
  /** `' : '` in French, `': '` in English. */
  colon: string;
}

const nameCache = new Map<RulesetId, { powers: Map<string, { fr: string; en: string }>; characters: Map<string, { fr: string; en: string }> }>();

function namesOf(ruleset: RulesetId) {
  const hit = nameCache.get(ruleset);
  if (hit) return hit;
  const powers = new Map<string, { fr: string; en: string }>();
  const characters = new Map<string, { fr: string; en: string }>();
  for (const sc of SCENARIOS[ruleset]) {
    for (const p of sc.powers) if (!powers.has(p.power)) powers.set(p.power, p.names);
    for (const ch of sc.characters) if (!characters.has(ch.character)) characters.set(ch.character, ch.names);
  }
  const out = { powers, characters };
  nameCache.set(ruleset, out);
  return out;
}

function wordsFor(c: I18nContext): Words {
  const n = namesOf(c.ruleset);
  const map = mapOf(c.ruleset);
  const tr = (fr: string, en: string) => (c.lang === 'fr' ? fr : en);
  return {
    c,
    tr,
    power(id) {
      if (!id) return tr('neutre', 'neutral');
      // A unit for sale is its own neutral power (`diadoques §11b.4`).
      if (id.startsWith('auction:')) return tr('aux enchères', 'for sale');
      return n.powers.get(id)?.[c.lang] ?? neutralDef(c.ruleset, id)?.names[c.lang] ?? id;
    },
    character: (id) => (id ? (n.characters.get(id)?.[c.lang] ?? id) : '?'),
    place(id) {
      if (!id) return '?';
      const [space, coast] = id.split('/');
      const cit = map?.citadels.find((x) => x.id === space);
      const name = cit ? cit.names[c.lang] : space!;
      return coast ? `${name}/${coast}` : name;
    },
    colon: c.lang === 'fr' ? ' : ' : ': ',
    money: (amount) => (c.ruleset === 'diadoques' ? `${amount ?? '?'} T` : `${amount ?? '?'} talents`),
  };
}

// ——— Orders (`diadoques §9a`, `diadokhoi §6.3`) ———

const MARK: Record<string, string> = { succeeds: '✓', fails: '✗', void: '·', ignored: '✗' };

/** `by X` or `from X` in the engine's sentence: the only place the space is named. */
const whoIn = (message: string) => /(?:by|with|from|in) (?:the unit from )?([^\s:;,()]+)/.exec(message)?.[1];

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
  resupplied: (w) => w.tr('ravitaillement effectué', 'resupplied'),
  retreated: (w) => w.tr('retraite effectuée', 'retreated'),
  disbanded: (w) => w.tr('dissoute', 'disbanded'),
};

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
};

function retreatLine(w: Words, r: Obj): string | undefined {
  const from = str(r.from);
  if (!from || typeof r.destroyed !== 'boolean') return undefined;
  const why = RETREAT_WHY[str(r.reason) ?? ''];
  const unit = `${str(r.type) ?? ''} ${w.place(from)}`.trim();
  const what = r.destroyed ? w.tr('est détruite', 'is destroyed') : w.tr(`retraite en ${w.place(str(r.to))}`, `retreats to ${w.place(str(r.to))}`);
  return `${w.power(str(r.power))}${w.colon}${unit} ${what}${why ? ` (${w.tr(...why)})` : ''}`;
}

function siegeLine(w: Words, g: Obj): string | undefined {
  const citadel = str(g.citadel);
  const result = str(g.result);
  if (!citadel || !result) return undefined;
  const seasons = num(g.seasons) ?? 0;
  const what =
    result === 'fell' ? w.tr('tombe', 'falls') : result === 'failed' ? w.tr(`le siège échoue (${str(g.reason) ?? ''})`, `the siege fails (${str(g.reason) ?? ''})`) : w.tr(`siège en cours, ${seasons} saison${seasons > 1 ? 's' : ''}`, `siege goes on, ${seasons} season${seasons > 1 ? 's' : ''}`);
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
      return `${w.tr('Aucun événement', 'No event')} (${NO_EVENT[str(o.reason) ?? ''] ? w.tr(...NO_EVENT[str(o.reason)!]!) : (str(o.reason) ?? '')})`;
    default:
      return undefined;
  }
}

const NO_EVENT: Record<string, [string, string]> = { winter: ['hiver', 'winter'], 'first turn': ['premier tour', 'first turn'] };

// ——— Money and winter (`diadoques ch. 10`, `diadokhoi §5`) ———

/** The engine's sentence names the power first (`cassandre builds …`), when the data does not. */
const lead = (text: string | undefined) => (text ? /^([a-z][a-z-]*)\b/.exec(text)?.[1] : undefined);
/** `… of cassandre is disbanded`. */
const ofWhom = (text: string | undefined) => (text ? / of ([a-z][a-z-]*) /.exec(text)?.[1] : undefined);

type Line = (w: Words, d: Obj, e: EventLike) => string | undefined;

const LINES: Record<string, Line> = {
  order: (w, d) => orderLine(w, d),
  retreat: (w, d) => retreatLine(w, d),
  siege: (w, d) => siegeLine(w, d),
  control: (w, d) => controlLine(w, d),
  character: (w, d) => characterLine(w, d),
  event: (w, d) => seasonEventLine(w, d),
  money: (w, d) => `${w.power(str(d.power))}${w.colon}${(num(d.amount) ?? 0) >= 0 ? '+' : ''}${w.money(num(d.amount))} (${str(d.reason) ?? ''})`,
  income: (w, d) => w.tr(`${w.power(str(d.power))} perçoit ${w.money((num(d.total) ?? 0) - (num(d.treasures) ?? 0))} de tribut.`, `${w.power(str(d.power))} collects ${w.money((num(d.total) ?? 0) - (num(d.treasures) ?? 0))} of tribute.`),
  upkeep: (w, d) => w.tr(`${w.power(str(d.power))} paie ${w.money(num(d.paid))} d’entretien.`, `${w.power(str(d.power))} pays ${w.money(num(d.paid))} of upkeep.`),
  built: (w, d, e) => w.tr(`${w.power(lead(e.text))} construit ${str(d.type)} en ${w.place(str(d.space))} (${w.money(num(d.cost))}).`, `${w.power(lead(e.text))} builds ${str(d.type)} in ${w.place(str(d.space))} (${w.money(num(d.cost))}).`),
  disbanded: (w, d, e) => w.tr(`${str(d.type)} ${w.place(str(d.space))} de ${w.power(ofWhom(e.text))} est licenciée${d.voluntary === false ? ' (faute d’argent ou de place)' : ''}.`, `${str(d.type)} ${w.place(str(d.space))} of ${w.power(ofWhom(e.text))} is disbanded${d.voluntary === false ? ' (no money or room)' : ''}.`),
  'disband-fee': (w, d, e) => w.tr(`${w.power(lead(e.text))} paie ${w.money(num(d.paid))} de frais de licenciement.`, `${w.power(lead(e.text))} pays ${w.money(num(d.paid))} to disband.`),
  promoted: (w, d) => w.tr(`Promotion : ${str(d.from)} → ${str(d.to)} (${w.money(num(d.cost))}).`, `Promotion: ${str(d.from)} → ${str(d.to)} (${w.money(num(d.cost))}).`),
  'unit-degraded': (w, d) => w.tr(`Dégradation : ${str(d.from)} → ${str(d.to)}.`, `Downgraded: ${str(d.from)} → ${str(d.to)}.`),
  'treasure-seized': (w, d) => w.tr(`${w.power(str(d.power))} saisit le trésor de ${w.place(str(d.citadel))} (${w.money(num(d.amount))}).`, `${w.power(str(d.power))} seizes the treasure of ${w.place(str(d.citadel))} (${w.money(num(d.amount))}).`),
  'gold-gift': (w, d) => (str(d.from) && str(d.to) ? w.tr(`${w.power(str(d.from))} donne ${w.money(num(d.amount))} à ${w.power(str(d.to))}${d.announced ? ' (annoncé)' : ' (secret)'}.`, `${w.power(str(d.from))} gives ${w.money(num(d.amount))} to ${w.power(str(d.to))}${d.announced ? ' (announced)' : ' (secret)'}.`) : undefined),
  'counter-corruption': (w, d) => w.tr(`${w.power(str(d.power))} paie ${w.money(num(d.amount))} de contre-corruption.`, `${w.power(str(d.power))} pays ${w.money(num(d.amount))} of counter-corruption.`),
  corruption: (w, d) => (str(d.unit) ? w.tr(`Une unité de ${w.power(str(d.from))} passe à ${w.power(str(d.to))} (corruption).`, `A unit of ${w.power(str(d.from))} goes over to ${w.power(str(d.to))} (bribe).`) : w.tr(`${w.character(str(d.target))} est gagné(e) par ${w.power(str(d.power))}.`, `${w.character(str(d.target))} is won over by ${w.power(str(d.power))}.`)),
  'corruption-failed': (w) => w.tr('La corruption échoue ; l’argent est dépensé.', 'The bribe fails; the money is spent.'),
  'bribe-tie': (w) => w.tr('Pots-de-vin égaux : aucun n’est validé.', 'Equal highest bribes: none is validated.'),
  'bribe-outbid': (w, d) => w.tr(`Le pot-de-vin de ${w.power(str(d.power))} est surenchéri.`, `The bribe of ${w.power(str(d.power))} is outbid.`),
  'auction-sold': (w, d) => w.tr(`${w.power(str(d.buyer))} achète l’unité aux enchères pour ${w.money(num(d.pays))}.`, `${w.power(str(d.buyer))} buys the unit at auction for ${w.money(num(d.pays))}.`),
  'auction-lot': (w, d) => w.tr(`${str(d.type)} ${w.place(str(d.space))} de ${w.power(str(d.formerOwner))} passe aux enchères à partir de ${w.money(num(d.price))}.`, `${str(d.type)} ${w.place(str(d.space))} of ${w.power(str(d.formerOwner))} goes up for auction from ${w.money(num(d.price))}.`),
  passage: (w, d) => w.tr(`${w.power(str(d.power))} accorde le passage à ${w.power(str(d.to))}.`, `${w.power(str(d.power))} grants passage to ${w.power(str(d.to))}.`),
  command: (w, d) => w.tr(`${w.character(str(d.character))} prend le commandement d’une unité.`, `${w.character(str(d.character))} takes command of a unit.`),
  dissociated: (w, d) => w.tr(`${w.character(str(d.character))} quitte son unité.`, `${w.character(str(d.character))} leaves his unit.`),
  'character-killed': (w, d) => w.tr(`${w.character(str(d.character))} meurt.`, `${w.character(str(d.character))} dies.`),
  eliminated: (w, d) => w.tr(`${w.power(str(d.power))} est éliminé.`, `${w.power(str(d.power))} is eliminated.`),
  prestige: (w, d) => `${w.power(str(d.power))}${w.colon}${(num(d.pp) ?? 0) >= 0 ? '+' : ''}${num(d.pp) ?? '?'} PP`,
};

/**
 * One result-sheet line in the reader's language, from the event's data; the engine's own
 * text when the type or the data is unknown here.
 */
export function eventText(e: EventLike, c: I18nContext): string {
  const line = LINES[e.type];
  if (line && isObj(e.data)) {
    try {
      const out = line(wordsFor(c), e.data, e);
      if (out) return out;
    } catch {
      // unexpected data: the engine's sentence
    }
  }
  return e.text ?? e.type;
}

// ——— Prompts (`diadoques §8`, `diadokhoi §6.1`) ———

const SEASONS: Record<string, [string, string]> = { spring: ['printemps', 'spring'], summer: ['été', 'summer'], autumn: ['automne', 'autumn'], winter: ['hiver', 'winter'] };

/** A year as the rulebooks write it: `319 av. J.-C.`, `319 BC`. */
export function yearText(year: number, lang: Lang): string {
  return year < 0 ? `${-year} ${lang === 'fr' ? 'av. J.-C.' : 'BC'}` : String(year);
}

/** What the pending phase asks of a player, in his language. */
export function promptText(phase: string, when: { year?: number | null; season?: string | null }, c: I18nContext): string {
  const w = wordsFor(c);
  const year = typeof when.year === 'number' ? ` ${yearText(when.year, c.lang)}` : '';
  if (phase === 'start') return w.tr(`Achats de départ${year}, un par ligne : type et lieu (A MAC, Ae MAC, F Pella).`, `Start purchases${year}, one per line: type and place (A Mac, Ae Mac, F Pella).`);
  if (phase === 'retreats') return w.tr('Retraite (A CIL CAT) ou dissolution (A CIL disband) de chaque unité délogée.', 'Retreat (A Cil - Cat) or disband (A Cil disband) each dislodged unit.');
  if (phase === 'winter') return w.tr(`Ordres d’hiver${year}, un par ligne : trésors, entretien ou licenciement, constructions, promotions, dons.`, `Winter orders${year}, one per line: seize treasures, keep or disband units, build, promote, gifts.`);
  const season = SEASONS[phase.replace(/-orders$/, '')];
  const name = season ? ` ${w.tr(...season)}` : '';
  const of = season ? ({ spring: ' du printemps', summer: ' de l’été', autumn: ' de l’automne', winter: ' de l’hiver' } as Record<string, string>)[phase.replace(/-orders$/, '')]! : '';
  return w.tr(`Ordres${of}${year}, un par ligne.`, `Orders for${name}${year}, one per line.`);
}
