/**
 * One case of the DATC file (the shape of its JSON), apart from the runner `datc.ts` so the
 * amendments (`datc-amendments.ts`) can name it without an import cycle.
 */
export type Expectation = 'Succeeds' | 'Fails' | null;

export interface DatcCase {
  name: string;
  url: string;
  phase: 'Main' | 'Retreat' | 'Build';
  edition?: string;
  description?: string;
  ignore?: string;
  errata?: string;
  starting_state?: string[];
  orders: Record<string, Expectation | string>;
  preceding_main_phase?: { starting_state?: string[]; orders: Record<string, Expectation> };
  occupiers?: Record<string, string>;
  civil_disorder?: string[];
}
