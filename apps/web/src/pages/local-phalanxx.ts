/**
 * `/local/phalanxx`: PhalanXX on this device, no server. A form (players, who is human and
 * which bot plays the others, expert variant), then the game drawn with the online board's
 * table and decision buttons, from `local/phalanxx-local.ts`. Every step is saved in
 * localStorage, so a reload continues the game.
 */
import { resultLine } from '@diadochi/kernel';
import { h, mount } from '../dom.ts';
import { lang, t } from '../i18n.ts';
import type { Key } from '../i18n.ts';
import { powerColours } from '../palette.ts';
import { phalanxxPrompt, renderPhalanxxDecisions, renderPhalanxxTable, seatName } from '../boards/phalanxx.ts';
import type { PhalanxxViewLike } from '../boards/phalanxx.ts';
import { errorBox } from '../ui/form.ts';
import { acknowledge, botStep, decide, forgetGame, kindOf, newLocalGame, problemText, restoreGame, screenOf, storeGame } from '../local/phalanxx-local.ts';
import type { LocalGame, SeatKind, Store } from '../local/phalanxx-local.ts';
import { phalanxx } from '@diadochi/phalanxx';

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
  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
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

  const play = (game: LocalGame) => {
    stop();
    if (!alive) return;
    storeGame(store, game);
    const screen = screenOf(game);
    const colours = powerColours(game.session.players);
    const table = h('div', { class: 'phalanxx-board' });
    const orders = h('div', { class: 'orders-pane' });
    const me = screen.kind === 'play' ? screen.seat : screen.view.view.viewer;
    renderPhalanxxTable(table, screen.view.view as unknown as PhalanxxViewLike, me, colours);
    const status = h('p', { class: 'game-meta', 'data-testid': 'local-status' });
    switch (screen.kind) {
      case 'play': {
        const errors = errorBox();
        mount(status, h('strong', {}, t('local.yourTurn', { seat: seatName(screen.seat) })));
        renderPhalanxxDecisions(orders, {
          ...(phalanxxPrompt(screen.view.pending) ? { prompt: phalanxxPrompt(screen.view.pending)! } : {}),
          view: screen.view.view,
          expected: true,
          legal: screen.legal,
          errors,
          send: {
            quiet: true,
            submit: async (d) => {
              const r = decide(game, d);
              if (!r.ok) throw new Error(problemText(r.error, lang()));
              play(r.value);
            },
          },
        });
        break;
      }
      case 'pass':
        mount(status, t('local.passTo', { seat: seatName(screen.seat) }));
        mount(
          orders,
          h(
            'div',
            { class: 'pass-device', 'data-testid': 'pass-device' },
            h('h2', {}, t('local.passTo', { seat: seatName(screen.seat) })),
            h('p', {}, t('local.passHint')),
            h('button', { type: 'button', class: 'primary', onclick: () => play(acknowledge(game)) }, t('local.iAm', { seat: seatName(screen.seat) })),
          ),
        );
        break;
      case 'bot':
      {
        const thinking = t('local.botThinking', { seat: seatName(screen.seat), kind: t(`local.kind.${kindOf(game, screen.seat)}` as Key) });
        mount(status, thinking);
        mount(orders, h('p', { class: 'muted' }, thinking));
      }
        timer = setTimeout(() => play(botStep(game)), BOT_DELAY_MS);
        break;
      case 'over': {
        const { result } = screen;
        const scores = result.scores ?? {};
        const ranked = [...game.session.players].sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
        mount(status, h('strong', { class: 'result' }, t('game.over'), ': ', result.winners.length ? t('game.winners', { names: result.winners.map(seatName).join(', ') }) : t('game.noWinner')));
        mount(
          orders,
          h('h2', {}, t('local.finalScores')),
          h('ol', { class: 'local-scores', 'data-testid': 'final-scores' }, ranked.map((p) => h('li', {}, h('strong', {}, seatName(p)), ` — ${scores[p] ?? 0}`, result.winners.includes(p) ? ' ★' : ''))),
          h('p', { class: 'muted' }, resultLine(phalanxx, result, lang())),
        );
        break;
      }
    }
    const restart = () => {
      if (screen.kind !== 'over' && !confirm(t('local.confirmNew'))) return;
      forgetGame(store);
      showForm();
    };
    const newGame = h('button', { type: 'button', onclick: restart }, t('local.newGame'));
    mount(
      root,
      h(
        'div',
        { class: 'game-page local-game' },
        h('div', { class: 'game-head' }, h('h1', {}, t('local.title')), status, h('div', { class: 'game-meta' }, newGame, h('a', { href: '/', 'data-link': true }, t('nav.lobby')))),
        h('div', { class: 'game-body' }, h('div', { class: 'board-area' }, table), h('aside', { class: 'side' }, orders)),
      ),
    );
  };

  const saved = restoreGame(store);
  if (saved) play(saved);
  else showForm();
  return () => {
    alive = false;
    stop();
  };
}
