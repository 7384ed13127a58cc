/** Classic Diplomacy in English: every line a player reads. The French catalog has this one's type. */
import type { Catalog, Fmt, GameCatalog } from '@diadochi/kernel';
import type { IllegalCode, Reason } from '../../core/index.ts';
import type { RetreatReason } from '../../core/retreats.ts';
import type { AdjustmentReason } from '../adjust.ts';
import type { ClassicEvents, ClassicProblems, ClassicPrompts, ClassicResults, OrderWord, UnitWord } from '../words.ts';
import { namer } from './names.ts';

/** A whole catalog of classic Diplomacy: events, problems, prompts, results and names, all required. */
export type ClassicCatalog = GameCatalog<ClassicEvents, ClassicProblems, ClassicPrompts, ClassicResults> & { results: Catalog<ClassicResults> };

const n = namer('en');

/** Why an order is illegal (DATC 4.E.1): its unit holds instead. */
const ILLEGAL: Record<IllegalCode, string> = {
  'no-unit': 'there is no unit there',
  'not-own-unit': 'that unit is not yours',
  'several-orders': 'the unit has several orders',
  'unknown-region': 'unknown place',
  'same-space': 'a unit cannot move, support or convoy into its own province',
  'not-adjacent': 'the destination is not next to the unit (and no convoy could carry it)',
  'cannot-be-convoyed': 'only armies can be convoyed',
  'no-convoy-route': 'no fleets could convoy it there',
  'cannot-reach': 'a unit may only support into a province it could move to',
  'no-target-unit': 'there is no unit to support or convoy there',
  'target-cannot-reach': 'the supported unit cannot move there',
  'cannot-convoy': 'only a fleet at sea can convoy',
  'not-on-convoy-route': 'this fleet is on no convoy route between those provinces',
  forbidden: 'this support is not allowed',
};

const REASON: Record<Exclude<Reason, 'illegal'>, string> = {
  moved: 'moved',
  'no-path': 'no convoy carried it',
  'convoy-disrupted': 'its convoy was disrupted',
  'own-unit': 'it would have dislodged a unit of its own power',
  bounced: 'bounced',
  'stand-off': 'stand-off',
  held: 'held',
  dislodged: 'dislodged',
  supported: 'support given',
  cut: 'support cut',
  'void-support': 'void support (no matching order)',
  convoyed: 'convoyed',
  paradox: 'convoy paradox (Szykman rule): the convoyed army stays',
  'void-convoy': 'void convoy (no matching order)',
};

const RETREAT: Record<RetreatReason, string> = {
  retreated: 'retreated',
  disbanded: 'disbanded',
  'no-order': 'disbanded (no retreat order)',
  'no-such-retreat': 'disbanded (it cannot retreat there)',
  'not-dislodged': 'no retreat: the unit was not dislodged',
  collision: 'disbanded: another unit retreated to the same place',
};

const ADJUST: Record<AdjustmentReason, string> = {
  built: 'built',
  disbanded: 'disbanded',
  'no-builds-due': 'no build is due',
  'no-builds-left': 'no build is left',
  'not-home-centre': 'not a home centre',
  'not-owned': 'the centre is not owned',
  occupied: 'the centre is occupied',
  'cannot-stand': 'that unit cannot stand there',
  'coast-required': 'say which coast',
  'type-required': 'say army or fleet',
  'no-disbands-due': 'no disband is due',
  'no-disbands-left': 'no disband is left',
  'no-unit': 'there is no unit there',
  'not-own-unit': 'that unit is not yours',
};

function order(o: OrderWord, who: string): string {
  switch (o.kind) {
    case 'hold':
      return `${who} holds`;
    case 'move':
      return `${who} → ${n.place(o.to)}${o.viaConvoy ? ' by convoy' : ''}`;
    case 'support':
      return `${who} supports ${n.place(o.target)}${o.to ? ` → ${n.place(o.to)}` : ''}`;
    case 'convoy':
      return `${who} convoys ${n.place(o.from)} → ${n.place(o.to)}`;
  }
}

