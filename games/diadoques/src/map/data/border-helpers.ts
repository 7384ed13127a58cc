/** Constructors for borders and rivers, shared by both rulesets' data files. */
import type { Border, Citadel, LonLat, MountainOnBorder, Names, River, RiverOnBorder, SpaceId, SpecialRoute } from '../types.ts';

export interface BorderOptions {
  river?: RiverOnBorder;
  mountain?: MountainOnBorder;
  floodDetour?: boolean;
  lake?: string;
  strait?: string;
  special?: SpecialRoute;
  aCoast?: string;
  bCoast?: string;
  note?: string;
  source?: string[];
  /** Defaults to true: the rulebooks print no border list. */
  reconstructed?: boolean;
}

function border(kind: Border['kind'], a: SpaceId, b: SpaceId, o: BorderOptions = {}): Border {
  const out: Border = { kind, a, b, reconstructed: o.reconstructed ?? true };
  for (const key of ['aCoast', 'bCoast', 'river', 'mountain', 'floodDetour', 'lake', 'strait', 'special', 'note', 'source'] as const) {
    if (o[key] !== undefined) (out as unknown as Record<string, unknown>)[key] = o[key];
  }
  return out;
}

/** Province–province border crossed by armies (and characters). */
export const land = (a: SpaceId, b: SpaceId, o?: BorderOptions) => border('land', a, b, o);

/** Province–province along a shared coast of `sea` (fleets in coastal provinces, diadokhoi). */
export function shore(a: SpaceId, b: SpaceId, sea: SpaceId | null, o: BorderOptions = {}): Border {
  const out = border('shore', a, b, o);
  if (sea) out.sea = sea;
  return out;
}

/** Province–sea. */
export const coast = (province: SpaceId, sea: SpaceId, o?: BorderOptions) => border('coast', province, sea, o);

/** Sea–sea. */
export const seaLink = (a: SpaceId, b: SpaceId, o?: BorderOptions) => border('sea', a, b, o);

/** Port citadel–sea: the double arrow. */
export const access = (citadel: SpaceId, sea: SpaceId, o?: BorderOptions) => border('access', citadel, sea, o);

/** Every citadel is joined to the province that encloses it (`diadoques §9a.6`). */
export function citadelBorders(citadels: Citadel[]): Border[] {
  return citadels.map((c) => border('citadel', c.id, c.province, { reconstructed: false }));
}

export const whole = (river: string): RiverOnBorder => ({ river, whole: true });
export const part = (river: string): RiverOnBorder => ({ river, whole: false });
export const range = (name: string, pass?: string): MountainOnBorder => (pass ? { range: name, pass } : { range: name });

export function river(id: string, n: Names, course: LonLat[], floods: SpaceId[], source: string[], note?: string): River {
  const r: River = { id, names: n, course, floods, reconstructed: true, source };
  if (note) r.note = note;
  return r;
}
