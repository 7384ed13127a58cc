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
    if (refused) {
      const out: Verdict = { status: 'ignored', reason: refused.reason, message: refused.message, rule: refused.rule };
      if (refused.at) out.at = refused.at;
      return out;
    }
    const [reason, message] = ILLEGAL[r.illegal ?? 'forbidden'];
    return { status: 'ignored', reason, message, rule: R(ILLEGAL_RULE[r.illegal ?? 'forbidden'] ?? 'orders') };
  }
  const by = r.by?.join(', ');
  // Issue 22: each verdict built field by field, not as a literal of spreads (about a microsecond
  // each in Node 20, for every order of every season); the fields and their order are those of
  // `{ status, reason, message, rule, ...(convoyed), ...(at), strength, ...(opposition) }`.
  const v = (status: Status, reason: string, message: string, rule: string, at?: string): Verdict => {
    const out: Verdict = { status, reason, message, rule };
    if (at) out.at = at;
    out.strength = r.strength;
    if (r.opposition !== undefined) out.opposition = r.opposition;
    return out;
  };
  switch (r.reason) {
    case 'moved': {
      const out: Verdict = { status: 'succeeds', reason: 'moved', message: r.convoyed ? 'convoyed across the sea' : 'moves', rule: R(r.convoyed ? 'convoy' : 'move') };
      if (r.convoyed) out.convoyed = true;
      out.strength = r.strength;
      if (r.opposition !== undefined) out.opposition = r.opposition;
      return out;
    }
    case 'bounced':
      return v('fails', 'bounced', `bounced by ${by ?? '?'}: ${fmt(r.strength)} against ${fmt(r.opposition)}`, R(r.strength === r.opposition ? 'standoff' : 'strength'), by);
    case 'stand-off':
      return v('fails', 'stand-off', `stand-off with ${by ?? '?'}: ${fmt(r.strength)} against ${fmt(r.opposition)}`, R(r.strength === r.opposition ? 'standoff' : 'strength'), by);
    case 'own-unit':
      return v('fails', 'own-unit', `would dislodge its own side's unit in ${by ?? '?'}`, R('own'), by);
    case 'no-path':
      return v('fails', 'no-convoy', 'no fleet convoyed it', R('convoy'));
    case 'convoy-disrupted':
      return v('fails', 'convoy-disrupted', 'its convoy was disrupted (a convoying fleet was dislodged)', R('convoyCut'));
    case 'held':
      return v('succeeds', 'held', `holds (${fmt(r.strength)})`, R('hold'));
    case 'dislodged':
      return v('fails', 'dislodged', `dislodged by the unit from ${r.dislodgedBy ?? '?'}`, R('dislodged'), r.dislodgedBy);
    case 'supported':
      return v('succeeds', 'supported', 'support given', R('support'));
    case 'cut':
      return v('fails', 'cut', `support cut by the attack from ${r.cutBy ?? by ?? '?'}`, R('cut'), r.cutBy ?? by);
    case 'void-support':
      return v('void', 'void-support', 'the supported unit did not do what this support says', R('support'));
    case 'convoyed':
      return v('succeeds', 'convoyed', 'convoy carried out', R('convoy'));
    case 'paradox':
      return v('fails', 'paradox', 'convoy paradox: the convoy fails (Szykman rule)', R('convoyCut'));
    case 'void-convoy':
      return v('void', 'void-convoy', 'the convoyed army did not make that move', R('convoy'));
    default:
      return v('fails', r.reason, r.reason, R('orders'));
  }
}
