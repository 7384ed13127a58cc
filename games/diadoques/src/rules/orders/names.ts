/** Moved to `src/vocabulary/names.ts` (issue 18); kept while importers move. */
export * from '../../vocabulary/names.ts';
