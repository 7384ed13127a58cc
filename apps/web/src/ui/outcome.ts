/**
 * What a player reads when his game ends for him (issue 17 item 2): the game-over screen (who
 * won, why, the final ranking, a way to replay the game), the elimination screen (that he is
 * out, and the lines of the season that put him out), and the question asked when every human
 * is out: shall the bots play on?
 */
import { resultLine } from '@diadochi/kernel';
import type { GameResult, Speaker } from '@diadochi/kernel';
import { api } from '../api.ts';
import type { GameView, HistoryStep } from '../api.ts';
import type { Board } from '../boards/board.ts';
import { h, mount } from '../dom.ts';
import { dictionaries, lang, t } from '../i18n.ts';
import type { Key } from '../i18n.ts';

export interface OutcomeContext {
  powerName(power: string): string;
  /** The game's catalogs, when it has them (its result lines). */
  speaker?: Speaker | undefined;
  /** Shows the game from its first step in the results view. */
  replay(): void;
  /** The board's own line for an event of a result sheet, when it writes one. */
  sheetLine?: Board['sheetLine'];
  /** Called after the human answered that the bots play on. */
  changed(): void;
}

/**
 * Why the game ended, from the result's typed `why` in the reader's language: the interface's
 * line for it (Les Diadoques, Diadokhoi), else the game's own catalog (`speaker`: the kernel's
 * `resultLine`), else the judge's `reason`.
 */
export function resultWhy(result: GameResult, powerName: (p: string) => string, speaker?: Speaker): string {
  const key = result.why ? (`why.${result.why.code}` as Key) : null;
  if (!key || !(key in dictionaries()[lang()])) return speaker ? resultLine(speaker, result, lang()) : result.reason;
  const data = (result.why?.data ?? {}) as { winners?: string[]; lastYear?: number };
  const names = (data.winners ?? result.winners).map(powerName).join(', ');
  const y = data.lastYear;
  const year = typeof y === 'number' ? (y < 0 ? t('year.bc', { year: -y }) : String(y)) : '';
  return t(key, { names, year });
}

/** The panel for a game over, a player out, or a stopped game; null when none applies. */
export function outcomePanel(gv: GameView, c: OutcomeContext): HTMLElement | null {
  const g = gv.game;
  const me = g.you.power;
  const result = gv.view.result ?? g.result;
  if (result) return gameOver(gv, result, c);
  const mine = g.seats.find((s) => s.power === me);
  if (!mine?.out && g.humansOut !== 'asked') return null;
  const el = h('section', { class: 'outcome outcome-out card', 'data-testid': 'outcome', role: 'region', 'aria-labelledby': 'h-outcome' });
  const why = h('div', { class: 'out-why', 'data-testid': 'out-why' }, h('p', { class: 'muted' }, t('game.loading')));
  // The question first (on a phone it is seen without scrolling), then why he is out.
  const parts: (HTMLElement | null)[] = [h('h2', { id: 'h-outcome' }, t('out.title'))];
  if (g.humansOut === 'asked' && g.status === 'paused' && me) {
    const status = h('p', { role: 'status' });
    const playOn = h('button', { type: 'button', class: 'primary', 'data-testid': 'play-on' }, t('out.playOn'));
    const leave = h('button', { type: 'button', 'data-testid': 'leave-stopped' }, t('out.leave'));
    playOn.addEventListener('click', async () => {
      playOn.disabled = true;
      try {
        await api.resume(g.id);
        status.textContent = t('out.playingOn');
        c.changed();
      } catch (e) {
        status.textContent = e instanceof Error ? e.message : String(e);
        playOn.disabled = false;
      }
    });
    const ask = h('div', { class: 'out-ask', 'data-testid': 'out-ask' }, h('p', {}, t('out.ask')), h('div', { class: 'row buttons' }, playOn, leave), status);
    leave.addEventListener('click', () => mount(ask, h('p', { class: 'muted' }, t('out.ask'))));
    parts.push(ask);
  } else if (g.humansOut === 'play-on') parts.push(h('p', { class: 'muted' }, t('out.playingOn')));
  if (mine?.out) parts.push(why);
  mount(el, parts);
  if (mine?.out && me) void fillWhy(why, g.id, me, c);
  return el;
}

