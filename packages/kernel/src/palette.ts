/**
 * Colours of the seats: the Okabe–Ito palette, distinguishable with every common colour vision
 * deficiency. Tokens also carry their power's initial, so colour is never the only cue; neutrals
 * are grey. Here, not in a client, because pictures drawn by the games (`GameDefinition.picture`)
 * and the web's boards must colour a seat alike.
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

/** A seat's colour; grey for a neutral or unknown one. */
export function colourOf(colours: Map<string, PowerColour>, power: string | null | undefined): PowerColour {
  return (power && colours.get(power)) || { fill: NEUTRAL, ink: INK[NEUTRAL]! };
}
