import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diadokhoiMap, diadoquesMap, allSpaces } from '../../src/map/index.ts';
import type { GameMap } from '../../src/map/index.ts';
import { parseOrder, parseOrders, printOrder } from '../../src/vocabulary/military/index.ts';
import type { Order, ParseContext, UnitRef } from '../../src/vocabulary/military/index.ts';
import { TYPES_OF } from '../../src/rules/units.ts';

const fr: ParseContext = { map: diadoquesMap };
const en: ParseContext = { map: diadokhoiMap };
/** Reads an order (typed loosely: tests look into its fields). */
const read = (text: string, ctx = fr): Record<string, unknown> & { unit: UnitRef } => {
  const r = parseOrder(text, ctx);
  if (!r.ok) throw new Error(r.problem.message);
  return r.value as unknown as Record<string, unknown> & { unit: UnitRef };
};

describe('diadoques order notation', () => {
  it('diadoques §9a.17: moves and holds — "A PHE SYR", "F* CYC Athènes", "A PHE X"', () => {
    expect(read('A PHE SYR')).toEqual({ unit: { type: 'A', space: 'PHE' }, kind: 'move', to: 'SYR' });
    expect(read('F* CYC Athènes')).toEqual({ unit: { type: 'F', leader: '*', space: 'CYC' }, kind: 'move', to: 'athenes' });
    expect(read('A PHE X')).toEqual({ unit: { type: 'A', space: 'PHE' }, kind: 'hold' });
    expect(read('A X')).toEqual({ unit: { type: 'A', space: '' }, kind: 'hold' });
  });

  it('diadoques §9a.3: unit types and leaders — Am, Ae, Ag, Fe, * the diadochus, # the epigone, a name', () => {
    expect(read('Ag# SYR X').unit).toEqual({ type: 'Ag', leader: '#', space: 'SYR' });
    expect(read('Fe MOR X').unit).toEqual({ type: 'Fe', space: 'MOR' });
    expect(read('Am Philippe III MAC X').unit).toEqual({ type: 'Am', leader: 'philippe-iii', space: 'MAC' });
  });

  it('diadoques §9a.32: sieges "F MOR A1 Alexandrie", "A* SYR A2 Alexandrie d\'Issos"', () => {
    expect(read('F MOR A1 Alexandrie')).toEqual({ unit: { type: 'F', space: 'MOR' }, kind: 'siege', citadel: 'alexandrie', round: 1 });
    expect(read("A* SYR A2 Alexandrie d'Issos")).toMatchObject({ kind: 'siege', citadel: 'alexandrie-d-issos', round: 2 });
  });

  it('diadoques §9a.36: resupply "F MOR Ra Alexandrie"', () => {
    expect(read('F MOR Ra Alexandrie')).toEqual({ unit: { type: 'F', space: 'MOR' }, kind: 'resupply', citadel: 'alexandrie' });
  });

  it('diadoques §9a.43: retreat lists, X last', () => {
    expect(read('F MOR Re MIO, CYC, Alexandrie, MRD, MIN')).toMatchObject({ kind: 'retreats', to: ['MIO', 'CYC', 'alexandrie', 'MRD', 'MIN'] });
    expect(read("A* SYR Re Alexandrie d'Issos, PHE, COM, CIL, X")).toMatchObject({ kind: 'retreats', to: ['alexandrie-d-issos', 'PHE', 'COM', 'CIL', 'X'] });
    expect(parseOrder('A SYR Re X, PHE', fr)).toMatchObject({ ok: false, problem: { code: 'x-not-last' } });
  });

  it('diadoques §9a.18, diadoques §9a.19: supports and convoys in the Diplomacy notation', () => {
    expect(read('A SYR S A PHE CIL')).toEqual({ unit: { type: 'A', space: 'SYR' }, kind: 'support', target: { type: 'A', space: 'PHE' }, to: 'CIL' });
    expect(read('A SYR S A PHE')).toEqual({ unit: { type: 'A', space: 'SYR' }, kind: 'support', target: { type: 'A', space: 'PHE' } });
    expect(read('F MOR C A EGY SYR')).toEqual({ unit: { type: 'F', space: 'MOR' }, kind: 'convoy', target: { type: 'A', space: 'EGY' }, to: 'SYR' });
  });

  it('diadoques §9a.2: a badly written but understandable order is read — case, accents, full names, dashes', () => {
    expect(read("a* syrie - alexandrie d'issos")).toEqual(read("A* SYR Alexandrie d'Issos"));
    expect(read('A Phénicie SYR')).toEqual(read('A PHE SYR'));
    expect(read('a phe -> syr')).toEqual(read('A PHE SYR'));
    expect(read('PHE SYR')).toEqual({ unit: { space: 'PHE' }, kind: 'move', to: 'SYR' });
  });

  it('diadoques §9a.9: a lone character moves by name', () => {
    expect(read('Olympias ETO THE')).toEqual({ kind: 'character', character: 'olympias', from: 'ETO', to: 'THE' });
    expect(read('Olympias X')).toEqual({ kind: 'character', character: 'olympias' });
  });

  it('diadoques §9c.4, diadoques §9c.14, diadoques §9c.15: secondary orders in English or French', () => {
    expect(read('ne pas capturer Olympias')).toEqual({ kind: 'no-capture', character: 'olympias' });
    expect(read('dissocier Cléopâtre')).toEqual({ kind: 'dissociate', character: 'cleopatre' });
    expect(read('command Olympias A EPI')).toEqual({ kind: 'command', character: 'olympias', unit: { type: 'A', space: 'EPI' } });
  });

  it('diadoques §9a.2: an ambiguous or impossible order is a located problem', () => {
    const r = parseOrders('A PHE SYR\nA PHE ZZZ\n\nA', fr);
    expect(r.orders).toHaveLength(1);
    expect(r.problems.map((p) => [p.code, p.path, p.span])).toEqual([
      ['unknown-place', ['orders', 1], { start: 16, end: 19 }],
      ['missing-place', ['orders', 3], { start: 21, end: 22 }],
    ]);
  });
});

