/** Self-play statistics (the lead wires them into the generic `selfplay` command). */
import { playMatch, randomPolicy, strongPolicy } from '../bots/match.ts';
import type { Policy } from '../bots/match.ts';

export interface SelfplayStats {
  games: number;
  players: number;
  expert: boolean;
  seconds: number;
  gamesPerSecond: number;
  /** Decisions per game, on average. */
  averageSteps: number;
  /** Player turns per game, on average. */
  averageTurns: number;
  /** Wins by seat (shared wins count for each winner); `none` counts solo games lost to MaXXimilian. */
  winners: Record<string, number>;
  averageScore: number;
}

export interface SelfplayOptions {
  players?: number;
  expert?: boolean;
  /** Bots in every seat: random (default) or strong. */
  bots?: 'random' | 'strong';
}

export function phalanxxSelfplay(games: number, seed: string, options: SelfplayOptions = {}): SelfplayStats {
  const players = options.players ?? 4;
  const expert = options.expert ?? false;
  const t0 = performance.now();
  let steps = 0;
  let turns = 0;
  let score = 0;
  let scored = 0;
  const winners: Record<string, number> = {};
  for (let g = 0; g < games; g++) {
    const policies: Policy[] = Array.from({ length: players }, (_, i) => (options.bots === 'strong' ? strongPolicy({ seed: `${seed}-${g}-${i}` }) : randomPolicy(`${seed}-${g}-${i}`)));
    const out = playMatch({ players, expert }, policies, `${seed}-${g}`);
    steps += out.steps;
    turns += out.state.turn;
    for (const w of out.winners.length > 0 ? out.winners : ['none']) winners[w] = (winners[w] ?? 0) + 1;
    for (const seat of out.state.seats) {
      score += out.scores[seat.id] ?? 0;
      scored++;
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  return {
    games,
    players,
    expert,
    seconds,
    gamesPerSecond: games / Math.max(seconds, 1e-9),
    averageSteps: steps / Math.max(games, 1),
    averageTurns: turns / Math.max(games, 1),
    winners,
    averageScore: score / Math.max(scored, 1),
  };
}
