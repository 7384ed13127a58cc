/**
 * `/local/phalanxx`: PhalanXX on this device, no server. A form (players, who is human and
 * which bot plays the others, expert variant), then the game drawn with the online board's
 * screen (map, cards, dice; moves by clicking), from `local/phalanxx-local.ts`. Every step is saved in
 * localStorage, so a reload continues the game.
 */
import { h, mount } from '../dom.ts';
import { lang, t } from '../i18n.ts';
import type { Key } from '../i18n.ts';
import { phalanxxScreen } from '../boards/phalanxx/screen.ts';
import { seatName } from '../boards/phalanxx/words.ts';
import { errorBox } from '../ui/form.ts';
import { botThinker } from '../local/bot-thinker.ts';
import { acknowledge, botStep, decide, forgetGame, kindOf, newLocalGame, problemText, restoreGame, screenOf, storeGame } from '../local/phalanxx-local.ts';
import type { LocalGame, SeatKind, Store } from '../local/phalanxx-local.ts';
import { phalanxx } from '@diadochi/phalanxx';
import type { Decision } from '@diadochi/phalanxx';

/** How long a bot "thinks" before its move shows, so humans can follow the game. */
const BOT_DELAY_MS = 700;
const KINDS: SeatKind[] = ['human', 'greedy', 'strong'];

function storage(): Store {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // storage disabled: fall through to memory
  }
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

function freshSeed(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function localPhalanxxPage(root: HTMLElement): () => void {
  const store = storage();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let alive = true;
  // The strong bot searches up to a second or more a decision: it thinks in a worker (`local/bot-thinker.ts`).
  const thinker = botThinker(() => new Worker(new URL('../local/phalanxx-bot-worker.ts', import.meta.url), { type: 'module' }), botStep, BOT_DELAY_MS);
  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    thinker.cancel();
  };

  const showForm = () => {
    stop();
    const players = h('select', { name: 'players', 'data-testid': 'players' }, [1, 2, 3, 4].map((n) => h('option', { value: n, selected: n === 2 }, String(n))));
    const expert = h('input', { type: 'checkbox', name: 'expert' });
    const seatsBox = h('div', { class: 'local-seats' });
    let kinds: HTMLSelectElement[] = [];
    const drawSeats = () => {
      const n = Number(players.value);
      const ids = phalanxx.players({ players: n, expert: false });
      kinds = ids.map((_, i) => h('select', { name: `seat-${i}` }, KINDS.map((k) => h('option', { value: k, selected: k === (i === 0 || n === 1 ? 'human' : 'greedy') }, t(`local.kind.${k}` as Key)))));
      mount(seatsBox, ids.map((id, i) => h('div', { class: 'field' }, h('label', {}, seatName(id), ' ', kinds[i]!))));
    };
    players.addEventListener('change', drawSeats);
    drawSeats();
    const errors = errorBox();
    const start = () => {
      const r = newLocalGame({ players: Number(players.value), expert: expert.checked, seats: kinds.map((k) => k.value as SeatKind), seed: freshSeed() });
      if (!r.ok) return errors.show(new Error(problemText(r.error, lang())));
      play(r.value);
    };
    mount(
      root,
      h(
        'section',
        { class: 'card narrow local-form' },
        h('h1', {}, t('local.title')),
        h('p', { class: 'muted' }, t('local.intro')),
        h('div', { class: 'field' }, h('label', {}, t('new.players'), ' ', players)),
        seatsBox,
        h('div', { class: 'field' }, h('label', {}, expert, ' ', t('local.expert'))),
        errors.el,
        h('button', { type: 'button', class: 'primary', onclick: start }, t('local.start')),
      ),
    );
  };

  let current: LocalGame | null = null;
  // One screen for the whole game: a click sends the engine's legal decision for the seat on the device.
  const screen = phalanxxScreen(async (d) => {
    if (!current) return;
    const r = decide(current, d);
    if (!r.ok) throw new Error(problemText(r.error, lang()));
    play(r.value);
  });

  const play = (game: LocalGame) => {
    stop();
    if (!alive) return;
    current = game;
    storeGame(store, game);
    const shown = screenOf(game);
    const me = shown.kind === 'play' ? shown.seat : shown.view.view.viewer;
    const status = h('p', { class: 'game-meta', 'data-testid': 'local-status' });
    let note: HTMLElement | null = null;
    switch (shown.kind) {
      case 'play':
        mount(status, h('strong', {}, t('local.yourTurn', { seat: seatName(shown.seat) })));
        break;
      case 'pass':
        mount(status, t('local.passTo', { seat: seatName(shown.seat) }));
        note = h(
          'div',
          { class: 'pass-device', 'data-testid': 'pass-device' },
          h('h2', {}, t('local.passTo', { seat: seatName(shown.seat) })),
          h('p', {}, t('local.passHint')),
          h('button', { type: 'button', class: 'primary', onclick: () => play(acknowledge(game)) }, t('local.iAm', { seat: seatName(shown.seat) })),
        );
        break;
      case 'bot': {
        const thinking = t('local.botThinking', { seat: seatName(shown.seat), kind: t(`local.kind.${kindOf(game, shown.seat)}` as Key) });
        mount(status, thinking);
        note = h('p', { class: 'muted', 'data-testid': 'bot-thinking' }, thinking);
        if (kindOf(game, shown.seat) === 'strong')
          thinker.think(game, (after) => {
            if (alive) play(after);
          });
        else timer = setTimeout(() => play(botStep(game)), BOT_DELAY_MS);
        break;
      }
      case 'over': {
        const { result } = shown;
        mount(status, h('strong', { class: 'result' }, t('game.over'), ': ', result.winners.length ? t('game.winners', { names: result.winners.map(seatName).join(', ') }) : t('game.noWinner')));
        break;
      }
    }
    screen.set({
      view: shown.view.view,
      pending: shown.view.pending,
      me,
      expected: shown.kind === 'play',
      legal: shown.kind === 'play' ? (shown.legal as Decision[]) : [],
      log: shown.view.log,
      result: shown.view.result,
      note,
    });
    const restart = () => {
      if (shown.kind !== 'over' && !confirm(t('local.confirmNew'))) return;
      forgetGame(store);
      current = null;
      showForm();
    };
    const newGame = h('button', { type: 'button', onclick: restart }, t('local.newGame'));
    mount(
      root,
      h(
        'div',
        { class: 'game-page local-game' },
        h('div', { class: 'game-head' }, h('h1', {}, t('local.title')), status, h('div', { class: 'game-meta' }, newGame, h('a', { href: '/', 'data-link': true }, t('nav.lobby')))),
        h('div', { class: 'game-body' }, h('div', { class: 'board-area' }, screen.main), h('aside', { class: 'side' }, screen.panel)),
      ),
    );
  };

  const saved = restoreGame(store);
  if (saved) play(saved);
  else showForm();
  return () => {
    alive = false;
    stop();
    thinker.close();
  };
}
