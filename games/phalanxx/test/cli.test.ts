import { describe, expect, it } from 'vitest';
import { parsePlayArgs, phalanxxSelfplay, play, runPlay } from '../src/cli/index.ts';

describe('tools', () => {
  it('phalanxxSelfplay reports speed, length and winners', () => {
    const s = phalanxxSelfplay(4, 'cli', { players: 3 });
    expect(s.games).toBe(4);
    expect(s.averageSteps).toBeGreaterThan(20);
    expect(Object.values(s.winners).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(4);
    expect(s.gamesPerSecond).toBeGreaterThan(0);
  });

  it('play parses its arguments', () => {
    expect(parsePlayArgs(['phalanxx', '--players', '3', '--bots', '2', '--seed', 'x'])).toMatchObject({ players: 3, bots: 2, seed: 'x', bot: 'strong' });
    expect(typeof parsePlayArgs(['diadoques'])).toBe('string');
    expect(typeof parsePlayArgs(['phalanxx', '--players', '5'])).toBe('string');
    expect(play.usage).toContain('play phalanxx --players N --bots K');
  });

  it('play runs a game to the end: a human typing numbers (and a wrong one) against a bot', async () => {
    const printed: string[] = [];
    let asked = 0;
    const session = await runPlay(
      { players: 2, bots: 1, seed: 'cli-play', expert: false, bot: 'random' },
      {
        print: (t) => void printed.push(t),
        ask: async () => (asked++ === 0 ? 'nonsense' : '1'),
      },
    );
    expect(session!.state.step).toBe('over');
    expect(printed.some((l) => l.startsWith('Type a number'))).toBe(true);
    expect(printed.some((l) => l.startsWith('Result:'))).toBe(true);
    expect(printed.some((l) => l.includes('Red to play'))).toBe(true);
  });

  it('play speaks French with --lang fr: the log, the prompts, the labels and the result from the French catalog', async () => {
    expect(parsePlayArgs(['phalanxx', '--lang', 'fr'])).toMatchObject({ lang: 'fr' });
    expect(typeof parsePlayArgs(['phalanxx', '--lang', 'de'])).toBe('string');
    const printed: string[] = [];
    const asked: string[] = [];
    await runPlay({ players: 2, bots: 1, seed: 'cli-play', expert: false, bot: 'random', lang: 'fr' }, { print: (t) => void printed.push(t), ask: async (q) => (asked.push(q), '1') });
    expect(printed.some((l) => /^ {2}· Rouge lance \d, \d, \d\u00a0: \d+ talents\.$/.test(l))).toBe(true);
    expect(printed.some((l) => l.includes('à Rouge de jouer'))).toBe(true);
    expect(printed.some((l) => /^ +1\. (acheter|ne rien acheter|jouer|conquérir|chasser|prendre|défausser|échanger|pas d’échange|tourner|ramener)/.test(l))).toBe(true);
    expect(asked[0]).toContain('Achetez une carte d’époque');
    expect(printed.some((l) => l.startsWith('Résultat') && l.includes('Faction la plus forte'))).toBe(true);
    expect(printed.join('\n')).not.toMatch(/\b(buys|rolls|receives the dice)\b/);
  });
});
