import { describe, expect, it } from 'vitest';
import { colourOf, NEUTRAL, OKABE_ITO, powerColours } from '../src/palette.ts';

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
});
