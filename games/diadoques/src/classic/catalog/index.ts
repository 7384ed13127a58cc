/** Classic Diplomacy's catalogs by language. A third language is one more file here, of type `ClassicCatalog`. */
import type { GameCatalog, Lang } from '@diadochi/kernel';
import { en } from './en.ts';
import type { ClassicCatalog } from './en.ts';
import { fr } from './fr.ts';

export const classicCatalogs: Record<Lang, ClassicCatalog> = { en, fr };

/** The same, as the kernel holds catalogs of any game. */
export const catalogs = classicCatalogs as unknown as Record<Lang, GameCatalog>;
export type { ClassicCatalog };
