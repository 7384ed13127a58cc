/**
 * #45 Fortune on the rolls made inside a procedure (successors 7.3.1; the card: "reroll one die
 * roll of yours just made (any table); the second result stands"): a battle roll (12.5), a siege
 * or submission roll (15.1.2) and an attrition roll (12.8, 9.12.1, 13.6.2).
 *
 * Those rolls are made inside procedures that never stop between the roll and its effect. So the
 * engine keeps the state as it was before each decision and the dice that decision rolled; when a
 * player's roll of those kinds went against him (a battle lost or drawn, a siege that did not take
 * the space, attrition that cost CUs), a `fortune-roll` window opens for him — **whether or not he
 * holds #45**, so that it reveals nothing of his hand (as the interception and avoidance windows
 * of `decisions.md`). Played, the decision is made again from the state before it, every die
 * before that roll the same, that roll new, the opponent's battle roll the same, and every die
 * after it new (what follows from the roll is rolled again). One Fortune a decision; the record
 * keeps the first roll's lines, then the card and the new lines.
 */
import type { Dice, GameEvent, ResolveContext } from '@diadochi/kernel';
import type { DiceCall, Faction, FortuneMemo, FortuneOffer, Step, SuccessorsState } from './state.ts';

export type { DiceCall, FortuneMemo, FortuneOffer };

/**
 * A context whose dice record every call, and replay `script[i]` for call i when it is set
 * (otherwise they roll the real dice). Events are passed on and noted with the call count.
 */
export function recordingContext(ctx: ResolveContext, script: (DiceCall | null)[] = []): { ctx: ResolveContext; calls: DiceCall[]; events: { at: number; e: GameEvent }[] } {
  const calls: DiceCall[] = [];
  const events: { at: number; e: GameEvent }[] = [];
  const real = ctx.dice;
  const next = (kind: DiceCall['kind'], rule: string | undefined, fresh: () => number[]): number[] => {
    const sc = script[calls.length];
    const result = sc && sc.kind === kind ? [...sc.result] : fresh();
    calls.push({ kind, ...(rule !== undefined ? { rule } : {}), result });
    return result;
  };
  const dice = {
    get rolls() {
      return real.rolls;
    },
    get state() {
      return real.state;
    },
    get forcedRemaining() {
      return real.forcedRemaining;
    },
    roll: (count: number, sides: number, rule?: string) => next('roll', rule, () => real.roll(count, sides, rule)),
    sum: (count: number, sides: number, rule?: string) => next('roll', rule, () => real.roll(count, sides, rule)).reduce((a, b) => a + b, 0),
    d6: (rule?: string) => next('roll', rule, () => real.roll(1, 6, rule))[0]!,
    pick: <T>(items: readonly T[], what: string, rule?: string): T => {
      const [i] = next('pick', rule, () => [items.indexOf(real.pick(items, what, rule))]);
      return items[i!]!;
    },
    shuffle: <T>(items: readonly T[], what: string, rule?: string): T[] => {
      const order = next('shuffle', rule, () => {
        const out = real.shuffle(items.map((_, i) => i), what, rule);
        return out;
      });
      return order.map((i) => items[i]!);
    },
  } as unknown as Dice;
  return { ctx: { dice, emit: (e) => { events.push({ at: calls.length, e }); ctx.emit(e); } }, calls, events };
}

const isPlayer = (s: SuccessorsState, side: unknown): side is Faction => typeof side === 'string' && s.factions.includes(side);

/** The rolls of a decision that went against a player and that Fortune may make again (first one a player). */
export function fortuneOffers(s: SuccessorsState, calls: DiceCall[], events: { at: number; e: GameEvent }[]): FortuneOffer[] {
  const out: FortuneOffer[] = [];
  const add = (o: FortuneOffer) => {
    if (!out.some((x) => x.faction === o.faction)) out.push(o);
  };
  for (const { at, e } of events) {
    const d = (e.data ?? {}) as Record<string, unknown>;
    if (e.type === 'battle' && at >= 2 && calls[at - 1]?.rule === 'successors 12.5.1' && calls[at - 2]?.rule === 'successors 12.5.1') {
      const winner = d.winner ?? null;
      if (isPlayer(s, d.attacker) && winner !== d.attacker) add({ faction: d.attacker, call: at - 2, keep: at - 1, kind: 'battle' });
      if (isPlayer(s, d.defender) && winner !== d.defender) add({ faction: d.defender, call: at - 1, kind: 'battle' });
    } else if (e.type === 'siege-roll' && at >= 1 && calls[at - 1]?.rule === 'successors 15.1.2' && isPlayer(s, d.faction) && Number(d.total) < Number(d.need)) {
      add({ faction: d.faction, call: at - 1, kind: 'siege' });
    } else if (e.type === 'attrition' && at >= 1 && calls[at - 1]?.kind === 'roll' && isPlayer(s, d.faction) && Number(d.lost) > 0) {
      add({ faction: d.faction, call: at - 1, kind: 'attrition' });
    }
  }
  return s.order.flatMap((f) => out.filter((o) => o.faction === f));
}

/** The window of the first offer left, on top of the step the game had reached. */
export function fortuneWindow(s: SuccessorsState, back: Step): void {
  const o = s.fortuneRoll?.offers[0];
  if (!o) {
    delete s.fortuneRoll;
    s.step = back;
    return;
  }
  s.step = { k: 'fortune-roll', who: o.faction, kind: o.kind, back };
}

/** The dice of the decision made again: the same before the roll (and the opponent's battle roll), new from it on. */
export function rerollScript(m: FortuneMemo, o: FortuneOffer): (DiceCall | null)[] {
  return m.calls.map((c, i) => (i < o.call || i === o.keep ? c : null));
}
