/**
 * Names in orders: places (through the map's lenient resolution, `diadoques §9a.4`,
 * `diadokhoi §6.3.37`), characters and powers, and how each is printed back.
 */
import { SCENARIOS } from '../map/scenarios.ts';
import { nameKey, resolveAll, resolveName, withoutCoast } from '../map/names.ts';
import { space as spaceOfMap } from '../map/graph.ts';
import type { GameMap, Names, SpaceId } from '../map/types.ts';
import type { RulesetId } from '../map/types.ts';
import { spend } from '../core/work.ts';
import { profileOf, rulebook } from '../rulebook/index.ts';

/** A power's id (`rules/state.ts` `PowerId`). */
export type PowerId = string;

/** `exact`: the text is one of the place's names; otherwise it was read through an article or a gloss ("the ITA"). */
export type PlaceLookup = { ok: true; space: SpaceId; coast?: string; exact: boolean } | { ok: false; ambiguous: boolean };

const places = new WeakMap<GameMap, Map<string, PlaceLookup>>();

/** The longest text the memos keep (names are far shorter). */
const MEMO_CHARS = 256;

/** The work of one look-up of a text (`work.ts`): one, plus one per 32 characters read. */
export const lookupWork = (text: string): number => 1 + (text.length >> 5);

/** The place a text names (memoised: orders name the same places over and over). */
export function lookupPlace(map: GameMap, text: string): PlaceLookup {
  spend(lookupWork(text));
  let memo = places.get(map);
  if (!memo) places.set(map, (memo = new Map()));
  const hit = memo.get(text);
  if (hit) return hit;
  const found = lookupUncached(map, text);
  if (memo.size > 50_000) memo.clear();
  // Only texts short enough to be names are kept: a hostile blob must not fill the memory.
  if (text.length <= MEMO_CHARS) memo.set(text, found);
  return found;
}

function lookupUncached(map: GameMap, text: string): PlaceLookup {
  const r = resolveName(map, text);
  if (r && r.space !== null && (r.kind === 'land' || r.kind === 'sea' || r.kind === 'citadel')) {
    const s = spaceOfMap(map, r.space)!;
    const k = nameKey(r.coast ? withoutCoast(text) : text);
    const exact = [s.id, s.names.fr, s.names.en, s.names.abbrFr, s.names.abbrEn, ...(s.names.aliases ?? [])].some((n) => n !== undefined && nameKey(n) === k);
    return { ok: true, space: r.space, ...(r.coast ? { coast: r.coast } : {}), exact };
  }
  return { ok: false, ambiguous: r === null && resolveAll(map, text).length > 1 };
}

/** How a place is written in orders: provinces and seas by abbreviation, citadels by name (`diadoques §9a.4`). */
export function placeName(map: GameMap, id: SpaceId, coast?: string): string {
  const s = spaceOfMap(map, id);
  if (!s) return id;
  if (s.kind === 'citadel') return s.names[rulebook(map).language];
  return coast ? `${id}/${coast}` : id;
}

interface CharacterIndex {
  byKey: Map<string, string>;
  names: Map<string, Names>;
}

const indexes = new Map<RulesetId, CharacterIndex>();

/** Every character the ruleset's set-ups name, by id, with their names. */
function characterIndex(ruleset: RulesetId): CharacterIndex {
  const hit = indexes.get(ruleset);
  if (hit) return hit;
  const byKey = new Map<string, string>();
  const names = new Map<string, Names>();
  for (const sc of SCENARIOS[ruleset]) {
    // Epigones not yet placed have no names in the set-ups: their id, spelled out, is their name.
    for (const p of sc.powers) {
      if (p.epigone && !names.has(p.epigone)) {
        const n = spelled(p.epigone);
        names.set(p.epigone, { fr: n, en: n });
        byKey.set(nameKey(n), p.epigone);
      }
    }
    for (const c of sc.characters) {
      names.set(c.character, c.names);
      for (const t of [c.character, c.names.fr, c.names.en, ...(c.names.aliases ?? [])]) {
        const k = nameKey(t);
        if (k && !byKey.has(k)) byKey.set(k, c.character);
      }
    }
  }
  const index = { byKey, names };
  indexes.set(ruleset, index);
  return index;
}

