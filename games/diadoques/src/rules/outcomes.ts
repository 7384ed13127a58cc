/**
 * The adjudication core's verdict on each order, in the referee's words and with the rule
 * paragraph that decides it (`diadoques §9a`, `diadokhoi §6.3`).
 */
import type { IllegalCode, OrderResult } from '../core/index.ts';
import type { RulesetId } from './state.ts';
import type { Status } from './report.ts';
import { decodeRefusal } from './movement.ts';
import { profileOf } from '../rulebook/index.ts';
import type { VerdictRules } from '../rulebook/index.ts';

export interface Verdict {
  status: Status;
  reason: string;
  message: string;
  /** The space the reason names (see `OrderOutcome.at`). */
  at?: string;
  convoyed?: boolean;
  rule: string;
  strength?: number;
  opposition?: number;
}


/** The rule id of a verdict (`move`, `strength`, …) in the ruleset's profile; any other text is returned as it is. */
export const ruleOf = (ruleset: RulesetId, what: keyof VerdictRules | string): string => {
  const verdicts = profileOf(ruleset).verdicts;
  return Object.hasOwn(verdicts, what) ? verdicts[what as keyof VerdictRules] : what;
};

const fmt = (n: number | undefined) => (n === undefined ? '?' : Number.isInteger(n) ? String(n) : n.toFixed(1));

const ILLEGAL: Record<IllegalCode, [string, string]> = {
  'no-unit': ['no-unit', 'No unit stands there.'],
  'not-own-unit': ['not-own-unit', 'This unit belongs to another power.'],
  'several-orders': ['several-orders', 'This unit received several orders.'],
  'unknown-region': ['unknown-place', 'Unknown place.'],
  'same-space': ['same-space', 'A unit cannot move to, or support into, its own space.'],
  'not-adjacent': ['not-adjacent', 'The destination is not next to the unit.'],
  'cannot-be-convoyed': ['cannot-be-convoyed', 'Only armies are convoyed.'],
  'no-convoy-route': ['no-convoy-route', 'No chain of fleets leads there.'],
  'cannot-reach': ['cannot-reach', 'The supporting unit could not itself move into that space.'],
  'no-target-unit': ['no-target-unit', 'No unit stands where the order says.'],
  'target-cannot-reach': ['target-cannot-reach', 'The supported unit cannot reach that space.'],
  'cannot-convoy': ['cannot-convoy', 'Only a fleet at sea convoys.'],
  'not-on-convoy-route': ['not-on-convoy-route', 'This fleet is not on any route between those places.'],
  forbidden: ['forbidden', 'This support is forbidden.'],
};

const ILLEGAL_RULE: Partial<Record<IllegalCode, string>> = {
  'not-adjacent': 'adjacent',
  'no-convoy-route': 'convoy',
  'cannot-be-convoyed': 'convoy',
  'cannot-convoy': 'convoy',
  'not-on-convoy-route': 'convoy',
  'cannot-reach': 'support',
  'target-cannot-reach': 'support',
  'no-target-unit': 'support',
};

/** The verdict of one order from the core's result. */
export function verdictOf(ruleset: RulesetId, r: OrderResult): Verdict {
  const R = (w: string) => ruleOf(ruleset, w);
  if (r.reason === 'illegal') {
    const refused = r.illegal === 'forbidden' ? decodeRefusal(r.detail) : undefined;
    if (refused) return { status: 'ignored', reason: refused.reason, message: refused.message, rule: refused.rule, ...(refused.at ? { at: refused.at } : {}) };
    const [reason, message] = ILLEGAL[r.illegal ?? 'forbidden'];
    return { status: 'ignored', reason, message, rule: R(ILLEGAL_RULE[r.illegal ?? 'forbidden'] ?? 'orders') };
  }
  const s = { strength: r.strength, ...(r.opposition !== undefined ? { opposition: r.opposition } : {}) };
  const by = r.by?.join(', ');
  const at = (x: string | undefined) => (x ? { at: x } : {});
  switch (r.reason) {
    case 'moved':
      return { status: 'succeeds', reason: 'moved', message: r.convoyed ? 'convoyed across the sea' : 'moves', rule: R(r.convoyed ? 'convoy' : 'move'), ...(r.convoyed ? { convoyed: true } : {}), ...s };
    case 'bounced':
      return { status: 'fails', reason: 'bounced', message: `bounced by ${by ?? '?'}: ${fmt(r.strength)} against ${fmt(r.opposition)}`, rule: R(r.strength === r.opposition ? 'standoff' : 'strength'), ...at(by), ...s };
    case 'stand-off':
      return { status: 'fails', reason: 'stand-off', message: `stand-off with ${by ?? '?'}: ${fmt(r.strength)} against ${fmt(r.opposition)}`, rule: R(r.strength === r.opposition ? 'standoff' : 'strength'), ...at(by), ...s };
    case 'own-unit':
      return { status: 'fails', reason: 'own-unit', message: `would dislodge its own side's unit in ${by ?? '?'}`, rule: R('own'), ...at(by), ...s };
    case 'no-path':
      return { status: 'fails', reason: 'no-convoy', message: 'no fleet convoyed it', rule: R('convoy'), ...s };
    case 'convoy-disrupted':
      return { status: 'fails', reason: 'convoy-disrupted', message: 'its convoy was disrupted (a convoying fleet was dislodged)', rule: R('convoyCut'), ...s };
    case 'held':
      return { status: 'succeeds', reason: 'held', message: `holds (${fmt(r.strength)})`, rule: R('hold'), ...s };
    case 'dislodged':
      return { status: 'fails', reason: 'dislodged', message: `dislodged by the unit from ${r.dislodgedBy ?? '?'}`, rule: R('dislodged'), ...at(r.dislodgedBy), ...s };
    case 'supported':
      return { status: 'succeeds', reason: 'supported', message: 'support given', rule: R('support'), ...s };
    case 'cut':
      return { status: 'fails', reason: 'cut', message: `support cut by the attack from ${r.cutBy ?? by ?? '?'}`, rule: R('cut'), ...at(r.cutBy ?? by), ...s };
    case 'void-support':
      return { status: 'void', reason: 'void-support', message: 'the supported unit did not do what this support says', rule: R('support'), ...s };
    case 'convoyed':
      return { status: 'succeeds', reason: 'convoyed', message: 'convoy carried out', rule: R('convoy'), ...s };
    case 'paradox':
      return { status: 'fails', reason: 'paradox', message: 'convoy paradox: the convoy fails (Szykman rule)', rule: R('convoyCut'), ...s };
    case 'void-convoy':
      return { status: 'void', reason: 'void-convoy', message: 'the convoyed army did not make that move', rule: R('convoy'), ...s };
    default:
      return { status: 'fails', reason: r.reason, message: r.reason, rule: R('orders'), ...s };
  }
}
