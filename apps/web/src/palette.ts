/**
 * Colours of the powers: the Okabe–Ito palette, distinguishable with every common colour
 * vision deficiency. Each power also carries its initial on its tokens, so colour is never
 * the only cue. Neutrals are grey.
 */
export const OKABE_ITO = ['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7', '#000000'] as const;
export const NEUTRAL = '#8c8c8c';

/** Text colour readable on each palette colour. */
const INK: Record<string, string> = {
  '#E69F00': '#000000',
  '#56B4E9': '#000000',
  '#009E73': '#ffffff',
  '#F0E442': '#000000',
  '#0072B2': '#ffffff',
  '#D55E00': '#ffffff',
  '#CC79A7': '#000000',
  '#000000': '#ffffff',
  [NEUTRAL]: '#ffffff',
};

export interface PowerColour {
  fill: string;
  ink: string;
}

/** Colours by seat order: the n-th seat of a game always gets the n-th colour. */
export function powerColours(players: readonly string[]): Map<string, PowerColour> {
  const out = new Map<string, PowerColour>();
  players.forEach((p, i) => {
    const fill = OKABE_ITO[i % OKABE_ITO.length]!;
    out.set(p, { fill, ink: INK[fill]! });
  });
  return out;
}

/** The seats' colours: those the game names (`fixed`, e.g. Successors' Blue, Red, Yellow, Black), else by seat order. */
export function seatColours(players: readonly string[], fixed?: Readonly<Record<string, PowerColour>>): Map<string, PowerColour> {
  const byOrder = powerColours(players);
  if (!fixed) return byOrder;
  return new Map(players.map((p) => [p, fixed[p] ?? byOrder.get(p)!]));
}

export function colourOf(colours: Map<string, PowerColour>, power: string | null | undefined): PowerColour {
  return (power && colours.get(power)) || { fill: NEUTRAL, ink: INK[NEUTRAL]! };
}
