/**
 * The forms' order lines (src/boards/diadoques/lines.ts) are read by the engine's readers
 * exactly as typed ones, and what the forms offer comes from the engine's rules
 * (src/boards/diadoques/choices.ts) on a real player view.
 */
import { createGame } from '@diadochi/kernel';
import type { GameDefinition } from '@diadochi/kernel';
import { diadokhoi, diadoques, parsePurchases, parseWinterOrders, splitOrders } from '@diadochi/diadoques';
import { diadokhoiMap, diadoquesMap } from '@diadochi/diadoques/map';
import { describe, expect, it } from 'vitest';
import { buildPlaces, buildTypes, mayDisband, promotionsOf, startChoices, startExamples, startPlaces, startRule, startTypes, unitTypes, winterChoicesOf } from '../src/boards/diadoques/choices.ts';
import { politicsLine, purchaseCost, SECONDARY, secondaryLine, startLine, winterBudget, winterLine } from '../src/boards/diadoques/lines.ts';
import type { SecondaryKind } from '../src/boards/diadoques/lines.ts';
import { readView } from '../src/boards/diadoques/model.ts';
import type { BoardView } from '../src/boards/diadoques/model.ts';

const winterReads = (ruleset: 'diadoques' | 'diadokhoi', line: string) => {
  const r = parseWinterOrders(ruleset, line);
  return { problems: r.problems.map((p) => p.message), order: r.orders[0]?.order };
};
const seasonReads = (ruleset: 'diadoques' | 'diadokhoi', line: string) => {
  const r = splitOrders(ruleset, line);
  return [...r.problems, ...r.political.problems].map((p) => p.message);
};

function startView(def: unknown, me: string): BoardView {
  const d = def as GameDefinition;
  const created = createGame(d, { seed: 'forms', options: {} });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  return readView(d.view(created.value.state, me))!;
}

describe('winter form lines (diadoques §8b.1)', () => {
  it('diadoques §10.6, §10.7, §10.15, §10.21, §9c.9, §10.3: keep, disband, build, promote, gift, seize are read by the winter reader in French', () => {
    const u = { type: 'A', space: 'MAC' };
    expect(winterReads('diadoques', winterLine.keep(diadoquesMap, u))).toEqual({ problems: [], order: { kind: 'maintain', unit: { type: 'A', space: 'MAC' } } });
    expect(winterReads('diadoques', winterLine.disband(diadoquesMap, u)).order).toEqual({ kind: 'disband', unit: { type: 'A', space: 'MAC' } });
    expect(winterLine.build(diadoquesMap, 'A', 'pella')).toBe('construire A Pella');
    expect(winterReads('diadoques', winterLine.build(diadoquesMap, 'A', 'pella')).order).toEqual({ kind: 'build', type: 'A', space: 'pella' });
    expect(winterReads('diadoques', winterLine.promote(diadoquesMap, u, 'Ae')).order).toEqual({ kind: 'promote', unit: { type: 'A', space: 'MAC' }, to: 'Ae' });
    expect(winterLine.gift(diadoquesMap, 'seleucos', 10, true)).toBe('don 10 T à Séleucos annoncé');
    expect(winterReads('diadoques', winterLine.gift(diadoquesMap, 'seleucos', 10, true)).order).toEqual({ kind: 'gift', to: 'seleucos', amount: 10, announced: true });
    expect(winterReads('diadoques', winterLine.gift(diadoquesMap, 'seleucos', 7, false)).order).toEqual({ kind: 'gift', to: 'seleucos', amount: 7, announced: false });
    expect(winterReads('diadoques', winterLine.seize(diadoquesMap, 'lamia')).order).toEqual({ kind: 'seize', citadel: 'lamia' });
  });

  it('diadokhoi §5.3.9, §5.3.10, §6.3.55: the same forms write English lines the diadokhoi reader reads', () => {
    const u = { type: 'A', space: 'Mac' };
    for (const line of [winterLine.keep(diadokhoiMap, u), winterLine.disband(diadokhoiMap, u), winterLine.build(diadokhoiMap, 'A', 'Mac'), winterLine.promote(diadokhoiMap, u, 'Ae'), winterLine.gift(diadokhoiMap, 'ptolemaios', 1000, false)]) {
      expect(winterReads('diadokhoi', line).problems, line).toEqual([]);
    }
    expect(winterLine.promote(diadokhoiMap, u, 'Ae')).toBe('promote A Mac to Ae');
  });
});

