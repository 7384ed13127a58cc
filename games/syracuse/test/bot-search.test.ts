import { autoplay, botInput, canonicalJson, createGame, rngFromSeed, submit } from '@diadochi/kernel';
import type { BotInput, GameSession } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { heuristicBot, syracuse } from '../src/index.ts';
import type { SyracuseState, SyracuseView } from '../src/index.ts';
import { optionsFor, searchBot, searchDecision } from '../src/bots/search.ts';
import { determinize } from '../src/bots/search-determinize.ts';

/** A small budget: the tests check behaviour, the benchmark measures strength. */
const SMALL = { iterations: 8, depth: 8 };
/** Smaller still where only legality and termination are checked (two candidates, one short playout each). */
const TINY = { iterations: 4, width: 2, depth: 6 };

function start(seed: string): GameSession<SyracuseState> {
  const created = createGame(syracuse, { seed });
  if (!created.ok) throw new Error('create failed');
  return created.value;
}

/** Plays L1 for both sides until `player` must decide at a searched step with several choices. */
function advanceToChoice(session: GameSession<SyracuseState>, step: string, minSteps = 0): GameSession<SyracuseState> {
  const l1 = heuristicBot('t');
  for (let i = 0; i < 3000; i++) {
    const p = syracuse.pending(session.state);
    if (!p) break;
    const player = p.players[0]!;
    const input = botInput(syracuse, session, player);
    if (i >= minSteps && p.phase === step && (input.legal?.length ?? 0) > 2) return session;
    const r = submit(syracuse, session, player, l1(input));
    if (!r.ok) throw new Error('refused');
    session = r.value.session;
  }
  throw new Error(`no ${step} decision reached`);
}

