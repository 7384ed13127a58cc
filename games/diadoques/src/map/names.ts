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
import { rulebook } from '../rulebook/index.ts';

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
  // The abbreviations of the rulebook's own language rank first.
  const own = rulebook(map).language === 'fr' ? 'abbrFr' : 'abbrEn';
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

const SPACE = /\s/;
const SEPARATOR = /[\s/(,-]/;
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/**
 * Where a coast written at the end of a text starts (`Att/wc`, `Attica (w.c.)`, `Thr sc`,
 * `Che north coast` is not one): the separators before it included, and the coast letter. Read
 * backwards from the end in one pass — the regular expression it replaces,
 * `^(.*?)[\s/(,-]*\(?\s*([wesn])\s*\.?\s*c(?:oast)?\s*\.?\s*\)?$`, took time quadratic in
 * the text on long runs of separators (issue 13).
 */
export function coastSuffix(text: string): { start: number; coast: string } | undefined {
  let i = text.length;
  const spaces = () => {
    while (i > 0 && SPACE.test(text[i - 1]!)) i--;
  };
  const dots = () => {
    spaces();
    if (i > 0 && text[i - 1] === '.') i--;
    spaces();
  };
  if (i > 0 && text[i - 1] === ')') i--;
  dots();
  if (i >= 5 && text.slice(i - 5, i).toLowerCase() === 'coast') i -= 5;
  else if (i > 0 && text[i - 1]!.toLowerCase() === 'c') i--;
  else return undefined;
  dots();
  const letter = text[i - 1]?.toLowerCase();
  if (letter !== 'w' && letter !== 'e' && letter !== 's' && letter !== 'n') return undefined;
  i--;
  while (i > 0 && SEPARATOR.test(text[i - 1]!)) i--;
  return { start: i, coast: letter };
}

/** The text without a coast written at its end (`Attica (w.c.)` → `Attica`). */
export function withoutCoast(text: string): string {
  const c = coastSuffix(text);
  return c ? text.slice(0, c.start) : text;
}

/** Splits "Attica (w.c.)", "Att/wc", "Thr sc" into the space text and a coast id. */
function splitCoast(text: string): { base: string; coast?: string } {
  const t = text.trim();
  const c = coastSuffix(t);
  if (!c || c.start === 0 || LINE_BREAK.test(t.slice(0, c.start))) return { base: text };
  return { base: t.slice(0, c.start), coast: `${c.coast}c` };
}

const ARTICLE = /^(?:l['’]|la\s+|le\s+|les\s+|the\s+)/i;

/**
 * "Macédoine (MAC)": the name and the gloss in brackets (the last bracket of the text, closed or
 * not, with nothing after it). Found by position in one pass — the regular expression it
 * replaces, `^(.+?)\s*\(([^()]*)\)?\s*$`, took time quadratic in the text on many brackets.
 */
function gloss(text: string): [string, string] | undefined {
  const t = text.trim();
  const open = t.lastIndexOf('(');
  if (open < 1) return undefined;
  let inner = t.slice(open + 1);
  const close = inner.indexOf(')');
  if (close >= 0) {
    if (inner.slice(close + 1).trim() !== '') return undefined;
    inner = inner.slice(0, close);
  }
  let end = open;
  while (end > 1 && SPACE.test(t[end - 1]!)) end--;
  const name = t.slice(0, end);
  if (LINE_BREAK.test(name)) return undefined;
  return [name, inner];
}

/**
 * Other readings of a text when it names nothing as it stands: without a leading article
 * ("l'Italie"), or a name followed by a gloss in brackets, "Macédoine (MAC)", where both
 * parts must agree (the gloss alone when the name is unknown).
 */
function variants(text: string): string[] {
  const out: string[] = [];
  const bare = text.trim().replace(ARTICLE, '');
  if (bare !== text.trim()) out.push(bare);
  const m = gloss(text);
  if (m) out.push(m[0], m[1]);
  return out;
}

/** Every space a text may name, best first (several when it is ambiguous). */
export function resolveAll(map: GameMap, text: string, kinds?: SpaceKind[]): Resolved[] {
  const direct = resolveAllAsIs(map, text, kinds);
  if (direct.length > 0) return direct;
  const m = gloss(text);
  if (m) {
    const [name, glossed] = [resolveAllAsIs(map, m[0], kinds), resolveAllAsIs(map, m[1], kinds)];
    if (name.length > 0 && glossed.length > 0) return name.filter((r) => glossed.some((g) => g.space === r.space));
    return name.length > 0 ? name : glossed;
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
