/**
 * The Syracusan's wall breakers (heuristic.ts `breakWalls`, L2's Syracusan by default): builders
 * sent to both sides of a built Athenian wall to pull it down in D.5 (`syracuse 4.5.2`), against the
 * capitulation the three walls bring (6.2.1, 6.3.2).
 */
import { Dice, botInput, createGame, rngFromSeed, submit } from '@diadochi/kernel';
import type { BotInput, ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { heuristicBot, legalOf, pendingOf, syracuse, viewOf } from '../src/index.ts';
import type { SyracuseState, SyracuseView } from '../src/index.ts';
import { heuristicChoice, wallBreakZones } from '../src/heuristic.ts';
import { optionsFor, searchDecision } from '../src/bots/search.ts';
import { WALL } from '../src/data/map.ts';
import { UNIT } from '../src/data/counters.ts';
import { pfOf } from '../src/state.ts';

type Side = 'ath' | 'syr';
const SMALL = { iterations: 8, depth: 8 };

function setup(seed: string): SyracuseState {
  const ctx: ResolveContext = { dice: new Dice(rngFromSeed(seed)), emit: () => {} };
  return syracuse.setup({ scenario: 'historical' }, ctx) as SyracuseState;
}

const isEdge = (w: 'A1' | 'A2' | 'A3', zones: string[]) => WALL[w].edges.some(([a, b]) => zones.length === 2 && zones.includes(a) && zones.includes(b));

/** Syracusan builders' PF (H, A, P) in a zone (`syracuse 5.1.4`, 4.5.2). */
const builders = (s: SyracuseState, zone: string) =>
  Object.values(s.units).filter((u) => u.status === 'map' && u.zone === zone && !u.aboard && UNIT[u.id]!.side === 'syr' && ['H', 'A', 'P'].includes(UNIT[u.id]!.type)).reduce((n, u) => n + pfOf(u), 0);

/**
 * L1 for the Athenian against the Syracusan's L1 with or without the breakers, to `lastTurn`: the
 * D.5 steps where the Syracusan stood on both sides of a built Athenian wall (2 PF of builders
 * each).
 */
function play(seed: string, breakWalls: boolean, lastTurn: number): { placed: number } {
  const ctx: ResolveContext = { dice: new Dice(rngFromSeed(seed)), emit: () => {} };
  const s = syracuse.setup({ scenario: 'historical' }, ctx) as SyracuseState;
  const ath = heuristicBot('a');
  let placed = 0;
  let atD5 = false;
  for (let step = 0; step < 20000; step++) {
    const p = pendingOf(s);
    if (!p || s.turn > lastTurn) break;
    if (s.step.k === 'd5' && !atD5) {
      const ready = (['A1', 'A2', 'A3'] as const).some((w) => s.walls[w] === 'built' && WALL[w].edges.some(([a, b]) => builders(s, a) >= 2 && builders(s, b) >= 2));
      if (ready) placed++;
    }
    atD5 = s.step.k === 'd5';
    const side = p.players[0] as Side;
    const legal = legalOf(s, side)!;
    const view = viewOf(s, side);
    const d = side === 'ath' ? ath({ player: side, pending: p, view, legal, step }) : heuristicChoice(view, legal, { breakWalls });
    syracuse.resolve(s, { [side]: (d ?? syracuse.defaultDecision(s, side)) as ChoiceDecision }, ctx);
  }
  return { placed };
}

/**
 * Seed l2j-4's turn 4 (syracuse 4.5.2, 6.2.1): camp, A1 and A2 built, S1 built; Athenian hoplites
 * in T11 keep the breakers off A1, so they go to A2's boundary T6–T12; the lone s-h1 in T14, a
 * lone Athenian cavalry unit a-c1 in T13; the Syracusan to act with 3 AP.
 */
function twoWallsLoneCavalry() {
  const s = setup('wb-first');
  s.camp = 'built';
  s.walls.A1 = 'built';
  s.walls.A2 = 'built';
  s.walls.S1 = 'built';
  for (const u of Object.values(s.units)) if (UNIT[u.id]!.side === 'ath' && u.status === 'map' && !u.aboard && UNIT[u.id]!.type === 'H') Object.assign(u, { zone: 'T11', fort: false });
  for (const u of Object.values(s.units)) if (UNIT[u.id]!.side === 'syr' && u.zone === 'T13') u.zone = 'T16';
  Object.assign(s.units['s-h1']!, { zone: 'T14', fort: false });
  Object.assign(s.units['a-c1']!, { zone: 'T13', fort: false, status: 'map' });
  s.step = { k: 'act', side: 'syr' };
  s.pool = 3;
  return s;
}

describe('Syracuse: the wall breakers (syracuse 4.5.2)', () => {
  it('syracuse 4.5.2, 6.2.1: no target while fewer than two Athenian walls stand; then the two zones of a built wall\'s boundary', () => {
    const s = setup('wb-zones');
    expect(wallBreakZones(viewOf(s, 'syr'))).toEqual([]);
    s.camp = 'built';
    s.walls.A1 = 'built';
    expect(wallBreakZones(viewOf(s, 'syr'))).toEqual([]);
    s.walls.A2 = 'built';
    const zones = wallBreakZones(viewOf(s, 'syr'));
    expect(isEdge('A1', zones) || isEdge('A2', zones)).toBe(true);
    // not T13 when an Athenian stack holds it
    for (const u of Object.values(s.units)) if (UNIT[u.id]!.side === 'ath' && u.status === 'map' && !u.aboard && UNIT[u.id]!.type === 'H') u.zone = 'T13';
    const away = wallBreakZones(viewOf(s, 'syr'));
    expect(away).not.toContain('T13');
    expect(isEdge('A1', away) || isEdge('A2', away)).toBe(true);
  });

  it('syracuse 6.2.3, 6.3.2: with breakEarly the breakers go after one wall when the Syracusan box is at 2 or less, not at 3', () => {
    const s = setup('wb-early');
    s.camp = 'built';
    s.walls.A1 = 'built';
    s.supply.syr = { box: 2, face: 'appro' };
    const low = viewOf(s, 'syr');
    heuristicChoice(low, [{ verb: 'pass' }], { breakWalls: true, breakEarly: true });
    expect(isEdge('A1', wallBreakZones(low))).toBe(true);
    const plain = viewOf(s, 'syr');
    heuristicChoice(plain, [{ verb: 'pass' }], { breakWalls: true });
    expect(wallBreakZones(plain)).toEqual([]);
    s.supply.syr = { box: 3, face: 'appro' };
    const full = viewOf(s, 'syr');
    heuristicChoice(full, [{ verb: 'pass' }], { breakWalls: true, breakEarly: true });
    expect(wallBreakZones(full)).toEqual([]);
  });

  it('syracuse 4.5.2, 6.2.1: with breakFirst and two Athenian walls up the next counter-wall holds no builder back: the lone builder of S2\'s zone T6 walks towards the breakers (seed l2j-4)', () => {
    const s = setup('wb-counter');
    s.camp = 'built';
    s.walls.A1 = 'built';
    s.walls.A2 = 'built';
    s.walls.S1 = 'built'; // the next counter-wall is S2, on T6–T14 (5.4.5)
    // an Athenian stack in T9, beside T6, keeps the breakers off A2's boundaries: they go to A1's
    for (const u of Object.values(s.units)) if (UNIT[u.id]!.side === 'ath' && u.status === 'map' && !u.aboard && UNIT[u.id]!.type === 'H') Object.assign(u, { zone: 'T9', fort: false });
    Object.assign(s.units['s-h1']!, { zone: 'T6', fort: false });
    s.step = { k: 'act', side: 'syr' };
    const view = viewOf(s, 'syr');
    heuristicChoice(view, [{ verb: 'end' }], { breakWalls: true });
    expect(wallBreakZones(view).sort()).toEqual(['T11', 'T13']);
    // T14 lies next to T13 (A1's boundary T13–T14); T5 and T9 lead away
    const legal = ['T5', 'T14', 'T9'].map((target) => ({ verb: 'move', subject: 's-h1', target })).concat([{ verb: 'end' } as never]);
    expect(heuristicChoice(viewOf(s, 'syr'), legal, { breakWalls: true, breakFirst: true })).toEqual({ verb: 'move', subject: 's-h1', target: 'T14' });
    // without breakFirst (and L1 itself) the builder stays on the counter-wall's zone
    expect(heuristicChoice(viewOf(s, 'syr'), legal, { breakWalls: true })).toEqual({ verb: 'end' });
    expect(heuristicChoice(viewOf(s, 'syr'), legal)).toEqual({ verb: 'end' });
  });

  it('syracuse 4.5.2, 6.2.1: with breakFirst a breaker walks to the wall rather than attack a lone cavalry unit (seed l2j-4)', () => {
    const s = twoWallsLoneCavalry();
    const view = viewOf(s, 'syr');
    heuristicChoice(view, [{ verb: 'end' }], { breakWalls: true });
    expect(wallBreakZones(view).sort()).toEqual(['T12', 'T6']);
    const legal = [{ verb: 'move', subject: 's-h1', target: 'T13' }, { verb: 'move', subject: 's-h1', target: 'T12' }, { verb: 'end' }];
    // the attack on a-c1 (L1 attacks at 1.5 to 1, 4.1) against the breaker's walk to T12 (4.5.2)
    expect(heuristicChoice(viewOf(s, 'syr'), legal, { breakWalls: true })).toEqual(legal[0]);
    expect(heuristicChoice(viewOf(s, 'syr'), legal, { breakWalls: true, breakFirst: true })).toEqual(legal[1]);
  });

  it('syracuse 4.5.2: with breakFirst the zone whose builder can reach the breakers\' zone is activated first (2.B.3.2)', () => {
    const s = twoWallsLoneCavalry();
    const legal = [{ verb: 'activate', target: 'T15' }, { verb: 'activate', target: 'T14' }, { verb: 'end' }];
    // the stack of T15 (a goal zone) may attack a-c1 in T13; the lone s-h1 of T14 can walk to T12 beside A2
    expect(heuristicChoice(viewOf(s, 'syr'), legal, { breakWalls: true })).toEqual(legal[0]);
    expect(heuristicChoice(viewOf(s, 'syr'), legal, { breakWalls: true, breakFirst: true })).toEqual(legal[1]);
  });

  it('syracuse 4.5.2: with the breakers the Syracusan stands on both sides of a built Athenian wall at D.5 by turn 6; L1 alone does not (seeds wb-0, wb-6)', () => {
    const count = (breakWalls: boolean) => ['wb-0', 'wb-6'].map((g) => play(g, breakWalls, 6).placed).reduce((n, x) => n + x, 0);
    expect(count(false)).toBe(0);
    expect(count(true)).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('L2: the Syracusan takes the breakers by default, the Athenian not; its L1 pick is the breakers\' pick', () => {
    expect(optionsFor('syr').breakWalls).toBe(true);
    expect(optionsFor('syr').breakEarly).toBe(true);
    expect(optionsFor('ath').breakWalls).toBe(false);
    expect(optionsFor('ath').breakEarly).toBe(false);
  });

  it('syracuse 6.2.1: with two Athenian walls up the Syracusan L2 does not weigh ending his action phase; with one he does', () => {
    const created = createGame(syracuse, { seed: 'wb-quiet' });
    if (!created.ok) throw new Error('create failed');
    let session = created.value;
    const l1 = heuristicBot('t');
    for (let i = 0; i < 3000; i++) {
      const p = syracuse.pending(session.state)!;
      const player = p.players[0]!;
      const input = botInput(syracuse, session, player) as BotInput<SyracuseView>;
      if (player === 'syr' && p.phase === 'act' && (input.legal?.length ?? 0) > 3 && (input.legal as ChoiceDecision[]).some((d) => d.verb === 'end')) {
        const s = structuredClone(session.state);
        s.camp = 'built';
        s.walls.A1 = 'built';
        const one = { ...input, view: viewOf(s, 'syr') } as BotInput<SyracuseView>;
        s.walls.A2 = 'built';
        const two = { ...input, view: viewOf(s, 'syr') } as BotInput<SyracuseView>;
        const r1 = searchDecision(one, 'q', SMALL)!;
        const r2 = searchDecision(two, 'q', SMALL)!;
        if (r1.l1.verb !== 'end' && r2.l1.verb !== 'end') {
          expect(r1.stats.some((x) => x.decision.verb === 'end')).toBe(true);
          expect(r2.searched).toBe(true);
          expect(r2.stats.some((x) => x.decision.verb === 'end')).toBe(false);
          return;
        }
      }
      const next = submit(syracuse, session, player, l1(input));
      if (!next.ok) throw new Error('refused');
      session = next.value.session;
    }
    throw new Error('no Syracusan action phase reached');
  }, 120_000);
});
