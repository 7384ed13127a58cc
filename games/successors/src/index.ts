/** Successors (3rd edition, GMT 2008) for the Diadochi kernel: ruleset `successors`. */
// Components (data): types, reconstructed map, cards, generals, tables.
export type * from './data/types.ts';
export * from './data/costs.ts';
