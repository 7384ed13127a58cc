/**
 * Build-time tool (Node, run by vite.config.ts): prints Syracuse's board geometry (zones, borders,
 * coasts: `BOARD` of games/syracuse/src/render/board-geometry.ts) as JSON. Computing it takes
 * 30–140 ms in the browser, before the board's first paint; the data never changes while a build runs.
 * Usage: node --import tsx src/build/syracuse-board.ts <out.json>
 */
import { writeFileSync } from 'node:fs';
import { BOARD } from '@diadochi/syracuse/board';

writeFileSync(process.argv[2]!, JSON.stringify(BOARD));
