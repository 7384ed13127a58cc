/**
 * What every economic and political layer shares: its context (the kernel's dice and the
 * game's options), its events, the map of the state's ruleset, season arithmetic and small
 * readers of the state.
 *
 * Every layer function takes the state, mutates it in place (the kernel's `resolve` works on
 * a private copy) and returns the events it caused, in the kernel's `GameEvent` shape:
 * `{ type, rule, text, data, to? }`; a secret event (a secret gold gift, a bid, a treasury)
 * carries `to: [power]`.
 */
import type { Dice, GameEvent } from '@diadochi/kernel';
import { mapOf } from '../map/index.ts';
import type { GameMap } from '../map/types.ts';
import type { CharacterState, GameState, PowerId, PowerState, Season, UnitState } from '../rules/state.ts';
import { SEASONS } from '../rules/state.ts';
import { rulebook } from '../rulebook/index.ts';
import { reasonText } from '../core/reasons/index.ts';
import type { Reason } from '../core/reasons/index.ts';
import type { EventData, EventType } from '../core/events.ts';

/** Optional rules of either rulebook, off unless the game's options turn them on. */
export interface RulesOptions {
  /** `diadokhoi §3.1.12`: an unsupplied unit rebels and is sold in spring and summer instead of disbanding. */
  rebelSale?: boolean;
  /** `diadokhoi §7.10.1`: the optional prestige points. */
  prestige?: boolean;
  /** `diadokhoi §4.2.12`: 4 fleets with 5–6 major cities, 5 with 7 or more. */
  extraFleets?: boolean;
  /**
   * Philippos' corruption bonus in diadokhoi: 500 (`diadokhoi §7.6.1`, the default, see
   * decisions.md) or 1000 (`diadokhoi §6.3.5`, `§T4`).
   */
  philipposBonus?: 500 | 1000;
}

export interface LayerContext {
  dice: Dice;
  options?: RulesOptions;
}

export type LayerEvent = GameEvent;

/** An event: `to` present makes it secret to those powers. */
export function ev<K extends EventType>(type: K, rule: string, text: string, data?: EventData<K>, to?: PowerId[]): LayerEvent {
  const e: LayerEvent = { type, rule, text };
  if (data !== undefined) e.data = data;
  if (to) e.to = to;
  return e;
}

export function mapFor(state: GameState): GameMap {
  const m = mapOf(state.ruleset);
  if (!m) throw new Error(`no map for ruleset ${state.ruleset}`);
  return m;
}

// What differs between the two rulebooks — money, amounts, rule ids, policies — is read from
// `rulebook(state)` (`../rulebook/`), never decided here by the ruleset's name.

/** Seasons as consecutive integers: spring −319 < summer −319 < … < winter −319 < spring −318. */
export function seasonIndex(year: number, season: Season): number {
  return year * 4 + SEASONS.indexOf(season);
}

export const nowIndex = (state: GameState): number => seasonIndex(state.year, state.season);

export function seasonOfIndex(index: number): { year: number; season: Season } {
  const year = Math.floor(index / 4);
  return { year, season: SEASONS[index - year * 4]! };
}

/** An amount in the state's rulebook's money: `10 T` or `1000 talents`. */
export const money = (state: GameState, amount: number): string => rulebook(state).money(amount);

export function powerOf(state: GameState, id: PowerId): PowerState | undefined {
  return state.powers.find((p) => p.id === id);
}

/** Players still in the game (`diadoques ch. 7c`, `diadokhoi §4.6`). */
export function livePlayers(state: GameState): PowerState[] {
  return state.powers.filter((p) => p.kind === 'player' && !p.eliminated);
}

export const isLivePlayer = (state: GameState, id: PowerId | undefined | null): boolean =>
  id !== undefined && id !== null && livePlayers(state).some((p) => p.id === id);

export const unitsOf = (state: GameState, power: PowerId): UnitState[] => state.units.filter((u) => u.power === power);

export const alive = (c: CharacterState | undefined): c is CharacterState => c !== undefined && !c.dead;

export function treasuryOf(state: GameState, power: PowerId): number {
  return state.treasury[power] ?? 0;
}

/** Adds (or with a negative amount, takes) money; never below zero. Returns what moved. */
export function credit(state: GameState, power: PowerId, amount: number): number {
  const before = treasuryOf(state, power);
  const after = Math.max(0, before + amount);
  state.treasury[power] = after;
  return after - before;
}

/** A layer's state under `state.ext[key]`, created on first use; typed by its key (`rules/ext.ts`). */
export { extOf } from '../rules/ext.ts';

/** A reason in the engine's legacy English text (ids for names, the ruleset's money). */
export const whyText = (state: GameState, r: Reason): string => reasonText(r, (amount) => money(state, amount));
