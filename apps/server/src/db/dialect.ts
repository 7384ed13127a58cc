/** The two databases the judge runs on; apart from `open.ts` so `migrations.ts` names it without an import cycle. */
export type Dialect = 'sqlite' | 'postgres';
