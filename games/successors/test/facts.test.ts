/** The board's facts read from a view (facts.ts) equal the rules' queries on the whole state, at every step of a game. */
import { autoplay, createGame } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { successors, RULES } from '../src/game.ts';
import { legalBot } from '../src/bots/index.ts';
import { boardFacts, generalCounter } from '../src/facts.ts';
import { isolatedMarkers } from '../src/rules/places.ts';
import { royalController } from '../src/rules/query.ts';

describe('board facts from a player view (successors 17.1, 19.2, 2.4)', () => {
  it('royals held and isolated markers, from any seat, equal the queries on the state', () => {
    const created = createGame(successors, { seed: 'facts', options: { players: 4 } });
    if (!created.ok) throw new Error('create');
    let checked = 0;
    let held = 0;
    autoplay(successors, created.value, {
      bots: legalBot('facts'),
      maxSteps: 120,
      onStep: (session) => {
        const s = session.state;
        const f = boardFacts(successors.view(s, s.factions[checked % s.factions.length]!));
        for (const r of RULES.data.royals) {
          expect(f.royals[r.id]).toBe(royalController(RULES, s, r.id));
          if (f.royals[r.id]) held++;
        }
        for (const x of s.factions) expect(f.isolated[x]).toEqual(isolatedMarkers(RULES, s, x));
        checked++;
      },
    });
    expect(checked).toBeGreaterThan(60);
    expect(held).toBeGreaterThan(0);
  });

  it('a counter carries the general data (successors 2.4.2, 8.4, 17.6); a minor general 4/2 (8.1)', () => {
    const created = createGame(successors, { seed: 'facts', options: { players: 4 } });
    if (!created.ok) throw new Error('create');
    const v = successors.view(created.value.state, null);
    const ptolemy = RULES.general.get('ptolemy')!;
    expect(generalCounter(v, 'ptolemy')).toMatchObject({ initiative: ptolemy.initiative, battle: ptolemy.battle, rank: ptolemy.rank, prestige: 2, minor: false });
    const minor = Object.keys(v.generals).find((g) => g.startsWith('minor:'))!;
    expect(generalCounter(v, minor)).toMatchObject({ minor: true, initiative: 4, battle: 2, rank: 0 });
    const f = boardFacts(v);
    const owner = v.generals.ptolemy!.owner!;
    expect(f.prestige[owner]).toBe(Object.entries(v.generals).filter(([, g]) => g.owner === owner && g.where === 'map').reduce((a, [id]) => a + generalCounter(v, id)!.prestige, 0));
  });
});
