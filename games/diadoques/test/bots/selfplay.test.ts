import { autoplay, createGame } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { baselineBot } from '../../src/bots/index.ts';
import { diadokhoi, diadoques } from '../../src/rules/index.ts';
import type { DiadochiState } from '../../src/rules/index.ts';

describe('six baseline bots through the kernel', () => {
  it.each([
    ['diadoques', diadoques],
    ['diadokhoi', diadokhoi],
  ] as const)('diadoques §8.1: %s — six bots play two years of military seasons with no invariant broken and no order refused', (_id, def) => {
    const created = createGame(def, { seed: `bots-${_id}`, options: {} });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const broken: string[] = [];
    const refused: string[] = [];
    const bot = baselineBot('t');
    let state: DiadochiState = created.value.state; // the referee's copy, to check each decision the bot made from its view
    const checked: typeof bot = (input) => {
      const decision = bot(input);
      const v = def.validate(state, input.player, decision);
      if (!v.ok) refused.push(`${input.player} ${state.season} ${state.year}: ${v.error.map((p) => p.message).join('; ')}`);
      return decision;
    };
    const end = autoplay(def, created.value, {
      bots: checked,
      maxSteps: 8,
      onStep: (s) => {
        state = s.state;
        broken.push(...(def.checkInvariants?.(s.state) ?? []));
      },
    });
    expect(broken).toEqual([]);
    expect(refused).toEqual([]);
    expect(end.record.length).toBeGreaterThan(4);
    const moved = end.state.units.some((u) => !created.value.state.units.some((v) => v.id === u.id && v.space === u.space));
    expect(moved).toBe(true);
  });
});
