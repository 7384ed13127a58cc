/**
 * Label placement: every space's abbreviation (and every citadel's name) gets a spot near its
 * anchor that overlaps as little as possible with symbols, unit slots and the labels already
 * placed, and stays inside its own space. Greedy and deterministic: spaces in data order,
 * candidate spots in a fixed order.
 */
import type { GameMap, SpaceId } from '../map/types.ts';
import type { Diagram } from './cells.ts';
import type { LandIndex } from './coast.ts';
import type { Frame } from './projection.ts';
import type { Sizes } from './style.ts';
import { textWidth } from './style.ts';
import type { Pt } from './svg.ts';

export type Language = 'fr' | 'en';

/** A citadel or town symbol drawn on the map, which labels must not cover. */
export interface SymbolMark {
  at: Pt;
  kind: 'capital' | 'major' | 'minor' | 'town' | 'port';
  port: boolean;
  id: string;
  name: string;
}

/** The order abbreviation of a space in the label language (falling back on the other one). */
export function abbreviation(names: { abbrFr?: string; abbrEn?: string }, id: string, language: Language): string {
  return (language === 'fr' ? (names.abbrFr ?? names.abbrEn) : (names.abbrEn ?? names.abbrFr)) ?? id;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface PlacedLabel {
  /** Centre of the text. */
  at: Pt;
  text: string;
  kind: 'land' | 'sea' | 'citadel' | 'town';
  fontSize: number;
  /** The space it names (absent for towns). */
  space?: SpaceId;
  box: Box;
}

export interface LabelInput {
  map: GameMap;
  language: Language;
  size: Sizes;
  width: number;
  height: number;
  frame: Frame;
  symbols: SymbolMark[];
  unitAt: Map<SpaceId, Pt>;
  landIndex: LandIndex;
  landCells: Diagram;
  seaCells: Diagram;
  /** Other things labels should not cover (passes, routes). */
  obstacles: Box[];
}

export function boxAround(at: Pt, w: number, h: number): Box {
  return { x0: at[0] - w / 2, y0: at[1] - h / 2, x1: at[0] + w / 2, y1: at[1] + h / 2 };
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

function symbolBox(s: SymbolMark, size: Sizes): Box {
  const r =
    s.kind === 'capital' ? size.capital / 2 : s.kind === 'major' ? size.major / 2 : s.kind === 'minor' ? size.minor : s.kind === 'port' ? size.anchor / 2 : size.town;
  const extra = s.port && s.kind !== 'port' ? size.anchor * 0.8 : 0;
  return { x0: s.at[0] - r - 1, y0: s.at[1] - r - 1, x1: s.at[0] + r + 1 + extra, y1: s.at[1] + r + 1 };
}

interface Candidate {
  at: Pt;
  order: number;
}

class Placer {
  readonly placed: PlacedLabel[] = [];
  readonly obstacles: Box[] = [];
  constructor(
    private readonly width: number,
    private readonly height: number,
  ) {}

  cost(box: Box): number {
    let c = 0;
    for (const o of this.obstacles) c += overlap(box, o) * 2;
    for (const l of this.placed) c += overlap(box, l.box) * 4;
    const outside =
      Math.max(0, -box.x0) + Math.max(0, box.x1 - this.width) + Math.max(0, -box.y0) + Math.max(0, box.y1 - this.height);
    return c + outside * 100;
  }

  place(label: Omit<PlacedLabel, 'at' | 'box'>, w: number, h: number, candidates: Candidate[], penalty: (at: Pt) => number): PlacedLabel {
    let best: PlacedLabel | undefined;
    let bestCost = Infinity;
    for (const c of candidates) {
      // A little air around every label, so that neighbours never touch.
      const box = boxAround(c.at, w + 4, h + 1);
      const cost = this.cost(box) + penalty(c.at) + c.order;
      if (cost < bestCost) {
        bestCost = cost;
        best = { ...label, at: c.at, box };
      }
    }
    this.placed.push(best!);
    return best!;
  }
}

/** Spots around a unit slot: below first, then above, beside, diagonals, then farther out. */
function aroundSlot(at: Pt, w: number, h: number, slot: number): Candidate[] {
  const dy = slot + h / 2 + 1;
  const dx = slot + w / 2 + 2;
  const offsets: Pt[] = [
    [0, dy], [0, -dy], [dx, 0], [-dx, 0], [dx * 0.8, dy], [-dx * 0.8, dy], [dx * 0.8, -dy], [-dx * 0.8, -dy],
    [0, dy * 1.8], [0, -dy * 1.8], [dx * 1.5, 0], [-dx * 1.5, 0],
  ];
  return offsets.map((o, i) => ({ at: [at[0] + o[0], at[1] + o[1]], order: i * 3 }));
}

/** Spots beside a symbol of radius r: right first, then left, above, below. */
function besideSymbol(at: Pt, w: number, h: number, r: number): Candidate[] {
  const dx = r + 3 + w / 2;
  const dy = r + 1 + h / 2;
  const offsets: Pt[] = [
    [dx, 0], [-dx, 0], [0, -dy], [0, dy], [dx * 0.9, -dy * 0.8], [-dx * 0.9, -dy * 0.8], [dx * 0.9, dy * 0.8], [-dx * 0.9, dy * 0.8],
  ];
  return offsets.map((o, i) => ({ at: [at[0] + o[0], at[1] + o[1]], order: i * 2 }));
}

export function placeLabels(input: LabelInput): PlacedLabel[] {
  const { map, language, size } = input;
  const placer = new Placer(input.width, input.height);
  for (const s of input.symbols) placer.obstacles.push(symbolBox(s, size));
  placer.obstacles.push(...input.obstacles);
  for (const sp of [...map.provinces, ...map.seas]) {
    const at = input.unitAt.get(sp.id);
    if (at) placer.obstacles.push(boxAround(at, size.unitSlot * 2, size.unitSlot * 2));
  }
  const out: PlacedLabel[] = [];
  const h = (fs: number) => fs * 1.1;
  for (const p of map.provinces) {
    const text = abbreviation(p.names, p.id, language);
    const fs = size.abbr;
    const w = textWidth(text, fs, true);
    const at = input.unitAt.get(p.id)!;
    const penalty = (q: Pt) => (input.landIndex.contains(q) && input.landCells.ownerAt(q) === p.id ? 0 : 400);
    out.push(placer.place({ text, kind: 'land', fontSize: fs, space: p.id }, w, h(fs), aroundSlot(at, w, h(fs), size.unitSlot), penalty));
  }
  for (const s of map.seas) {
    const text = abbreviation(s.names, s.id, language);
    const fs = size.seaAbbr;
    const w = textWidth(text, fs, true);
    const at = input.unitAt.get(s.id)!;
    const penalty = (q: Pt) => (!input.landIndex.contains(q) && input.seaCells.ownerAt(q) === s.id ? 0 : 400);
    out.push(placer.place({ text, kind: 'sea', fontSize: fs, space: s.id }, w, h(fs), aroundSlot(at, w, h(fs), size.unitSlot), penalty));
  }
  for (const c of map.citadels) {
    const sym = input.symbols.find((s) => s.id === c.id);
    if (!sym) continue;
    const text = c.names[language];
    const fs = size.citadelName;
    const w = textWidth(text, fs);
    const r = symbolBox(sym, size).x1 - sym.at[0];
    out.push(placer.place({ text, kind: 'citadel', fontSize: fs, space: c.id }, w, h(fs), besideSymbol(sym.at, w, h(fs), r), () => 0));
  }
  return out;
}
