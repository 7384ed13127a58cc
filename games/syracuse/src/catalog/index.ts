/** The catalogs of Syracuse, per language; the English one's type checks the French for completeness. */
import type { GameCatalog, Lang } from '@diadochi/kernel';
import { en } from './en.ts';
import { fr } from './fr.ts';

export const catalogs: Record<Lang, GameCatalog> = { en, fr };
export { en, fr };
