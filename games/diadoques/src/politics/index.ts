/**
 * Politics of Les Diadoques and Diadokhoi: corruption and counter-corruption, auctions,
 * characters (royal family, captives, murders, marriage, regent and royal order), the
 * agreement with Chandragupta, succession, dynasties and elimination, secondary orders in the
 * sequence of `diadoques ch. 9c`, control of provinces and citadels, prestige, victory, and the
 * assignment of the diadochi. Every function mutates the state it is given and returns the
 * events it caused.
 */
export * from './characters.ts';
export * from './control.ts';
export * from './corruption.ts';
export * from './auctions.ts';
export * from './captives.ts';
export * from './royal.ts';
export * from './chandragupta.ts';
export * from './succession.ts';
export * from './prestige.ts';
export * from './prestige-facts.ts';
export * from './victory.ts';
export * from './secondary-types.ts';
export * from '../vocabulary/secondary.ts';
export * from './secondary.ts';
export * from './assignment.ts';
export * from './influence.ts';
