import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../src/index.ts';
import { Client, games, testServer } from './helpers.ts';

describe('the server as a program', () => {
  it('docs/API.md has a section for every route', async () => {
    const doc = readFileSync(new URL('../../../docs/API.md', import.meta.url), 'utf8');
    const t = await testServer('sqlite');
    try {
      const missing = t.server.routes.filter((r) => r.url.startsWith('/api/') && !doc.includes(`### ${r.method} ${r.url}\n`));
      expect(missing).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('run(): creates its data folder, serves the API on the port given, and stops', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'diadochi-run-'));
    const data = join(dir, 'nested', 'data');
    try {
      const started = await run(games, { PORT: '0', HOST: '127.0.0.1', DATA_DIR: data, LOG_LEVEL: 'silent', SCHEDULER_INTERVAL_MS: '50' });
      try {
        expect(existsSync(join(data, 'diadochi.sqlite'))).toBe(true);
        const health = await (await fetch(`${started.url}/api/health`)).json();
        expect(health).toEqual({ ok: true, database: 'sqlite', bus: 'memory' });
        const rulesets = await (await fetch(`${started.url}/api/rulesets`)).json();
        expect(rulesets.rulesets).toEqual([expect.objectContaining({ id: 'tribute', title: expect.any(String), paces: ['online', 'daily', 'fast', 'weekly', 'mail'], press: true, seatRanking: true, botLevels: ['random'], bestBotLevel: null })]);
      } finally {
        await started.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves the web client’s files, with its index for client-side routes, and JSON 404s under /api', async () => {
    const web = mkdtempSync(join(tmpdir(), 'diadochi-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Diadochi</title>');
    writeFileSync(join(web, 'assets', 'app.js'), 'console.log(1)');
    const t = await testServer('sqlite', { webRoot: web });
    try {
      const c = new Client(t.app);
      expect((await c.get('/')).text).toContain('<title>Diadochi</title>');
      expect((await c.get('/assets/app.js')).text).toBe('console.log(1)');
      const deep = await c.get('/games/123');
      expect(deep.status).toBe(200);
      expect(deep.text).toContain('<title>Diadochi</title>');
      const api = await c.get('/api/nothing-here');
      expect(api.status).toBe(404);
      expect(api.body).toEqual({ error: 'not-found', message: 'No such endpoint.' });
    } finally {
      await t.close();
      rmSync(web, { recursive: true, force: true });
    }
  });
});
