/** The look shared by the web board (`apps/web/src/boards/syracuse/map-board.ts`) and the published map (`board-svg.ts`). */

/** Fill of a zone by its terrain; the web board (`apps/web/src/boards/syracuse/map-board.ts`) uses the same. */
export const TERRAIN_FILL: Readonly<Record<string, string>> = {
  clear: '#efe3c0',
  high: '#d8b97f',
  fortified: '#d9c7a8',
  sea: '#86b6dc',
  protected: '#b7d5ee',
  port: '#b7d5ee',
  offmap: '#e6e1d6',
};

/** The sides' colours of the published map (the web client's defaults, colour-blind safe). */
export const SIDE_FILL = { ath: '#E69F00', syr: '#56B4E9' } as const;

/** The off-map box of Catane (`syracuse 3.1.9`), in the open sea north of the map, linked to M1. */
export const CATANE_BOX = { x: 560, y: 14, w: 210, h: 104 } as const;

/** A zone name on two lines when long (as the web board wraps it). */
export function wrapName(name: string): string[] {
  if (name.length <= 16) return [name];
  const words = name.split(' ');
  let best = [name];
  let bestW = Infinity;
  for (let i = 1; i < words.length; i++) {
    const w = Math.max(words.slice(0, i).join(' ').length, words.slice(i).join(' ').length);
    if (w < bestW) {
      bestW = w;
      best = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    }
  }
  return best;
}
