/**
 * PhalanXX (`phalanxx`) in the web client: the adapter (seat and phase names from the game's
 * catalogs, the new-game options) and the online board, which draws the judge's view with
 * `screen.ts` and sends the clicked decision (one of the engine's legal decisions). The log is
 * the game record as this player may see it (`/history`), written by the game's catalogs.
 */
import type { Decision, PhalanxxView } from '@diadochi/phalanxx';
import { h } from '../../dom.ts';
import { t } from '../../i18n.ts';
import { ruleLink } from '../../ui/results.ts';
import type { Adapter } from '../adapter.ts';
import type { Board, BoardContext } from '../board.ts';
import { screenBoard, submitter } from '../screen-board.ts';
import { phalanxxScreen } from './screen.ts';
import { eventText, phaseName, seatName, word } from './words.ts';

export { seatName } from './words.ts';

export const phalanxxAdapter: Adapter = {
  ruleset: 'phalanxx',
  sendsEachChoice: true,
  powerName: seatName,
  phaseName,
  newGameOptions() {
    const players = h('select', { name: 'players' }, [1, 2, 3, 4].map((n) => h('option', { value: n, selected: n === 4 }, String(n))));
    const expert = h('input', { type: 'checkbox', name: 'expert' });
    return {
      el: h('div', {}, h('div', { class: 'field' }, h('label', {}, t('new.players'), ' ', players)), h('div', { class: 'field' }, h('label', {}, expert, ' ', word('option.expert')))),
      value: () => ({ options: { players: Number(players.value), expert: expert.checked }, players: Number(players.value) }),
    };
  },
  createBoard: phalanxxBoard,
};

function phalanxxBoard(ctx: BoardContext): Board {
  return screenBoard(
    ctx,
    phalanxxScreen(submitter<Decision>(ctx)),
    {
      now: (gv, log, expected) => ({ view: gv.view.view as PhalanxxView, pending: gv.view.pending, me: gv.game.you.power, expected, legal: (gv.legal ?? []) as Decision[], log, result: gv.view.result ?? null }),
      past: (p, last) => ({ view: p.before.view as PhalanxxView, pending: p.before.pending, me: last?.game.you.power ?? null, expected: false, legal: [], log: p.sheet.events, result: null }),
    },
    { sheetLine: (e) => h('li', { class: `sheet-line type-${e.type}` }, h('span', {}, eventText(e)), e.rule ? ruleLink(e.rule, ctx.showRule) : null) },
  );
}
