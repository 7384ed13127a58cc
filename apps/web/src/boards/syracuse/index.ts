/**
 * Syracuse (`syracuse`) in the web client: the adapter (names of sides and phases from the
 * game's catalogs, the scenario on the new-game form) and the online board, which draws the
 * judge's view with `render.ts` and sends the clicked choice to the judge. The log is the game
 * record as this player may see it (`/history`), written by the game's catalogs.
 */
import type { ChoiceDecision } from '@diadochi/kernel';
import type { SyracuseView } from '@diadochi/syracuse';
import { h } from '../../dom.ts';
import { t } from '../../i18n.ts';
import type { Adapter } from '../adapter.ts';
import type { Board, BoardContext } from '../board.ts';
import { screenBoard, submitter } from '../screen-board.ts';
import { syracuseScreen } from './render.ts';
import type { Colours, Side } from './render.ts';
import { eventText, phaseLabel, sideName } from './words.ts';

export const SCENARIOS = ['historical', 'variant', 'alcibiades'] as const;

export const syracuseAdapter: Adapter = {
  ruleset: 'syracuse',
  sendsEachChoice: true,
  powerName: sideName,
  phaseName: phaseLabel,
  newGameOptions() {
    const scenario = h('select', { name: 'scenario', 'data-testid': 'syr-scenario' }, SCENARIOS.map((sc) => h('option', { value: sc }, t(`syr.scenario.${sc}`))));
    return {
      el: h('div', { class: 'field' }, h('label', {}, t('syr.scenario'), ' ', scenario)),
      value: () => ({ options: { scenario: scenario.value }, players: 2 }),
    };
  },
  createBoard: syracuseBoard,
};

/** The two sides' colours, as the game page colours the seats. */
export function coloursOf(ctx: { colours: Map<string, { fill: string; ink: string }> }): Colours {
  const get = (side: Side, fill: string) => ctx.colours.get(side) ?? { fill, ink: '#000' };
  return { ath: get('ath', '#E69F00'), syr: get('syr', '#56B4E9') };
}

function syracuseBoard(ctx: BoardContext): Board {
  const colours = coloursOf(ctx);
  return screenBoard(
    ctx,
    syracuseScreen(submitter<ChoiceDecision>(ctx), (rule) => ctx.showRule(rule)),
    {
      now: (gv, log, expected) => ({ view: gv.view.view as SyracuseView, expected, log, colours }),
      past: (p) => ({ view: p.before.view as SyracuseView, expected: false, log: p.sheet.events, colours }),
    },
    { sheetLine: (e) => h('li', {}, eventText(e)) },
  );
}
