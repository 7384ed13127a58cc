/**
 * The Diadoques/Diadokhoi view as the board reads it. The engine's view is the game state
 * (games/diadoques/src/rules/state.ts) less other players' secrets; it is read leniently
 * here — a missing field is simply not drawn — so the board never shows what the engine
 * does not provide.
 */
export interface DCharacter {
  id: string;
  kind: string;
  of?: string;
  space: string | null;
  with?: string;
  controlledBy: string | null;
  prisonerOf?: string;
  dead?: boolean;
  waiting?: boolean;
}

export interface DUnit {
  id: string;
  power: string;
  type: string;
  space: string;
  coast?: string;
  commander?: string;
  transit?: { to: string; seasonsLeft: number };
}

export interface DSiege {
  citadel: string;
  unit: string;
  from: string;
  power: string;
  seasons: number;
}

export interface DRetreat {
  unit: string;
  from: string;
  by?: string;
  options: string[];
}

export interface DEvent {
  title: string;
  text?: string;
  rule?: string;
}

export interface DView {
  ruleset: 'diadoques' | 'diadokhoi';
  year: number | null;
  season: string | null;
  phase: string;
  units: DUnit[];
  characters: DCharacter[];
  control: Record<string, string>;
  sieges: DSiege[];
  treasures: Record<string, number>;
  treasury: Record<string, number>;
  weather: { floods: string[]; storms: string[]; blocked: string[] };
  retreats: DRetreat[];
  event: DEvent | null;
}

const obj = (x: unknown): Record<string, unknown> => (x !== null && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {});
const arr = <T>(x: unknown): T[] => (Array.isArray(x) ? (x as T[]) : []);
const strs = (x: unknown): string[] => arr<unknown>(x).filter((s): s is string => typeof s === 'string');
const nums = (x: unknown): Record<string, number> => Object.fromEntries(Object.entries(obj(x)).filter(([, v]) => typeof v === 'number')) as Record<string, number>;

/** Reads whatever the engine's view holds; unknown shapes give empty parts, never an exception. */
export function readView(raw: unknown, ruleset: 'diadoques' | 'diadokhoi'): DView {
  // The engine's view wraps the visible state: `{ viewer, state }`.
  const outer = obj(raw);
  const v = 'state' in outer && typeof outer.state === 'object' ? obj(outer.state) : outer;
  const weather = obj(v.weather);
  const ext = obj(v.ext);
  return {
    ruleset,
    year: typeof v.year === 'number' ? v.year : null,
    season: typeof v.season === 'string' ? v.season : null,
    phase: typeof v.phase === 'string' ? v.phase : 'orders',
    units: arr<DUnit>(v.units).filter((u) => u && typeof u.space === 'string' && typeof u.power === 'string'),
    characters: arr<DCharacter>(v.characters).filter((c) => c && typeof c.id === 'string'),
    control: Object.fromEntries(Object.entries(obj(v.control)).filter(([, p]) => typeof p === 'string')) as Record<string, string>,
    sieges: arr<DSiege>(v.sieges).filter((s) => s && typeof s.citadel === 'string'),
    treasures: nums(v.treasures),
    treasury: nums(v.treasury),
    weather: { floods: strs(weather.floods), storms: strs(weather.storms), blocked: strs(weather.blocked) },
    retreats: arr<DRetreat>(v.retreats).filter((r) => r && typeof r.unit === 'string'),
    event: readEvent(v.event ?? ext.event),
  };
}

function readEvent(x: unknown): DEvent | null {
  if (typeof x === 'string') return { title: x };
  const e = obj(x);
  const title = e.title ?? e.name ?? e.id;
  if (typeof title !== 'string') return null;
  return { title, ...(typeof e.text === 'string' ? { text: e.text } : {}), ...(typeof e.rule === 'string' ? { rule: e.rule } : {}) };
}

/** The living characters with a unit, its commander first. */
export function charactersWith(view: DView, unit: DUnit): DCharacter[] {
  return view.characters.filter((c) => !c.dead && c.with === unit.id).sort((a, b) => (a.id === unit.commander ? -1 : b.id === unit.commander ? 1 : 0));
}

/** Characters standing alone in a space. */
export function loneCharacters(view: DView, space: string): DCharacter[] {
  return view.characters.filter((c) => !c.dead && c.space === space && c.with === undefined);
}

export const isFleet = (type: string) => type === 'F' || type === 'Fe';
