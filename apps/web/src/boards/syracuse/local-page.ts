/**
 * `/local/syracuse`: Syracuse on this device, no server — two humans passing the device
 * (hot-seat), or one human against the catalog's bot. A form (scenario, who plays each side),
 * then the board of `render.ts`, on the shared hot-seat page (`local/hot-seat-page.ts`).
 */
import type { ChoiceDecision } from '@diadochi/kernel';
import { syracuse } from '@diadochi/syracuse';
import type { ScenarioId } from '@diadochi/syracuse';
import { h } from '../../dom.ts';
import { t } from '../../i18n.ts';
import { hotSeatPage } from '../../local/hot-seat-page.ts';
import { SCENARIOS } from './index.ts';
import { acknowledge, botStep, decide, loadLocal, newLocalGame, saveLocal, screenOf, STORE_KEY } from './local.ts';
import type { SeatKind, Side } from './local.ts';
import { syracuseScreen } from './render.ts';
import type { Colours } from './render.ts';
import { sideName } from './words.ts';

const COLOURS: Colours = { ath: { fill: '#E69F00', ink: '#000000' }, syr: { fill: '#56B4E9', ink: '#000000' } };

export function localSyracusePage(root: HTMLElement): () => void {
  return hotSeatPage(root, {
    def: syracuse,
    ops: { screenOf, acknowledge, decide, botStep, saveLocal, loadLocal },
    newGame: newLocalGame,
    storeKey: STORE_KEY,
    pageClass: 'syr-hotseat',
    startTestId: 'syr-start',
    botDelayMs: 400,
    worker: () => new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' }),
    words: { title: 'syr.local.title', intro: 'syr.local.intro', react: 'syr.local.react', reactHint: 'syr.local.reactHint', passHint: 'syr.local.passHint', iAm: 'syr.local.iAm', botThinking: 'syr.local.botThinking' },
    seatName: (seat) => sideName(seat as Side),
    screen: (decide) => syracuseScreen((d: ChoiceDecision) => decide(d)),
    model: (view, log, expected) => ({ view: view.view, expected, log, colours: COLOURS }),
    form() {
      const scenario = h('select', { name: 'scenario', 'data-testid': 'syr-scenario' }, SCENARIOS.map((sc) => h('option', { value: sc }, t(`syr.scenario.${sc}`))));
      const seat = (side: Side) => h('select', { name: `seat-${side}` }, (['human', 'bot', 'l2'] as SeatKind[]).map((k) => h('option', { value: k, selected: k === 'human' }, t(`syr.seat.${k}`))));
      const ath = seat('ath');
      const syr = seat('syr');
      return {
        fields: [h('div', { class: 'field' }, h('label', {}, t('syr.scenario'), ' ', scenario)), h('div', { class: 'field' }, h('label', {}, sideName('ath'), ' ', ath)), h('div', { class: 'field' }, h('label', {}, sideName('syr'), ' ', syr))],
        setup: (seed) => ({ scenario: scenario.value as ScenarioId, seats: { ath: ath.value as SeatKind, syr: syr.value as SeatKind }, seed }),
      };
    },
  });
}
