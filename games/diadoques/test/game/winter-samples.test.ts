/**
 * The winter's `legalDecisions` (issue 14 item 4): whole winter decisions composed from the
 * rule-listed choices (`diadoques §10`, `diadokhoi §5.3`), so the fuzzer and the random bot
 * play builds, promotions and disbands. On seeded bot positions: the samples are more than the
 * empty order, they touch several verbs, and each one resolved alone is carried out by the
 * winter without an order ignored.
 */
import { autoplay, createGame, Dice, digest, rngFromSeed } from '@diadochi/kernel';
import type { GameDefinition, GameEvent, GameSession } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { baselineBot, diadokhoi, diadoques } from '../../src/game/index.ts';
import type { WholeState } from '../../src/game/index.ts';

type Def = GameDefinition<WholeState>;
const RULESETS = [
  ['diadoques', diadoques as unknown as Def, /^(licencier|promouvoir|construire|dégrader|don) /m],
  ['diadokhoi', diadokhoi as unknown as Def, /^(disband|promote|build|downgrade|gift) /m],
] as const;

function firstWinter(def: Def, seed: string): GameSession<WholeState> {
  const created = createGame(def, { seed, options: {} });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  let found: GameSession<WholeState> | undefined;
  autoplay(def, created.value, { bots: baselineBot(seed), maxSteps: 40, onStep: (s) => void (found ??= s.state.phase === 'winter' ? s : undefined) });
  if (!found) throw new Error('no winter reached');
  return found;
}

describe.each(RULESETS)('%s winter samples', (ruleset, def, acting) => {
  it(`${ruleset === 'diadoques' ? 'diadoques §10' : 'diadokhoi §5.3'}: listed winters are carried out as written, and they act`, () => {
    const s = firstWinter(def, `samples-${ruleset}`).state;
    const players = def.pending(s)!.players;
    let actingSamples = 0;
    for (const player of players) {
      // A look leaves the state as it was: the fuzzer's replay check found listing a winter
      // wrote an empty table into it (economy/costs.ts specialUnits).
      const before = digest(s);
      const samples = (def.legalDecisions!(s, player) ?? []) as { orders: string }[];
      def.choices!(s, player);
      expect(digest(s)).toBe(before);
      expect(samples.length).toBeGreaterThan(2);
      for (const { orders } of samples) {
        if (acting.test(orders)) actingSamples++;
        const events: GameEvent[] = [];
        const decisions = Object.fromEntries(players.map((p) => [p, { orders: p === player ? orders : '' }]));
        def.resolve(structuredClone(s), decisions, { dice: new Dice(rngFromSeed('samples')), emit: (e) => events.push(e) });
        expect(events.filter((e) => e.type === 'order-ignored').map((e) => `${player}: ${orders.split('\n').at(-1)} — ${e.text ?? ''}`)).toEqual([]);
      }
    }
    expect(actingSamples).toBeGreaterThan(players.length);
  });
});
