/**
 * Positions the Syracuse bot tests share: the Athenian's action phase on turn 3 with his camp built
 * (`syracuse 5.2`), every Athenian land unit and leader in the camp (T17, activated), his ships in
 * M12, the Syracusan land units placed by `syrZone` and his leaders in the city (T16).
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { ResolveContext } from '@diadochi/kernel';
import { syracuse } from '../src/index.ts';
import type { SyracuseState } from '../src/index.ts';
import { UNIT } from '../src/data/counters.ts';

export function athenianActionInCamp(seed: string, pool: number, syrZone: (type: string) => string): SyracuseState {
  const ctx: ResolveContext = { dice: new Dice(rngFromSeed(seed)), emit: () => {} };
  const s = syracuse.setup({ scenario: 'historical' }, ctx) as SyracuseState;
  s.camp = 'built';
  s.campTurn = 1;
  s.turn = 3;
  for (const u of Object.values(s.units)) {
    if (u.status !== 'map') continue;
    const t = UNIT[u.id]!;
    if (t.side === 'ath') Object.assign(u, t.type === 'T' ? { zone: 'M12' } : { zone: 'T17', fort: false });
    else if (t.type !== 'T') Object.assign(u, { zone: syrZone(t.type), fort: false });
  }
  for (const l of Object.values(s.leaders)) if (l.status === 'map' && l.zone) l.zone = l.zone.startsWith('M') || l.zone === 'Catane' ? l.zone : ['nicias', 'lamachos', 'demosthenes', 'eurymedon'].includes(l.id) ? 'T17' : 'T16';
  s.initiative = 'ath';
  s.actionSide = 'ath';
  s.pool = pool;
  s.activated = ['T17'];
  s.step = { k: 'act', side: 'ath' } as SyracuseState['step'];
  return s;
}