describe('Syracuse L2 (search bot)', () => {
  it('syracuse 2.A.1: decides from its view only — another hidden hand and bowl, same view and seed, same decision', () => {
    const session = advanceToChoice(start('l2-view'), 'act', 40);
    const s = session.state;
    const me = syracuse.pending(s)!.players[0] as 'ath' | 'syr';
    const op = me === 'ath' ? 'syr' : 'ath';
    // the hidden parts changed: the other hand swapped with counters of the bowl, the bowl reordered
    const altered: SyracuseState = structuredClone(s);
    const n = altered.hands[op].length;
    expect(n + altered.bowl.length).toBeGreaterThan(n);
    const pool = [...altered.bowl, ...altered.hands[op]];
    altered.hands[op] = pool.slice(0, n);
    altered.bowl = pool.slice(n).sort();
    expect(canonicalJson(altered.hands[op])).not.toBe(canonicalJson(s.hands[op]));
    const a = botInput(syracuse, session, me) as BotInput<SyracuseView>;
    const b = botInput(syracuse, { ...session, state: altered }, me) as BotInput<SyracuseView>;
    expect(canonicalJson(b)).toBe(canonicalJson(a));
    const da = searchDecision(a, 'seed', SMALL)!;
    const db = searchDecision(b, 'seed', SMALL)!;
    expect(da.searched).toBe(true);
    expect(db.decision).toEqual(da.decision);
    expect(db.stats).toEqual(da.stats);
  });

  it('syracuse 2.A.1: its determinizations keep its own hand and the board, and sample the other hand from the unseen counters', () => {
    const session = advanceToChoice(start('l2-det'), 'act', 40);
    const me = syracuse.pending(session.state)!.players[0] as 'ath' | 'syr';
    const op = me === 'ath' ? 'syr' : 'ath';
    const view = botInput(syracuse, session, me).view as SyracuseView;
    const rng = rngFromSeed('det');
    const seen = new Set<string>();
    for (let k = 0; k < 12; k++) {
      const d = determinize(view, rng);
      expect(d.hands[me]).toEqual(session.state.hands[me]);
      expect(d.hands[op].length).toBe(session.state.hands[op].length);
      expect(d.bowl.length).toBe(session.state.bowl.length);
      // the sampled world shows the bot exactly its own view (the board, its hand, the counts)
      const again = syracuse.view(d, me);
      for (const field of ['units', 'leaders', 'hand', 'handCounts', 'bowlCount', 'vp', 'step', 'forts', 'walls', 'supply'] as const) expect(again[field], field).toEqual(view[field]);
      seen.add(canonicalJson(d.hands[op]));
    }
    if (session.state.hands[op].length > 0) expect(seen.size).toBeGreaterThan(1);
  });

  it('syracuse 2.B.3: as Athens it does not weigh ending its action phase against L1\'s pick (SIDE_DEFAULTS); as Syracuse it does', () => {
    for (const side of ['ath', 'syr'] as const) {
      let session = start(`l2-quiet-${side}`);
      // L1 for both until this side is to act with several choices, L1's pick not the end
      for (let i = 0; i < 3000; i++) {
        const p = syracuse.pending(session.state)!;
        const player = p.players[0]!;
        const input = botInput(syracuse, session, player) as BotInput<SyracuseView>;
        if (player === side && p.phase === 'act' && (input.legal?.length ?? 0) > 3) {
          const r = searchDecision(input, 'q', SMALL)!;
          if (r.l1.verb !== 'end') {
            expect(r.searched).toBe(true);
            expect(r.stats.some((x) => x.decision.verb === 'end')).toBe(side === 'syr');
            break;
          }
        }
        const next = submit(syracuse, session, player, heuristicBot('t')(input));
        if (!next.ok) throw new Error('refused');
        session = next.value.session;
      }
    }
  }, 300_000);

  it('syracuse 5.2: the Athenian prices his camp, the Syracusan keeps the plain evaluation; a tuning\'s weights replace only those it names', () => {
    expect(optionsFor('ath').weights.camp).toBeGreaterThan(0);
    expect(optionsFor('ath').weights.campReady).toBeGreaterThan(0);
    expect(optionsFor('syr').weights.camp).toBe(0);
    expect(optionsFor('syr').weights.threats).toBe(0);
    // the Athenian builds in L1's order (5.2: the camp first), the Syracusan searches his works
    expect(optionsFor('ath').searched).not.toContain('works');
    expect(optionsFor('syr').searched).toContain('works');
    const tuned = optionsFor('syr', { weights: { camp: 1 } });
    expect(tuned.weights.camp).toBe(1);
    expect(tuned.weights.threats).toBe(0);
    expect(tuned.iterations).toBe(optionsFor('syr').iterations);
  });

  it('syracuse 2: every decision L2 takes is a listed legal one (validated by the game)', () => {
    let session = start('l2-legal');
    const l2 = searchBot('legal', TINY);
    const l1 = heuristicBot('t');
    let searched = 0;
    for (let i = 0; i < 160; i++) {
      const p = syracuse.pending(session.state);
      if (!p) break;
      const player = p.players[0]!;
      const input = botInput(syracuse, session, player) as BotInput<SyracuseView>;
      const d = player === 'syr' ? l2(input) : l1(input);
      if (player === 'syr') {
        expect(syracuse.validate(session.state, player, d).ok).toBe(true);
        if ((input.legal?.length ?? 0) > 1) searched++;
      }
      const r = submit(syracuse, session, player, d);
      expect(r.ok).toBe(true);
      if (r.ok) session = r.value.session;
    }
    expect(searched).toBeGreaterThan(10);
  }, 300_000); // 1.2 s of CPU alone with TINY (4.9 s with SMALL); minutes only on a loaded machine

  it('syracuse 9: a game of L2 against L1 is played to its end', () => {
    // a tiny budget: the kernel's session bookkeeping costs more than the search here (2.7 s of CPU alone, 6.3 s with 4 playouts of 6)
    const end = autoplay(syracuse, start('l2-game'), { bots: { ath: searchBot('g', { iterations: 2, width: 2, depth: 4 }), syr: heuristicBot('t') }, maxSteps: 20000 });
    const r = syracuse.result(end.state);
    expect(r).not.toBeNull();
    expect(r!.rule).toMatch(/^syracuse 9/);
  }, 300_000);
});
