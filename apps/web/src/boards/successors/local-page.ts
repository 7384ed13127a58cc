/**
 * `/local/successors`: Successors on this device, no server — two to four humans passing the
 * device (hot-seat), or humans against the L1 and L2 bots (L2 thinks in a worker). A form
 * (players, who plays each faction), then the board of `render.ts`, on the shared hot-seat page
 * (`local/hot-seat-page.ts`).
 */
import type { ChoiceDecision } from '@diadochi/kernel';
import { successors } from '@diadochi/successors';
import { h } from '../../dom.ts';
import { t } from '../../i18n.ts';
import { hotSeatPage } from '../../local/hot-seat-page.ts';
import { FACTION_COLOURS } from './index.ts';
import { acknowledge, botStep, decide, FACTIONS, loadLocal, newLocalGame, saveLocal, screenOf, STORE_KEY } from './local.ts';
import type { SeatKind } from './local.ts';
import { successorsScreen } from './render.ts';
import { factionName } from './words.ts';

export function localSuccessorsPage(root: HTMLElement): () => void {
  return hotSeatPage(root, {
    def: successors,
    ops: { screenOf, acknowledge, decide, botStep, saveLocal, loadLocal },
    newGame: newLocalGame,
    storeKey: STORE_KEY,
    pageClass: 'suc-hotseat',
    startTestId: 'suc-start',
    botDelayMs: 250,
    worker: () => new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' }),
    words: { title: 'suc.local.title', intro: 'suc.local.intro', react: 'suc.local.react', reactHint: 'suc.local.reactHint', passHint: 'suc.local.passHint', iAm: 'suc.local.iAm', botThinking: 'suc.local.botThinking' },
    seatName: factionName,
    screen: (decide) =>
      successorsScreen(
        (d: ChoiceDecision) => decide(d),
        (rule) => window.open(`/rules/successors#${encodeURIComponent(rule)}`, '_blank', 'noopener'),
      ),
    model: (view, log, expected) => ({ view: view.view, expected, pending: expected ? view.pending : null, log, colours: FACTION_COLOURS }),
    form() {
      const players = h('select', { name: 'players', 'data-testid': 'suc-players' }, [4, 3, 2].map((n) => h('option', { value: String(n) }, t('suc.nPlayers', { n }))));
      const seats = FACTIONS.map((f, i) => ({ f, el: h('select', { name: `seat-${f}`, 'data-testid': `suc-seat-${f}` }, (['human', 'bot', 'l2'] as SeatKind[]).map((k) => h('option', { value: k, selected: (i === 0) === (k === 'human') && k !== 'l2' }, t(`suc.seat.${k}`)))) }));
      const rows = seats.map(({ f, el }) => h('div', { class: 'field', 'data-faction': f }, h('label', {}, factionName(f), ' ', el)));
      const showRows = () => rows.forEach((r, i) => (r.hidden = i >= Number(players.value)));
      players.addEventListener('change', showRows);
      showRows();
      return {
        fields: [h('div', { class: 'field' }, h('label', {}, t('suc.playersCount'), ' ', players)), ...rows],
        setup: (seed) => {
          const n = Number(players.value) as 2 | 3 | 4;
          return { players: n, seats: Object.fromEntries(seats.slice(0, n).map(({ f, el }) => [f, el.value as SeatKind])), seed };
        },
      };
    },
  });
}
