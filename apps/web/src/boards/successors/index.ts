/**
 * Successors (`successors`) in the web client: the adapter (names of factions and phases from the
 * game's catalogs, the number of players on the new-game form) and the online board, which draws
 * the judge's view with `render.ts` and sends the clicked choice to the judge. The log is the
 * game record as this player may see it (`/history`), written by the game's catalogs; the result
 * sheet's lines are the generic ones (the same catalogs, each with its rule link).
 */
import type { ChoiceDecision } from '@diadochi/kernel';
import { successors } from '@diadochi/successors';
import type { SuccessorsView } from '@diadochi/successors';
import { h } from '../../dom.ts';
import { t } from '../../i18n.ts';
import type { Adapter } from '../adapter.ts';
import type { Board, BoardContext } from '../board.ts';
import { screenBoard, submitter } from '../screen-board.ts';
import type { Colours } from './map.ts';
import { successorsScreen } from './render.ts';
import { factionName, phaseLabel } from './words.ts';

/**
 * The factions' colours: the factions are named by colour (successors 1: Blue, Red, Yellow,
 * Black), so each is drawn in its own (Okabe–Ito blue, vermilion, yellow, black), not in the
 * page's colour of its seat, which would show "Blue" in orange.
 */
export const FACTION_COLOURS: Colours = { blue: { fill: '#0072B2', ink: '#ffffff' }, red: { fill: '#D55E00', ink: '#ffffff' }, yellow: { fill: '#F0E442', ink: '#000000' }, black: { fill: '#000000', ink: '#ffffff' } };

export const successorsAdapter: Adapter = {
  ruleset: 'successors',
  sendsEachChoice: true,
  powerName: factionName,
  phaseName: phaseLabel,
  speaker: successors,
  newGameOptions() {
    const players = h('select', { name: 'players', 'data-testid': 'suc-players' }, [4, 3, 2].map((n) => h('option', { value: String(n) }, t('suc.nPlayers', { n }))));
    return {
      el: h('div', { class: 'field' }, h('label', {}, t('suc.playersCount'), ' ', players)),
      value: () => ({ options: { players: Number(players.value) }, players: Number(players.value) }),
    };
  },
  createBoard: successorsBoard,
  colours: FACTION_COLOURS,
};

function successorsBoard(ctx: BoardContext): Board {
  const colours = FACTION_COLOURS;
  return screenBoard(ctx, successorsScreen(submitter<ChoiceDecision>(ctx), (rule) => ctx.showRule(rule)), {
    now: (gv, log, expected) => ({ view: gv.view.view as SuccessorsView, expected, pending: gv.view.pending ?? null, log, colours }),
    past: (p) => ({ view: p.before.view as SuccessorsView, expected: false, pending: null, log: p.sheet.events, colours }),
  });
}