describe('diadokhoi order notation', () => {
  it('diadokhoi §6.3.28: the convoy example "A Arc - (Cyc - EMS) - Egy", "F Cyc C A Arc - Egy"', () => {
    expect(read('A Arc - (Cyc - EMS) - Egy', en)).toEqual({ unit: { type: 'A', space: 'Arc' }, kind: 'move', to: 'Egy', route: ['Cyc', 'EMS'] });
    expect(read('F Cyc C A Arc - Egy', en)).toEqual({ unit: { type: 'F', space: 'Cyc' }, kind: 'convoy', target: { type: 'A', space: 'Arc' }, to: 'Egy' });
  });

  it('diadokhoi §6.3.36: H, S, Bsg1, Bsg2, Spl', () => {
    expect(read('A Cil H', en)).toMatchObject({ kind: 'hold' });
    expect(read('A Cap S A Cil - Syr', en)).toMatchObject({ kind: 'support', target: { space: 'Cil' }, to: 'Syr' });
    expect(read('A Lyd Bsg1 Sardes', en)).toMatchObject({ kind: 'siege', citadel: 'sardes', round: 1 });
    expect(read('A Lyd Bsg2 Sardes', en)).toMatchObject({ kind: 'siege', round: 2 });
    expect(read('F EMS Spl Alexandria', en)).toMatchObject({ kind: 'resupply', citadel: 'alexandria' });
  });

  it('diadokhoi §7.4.2: garrison conversions "G Cyzica = A Hel", "G Alexandria = F EMS", coasts', () => {
    expect(read('G Cyzica = A Hel', en)).toEqual({ unit: { type: 'G', space: 'cyzica' }, kind: 'move', to: 'Hel', as: 'A' });
    expect(read('G Alexandria = F EMS', en)).toEqual({ unit: { type: 'G', space: 'alexandria' }, kind: 'move', to: 'EMS', as: 'F' });
    expect(read('G Athens = F Att (w.c.)', en)).toMatchObject({ to: 'Att', coast: 'wc', as: 'F' });
    expect(read('A * Pal - Syr', en).unit).toEqual({ type: 'A', leader: '*', space: 'Pal' });
  });

  it('diadokhoi §6.3.44: the retreat step reads moves as retreats and holds as disbands', () => {
    expect(read('A Cil - Syr', { ...en, phase: 'retreats' })).toEqual({ unit: { type: 'A', space: 'Cil' }, kind: 'retreat', to: 'Syr' });
    expect(read('A Cil disband', { ...en, phase: 'retreats' })).toMatchObject({ kind: 'disband' });
  });
});

// ————————————————————————— properties —————————————————————————

