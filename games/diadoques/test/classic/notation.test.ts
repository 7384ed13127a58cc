import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOrder, parseOrder } from '../../src/classic/notation.ts';
import type { ParsedOrder } from '../../src/classic/notation.ts';
import { PROVINCES } from '../../src/classic/map-data.ts';

const json = JSON.parse(readFileSync(new URL('./data/datc.json', import.meta.url), 'utf8')) as {
  cases: { orders: Record<string, unknown>; preceding_main_phase?: { orders: Record<string, unknown> } }[];
};

describe('classic order notation', () => {
  it('reads every order of the DATC file except the one misspelt province ("nor")', () => {
    const texts = json.cases.flatMap((c) => [...Object.keys(c.orders), ...Object.keys(c.preceding_main_phase?.orders ?? {})]);
    const bad = texts.filter((t) => !parseOrder(t).ok);
    expect(texts.length).toBeGreaterThan(700);
    expect(bad.sort()).toEqual(['ENG: F nor -> nth', 'ENG: F nor hold']);
  });

  it('reads moves, supports, convoys, holds and adjustments', () => {
    const read = (t: string) => {
      const r = parseOrder(t);
      if (!r.ok) throw new Error(t);
      return r.value;
    };
    expect(read('ENG: F nth -> pic')).toMatchObject({ power: 'ENG', verb: 'move', unit: { type: 'fleet', place: { province: 'nth' } }, to: { province: 'pic' }, viaConvoy: false });
    expect(read('FRA: A spa -> por via Convoy')).toMatchObject({ verb: 'move', viaConvoy: true });
    expect(read('F spa/nc-mao')).toMatchObject({ verb: 'move', unit: { place: { province: 'spa', coast: 'nc' } }, to: { province: 'mao' } });
    expect(read('ITA: F lyo Supports F wes -> spa(sc)')).toMatchObject({ verb: 'support', target: { type: 'fleet', place: { province: 'wes' } }, to: { province: 'spa', coast: 'sc' } });
    expect(read('A tyr S A ven')).toMatchObject({ verb: 'support', target: { place: { province: 'ven' } } });
    expect(read('GER: F ska Convoys den -> nwy')).toMatchObject({ verb: 'convoy', target: { place: { province: 'den' } }, to: { province: 'nwy' } });
    expect(read('AUS: A ven holds')).toMatchObject({ verb: 'hold' });
    expect(read('RUS: F stp(nc) build')).toMatchObject({ verb: 'build', unit: { type: 'fleet', place: { province: 'stp', coast: 'nc' } } });
    expect(read('build A war')).toMatchObject({ verb: 'build', unit: { type: 'army', place: { province: 'war' } } });
    expect(read('FRA: F lyo disband')).toMatchObject({ verb: 'disband' });
  });

  it('points at the words at fault', () => {
    const r = parseOrder('ENG: F nth -> xyz');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]).toMatchObject({ code: 'unknown-province', span: { start: 14, end: 17 } });
    const s = parseOrder('A par dance');
    if (!s.ok) expect(s.error[0]).toMatchObject({ code: 'unknown-action', span: { start: 6, end: 11 } });
    const t = parseOrder('A par -> bur please');
    if (!t.ok) expect(t.error[0]).toMatchObject({ code: 'unexpected-words', span: { start: 13, end: 19 } });
    expect(parseOrder('   ').ok).toBe(false);
    expect(parseOrder('F spa(xx) -> mao').ok).toBe(false);
  });

  it('never throws, whatever it is given', () => {
    const words = fc.constantFrom('A', 'F', 'ENG:', '->', '-', 'S', 'C', 'H', 'via', 'convoy', 'supports', 'build', 'spa(nc)', 'spa/', 'par', 'x', '(', ')', ':');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(words).map((w) => w.join(' '))), (text) => {
        const r = parseOrder(text);
        expect(typeof r.ok).toBe('boolean');
        if (!r.ok) for (const p of r.error) expect(p.span === undefined || (p.span.start >= 0 && p.span.end <= text.length)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('formatOrder and parseOrder are inverse', () => {
    const province = fc.constantFrom(...PROVINCES.map((p) => p.id));
    const place = fc.record({ province, coast: fc.option(fc.constantFrom('nc', 'sc', 'ec'), { nil: undefined }) }).map(({ province: p, coast }) => ({ province: p, ...(coast ? { coast } : {}), span: { start: 0, end: 0 } }));
    const unit = fc.record({ type: fc.option(fc.constantFrom('army' as const, 'fleet' as const), { nil: undefined }), place }).map(({ type, place: p }) => ({ ...(type ? { type } : {}), place: p }));
    const power = fc.option(fc.constantFrom('ENG', 'FRA', 'TUR'), { nil: undefined });
    const order: fc.Arbitrary<ParsedOrder> = fc.oneof(
      fc.record({ power, unit }).map((o) => ({ ...o, verb: 'hold' as const })),
      fc.record({ power, unit, to: place, viaConvoy: fc.boolean() }).map((o) => ({ ...o, verb: 'move' as const })),
      fc.record({ power, unit, target: unit, to: fc.option(place, { nil: undefined }) }).map((o) => ({ ...o, verb: 'support' as const })),
      fc.record({ power, unit, target: unit, to: place }).map((o) => ({ ...o, verb: 'convoy' as const })),
      fc.record({ power, unit }).map((o) => ({ ...o, verb: 'build' as const })),
    );
    const noSpans = (x: unknown): unknown => JSON.parse(JSON.stringify(x, (k, v: unknown) => (k === 'span' || v === undefined ? undefined : v)));
    fc.assert(
      fc.property(order, (o) => {
        const r = parseOrder(formatOrder(o));
        expect(r.ok).toBe(true);
        if (r.ok) expect(noSpans(r.value)).toEqual(noSpans(o));
      }),
      { numRuns: 1000 },
    );
  });
});
