/**
 * Every faction's VP at once (`allVictoryPoints`, 20.4) is `victoryPoints` for each. Every faction's legitimacy at once (`allLegitimacy`, query.ts; issue 19: L2's leaves and the
 * victory check from turn 2 ask for all four) is `legitimacy` (successors 17.2) for each faction,
 * at every step of random games that run through royals taken, generals dispersed and killed,
 * Macedonia changing hands and Champions lost (17.5), and on positions edited to reach the rarer
 * terms: Pella (17.4.3), a tomb (17.4.5), condemnation (17.2.6).
 */
import { describe, expect, it } from 'vitest';
import { autoplay, randomBot } from '@diadochi/kernel';
import { RULES } from '../src/game.ts';
import { allLegitimacy, allVictoryPoints, legitimacy, provinceControllers, victoryPoints } from '../src/rules/query.ts';
import type { SuccessorsState } from '../src/rules/state.ts';
import { def, start } from './bots-fixtures.ts';

const each = (s: SuccessorsState) => Object.fromEntries(s.factions.map((f) => [f, legitimacy(RULES, s, f)]));

describe('allLegitimacy (17.2)', () => {
  it('equals legitimacy for every faction at every step of random games', () => {
    let checked = 0;
    let positive = 0;
    for (const seed of ['lp-a', 'lp-b']) {
      autoplay(def, start(seed, 5), {
        bots: randomBot(seed),
        maxSteps: 700,
        onStep: (session) => {
          const s = session.state;
          const all = allLegitimacy(RULES, s);
          expect(all).toEqual(each(s));
          const vps = Object.fromEntries(s.factions.map((f) => [f, victoryPoints(RULES, s, f)]));
          expect(allVictoryPoints(RULES, s)).toEqual(vps);
          expect(allVictoryPoints(RULES, s, provinceControllers(RULES, s))).toEqual(vps);
          checked++;
          if (Object.values(all).some((x) => x > 0)) positive++;
        },
      });
    }
    expect(checked).toBeGreaterThan(1000);
    expect(positive).toBeGreaterThan(100);
  });

  it('counts Pella, a tomb and condemnation as legitimacy does', () => {
    const s = structuredClone(start('lp-edit', 5).state);
    const [a, b, c] = s.factions;
    const body = Object.keys(s.royals).find((id) => RULES.royal.get(id)?.kind === 'body')!;
    const city = Object.keys(s.control).find((id) => s.control[id]!.by === b)!;
    s.royals[body] = { ...s.royals[body]!, buried: city };
    s.condemned[c!] = 2;
    expect(allLegitimacy(RULES, s)).toEqual(each(s));
    expect(allLegitimacy(RULES, s)[b!]).toBe(legitimacy(RULES, s, b!));
    s.pella = a!;
    expect(allLegitimacy(RULES, s)).toEqual(each(s));
    s.condemned[c!] = 99;
    expect(allLegitimacy(RULES, s)[c!]).toBe(0);
  });
});
