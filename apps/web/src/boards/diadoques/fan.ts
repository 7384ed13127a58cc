/**
 * Where each unit token of the map goes (issue 17 item 7): the units of one space are fanned
 * in a row centred on the space's unit anchor, then each token takes the free place nearest
 * to that — free of the tokens placed before it (a citadel's garrison beside its province's
 * army, start stacks of neighbouring spaces) and of the place names. Pure geometry (map units, no DOM),
 * deterministic: same tokens in, same places out.
 */
export interface Token {
  key: string;
  space: string;
  /** The space's unit anchor. */
  at: readonly [number, number];
  w: number;
  h: number;
}

/** A rectangle the tokens must leave visible (a place name), by its centre and size. */
export interface Obstacle {
  x: number;
  y: number;
  w: number;
  h: number;
}

const GAP = 3;

export function fanTokens(tokens: readonly Token[], obstacles: readonly Obstacle[] = []): Map<string, [number, number]> {
  const spaces = new Map<string, Token[]>();
  for (const t of tokens) spaces.set(t.space, [...(spaces.get(t.space) ?? []), t]);
  const pos = new Map<string, [number, number]>();
  for (const group of spaces.values()) {
    // One row for up to three tokens, two rows beyond: a start stack stays compact.
    const perRow = group.length <= 3 ? group.length : Math.ceil(group.length / 2);
    group.forEach((t, i) => {
      const row = Math.floor(i / perRow);
      const inRow = Math.min(perRow, group.length - row * perRow);
      const col = i % perRow;
      const w = Math.max(...group.map((g) => g.w)) + GAP;
      const h = Math.max(...group.map((g) => g.h)) + GAP;
      const rows = Math.ceil(group.length / perRow);
      pos.set(t.key, [t.at[0] + (col - (inRow - 1) / 2) * w, t.at[1] + (row - (rows - 1) / 2) * h]);
    });
  }
  // Each token in turn takes the free place nearest its fanned place: searched on rings of
  // growing radius, free of the tokens already placed and of the names; in a corner too
  // crowded for that, free of the tokens only (a name half hidden still reads, two tokens on
  // each other do not).
  const placed: { pos: [number, number]; w: number; h: number }[] = [];
  for (const t of tokens) {
    const want = pos.get(t.key)!;
    const spot = nearestFree(want, t, placed, obstacles) ?? nearestFree(want, t, placed, []) ?? want;
    pos.set(t.key, spot);
    placed.push({ pos: spot, w: t.w, h: t.h });
  }
  return pos;
}

const STEP = 3;
const REACH = 120;

function nearestFree(want: readonly [number, number], t: { w: number; h: number }, placed: readonly { pos: [number, number]; w: number; h: number }[], obstacles: readonly Obstacle[]): [number, number] | null {
  const free = (p: [number, number]) => placed.every((o) => !separation(o.pos, o, p, t)) && obstacles.every((o) => !separation([o.x, o.y], o, p, t));
  for (let r = 0; r <= REACH; r += STEP) {
    const n = r === 0 ? 1 : Math.ceil((2 * Math.PI * r) / STEP);
    for (let k = 0; k < n; k++) {
      // From straight below, clockwise: below a name first, where the eye looks for the piece.
      const a = Math.PI / 2 + (2 * Math.PI * k) / n;
      const p: [number, number] = [want[0] + r * Math.cos(a), want[1] + r * Math.sin(a)];
      if (free(p)) return p;
    }
  }
  return null;
}

/**
 * How far to move b (a the opposite way) so the two boxes, with a gap, no longer overlap: along
 * the axis of least overlap, away from a; null when they do not overlap.
 */
function separation(pa: readonly [number, number], a: { w: number; h: number }, pb: readonly [number, number], b: { w: number; h: number }): [number, number] | null {
  const dx = pb[0] - pa[0];
  const dy = pb[1] - pa[1];
  const ox = (a.w + b.w) / 2 + GAP - Math.abs(dx);
  const oy = (a.h + b.h) / 2 + GAP - Math.abs(dy);
  if (ox <= 0 || oy <= 0) return null;
  // Ties (same centre) go sideways, to the right: deterministic.
  if (ox / (a.w + b.w) <= oy / (a.h + b.h)) return [dx < 0 ? -ox : ox, 0];
  return [0, dy < 0 ? -oy : oy];
}
