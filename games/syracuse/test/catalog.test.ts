import { LANGS, say } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { catalogs } from '../src/catalog/index.ts';
import { ZONES } from '../src/data/map.ts';
import { LEADERS, ORIGINS } from '../src/data/counters.ts';
import { STRATAGEM_IDS } from '../src/data/tables.ts';
import { autoplay, createGame, randomBot } from '@diadochi/kernel';
import { syracuse } from '../src/index.ts';

describe('syracuse catalogs (en, fr)', () => {
  it('every zone, stratagem, leader and origin has a name in both languages', () => {
    for (const lang of LANGS) {
      const names = catalogs[lang].names;
      for (const z of ZONES) expect(names[`place.${z.id}`], `${lang} place.${z.id}`).toBeTruthy();
      for (const s of STRATAGEM_IDS) expect(names[`stratagem.${s}`], `${lang} ${s}`).toBeTruthy();
      for (const l of LEADERS) expect(names[`leader.${l.id}`], `${lang} ${l.id}`).toBeTruthy();
      for (const o of ORIGINS) expect(names[`origin.${o}`], `${lang} ${o}`).toBeTruthy();
    }
    expect(Object.keys(catalogs.fr.names).sort()).toEqual(Object.keys(catalogs.en.names).sort());
  });

  it('every event of a whole game has a line in both languages, each carrying its rule id', () => {
    const created = createGame(syracuse, { seed: 'catalog' });
    if (!created.ok) throw new Error('create failed');
    const end = autoplay(syracuse, created.value, { bots: randomBot('catalog') as never, maxSteps: 20000 });
    const events = end.record.flatMap((r) => r.events);
    expect(events.length).toBeGreaterThan(100);
    for (const e of events) {
      expect(e.rule, e.type).toMatch(/^syracuse /);
      for (const lang of LANGS) {
        const text = say(catalogs[lang].events, lang, e.type as never, e.data as never);
        expect(text.length).toBeGreaterThan(3);
        expect(text).not.toMatch(/undefined|\[object/);
      }
    }
  });
});
