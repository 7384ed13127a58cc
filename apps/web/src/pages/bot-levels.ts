/** A bot level's name in the reader's language (issue 20 item 5); a level the catalog adds later shows its id. */
import { t } from '../i18n.ts';
import type { Key } from '../i18n.ts';

const NAMED = new Set(['random', 'l1', 'l2', 'baseline', 'greedy', 'strong', 'legal']);

export function botLevelName(level: string): string {
  return NAMED.has(level) ? t(`bots.level.${level}` as Key) : level;
}
