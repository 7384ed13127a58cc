import { describe, expect, it } from 'vitest';
import { loadManySettings, loadSettings, saveSettings } from '../src/notify/store.ts';
import { backends, testServer, users } from './helpers.ts';

// Issue 22: a resolved step's addressees' settings are read in one statement; each as one read gives it.
describe.each(backends)('notification settings of several users at once (%s)', (backend) => {
  it('gives each user what loadSettings gives: with a settings row, without one, and an unknown id', async () => {
    const t = await testServer(backend);
    try {
      const [a, b] = await users(t.app, 'batch-a', 'batch-b');
      const db = t.server.judge.db;
      const ids = await Promise.all([a!, b!].map(async (c) => (await c.get('/api/auth/me')).body.user.id as string));
      const now = t.clock.now();
      await saveSettings(db, ids[0]!, { language: 'fr', kinds: { results: { email: 'digest', webhook: true } }, digestHour: 9 }, now);
      const all = [...ids, 'no-such-user'];
      const many = await loadManySettings(db, t.server.judge.dialect, all, now);
      expect([...many.keys()]).toEqual(all);
      for (const id of all) expect(many.get(id), id).toEqual(await loadSettings(db, id, now));
      expect(many.get(ids[0]!)!.language).toBe('fr');
    } finally {
      await t.close();
    }
  });
});
