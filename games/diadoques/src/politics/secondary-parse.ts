/** Moved to `src/vocabulary/secondary.ts` (issue 18); kept while importers move. */
export * from '../vocabulary/secondary.ts';
