/**
 * Money of Les Diadoques and Diadokhoi: unit costs and limits, winter income, treasures, gold
 * gifts (with the diadokhoi transfer delay). The winter season itself (maintenance, disbanding,
 * builds, promotions, downgrades, winter supply) is one layer up, in `../winter/`.
 * Every function mutates the state it is given and returns the events it caused.
 */
export * from './common.ts';
export * from './costs.ts';
export * from './income.ts';
export * from './treasures.ts';
export * from './gifts.ts';
export type { LineParse, TextParse } from '../vocabulary/words.ts';