/** The character a text names (id, full name in either language or an alias), or undefined. */
const keys = new Map<string, string>();

/** `nameKey`, memoised. */
export function keyOf(text: string): string {
  let k = keys.get(text);
  if (k === undefined) {
    k = nameKey(text);
    if (keys.size > 50_000) keys.clear();
    if (text.length <= MEMO_CHARS) keys.set(text, k);
  }
  return k;
}

/**
 * The extra character ids (`lookupCharacter`'s `extra`) that can change a reading: an id whose
 * key the ruleset's set-ups already name is never reached (the set-ups' name is found first),
 * nor an id without a key. Issue 22: the readers remember a line's reading under its context,
 * and the validator (every character of the state), the resolution's reading (the same) and the
 * season's split (none) read the same lines under contexts that differ only by such ids.
 */
export function extraCharactersThatMatter(ruleset: RulesetId, extra: readonly string[] | undefined): readonly string[] {
  if (!extra || extra.length === 0) return [];
  const byKey = characterIndex(ruleset).byKey;
  let out: string[] | undefined;
  for (let i = 0; i < extra.length; i++) {
    const k = keyOf(extra[i]!);
    const matters = k !== '' && !byKey.has(k);
    if (!matters) out ??= extra.slice(0, i);
    else if (out) out.push(extra[i]!);
  }
  return out ?? extra;
}

export function lookupCharacter(ruleset: RulesetId, text: string, extra: readonly string[] = []): string | undefined {
  spend(lookupWork(text));
  const k = keyOf(text);
  if (!k) return undefined;
  const found = characterIndex(ruleset).byKey.get(k);
  if (found) return found;
  return extra.find((id) => keyOf(id) === k);
}

/** How a character is written: his name in the ruleset's language. */
export function characterName(ruleset: RulesetId, id: string): string {
  const n = characterIndex(ruleset).names.get(id);
  if (!n) return id;
  return n[profileOf(ruleset).language];
}

/** `ptolemee-ii` → `Ptolemee II`. */
function spelled(id: string): string {
  return id
    .split('-')
    .map((w) => (/^[ivx]+$/.test(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

interface PowerIndex {
  byKey: Map<string, string>;
  /** The most words a power's name has ("Secession of the Greeks of Asia": 6): how far a reader looks. */
  words: number;
}

const powerIndexes = new Map<RulesetId, PowerIndex>();

/** Every power the ruleset's set-ups name (a diadochus's player, a neutral power), by each of its names. */
function powerIndex(ruleset: RulesetId): PowerIndex {
  const hit = powerIndexes.get(ruleset);
  if (hit) return hit;
  const byKey = new Map<string, string>();
  let words = 1;
  for (const sc of SCENARIOS[ruleset]) {
    for (const p of sc.powers) {
      for (const t of [p.power, p.names.fr, p.names.en, ...(p.names.aliases ?? [])]) {
        const k = nameKey(t);
        if (k && !byKey.has(k)) byKey.set(k, p.power);
        words = Math.max(words, t.trim().split(/\s+/).length);
      }
    }
  }
  const index = { byKey, words };
  powerIndexes.set(ruleset, index);
  return index;
}

/** The power a text names (id, name in either language or an alias), or undefined. */
export function lookupPower(ruleset: RulesetId, text: string): string | undefined {
  spend(lookupWork(text));
  return powerIndex(ruleset).byKey.get(nameKey(text));
}

/** The most words a power's name has in this ruleset. */
export const powerNameWords = (ruleset: RulesetId): number => powerIndex(ruleset).words;

/**
 * How a power is written in orders: its name in the ruleset's language, without a gloss in
 * brackets — "Petra (Nabatena)" is written "Petra", as the map's names read "X (Nabatena)" as the
 * province Nabatena (`open Pella to Petra (Nabatena)` would open Pella to no one).
 */
export function powerName(ruleset: RulesetId, id: string): string {
  for (const sc of SCENARIOS[ruleset]) {
    const p = sc.powers.find((x) => x.power === id);
    if (p) return p.names[profileOf(ruleset).language].replace(/\s*\(.*$/, '');
  }
  return id;
}
