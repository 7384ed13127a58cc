/**
 * The search's confirmation of a departure from L1's pick (search.ts `confirm`): the best of
 * several candidates scored on a few playouts each is also the luckiest, so a departure must hold
 * in fresh rounds played for L1's pick and the challenger alone, which decide.
 */
import { botInput, createGame, submit } from '@diadochi/kernel';
import type { BotInput, GameSession } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { heuristicBot, syracuse } from '../src/index.ts';
import type { SyracuseState, SyracuseView } from '../src/index.ts';
import { optionsFor, searchDecision } from '../src/bots/search.ts';

const SMALL = { iterations: 6, depth: 8 };
const key = (d: { verb: string; subject?: string; target?: string }) => `${d.verb}|${d.subject ?? ''}|${d.target ?? ''}`;

/** L1 plays both sides of a game; the Syracusan's inputs with more than two choices at the steps his search weighs, in order. */
function syracusanChoices(seed: string, count: number): BotInput<SyracuseView>[] {
  const created = createGame(syracuse, { seed });
  if (!created.ok) throw new Error('create failed');
  let session: GameSession<SyracuseState> = created.value;
  const l1 = heuristicBot('t');
  const out: BotInput<SyracuseView>[] = [];
  for (let i = 0; i < 4000 && out.length < count; i++) {
    const p = syracuse.pending(session.state);
    if (!p) break;
    const player = p.players[0]!;
    const input = botInput(syracuse, session, player) as BotInput<SyracuseView>;
    if (player === 'syr' && optionsFor('syr').searched.includes(p.phase) && (input.legal?.length ?? 0) > 2) out.push(input);
    const r = submit(syracuse, session, player, l1(input));
    if (!r.ok) throw new Error('refused');
    session = r.value.session;
  }
  return out;
}

describe('syracuse L2: a departure from L1\'s pick must be confirmed (search.ts confirm)', () => {
  it('is off by default for both sides', () => {
    expect(optionsFor('syr').confirm).toBe(0);
    expect(optionsFor('ath').confirm).toBe(0);
  });

  it('plays fresh rounds for L1\'s pick and the challenger only where the first rounds depart, and those rounds decide', () => {
    const inputs = syracusanChoices('syr-confirm', 60);
    let departures = 0;
    let kept = 0;
    for (const input of inputs) {
      const plain = searchDecision(input, 'c', SMALL)!;
      const checked = searchDecision(input, 'c', { ...SMALL, confirm: 5 })!;
      const n = plain.stats.length;
      // the first rounds are the same rounds: same candidates, visits and means
      expect(checked.stats.slice(0, n)).toEqual(plain.stats);
      if (key(plain.decision) === key(plain.l1)) {
        // no departure: nothing to confirm, the same decision
        expect(checked.stats.length).toBe(n);
        expect(checked.decision).toEqual(plain.decision);
        continue;
      }
      departures++;
      const [l1, challenger] = checked.stats.slice(n);
      expect(checked.stats.length).toBe(n + 2);
      expect(l1!.decision).toEqual(plain.l1);
      expect(challenger!.decision).toEqual(plain.decision);
      expect(l1!.visits).toBe(5);
      expect(challenger!.visits).toBe(5);
      const margin = optionsFor('syr').margin;
      if (challenger!.mean >= l1!.mean + margin) expect(checked.decision).toEqual(plain.decision);
      else {
        expect(checked.decision).toEqual(plain.l1);
        kept++;
      }
    }
    // the position set holds departures, and at this budget some do not survive their confirmation
    expect(departures).toBeGreaterThan(0);
    expect(kept).toBeGreaterThan(0);
  });
});
