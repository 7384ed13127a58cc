import { describe, expect, it } from 'vitest';
import { botInput, createGame, Dice, rngFromSeed, submit } from '@diadochi/kernel';
import type { GameSession } from '@diadochi/kernel';
import { classicBot, classicOrders } from '../src/classic/bot.ts';
import { pickAlternative } from '../src/search/near-best.ts';
import { candidatesFor, classicL2Bot, L2_DEFAULTS, l2Movement } from '../src/classic/bot-l2.ts';
import { computeValues, graph, powerSizes } from '../src/classic/bot-values.ts';
import { classic } from '../src/classic/game.ts';
import type { ClassicState } from '../src/classic/game.ts';
import { classicMap, POWERS } from '../src/classic/map.ts';
import { PROVINCES } from '../src/classic/map-data.ts';
import type { Unit } from '../src/core/index.ts';

/** Issue 20 item 3: the classic L1 bot (DumbBot) — its values, its legality, its view, its seed. */

function fresh(seed = 'x'): GameSession<ClassicState> {
  const g = createGame(classic, { seed, options: { lastYear: 1905 } });
  if (!g.ok) throw new Error('no game');
  return g.value;
}

/**
 * A random position: about 24 units of random powers and kinds on random provinces (one per
 * province, where their kind may stand), random centre owners, a random season and phase; in a
 * retreat phase one or two dislodged units per power with the free regions next to them.
 */
function randomPosition(seed: string): ClassicState {
  const d = new Dice(rngFromSeed(seed));
  const s = fresh(seed).state;
  const provinces = d.shuffle(PROVINCES.map((p) => p.id).filter((p) => p !== 'swi'), 'provinces');
  const units: Unit[] = [];
  for (const p of provinces.slice(0, 18 + d.roll(1, 12, 'units')[0]!)) {
    const power = d.pick([...POWERS], 'power');
    const places = [...(classicMap.armyRegion(p) ? [{ kind: 'army', region: p }] : []), ...classicMap.fleetRegions(p).map((region) => ({ kind: 'fleet', region }))];
    if (places.length === 0) continue;
    const place = d.pick(places, 'kind');
    units.push({ power, kind: place.kind as Unit['kind'], region: place.region });
  }
  const owners: Record<string, string> = {};
  for (const c of classicMap.supplyCentres) if (c !== 'swi' && d.roll(1, 8, 'owner')[0]! > 1) owners[c] = d.pick([...POWERS], 'owner');
  s.units = units;
  s.owners = owners;
  s.season = d.pick(['spring', 'fall', 'winter'] as const, 'season');
  s.phase = s.season === 'winter' ? 'adjustment' : d.roll(1, 4, 'phase')[0] === 1 ? 'retreat' : 'movement';
  s.dislodged = [];
  if (s.phase === 'retreat') {
    const occupied = new Set(units.map((u) => classicMap.spaceOf(u.region)));
    for (const u of units.slice(0, 6)) {
      const retreats = classicMap.neighbours(u.region).filter((r) => classicMap.adjacent(u.kind, u.region, r) && classicMap.canStand(u.kind, r) && !occupied.has(classicMap.spaceOf(r)));
      s.dislodged.push({ unit: { ...u }, by: u.region, byConvoy: false, retreats });
    }
    s.units = units.slice(6);
  }
  return s;
}

