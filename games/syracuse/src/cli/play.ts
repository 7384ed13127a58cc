/**
 * `play syracuse [--scenario historical|variant|alcibiades] [--side ath|syr|none] [--bot heuristic|random] [--seed S] [--lang en|fr]`:
 * a game in the terminal. The human types the number of a choice; the bot plays the other side.
 */
import { askBot, createGame, playerView, say, submit } from '@diadochi/kernel';
import type { Bot, GameSession, Lang, ToolCommand } from '@diadochi/kernel';
import type { Side } from '../data/map.ts';
import { syracuse, legalOf } from '../game.ts';
import { heuristicBot, randomSyracuseBot } from '../bots.ts';
import { catalogs } from '../catalog/index.ts';
import type { ScenarioId, SyracuseState } from '../state.ts';
import type { SyracuseView } from '../view.ts';
import { flag, withTerminal } from '@diadochi/kernel/cli';

export interface PlayArgs {
  scenario: ScenarioId;
  side: Side | 'none';
  bot: 'heuristic' | 'random';
  seed: string;
  lang: Lang;
}

export function parsePlayArgs(argv: string[]): PlayArgs | string {
  const usage = 'usage: play syracuse [--scenario historical|variant|alcibiades] [--side ath|syr|none] [--bot heuristic|random] [--seed S] [--lang en|fr]';
  if (argv[0] !== 'syracuse') return usage;
  const value = (name: string) => flag(argv, name);
  const scenario = (value('--scenario') ?? 'historical') as ScenarioId;
  const side = (value('--side') ?? 'ath') as PlayArgs['side'];
  const bot = (value('--bot') ?? 'heuristic') as PlayArgs['bot'];
  const lang = (value('--lang') ?? 'en') as Lang;
  if (!['historical', 'variant', 'alcibiades'].includes(scenario) || !['ath', 'syr', 'none'].includes(side) || !['heuristic', 'random'].includes(bot) || !['en', 'fr'].includes(lang)) return usage;
  return { scenario, side, bot, lang, seed: value('--seed') ?? `play-${Date.now()}` };
}

export interface Io {
  print(text: string): void;
  ask(prompt: string): Promise<string | null>;
}

function line(lang: Lang, e: { type: string; data?: unknown }): string {
  const events = catalogs[lang].events as Record<string, unknown>;
  return events[e.type] ? say(catalogs[lang].events, lang, e.type, e.data as never) : e.type;
}

export async function runPlay(args: PlayArgs, io: Io): Promise<GameSession<SyracuseState> | null> {
  const created = createGame(syracuse, { seed: args.seed, options: { scenario: args.scenario } });
  if (!created.ok) {
    io.print(created.error.map((p) => p.code).join('\n'));
    return null;
  }
  let session = created.value;
  const names = catalogs[args.lang].names;
  const make = args.bot === 'heuristic' ? heuristicBot : randomSyracuseBot;
  const bots: Record<string, Bot<SyracuseView>> = { ath: make(`${args.seed}:ath`), syr: make(`${args.seed}:syr`) };
  let shown = 0;
  for (;;) {
    const pending = syracuse.pending(session.state);
    const watcher = args.side === 'none' ? null : args.side;
    const pv = playerView(syracuse, session, watcher);
    for (const e of pv.log.slice(shown)) io.print(`  · ${line(args.lang, e)}`);
    shown = pv.log.length;
    if (!pending) break;
    const player = pending.players[0]!;
    let decision: unknown;
    if (player === args.side) {
      const v = syracuse.view(session.state, player);
      io.print(`Turn ${v.turn} (${names[`season.${v.season}`]} ${v.year}) — ${names[`phase.${pending.phase}`] ?? pending.phase}; AP ${v.ap.ath}/${v.ap.syr}, pool ${v.pool}`);
      const legal = legalOf(session.state, player)!;
      legal.forEach((d, i) => io.print(`  ${String(i + 1).padStart(3)}. ${d.verb}${d.subject ? ` ${names[`leader.${d.subject}`] ?? names[`stratagem.${d.subject}`] ?? d.subject}` : ''}${d.target ? ` → ${names[`place.${d.target}`] ?? d.target}` : ''}`));
      const answer = await io.ask('Number: ');
      if (answer === null) return session;
      const n = Number(answer.trim());
      if (!Number.isInteger(n) || n < 1 || n > legal.length) {
        io.print(`1 to ${legal.length}.`);
        continue;
      }
      decision = legal[n - 1];
    } else decision = askBot(syracuse, session, player, bots[player]!);
    const r = submit(syracuse, session, player, decision);
    if (!r.ok) {
      io.print(r.error.map((p) => p.code).join(', '));
      continue;
    }
    session = r.value.session;
  }
  const res = syracuse.result(session.state);
  io.print(res ? `${res.reason} — ${JSON.stringify(res.scores)}` : 'unfinished');
  return session;
}

export const play: ToolCommand = {
  name: 'play',
  summary: 'play Syracuse in the terminal against the heuristic or random bot',
  usage: 'play syracuse [--scenario historical|variant|alcibiades] [--side ath|syr|none] [--bot heuristic|random] [--seed S] [--lang en|fr]',
  async run(argv) {
    const args = parsePlayArgs(argv);
    if (typeof args === 'string') {
      console.error(args);
      return 2;
    }
    return withTerminal(async (io) => ((await runPlay(args, io)) ? 0 : 1));
  },
};
