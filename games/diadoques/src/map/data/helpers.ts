/**
 * Small constructors that keep the data files short and uniform. They only fill defaults;
 * every value in the data files is written out where it is decided.
 */
import type { LonLat, Names, Provenance, SpaceId, Town } from '../types.ts';

/** Names: English, French, English abbreviation, French abbreviation, aliases. */
export function names(en: string, fr: string, abbrEn?: string, abbrFr?: string, aliases: string[] = []): Names {
  const out: Names = { en, fr };
  if (abbrEn) out.abbrEn = abbrEn;
  if (abbrFr) out.abbrFr = abbrFr;
  if (aliases.length > 0) out.aliases = aliases;
  return out;
}

export interface TownOptions extends Partial<Provenance> {
  port?: boolean;
  fleetBuild?: SpaceId[];
  coasts?: string[];
}

/** A town (not a space). Printed in the rulebook unless `reconstructed` is given. */
export function town(id: string, n: Names, centre: LonLat, o: TownOptions = {}): Town {
  const t: Town = { id, names: n, centre, port: o.port ?? false, reconstructed: o.reconstructed ?? false };
  if (o.fleetBuild) t.fleetBuild = o.fleetBuild;
  if (o.coasts) t.coasts = o.coasts;
  if (o.source) t.source = o.source;
  if (o.note) t.note = o.note;
  return t;
}
