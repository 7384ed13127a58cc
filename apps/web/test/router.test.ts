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
});
