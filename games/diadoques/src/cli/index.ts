import type { ToolCommand } from '@diadochi/kernel';
import { datc } from './datc.ts';
import { mapCommand } from './map.ts';
import { adjudicate } from './adjudicate.ts';

export { adjudicate, datc, mapCommand };

/** The commands this package adds to `npx diadochi`. */
export const tools: ToolCommand[] = [mapCommand, adjudicate, datc];
