import { describe, expect, it } from 'vitest';
import { helmetOptions, securityHeaders } from '../src/http/security-headers.ts';
import { testServer } from './helpers.ts';

// Issue 22: helmet's headers are computed once at start and replayed on every reply.
describe('security headers computed once', () => {
  it('every reply carries each header helmet sets with our options, with its value', async () => {
    const { set, removed } = securityHeaders(helmetOptions(false));
    expect(set.map(([name]) => name.toLowerCase())).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'cross-origin-opener-policy']),
    );
    expect(removed).toEqual(['X-Powered-By']);
    const t = await testServer('sqlite');
    try {
      for (const url of ['/api/health', '/api/games/nope', '/api/nothing-here']) {
        const res = await t.app.inject({ method: 'GET', url });
        for (const [name, value] of set) expect(res.headers[name.toLowerCase()], `${url} ${name}`).toBe(value);
        expect(res.headers['strict-transport-security']).toBeUndefined();
      }
    } finally {
      await t.close();
    }
  });

  it('on HTTPS deployments adds Strict-Transport-Security', () => {
    const { set } = securityHeaders(helmetOptions(true));
    expect(set.find(([name]) => name.toLowerCase() === 'strict-transport-security')?.[1]).toBe('max-age=15552000; includeSubDomains');
  });
});
