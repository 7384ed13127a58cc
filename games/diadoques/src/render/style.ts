/**
 * Colours and sizes. Terrain colours follow the printed map's convention (`diadoques §4a.2`:
 * normal yellow, flood plain green, desert ochre, mountain white), softened so that labels
 * and owner colours stay readable on top. Sizes are for a 1600-pixel-wide map and scale with
 * the width.
 */
import type { Terrain } from '../map/types.ts';

export const TERRAIN_FILL: Record<Terrain, string> = {
  normal: '#f1e6b8',
  flood: '#c5dca4',
  desert: '#e6c98f',
  mountain: '#f7f5f0',
};

export const COLOURS = {
  sea: '#a9cfe8',
  seaOff: '#c9dbe6',
  landOff: '#ddd8cb',
  coast: '#4f6f86',
  border: '#5b4a3a',
  seaBorder: '#ffffff',
  river: '#3f86c6',
  lake: '#a9cfe8',
  mountain: '#8a6a4a',
  ink: '#1f1f1f',
  seaInk: '#17456e',
  halo: '#ffffff',
  seaHalo: '#d9ecf7',
  arrow: '#1f3f66',
  route: '#7a3b9a',
};

export interface Sizes {
  s: number;
  abbr: number;
  seaAbbr: number;
  name: number;
  citadelName: number;
  townName: number;
  capital: number;
  major: number;
  minor: number;
  town: number;
  anchor: number;
  unitSlot: number;
  border: number;
  coast: number;
  river: number;
}

export function sizes(width: number): Sizes {
  const s = width / 1600;
  return {
    s,
    abbr: 14 * s,
    seaAbbr: 14 * s,
    name: 8.5 * s,
    citadelName: 9.5 * s,
    townName: 8 * s,
    capital: 13 * s,
    major: 10 * s,
    minor: 4.8 * s,
    town: 2.4 * s,
    anchor: 11 * s,
    unitSlot: 9 * s,
    border: 1.1 * s,
    coast: 1 * s,
    river: 1.7 * s,
  };
}

export const FONT = "'DejaVu Sans', 'Verdana', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

/**
 * Rough text width without a DOM, on DejaVu Sans metrics (the widest of the fonts named
 * above, so other fonts only leave more room): capitals about 0.72 em (bold 0.8), small
 * letters 0.6 em (bold 0.68), narrow letters and spaces 0.32 em.
 */
export function textWidth(text: string, fontSize: number, bold = false): number {
  let em = 0;
  for (const ch of text) {
    if (/[ilj.,'’ -]/.test(ch)) em += 0.32;
    else if (/[MW]/.test(ch)) em += bold ? 1.0 : 0.88;
    else if (ch !== ch.toLowerCase()) em += bold ? 0.8 : 0.72;
    else em += bold ? 0.68 : 0.6;
  }
  return em * fontSize;
}
