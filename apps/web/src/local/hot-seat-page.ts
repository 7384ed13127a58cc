/**
 * The page of a game played on this device (`/local/<game>`), for any game on the shared hot-seat
 * (`hot-seat.ts`): a form, then the game's board with a status line; between two humans the device
 * is passed on a screen that shows no hand; bots play after a short delay so their moves can be
 * followed; every step is saved in localStorage, so a reload continues. Each game gives its form,
 * its screen, its words and its model of a screen; the page around them is this one.
 */
import { problemLine } from '@diadochi/kernel';
import type { GameDefinition, GameEvent, PlayerView, Problem, Result } from '@diadochi/kernel';
import { h, mount } from '../dom.ts';
import { lang, t } from '../i18n.ts';
import type { Key } from '../i18n.ts';
import { errorBox } from '../ui/form.ts';
import { botThinker } from './bot-thinker.ts';
import type { LocalGame, Screen } from './hot-seat.ts';

/** The game's own lines of the page (its title, and what is said when the device is passed). */
export interface HotSeatWords {
  title: Key;
  intro: Key;
  react: Key;
  reactHint: Key;
  passHint: Key;
  iAm: Key;
  botThinking: Key;
}

interface ScreenLike<M> {
  main: HTMLElement;
  panel: HTMLElement;
  set(model: M): void;
}

/** The hot-seat's operations for one game (`hotSeat(...)` in `hot-seat.ts`). */
interface HotSeatOps<Setup, S, V> {
  screenOf(game: LocalGame<Setup, S>): Screen<V>;
  acknowledge(game: LocalGame<Setup, S>): LocalGame<Setup, S>;
  decide(game: LocalGame<Setup, S>, decision: unknown): Result<LocalGame<Setup, S>>;
  botStep(game: LocalGame<Setup, S>): LocalGame<Setup, S>;
  saveLocal(game: LocalGame<Setup, S>): string;
  loadLocal(text: string): Result<LocalGame<Setup, S>>;
}

export interface HotSeatPageOf<Setup, S, V, M> {
  def: GameDefinition<S>;
  ops: HotSeatOps<Setup, S, V>;
  newGame(setup: Setup): Result<LocalGame<Setup, S>>;
  storeKey: string;
  /** The page's class (the game's styles) and the start button's test id. */
  pageClass: string;
  startTestId: string;
  botDelayMs: number;
  /**
   * The game's bot worker (`boards/<game>/bot-worker.ts`), where the search bot (`l2`) decides so
   * that the page stays live; without one (or when it fails) the page decides itself.
   */
  worker?: () => Worker;
  words: HotSeatWords;
  seatName(seat: string): string;
  /** The game's board; `decide` sends a clicked decision to the local game. */
  screen(decide: (d: unknown) => Promise<void>): ScreenLike<M>;
  /** The board's model of a screen: the view shown, its log, whether the human on it decides now. */
  model(view: PlayerView<V>, log: GameEvent[], expected: boolean): M;
  /** The set-up form's fields, and the set-up they give when the game starts. */
  form(): { fields: Node[]; setup(seed: string): Setup };
}

function store(): Storage | null {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : null;
  } catch {
    return null;
  }
}

/** The dice seed: `?seed=` in the address (to replay a game, and for the browser tests), else a fresh one. */
function seedOf(): string {
  const given = new URLSearchParams(location.search).get('seed');
  if (given && /^[\w.-]{1,64}$/.test(given)) return given;
  const b = new Uint8Array(12);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

export function hotSeatPage<Setup, S, V, M>(root: HTMLElement, g: HotSeatPageOf<Setup, S, V, M>): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let alive = true;
  let game: LocalGame<Setup, S> | null = null;
  const refusal = (ps: Problem[]) => new Error(ps.map((p) => problemLine(g.def, p, lang())).join(' '));
  const thinker = g.worker ? botThinker(g.worker, g.ops.botStep, g.botDelayMs) : null;
  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    thinker?.cancel();
  };
  const screen = g.screen(async (d) => {
    if (!game) return;
    const r = g.ops.decide(game, d);
    if (!r.ok) throw refusal(r.error);
    play(r.value);
  });

  const showForm = () => {
    stop();
    const form = g.form();
    const errors = errorBox();
    const start = () => {
      const r = g.newGame(form.setup(seedOf()));
      if (!r.ok) return errors.show(refusal(r.error));
      play(r.value);
    };
    mount(
      root,
      h(
        'section',
        { class: 'card narrow local-form' },
        h('h1', {}, t(g.words.title)),
        h('p', { class: 'muted' }, t(g.words.intro)),
        form.fields,
        errors.el,
        h('button', { type: 'button', class: 'primary', 'data-testid': g.startTestId, onclick: start }, t('local.start')),
      ),
    );
  };

  const play = (next: LocalGame<Setup, S>) => {
    stop();
    if (!alive) return;
    game = next;
    try {
      store()?.setItem(g.storeKey, g.ops.saveLocal(next));
    } catch {
      // storage full or disabled: the game goes on in memory
    }
    const sc = g.ops.screenOf(next);
    const status = h('p', { class: 'game-meta', 'data-testid': 'local-status' });
    let side: HTMLElement = screen.panel;
    screen.set(g.model(sc.view, sc.log, sc.kind === 'play'));
    switch (sc.kind) {
      case 'play':
        mount(status, h('strong', {}, t(sc.interrupt ? g.words.react : 'local.yourTurn', { seat: g.seatName(sc.seat) })));
        break;
      case 'pass':
        mount(status, t('local.passTo', { seat: g.seatName(sc.seat) }));
        side = h(
          'div',
          { class: 'pass-device', 'data-testid': 'pass-device' },
          h('h2', {}, t('local.passTo', { seat: g.seatName(sc.seat) })),
          sc.interrupt ? h('p', {}, t(g.words.reactHint)) : null,
          h('p', {}, t(g.words.passHint)),
          h('button', { type: 'button', class: 'primary', 'data-testid': 'i-am', onclick: () => play(g.ops.acknowledge(next)) }, t(g.words.iAm, { seat: g.seatName(sc.seat) })),
        );
        break;
      case 'bot':
        mount(status, t(g.words.botThinking, { seat: g.seatName(sc.seat) }));
        if (sc.level === 'l2' && thinker) thinker.think(next, (after) => {
            if (alive) play(after);
          });
        else timer = setTimeout(() => play(g.ops.botStep(next)), g.botDelayMs);
        break;
      case 'over':
        mount(status, h('strong', { class: 'result' }, t('game.over')));
        break;
    }
    const restart = () => {
      if (sc.kind !== 'over' && !confirm(t('local.confirmNew'))) return;
      store()?.removeItem(g.storeKey);
      showForm();
    };
    mount(
      root,
      h(
        'div',
        { class: `game-page local-game ${g.pageClass}`, 'data-seat': sc.kind === 'over' ? '' : sc.seat },
        h('div', { class: 'game-head' }, h('h1', {}, t(g.words.title)), status, h('div', { class: 'game-meta' }, h('button', { type: 'button', onclick: restart }, t('local.newGame')), h('a', { href: '/', 'data-link': true }, t('nav.lobby')))),
        h('div', { class: 'game-body' }, h('div', { class: 'board-area' }, screen.main), h('aside', { class: 'side' }, side)),
      ),
    );
  };

  const saved = store()?.getItem(g.storeKey);
  const restored = saved ? g.ops.loadLocal(saved) : null;
  if (restored?.ok) play(restored.value);
  else showForm();
  return () => {
    alive = false;
    stop();
    thinker?.close();
  };
}