describe('classic L1 (DumbBot) values', () => {
  it('the power size is x² + 4x + 16 per centre count, the unowned centres one more power', () => {
    const size = powerSizes({ vie: 'AUS', bud: 'AUS', tri: 'AUS', lon: 'ENG' });
    expect(size.get('AUS')).toBe(9 + 12 + 16);
    expect(size.get('ENG')).toBe(1 + 4 + 16);
    expect(size.get('')).toBe(30 * 30 + 4 * 30 + 16);
  });

  it('nodes are per unit kind and coast: Spain has an army node and two fleet coasts, the North Sea only a fleet node', () => {
    const nodes = new Set(graph().nodes);
    expect(['army|spa', 'fleet|spa(nc)', 'fleet|spa(sc)', 'fleet|nth'].every((n) => nodes.has(n))).toBe(true);
    expect(nodes.has('army|nth')).toBe(false);
    expect(nodes.has('fleet|spa')).toBe(false);
  });

  it('a centre it does not own draws its units: next to an unowned centre the value is higher than far from it', () => {
    const s = fresh().state;
    const v = computeValues(s.units, s.owners, 'FRA', 'spring');
    // Spain and Belgium (unowned) are worth more to France than Picardy's neighbour Brest… which it owns and nobody threatens.
    expect(v.node.get('army|spa')!).toBeGreaterThan(v.node.get('army|gas')!);
    expect(v.attack.get('spa')).toBeGreaterThan(0);
    expect(v.defence.get('par')).toBe(0);
    // Strength: Paris and Marseilles can both reach Burgundy; competition: Munich can too.
    expect(v.strength.get('bur')).toBe(2);
    expect(v.competition.get('bur')).toBe(1);
  });

  it('the choice among near-best options: a large gap always keeps the best, equal values sometimes take the next', () => {
    const rng = rngFromSeed('alt');
    const far = [{ value: 1000, item: 'a' }, { value: 100, item: 'b' }];
    for (let i = 0; i < 50; i++) expect(pickAlternative(far, rng)).toBe(0);
    const near = [{ value: 1000, item: 'a' }, { value: 1000, item: 'b' }];
    const picks = Array.from({ length: 200 }, () => pickAlternative(near, rng));
    expect(picks.filter((x) => x === 1).length).toBeGreaterThan(60);
    expect(picks.filter((x) => x === 0).length).toBeGreaterThan(60);
  });
});

describe('classic L1 (DumbBot) orders', () => {
  it('never gives an order the judge refuses, in 100 random positions (movement, retreats, adjustments)', () => {
    const refused: string[] = [];
    let orders = 0;
    for (let i = 0; i < 100; i++) {
      const s = randomPosition(`pos-${i}`);
      for (const p of POWERS) {
        const mine = s.phase === 'retreat' ? s.dislodged.some((d) => d.unit.power === p) : s.units.some((u) => u.power === p) || s.phase === 'adjustment';
        if (!mine) continue;
        const out = classicOrders(classic.view(s, p) as never, p, rngFromSeed(`o-${i}-${p}`));
        orders += out.length;
        const r = classic.validate(s, p, { orders: out });
        if (!r.ok) refused.push(`${i} ${s.season} ${s.phase} ${p}: ${out.join('; ')} → ${r.error.map((e) => e.code ?? e.message).join(', ')}`);
      }
    }
    expect(refused).toEqual([]);
    expect(orders).toBeGreaterThan(700);
  });

  it('two of its units never move into one province, and a unit never swaps places with another of its own', () => {
    for (let i = 0; i < 60; i++) {
      const s = randomPosition(`swap-${i}`);
      if (s.phase !== 'movement') continue;
      for (const p of POWERS) {
        const out = classicOrders(classic.view(s, p) as never, p, rngFromSeed(`s-${i}-${p}`));
        const moves = out.map((o) => /^[AF] (\S+) - (\S+)$/.exec(o)).filter((m) => m !== null).map((m) => [m[1]!.split('/')[0]!, m[2]!.split('/')[0]!] as const);
        const targets = moves.map(([, to]) => to);
        expect(new Set(targets).size).toBe(targets.length);
        for (const [from, to] of moves) expect(moves.some(([f, t]) => f === to && t === from)).toBe(false);
      }
    }
  });

  it('reads only its view: orders the others have already sent (secret until resolution) change nothing it is told or answers', () => {
    let s = fresh('secret');
    const before = botInput(classic, s, 'GER');
    for (const p of ['FRA', 'RUS', 'AUS']) {
      const r = submit(classic, s, p, { orders: classicOrders(classic.view(s.state, p) as never, p, rngFromSeed(p)) });
      if (!r.ok) throw new Error('refused');
      s = r.value.session;
    }
    const after = botInput(classic, s, 'GER');
    expect(after.view).toEqual(before.view);
    const bot = classicBot('same');
    expect(bot({ ...after, pending: before.pending })).toEqual(bot(before));
  });

  it('is deterministic for a seed and step, and another seed may answer otherwise', () => {
    const s = fresh('det');
    const input = botInput(classic, s, 'ITA');
    expect(classicBot('a')(input)).toEqual(classicBot('a')(input));
    const answers = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) => JSON.stringify(classicBot(seed)(botInput(classic, s, 'RUS')))));
    expect(answers.size).toBeGreaterThan(1);
  });
});