/** The lines of the step that eliminated `me`: its events that name him, written by the board. */
async function fillWhy(el: HTMLElement, gameId: string, me: string, c: OutcomeContext): Promise<void> {
  let steps: HistoryStep[] = [];
  try {
    steps = (await api.history(gameId)).steps;
  } catch {
    steps = [];
  }
  const names = (e: HistoryStep['events'][number]) => JSON.stringify(e.data ?? null).includes(`"${me}"`);
  const step = [...steps].reverse().find((s) => s.events.some((e) => e.type === 'eliminated' && names(e)));
  const lines = step ? step.events.filter(names).map((e) => c.sheetLine?.(e, step) ?? null).filter((x): x is HTMLElement => x !== null) : [];
  mount(el, lines.length > 0 ? [h('p', {}, t('out.whyLines')), h('ul', { class: 'sheet out-lines' }, lines)] : [h('p', {}, t('out.why', { why: t('out.whyUnknown') }))]);
}

function gameOver(gv: GameView, result: GameResult, c: OutcomeContext): HTMLElement {
  const g = gv.game;
  const me = g.you.power;
  const who = (p: string) => {
    const seat = g.seats.find((s) => s.power === p);
    const player = p === me ? t('over.you') : seat?.player;
    return player ? `${c.powerName(p)} (${player})` : c.powerName(p);
  };
  const ranking = result.ranking ?? (result.scores ? rankByScore(result.scores) : [result.winners]);
  // One point, and in French none either, is singular.
  const points = (n: number) => t(n === 1 || (lang() === 'fr' && n === 0) ? 'over.score1' : 'over.score', { score: n });
  const score = (p: string) => (result.scores && p in result.scores ? ` — ${points(result.scores[p]!)}` : '');
  const ranked = new Set(ranking.flat());
  const out = g.seats.map((s) => s.power).filter((p) => !ranked.has(p));
  return h(
    'section',
    { class: 'outcome outcome-over card', 'data-testid': 'outcome', role: 'region', 'aria-labelledby': 'h-outcome' },
    h('h2', { id: 'h-outcome' }, t('over.title')),
    h('p', { class: 'over-winners', 'data-testid': 'over-winners' }, result.winners.length > 0 ? t('over.winners', { names: result.winners.map(who).join(', ') }) : t('over.noWinner')),
    h('p', { class: 'over-why', 'data-testid': 'over-why' }, resultWhy(result, c.powerName, c.speaker)),
    h('h3', {}, t('over.ranking')),
    h(
      'ol',
      { class: 'over-ranking', 'data-testid': 'over-ranking' },
      ranking.map((tied, i) => h('li', { value: String(ranking.slice(0, i).reduce((n, x) => n + x.length, 0) + 1), class: tied.includes(me ?? '') ? 'mine' : '' }, tied.map((p) => `${who(p)}${score(p)}`).join(', '))),
    ),
    out.length > 0 ? h('p', { class: 'muted', 'data-testid': 'over-out' }, t('over.out', { names: out.map(who).join(', ') })) : null,
    h('button', { type: 'button', class: 'link', 'data-testid': 'replay', onclick: () => c.replay() }, t('over.replay')),
  );
}

/** Places from scores alone (highest first, ties together), for results without a ranking. */
function rankByScore(scores: Record<string, number>): string[][] {
  const out: string[][] = [];
  for (const p of Object.keys(scores).sort((a, b) => scores[b]! - scores[a]! || a.localeCompare(b))) {
    const last = out[out.length - 1];
    if (last && scores[last[0]!] === scores[p]) last.push(p);
    else out.push([p]);
  }
  return out;
}
