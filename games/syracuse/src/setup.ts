/** Set-up of both scenarios (`syracuse 10.1`, `syracuse 10.2`). */
import { LEADERS, REINFORCEMENTS, SETUP } from './data/counters.ts';
import { STRATAGEM_COUNTERS, counterOf } from './data/tables.ts';
import { initialForts } from './state.ts';
import type { ScenarioId, SyracuseState } from './state.ts';

export function baseState(scenario: ScenarioId): SyracuseState {
  const units: SyracuseState['units'] = {};
  const leaders: SyracuseState['leaders'] = {};
  for (const p of SETUP) {
    for (const u of p.units) units[u.id] = { id: u.id, zone: p.zones[0]!, fort: false, reduced: false, status: 'map' };
    for (const l of p.leaders) leaders[l] = { id: l, zone: p.zones[0]!, fort: false, wounded: false, status: 'map' };
  }
  for (const p of REINFORCEMENTS) {
    for (const u of p.units) units[u.id] = { id: u.id, zone: null, fort: false, reduced: false, status: 'pool' };
    for (const l of p.leaders) leaders[l] = { id: l, zone: null, fort: false, wounded: false, status: 'pool' };
  }
  for (const l of LEADERS) if (!leaders[l.id]) throw new Error(`leader ${l.id} has no place`);
  // 10.1.5: the Athenian starts with S13, the Syracusan with S21 (10.1.V: S21 in the bowl; 10.2.4: S21 out of play)
  const hands: SyracuseState['hands'] = { ath: [counterOf('S13')], syr: scenario === 'historical' ? [counterOf('S21')] : [] };
  const removed = scenario === 'alcibiades' ? [counterOf('S21')] : [];
  const bowl = STRATAGEM_COUNTERS.map((c) => c.id).filter((c) => !hands.ath.includes(c) && !hands.syr.includes(c) && !removed.includes(c));
  return {
    scenario,
    turn: scenario === 'alcibiades' ? 0 : 1, // 10.1.1, 10.2.3
    lastTurn: 9,
    units,
    leaders,
    forts: initialForts(), // 10.1.4: the Olympieion on its Syracusan face
    camp: 'none',
    walls: { A1: 'none', A2: 'none', A3: 'none', S1: 'none', S2: 'none', S3A: 'none', S3B: 'none' },
    chains: 'none',
    supply: { ath: { box: 3, face: 'appro' }, syr: { box: 3, face: 'appro' } }, // 10.1.2
    ap: { ath: 0, syr: 0 },
    pool: 0,
    actionPhase: 0,
    activated: [],
    combatPaid: false,
    advantage: 'ath', // 10.1.3
    initiative: 'ath',
    bowl,
    hands,
    removedCounters: removed,
    playedThisPhase: [],
    archers: [],
    carried: {},
    delayed: {},
    toPlace: [],
    optionalIn: [],
    s6: false,
    works: { rolled: false, discarded: false, pt: 0 },
    combats: [],
    assaulted: [],
    s20Back: [],
    eliminated: { ath: { T: 0, H: 0, other: 0, leaders: 0 }, syr: { T: 0, H: 0, other: 0, leaders: 0 } },
    plemmyrionByT4: false,
    step: { k: 'over' },
  };
}
