/** Moved to `src/vocabulary/military/types.ts` (issue 18); kept while importers move. */
export * from '../../vocabulary/military/types.ts';
