/**
 * Issue 21 item 7: a played position written as a scenario file reads back as the same board
 * (`src/scenario/write.ts`), and a step of a saved game becomes a file the sandbox runs
 * (`src/scenario/sandbox.ts`, `npx diadochi sandbox`).
 */
import { describe, expect, it } from 'vitest';
import { autoplay, createGame, replay, saveGame, loadGame } from '@diadochi/kernel';
import type { GameDefinition, GameSession } from '@diadochi/kernel';
import { diadokhoi, diadoques, l1Bot } from '../../src/index.ts';
import type { GameState } from '../../src/rules/state.ts';
import { parseScenario, runScenario } from '../../src/scenario/index.ts';
import { sandboxFile, sandboxSteps } from '../../src/scenario/sandbox.ts';
import { writeScenario } from '../../src/scenario/write.ts';

/** The board as the scenario format describes it, in a comparable form. */
function board(s: GameState) {
  const where = (id: string | undefined) => s.units.find((u) => u.id === id)?.space ?? null;
  return {
    season: [s.year, s.season, s.firstTurn],
    units: s.units.filter((u) => !u.transit).map((u) => `${u.power} ${u.type} ${u.space}${u.coast ? `/${u.coast}` : ''}${u.commander ? ` ${u.commander}` : ''}`).sort(),
    characters: s.characters
      .filter((c) => c.dead || c.space !== null)
      .map((c) => (c.dead ? `${c.id} dead` : `${c.id} ${c.space} ${where(c.with)} ${c.prisonerOf ?? c.controlledBy ?? 'free'}`))
      .sort(),
    control: Object.entries(s.control).sort(),
    sieges: s.sieges.map((x) => `${x.citadel} ${x.from} ${x.seasons} ${x.power}`).sort(),
    treasury: Object.entries(s.treasury).filter(([, v]) => v !== 0).sort(),
    treasures: Object.entries(s.treasures).filter(([, v]) => v !== 0).sort(),
    weather: [[...s.weather.floods].sort(), [...s.weather.storms].sort(), [...s.weather.blocked].sort()],
    eliminated: s.powers.filter((p) => p.kind === 'player' && p.eliminated).map((p) => p.id).sort(),
  };
}

function playedGame(def: GameDefinition, seed: string, steps: number): GameSession {
  const start = createGame(def, { seed, options: {} });
  if (!start.ok) throw new Error('no game');
  return autoplay(def, start.value, { bots: Object.fromEntries(start.value.players.map((p) => [p, l1Bot(`${seed}-${p}`)])), maxSteps: steps });
}

describe.each([diadoques, diadokhoi] as unknown as GameDefinition[])('positions as scenario files: $id', (def) => {
  const game = playedGame(def, `write-${def.id}`, 14);
  const steps = sandboxSteps(game);

  it('the game gives military steps to write', () => {
    expect(steps.length).toBeGreaterThanOrEqual(6);
  });

  it('every position before a military step reads back as the same board', () => {
    for (const step of steps) {
      const before = replay(def, game, step - 1);
      if (!before.ok) throw new Error('replay');
      const state = before.value.state as GameState;
      const text = writeScenario({ state, orders: {}, title: `step ${step}` });
      const read = parseScenario(text, { fileName: `step-${step}.scenario` });
      expect(read.problems, `${text}`).toEqual([]);
      expect(board(read.scenario!.state), `step ${step}\n${text}`).toEqual(board(state));
    }
  });

  it('a step of a saved game is a file the sandbox runs: the orders read, nothing refused as unreadable', () => {
    const save = loadGame(saveGame(game));
    if (!save.ok) throw new Error('save');
    for (const step of steps.slice(0, 4)) {
      const file = sandboxFile(save.value, step);
      if (!file.ok) throw new Error(JSON.stringify(file.error));
      expect(file.value).toContain(`# Step ${step} of a ${def.id} game`);
      const run = runScenario(file.value, { fileName: `step-${step}.scenario` });
      expect(run.problems, file.value).toEqual([]);
      expect(run.report!.orders.filter((o) => /cannot be read|unreadable/i.test(o.reason ?? '')), file.value).toEqual([]);
    }
  });

  it('refuses a step that is not a military season, one past the end, and another game', () => {
    const save = loadGame(saveGame(game));
    if (!save.ok) throw new Error('save');
    const other = save.value.record.find((e) => e.step > 0 && !/-orders$/.test(e.phase));
    if (other) expect(sandboxFile(save.value, other.step)).toMatchObject({ ok: false, error: [{ code: 'sandbox-not-a-season' }] });
    expect(sandboxFile(save.value, 999)).toMatchObject({ ok: false, error: [{ code: 'sandbox-step' }] });
    expect(sandboxFile({ ...save.value, ruleset: 'phalanxx' }, steps[0]!)).toMatchObject({ ok: false, error: [{ code: 'sandbox-ruleset' }] });
  });
});
