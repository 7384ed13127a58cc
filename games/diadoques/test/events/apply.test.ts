import { describe, expect, it } from 'vitest';
import { applyEvent, drawEvent, endOfSeason, eventsExt, rollSeasonEvent } from '../../src/events/index.ts';
import type { SeasonEvent } from '../../src/events/index.ts';
import { diadokhoiMap, diadoquesMap } from '../../src/map/index.ts';
import { neutralsExt } from '../../src/neutrals/index.ts';
import { weatherOf } from '../../src/rules/weather.ts';
import { at, board, character, dice, royals, unit } from './fixtures.ts';

const draw = (s: Parameters<typeof rollSeasonEvent>[0], ...faces: number[]) => rollSeasonEvent(s, { dice: dice(...faces) });

describe('when there is an event (diadoques §14.1, §14.2; diadokhoi §6.2.2)', () => {
  it('diadoques §14.1: no event in winter, nor on the first turn (diadoques §12.7)', () => {
    const w = board('diadoques', 'winter');
    expect(draw(w).data.outcome).toMatchObject({ kind: 'none', reason: 'winter' });
    const first = board('diadoques', 'spring', -319);
    first.firstTurn = true;
    const e = draw(first);
    expect(e.data.outcome).toMatchObject({ kind: 'none' });
    expect(e.rule).toBe('diadoques §12.7');
    expect(e.data.rolls).toHaveLength(0);
  });

  it('diadokhoi §6.2.2: no event in spring −321 (first turn); an impossible event (a dead Argeades) is no event', () => {
    const first = board('diadokhoi', 'spring', -321);
    first.firstTurn = true;
    expect(draw(first).data.outcome.kind).toBe('none');
    const s = board('diadokhoi', 'summer');
    royals(s, 'Mac');
    s.characters.find((c) => c.id === 'olympias')!.dead = true;
    expect(draw(s, 5, 6, 5).data.outcome).toMatchObject({ kind: 'none', reason: 'olympias is already dead' });
  });

  it('diadoques §14.1: an inapplicable event (royal already dead, gold city held by nobody) means no event', () => {
    const s = board('diadoques', 'spring');
    royals(s, 'MAC');
    s.characters.find((c) => c.id === 'roxane')!.dead = true;
    expect(draw(s, 6, 6, 3).data.outcome).toMatchObject({ kind: 'none' });
    expect(draw(s, 5, 6, 1, 4).data.outcome).toMatchObject({ kind: 'none', reason: 'nobody holds byzance' });
  });

  it('diadoques §14.2: a revolt already under way is rolled again on Table III', () => {
    const s = board('diadoques', 'spring');
    neutralsExt(s).forces['thraces'] = { def: 'thraces', mission: 0, appeared: '-319 spring', since: -319, seasonsPlayed: 2, countFrom: 0, roles: {}, rolled: [] };
    const e = draw(s, 4, 4, 2, 2, 6, 3, 4, 6);
    expect(e.data.outcome).toMatchObject({ kind: 'neutral', id: 'pirates-du-pont' });
    expect(e.data.rules).toContain('diadoques §14.2');
  });

  it('diadoques §14.2: the Parthians, Rome and the Pontic pirates are not rolled again: their event applies again', () => {
    const s = board('diadoques', 'spring');
    neutralsExt(s).forces['parthes'] = { def: 'parthes', mission: 0, appeared: '-319 spring', since: -319, seasonsPlayed: 2, countFrom: 0, roles: {}, rolled: [] };
    expect(draw(s, 5, 6, 2, 5).data.outcome).toMatchObject({ kind: 'neutral', id: 'parthes' });
  });

  it('diadokhoi §6.2.2: a rebellion already under way cannot happen again: no event', () => {
    const s = board('diadokhoi', 'spring');
    neutralsExt(s).forces['thracians'] = { def: 'thracians', mission: 0, appeared: '-319 spring', since: -319, seasonsPlayed: 2, countFrom: 0, roles: {}, rolled: [] };
    expect(draw(s, 4, 4, 4, 4).data.outcome.kind).toBe('none');
  });

  it('diadokhoi §6.2.2: the second Lamia war is impossible', () => {
    const s = board('diadokhoi', 'spring');
    neutralsExt(s).happened.push('lamia-war');
    expect(draw(s, 4, 4, 3, 4).data.outcome).toMatchObject({ kind: 'none', reason: 'it can happen only once' });
  });
});

const apply = (s: Parameters<typeof applyEvent>[0], e: SeasonEvent, ...faces: number[]) => applyEvent(s, e, { dice: dice(...faces) });

