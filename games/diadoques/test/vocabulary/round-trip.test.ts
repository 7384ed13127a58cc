/**
 * One round trip per order family (issue 18 item 2, as chessops' `parse(print(x)) = x`): for
 * generated valid orders of both rulesets, the family's reader gives back exactly what its
 * printer wrote. The military family's round trip is in `military.test.ts`, classic Diplomacy's
 * in `test/classic/notation.test.ts`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diadokhoiMap, diadoquesMap, allSpaces, SCENARIOS } from '../../src/map/index.ts';
import type { GameMap, RulesetId } from '../../src/map/index.ts';
import { TYPES_OF } from '../../src/rules/units.ts';
import type { UnitRef } from '../../src/vocabulary/military/types.ts';
import { words } from '../../src/vocabulary/words.ts';
import { printMoneyOrder, readBid, readBribe, readCounter, readDeposit, readGift } from '../../src/vocabulary/money.ts';
import type { MoneyOrder, TargetRef } from '../../src/vocabulary/money.ts';
import { parseSecondaryOrders, printSecondaryOrder } from '../../src/vocabulary/secondary.ts';
import type { SecondaryOrder } from '../../src/vocabulary/secondary.ts';
import { parseWinterOrders, printWinterOrder } from '../../src/vocabulary/winter.ts';
import type { WinterOrder } from '../../src/vocabulary/winter.ts';
import { parseConditionalWinterOrders, printConditionalOrder } from '../../src/vocabulary/conditional.ts';
import type { ConditionalWinterOrder } from '../../src/vocabulary/conditional.ts';
import { parsePurchases, printPurchase } from '../../src/vocabulary/purchase.ts';
import { profileOf } from '../../src/rulebook/index.ts';

const uniq = <T>(xs: T[]) => [...new Set(xs)];

/** The things orders name in a ruleset: its powers, characters, places and units. */
function names(map: GameMap) {
  const ruleset = map.ruleset as RulesetId;
  const powers = uniq(SCENARIOS[ruleset].flatMap((s) => s.powers.map((p) => p.power)));
  const players = uniq(SCENARIOS[ruleset].flatMap((s) => s.powers.filter((p) => p.kind === 'player').map((p) => p.power)));
  const neutrals = uniq(SCENARIOS[ruleset].flatMap((s) => s.powers.filter((p) => p.kind !== 'player').map((p) => p.power)));
  const characters = uniq(SCENARIOS[ruleset].flatMap((s) => s.characters.map((c) => c.character)));
  const spaces = allSpaces(map).filter((s) => s.kind !== 'sea' || s.navigable).map((s) => s.id);
  const provinces = map.provinces.map((p) => p.id);
  const citadels = map.citadels.map((c) => c.id);
  const coasted = map.provinces.filter((p) => p.coasts).flatMap((p) => p.coasts!.map((c) => ({ space: p.id, coast: c.id })));
  const place = fc.oneof(fc.constantFrom(...spaces).map((space): { space: string; coast?: string } => ({ space })), ...(coasted.length > 0 ? [fc.constantFrom(...coasted)] : []));
  const buyable = TYPES_OF[ruleset];
  const type = fc.constantFrom(...buyable, ...(ruleset === 'diadokhoi' ? (['G'] as const) : []));
  // The line readers name a unit by type, mark and place (`diadoques §9a.3`); a leader named by his name is the military reader's.
  const unit: fc.Arbitrary<UnitRef> = fc
    .record({ type: fc.option(type, { nil: undefined }), place, leader: fc.option(fc.constantFrom('*', '#'), { nil: undefined }) })
    .filter(({ type: t, leader }) => t !== undefined || leader === undefined)
    .map(({ type: t, place: p, leader }) => ({ ...(t ? { type: t } : {}), ...(leader ? { leader } : {}), ...p }));
  const amount = fc.integer({ min: 1, max: 9999 });
  const target: fc.Arbitrary<TargetRef> = fc.oneof(unit.filter((u) => u.type !== undefined).map((u) => ({ unit: u })), fc.constantFrom(...characters).map((c) => ({ character: c })));
  return { ruleset, powers, players, neutrals, characters, spaces, provinces, citadels, place, buyable, unit, amount, target };
}

