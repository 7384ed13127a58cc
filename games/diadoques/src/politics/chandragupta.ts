/**
 * The agreement with Chandragupta (`diadoques ch. 11d`, `§9c.17`, `§13.27`): a player holding GHA
 * and IND may make it by secondary order; an elephant army (A: bought for 0, upkeep 5,
 * corruption level 20, never promoted) joins him at the turn's end in IND (default) or GHA,
 * if the province is free. The following turn he must evacuate both provinces; if either is
 * occupied at its end, the elephants vanish and the deal is void, forever barred to him and to
 * whoever spoiled it; if it is kept, GHA and IND turn neutral and closed to all for good.
 */
import type { GameState, PowerId, SpaceId } from '../rules/state.ts';
import { addUnit, removeUnit, unitById } from '../rules/state.ts';
import { ev, extOf, isLivePlayer, nowIndex, seasonOfIndex, whyText } from '../economy/common.ts';
import { because } from '../core/reasons/index.ts';
import type { Reason } from '../core/reasons/index.ts';
import type { LayerEvent, RulesOptions } from '../economy/common.ts';
import { specialUnitsToChange } from '../economy/costs.ts';
import { addPrestige } from './prestige.ts';
import { rulebook } from '../rulebook/index.ts';
import type { ChandraguptaExt } from '../rules/ext.ts';

const PROVINCES = ['GHA', 'IND'] as const;

export function chandraguptaState(state: GameState): ChandraguptaExt {
  return extOf(state, 'chandragupta', () => ({ barred: [], closed: false }));
}

/** Provinces closed for good once the deal is kept (`diadoques §11d.4`): the events layer keeps them in `weather.blocked`. */
export function closedSpaces(state: GameState): SpaceId[] {
  return chandraguptaState(state).closed ? [...PROVINCES] : [];
}

/** The agreement, in the second group of secondary orders (`diadoques §11d.1`, `§11d.2`). */
export function makeChandraguptaDeal(state: GameState, power: PowerId, where: 'GHA' | 'IND' = 'IND'): LayerEvent[] {
  const x = chandraguptaState(state);
  const refuse = (why: Reason) => [ev('chandragupta-refused', 'diadoques §11d.1', `No agreement with Chandragupta for ${power}: ${whyText(state, why)}.`, { power, why })];
  if (!rulebook(state).policies.royals.chandragupta) return refuse(because('diadoques-only'));
  if (!isLivePlayer(state, power)) return refuse(because('not-in-game'));
  if (x.closed || x.deal) return refuse(because('agreement-made'));
  if (x.barred.includes(power)) return refuse(because('agreement-spoiled'));
  if (!PROVINCES.every((p) => state.control[p] === power)) return refuse(because('gha-ind-not-held'));
  if (state.units.some((u) => u.space === where)) return refuse(because('no-room-in', { space: where }));
  const u = addUnit(state, { power, type: 'A', space: where, corruptionLevel: 20, note: 'elephants of Chandragupta (diadoques §11d.2)' });
  specialUnitsToChange(state)[u.id] = { kind: 'elephants', upkeep: 5, corruption: 20, noPromotion: true };
  x.deal = { power, unit: u.id, at: nowIndex(state) };
  return [ev('chandragupta-deal', 'diadoques §11d.1', `${power} makes an agreement with Chandragupta: war elephants join him in ${where}. GHA and IND must be evacuated next turn.`, { power, unit: u.id, space: where })];
}

/**
 * End of the turn after the agreement (`diadoques §11d.3`, `§11d.4`): kept or broken. Call at
 * the end of every military season.
 */
export function checkChandragupta(state: GameState, options?: RulesOptions): LayerEvent[] {
  const x = chandraguptaState(state);
  const deal = x.deal;
  if (!deal || state.season === 'winter') return [];
  let due = deal.at + 1;
  while (seasonOfIndex(due).season === 'winter') due++;
  if (nowIndex(state) < due) return [];
  delete x.deal;
  const occupiers = state.units.filter((u) => (PROVINCES as readonly string[]).includes(u.space)).map((u) => u.power);
  if (occupiers.length > 0) {
    if (unitById(state, deal.unit)) removeUnit(state, deal.unit);
    delete specialUnitsToChange(state)[deal.unit];
    x.barred.push(...new Set([deal.power, ...occupiers.filter((p) => isLivePlayer(state, p))]));
    return [ev('chandragupta-broken', 'diadoques §11d.3', `GHA or IND is still occupied: the elephants leave and the agreement is void.`, { power: deal.power, spoilers: occupiers })];
  }
  x.closed = true;
  for (const p of PROVINCES) delete state.control[p];
  for (const p of PROVINCES) if (!state.weather.blocked.includes(p)) state.weather.blocked.push(p);
  return [
    ev('chandragupta-kept', 'diadoques §11d.4', 'The agreement with Chandragupta is kept: GHA and IND are neutral and closed to all for good.', { power: deal.power }),
    ...addPrestige(state, deal.power, 1, 'diadoques §13.27', 'a successful agreement with Chandragupta', options),
  ];
}
