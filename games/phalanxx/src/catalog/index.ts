/** PhalanXX's catalogs by language. A third language is one more file here, of type `PhalanxxCatalog`. */
import type { GameCatalog, Lang } from '@diadochi/kernel';
import { en } from './en.ts';
import type { PhalanxxCatalog } from './en.ts';
import { fr } from './fr.ts';

export const phalanxxCatalogs: Record<Lang, PhalanxxCatalog> = { en, fr };

/** The same, as the kernel holds catalogs of any game. */
export const catalogs = phalanxxCatalogs as unknown as Record<Lang, GameCatalog>;
export type { PhalanxxCatalog };
