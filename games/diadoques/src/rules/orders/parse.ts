/** Moved to `src/vocabulary/military/read.ts` (issue 18); kept while importers move. */
export * from '../../vocabulary/military/read.ts';
