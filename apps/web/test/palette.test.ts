import { describe, expect, it } from 'vitest';
import { colourOf, NEUTRAL, OKABE_ITO, powerColours, seatColours } from '../src/palette.ts';
import { FACTION_COLOURS } from '../src/boards/successors/index.ts';

describe('colour-blind-safe palette', () => {
  it('gives the six diadochi six different Okabe–Ito colours, in seat order, and neutrals grey', () => {
    const c = powerColours(['cassandre', 'lysimaque', 'antigone', 'eumene', 'ptolemee', 'seleucos']);
    const fills = [...c.values()].map((x) => x.fill);
    expect(new Set(fills).size).toBe(6);
    expect(fills.every((f) => (OKABE_ITO as readonly string[]).includes(f))).toBe(true);
    expect(colourOf(c, undefined).fill).toBe(NEUTRAL);
    expect(colourOf(c, 'rhodes').fill).toBe(NEUTRAL);
  });

  it('picks readable ink on every colour (luminance contrast)', () => {
    const lum = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => (Math.max(lum(a), lum(b)) + 0.05) / (Math.min(lum(a), lum(b)) + 0.05);
    for (const c of powerColours(OKABE_ITO.map((_, i) => `p${i}`)).values()) expect(contrast(c.fill, c.ink)).toBeGreaterThanOrEqual(3);
  });

  it('colours seats a game names by colour in their own colour (Successors: Blue is blue in the page header, not the first seat\'s orange)', () => {
    const c = seatColours(['blue', 'red', 'yellow', 'black'], FACTION_COLOURS);
    expect(c.get('blue')).toEqual(FACTION_COLOURS.blue);
    expect(c.get('black')).toEqual(FACTION_COLOURS.black);
    expect(seatColours(['a', 'b'])).toEqual(powerColours(['a', 'b']));
  });
});
