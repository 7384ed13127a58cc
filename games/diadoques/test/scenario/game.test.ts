import { describe, expect, it } from 'vitest';
import { parseScenario, runScenario } from '../../src/scenario/index.ts';

/** Game scope of scenario files (docs/scenario-format.md): steps, `then:`, `event: none`, the sheet. */
const WINTER = `title: w
ruleset: diadoques
season: winter -318
units:
  seleucos: A CHD
control:
  seleucos: CHD, Babylone
orders seleucos:
  build A Babylone
expect:
  income seleucos: 32
  treasury seleucos: 12
`;

describe('scenario scope', () => {
  it('a single military season stays in season scope; a winter, a then: or scope: game make a game', () => {
    expect(parseScenario('ruleset: diadoques\nseason: spring -318\n').scenario?.scope).toBe('season');
    expect(parseScenario(WINTER).scenario?.scope).toBe('game');
    expect(parseScenario('ruleset: diadoques\nseason: spring -318\nthen: summer -318\n').scenario?.steps).toHaveLength(2);
    expect(parseScenario('ruleset: diadoques\nscope: game\nseason: spring -318\n').scenario?.scope).toBe('game');
  });

  it('refuses "scope: season" on a file with several steps, and whole-step expectations in season scope', () => {
    const p = parseScenario('ruleset: diadoques\nscope: season\nseason: spring -318\nthen: summer -318\n').problems;
    expect(p).toEqual([expect.objectContaining({ code: 'scope', line: 2 })]);
    const q = parseScenario('ruleset: diadoques\nseason: spring -318\nexpect:\n  treasury antigone: 3\n  income antigone: 3\n').problems;
    expect(q).toEqual([expect.objectContaining({ code: 'expectation', line: 5 })]);
  });

  it('orders, dice, event and expect sections belong to the step they follow', () => {
    const sc = parseScenario('ruleset: diadoques\nseason: autumn -318\nunits:\n  antigone: A PHR\norders antigone:\n  A PHR X\nthen: winter -318\ndice: 4\norders antigone:\n  build A Gordion\nexpect:\n  unit count antigone: 2\n').scenario!;
    expect(sc.steps.map((s) => [s.season, Object.keys(s.orders), s.dice, s.expect.length])).toEqual([
      ['autumn', ['antigone'], [], 0],
      ['winter', ['antigone'], [4], 1],
    ]);
  });

  it('a position section after then: is an error at its line', () => {
    const p = parseScenario('ruleset: diadoques\nseason: autumn -318\nthen: winter -318\nunits:\n  antigone: A PHR\n').problems;
    expect(p).toEqual([expect.objectContaining({ code: 'position-after-then', line: 4 })]);
  });
});

