/**
 * The Les Diadoques / Diadokhoi board's adapter: names of powers and characters, the new-game
 * options, and the board itself (`controller.ts`) — the map with units, control, citadels and
 * weather; order entry by clicking (unit → action → target) and by typing in the rulebook's
 * notation, both checked at once by the engine's own readers, their refusals in the reader's
 * language; results with arrows; in the autumn of a game merging the winter with it
 * (`diadokhoi §7.11.2`), the winter form beside the season's, writing after `winter:`.
 */
import { SCENARIOS } from '@diadochi/diadoques/map';
import { h } from '../../dom.ts';
import { lang, t } from '../../i18n.ts';
import { field } from '../../ui/form.ts';
import type { Adapter } from '../adapter.ts';
import { plainName } from '../adapter.ts';
import { phaseName } from '../phase-names.ts';
import { diadoquesBoard } from './controller.ts';
import type { Ruleset } from './model.ts';

function names(ruleset: Ruleset) {
  const powers = new Map<string, { fr: string; en: string }>();
  const characters = new Map<string, { fr: string; en: string }>();
  for (const sc of SCENARIOS[ruleset]) {
    for (const p of sc.powers) if (!powers.has(p.power)) powers.set(p.power, p.names);
    for (const c of sc.characters) if (!characters.has(c.character)) characters.set(c.character, c.names);
  }
  return {
    power: (id: string) => powers.get(id)?.[lang()] ?? plainName(id),
    character: (id: string) => characters.get(id)?.[lang()] ?? plainName(id),
  };
}

export function diadoquesAdapter(ruleset: Ruleset): Adapter {
  const n = names(ruleset);
  return {
    ruleset,
    powerName: n.power,
    phaseName,
    newGameOptions() {
      const list = SCENARIOS[ruleset];
      const select = h('select', { name: 'scenario' }, list.map((sc) => h('option', { value: sc.id }, `${sc.title} (${sc.playerCount})`)));
      const last = h('input', { type: 'number', name: 'lastYear', min: 1, max: 400, placeholder: String(-(list[0]?.start.year ?? -319) - 4) });
      // diadokhoi §7.11.2: the winter orders sent with the autumn's, a mail round saved each year.
      const merged = h('input', { type: 'checkbox', name: 'mergedWinter', id: 'f-mergedWinter' });
      const mergedField = h('div', { class: 'field' }, h('label', { class: 'check' }, merged, ` ${t('new.mergedWinter')}`), h('small', { class: 'hint' }, t('new.mergedWinterHint')));
      return {
        el: h('div', {}, field(t('new.scenario'), select), field(t('new.lastYear'), last), mergedField),
        // The first scenario is the engine's default: no option needed for it. Years are BC.
        value: () => ({
          options: {
            ...(select.value && select.value !== list[0]?.id ? { scenario: select.value } : {}),
            ...(last.value ? { lastYear: -Math.abs(Number(last.value)) } : {}),
            ...(merged.checked ? { mergedWinter: true } : {}),
          },
        }),
      };
    },
    createBoard: (ctx) => diadoquesBoard(ctx, ruleset, n.character),
  };
}
