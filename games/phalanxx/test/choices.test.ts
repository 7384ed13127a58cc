/** Rule-listed choices: exactly the legal decisions, each read back into the game's decision it names. */
import { autoplay, createGame, randomBot } from '@diadochi/kernel';
import type { ChoiceDecision } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { decisionKey, legalDecisions, phalanxx } from '../src/index.ts';
import type { Decision } from '../src/index.ts';

describe('choices (issue 14): the legal actions listed by the rules', () => {
  for (const options of [{ players: 4 }, { players: 1, expert: true }]) {
    it(`phalanxx §turn.1: every choice and target validates, and they are exactly the legal decisions (${JSON.stringify(options)})`, () => {
      const created = createGame(phalanxx, { seed: 'choices', options });
      if (!created.ok) throw new Error('create failed');
      let checked = 0;
      autoplay(phalanxx, created.value, {
        bots: randomBot('choices'),
        onStep: (s) => {
          const pending = phalanxx.pending(s.state);
          if (!pending) return;
          const player = pending.players[0]!;
          const fromChoices: string[] = [];
          for (const c of phalanxx.choices!(s.state, player) ?? []) {
            for (const target of c.targets ?? [undefined]) {
              const d: ChoiceDecision = { verb: c.verb, ...(c.subject !== undefined ? { subject: c.subject } : {}), ...(target !== undefined ? { target } : {}) };
              const r = phalanxx.validate(s.state, player, d);
              expect(r.ok, JSON.stringify(d)).toBe(true);
              if (r.ok) fromChoices.push(decisionKey(r.value as Decision));
            }
          }
          expect(fromChoices.sort()).toEqual(legalDecisions(s.state, player).map(decisionKey).sort());
          checked++;
        },
      });
      expect(checked).toBeGreaterThan(50);
    });
  }

  it('a choice naming no offered verb or target is refused where it is wrong', () => {
    const created = createGame(phalanxx, { seed: 'choices', options: { players: 2 } });
    if (!created.ok) throw new Error('create failed');
    const s = created.value.state;
    const player = phalanxx.pending(s)!.players[0]!;
    const r1 = phalanxx.validate(s, player, { verb: 'fly' });
    expect(!r1.ok && r1.error.map((p) => [p.code, p.path])).toEqual([['unknown-choice', ['verb']]]);
    const r2 = phalanxx.validate(s, player, { verb: 'buy', target: 'X99' });
    expect(!r2.ok && r2.error.map((p) => [p.code, p.path])).toEqual([['bad-target', ['target']]]);
  });
});