const adjustUnit = (d: { kind?: UnitWord['kind']; province: string; coast?: string }): string =>
  `${d.kind ? (d.kind === 'fleet' ? 'F ' : 'A ') : ''}${n.place(d.coast ? `${d.province}(${d.coast})` : d.province)}`;

const places = (regions: readonly string[], f: Fmt): string => f.list(regions.map(n.place));

const adjustProblem = (d: { verb: 'build' | 'disband'; province: string }, why: string): string => `This ${d.verb === 'build' ? 'build' : 'disband'} in ${n.place(d.province)} cannot be carried out: ${why}.`;

export const en: ClassicCatalog = {
  events: {
    'order-result': (d, f) => {
      const outcome = [
        d.reason === 'illegal' ? `illegal order, the unit holds: ${ILLEGAL[d.illegal ?? 'forbidden']}` : REASON[d.reason],
        d.by?.length ? `by ${places(d.by, f)}` : '',
        d.strength !== undefined && d.order.kind === 'move' ? `strength ${d.strength}${d.opposition !== undefined ? ` against ${d.opposition}` : ''}` : '',
        d.dislodgedBy ? (d.reason === 'dislodged' ? `from ${n.place(d.dislodgedBy)}` : `dislodged from ${n.place(d.dislodgedBy)}`) : '',
      ].filter(Boolean);
      return `${n.power(d.power)}: ${order(d.order, d.unit ? n.unit(d.unit) : n.place(d.at))}${d.noOrder ? ' (no order)' : ''}: ${outcome.join(', ')}`;
    },
    'retreat-result': (d, f) =>
      `${n.power(d.power)}: ${d.unit ? n.unit(d.unit) : n.place(d.at)}${d.to ? ` → ${n.place(d.to)}` : ''}: ${RETREAT[d.reason]}${d.by?.length ? ` (with ${places(d.by, f)})` : ''}`,
    'adjustment-result': (d) => `${n.power(d.power)}: ${d.verb === 'build' ? 'build' : 'disband'} ${adjustUnit(d)}: ${ADJUST[d.reason]}`,
    'civil-disorder': (d) => `${n.power(d.power)}: ${n.unit(d.unit)} removed in civil disorder`,
    'centre-changed': (d) => `${n.place(d.province)}: centre taken by ${n.power(d.to)}${d.from ? ` from ${n.power(d.from)}` : ''}`,
    'game-over': (d, f) =>
      d.code === 'solo'
        ? `Game over: ${f.list(d.winners.map(n.power))} ${f.plural(d.winners.length, { one: 'holds', other: 'hold' })} ${d.centres} supply centres and ${f.plural(d.winners.length, { one: 'wins', other: 'win' })}.`
        : `Game over: the game stopped after ${d.year}; the powers are ranked by their supply centres.`,
  },
  problems: {
    'bad-options': () => 'The options must be an object.',
    'bad-edition': (d, f) => `The edition must be one of ${f.list(d.editions)}.`,
    'bad-last-year': () => 'The last year must be a year from 1901.',
    'bad-decision': () => 'Send your orders as text, one per line.',
    'not-your-power': (d) => `This order is for ${n.power(d.power)}; you play ${n.power(d.player)}.`,
    'wrong-phase': (d) => `This order is not possible in ${d.phase === 'movement' ? 'a movement' : d.phase === 'retreat' ? 'a retreat' : 'an adjustment'} phase.`,
    'several-orders': (d) => `Another order was already given to the unit in ${n.place(d.province)}.`,
    'coast-required': (d) => `Say which coast of ${n.place(d.province)}: the fleet could reach both.`,
    'not-dislodged': (d) => `You have no dislodged unit in ${n.place(d.province)}.`,
    'no-such-retreat': (d, f) => (d.retreats.length ? `That unit may retreat only to ${places(d.retreats, f)}.` : 'That unit cannot retreat anywhere: disband it.'),
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
    'missing-province': () => 'A province is missing here.',
    'bad-province': (d) => `"${d.text}" is not a province (its name or its abbreviation).`,
    'unknown-province': (d) => `There is no province "${d.province}".`,
    'unknown-coast': (d) => `"${d.coast}" is not a coast (nc, sc, ec or wc).`,
    'missing-arrow': () => 'Expected "->" and a destination here.',
    'order-too-complex': () => 'This order is too complex to read.',
    'internal-error': () => 'The order reader failed on this line.',
    'empty-order': () => 'The order is empty.',
    'unexpected-words': (d) => `Unexpected "${d.text}" at the end of the order.`,
    'bad-order': () => 'Not an order.',
    'missing-action': () => 'What should this unit do? (-> province, hold, supports, convoys)',
    'bad-via': () => 'Expected "via convoy".',
    'unknown-action': (d) => `"${d.text}" is not an order (->, hold, supports, convoys, build, disband).`,
    'decision-too-long': (d, f) => `The orders are ${f.num(d.length)} characters long; at most ${f.num(d.max)} are read.`,
    'too-many-lines': (d) => `At most ${d.max} lines are read.`,
    'line-too-long': (d) => `This line is ${d.length} characters long; at most ${d.max}.`,
    'too-many-words': (d) => `This line has ${d.words} words; at most ${d.max}.`,
    'too-many-problems': (d, f) => `${d.more} more ${f.plural(d.more, { one: 'problem', other: 'problems' })} not shown.`,
    'illegal-no-unit': () => `Illegal order: ${ILLEGAL['no-unit']}.`,
    'illegal-not-own-unit': () => `Illegal order: ${ILLEGAL['not-own-unit']}.`,
    'illegal-several-orders': () => `Illegal order: ${ILLEGAL['several-orders']}.`,
    'illegal-unknown-region': () => `Illegal order: ${ILLEGAL['unknown-region']}.`,
    'illegal-same-space': () => `Illegal order: ${ILLEGAL['same-space']}.`,
    'illegal-not-adjacent': () => `Illegal order: ${ILLEGAL['not-adjacent']}.`,
    'illegal-cannot-be-convoyed': () => `Illegal order: ${ILLEGAL['cannot-be-convoyed']}.`,
    'illegal-no-convoy-route': () => `Illegal order: ${ILLEGAL['no-convoy-route']}.`,
    'illegal-cannot-reach': () => `Illegal order: ${ILLEGAL['cannot-reach']}.`,
    'illegal-no-target-unit': () => `Illegal order: ${ILLEGAL['no-target-unit']}.`,
    'illegal-target-cannot-reach': () => `Illegal order: ${ILLEGAL['target-cannot-reach']}.`,
    'illegal-cannot-convoy': () => `Illegal order: ${ILLEGAL['cannot-convoy']}.`,
    'illegal-not-on-convoy-route': () => `Illegal order: ${ILLEGAL['not-on-convoy-route']}.`,
    'illegal-forbidden': () => `Illegal order: ${ILLEGAL.forbidden}.`,
  },
  prompts: {
    'spring-movement': (d) => `Spring ${d.year}: orders`,
    'spring-retreat': (d) => `Spring ${d.year}: retreats`,
    'fall-movement': (d) => `Fall ${d.year}: orders`,
    'fall-retreat': (d) => `Fall ${d.year}: retreats`,
    'winter-adjustment': (d) => `Winter ${d.year}: builds and disbands`,
  },
  results: {
    solo: (d, f) => `${f.list(d.winners.map(n.power))} ${f.plural(d.winners.length, { one: 'controls', other: 'control' })} ${d.centres} supply centres`,
    'year-limit': (d) => `the game stopped after ${d.year}`,
  },
  names: n.names,
};