describe('game-scope runner', () => {
  it('diadoques §10.1 diadoques §10.2 diadoques §10.15: a winter step collects income and builds; the sheet shows the step and the secret lines', () => {
    const run = runScenario(WINTER, { fileName: 'w.scenario' });
    expect(run.failures, run.sheet).toEqual([]);
    expect(run.passed).toBe(true);
    expect(run.sheet).toContain('Winter -318');
    expect(run.sheet).toContain('seleucos collects 32 T of tribute. (diadoques §10.1) [secret: seleucos]');
    expect(run.sheet).toContain('✓ expect income seleucos: 32');
    expect(run.steps?.[0]?.events.some((e) => e.type === 'built')).toBe(true);
  });

  it('fails an expectation that does not hold, at its line, under its step', () => {
    // 32 of income - 10 of upkeep - 10 for the new army = 12
    const run = runScenario(WINTER.replace('treasury seleucos: 12', 'treasury seleucos: 13'), { fileName: 'w.scenario' });
    expect(run.passed).toBe(false);
    expect(run.failures).toEqual([{ line: 12, text: 'treasury seleucos: 13', message: 'seleucos has 12, not 13' }]);
    expect(run.sheet).toContain('✗ expect treasury seleucos: 13 — seleucos has 12, not 13 (line 12)');
  });

  it('then: must name the season the game reaches next', () => {
    const run = runScenario('ruleset: diadoques\nseason: summer -318\nevent: none\nthen: winter -318\nexpect:\n  unit count antigone: 0\n', { fileName: 't.scenario' });
    expect(run.problems).toEqual([expect.objectContaining({ code: 'then', line: 4, message: expect.stringContaining('the game reaches autumn -318 next') })]);
    expect(run.failures).toEqual([expect.objectContaining({ line: 6, message: 'step winter -318 was not played' })]);
    expect(run.sheet).toContain('t.scenario:4:');
  });

  it('reports an unreadable order line at the file\'s line', () => {
    const run = runScenario('ruleset: diadoques\nseason: spring -318\nevent: none\nunits:\n  antigone: A PHR\norders antigone:\n  A PHR X\n  frobnicate the Persians\n', { fileName: 'u.scenario' });
    expect(run.problems).toEqual([expect.objectContaining({ line: 8 })]);
    expect(run.passed).toBe(false);
  });

  it('diadoques §8a.2: the event is drawn from the dice after the orders; event: none leaves the dice to the rest', () => {
    const base = 'ruleset: diadoques\nscope: game\nseason: spring -317\ndice: 3, 3\nunits:\n  seleucos: A CHD\norders seleucos:\n  A CHD SUS\n';
    const drawn = runScenario(base);
    expect(drawn.steps?.[0]?.event).toContain('tigris');
    expect(drawn.steps?.[0]?.rolls).toEqual([3, 3]);
    const none = runScenario(base.replace('scope: game\n', 'scope: game\nevent: none\n'));
    expect(none.steps?.[0]?.event).toBe('none (event: none)');
    expect(none.steps?.[0]?.rolls).toEqual([]);
    expect(none.sheet).toContain('Fixed dice left unused: 2');
    expect(none.after?.units[0]?.space).toBe('SUS');
  });

  it('diadokhoi §4.5.2: result: checks the end of the game, and no step may follow it', () => {
    const votes = ['antipatros', 'lysimachos', 'antigonos', 'eumenes', 'ptolemaios', 'seleukos'].map((p) => `orders ${p}:\n  draw\n`).join('');
    const text = `ruleset: diadokhoi\nseason: spring -318\nevent: none\n${votes}expect:\n  result: not over\nthen: summer -318\n`;
    const run = runScenario(text);
    expect(run.failures).toEqual([expect.objectContaining({ text: 'result: not over', message: expect.stringContaining('the game is over') })]);
    expect(run.problems).toEqual([expect.objectContaining({ code: 'then', message: expect.stringContaining('The game is over') })]);
  });
});

describe('players out of the game (eliminated:)', () => {
  const SHARED = (out: string) => `ruleset: diadoques
season: winter -316
${out}
units:
  antigone: A* PHR
  seleucos: A* CHD
control:
  antigone: Gordion
  seleucos: Babylone
`;

  it('diadoques §3.8: a player the file does not place is in the game, off the picture; "eliminated:" takes him out', () => {
    const inGame = parseScenario(SHARED('')).scenario!.state.powers.filter((p) => p.kind === 'player' && !p.eliminated);
    expect(inGame.map((p) => p.id).sort()).toEqual(['antigone', 'cassandre', 'eumene', 'lysimaque', 'ptolemee', 'seleucos']);
    const sc = parseScenario(SHARED('eliminated: cassandre, Lysimaque\neliminated: eumene, ptolemee')).scenario!;
    expect(sc.state.powers.filter((p) => p.kind === 'player' && !p.eliminated).map((p) => p.id)).toEqual(['antigone', 'seleucos']);
  });

  it('refuses an eliminated player with pieces on the board, or a name that is no player, at its line', () => {
    const p = parseScenario(SHARED('eliminated: antigone, rhodes')).problems;
    expect(p).toEqual([
      expect.objectContaining({ code: 'eliminated', line: 3, message: expect.stringContaining('antigone is listed as eliminated but still has A PHR') }),
      expect.objectContaining({ code: 'eliminated', line: 3, message: expect.stringContaining('"rhodes" is not a player') }),
    ]);
  });
});
