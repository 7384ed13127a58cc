import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adjudicate } from '../../src/cli/adjudicate.ts';

function capture() {
  const out: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  return out;
}

afterEach(() => vi.restoreAllMocks());

const CASE = fileURLToPath(new URL('./cases/dq-supported-attack.scenario', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'adjudicate-'));
const failing = join(dir, 'failing.scenario');
writeFileSync(failing, 'ruleset: diadoques\nseason: spring -318\nunits:\n  antigone: A PHR\norders antigone:\n  A PHR LYD\nexpect:\n  A PHR LYD: fails\n');

describe('npx diadochi adjudicate', () => {
  it('is the kernel tool command "adjudicate"', () => {
    expect(adjudicate.name).toBe('adjudicate');
    expect(adjudicate.usage).toBe('adjudicate FILE [--json] [--check] [--lang en|fr]');
  });

  it('diadoques §9a.5: prints the result sheet with each order, its outcome and rule, and the expectations', async () => {
    const out = capture();
    expect(await adjudicate.run([CASE, '--check'])).toBe(0);
    const text = out.join('\n');
    expect(text).toContain('✓ A PHR ANC — moves (diadoques §9a.6)');
    expect(text).toContain('A ANC (eumene) → PAP (its retreat list, diadoques §9a.43)');
    expect(text).toContain('✓ expect retreat ANC to PAP');
  });

  it('--json prints the run as data', async () => {
    const out = capture();
    expect(await adjudicate.run([CASE, '--json'])).toBe(0);
    const json = JSON.parse(out.join('\n')) as { passed: boolean; report: { orders: unknown[] }; ruleset: string };
    expect(json).toMatchObject({ passed: true, ruleset: 'diadoques' });
    expect(json.report.orders).toHaveLength(4);
  });

  it('--check exits 1 when an expectation fails, 0 without --check', async () => {
    const out = capture();
    expect(await adjudicate.run([failing, '--check'])).toBe(1);
    expect(out.join('\n')).toContain('✗ expect A PHR LYD: fails — expected fails, got succeeds');
    expect(await adjudicate.run([failing])).toBe(0);
  });

  it('diadoques §10.1: a game-scope file prints each step with its expectations once; --json gives the steps and the final position', async () => {
    const year = fileURLToPath(new URL('../../scenarios/diadoques/game-full-year.scenario', import.meta.url));
    const out = capture();
    expect(await adjudicate.run([year, '--check'])).toBe(0);
    const text = out.join('\n');
    for (const h of ['Winter -319', 'Spring -318', 'Summer -318', 'Autumn -318', 'Winter -318']) expect(text).toContain(`\n${h}\n`);
    expect(text.match(/✓ expect income antigone: 53/g)).toHaveLength(1);
    out.length = 0;
    expect(await adjudicate.run([year, '--json'])).toBe(0);
    const json = JSON.parse(out.join('\n')) as { scope: string; steps: { season: string; events: unknown[] }[]; after: { treasury: Record<string, number> } };
    expect(json.scope).toBe('game');
    expect(json.steps.map((s) => s.season)).toEqual(['winter', 'spring', 'summer', 'autumn', 'winter']);
    expect(json.after.treasury['antigone']).toBe(16);
  });

  it('usage errors and unreadable files exit 2', async () => {
    capture();
    expect(await adjudicate.run([])).toBe(2);
    expect(await adjudicate.run([CASE, '--nope'])).toBe(2);
    expect(await adjudicate.run([join(dir, 'missing.scenario')])).toBe(2);
  });
});

describe('npx diadochi sandbox', () => {
  it('lists the steps of a save, writes one as a scenario file the adjudicator runs, and refuses bad input with a clear line', async () => {
    const { autoplay, createGame, randomBot, saveGame } = await import('@diadochi/kernel');
    const { diadoques } = await import('../../src/index.ts');
    const { sandbox } = await import('../../src/cli/sandbox.ts');
    const start = createGame(diadoques as never, { seed: 'cli-sandbox', options: {} });
    if (!start.ok) throw new Error('no game');
    const save = join(dir, 'save.json');
    writeFileSync(save, saveGame(autoplay(diadoques as never, start.value, { bots: randomBot('cli-sandbox'), maxSteps: 5 })));
    let out = capture();
    expect(await sandbox.run([save])).toBe(0);
    expect(out.join('\n')).toMatch(/can hold: 2, 3, 4$/);
    const file = join(dir, 'step-3.scenario');
    expect(await sandbox.run([save, '--step', '3', '--out', file])).toBe(0);
    vi.restoreAllMocks();
    out = capture();
    expect(await adjudicate.run([file])).toBe(0);
    expect(out.join('\n')).toContain('summer -319');
    vi.restoreAllMocks();
    out = capture();
    expect(await sandbox.run([save, '--step', '5'])).toBe(1);
    expect(await sandbox.run([save, '--step', 'x'])).toBe(2);
    expect(await sandbox.run([join(dir, 'none.json')])).toBe(2);
    expect(await sandbox.run([failing])).toBe(2);
    expect(out.join('\n')).toMatch(/not a military season's orders[\s\S]*usage: diadochi sandbox[\s\S]*Cannot read[\s\S]*is not a game save/);
  });
});
