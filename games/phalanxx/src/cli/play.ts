/**
 * `play phalanxx --players N --bots K [--seed S] [--expert] [--bot strong|random] [--save FILE]`:
 * a game in the terminal. The first N−K seats are humans, who type the number of a decision
 * from the list of legal ones; bots play the other seats.
 */
import { askBot, createGame, eventLine, playerView, problemLine, promptLine, resultLine, saveGame, submit } from '@diadochi/kernel';
import type { Bot, GameEvent, GameSession, Lang, Problem, ToolCommand } from '@diadochi/kernel';
import { phalanxx } from '../game.ts';
import type { Decision } from '../decisions.ts';
import { randomBot } from '../bots/random.ts';
import { strongBot } from '../bots/strong.ts';
import { scoreSheet } from '../scoring.ts';
import type { PhalanxxState } from '../types.ts';
import type { PhalanxxView } from '../view.ts';
import { TERMINAL, decisionText, renderView, seatName } from './render.ts';
import { flag } from '@diadochi/kernel/cli';

export interface Io {
  print(text: string): void;
  /** Resolves to the line typed, or null at the end of input. */
  ask(prompt: string): Promise<string | null>;
}

export interface PlayArgs {
  players: number;
  bots: number;
  seed: string;
  expert: boolean;
  bot: 'strong' | 'random';
  save?: string;
  /** The language of every line shown (`--lang en|fr`; default: French when $LANG starts with fr). */
  lang?: Lang;
}

export function parsePlayArgs(argv: string[]): PlayArgs | string {
  const rest = [...argv];
  if (rest[0] !== 'phalanxx') return 'usage: play phalanxx --players N --bots K [--seed S] [--expert] [--bot strong|random] [--lang en|fr]';
  const value = (name: string) => flag(rest, name);
  const players = Number(value('--players') ?? 2);
  const bots = Number(value('--bots') ?? players - 1);
  if (!Number.isInteger(players) || players < 1 || players > 4) return '--players must be 1 to 4';
  if (!Number.isInteger(bots) || bots < 0 || bots > players) return '--bots must be 0 to the number of players';
  const bot = (value('--bot') ?? 'strong') as PlayArgs['bot'];
  if (bot !== 'strong' && bot !== 'random') return '--bot must be strong or random';
  const save = value('--save');
  const lang = value('--lang') ?? ((process.env.LANG ?? '').toLowerCase().startsWith('fr') ? 'fr' : 'en');
  if (lang !== 'en' && lang !== 'fr') return '--lang must be en or fr';
  return { players, bots, seed: value('--seed') ?? `play-${Math.floor(Math.random() * 1e9)}`, expert: rest.includes('--expert'), bot, lang, ...(save ? { save } : {}) };
}

export async function runPlay(args: PlayArgs, io: Io): Promise<GameSession<PhalanxxState> | null> {
  const lang = args.lang ?? 'en';
  const w = TERMINAL[lang];
  const problems = (list: Problem[]) => list.map((p) => problemLine(phalanxx, p, lang)).join('\n');
  const line = (e: GameEvent) => `  · ${eventLine(phalanxx, e, lang)}`;
  const created = createGame(phalanxx, { seed: args.seed, options: { players: args.players, expert: args.expert } });
  if (!created.ok) {
    io.print(problems(created.error));
    return null;
  }
  let session = created.value;
  const humans = new Set(session.players.slice(0, args.players - args.bots));
  const bots = new Map<string, Bot<PhalanxxView>>(session.players.filter((p) => !humans.has(p)).map((p) => [p, args.bot === 'strong' ? strongBot() : randomBot(`${args.seed}:${p}`)]));
  const names = (ids: string[]) => ids.map((id) => seatName(id, lang)).join(', ') || w.none;
  io.print(w.start(args.seed, names([...humans]), args.bot, names([...bots.keys()])));
  let shown = 0;
  for (;;) {
    const pending = phalanxx.pending(session.state);
    if (!pending) break;
    const player = pending.players[0]!;
    const pv = playerView(phalanxx, session, humans.has(player) ? player : [...humans][0] ?? null);
    for (const e of pv.log.slice(shown)) io.print(line(e));
    shown = pv.log.length;
    let decision: unknown;
    if (humans.has(player)) {
      const view = phalanxx.view(session.state, player);
      io.print(renderView(view, lang));
      const legal = phalanxx.legalDecisions!(session.state, player) as Decision[];
      legal.forEach((d, i) => io.print(`  ${String(i + 1).padStart(3)}. ${decisionText(view, d, lang)}`));
      const typed = await io.ask(`${seatName(player, lang)}, ${promptLine(phalanxx, pending, lang)} ${w.number}: `);
      if (typed === null) return session;
      const n = Number(typed.trim());
      if (!Number.isInteger(n) || n < 1 || n > legal.length) {
        io.print(w.typeNumber(legal.length));
        continue;
      }
      decision = legal[n - 1];
    } else {
      decision = askBot(phalanxx, session, player, bots.get(player)!);
    }
    const r = submit(phalanxx, session, player, decision);
    if (!r.ok) {
      io.print(problems(r.error));
      continue;
    }
    session = r.value.session;
  }
  const pv = playerView(phalanxx, session, null);
  for (const e of pv.log.slice(shown)) io.print(line(e));
  io.print(renderView(phalanxx.view(session.state, null), lang));
  for (const seat of session.state.seats) {
    const s = scoreSheet(session.state, seat);
    io.print(`${seatName(seat.id, lang)}: ${w.sheet(s as unknown as Record<string, number>)}`);
  }
  const result = phalanxx.result(session.state)!;
  io.print(`${w.result}: ${result.winners.map((id) => seatName(id, lang)).join(', ') || w.nobody} — ${resultLine(phalanxx, result, lang)}`);
  return session;
}

export function saveText(session: GameSession): string {
  return saveGame(session);
}

export type { ToolCommand };
