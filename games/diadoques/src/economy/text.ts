/** Moved to `src/vocabulary/words.ts` (issue 18); kept while importers move. */
export * from '../vocabulary/words.ts';
