/**
 * Lenient name resolution: a player (or a rulebook) may write a space by its abbreviation in
 * either language, its full name, or a known other spelling, in any case, with or without
 * accents, hyphens, apostrophes or spaces (`diadoques §9a.2`: a badly written but clear order
 * is executed). A coast may follow: `Att/wc`, `Attica (w.c.)`, `Thr sc`.
 *
 * When one text names several spaces, the rulebooks' convention decides: provinces and seas
 * are written by abbreviation, citadels by name (`diadoques §9a.4`), so an abbreviation
 * wins, then a citadel's name, then a province's or sea's name, then aliases in that order.
 * "Rhodes" is the citadel; the island province is "Rho". Same-rank clashes are ambiguous.
 */
import { allSpaces, province } from './graph.ts';
import type { GameMap, Names, SpaceId, SpaceKind } from './types.ts';

/** Lower case, no accents, letters and digits only: "Alexandrie d'Issos" → "alexandriedissos". */
export function nameKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export type ResolvedVia = 'abbr' | 'name' | 'alias' | 'town' | 'river' | 'landmark';

export interface Resolved {
  /** The space, or for a town or landmark the space it lies in (null: off the map). */
  space: SpaceId | null;
  kind: SpaceKind | 'town' | 'river' | 'landmark';
  via: ResolvedVia;
  /** A coast named after the space (`Att/wc`). */
  coast?: string;
  /** The id of the town, river or landmark when `kind` is one of those. */
  feature?: string;
}

interface Candidate {
  space: SpaceId;
  kind: SpaceKind;
  rank: number;
  via: ResolvedVia;
}

interface NameIndex {
  spaces: Map<string, Candidate[]>;
  features: Map<string, Resolved[]>;
}

const cache = new WeakMap<GameMap, NameIndex>();

function add<T>(m: Map<string, T[]>, key: string, v: T) {
  if (!key) return;
  const list = m.get(key) ?? [];
  list.push(v);
  m.set(key, list);
}

/** Ranks: own-language abbreviation 0, other abbreviation 1, citadel name 2, province/sea name 3, citadel alias 4, other alias 5. */
function candidates(map: GameMap): Map<string, Candidate[]> {
  const out = new Map<string, Candidate[]>();
  const own = map.ruleset === 'diadoques' ? 'abbrFr' : 'abbrEn';
  for (const s of allSpaces(map)) {
    const n: Names = s.names;
    const cit = s.kind === 'citadel';
    const push = (text: string | undefined, rank: number, via: ResolvedVia) => {
      if (text) add(out, nameKey(text), { space: s.id, kind: s.kind, rank, via });
    };
    push(n[own], 0, 'abbr');
    push(n[own === 'abbrFr' ? 'abbrEn' : 'abbrFr'], 1, 'abbr');
    push(s.id, cit ? 2 : 0, cit ? 'name' : 'abbr');
    push(n.en, cit ? 2 : 3, 'name');
    push(n.fr, cit ? 2 : 3, 'name');
    for (const a of n.aliases ?? []) push(a, cit ? 4 : 5, 'alias');
  }
  return out;
}

function features(map: GameMap): Map<string, Resolved[]> {
  const out = new Map<string, Resolved[]>();
  const every = (n: Names) => [n.en, n.fr, ...(n.aliases ?? [])];
  for (const p of map.provinces) {
    for (const t of p.towns) {
      for (const text of every(t.names)) add(out, nameKey(text), { space: p.id, kind: 'town', via: 'town', feature: t.id });
    }
  }
  for (const r of map.rivers) {
    for (const text of every(r.names)) add(out, nameKey(text), { space: null, kind: 'river', via: 'river', feature: r.id });
  }
  for (const l of map.landmarks) {
    for (const text of every(l.names)) add(out, nameKey(text), { space: l.within, kind: 'landmark', via: 'landmark', feature: l.id });
  }
  return out;
}

function nameIndex(map: GameMap): NameIndex {
  const hit = cache.get(map);
  if (hit) return hit;
  const index = { spaces: candidates(map), features: features(map) };
  cache.set(map, index);
  return index;
}

