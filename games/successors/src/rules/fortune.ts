/**
 * #45 Fortune on the rolls made inside a procedure (successors 7.3.1; the card: "reroll one die
 * roll of yours just made (any table); the second result stands"). Every table roll a player
 * makes is covered: a battle roll (12.5), a leader loss check (12.10.1, 9.9.2), a naval battle roll
 * (13.5), a siege or submission roll (15.1.2), an attrition roll (12.8, 9.12.1, 13.6.2, and the
 * Epidemic's #4, which is its player's roll), an Unrest roll (7.8.1), the interception and
 * avoidance rolls against an independent army's move (16.1.2) and the roll of an independent
 * reaction (23.3). The players' own interceptions and avoidances have their `fortune` window
 * (rules/actions.ts), the movement roll its place in the `move` step (rules/surprises.ts).
 * Not covered (decisions.md): the elephants' dice (14.1.2, no table: they make a battle strength)
 * and the lots the engine draws (turn order ties 3.1, the executor of 24.1.3, the card of CL.58).
 *
 * Those rolls are made inside procedures that never stop between the roll and its effect. So the
 * engine keeps the state as it was before each decision and the dice that decision rolled; when a
 * player's roll went against him (a battle lost or drawn, a general killed, a siege that did not
 * take the space, attrition that cost CUs, a failed attempt; an Unrest or Epidemic roll always,
 * only its player can judge it), a `fortune-roll` window opens for him — **whether or not he
 * holds #45**, so that it reveals nothing of his hand. Played, the decision is made again from the
 * state before it, every die before that roll the same, that roll new, the opponent's battle roll
 * the same, and every die after it new (what follows from the roll is rolled again). One Fortune
 * a decision.
 *
 * The record (issue 15): the lines of the decision are shown up to the roll a window is about;
 * what followed from it waits in the memo. Passed, the lines go on to the next window's roll, or
 * to the end; played, the rest is dropped, and the record reads: the roll, the card, the new roll
 * and what follows from it, once — the decision made again shows only the lines after the roll
 * made again (those before it, made with the same dice, were shown).
 */
import type { Dice, GameEvent, ResolveContext } from '@diadochi/kernel';
import type { DiceCall, Faction, FortuneKind, FortuneMemo, FortuneOffer, Step, SuccessorsState } from './state.ts';

export type { DiceCall, FortuneKind, FortuneMemo, FortuneOffer };

/**
 * A context whose dice record every call, and replay `script[i]` for call i when it is set
 * (otherwise they roll the real dice). Events are kept, each with the count of calls made before
 * it, and passed on only when the caller says (`show`).
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
  return { ctx: { dice, emit: (e) => void events.push({ at: calls.length, e }) }, calls, events };
}

const isPlayer = (s: SuccessorsState, side: unknown): side is Faction => typeof side === 'string' && s.factions.includes(side);

/**
 * The rolls of a decision that went against a player and that Fortune may make again, each with
 * the event that shows it (`shown`); in turn order, a player's rolls in the order they were made.
 * `decider` made the decision (the Epidemic's roller); `independentMove` says the decision answered
 * an independent army's move (16.1.2), whose interception and avoidance rolls have no other window.
 */
export function fortuneOffers(s: SuccessorsState, calls: DiceCall[], events: { at: number; e: GameEvent }[], decider: Faction, independentMove: boolean): FortuneOffer[] {
  const out: FortuneOffer[] = [];
  const rolled = (at: number, back: number, rule: string) => at >= back && calls[at - back]?.rule === rule;
  events.forEach(({ at, e }, shown) => {
    const d = (e.data ?? {}) as Record<string, unknown>;
    const add = (faction: unknown, call: number, kind: FortuneKind, keep?: number) => {
      if (isPlayer(s, faction)) out.push({ faction, call, kind, shown, ...(keep !== undefined ? { keep } : {}) });
    };
    switch (e.type) {
      case 'battle':
        if (!rolled(at, 1, 'successors 12.5.1') || !rolled(at, 2, 'successors 12.5.1')) break;
        if (d.winner !== d.attacker) add(d.attacker, at - 2, 'battle', at - 1);
        if (d.winner !== d.defender) add(d.defender, at - 1, 'battle');
        break;
      case 'naval-battle': {
        // 13.5: the loser's roll; on a draw the interceptor's (the force sails on, 13.5.2). A mover
        // without fleets scores 0 whatever he rolls: no window for him.
        if (!rolled(at, 1, 'successors 13.5.1') || !rolled(at, 2, 'successors 13.5.1')) break;
        const fleets = d.fleets as number[];
        if (d.winner === d.interceptor && (fleets[0] ?? 0) > 0) add(d.mover, at - 2, 'naval', at - 1);
        if (d.winner !== d.interceptor) add(d.interceptor, at - 1, 'naval');
        break;
      }
      case 'leader-check':
        if (d.dies === true && rolled(at, 1, e.rule ?? '')) add(d.faction, at - 1, 'leader');
        break;
      case 'siege-roll':
        if (rolled(at, 1, 'successors 15.1.2') && Number(d.total) < Number(d.need)) add(d.faction, at - 1, 'siege');
        break;
      case 'attrition':
        if (at < 1 || calls[at - 1]?.kind !== 'roll') break;
        // #4 Epidemic: the roll is its player's, on an enemy army; he alone may judge it.
        if (e.rule === 'successors 12.8.1') add(decider, at - 1, 'epidemic');
        else if (Number(d.lost) > 0) add(d.faction, at - 1, 'attrition');
        break;
      case 'unrest-roll':
        if (rolled(at, 1, 'successors 7.8.1')) add(d.faction, at - 1, 'unrest');
        break;
      case 'independent-reaction':
        if (d.success === false && at >= 1) add(d.faction, at - 1, 'reaction');
        break;
      case 'intercept-attempt':
        if (independentMove && d.success === false && rolled(at, 1, 'successors 10.2.1')) add(d.faction, at - 1, 'intercept');
        break;
      case 'avoid-attempt':
        if (independentMove && d.success === false && rolled(at, 1, 'successors 11.1.1')) add(d.faction, at - 1, 'avoid');
        break;
    }
  });
  return s.order.flatMap((f) => out.filter((o) => o.faction === f));
}

/** Passes on the lines of a decision from `from` to `to` (excluded). */
export function show(ctx: ResolveContext, events: { e: GameEvent }[], from = 0, to = events.length): void {
  for (const x of events.slice(from, to)) ctx.emit(x.e);
}

/**
 * The window of the first offer left, on top of the step the game had reached; the decision's
 * lines are shown up to the roll it is about. None left, the rest of the lines follow.
 */
export function fortuneWindow(s: SuccessorsState, ctx: ResolveContext, back: Step): void {
  const m = s.fortuneRoll;
  const o = m?.offers[0];
  const upto = o ? o.shown + 1 : (m?.lines.length ?? 0);
  if (m && upto > m.shownTo) {
    for (const e of m.lines.slice(m.shownTo, upto)) ctx.emit(e);
    m.shownTo = upto;
  }
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
