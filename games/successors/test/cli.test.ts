/** `play successors` in the terminal (bots in every seat) and `adjudicate-successors` on a scenario. */
import { describe, expect, it } from 'vitest';
import { parsePlayArgs, runPlay } from '../src/cli/play.ts';

describe('play successors (terminal)', () => {
  it('refuses bad arguments with a usage line', () => {
    expect(parsePlayArgs(['phalanxx'])).toMatch(/usage/);
    expect(parsePlayArgs(['successors', '--players', '5'])).toMatch(/players/);
  });
  it('plays a whole two-player game with bots in both seats and prints lines from the catalogs (successors 20.1.1)', async () => {
    const args = parsePlayArgs(['successors', '--players', '2', '--bots', '2', '--seed', 'cli', '--lang', 'fr']);
    if (typeof args === 'string') throw new Error(args);
    const out: string[] = [];
    const end = await runPlay(args, { print: (t) => out.push(t), ask: () => Promise.resolve(null) });
    expect(end).not.toBeNull();
    expect(end!.state.result).not.toBeNull();
    expect(out.join('\n')).toMatch(/La partie est terminée/);
    expect(out.join('\n')).not.toMatch(/undefined/);
  });
  it('a human seat is asked by number and the game waits for him', async () => {
    const args = parsePlayArgs(['successors', '--players', '2', '--bots', '1', '--seed', 'cli-human']);
    if (typeof args === 'string') throw new Error(args);
    const asked: string[] = [];
    const end = await runPlay(args, { print: () => {}, ask: (p) => { asked.push(p); return Promise.resolve(asked.length < 3 ? '1' : null); } });
    expect(asked.length).toBe(3);
    expect(end!.record.length).toBeGreaterThan(1);
  });
});
