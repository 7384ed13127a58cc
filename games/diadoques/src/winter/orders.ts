/** Moved to `src/vocabulary/winter.ts` (issue 18); kept while importers move. */
export * from '../vocabulary/winter.ts';
