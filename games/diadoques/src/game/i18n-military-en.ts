/**
 * English lines of the military season (`diadoques §9a`, `diadokhoi §6.3`): orders and why they
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
  moved: (_w, o) => (o.convoyed === true ? 'convoyed across the sea' : 'moves'),
  bounced: (_w, _o, by, score) => `bounced by ${by ?? '?'}: ${score}`,
  'stand-off': (_w, _o, by, score) => `stand-off with ${by ?? '?'}: ${score}`,
  'own-unit': (_w, _o, by) => `would dislodge its own side's unit in ${by ?? '?'}`,
  'no-convoy': (_w) => 'no fleet convoyed it',
  'convoy-disrupted': (_w) => 'its convoy was disrupted (a convoying fleet was dislodged)',
  held: (_w, o) => `holds (${num(o.strength) ?? '?'})`,
  dislodged: (_w, o, by) => `dislodged by the unit from ${by ?? '?'}` + (o.cancelled === true ? '; its order is cancelled' : ''),
  supported: (_w) => 'support given',
  cut: (_w, _o, by) => `support cut by the attack from ${by ?? '?'}`,
  'void-support': (_w) => 'the supported unit did not do what this support says',
  convoyed: (_w) => 'convoy carried out',
  paradox: (_w) => 'convoy paradox: the convoy fails (Szykman rule)',
  'void-convoy': (_w) => 'the convoyed army did not make that move',
  'no-unit': (_w) => 'no unit stands there',
  'not-own-unit': (_w) => 'this unit belongs to another power',
  'several-orders': (_w) => 'this unit received several orders',
  'unknown-place': (_w) => 'unknown place',
  'not-adjacent': (_w) => 'the destination is not next to the unit',
  siege: (_w) => 'besieges',
  resupplied: (_w, o) => (o.status === 'fails' ? 'siege fails: the citadel was resupplied' : 'resupplied'),
  retreated: (_w) => 'retreated',
  disbanded: (_w) => 'disbanded',
  ordered: (w, o) => `retreats to ${w.place(str(orderOf(o).to))}`,
  'retreat-list': (_w) => 'retreat list used',
  'not-dislodged': (_w) => 'not needed: the unit was not dislodged',
  cancelled: (_w) => 'its order was cancelled while it seemed it had to retreat',
  'no-path': (_w) => 'no convoy carried it',
  // Sieges (`diadoques §9a.21`–`§9a.35`, `diadokhoi §7.3`).
  'first-season': (w, o) => `first siege season of ${w.place(citadelOf(o))} succeeds`,
  taken: (w, o) => `second siege season: ${w.place(citadelOf(o))} falls`,
  'garrison-holds': (_w) => 'siege fails: the port garrison holds',
  outbesieged: (_w) => 'siege fails: another besieger is stronger',
  'not-besieged': (_w) => 'nobody besieges this citadel: the resupply has no effect',
  'own-citadel': (_w) => 'one does not besiege one’s own citadel',
  'not-in-position': (_w) => 'the unit is not placed to besiege or resupply this citadel',
  'not-a-citadel': (_w) => 'not a citadel',
  'not-a-port': (_w) => 'not a port: no fleet may besiege it',
  'ex-garrison': (_w) => 'it left a besieged citadel last season: it cannot resupply',
  // Weather (`diadoques ch. 14b`, `§14c`, `diadokhoi §6.2.4`–`§6.2.6`).
  storm: (w, o) => `storm (${w.place(spaceIn(o))}): the order is not carried out`,
  flood: (w, o) => `flood (${w.place(spaceIn(o))}): the order is not carried out`,
  blocked: (w, o) => `way closed (${w.place(spaceIn(o))}): the order is not carried out`,
  // Orders impossible as written (`diadoques §9a.2`, `diadokhoi §6.3.17`).
  unreadable: (_w, o) => `unreadable order${str(o.message) ? ` (${str(o.message)})` : ''}`,
  'same-space': (_w) => 'a unit cannot move to, or support into, its own space',
  'cannot-be-convoyed': (_w) => 'only armies are convoyed',
  'no-convoy-route': (_w) => 'no chain of fleets leads there',
  'cannot-reach': (_w) => 'the supporting unit could not itself move into that space',
  'no-target-unit': (_w) => 'no unit stands where the order says',
  'target-cannot-reach': (_w) => 'the supported unit cannot reach that space',
  'cannot-convoy': (_w) => 'only a fleet at sea convoys',
  'not-on-convoy-route': (_w) => 'this fleet is not on any route between those places',
  forbidden: (_w) => 'this support is forbidden',
  'neutral-support': (_w) => 'neutral and rebel units support only their own',
  'garrison-to-sea': (_w) => 'a garrison cannot support into a sea',
  mountain: (_w) => 'no support across the mountains',
  'fleet-on-land': (_w) => 'a fleet never enters a land province',
  'no-fleet-into-port': (_w) => 'a fleet at sea cannot become the garrison of a port citadel',
  'citadel-not-controlled': (_w) => 'a citadel is entered only by its owner; others must besiege it',
  'bad-conversion': (_w) => 'this garrison cannot convert here',
  'no-passage': (_w) => 'no passage granted by its owner',
  'commander-stays': (_w) => 'a commander cannot leave the unit he leads',
  'no-character': (_w) => 'this character is not on the board',
  'not-a-retreat': (_w) => 'only retreat and disband orders are given now',
  'no-such-retreat': (_w) => 'no retreat there: the default retreat applies',
  'under-way': (_w) => 'rounds Arabia: under way',
  noted: (_w) => 'noted',
  pending: (_w) => 'pending',
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
  const score = `${num(o.strength) ?? '?'} against ${num(o.opposition) ?? '?'}`;
  return REASONS[str(o.reason) ?? '']?.(w, o, str(o.at), score);
}

function orderLine(w: Words, o: Obj): string | undefined {
  const status = str(o.status);
  const text = str(o.text);
  if (!status || !text) return undefined;
  const reason = orderReason(w, o) ?? str(o.message) ?? '';
  const why = status === 'ignored' ? `ignored${w.colon}${reason}` : status === 'void' ? `void${w.colon}${reason}` : reason;
  return `${w.power(str(o.power))}${w.colon}${MARK[status] ?? ''} ${text} — ${why}`;
}

// ——— Retreats, sieges, control (`diadoques §9a.36`, `§9a.24`, `§11e`) ———

const RETREAT_WHY: Record<string, string> = {
  planned: 'its retreat list',
  default: 'no order: the rulebook’s preferences',
  chosen: 'X: destroyed rather than go elsewhere',
  'no-room': 'no room',
  collision: 'collision with another retreat',
  ordered: 'retreat order',
  siege: 'siege',
};

function retreatLine(w: Words, r: Obj): string | undefined {
  const from = str(r.from);
  if (!from || typeof r.destroyed !== 'boolean') return undefined;
  const why = RETREAT_WHY[str(r.reason) ?? ''];
  const unit = `${str(r.type) ?? ''} ${w.place(from)}`.trim();
  const what = r.destroyed ? 'is destroyed' : `retreats to ${w.place(str(r.to))}`;
  return `${w.power(str(r.power))}${w.colon}${unit} ${what}${why ? ` (${why})` : ''}`;
}

const SIEGE_FAILS: Record<string, string> = {
  dislodged: 'the besieger is dislodged',
  resupplied: 'the citadel is resupplied',
  'garrison-holds': 'the port garrison holds',
  outbesieged: 'another besieger is stronger',
  moved: 'the besieger left',
};

function siegeLine(w: Words, g: Obj): string | undefined {
  const citadel = str(g.citadel);
  const result = str(g.result);
  if (!citadel || !result) return undefined;
  const seasons = num(g.seasons) ?? 0;
  const what =
    result === 'fell' ? 'falls' : result === 'failed' ? `the siege fails (${SIEGE_FAILS[str(g.reason) ?? ''] ?? str(g.reason) ?? ''})` : `siege goes on, ${seasons} season${seasons > 1 ? 's' : ''}`;
  return `${w.place(citadel)} (${w.power(str(g.power))})${w.colon}${what}`;
}

function controlLine(w: Words, c: Obj): string | undefined {
  const space = str(c.space);
  if (!space) return undefined;
  return `${w.place(space)}${w.colon}${w.power(str(c.from))} → ${w.power(str(c.to))}`;
}

// ——— Characters (`diadoques ch. 6b`) ———

const CHARACTER: Record<string, string> = {
  moved: 'moves',
  captured: 'is captured',
  escaped: 'escapes',
  killed: 'is killed',
  freed: 'is freed',
  withdrew: 'withdraws',
  joined: 'joins a unit',
  left: 'leaves its unit',
  command: 'takes command',
  stuck: 'stays where he is',
};

function characterLine(w: Words, ch: Obj): string | undefined {
  const id = str(ch.character);
  const what = CHARACTER[str(ch.event) ?? ''];
  if (!id || !what) return undefined;
  const where = str(ch.space) ? ` (${w.place(str(ch.space))})` : '';
  const roll = num(ch.roll) !== undefined ? ` — die ${num(ch.roll)}` : '';
  return `${w.character(id)} ${what}${where}${roll}`;
}

// ——— The season's event (`diadoques ch. 14`, `diadokhoi §6.2`) ———

function seasonEventLine(w: Words, d: Obj): string | undefined {
  const o = d.outcome;
  if (!isObj(o)) return undefined;
  const list = (x: unknown) => (Array.isArray(x) ? x.map((s) => w.place(String(s))).join(', ') : '');
  switch (o.kind) {
    case 'sea-storm':
      return `Sea storm${w.colon}${list(o.seas)}`;
    case 'flood': {
      const rivers = Array.isArray(o.rivers) ? o.rivers.map((r) => mapOf(w.c.ruleset)?.rivers.find((x) => x.id === r)?.names[w.c.lang] ?? String(r)).join(', ') : '';
      return `Flood${w.colon}${rivers}`;
    }
    case 'sand-storm':
      return `Sand storm${w.colon}${list(o.spaces)}`;
    case 'snow-storm':
      return `Snow storm${w.colon}${list(o.spaces)}`;
    case 'gold':
      return `${o.from === 'carthage' ? 'Carthage' : 'Chandragupta'} sends ${w.money(num(o.amount))} to the holder of ${w.place(str(o.citadel))}`;
    case 'royal-death':
      return `Death of ${w.character(str(o.character))}`;
    case 'neutral': {
      const def = neutralDef(w.c.ruleset, str(o.id) ?? '');
      return def ? def.names[w.c.lang] : undefined;
    }
    case 'none':
      return `No event (${reasonLine(o.why, w, w.c.lang) ?? str(o.reason) ?? '?'})`;
    default:
      return undefined;
  }
}


// ——— Play by mail (`diadokhoi §7.11.1`, `§7.11.2`) ———

/** A winter condition as the player wrote it, or as its data says: `si pas contrôle Tyr`. */
function conditionText(w: Words, c: unknown): string {
  if (!isObj(c)) return '?';
  const kind = c.kind === 'unit' ? 'unit' : 'control';
  return `if${c.negated === true ? ' not' : ''} ${kind} ${w.place(str(c.space))}`;
}