describe('politics panel lines (diadoques ch. 9b, ch. 9c)', () => {
  it('diadoques §9b.1, §9b.13, §9c.6, §9c.9: bribe, counter-corruption, bid and gold lines are read as political orders', () => {
    const lines = [
      politicsLine.bribe(diadoquesMap, { unit: { type: 'A', space: 'SYR' } }, 30),
      politicsLine.bribe(diadoquesMap, { character: 'olympias' }, 25),
      politicsLine.counter(diadoquesMap, { unit: { type: 'A', space: 'MAC' } }, 10),
      politicsLine.bid(diadoquesMap, { type: 'A', space: 'THR' }, [10, 11, 12]),
      politicsLine.gold(diadoquesMap, 'antigone', 5, false),
    ];
    expect(lines[0]).toBe('corrompre A SYR 30');
    expect(lines[3]).toBe('enchère A THR 10, 11, 12');
    for (const line of lines) expect(seasonReads('diadoques', line), line).toEqual([]);
    const parsed = splitOrders('diadoques', lines.join('\n')).political.orders.map((o) => o.order.kind);
    expect(parsed).toEqual(['bribe', 'bribe', 'counter', 'bid', 'gold']);
  });

  it('diadoques §9c.2–§9c.17: every secondary order kind the select offers writes a line the season reader accepts, in both rulesets', () => {
    const fields = { power: 'antigone', powerOrNone: null, character: 'olympias', citadel: 'sardes', province: 'SYR', unit: { type: 'A', space: 'ETO' }, indus: 'GHA' as const, amount: 5 };
    const fieldsK = { ...fields, power: 'antigonos', citadel: 'sardes', province: 'Syr', unit: { type: 'A', space: 'Mac' }, amount: 500 };
    for (const kind of Object.keys(SECONDARY) as SecondaryKind[]) {
      const fr = secondaryLine(diadoquesMap, kind, fields)!;
      expect(fr, kind).toBeTruthy();
      expect(seasonReads('diadoques', fr), fr).toEqual([]);
      const en = secondaryLine(diadokhoiMap, kind, fieldsK)!;
      expect(seasonReads('diadokhoi', en), en).toEqual([]);
    }
    expect(secondaryLine(diadoquesMap, 'royal-order', { powerOrNone: 'seleucos' })).toBe('ordre royal Séleucos');
    expect(secondaryLine(diadoquesMap, 'command', { character: 'olympias' })).toBeNull();
  });
});

