/**
 * The heuristic bot (L1) and the search bot's determinization, played straight on the rules (no
 * kernel session: these games are long and the checks are on the bots, not the records).
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { Bot, ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { heuristicBot, legalOf, pendingOf, randomSyracuseBot, syracuse, viewOf } from '../src/index.ts';
import type { SyracuseState, SyracuseView } from '../src/index.ts';
import { determinize } from '../src/bots/search-determinize.ts';

type Side = 'ath' | 'syr';

/** Plays to the end (or until `stop` says so); `check` sees each decision with its legal list. */
function play(seed: string, bots: Record<Side, Bot<SyracuseView>>, check?: (s: SyracuseState, side: Side, legal: ChoiceDecision[], d: unknown) => boolean | void): SyracuseState {
  const ctx: ResolveContext = { dice: new Dice(rngFromSeed(seed)), emit: () => {} };
  const s = syracuse.setup({ scenario: 'historical' }, ctx);
  for (let step = 0; step < 20000; step++) {
    const p = pendingOf(s);
    if (!p) break;
    const side = p.players[0] as Side;
    const legal = legalOf(s, side)!;
    const d = bots[side]({ player: side, pending: p, view: viewOf(s, side), legal, step });
    if (check?.(s, side, legal, d) === true) break;
    syracuse.resolve(s, { [side]: (d ?? syracuse.defaultDecision(s, side)) as ChoiceDecision }, ctx);
  }
  return s;
}

const same = (a: ChoiceDecision, b: unknown) => {
  const x = b as ChoiceDecision;
  return a.verb === x.verb && a.subject === x.subject && a.target === x.target;
};

describe('Syracuse L1 (heuristic bot)', () => {
  it('syracuse 2: answers every decision of a whole game with a listed legal one, never nothing (3.4: troops aboard)', () => {
    let asked = 0;
    const s = play('l1-always', { ath: heuristicBot('a'), syr: heuristicBot('b') }, (_s, _side, legal, d) => {
      asked++;
      expect(d).toBeDefined();
      expect(legal.some((x) => same(x, d))).toBe(true);
    });
    expect(s.result).toBeDefined();
    expect(asked).toBeGreaterThan(100);
  }, 300_000); // a whole game: seconds alone, minutes on a loaded machine

  it('syracuse 9.2.8 / 9.1.4: as Athens against random play, it builds the Plemmyrion', () => {
    for (const seed of ['l1r-13', 'l1r-46']) {
      let built = false;
      play(seed, { ath: heuristicBot(`${seed}-a`), syr: randomSyracuseBot(`${seed}-b`) }, (st) => {
        if (st.forts.plemmyrion.built && st.forts.plemmyrion.owner === 'ath') built = true;
        return built;
      });
      expect(built, seed).toBe(true);
    }
  }, 300_000);

  it('syracuse 4.3 / 4.3.2.3: in D.2 it never takes a garrison out of its fort (an empty fort falls to the first enemy who walks in)', () => {
    let garrisonsSeen = 0;
    for (const seed of ['l1r-10', 'l1r-17']) {
      play(seed, { ath: heuristicBot(`${seed}-a`), syr: heuristicBot(`${seed}-b`) }, (s, side, legal, d) => {
        if (s.step.k !== 'd2') return;
        const inFort = new Set([...Object.values(s.units), ...Object.values(s.leaders)].filter((p) => p.status === 'map' && p.fort && legal.some((x) => x.subject === p.id)).map((p) => p.id));
        garrisonsSeen += inFort.size;
        const x = d as ChoiceDecision;
        if (x.verb === 'redeploy') expect(inFort.has(x.subject!), `${seed} turn ${s.turn}: ${x.subject} left its fort`).toBe(false);
      });
    }
    expect(garrisonsSeen).toBeGreaterThan(0);
  }, 300_000);
});

describe('Syracuse L2 determinization', () => {
  it('syracuse 3.0.1: its own units that already moved in this action phase stay moved in every sample', () => {
    const rng = rngFromSeed('moved');
    let checked = 0;
    play('l2-moved', { ath: heuristicBot('a'), syr: heuristicBot('b') }, (s, side, legal) => {
      if (s.step.k !== 'act' || !legal.some((d) => d.verb === 'move')) return;
      const mine = new Set(viewOf(s, side).units.filter((u) => u.side === side).map((u) => u.id));
      const moved = Object.values(s.units).filter((u) => mine.has(u.id) && u.status === 'map' && u.moved === s.actionPhase && !u.cont && s.activated.includes(u.zone ?? ''));
      if (moved.length === 0) return;
      const world = determinize(viewOf(s, side), rng, legal);
      const again = new Set(legalOf(world, side)!.filter((d) => d.verb === 'move').map((d) => d.subject));
      for (const u of moved) expect(again.has(u.id), u.id).toBe(false);
      checked++;
      return checked >= 5;
    });
    expect(checked).toBeGreaterThan(0);
  }, 300_000);
});
