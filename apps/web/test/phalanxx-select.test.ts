/**
 * Moves by clicking on the PhalanXX table (issue 17 item 3): a click on a rolled die lights only
 * the cards, regions and grey slots named by a legal decision with that die, and a click sends
 * one of the engine's own legal decisions or nothing. Checked over the positions of whole games
 * played by bots (phalanxx §action.1, §card-play.1, §conquer.1, §push.1, §talents.1).
 */
import { createGame, submit, askBot } from '@diadochi/kernel';
import type { GameSession } from '@diadochi/kernel';
import { decisionKey, greedyBot, legalDecisions, phalanxx } from '@diadochi/phalanxx';
import type { Decision, PhalanxxState } from '@diadochi/phalanxx';
import { describe, expect, it } from 'vitest';
import { clickOn, litFor } from '../src/boards/phalanxx/select.ts';
import type { Click, Sel } from '../src/boards/phalanxx/select.ts';

/** Positions of a bot game: the state and the legal decisions of the seat to play, every step. */
function positions(seed: string, players: number, limit: number): { state: PhalanxxState; legal: Decision[] }[] {
  const created = createGame(phalanxx, { options: { players }, seed });
  if (!created.ok) throw new Error('no game');
  let session: GameSession<PhalanxxState> = created.value;
  const out: { state: PhalanxxState; legal: Decision[] }[] = [];
  for (let i = 0; i < limit; i++) {
    const seat = session.state.seats[session.state.current]!.id;
    const legal = legalDecisions(session.state, seat);
    if (legal.length === 0) break;
    out.push({ state: structuredClone(session.state), legal });
    const r = submit(phalanxx, session, seat, askBot(phalanxx, session, seat, greedyBot(`${seed}:${i}`)));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    session = r.value.session;
  }
  return out;
}

const keys = (ds: Decision[]) => new Set(ds.map(decisionKey));

describe('PhalanXX board: what a click lights and sends', () => {
  const games = [positions('select-a', 2, 70), positions('select-b', 4, 70), positions('select-c', 3, 70)];

  it('a rolled die lights exactly the hand cards, regions and grey slots of the legal decisions with that die', () => {
    let checked = 0;
    for (const game of games) {
      for (const { state, legal } of game) {
        if (state.step !== 'action') continue;
        for (const die of [0, 1, 2]) {
          const lit = litFor('action', legal, { die });
          const withDie = legal.filter((d) => 'die' in d && d.die === die);
          expect([...lit.hand].sort()).toEqual([...new Set(withDie.flatMap((d) => (d.do === 'play' ? [d.card] : [])))].sort());
          expect([...lit.regions].sort()).toEqual([...new Set(withDie.flatMap((d) => (d.do === 'conquer' ? [d.region] : [])))].sort());
          expect([...lit.grey].sort()).toEqual([...new Set(withDie.flatMap((d) => (d.do === 'play' || d.do === 'conquer' || d.do === 'push' || d.do === 'income' ? [d.slot] : [])))].sort());
          for (const d of lit.menu) expect(keys(legal).has(decisionKey(d))).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('every click sends a legal decision, and every legal decision can be sent by clicks', () => {
    for (const game of games) {
      for (const { state, legal } of game) {
        const legalKeys = keys(legal);
        const reached = new Set<string>();
        // Every click on every lit thing, two levels deep (die, then slot/card/region, then slot).
        const explore = (sel: Sel | null, depth: number) => {
          const lit = litFor(state.step, legal, sel);
          for (const d of [...lit.menu, ...lit.others]) {
            expect(legalKeys.has(decisionKey(d))).toBe(true);
            reached.add(decisionKey(d));
          }
          const clicks: Click[] = [
            ...[...lit.dice].map((die): Click => ({ on: 'die', die })),
            ...[...lit.hand].map((card): Click => ({ on: 'hand', card })),
            ...[...lit.display].map((slot): Click => ({ on: 'display', slot })),
            ...[...lit.regions].map((region): Click => ({ on: 'region', region })),
            ...[...lit.grey].map((slot): Click => ({ on: 'grey', slot })),
            ...[...lit.played].map((card): Click => ({ on: 'played', card })),
            ...[...lit.personal].map((k): Click => ({ on: 'personal', owner: k.split(':')[0]!, slot: Number(k.split(':')[1]) })),
            ...(lit.top ? [{ on: 'top' } as Click] : []),
          ];
          for (const c of clicks) {
            const r = clickOn(state.step, legal, sel, c);
            if ('send' in r) {
              expect(legalKeys.has(decisionKey(r.send)), JSON.stringify(c)).toBe(true);
              reached.add(decisionKey(r.send));
            } else if (depth < 3 && r.sel && JSON.stringify(r.sel) !== JSON.stringify(sel)) explore(r.sel, depth + 1);
          }
        };
        explore(null, 0);
        expect([...legalKeys].filter((k) => !reached.has(k))).toEqual([]);
      }
    }
  });

  it('a region or card that no legal decision names does nothing', () => {
    const { state, legal } = games[0]!.find((p) => p.state.step === 'action')!;
    const before: Sel = { die: 0 };
    expect(clickOn(state.step, legal, before, { on: 'region', region: 'atlantis' })).toEqual({ sel: before });
    expect(clickOn(state.step, legal, before, { on: 'hand', card: 'X99' })).toEqual({ sel: before });
  });
});
