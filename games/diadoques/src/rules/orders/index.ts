/** The order language of both rule versions: data, reading, writing. */
export * from './types.ts';
export { parseOrders, parseOrder, stripComment } from './parse.ts';
export type { ParseContext, ParsedLine, ParseResult } from './parse.ts';
export { printOrder, printUnit } from './print.ts';
export { lookupPlace, placeName, lookupCharacter, characterName } from './names.ts';