describe('classic L2 (regret matching over DumbBot candidates)', () => {
  // Small budgets keep these tests quick; `own` beyond `candidates` has a case of its own.
  const small = { ...L2_DEFAULTS, candidates: 3, iterations: 4, own: 3 };
  // The options measured in docs/bots.md (a fall rollout after each spring, the promise's weight) too.
  it.each([
    ['the defaults', small],
    ['lookahead and promise 1', { ...small, lookahead: true, promise: 1 }],
    ['wider own candidates and the rival term', { ...small, own: 6, rival: 0.5 }],
  ])('never gives a movement order the judge refuses, in 6 random positions (%s)', (_name, params) => {
    const refused: string[] = [];
    for (let i = 0; i < 6; i++) {
      const s = randomPosition(`l2-${i}`);
      s.phase = 'movement';
      s.dislodged = [];
      if (s.season === 'winter') s.season = 'fall';
      for (const p of POWERS) {
        if (!s.units.some((u) => u.power === p)) continue;
        const out = l2Movement(classic.view(s, p) as never, p, `l2-${i}`, params);
        const r = classic.validate(s, p, { orders: out });
        if (!r.ok) refused.push(`${i} ${p}: ${out.join('; ')}`);
        expect(out.length).toBe(s.units.filter((u) => u.power === p).length);
      }
    }
    expect(refused).toEqual([]);
  });

  it('keeps L1\'s own draws first and adds wider ones after them (`own`, `wide`)', () => {
    let widened = 0;
    for (let i = 0; i < 6; i++) {
      const s = randomPosition(`own-${i}`);
      s.phase = 'movement';
      if (s.season === 'winter') s.season = 'spring';
      for (const p of POWERS) {
        if (s.units.filter((u) => u.power === p).length < 3) continue;
        const view = classic.view(s, p) as never;
        const v = computeValues(s.units, s.owners, p, s.season === 'fall' ? 'fall' : 'spring');
        const narrow = candidatesFor(view, p, v, 3, `own-${i}`);
        const wider = candidatesFor(view, p, v, 3, `own-${i}`, 5, 95);
        // The first draws are L1's, unchanged: a wider search never loses the plan L1 would play.
        expect(wider.slice(0, narrow.length).map((c) => c.orders)).toEqual(narrow.map((c) => c.orders));
        expect(wider.length).toBeLessThanOrEqual(8);
        const keys = new Set(wider.map((c) => JSON.stringify(c.orders)));
        expect(keys.size).toBe(wider.length);
        if (wider.length > narrow.length) widened++;
      }
    }
    expect(widened).toBeGreaterThan(0);
  });

  it('reads only its view and is deterministic for a seed', () => {
    let s = fresh('l2');
    const before = botInput(classic, s, 'GER');
    const r = submit(classic, s, 'FRA', { orders: classicOrders(classic.view(s.state, 'FRA') as never, 'FRA', rngFromSeed('f')) });
    if (!r.ok) throw new Error('refused');
    s = r.value.session;
    const after = botInput(classic, s, 'GER');
    expect(after.view).toEqual(before.view);
    const bot = classicL2Bot('same', small);
    expect(bot({ ...after, pending: before.pending })).toEqual(bot(before));
  });
});
