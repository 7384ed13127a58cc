import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { askBot, autoplay, botInput, createGame, digest, randomBot, submit, waitingOn } from '../src/index.ts';
import type { Bot, BotInput, GameSession } from '../src/index.ts';
import { tribute } from './tiny-game.ts';
import type { TributeState } from './tiny-game.ts';

function start(seed: string, players = 3): GameSession<TributeState> {
  const r = createGame(tribute, { seed, options: { players, rounds: 3 } });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** The secrets `player` must not learn now: the other hands (which hold the bids not yet resolved) and the seed. */
function secretsHiddenFrom(s: GameSession<TributeState>, player: string): string[] {
  const cards = Object.entries(s.state.hands).filter(([p]) => p !== player).flatMap(([, hand]) => hand.map((c) => JSON.stringify(c.id)));
  return [...cards, JSON.stringify(s.seed)];
}

describe('bots see a view, never the session', () => {
  it('property: every bot input holds the player\'s view, pending decision and legal decisions — no other hand, bid or the seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.nat(), (players, seed) => {
        let s = start(`bots-${seed}`, players);
        const bot = randomBot(String(seed));
        let asked = 0;
        for (let guard = 0; guard < 100; guard++) {
          const { pending, missing } = waitingOn(tribute, s);
          if (!pending) break;
          const player = missing[0]!;
          const input = botInput(tribute, s, player);
          expect(Object.keys(input).sort()).toEqual(['legal', 'pending', 'player', 'step', 'view']);
          expect(input.view).toEqual(tribute.view(s.state, player));
          expect(input.legal).toEqual(tribute.legalDecisions!(s.state, player));
          const seen = JSON.stringify(input);
          const state = JSON.stringify(s);
          for (const secret of secretsHiddenFrom(s, player)) {
            expect(state).toContain(secret); // the secret exists in the session…
            expect(seen).not.toContain(secret); // …and the bot is not told it
          }
          const r = submit(tribute, s, player, bot(input));
          if (!r.ok) throw new Error(JSON.stringify(r.error));
          s = r.value.session;
          asked++;
        }
        expect(tribute.result(s.state)).not.toBeNull();
        expect(asked).toBeGreaterThan(players * 3);
      }),
      { numRuns: 60 },
    );
  });

  it('a bot that scribbles on its input cannot change the game', () => {
    const honest = randomBot('same');
    const vandal: Bot = (input) => {
      const decision = honest(input);
      const view = input.view as { scores: Record<string, number>; hands: Record<string, unknown> };
      for (const p of Object.keys(view.scores)) view.scores[p] = 99;
      view.hands = {};
      input.legal?.splice(0);
      return decision;
    };
    const a = autoplay(tribute, start('scribble'), { bots: randomBot('same') });
    const b = autoplay(tribute, start('scribble'), { bots: vandal });
    expect(digest(b.state)).toBe(digest(a.state));
    expect(b.record.map((e) => e.digest)).toEqual(a.record.map((e) => e.digest));
  });

  it('a bot with no decision gets the game\'s no-move-received rule', () => {
    const s = start('silent');
    const silent: Bot = () => undefined;
    expect(askBot(tribute, s, 'east', silent)).toEqual(tribute.defaultDecision(s.state, 'east'));
    const end = autoplay(tribute, s, { bots: silent });
    expect(tribute.result(end.state)).not.toBeNull();
    expect(end.record.slice(1).every((e) => e.defaulted.length === 0)).toBe(true); // the default was submitted, not waited for
  });

  it('asking a bot for a player who is not to decide is an error that says who and why', () => {
    const s = start('turns');
    const bid = (p: string) => ({ bid: s.state.hands[p]![0]!.id });
    let t = s;
    for (const p of ['north', 'east', 'south']) t = (submit(tribute, t, p, bid(p)) as { ok: true; value: { session: GameSession<TributeState> } }).value.session;
    const raider = tribute.pending(t.state)!.players[0]!;
    const other = ['north', 'east', 'south'].find((p) => p !== raider)!;
    expect(() => botInput(tribute, t, other)).toThrow(`No decision is expected from ${other} now`);
    const input: BotInput = botInput(tribute, t, raider);
    expect(input.pending.phase).toBe('raid');
    expect(input.step).toBe(1);
  });

  it('autoplay with seeded random bots is deterministic and reaches a result', () => {
    const a = autoplay(tribute, start('det', 4), { bots: randomBot('x') });
    const b = autoplay(tribute, start('det', 4), { bots: randomBot('x') });
    expect(tribute.result(a.state)).not.toBeNull();
    expect(digest(b)).toBe(digest(a));
  });
});
