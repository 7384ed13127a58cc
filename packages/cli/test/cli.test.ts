import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { randomBot } from '@diadochi/kernel';
import type { Bot } from '@diadochi/kernel';
import { tribute } from '@diadochi/kernel/test-game';
import { measureCoverage } from '../src/commands/rules-coverage.ts';
import { selfplay } from '../src/commands/selfplay.ts';
import { main } from '../src/main.ts';

function fixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'diadochi-cov-'));
  mkdirSync(join(root, 'docs/rules/toy'), { recursive: true });
  writeFileSync(
    join(root, 'docs/rules/toy/index.md'),
    ['## One', '| id | lines | summary |', '|---|---|---|', '| `toy §1` | 1–2 | first |', '| `toy §1a` | 3 | second |', '| `toy §2` | 4 | third |'].join('\n'),
  );
  mkdirSync(join(root, 'games/toy/test'), { recursive: true });
  writeFileSync(join(root, 'games/toy/test/a.test.ts'), "it('toy §1a: cited', () => {}); // toy §9 is not in the index");
  mkdirSync(join(root, 'games/toy/src'), { recursive: true });
  writeFileSync(join(root, 'games/toy/src/rules.ts'), '// toy §2 cited in code does not count as tested');
  return root;
}

describe('rules-coverage', () => {
  it('counts a paragraph only when a test file cites its exact id', () => {
    const [toy] = measureCoverage(fixture());
    expect(toy!.ruleset).toBe('toy');
    expect(toy!.paragraphs.map((p) => p.id)).toEqual(['toy §1', 'toy §1a', 'toy §2']);
    expect([...toy!.covered]).toEqual(['toy §1a']);
  });

  it('reads every real rule index of the repository', () => {
    const rulesets = measureCoverage().map((c) => c.ruleset);
    expect(rulesets).toEqual(expect.arrayContaining(['diadoques', 'diadokhoi', 'successors', 'syracuse']));
    for (const c of measureCoverage()) expect(c.paragraphs.length).toBeGreaterThan(50);
  });
});

describe('diadochi command line', () => {
  it('lists its commands with --help and refuses unknown ones', async () => {
    const out: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((s: string) => void out.push(s));
    const error = vi.spyOn(console, 'error').mockImplementation((s: string) => void out.push(s));
    expect(await main(['--help'])).toBe(0);
    expect(out.join('\n')).toMatch(/rules-coverage[\s\S]*verify[\s\S]*selfplay/);
    expect(await main(['no-such-command'])).toBe(2);
    expect(await main(['verify'])).toBe(2);
    log.mockRestore();
    error.mockRestore();
  });
});

describe('selfplay', () => {
  it('plays whole games, checks invariants and replays', () => {
    const stats = selfplay(tribute, 5, 'cli', 1000, (s) => randomBot(s));
    expect(stats.finished).toBe(5);
    expect(stats.violations).toEqual([]);
  });

  it('reports an invariant violation', () => {
    const broken = { ...tribute, checkInvariants: () => ['always broken'] };
    const stats = selfplay(broken, 1, 'cli', 1000, (s): Bot => randomBot(s));
    expect(stats.violations[0]).toMatch(/always broken/);
  });
});
