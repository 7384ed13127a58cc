/**
 * Les Diadoques (`diadoques`), Diadokhoi (`diadokhoi`) and classic Diplomacy (`classic`):
 * the adjudication core, the maps as data and each ruleset's game definition.
 */
export * as core from './core/index.ts';
export { classic } from './classic/index.ts';