const COAST = /^(.*?)[\s/(,-]*\(?\s*([wesn])\s*\.?\s*c(?:oast)?\s*\.?\s*\)?$/i;

/** Splits "Attica (w.c.)", "Att/wc", "Thr sc" into the space text and a coast id. */
function splitCoast(text: string): { base: string; coast?: string } {
  const m = COAST.exec(text.trim());
  if (!m || !m[1]) return { base: text };
  return { base: m[1], coast: `${m[2]!.toLowerCase()}c` };
}

const ARTICLE = /^(?:l['’]|la\s+|le\s+|les\s+|the\s+)/i;
const GLOSS = /^(.+?)\s*\(([^()]*)\)?\s*$/;

/**
 * Other readings of a text when it names nothing as it stands: without a leading article
 * ("l'Italie"), or a name followed by a gloss in brackets, "Macédoine (MAC)", where both
 * parts must agree (the gloss alone when the name is unknown).
 */
function variants(text: string): string[] {
  const out: string[] = [];
  const bare = text.trim().replace(ARTICLE, '');
  if (bare !== text.trim()) out.push(bare);
  const m = GLOSS.exec(text.trim());
  if (m) out.push(m[1]!, m[2]!);
  return out;
}

/** Every space a text may name, best first (several when it is ambiguous). */
export function resolveAll(map: GameMap, text: string, kinds?: SpaceKind[]): Resolved[] {
  const direct = resolveAllAsIs(map, text, kinds);
  if (direct.length > 0) return direct;
  const m = GLOSS.exec(text.trim());
  if (m) {
    const [name, gloss] = [resolveAllAsIs(map, m[1]!, kinds), resolveAllAsIs(map, m[2]!, kinds)];
    if (name.length > 0 && gloss.length > 0) return name.filter((r) => gloss.some((g) => g.space === r.space));
    return name.length > 0 ? name : gloss;
  }
  for (const v of variants(text)) {
    const found = resolveAllAsIs(map, v, kinds);
    if (found.length > 0) return found;
  }
  return [];
}

function resolveAllAsIs(map: GameMap, text: string, kinds?: SpaceKind[]): Resolved[] {
  const index = nameIndex(map);
  const attempt = (t: string) =>
    (index.spaces.get(nameKey(t)) ?? []).filter((c) => !kinds || kinds.includes(c.kind)).sort((a, b) => a.rank - b.rank);
  let found = attempt(text);
  let coast: string | undefined;
  if (found.length === 0) {
    const split = splitCoast(text);
    if (split.coast) {
      found = attempt(split.base).filter((c) => province(map, c.space)?.coasts?.some((k) => k.id === split.coast));
      coast = split.coast;
    }
  }
  const seen = new Set<string>();
  const out: Resolved[] = [];
  for (const c of found) {
    if (seen.has(c.space)) continue;
    seen.add(c.space);
    out.push({ space: c.space, kind: c.kind, via: c.via, ...(coast ? { coast } : {}) });
  }
  return out;
}

/**
 * The space a text names, or null when it names none or is ambiguous (two spaces of the same
 * rank). `kinds` restricts the search (e.g. `['land']` for "Rhodes" the island).
 */
export function resolveName(map: GameMap, text: string, kinds?: SpaceKind[]): Resolved | null {
  const index = nameIndex(map);
  const all = (index.spaces.get(nameKey(text)) ?? []).filter((c) => !kinds || kinds.includes(c.kind));
  const found = resolveAll(map, text, kinds);
  if (found.length === 0) return null;
  if (all.length > 0) {
    const best = Math.min(...all.map((c) => c.rank));
    const top = new Set(all.filter((c) => c.rank === best).map((c) => c.space));
    if (top.size > 1) return null;
  }
  return found[0]!;
}

/**
 * Like `resolveName`, but also finds places that are not spaces: a town (resolved to its
 * province), a river, or a landmark (resolved to the space it lies in, or null off the map).
 */
export function resolvePlace(map: GameMap, text: string): Resolved | null {
  const s = resolveName(map, text);
  if (s) return s;
  const features = nameIndex(map).features;
  for (const t of [text, ...variants(text)]) {
    const f = features.get(nameKey(t));
    if (f && f.length > 0) return f[0]!;
  }
  return null;
}

/** The name to print for a space in a language: the full name, or the abbreviation. */
export function displayName(names: Names, lang: 'fr' | 'en', abbreviated = false): string {
  if (abbreviated) return (lang === 'fr' ? names.abbrFr : names.abbrEn) ?? names[lang];
  return names[lang];
}
