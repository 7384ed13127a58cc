import type { ToolCommand } from '@diadochi/kernel';
import { datc } from './datc.ts';
import { mapCommand } from './map.ts';
import { adjudicate } from './adjudicate.ts';
import { fuzzInputCommands } from './fuzz-input.ts';
import { sandbox } from './sandbox.ts';

export { adjudicate, datc, mapCommand };
export { fuzzInput, readersOf, summary as fuzzSummary } from './fuzz-input.ts';

/** The commands this package adds to `npx diadochi`. */
export const tools: ToolCommand[] = [mapCommand, adjudicate, sandbox, datc, ...fuzzInputCommands];
