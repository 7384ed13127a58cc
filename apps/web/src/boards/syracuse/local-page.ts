/**
 * `/local/syracuse`: Syracuse on this device, no server — two humans passing the device
 * (hot-seat), or one human against the catalog's bot. A form (scenario, who plays each side),
 * then the board of `render.ts`. Every step is saved in localStorage, so a reload continues.
 */
import { problemLine } from '@diadochi/kernel';
import { syracuse } from '@diadochi/syracuse';
import type { ScenarioId } from '@diadochi/syracuse';
import { h, mount } from '../../dom.ts';
import { lang, t } from '../../i18n.ts';
import { errorBox } from '../../ui/form.ts';
import { SCENARIOS } from './index.ts';
import { acknowledge, botStep, decide, loadLocal, newLocalGame, saveLocal, screenOf, STORE_KEY } from './local.ts';
import type { LocalGame, SeatKind, Side } from './local.ts';
import { syracuseScreen } from './render.ts';
import type { Colours } from './render.ts';
import { sideName } from './words.ts';

const BOT_DELAY_MS = 400;
const COLOURS: Colours = { ath: { fill: '#E69F00', ink: '#000000' }, syr: { fill: '#56B4E9', ink: '#000000' } };

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
  return given && /^[\w.-]{1,64}$/.test(given) ? given : freshSeed();
}

function freshSeed(): string {
  const b = new Uint8Array(12);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

export function localSyracusePage(root: HTMLElement): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let alive = true;
  let game: LocalGame | null = null;
  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const screen = syracuseScreen(async (d) => {
    if (!game) return;
    const r = decide(game, d);
    if (!r.ok) throw new Error(r.error.map((p) => problemLine(syracuse, p, lang())).join(' '));
    play(r.value);
  });

  const showForm = () => {
    stop();
    const scenario = h('select', { name: 'scenario', 'data-testid': 'syr-scenario' }, SCENARIOS.map((sc) => h('option', { value: sc }, t(`syr.scenario.${sc}`))));
    const seat = (side: Side, def: SeatKind) => h('select', { name: `seat-${side}` }, (['human', 'bot'] as SeatKind[]).map((k) => h('option', { value: k, selected: k === def }, t(`syr.seat.${k}`))));
    const ath = seat('ath', 'human');
    const syr = seat('syr', 'human');
    const errors = errorBox();
    const start = () => {
      const r = newLocalGame({ scenario: scenario.value as ScenarioId, seats: { ath: ath.value as SeatKind, syr: syr.value as SeatKind }, seed: seedOf() });
      if (!r.ok) return errors.show(new Error(r.error.map((p) => problemLine(syracuse, p, lang())).join(' ')));
      play(r.value);
    };
    mount(
      root,
      h(
        'section',
        { class: 'card narrow local-form' },
        h('h1', {}, t('syr.local.title')),
        h('p', { class: 'muted' }, t('syr.local.intro')),
        h('div', { class: 'field' }, h('label', {}, t('syr.scenario'), ' ', scenario)),
        h('div', { class: 'field' }, h('label', {}, sideName('ath'), ' ', ath)),
        h('div', { class: 'field' }, h('label', {}, sideName('syr'), ' ', syr)),
        errors.el,
        h('button', { type: 'button', class: 'primary', 'data-testid': 'syr-start', onclick: start }, t('local.start')),
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
        mount(status, h('strong', {}, t(sc.interrupt ? 'syr.local.react' : 'local.yourTurn', { seat: sideName(sc.seat) })));
        screen.set({ view: sc.view.view, expected: true, log: sc.log, colours: COLOURS });
        break;
      case 'pass':
        mount(status, t('local.passTo', { seat: sideName(sc.seat) }));
        screen.set({ view: sc.view.view, expected: false, log: sc.log, colours: COLOURS });
        side = h(
          'div',
          { class: 'pass-device', 'data-testid': 'pass-device' },
          h('h2', {}, t('local.passTo', { seat: sideName(sc.seat) })),
          sc.interrupt ? h('p', {}, t('syr.local.reactHint')) : null,
          h('p', {}, t('syr.local.passHint')),
          h('button', { type: 'button', class: 'primary', 'data-testid': 'i-am', onclick: () => play(acknowledge(g)) }, t('syr.local.iAm', { seat: sideName(sc.seat) })),
        );
        break;
      case 'bot':
        mount(status, t('syr.local.botThinking', { seat: sideName(sc.seat) }));
        screen.set({ view: sc.view.view, expected: false, log: sc.log, colours: COLOURS });
        timer = setTimeout(() => play(botStep(g)), BOT_DELAY_MS);
        break;
      case 'over':
        mount(status, h('strong', { class: 'result' }, t('game.over')));
        screen.set({ view: sc.view.view, expected: false, log: sc.log, colours: COLOURS });
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
        { class: 'game-page local-game syr-hotseat', 'data-side': sc.kind === 'over' ? '' : sc.seat },
        h('div', { class: 'game-head' }, h('h1', {}, t('syr.local.title')), status, h('div', { class: 'game-meta' }, h('button', { type: 'button', onclick: restart }, t('local.newGame')), h('a', { href: '/', 'data-link': true }, t('nav.lobby')))),
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