function money(map: GameMap): fc.Arbitrary<MoneyOrder> {
  const n = names(map);
  return fc.oneof(
    fc.record({ target: n.target, amount: n.amount, spare: fc.boolean() }).map(({ target, amount, spare }): MoneyOrder => ({ kind: 'bribe', target, amount, ...(spare ? { spareLeader: true } : {}) })),
    fc.record({ target: n.target, amount: n.amount }).map(({ target, amount }): MoneyOrder => ({ kind: 'counter', target, amount })),
    fc.record({ unit: n.unit, amounts: fc.array(n.amount, { minLength: 1, maxLength: 4 }) }).map(({ unit, amounts }): MoneyOrder => ({ kind: 'bid', unit, amounts })),
    fc.record({ to: fc.constantFrom(...n.powers), amount: n.amount, announced: fc.boolean() }).map((o): MoneyOrder => ({ kind: 'gift', ...o })),
    fc.record({ citadel: fc.constantFrom(...n.citadels), amount: n.amount }).map((o): MoneyOrder => ({ kind: 'deposit', ...o })),
  );
}

function secondary(map: GameMap): fc.Arbitrary<SecondaryOrder> {
  const n = names(map);
  const power = fc.constantFrom(...n.powers);
  const character = fc.constantFrom(...n.characters);
  const citadel = fc.constantFrom(...n.citadels);
  const political: fc.Arbitrary<SecondaryOrder> = fc.oneof(
    power.map((p): SecondaryOrder => ({ kind: 'passage', power: p })),
    fc.record({ character, to: power }).map((o): SecondaryOrder => ({ kind: 'give-character', ...o })),
    character.map((c): SecondaryOrder => ({ kind: 'no-capture', character: c })),
    character.map((c): SecondaryOrder => ({ kind: 'assassinate', character: c })),
    fc.option(power, { nil: null }).map((p): SecondaryOrder => ({ kind: 'royal-order', beneficiary: p })),
    fc.record({ citadel, to: power }).map((o): SecondaryOrder => ({ kind: 'open-gates', ...o })),
    fc.constantFrom(...n.provinces).map((s): SecondaryOrder => ({ kind: 'no-control', space: s })),
    fc.record({ citadel, name: fc.option(fc.constantFrom('Antigonia', 'Seleucia', 'Nova Roma'), { nil: undefined }) }).map(({ citadel: c, name }): SecondaryOrder => ({ kind: 'capital', citadel: c, ...(name ? { name } : {}) })),
    citadel.map((c): SecondaryOrder => ({ kind: 'no-treasure', citadel: c })),
    citadel.map((c): SecondaryOrder => ({ kind: 'seize', citadel: c })),
    character.map((c): SecondaryOrder => ({ kind: 'dissociate', character: c })),
    fc.record({ character, unit: n.unit }).map((o): SecondaryOrder => ({ kind: 'command', ...o })),
    fc.constant<SecondaryOrder>({ kind: 'marriage' }),
    fc.constantFrom('GHA' as const, 'IND' as const).map((p): SecondaryOrder => ({ kind: 'chandragupta', province: p })),
    character.map((c): SecondaryOrder => ({ kind: 'release', character: c })),
    fc.record({ candidate: power, yes: fc.boolean() }).map((o): SecondaryOrder => ({ kind: 'vote', ...o })),
    fc.constant<SecondaryOrder>({ kind: 'draw', yes: true }),
    power.map((p): SecondaryOrder => ({ kind: 'break-alliance', ally: p })),
  );
  // A gift among the secondary orders is `gold` (`diadoques §9c.9`).
  return fc.oneof(political, money(map).map((o): SecondaryOrder => (o.kind === 'gift' ? { ...o, kind: 'gold' } : o)));
}

