/**
 * The rules as a player reads them (issue 17 item 10): one data file per game and language,
 * `docs/rules/<game>/players.<lang>.json` (written by `scripts/rules-for-players.ts` from the
 * index and the rulebook), and a "how to play" page per game and language,
 * `docs/rules/<game>/how-to-play.<lang>.md` (written by hand). Each file is its own chunk, loaded
 * only when that language's page opens: the English interface never fetches French rules, nor
 * the reverse (item 13).
 */
import type { PlayerLang, PlayerRules } from '@diadochi/kernel';

export type { PlayerRules } from '@diadochi/kernel';

const rules = import.meta.glob<PlayerRules>('../../../../docs/rules/*/players.*.json', { import: 'default' });
const howTo = import.meta.glob<string>('../../../../docs/rules/*/how-to-play.*.md', { query: '?raw', import: 'default' });

function find<T>(files: Record<string, () => Promise<T>>, ruleset: string, name: string): (() => Promise<T>) | null {
  const key = Object.keys(files).find((k) => k.endsWith(`/rules/${ruleset}/${name}`));
  return key ? files[key]! : null;
}

const cache = new Map<string, Promise<unknown>>();
function once<T>(key: string, load: (() => Promise<T>) | null): Promise<T | null> {
  let p = cache.get(key) as Promise<T | null> | undefined;
  if (!p) {
    p = load ? load() : Promise.resolve(null);
    cache.set(key, p);
  }
  return p;
}

/** A game's rules for players in one language; null when the game has no rule index (classic). */
export function playerRules(ruleset: string, lang: PlayerLang): Promise<PlayerRules | null> {
  return once(`rules:${ruleset}:${lang}`, find(rules, ruleset, `players.${lang}.json`));
}

/** A game's "how to play" page (markdown) in one language; null when there is none. */
export function howToPlay(ruleset: string, lang: PlayerLang): Promise<string | null> {
  return once(`how:${ruleset}:${lang}`, find(howTo, ruleset, `how-to-play.${lang}.md`));
}

/** The games that have a "how to play" page in `lang`. */
export function gamesWithHowToPlay(lang: PlayerLang): string[] {
  return Object.keys(howTo)
    .map((k) => new RegExp(`/rules/([^/]+)/how-to-play\\.${lang}\\.md$`).exec(k)?.[1])
    .filter((x): x is string => Boolean(x))
    .sort();
}
