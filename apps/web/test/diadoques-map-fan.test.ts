/**
 * Issue 17 item 7: unit tokens of one space never overlap (fanned), nor tokens of neighbouring
 * spaces, nor a place name; power badges are unique per game (Diadokhoi's Antipatros and
 * Antigonos do not both read "A").
 */
import { describe, expect, it } from 'vitest';
import { powerBadges } from '../src/boards/badges.ts';
import { fanTokens } from '../src/boards/diadoques/fan.ts';
import type { Obstacle, Token } from '../src/boards/diadoques/fan.ts';

function overlaps(p: [number, number], a: { w: number; h: number }, q: [number, number], b: { w: number; h: number }): boolean {
  return Math.abs(p[0] - q[0]) < (a.w + b.w) / 2 && Math.abs(p[1] - q[1]) < (a.h + b.h) / 2;
}

describe('fanTokens', () => {
  it('fans a start stack of three armies and a garrison next to it so no two touch', () => {
    const tokens: Token[] = [
      ...[0, 1, 2].map((i) => ({ key: `MAC${i}`, space: 'MAC', at: [100, 100] as const, w: 26, h: 16 })),
      { key: 'pella', space: 'pella', at: [108, 104], w: 20, h: 13 },
      { key: 'THE', space: 'THE', at: [120, 112], w: 26, h: 16 },
    ];
    const labels: Obstacle[] = [{ x: 100, y: 88, w: 24, h: 10 }];
    const pos = fanTokens(tokens, labels);
    for (let i = 0; i < tokens.length; i++) {
      for (let j = i + 1; j < tokens.length; j++) expect(overlaps(pos.get(tokens[i]!.key)!, tokens[i]!, pos.get(tokens[j]!.key)!, tokens[j]!), `${tokens[i]!.key} / ${tokens[j]!.key}`).toBe(false);
      expect(overlaps(pos.get(tokens[i]!.key)!, tokens[i]!, [labels[0]!.x, labels[0]!.y], labels[0]!)).toBe(false);
    }
    // Stays near its space: a fan, not a scatter.
    for (const t of tokens) expect(Math.hypot(pos.get(t.key)![0] - t.at[0], pos.get(t.key)![1] - t.at[1])).toBeLessThan(60);
  });

  it('is deterministic and leaves a lone token on its anchor', () => {
    const tokens: Token[] = [{ key: 'x', space: 'EGY', at: [5, 7], w: 26, h: 16 }];
    expect(fanTokens(tokens).get('x')).toEqual([5, 7]);
    const many: Token[] = Array.from({ length: 7 }, (_, i) => ({ key: `k${i}`, space: i < 4 ? 'A' : 'B', at: i < 4 ? ([0, 0] as const) : ([10, 0] as const), w: 26, h: 16 }));
    expect([...fanTokens(many)]).toEqual([...fanTokens(many)]);
  });
});

describe('powerBadges', () => {
  it('gives Antipatros and Antigonos different badges and keeps unique initials', () => {
    const names: Record<string, string> = { antipatros: 'Antipatros', antigonos: 'Antigonos', lysimachos: 'Lysimachos', ptolemaios: 'Ptolemaios', seleukos: 'Seleukos', eumenes: 'Eumenes' };
    const b = powerBadges(Object.keys(names), (p) => names[p]!);
    expect(b.get('antipatros')).toBe('Ap');
    expect(b.get('antigonos')).toBe('Ag');
    expect(b.get('lysimachos')).toBe('L');
    expect(new Set(b.values()).size).toBe(6);
  });

  it('falls back to a number when two names differ nowhere', () => {
    const b = powerBadges(['x', 'y'], () => 'Ptolémée');
    expect(new Set(b.values())).toEqual(new Set(['P1', 'P2']));
  });
});
