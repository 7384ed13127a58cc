/**
 * The prestige ledger kept in the state: the one-off prestige points a power wins or loses when
 * something happens (`diadoques ch. 13`; in diadokhoi only with the optional rule,
 * `diadokhoi §7.10.1`). It is a tally like the treasuries, so it sits in the economy layer:
 * plundering a temple (`treasures.ts`, `diadoques §13.5`) writes to it without reaching up to
 * `politics/prestige.ts`, which says what earns prestige (docs/ARCHITECTURE.md, layers).
 */
import type { GameState, PowerId } from '../rules/state.ts';
import { ev, extOf, nowIndex } from './common.ts';
import type { LayerEvent, RulesOptions } from './common.ts';
import { rulebook } from '../rulebook/index.ts';
import type { PrestigeEntry } from '../rules/ext.ts';

export type { PrestigeEntry } from '../rules/ext.ts';

export function prestigeLedger(state: GameState): PrestigeEntry[] {
  return extOf(state, 'prestige', () => ({ entries: [] })).entries;
}

/** Whether this game counts prestige points at all. */
export function prestigeOn(state: GameState, options?: RulesOptions): boolean {
  return rulebook(state).policies.economy.prestige === 'always' || options?.prestige === true;
}

/** Writes a prestige gain or loss; returns its event (none when prestige is not played). */
export function addPrestige(state: GameState, power: PowerId, pp: number, rule: string, text: string, options?: RulesOptions): LayerEvent[] {
  if (!prestigeOn(state, options) || pp === 0) return [];
  prestigeLedger(state).push({ power, pp, rule, text, at: nowIndex(state) });
  const sign = pp > 0 ? `+${pp}` : `${pp}`;
  return [ev('prestige', rule, `${power}: ${sign} PP (${text}).`, { power, pp })];
}

/** Sum of a power's one-off prestige points. */
export function ledgerPrestige(state: GameState, power: PowerId): number {
  return prestigeLedger(state)
    .filter((e) => e.power === power)
    .reduce((a, e) => a + e.pp, 0);
}