function arbitraries(map: GameMap) {
  const spaces = allSpaces(map).filter((s) => s.kind !== 'sea' || s.navigable).map((s) => s.id);
  const seas = map.seas.map((s) => s.id);
  const ruleset = map.ruleset;
  const characters = ruleset === 'diadoques' ? ['olympias', 'philippe-iii', 'cleopatre', 'ptolemee-ii', 'antigone'] : ['olympias', 'philippos', 'kleopatra', 'ptolemaios-ii', 'antigonos'];
  const coasted = map.provinces.filter((p) => p.coasts).flatMap((p) => p.coasts!.map((c) => ({ space: p.id, coast: c.id })));
  const place = fc.oneof(
    fc.constantFrom(...spaces).map((space) => ({ space })),
    ...(coasted.length > 0 ? [fc.constantFrom(...coasted)] : []),
  );
  const type = fc.constantFrom(...TYPES_OF[ruleset], ...(ruleset === 'diadokhoi' ? (['G'] as const) : []));
  const unit: fc.Arbitrary<UnitRef> = fc.oneof(
    fc.record({ type, place, leader: fc.option(fc.constantFrom('*', '#', ...characters), { nil: undefined }) }).map(({ type: t, place: p, leader }) => ({ type: t, ...(leader ? { leader } : {}), ...p })),
    place.map((p) => ({ ...p })),
  );
  const to = place.map((p) => ({ to: p.space, ...('coast' in p ? { coast: p.coast } : {}) }));
  const order: fc.Arbitrary<Order> = fc.oneof(
    unit.map((u) => ({ unit: u, kind: 'hold' as const })),
    fc.record({ u: unit, t: to, route: fc.option(fc.array(fc.constantFrom(...seas), { minLength: 1, maxLength: 3 }), { nil: undefined }) }).map(({ u, t, route }) => ({ unit: u, kind: 'move' as const, ...t, ...(route ? { route } : {}) })),
    fc.record({ u: unit, t: to, as: fc.constantFrom('A' as const, 'F' as const) }).map(({ u, t, as }) => ({ unit: { ...u, type: 'G' as const }, kind: 'move' as const, ...t, as })),
    fc.record({ u: unit, target: unit, t: fc.option(to, { nil: undefined }) }).map(({ u, target, t }) => ({ unit: u, kind: 'support' as const, target, ...(t ? { to: t.to, ...(t.coast ? { toCoast: t.coast } : {}) } : {}) })),
    fc.record({ u: unit, target: unit, t: fc.constantFrom(...spaces) }).map(({ u, target, t }) => ({ unit: u, kind: 'convoy' as const, target, to: t })),
    fc.record({ u: unit, c: fc.constantFrom(...map.citadels.map((c) => c.id)), round: fc.constantFrom(1 as const, 2 as const) }).map(({ u, c, round }) => ({ unit: u, kind: 'siege' as const, citadel: c, round })),
    fc.record({ u: unit, c: fc.constantFrom(...map.citadels.map((c) => c.id)) }).map(({ u, c }) => ({ unit: u, kind: 'resupply' as const, citadel: c })),
    fc.record({ c: fc.constantFrom(...characters), from: fc.option(fc.constantFrom(...spaces), { nil: undefined }), to: fc.option(fc.constantFrom(...spaces), { nil: undefined }) }).map(({ c, from, to: t }) => ({ kind: 'character' as const, character: c, ...(from ? { from } : {}), ...(t ? { to: t } : {}) })),
    fc.constantFrom(...characters).map((c) => ({ kind: 'no-capture' as const, character: c })),
    fc.constantFrom(...characters).map((c) => ({ kind: 'dissociate' as const, character: c })),
    fc.record({ c: fc.constantFrom(...characters), u: unit.filter((u) => u.type !== undefined) }).map(({ c, u }) => ({ kind: 'command' as const, character: c, unit: u })),
    fc.constantFrom(...spaces).map((s) => ({ kind: 'no-control' as const, space: s })),
    fc.constantFrom(...map.citadels.map((c) => c.id)).map((c) => ({ kind: 'no-treasure' as const, citadel: c })),
  );
  const retreats = fc.record({ u: unit, list: fc.array(fc.constantFrom(...spaces), { minLength: 1, maxLength: 4 }), x: fc.boolean() }).map(({ u, list, x }) => ({ unit: u, kind: 'retreats' as const, to: [...list, ...(x ? ['X'] : [])] }));
  return { order: ruleset === 'diadoques' ? fc.oneof(order, retreats) : order };
}

describe('order notation properties', () => {
  for (const map of [diadoquesMap, diadokhoiMap]) {
    it(`${map.ruleset}: parse(print(order)) equals the order`, () => {
      const { order } = arbitraries(map);
      fc.assert(
        fc.property(order, (o) => {
          const text = printOrder(map, o);
          const back = parseOrder(text, { map });
          expect(back, text).toEqual({ ok: true, value: o });
        }),
        { numRuns: 400 },
      );
    });

    it(`${map.ruleset}: no input ever throws`, () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 80 }), fc.constantFrom<'orders' | 'retreats'>('orders', 'retreats'), (s, phase) => {
          const r = parseOrders(s, { map, phase });
          expect(r.orders.length + r.problems.length).toBeGreaterThanOrEqual(0);
        }),
        { numRuns: 500 },
      );
    });

    it(`${map.ruleset}: mangled orders (words dropped, repeated, re-cased) never throw`, () => {
      const { order } = arbitraries(map);
      fc.assert(
        fc.property(order, fc.array(fc.nat(), { maxLength: 4 }), (o, cuts) => {
          const words = printOrder(map, o).split(' ');
          for (const c of cuts) words.splice(c % (words.length + 1), 1, ...(c % 3 === 0 ? [words[c % words.length] ?? ''] : []));
          const r = parseOrders(words.join(' ').toUpperCase(), { map });
          expect(r.orders.length + r.problems.length).toBeLessThanOrEqual(1);
        }),
        { numRuns: 300 },
      );
    });
  }
});
