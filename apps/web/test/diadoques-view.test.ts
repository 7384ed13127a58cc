import { describe, expect, it } from 'vitest';
import { createGame } from '@diadochi/kernel';
import type { GameDefinition } from '@diadochi/kernel';
import { diadoques } from '@diadochi/diadoques';
import { charactersWith, readView, seasonEvent } from '../src/boards/diadoques/model.ts';
import { draftArrows, eventStatus, orderArrows, seasonPicture } from '../src/boards/diadoques/sheet.ts';

describe("reading the engine's view (its own type, lenient at one place)", () => {
  it('unwraps { viewer, state } and keeps units, control, sieges, treasures, weather', () => {
    const v = readView({
      viewer: 'cassandre',
      state: {
        ruleset: 'diadoques',
        year: -319,
        season: 'spring',
        powers: [{ id: 'cassandre', kind: 'player' }],
        units: [{ id: 'u1', power: 'cassandre', type: 'A', space: 'MAC', commander: 'cassandre' }, { bad: true }],
        characters: [{ id: 'cassandre', kind: 'diadochus', space: 'MAC', with: 'u1', controlledBy: 'cassandre' }],
        control: { MAC: 'cassandre', pella: 'cassandre' },
        sieges: [{ citadel: 'lamia', unit: 'u1', from: 'THE', power: 'cassandre', seasons: 1 }],
        treasures: { sardes: 5 },
        weather: { floods: ['nile'], storms: ['EGE'], blocked: [] },
      },
      ext: { events: { history: [] } },
    })!;
    expect(v.units).toHaveLength(1);
    expect(v.control.pella).toBe('cassandre');
    expect(v.sieges[0]!.seasons).toBe(1);
    expect(v.treasures.sardes).toBe(5);
    expect(v.weather.storms).toEqual(['EGE']);
    expect(charactersWith(v, v.units[0]!).map((c) => c.id)).toEqual(['cassandre']);
  });

  it('a view saved before a part existed gets it empty: phase orders (rules/state.ts), no retreats, no options', () => {
    const v = readView({ ruleset: 'diadokhoi', powers: [], units: [], year: -321, season: 'spring' })!;
    expect(v.phase).toBe('orders');
    expect(v.retreats).toEqual([]);
    expect(v.options).toEqual({});
    expect(v.weather).toEqual({ floods: [], storms: [], blocked: [] });
    expect(v.treasury).toEqual({});
    expect(v.sieges).toEqual([]);
  });

  it('the real view of a new game reads as it is (nothing dropped)', () => {
    const created = createGame(diadoques as unknown as GameDefinition, { seed: 'board-view', options: {} });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const raw = (diadoques as unknown as GameDefinition).view(created.value.state, 'ptolemee') as { state: Record<string, unknown> };
    const v = readView(raw)!;
    expect(v.units).toEqual(raw.state.units);
    expect(v.powers).toEqual(raw.state.powers);
    expect(v.characters).toEqual(raw.state.characters);
    expect(v.phase).toBe(raw.state.phase);
    expect(v.options).toEqual(raw.state.options);
  });

  it('never throws on shapes it does not know; what is no Diadoques state is null', () => {
    expect(readView(null)).toBeNull();
    expect(readView({ units: 'x', weather: 3, event: 7 })).toBeNull();
    expect(readView({ ruleset: 'syracuse', units: [], powers: [] })).toBeNull();
    expect(readView({ ruleset: 'diadoques', units: [null, 3, { id: 'u1', power: 'p', type: 'A', space: 'MAC' }], powers: [], weather: 3, control: { MAC: 7 } })).toMatchObject({ units: [{ id: 'u1' }], control: {} });
    expect(seasonEvent({ units: 'x', weather: 3, event: 7 })).toBeNull();
  });
});