describe('weather (diadoques ch. 14b, §14c; diadokhoi §6.2.3–§6.2.6)', () => {
  it('diadoques §14b.3: in a sea storm a fleet sinks on 1 only; a character drowns on 1, is cast ashore on 2', () => {
    const s = board('diadoques', 'summer');
    unit(s, 'ptolemee', 'F', 'MOR');
    const lone = character(s, { id: 'cleopatre', kind: 'royal', space: 'MOR', controlledBy: 'ptolemee' });
    const e = draw(s, 1, 1, 1, 1); // summer 2: Table II, 2: MOR
    expect(e.data.outcome).toMatchObject({ kind: 'sea-storm', seas: ['MOR'] });
    const out = apply(s, e, 2, 2, 1);
    expect(at(s, 'MOR')).toHaveLength(1); // the fleet rolled 2: afloat
    expect(lone.space).not.toBe('MOR'); // the character rolled 2: cast ashore
    expect(diadoquesMap.borders.some((b) => b.kind === 'coast' && ((b.a === 'MOR' && b.b === lone.space) || (b.b === 'MOR' && b.a === lone.space)))).toBe(true);
    expect(s.weather.storms).toEqual(['MOR']);
    expect(out.some((x) => x.type === 'character-ashore')).toBe(true);
    const s2 = board('diadoques', 'summer');
    unit(s2, 'ptolemee', 'F', 'MOR');
    const c = character(s2, { id: 'ptolemee', kind: 'diadochus', space: 'MOR', controlledBy: 'ptolemee', with: 'u1' });
    s2.units[0]!.commander = 'ptolemee';
    apply(s2, e, 1, 1);
    expect(at(s2, 'MOR')).toHaveLength(0);
    expect(c.dead).toBe(true);
  });

  it('diadokhoi §6.2.3: a fleet in the storm sinks on 1 or 2 (diadokhoi §T6.1-Sink)', () => {
    const s = board('diadokhoi', 'summer');
    unit(s, 'ptolemaios', 'F', 'EMS');
    const e = draw(s, 1, 1, 1, 1);
    apply(s, e, 2);
    expect(at(s, 'EMS')).toHaveLength(0);
  });

  it('diadoques §14b.1: a storm sets the season\'s weather; diadoques §14b.2: nobody enters it (the storm lasts one season)', () => {
    const s = board('diadoques', 'autumn');
    apply(s, draw(s, 3, 4, 5)); // autumn 7 -> snow, 1d6 5 -> ARM
    expect(s.weather.storms).toEqual(['ARM']);
    const next = board('diadoques', 'spring');
    next.weather = s.weather;
    apply(next, draw(next, 3, 4)); // spring 7: flood of Araxes and Cyrus: last season's storm is over
    expect(next.weather.storms).toEqual([]);
    expect(next.weather.floods).toEqual(['araxes', 'cyrus']);
  });

  it('diadoques §14c.1: a flood closes the borders its river runs along; diadoques §14c.2: its flood plains are inundated', () => {
    const s = board('diadoques', 'spring');
    apply(s, draw(s, 2, 3)); // Euphrates
    const w = weatherOf(diadoquesMap, s);
    expect([...w.flooded].sort()).toEqual(['BAS', 'CHD']);
    expect(w.closed.size).toBeGreaterThan(0);
  });

  it('diadokhoi §6.2.6: a river flood blocks its flood plains; diadokhoi §6.2.5: a snow storm shuts the province', () => {
    const s = board('diadokhoi', 'summer');
    apply(s, draw(s, 3, 4)); // Nile
    expect([...weatherOf(diadokhoiMap, s).flooded]).toEqual(['Egy']);
    const a = board('diadokhoi', 'autumn');
    apply(a, draw(a, 4, 4, 2));
    expect(a.weather.storms).toEqual(['Pap', 'Pon']);
  });
});

describe('royal deaths and gold (diadoques §14a.1, §14f.1; diadokhoi §6.2.25, §T6.3-1, §T6.3-5)', () => {
  it('diadoques §14a.1: the royal dies and leaves the unit he commanded', () => {
    const s = board('diadoques', 'spring');
    royals(s, 'MAC');
    const a = unit(s, 'cassandre', 'A', 'MAC', { commander: 'philippe-iii' });
    const p = s.characters.find((c) => c.id === 'philippe-iii')!;
    p.with = a.id;
    apply(s, draw(s, 6, 6, 1));
    expect(p.dead).toBe(true);
    expect(a.commander).toBeUndefined();
    expect(s.characters.find((c) => c.id === 'eurydice')!.dead).toBeFalsy();
  });

  it('diadokhoi §6.2.25: the dead Argeades is lost', () => {
    const s = board('diadokhoi', 'summer');
    royals(s, 'Mac');
    apply(s, draw(s, 6, 6, 3));
    expect(s.characters.find((c) => c.id === 'roxane')!.dead).toBe(true);
  });

  it('diadoques §14f.1: Carthage\'s gold reaches the holder of Pella at the end of the turn (diadoques §T4.1)', () => {
    const s = board('diadoques', 'spring');
    apply(s, draw(s, 5, 6, 1, 1));
    expect(s.treasury['cassandre']).toBe(0);
    endOfSeason(s, { dice: dice() });
    expect(s.treasury['cassandre']).toBe(10);
  });

  it('diadokhoi §T6.3-5, diadokhoi §6.2.17: Chandragupta sends 1000 talents to the holder of Alexandria', () => {
    const s = board('diadokhoi', 'spring');
    apply(s, draw(s, 5, 6, 5, 6));
    endOfSeason(s, { dice: dice() });
    expect(s.treasury['ptolemaios']).toBe(1000);
  });
});

describe('the event step', () => {
  it('diadokhoi §6.2.2: one event per season, drawn, applied and kept public in the state before the orders', () => {
    const s = board('diadokhoi', 'summer');
    const { event, events } = drawEvent(s, { dice: dice(3, 4) });
    expect(event.data.outcome).toMatchObject({ kind: 'flood', rivers: ['nile'] });
    expect(events[0]).toBe(event);
    expect(eventsExt(s).current).toBe(event);
    expect(eventsExt(s).history).toHaveLength(1);
  });
});
