/**
 * "Tribute", a tiny game kept only to test the kernel. It exercises every part of the
 * contract: a secret hand dealt by shuffle, simultaneous secret bids, one player's turn with
 * a die roll, an interrupt window for the others, and an end with a ranking.
 */
import type { GameDefinition, PlayerId } from '../src/index.ts';
// Also exported as @diadochi/kernel/test-game so other packages (the server) can test against a tiny game.
import { err, ok, problem } from '../src/index.ts';

export interface Card {
  id: string;
  value: number;
}
export interface TributeState {
  players: PlayerId[];
  hands: Record<PlayerId, Card[]>;
  scores: Record<PlayerId, number>;
  stealsLeft: Record<PlayerId, number>;
  round: number;
  rounds: number;
  phase: 'bid' | 'raid' | 'react' | 'over';
  winner: PlayerId | null;
  lastRaid: number | null;
}
export interface TributeOptions {
  players: number;
  rounds: number;
}
type Decision = { bid: string } | { raid: 'roll' | 'bank' } | { react: 'pass' | 'steal' };

const names = ['north', 'east', 'south', 'west'];

export const tribute: GameDefinition<TributeState, Decision, unknown, TributeOptions> = {
  id: 'tribute',
  title: 'Tribute (kernel test game)',
  parseOptions(raw) {
    const o = (raw ?? {}) as Partial<TributeOptions>;
    const players = o.players ?? 3;
    const rounds = o.rounds ?? 3;
    if (!Number.isInteger(players) || players < 2 || players > 4) return err([problem('bad-option', 'players must be 2 to 4', { path: ['players'] })]);
    if (!Number.isInteger(rounds) || rounds < 1 || rounds > 5) return err([problem('bad-option', 'rounds must be 1 to 5', { path: ['rounds'] })]);
    return ok({ players, rounds });
  },
  players: (o) => names.slice(0, o.players),
  setup(o, ctx) {
    const players = names.slice(0, o.players);
    const deck = ctx.dice.shuffle(
      Array.from({ length: 24 }, (_, i) => ({ id: `card-${i}`, value: (i % 6) + 1 })),
      'tribute deck',
    );
    const hands: Record<PlayerId, Card[]> = {};
    players.forEach((p, i) => (hands[p] = deck.slice(i * o.rounds, (i + 1) * o.rounds)));
    ctx.emit({ type: 'dealt', text: 'Hands dealt' });
    players.forEach((p) => ctx.emit({ type: 'hand', to: [p], data: hands[p] }));
    return {
      players,
      hands,
      scores: Object.fromEntries(players.map((p) => [p, 0])),
      stealsLeft: Object.fromEntries(players.map((p) => [p, 1])),
      round: 1,
      rounds: o.rounds,
      phase: 'bid',
      winner: null,
      lastRaid: null,
    };
  },
  pending(s) {
    if (s.phase === 'over') return null;
    if (s.phase === 'bid') return { mode: 'simultaneous', players: s.players, phase: 'bid' };
    if (s.phase === 'raid') return { mode: 'turn', players: [s.winner!], phase: 'raid' };
    return { mode: 'interrupt', players: s.players.filter((p) => p !== s.winner), phase: 'react' };
  },
  validate(s, player, d) {
    const x = d as Record<string, unknown> | null;
    if (!x || typeof x !== 'object') return err([problem('bad-decision', 'expected an object', { path: [] })]);
    if (s.phase === 'bid') {
      if (!s.hands[player]!.some((c) => c.id === x.bid)) return err([problem('not-in-hand', 'that card is not in your hand', { path: ['bid'] })]);
      return ok({ bid: x.bid as string });
    }
    if (s.phase === 'raid') {
      if (x.raid !== 'roll' && x.raid !== 'bank') return err([problem('bad-raid', 'raid must be roll or bank', { path: ['raid'] })]);
      return ok({ raid: x.raid });
    }
    if (x.react === 'pass') return ok({ react: 'pass' });
    if (x.react === 'steal' && s.stealsLeft[player]! > 0) return ok({ react: 'steal' });
    return err([problem('bad-react', 'react must be pass, or steal while you have one left', { path: ['react'] })]);
  },
  resolve(s, decisions, ctx) {
    if (s.phase === 'bid') {
      const bids = s.players.map((p) => {
        const id = (decisions[p] as { bid: string }).bid;
        const card = s.hands[p]!.find((c) => c.id === id)!;
        s.hands[p] = s.hands[p]!.filter((c) => c.id !== id);
        return { p, card };
      });
      const top = Math.max(...bids.map((b) => b.card.value));
      const tied = bids.filter((b) => b.card.value === top).map((b) => b.p);
      s.winner = tied.length === 1 ? tied[0]! : ctx.dice.pick(tied, 'tie for the tribute');
      s.scores[s.winner] = s.scores[s.winner]! + top;
      ctx.emit({ type: 'bids-revealed', data: bids, text: `${s.winner} wins round ${s.round} with ${top}` });
      s.phase = 'raid';
    } else if (s.phase === 'raid') {
      const raid = (decisions[s.winner!] as { raid: string }).raid;
      s.lastRaid = raid === 'roll' ? ctx.dice.d6() : 0;
      s.scores[s.winner!] = s.scores[s.winner!]! + s.lastRaid;
      s.phase = 'react';
    } else {
      for (const p of s.players) {
        if (p === s.winner || (decisions[p] as { react: string }).react !== 'steal') continue;
        s.stealsLeft[p] = s.stealsLeft[p]! - 1;
        const taken = Math.min(s.lastRaid ?? 0, s.scores[s.winner!]!);
        s.scores[s.winner!] = s.scores[s.winner!]! - taken;
        s.scores[p] = s.scores[p]! + taken;
        ctx.emit({ type: 'steal', text: `${p} steals ${taken}` });
      }
      s.round += 1;
      s.phase = s.round > s.rounds ? 'over' : 'bid';
    }
    return s;
  },
  view(s, viewer) {
    return {
      ...s,
      hands: Object.fromEntries(s.players.map((p) => [p, p === viewer ? s.hands[p] : s.hands[p]!.length])),
    };
  },
  legalDecisions(s, player) {
    if (s.phase === 'bid') return s.hands[player]!.map((c) => ({ bid: c.id }));
    if (s.phase === 'raid') return [{ raid: 'roll' }, { raid: 'bank' }];
    return s.stealsLeft[player]! > 0 ? [{ react: 'pass' }, { react: 'steal' }] : [{ react: 'pass' }];
  },
  defaultDecision(s, player) {
    if (s.phase === 'bid') return { bid: s.hands[player]![0]!.id };
    if (s.phase === 'raid') return { raid: 'bank' };
    return { react: 'pass' };
  },
  result(s) {
    if (s.phase !== 'over') return null;
    const best = Math.max(...s.players.map((p) => s.scores[p]!));
    return { winners: s.players.filter((p) => s.scores[p] === best), scores: s.scores, reason: 'highest score' };
  },
};
