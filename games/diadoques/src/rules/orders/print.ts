/** Moved to `src/vocabulary/military/print.ts` (issue 18); kept while importers move. */
export * from '../../vocabulary/military/print.ts';
