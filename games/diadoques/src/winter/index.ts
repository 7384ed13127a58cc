/** The winter season: orders, their text, supply, builds, and the whole resolution. */
export * from '../vocabulary/winter.ts';
export * from './supply.ts';
export * from './builds.ts';
export * from './resolve.ts';
export * from './start.ts';
