import type { ToolCommand } from '@diadochi/kernel';
import { tools as diadoquesTools } from '@diadochi/diadoques/cli';
import { play as playPhalanxx } from '@diadochi/phalanxx/cli';

/** Commands the game packages add (each game's `cli` entry). Add a game's tools here. */
export const gameTools: ToolCommand[] = [...diadoquesTools, playPhalanxx];