function winter(map: GameMap): fc.Arbitrary<WinterOrder> {
  const n = names(map);
  const buildType = fc.constantFrom(...n.buyable);
  const orders: fc.Arbitrary<WinterOrder>[] = [
    fc.constantFrom(...n.citadels).map((c): WinterOrder => ({ kind: 'seize', citadel: c })),
    fc.record({ kind: fc.constantFrom('maintain' as const, 'disband' as const, 'downgrade' as const), unit: n.unit }),
    fc.record({ type: buildType, place: n.place }).map(({ type, place }): WinterOrder => ({ kind: 'build', type, ...place })),
    // A promotion is to a better type (`diadoques §10.21`: Am, Ae, Ag, Fe); "promouvoir A SUS A" names no promotion and is refused.
    fc.record({ unit: n.unit, to: fc.constantFrom(...n.buyable.filter((t) => t !== 'A' && t !== 'F')) }).map((o): WinterOrder => ({ kind: 'promote', ...o })),
    fc.record({ candidate: fc.constantFrom(...n.powers), yes: fc.boolean() }).map((o): WinterOrder => ({ kind: 'vote', ...o })),
    fc.boolean().map((yes): WinterOrder => ({ kind: 'draw', yes })),
    money(map).filter((o): o is Extract<MoneyOrder, { kind: 'gift' | 'deposit' }> => o.kind === 'gift' || o.kind === 'deposit'),
  ];
  // Political points exist only where the rulebook has them (`diadokhoi §8.6.1`).
  if (profileOf(n.ruleset).policies.economy.politicalPoints) orders.push(fc.record({ neutral: fc.constantFrom(...n.neutrals), pp: fc.integer({ min: 1, max: 20 }) }).map((o): WinterOrder => ({ kind: 'influence', ...o })));
  return fc.oneof(...orders);
}

function conditional(map: GameMap): fc.Arbitrary<ConditionalWinterOrder> {
  const n = names(map);
  const condition = fc.record({ kind: fc.constantFrom('control' as const, 'unit' as const), space: fc.constantFrom(...n.provinces, ...n.citadels), negated: fc.boolean() });
  return fc.record({ order: winter(map), condition: fc.option(condition, { nil: undefined }) }).map(({ order, condition: c }) => ({ order, ...(c ? { condition: c } : {}) }));
}

/** Reads one printed line with a text reader: exactly one order and no problem. */
function roundTrip<T>(read: (text: string) => { orders: { order: T }[]; problems: unknown[] }, print: (o: T) => string, o: T): void {
  const line = print(o);
  const r = read(line);
  expect({ problems: r.problems, orders: r.orders.map((x) => x.order) }, line).toEqual({ problems: [], orders: [o] });
}

const RUNS = { numRuns: 300 };

describe('read(print(x)) = x, each order family of both rulesets (issue 18 item 2)', () => {
  for (const map of [diadoquesMap, diadokhoiMap]) {
    const ruleset = map.ruleset as RulesetId;

    it(`${ruleset}: money — bribe, counter-corruption, bid, gift, deposit (diadoques ch. 9b, §9c.6, §9c.9, diadokhoi §5.1.6)`, () => {
      const readers = { bribe: readBribe, counter: readCounter, bid: readBid, gift: readGift, deposit: readDeposit, gold: readGift };
      fc.assert(
        fc.property(money(map), (o) => {
          const line = printMoneyOrder(ruleset, o);
          const ws = words(line);
          const r = readers[o.kind](ruleset, ws, 1);
          expect(r, line).toEqual({ ok: true, value: o, next: ws.length });
        }),
        RUNS,
      );
    });

    it(`${ruleset}: secondary orders (diadoques ch. 9c, diadokhoi §7.6.6, §7.7.2)`, () => {
      fc.assert(fc.property(secondary(map), (o) => roundTrip((t) => parseSecondaryOrders(ruleset, t), (x) => printSecondaryOrder(ruleset, x), o)), RUNS);
    });

    it(`${ruleset}: winter orders (diadoques §8b.1, §10, diadokhoi §5.3, §8.6.1)`, () => {
      fc.assert(fc.property(winter(map), (o) => roundTrip((t) => parseWinterOrders(ruleset, t), (x) => printWinterOrder(ruleset, x), o)), RUNS);
    });

    it(`${ruleset}: conditional winter orders (diadokhoi §7.11.1)`, () => {
      fc.assert(fc.property(conditional(map), (o) => roundTrip((t) => parseConditionalWinterOrders(ruleset, t), (x) => printConditionalOrder(ruleset, x), o)), RUNS);
    });

    it(`${ruleset}: start purchases (diadoques §12.4, diadokhoi §5.3.1)`, () => {
      const n = names(map);
      const purchase = fc.record({ type: fc.constantFrom(...n.buyable), place: n.place }).map(({ type, place }) => ({ kind: 'build' as const, type, ...place }));
      fc.assert(fc.property(purchase, (o) => roundTrip((t) => parsePurchases(ruleset, t), (x) => printPurchase(ruleset, x), o)), RUNS);
    });
  }
});