describe('results on the map, from the events of a season', () => {
  const order = (kind: string, extra: object) => ({ unit: { type: 'A', space: 'MAC' }, kind, ...extra });

  it('arrows of each kind of order, coloured by outcome', () => {
    expect(orderArrows(order('move', { to: 'THE' }), 'fails')).toEqual([{ kind: 'move', from: 'MAC', to: 'THE', state: 'fails' }]);
    expect(orderArrows(order('support', { target: { space: 'THE' }, to: 'EPI' }), 'succeeds')).toEqual([{ kind: 'support', from: 'MAC', to: 'THE', via: 'EPI', state: 'succeeds' }]);
    expect(orderArrows(order('support', { target: { space: 'THE' } }), 'succeeds')[0]).not.toHaveProperty('via');
    expect(orderArrows(order('siege', { citadel: 'pella', round: 1 }), 'succeeds')[0]).toMatchObject({ kind: 'siege', to: 'pella' });
    expect(orderArrows(order('retreats', { to: ['PEO', 'X', 'CHA'] }), 'void').map((a) => [a.to, a.rank])).toEqual([
      ['PEO', 1],
      ['CHA', 3],
    ]);
    expect(draftArrows({ kind: 'move', unit: { type: 'A', space: 'MAC' }, to: 'THE' })[0]).toMatchObject({ state: 'pending' });
  });

  it('dislodged and retreated units, sieges, captures and control changes become markers', () => {
    const pic = seasonPicture([
      { type: 'order', data: { power: 'cassandre', status: 'succeeds', order: order('move', { to: 'THE' }) } },
      { type: 'retreat', data: { unit: 'u2', power: 'antigone', type: 'A', from: 'LYD', to: 'MYS', destroyed: false } },
      { type: 'retreat', data: { unit: 'u3', power: 'antigone', type: 'A', from: 'PHR', destroyed: true } },
      { type: 'siege', data: { citadel: 'lamia', unit: 'u1', power: 'cassandre', from: 'THE', seasons: 1, result: 'continues' } },
      { type: 'siege', data: { citadel: 'sardes', unit: 'u4', power: 'antigone', from: 'LYD', seasons: 2, result: 'fell' } },
      { type: 'character', data: { character: 'cleopatre', event: 'captured', space: 'sardes', text: '' } },
      { type: 'control', data: { space: 'THE', to: 'cassandre', rule: 'x' } },
    ]);
    expect(pic.arrows.map((a) => `${a.kind}:${a.from}-${a.to}:${a.state}`)).toEqual(['move:MAC-THE:succeeds', 'retreat:LYD-MYS:succeeds']);
    expect(pic.markers.map((m) => `${m.kind}:${m.space}`)).toEqual(['retreated:MYS', 'destroyed:PHR', 'siege:lamia', 'fell:sardes', 'capture:sardes', 'control:THE']);
  });

  it('a unit dislodged by the season is marked where it stood', () => {
    const pic = seasonPicture([{ type: 'order', data: { power: 'antigone', status: 'fails', reason: 'dislodged', order: order('hold', {}) } }]);
    expect(pic.markers).toContainEqual({ space: 'MAC', kind: 'dislodged', power: 'antigone' });
  });

  it('reads the status of an order outcome', () => {
    expect(eventStatus({ data: { status: 'void' } })).toBe('void');
    expect(eventStatus({ data: { status: 'maybe' } })).toBeNull();
  });
});

describe('the season event on the info line (the engine keeps it in ext.events.current)', () => {
  it('diadokhoi §6.2.2: a real game shows the event drawn this season, in the interface language, with its rule', async () => {
    const { askBot, playerView, submit, waitingOn } = await import('@diadochi/kernel');
    const { diadokhoi, baselineBot } = await import('@diadochi/diadoques');
    const def = diadokhoi as unknown as GameDefinition<{ year: number; season: string; ext: Record<string, unknown> }>;
    const made = createGame(def, { seed: 'event-line' });
    if (!made.ok) throw new Error('no game');
    let session = made.value;
    let shown: ReturnType<typeof seasonEvent> = null;
    for (let i = 0; i < 300 && !shown; i++) {
      const pending = waitingOn(def, session).pending;
      if (!pending) break;
      const viewer = pending.players[0]!;
      shown = seasonEvent(playerView(def, session, viewer).view);
      if (shown) break;
      for (const p of pending.players) {
        const r = submit(def, session, p, askBot(def, session, p, baselineBot(`ev:${i}:${p}`) as never));
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        session = r.value.session;
      }
    }
    expect(shown).not.toBeNull();
    expect(shown!.rule).toMatch(/^diadokhoi /);
    expect(shown!.title.length).toBeGreaterThan(3);
    expect(shown!.title).not.toMatch(/^event$/);
  });

  it('an event kept from another season is not shown (diadoques §8a.2: drawn after the orders)', () => {
    const ext = { events: { history: [], payAtEnd: [], current: { type: 'event', rule: 'diadoques §14', text: 'x', data: { year: -321, season: 'spring', outcome: { kind: 'none', reason: 'calm' }, rolls: [], rules: [] } } } };
    expect(seasonEvent({ viewer: 'p', state: { ruleset: 'diadoques', year: -321, season: 'summer' }, ext })).toBeNull();
    expect(seasonEvent({ viewer: 'p', state: { ruleset: 'diadoques', year: -321, season: 'spring' }, ext })).toMatchObject({ rule: 'diadoques §14' });
  });
});
