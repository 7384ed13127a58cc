/**
 * The orders panel's warnings before a known fatal outcome (issue 17 item 2): the engine's
 * `orderWarnings` on the position and the orders as typed, written from the interface's
 * catalog with the rule that says so. Redrawn after every edit.
 */
import { orderWarnings } from '@diadochi/diadoques';
import type { OrderWarning } from '@diadochi/diadoques';
import { space as spaceOf } from '@diadochi/diadoques/map';
import type { GameMap } from '@diadochi/diadoques/map';
import { h, mount } from '../../dom.ts';
import { lang, t } from '../../i18n.ts';
import { ruleLink } from '../../ui/results.ts';
import { asState } from './model.ts';
import type { BoardView } from './model.ts';

export interface WarningsContext {
  map: GameMap;
  powerName(id: string): string;
  characterName(id: string): string;
  showRule(id: string): void;
}

/** A space by its full name in the reader's language, its abbreviation after it (`Sinaï (SIN)`). */
function place(map: GameMap, id: string): string {
  const s = spaceOf(map, id);
  const name = s?.names[lang()];
  return name && name !== id ? `${name} (${id})` : id;
}

function line(c: WarningsContext, w: OrderWarning): string {
  switch (w.code) {
    case 'revolt':
      return w.data.leader
        ? t('warnings.revoltLeader', { unit: `${w.data.type} ${place(c.map, w.data.space)}`, leader: c.characterName(w.data.leader) })
        : t('warnings.revolt', { unit: `${w.data.type} ${place(c.map, w.data.space)}` });
    case 'leader-exposed':
      return t('warnings.leader', { leader: c.characterName(w.data.character), place: place(c.map, w.data.space), threat: c.powerName(w.data.threat) });
    case 'upkeep-short':
      return t('warnings.upkeep', { upkeep: w.data.upkeep, treasury: w.data.treasury, income: w.data.income });
  }
}

export function warningsPanel(c: WarningsContext): { el: HTMLElement; update(view: BoardView | null, me: string | null, text: string): OrderWarning[] } {
  const el = h('div', { class: 'order-warnings', 'data-testid': 'order-warnings', hidden: true });
  return {
    el,
    update(view, me, text) {
      let found: OrderWarning[] = [];
      try {
        found = view && me ? orderWarnings(asState(view), me, text) : [];
      } catch {
        found = [];
      }
      el.hidden = found.length === 0;
      mount(
        el,
        found.length === 0
          ? []
          : [
              h('h3', {}, `⚠ ${t('warnings.title')}`),
              h('ul', {}, found.map((w) => h('li', { class: `warning warning-${w.code}`, 'data-code': w.code }, h('span', {}, line(c, w)), ' ', ruleLink(w.rule, c.showRule)))),
            ],
      );
      return found;
    },
  };
}
