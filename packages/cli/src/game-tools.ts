import type { ToolCommand } from '@diadochi/kernel';

/** Commands the game packages add (each game's `cli` entry). Add a game's tools here. */
export const gameTools: ToolCommand[] = [];
