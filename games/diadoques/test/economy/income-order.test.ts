/**
 * Issue 22: the income sheet lists its lines in the order of the spaces' names (`localeCompare`),
 * now read from the map's spaces sorted once (`economy/income.ts`). Whatever order the control
 * table was written in, and with a space the map does not know, the sheet is the one the sort of
 * the table gives (`diadoques §8b.1`, `diadokhoi §5.2.4`).
 */
import { describe, expect, it } from 'vitest';
import { computeIncome, incomeOf, seizableTreasures } from '../../src/economy/index.ts';
import type { GameState } from '../../src/rules/state.ts';
import { fromScenario } from './fixtures.ts';

/** The control table with its keys written in reverse order (or with an extra, unknown space). */
function rewritten(state: GameState, extra?: [string, string]): GameState {
  const entries = Object.entries(state.control).reverse();
  if (extra) entries.splice(3, 0, extra);
  return { ...state, control: Object.fromEntries(entries) };
}

describe.each(['diadoques', 'diadokhoi'] as const)('%s income sheet order', (ruleset) => {
  it('diadoques §8b.1 diadokhoi §5.2.4: lines in the order of their spaces, whatever the order of the control table', () => {
    const state = fromScenario(ruleset, 'standard', { treasury: 'zero' });
    const sheets = computeIncome(state, 'all');
    let lines = 0;
    for (const sheet of Object.values(sheets)) {
      const spaces = sheet.lines.filter((l) => l.kind !== 'treasure').map((l) => l.space);
      expect(spaces).toEqual([...spaces].sort((a, b) => a.localeCompare(b)));
      lines += spaces.length;
    }
    expect(lines).toBeGreaterThan(6);
    expect(computeIncome(rewritten(state), 'all')).toEqual(sheets);
  });

  it('a control table naming a space off the map is sorted whole, as before', () => {
    const state = fromScenario(ruleset, 'standard', { treasury: 'zero' });
    const holder = Object.values(state.control)[0]!;
    const odd = computeIncome(rewritten(state, ['Zzz-not-on-the-map', holder]), 'all');
    expect(odd).toEqual(computeIncome(state, 'all'));
  });

  it('issue 22: one power’s sheet alone (`incomeOf`) is its sheet of the whole table, lines in the same order, an off-map space or a dead power too', () => {
    const state = fromScenario(ruleset, 'standard', { treasury: 'zero' });
    const holder = Object.values(state.control)[0]!;
    const seize = (s: GameState) => Object.fromEntries(s.powers.map((p) => [p.id, seizableTreasures(s, p.id)]));
    for (const s of [state, rewritten(state), rewritten(state, ['Zzz-not-on-the-map', holder])]) {
      const all = computeIncome(s, seize(s));
      for (const p of s.powers) expect(incomeOf(s, p.id, seize(s)[p.id]!)).toEqual(all[p.id]);
      expect(incomeOf(s, 'nobody', [])).toBeUndefined();
    }
  });
});
