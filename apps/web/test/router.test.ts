import { describe, expect, it } from 'vitest';
import { match } from '../src/router.ts';

describe('routes', () => {
  it('reads every page of the client from its path', () => {
    expect(match('/')).toEqual({ name: 'lobby', params: {} });
    expect(match('/login/')).toEqual({ name: 'login', params: {} });
    expect(match('/games/abc-1')).toEqual({ name: 'game', params: { id: 'abc-1' } });
    expect(match('/rules/diadoques')).toEqual({ name: 'rules', params: { ruleset: 'diadoques' } });
    expect(match('/local/phalanxx')).toEqual({ name: 'local', params: { ruleset: 'phalanxx' } });
    expect(match('/local/chess')).toEqual({ name: 'not-found', params: {} });
    expect(match('/nowhere/else')).toEqual({ name: 'not-found', params: {} });
  });

  it('reads the pages of issue 21: leaderboard, profiles, archive (with its query), settings', () => {
    expect(match('/leaderboard')).toEqual({ name: 'leaderboard', params: {} });
    expect(match('/archive?player=ann')).toEqual({ name: 'archive', params: {} });
    expect(match('/settings')).toEqual({ name: 'settings', params: {} });
    expect(match('/players/ann_b')).toMatchObject({ name: 'profile' });
    expect(match('/players/')).toEqual({ name: 'not-found', params: {} });
    expect(match('/players/a/b')).toEqual({ name: 'not-found', params: {} });
    expect(match('/players/%C3%A9ric')).toEqual({ name: 'profile', params: { name: 'éric' } });
    expect(match('/players/%E0')).toEqual({ name: 'not-found', params: {} });
    expect(match('/games/%E0%A4%A')).toEqual({ name: 'not-found', params: {} });
  });
});
