import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapCommand, runMap } from '../../src/cli/map.ts';
import { diadoquesMap } from '../../src/map/index.ts';

function capture() {
  const out: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  return out;
}

afterEach(() => vi.restoreAllMocks());

describe('npx diadochi map', () => {
  it('is the kernel tool command "map"', () => {
    expect(mapCommand.name).toBe('map');
    expect(mapCommand.usage).toBe('map <ruleset> [--check] [--svg FILE]');
  });

  it.each(['diadoques', 'diadokhoi'])('map %s --check passes and prints a summary', async (ruleset) => {
    const out = capture();
    expect(await mapCommand.run([ruleset, '--check'])).toBe(0);
    expect(out.join('\n')).toMatch(/land provinces.*seas.*citadels/);
    expect(out.join('\n')).toMatch(/all checks pass/);
  });

  it('map --check exits non-zero and lists the problems of a broken map', async () => {
    const out = capture();
    const broken = structuredClone(diadoquesMap);
    broken.citadels = broken.citadels.filter((c) => c.id !== 'bactres');
    broken.borders = broken.borders.filter((b) => b.a !== 'bactres');
    broken.provinces.find((p) => p.id === 'BAC')!.citadels = [];
    expect(await runMap(['diadoques', '--check'], { diadoques: broken })).toBe(1);
    expect(out.join('\n')).toMatch(/20 major citadels expected, found 19/);
  });

  it('unknown rulesets and options are usage errors', async () => {
    const out = capture();
    expect(await mapCommand.run(['classic'])).toBe(2);
    expect(await mapCommand.run([])).toBe(2);
    expect(await mapCommand.run(['diadoques', '--frobnicate'])).toBe(2);
    expect(await mapCommand.run(['diadoques', '--svg'])).toBe(2);
    expect(out.join('\n')).toMatch(/usage: diadochi map <ruleset>/);
  });
});
