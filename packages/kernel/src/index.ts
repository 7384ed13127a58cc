export * from './result.ts';
export * from './dice.ts';
export * from './canonical.ts';
export * from './game.ts';
export * from './session.ts';
export * from './rules.ts';
export * from './tools.ts';
export * from './autoplay.ts';
