import type { ToolCommand } from '@diadochi/kernel';
import { datc } from './datc.ts';

export { datc };

/** The commands this package adds to `npx diadochi`. */
export const tools: ToolCommand[] = [datc];