describe('what the forms offer, from the engine rules on a real view', () => {
  it('diadoques §12.4, §12.6: the start purchases of Cassandre: armies in Macédoine or its citadels, fleets only at a port; Macédoine itself first', () => {
    const s = startView(diadoques, 'cassandre');
    expect(startRule(s, 'cassandre')).toMatchObject({ in: 'MAC', min: 1, count: 3, maxFleets: 2 });
    const listed = startChoices(s, 'cassandre');
    expect(startTypes(listed)).toEqual(['A', 'F', 'Am', 'Ae', 'Fe', 'Ag']);
    expect(startPlaces(listed, 'A')[0]).toBe('MAC');
    expect(startPlaces(listed, 'A')).toEqual(expect.arrayContaining(['MAC', 'pella']));
    expect(startPlaces(listed, 'A').every((x) => x === 'MAC' || diadoquesMap.citadels.find((c) => c.id === x)?.province === 'MAC')).toBe(true);
    // The guard costs 30 of 33 T: only in Macédoine itself, where it stands with the diadochus (§12.3).
    expect(startPlaces(listed, 'Ag')).toEqual(['MAC']);
    expect(startPlaces(listed, 'F')).not.toContain('pella');
    expect(startPlaces(startChoices(startView(diadoques, 'antigone'), 'antigone'), 'F')).toEqual([]);
    expect(startLine(diadoquesMap, 'Ae', 'MAC')).toBe('Ae MAC');
    expect(parsePurchases('diadoques', [startLine(diadoquesMap, 'A', 'MAC'), startLine(diadoquesMap, 'F', 'pydna')].join('\n')).orders.map((o) => o.order)).toEqual([{ kind: 'build', type: 'A', space: 'MAC' }, { kind: 'build', type: 'F', space: 'pydna' }]);
    expect(purchaseCost('diadoques', 'A MAC\nAe MAC\nconstruire A Pella')).toBe(40);
    expect(unitTypes('diadoques')[0]).toBe('A');
    // The examples the prompt shows are Cassandre's own purchases.
    expect(startExamples(listed).map((x) => startLine(diadoquesMap, x.type, x.place))).toEqual(['A MAC', 'Am Pella', 'F Pydna']);
  });

  it('diadokhoi §5.3.1, §5.3.3: exactly three mercenary units; no elite, no militia, no guard; Antigonos armies only', () => {
    const s = startView(diadokhoi, 'antipatros');
    expect(startRule(s, 'antipatros')).toMatchObject({ in: 'Mac', min: 3, count: 3 });
    const listed = startChoices(s, 'antipatros');
    expect(startTypes(listed)).toEqual(['A', 'F']);
    expect(startPlaces(listed, 'A')[0]).toBe('Mac');
    expect(startTypes(startChoices(startView(diadokhoi, 'antigonos'), 'antigonos'))).toEqual(['A']);
    for (const x of startExamples(listed)) expect(['A', 'F']).toContain(x.type);
  });

  it('diadoques §10.15, §10.21, §10.11, §10.1, §10.6: build places, promotions, disbands and the winter budget from the engine', () => {
    const s = startView(diadoques, 'cassandre');
    const winter = { ...s, phase: 'winter' as const, season: 'winter' as const, firstTurn: false, units: [{ id: 'u1', power: 'cassandre', type: 'A' as const, space: 'THE' }, { id: 'u2', power: 'cassandre', type: 'A' as const, space: 'MAC' }, { id: 'u3', power: 'cassandre', type: 'Ag' as const, space: 'pydna' }] };
    const listed = winterChoicesOf(winter, 'cassandre');
    const places = buildPlaces(listed, 'A');
    expect(places).toContain('pella');
    expect(places).not.toContain('MAC'); // an army stands there (§10.15)
    expect(places).not.toContain('THE'); // no citadel of Cassandre there
    expect(buildTypes(listed)).not.toContain('Ag'); // one guard at most (§6a.2)
    expect(promotionsOf(listed, 'MAC')).toEqual(expect.arrayContaining(['Am', 'Ae']));
    expect(promotionsOf(listed, 'MAC')).not.toContain('Ag');
    expect(promotionsOf(listed, 'THE')).toEqual([]);
    expect(mayDisband(listed, 'MAC')).toBe(true);
    expect(mayDisband(listed, 'pydna')).toBe(false); // the guard is never disbanded at will (§10.11)
    const treasury = winter.treasury.cassandre ?? 0;
    const b = winterBudget(winter, 'cassandre', 'licencier A THE\nconstruire A Pella\ndon 3 T à Antigone');
    expect(b.upkeep).toBe(40);
    expect(b.fees).toBe(5);
    expect(b.builds).toBe(10);
    expect(b.gifts).toBe(3);
    expect(b.income).toBeGreaterThanOrEqual(33);
    expect(b.left).toBe(treasury + b.income - 58);
  });
});
