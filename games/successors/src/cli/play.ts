/**
 * `play successors --players N --bots K [--seed S] [--lang en|fr]`: a game in the terminal.
 * The first N−K seats are humans, who type the number of a choice; bots play the others.
 */
import { askBot, createGame, playerView, submit } from '@diadochi/kernel';
import type { Bot, ChoiceDecision, GameSession, Lang } from '@diadochi/kernel';
import { successors } from '../game.ts';
import type { SuccessorsState } from '../rules/state.ts';
import type { SuccessorsView } from '../view.ts';
import { legalBot } from '../bots/index.ts';
import { decisionText, eventLine, renderView } from './render.ts';
import { flag } from '@diadochi/kernel/cli';

export interface Io {
  print(text: string): void;
  ask(prompt: string): Promise<string | null>;
}

export interface PlayArgs {
  players: 2 | 3 | 4;
  bots: number;
  seed: string;
  lang: Lang;
}

export const PLAY_USAGE = 'play successors --players N --bots K [--seed S] [--lang en|fr]';

export function parsePlayArgs(argv: string[]): PlayArgs | string {
  if (argv[0] !== 'successors') return `usage: ${PLAY_USAGE}`;
  const value = (name: string) => flag(argv, name);
  const players = Number(value('--players') ?? 4);
  if (players !== 2 && players !== 3 && players !== 4) return '--players must be 2, 3 or 4';
  const bots = Number(value('--bots') ?? players - 1);
  if (!Number.isInteger(bots) || bots < 0 || bots > players) return '--bots must be 0 to the number of players';
  const lang = (value('--lang') ?? 'en') as Lang;
  if (lang !== 'en' && lang !== 'fr') return '--lang must be en or fr';
  return { players, bots, seed: value('--seed') ?? `play-${Date.now()}`, lang };
}

export async function runPlay(args: PlayArgs, io: Io): Promise<GameSession<SuccessorsState> | null> {
  const created = createGame(successors, { seed: args.seed, options: { players: args.players } });
  if (!created.ok) {
    io.print(created.error.map((p) => p.message).join('\n'));
    return null;
  }
  let session = created.value;
  const humans = new Set(session.players.slice(0, args.players - args.bots));
  const bots = new Map<string, Bot<SuccessorsView>>(session.players.filter((p) => !humans.has(p)).map((p) => [p, legalBot(`${args.seed}:${p}`)]));
  const watcher = [...humans][0] ?? null;
  io.print(`Successors, seed ${args.seed}. Humans: ${[...humans].join(', ') || 'none'}; bots: ${[...bots.keys()].join(', ') || 'none'}.`);
  let shown = 0;
  for (;;) {
    const pending = successors.pending(session.state);
    const pv = playerView(successors, session, watcher);
    for (const e of pv.log.slice(shown)) io.print(`  · ${eventLine(e, args.lang)}`);
    shown = pv.log.length;
    if (!pending) break;
    const player = pending.players[0]!;
    let decision: unknown;
    if (humans.has(player)) {
      const view = successors.view(session.state, player);
      io.print(renderView(view, args.lang));
      const legal = successors.legalDecisions!(session.state, player) as ChoiceDecision[];
      legal.forEach((d, i) => io.print(`  ${String(i + 1).padStart(3)}. ${decisionText(d, args.lang)}`));
      const line = await io.ask(`${player} (${pending.phase}) — number: `);
      if (line === null) return session;
      const k = Number(line.trim());
      if (!Number.isInteger(k) || k < 1 || k > legal.length) {
        io.print(`Type a number from 1 to ${legal.length}.`);
        continue;
      }
      decision = legal[k - 1];
    } else decision = askBot(successors, session, player, bots.get(player)!);
    const r = submit(successors, session, player, decision);
    if (!r.ok) {
      io.print(r.error.map((p) => p.message).join('\n'));
      continue;
    }
    session = r.value.session;
  }
  io.print(renderView(successors.view(session.state, null), args.lang));
  return session;
}
