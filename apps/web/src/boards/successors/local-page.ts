/**
 * `/local/successors`: Successors on this device, no server — two to four humans passing the
 * device (hot-seat), or a human against L1 bots. A form (players, who plays each faction), then the
 * board of `render.ts`. Every step is saved in localStorage, so a reload continues.
 */
import { problemLine } from '@diadochi/kernel';
import { successors } from '@diadochi/successors';
import { h, mount } from '../../dom.ts';
import { lang, t } from '../../i18n.ts';
import { errorBox } from '../../ui/form.ts';
import { FACTION_COLOURS } from './index.ts';
import { acknowledge, botStep, decide, FACTIONS, loadLocal, newLocalGame, saveLocal, screenOf, STORE_KEY } from './local.ts';
import type { LocalGame, SeatKind } from './local.ts';
import { successorsScreen } from './render.ts';
import { factionName } from './words.ts';

const BOT_DELAY_MS = 250;

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

export function localSuccessorsPage(root: HTMLElement): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let alive = true;
  let game: LocalGame | null = null;
  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const screen = successorsScreen(
    async (d) => {
      if (!game) return;
      const r = decide(game, d);
      if (!r.ok) throw new Error(r.error.map((p) => problemLine(successors, p, lang())).join(' '));
      play(r.value);
    },
    (rule) => window.open(`/rules/successors#${encodeURIComponent(rule)}`, '_blank', 'noopener'),
  );

  const showForm = () => {
    stop();
    const players = h('select', { name: 'players', 'data-testid': 'suc-players' }, [4, 3, 2].map((n) => h('option', { value: String(n) }, t('suc.nPlayers', { n }))));
    const seats = FACTIONS.map((f, i) => ({ f, el: h('select', { name: `seat-${f}`, 'data-testid': `suc-seat-${f}` }, (['human', 'bot'] as SeatKind[]).map((k) => h('option', { value: k, selected: (i === 0) === (k === 'human') }, t(`suc.seat.${k}`)))) }));
    const rows = seats.map(({ f, el }) => h('div', { class: 'field', 'data-faction': f }, h('label', {}, factionName(f), ' ', el)));
    const showRows = () => rows.forEach((r, i) => (r.hidden = i >= Number(players.value)));
    players.addEventListener('change', showRows);
    showRows();
    const errors = errorBox();
    const start = () => {
      const n = Number(players.value) as 2 | 3 | 4;
      const r = newLocalGame({ players: n, seats: Object.fromEntries(seats.slice(0, n).map(({ f, el }) => [f, el.value as SeatKind])), seed: seedOf() });
      if (!r.ok) return errors.show(new Error(r.error.map((p) => problemLine(successors, p, lang())).join(' ')));
      play(r.value);
    };
    mount(
      root,
      h(
        'section',
        { class: 'card narrow local-form' },
        h('h1', {}, t('suc.local.title')),
        h('p', { class: 'muted' }, t('suc.local.intro')),
        h('div', { class: 'field' }, h('label', {}, t('suc.playersCount'), ' ', players)),
        rows,
        errors.el,
        h('button', { type: 'button', class: 'primary', 'data-testid': 'suc-start', onclick: start }, t('local.start')),
      ),
    );
  };

  const play = (g: LocalGame) => {
    stop();
    if (!alive) return;
    game = g;
    try {
      store()?.setItem(STORE_KEY, saveLocal(g));
    } catch {
      // storage full or disabled: the game goes on in memory
    }
    const sc = screenOf(g);
    const status = h('p', { class: 'game-meta', 'data-testid': 'local-status' });
    let side: HTMLElement = screen.panel;
    switch (sc.kind) {
      case 'play':
        mount(status, h('strong', {}, t(sc.interrupt ? 'suc.local.react' : 'local.yourTurn', { seat: factionName(sc.seat) })));
        screen.set({ view: sc.view.view, expected: true, pending: sc.view.pending, log: sc.log, colours: FACTION_COLOURS });
        break;
      case 'pass':
        mount(status, t('local.passTo', { seat: factionName(sc.seat) }));
        screen.set({ view: sc.view.view, expected: false, pending: null, log: sc.log, colours: FACTION_COLOURS });
        side = h(
          'div',
          { class: 'pass-device', 'data-testid': 'pass-device' },
          h('h2', {}, t('local.passTo', { seat: factionName(sc.seat) })),
          sc.interrupt ? h('p', {}, t('suc.local.reactHint')) : null,
          h('p', {}, t('suc.local.passHint')),
          h('button', { type: 'button', class: 'primary', 'data-testid': 'i-am', onclick: () => play(acknowledge(g)) }, t('suc.local.iAm', { seat: factionName(sc.seat) })),
        );
        break;
      case 'bot':
        mount(status, t('suc.local.botThinking', { seat: factionName(sc.seat) }));
        screen.set({ view: sc.view.view, expected: false, pending: null, log: sc.log, colours: FACTION_COLOURS });
        timer = setTimeout(() => play(botStep(g)), BOT_DELAY_MS);
        break;
      case 'over':
        mount(status, h('strong', { class: 'result' }, t('game.over')));
        screen.set({ view: sc.view.view, expected: false, pending: null, log: sc.log, colours: FACTION_COLOURS });
        break;
    }
    const restart = () => {
      if (sc.kind !== 'over' && !confirm(t('local.confirmNew'))) return;
      store()?.removeItem(STORE_KEY);
      showForm();
    };
    mount(
      root,
      h(
        'div',
        { class: 'game-page local-game suc-hotseat', 'data-seat': sc.kind === 'over' ? '' : sc.seat },
        h('div', { class: 'game-head' }, h('h1', {}, t('suc.local.title')), status, h('div', { class: 'game-meta' }, h('button', { type: 'button', onclick: restart }, t('local.newGame')), h('a', { href: '/', 'data-link': true }, t('nav.lobby')))),
        h('div', { class: 'game-body' }, h('div', { class: 'board-area' }, screen.main), h('aside', { class: 'side' }, side)),
      ),
    );
  };

  const saved = store()?.getItem(STORE_KEY);
  const restored = saved ? loadLocal(saved) : null;
  if (restored?.ok) play(restored.value);
  else showForm();
  return () => {
    alive = false;
    stop();
  };
}
