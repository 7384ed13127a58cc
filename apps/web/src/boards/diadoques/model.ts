/**
 * The Diadoques/Diadokhoi view as the board reads it: the engine's own type (`WholeView`,
 * games/diadoques/src/game/view.ts — the game state less other players' secrets), not a copy
 * of it. The one lenient place is `readView`: a view saved before a part of the state existed
 * gets that part empty here, so the rest of the board reads the engine's fields as typed.
 */
import { eventText } from '@diadochi/diadoques';
import type { EventLike, WholeState, WholeView } from '@diadochi/diadoques';
import { lang } from '../../i18n.ts';

type EngineView = WholeView['state'];

/**
 * A player's view of the state, with the parts the engine may leave out filled in: `phase`
 * (absent means `orders`, `rules/state.ts`) and `retreats` (absent means none).
 */
export type BoardView = EngineView & { phase: NonNullable<EngineView['phase']>; retreats: NonNullable<EngineView['retreats']> };
export type Ruleset = EngineView['ruleset'];
export type Unit = EngineView['units'][number];
export type Character = EngineView['characters'][number];

const obj = (x: unknown): Record<string, unknown> => (x !== null && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {});
const arr = <T>(x: unknown): T[] => (Array.isArray(x) ? (x as T[]) : []);
const strs = (x: unknown): string[] => arr<unknown>(x).filter((s): s is string => typeof s === 'string');
const nums = (x: unknown): Record<string, number> => Object.fromEntries(Object.entries(obj(x)).filter(([, v]) => typeof v === 'number')) as Record<string, number>;
const texts = (x: unknown): Record<string, string> => Object.fromEntries(Object.entries(obj(x)).filter(([, v]) => typeof v === 'string')) as Record<string, string>;

/**
 * The state inside the engine's view (`{ viewer, state, ext }`, or a bare state), null when it
 * is no Diadoques state at all (no units, powers or ruleset): the board then draws no position
 * and checks no orders. Parts a saved view may lack are given empty, malformed entries dropped —
 * never an exception.
 */
export function readView(raw: unknown): BoardView | null {
  const outer = obj(raw);
  const v = 'state' in outer && typeof outer.state === 'object' ? obj(outer.state) : outer;
  if (!Array.isArray(v.units) || !Array.isArray(v.powers) || (v.ruleset !== 'diadoques' && v.ruleset !== 'diadokhoi')) return null;
  const weather = obj(v.weather);
  return {
    ...(v as unknown as EngineView),
    phase: typeof v.phase === 'string' ? (v.phase as BoardView['phase']) : 'orders',
    units: arr<Unit>(v.units).filter((u) => u && typeof u.id === 'string' && typeof u.space === 'string' && typeof u.power === 'string'),
    powers: arr<EngineView['powers'][number]>(v.powers).filter((p) => p && typeof p.id === 'string'),
    characters: arr<Character>(v.characters).filter((c) => c && typeof c.id === 'string'),
    control: texts(v.control),
    sieges: arr<EngineView['sieges'][number]>(v.sieges).filter((s) => s && typeof s.citadel === 'string'),
    treasures: nums(v.treasures),
    treasury: nums(v.treasury),
    counterCorruption: nums(v.counterCorruption),
    weather: { floods: strs(weather.floods), storms: strs(weather.storms), blocked: strs(weather.blocked) },
    retreats: arr<BoardView['retreats'][number]>(v.retreats).filter((r) => r && typeof r.unit === 'string' && Array.isArray(r.options)),
    neutralForces: arr(v.neutralForces),
    // A save from before the game's options: the engine's defaults (no option set).
    options: { ...(obj(v.options) as Partial<EngineView['options']>) } as EngineView['options'],
  };
}

/**
 * The engine's readers (order choices, checks, warnings, budgets) take a whole state; a view
 * has no secrets' bag (`ext`), so an empty one stands for it, as the judge's view leaves it out.
 */
export const asState = (v: BoardView): WholeState => ({ ...v, ext: {} });

/** The living characters with a unit, its commander first (as the engine's `charactersWith`). */
export function charactersWith(view: BoardView, unit: Unit): Character[] {
  return view.characters.filter((c) => !c.dead && c.with === unit.id).sort((a, b) => (a.id === unit.commander ? -1 : b.id === unit.commander ? 1 : 0));
}

/** Characters standing alone in a space. */
export function loneCharacters(view: BoardView, space: string): Character[] {
  return view.characters.filter((c) => !c.dead && c.space === space && c.with === undefined);
}

export const isFleet = (type: string) => type === 'F' || type === 'Fe';

/** The season's event as the info line shows it. */
export interface ShownEvent {
  title: string;
  text?: string;
  rule?: string;
}

/**
 * This season's event as the info line shows it, written by the engine's catalogs in the
 * interface language: the engine keeps the last one drawn in `WholeView.ext.events.current`
 * (`diadokhoi §6.2.2`: public before the negotiations). Only the event of the season on the board
 * is shown — Les Diadoques draws it after the orders (`diadoques §8a.2`), so during the orders the
 * one kept is the last season's, which the result sheet already gave.
 */
export function seasonEvent(raw: unknown): ShownEvent | null {
  const outer = obj(raw);
  const v = 'state' in outer && typeof outer.state === 'object' ? obj(outer.state) : outer;
  const e = obj(obj(obj(outer.ext).events).current);
  const data = obj(e.data);
  if (e.type !== 'event' || typeof e.rule !== 'string' || (v.ruleset !== 'diadoques' && v.ruleset !== 'diadokhoi')) return null;
  if (data.year !== v.year || data.season !== v.season) return null;
  return { title: eventText(e as unknown as EventLike, { ruleset: v.ruleset, lang: lang() }), rule: e.rule };
}