export const MAIL = {
  'winter-condition': (w, d) => {
    const what = str(d.order) ?? conditionText(w, d.condition);
    const given = d.given === true ? 'condition met, order given' : 'condition not met, order dropped';
    return `${w.power(str(d.power))}${w.colon}${`"${what}"`} — ${given}`;
  },
  'merged-winter': (w, d) => {
    const year = num(d.year) === undefined ? '' : ` ${yearText(num(d.year)!, w.c.lang)}`;
    return `Winter${year}: merged with the autumn, resolved with the winter orders sent with it.`;
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

const SEASONS: Record<string, string> = { spring: 'spring', summer: 'summer', autumn: 'autumn', winter: 'winter' };

/** What a merged autumn asks besides its orders (`diadokhoi §7.11.2`), and the conditions a winter line may carry (`§7.11.1`). */
function mergedWinterText(_w: Words, year: string): string {
  return ` This game merges the winter with the autumn (diadokhoi §7.11.2): after your autumn orders write a line "winter:" and your winter orders${year}; nothing after "winter:" means no winter orders. A winter order may depend on the position after the autumn (§7.11.1): "if control Tyr: build A Tyr".`;
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
    return `Start purchases${year}, one per line: type and place (${examples}).`;
  }
  if (phase === 'retreats') return 'Retreat (A Cil - Cat) or disband (A Cil disband) each dislodged unit.';
  if (phase === 'winter') return `Winter orders${year}, one per line: seize treasures, keep or disband units, build, promote, gifts.`;
  const season = SEASONS[phase.replace(/-orders$/, '')];
  const name = season ? ` ${season}` : '';
  const merged = when.mergedWinter === true && phase === 'autumn-orders' ? mergedWinterText(w, year) : '';
  return `Orders for${name}${year}, one per line.` + merged;
}
