/**
 * Rule-listed choices (the kernel's `choices`): what the current player may choose now, as
 * verbs with their subjects and legal targets, grouped from the same predicates as
 * `legalDecisions` — so a user interface lights only these and a bot or the fuzzer picks among
 * them. A choice comes back as a `ChoiceDecision` (`{ verb, subject, target }`), read here into
 * the game's own decision, which is then checked like any other.
 *
 * Words of the targets: a card or region by its id, a rolled die `die0`–`die2`, a grey or
 * personal slot `slot0`–`slot2`, a die placed on a grey slot `die1-slot2`, a value `1`–`6`.
 */
import { err, ok } from '@diadochi/kernel';
import type { Choice, ChoiceDecision, Result } from '@diadochi/kernel';
import type { Decision } from './decisions.ts';
import { legalDecisions } from './legal.ts';
import { px } from './problem.ts';
import type { PhalanxxState } from './types.ts';

const dieRef = (die: number) => `die${die}`;
const slotRef = (slot: number) => `slot${slot}`;
const placement = (die: number, slot: number) => `${dieRef(die)}-${slotRef(slot)}`;

/** The choice a legal decision belongs to, and its target. */
function asChoice(state: PhalanxxState, d: Decision): { verb: string; subject?: string; target?: string } {
  switch (d.do) {
    case 'buy':
      return { verb: d.do, target: state.display[d.slot]! };
    case 'swap-card':
      return { verb: d.do, subject: d.card, target: state.display[d.slot]! };
    case 'fix-die':
    case 'forge':
      return { verb: d.do, subject: dieRef(d.die), target: String(d.value) };
    case 'play':
      return { verb: d.do, subject: d.card, target: placement(d.die, d.slot) };
    case 'conquer':
      return { verb: d.do, subject: placement(d.die, d.slot), target: d.region };
    case 'push':
    case 'income':
      return { verb: d.do, subject: dieRef(d.die), target: slotRef(d.slot) };
    case 'take-meeple':
      return { verb: d.do, target: d.region };
    case 'rotate':
      return { verb: d.do, target: d.card };
    case 'swap-die':
      return { verb: d.do, subject: d.with, target: slotRef(d.slot) };
    default:
      return { verb: d.do };
  }
}

/** What `player` may choose now (null when he has nothing to decide). */
export function choicesOf(state: PhalanxxState, player: string): Choice[] | null {
  const legal = legalDecisions(state, player);
  if (legal.length === 0) return null;
  const byKey = new Map<string, Choice>();
  for (const d of legal) {
    const c = asChoice(state, d);
    const key = `${c.verb}\u0000${c.subject ?? ''}`;
    let choice = byKey.get(key);
    if (!choice) {
      choice = { verb: c.verb, ...(c.subject !== undefined ? { subject: c.subject } : {}) };
      byKey.set(key, choice);
    }
    if (c.target !== undefined) choice.targets = [...(choice.targets ?? []), c.target];
  }
  return [...byKey.values()];
}

const short = (s: unknown) => {
  const t = typeof s === 'string' ? s : JSON.stringify(s) ?? String(s);
  return t.length > 40 ? `${t.slice(0, 39)}…` : t;
};

function index(ref: unknown, word: 'die' | 'slot'): number | null {
  const m = typeof ref === 'string' ? new RegExp(`^${word}([0-2])$`).exec(ref) : null;
  return m ? Number(m[1]) : null;
}

function placed(ref: unknown): { die: number; slot: number } | null {
  const m = typeof ref === 'string' ? /^die([0-2])-slot([0-2])$/.exec(ref) : null;
  return m ? { die: Number(m[1]), slot: Number(m[2]) } : null;
}

/** Reads a `ChoiceDecision` into the game's decision; legality is checked afterwards, as for any decision. */
export function fromChoice(state: PhalanxxState, raw: ChoiceDecision): Result<Decision> {
  const { verb } = raw;
  const bad = (part: 'subject' | 'target') => err([px('bad-target', { verb: short(verb), target: short(raw[part]) }, { path: [part] })]);
  const id = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= 64;
  switch (verb) {
    case 'pass':
    case 'scout':
    case 'scout-buy':
    case 'scout-return':
    case 'keep':
      return ok({ do: verb });
    case 'buy': {
      const slot = id(raw.target) ? state.display.indexOf(raw.target!) : -1;
      return slot < 0 ? bad('target') : ok({ do: 'buy', slot });
    }
    case 'swap-card': {
      const slot = id(raw.target) ? state.display.indexOf(raw.target!) : -1;
      if (!id(raw.subject)) return bad('subject');
      return slot < 0 ? bad('target') : ok({ do: 'swap-card', card: raw.subject!, slot });
    }
    case 'fix-die':
    case 'forge': {
      const die = index(raw.subject, 'die');
      const value = typeof raw.target === 'string' && /^[1-6]$/.test(raw.target) ? Number(raw.target) : null;
      if (die === null) return bad('subject');
      return value === null ? bad('target') : ok({ do: verb, die, value });
    }
    case 'play': {
      const at = placed(raw.target);
      if (!id(raw.subject)) return bad('subject');
      return at ? ok({ do: 'play', ...at, card: raw.subject! }) : bad('target');
    }
    case 'conquer': {
      const at = placed(raw.subject);
      if (!at) return bad('subject');
      return id(raw.target) ? ok({ do: 'conquer', ...at, region: raw.target! }) : bad('target');
    }
    case 'push':
    case 'income': {
      const die = index(raw.subject, 'die');
      const slot = index(raw.target, 'slot');
      if (die === null) return bad('subject');
      return slot === null ? bad('target') : ok({ do: verb, die, slot });
    }
    case 'take-meeple':
      return id(raw.target) ? ok({ do: 'take-meeple', region: raw.target! }) : bad('target');
    case 'rotate':
      return id(raw.target) ? ok({ do: 'rotate', card: raw.target! }) : bad('target');
    case 'swap-die': {
      const slot = index(raw.target, 'slot');
      if (!id(raw.subject)) return bad('subject');
      return slot === null ? bad('target') : ok({ do: 'swap-die', with: raw.subject!, slot });
    }
    default:
      return err([px('unknown-choice', { verb: short(verb) }, { path: ['verb'] })]);
  }
}
