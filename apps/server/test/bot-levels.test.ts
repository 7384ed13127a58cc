import { games as catalog } from '@diadochi/catalog';
import type { GameDefinition } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { bestLevel, levelNames, standInLevel } from '../src/bot-levels.ts';
import { platformRoster } from '../src/bots.ts';

/** Issue 20 item 5 and issue 21 item 4: the levels the platform offers each hosted ruleset. */
describe('levels offered, the default and the stand-in (issue 20 item 5, issue 21 item 4)', () => {
  const levels = platformRoster(catalog as GameDefinition[]);
  it.each(catalog.map((g) => g.id))('%s: random is offered; the best level and the stand-in are offered levels', (ruleset) => {
    const names = levelNames(levels, ruleset);
    expect(names).toContain('random');
    const best = bestLevel(levels, ruleset);
    if (best !== null) expect(names).toContain(best);
    const standIn = standInLevel(levels, ruleset);
    expect(standIn === null || names.includes(standIn)).toBe(true);
    if (names.includes('l1')) expect(standIn).toBe('l1');
  });
});

