/** Bot against bot, with seats swapped in pairs (benchmarks and the bot figures of the report). */
import { autoplay, createGame } from '@diadochi/kernel';
import type { Bot } from '@diadochi/kernel';
import { syracuse } from './game.ts';
import type { ScenarioId } from './state.ts';
import type { SyracuseView } from './view.ts';

export interface MatchStats {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  unfinished: number;
  steps: number;
}

/** `pairs` pairs of games, `a` playing Athens then Syracuse against `b`; counts `a`'s results. */
export function match(a: (seed: string) => Bot<SyracuseView>, b: (seed: string) => Bot<SyracuseView>, pairs: number, seed: string, scenario: ScenarioId = 'historical'): MatchStats {
  const st: MatchStats = { games: 0, wins: 0, draws: 0, losses: 0, unfinished: 0, steps: 0 };
  for (let i = 0; i < pairs; i++) {
    for (const aSide of ['ath', 'syr'] as const) {
      const g = `${seed}-${i}`;
      const created = createGame(syracuse, { seed: g, options: { scenario } });
      if (!created.ok) throw new Error('create failed');
      const bots = aSide === 'ath' ? { ath: a(`${g}-a`), syr: b(`${g}-b`) } : { ath: b(`${g}-b`), syr: a(`${g}-a`) };
      const end = autoplay(syracuse, created.value, { bots, maxSteps: 20000 });
      const r = syracuse.result(end.state);
      st.games++;
      st.steps += end.record.length - 1;
      if (!r) st.unfinished++;
      else if (r.winners.length === 0) st.draws++;
      else if (r.winners.includes(aSide)) st.wins++;
      else st.losses++;
    }
  }
  return st;
}
