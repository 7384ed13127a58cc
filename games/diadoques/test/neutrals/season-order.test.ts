/**
 * A saved game goes on exactly as the live one (issue 22, "Deterministic"). A save is canonical
 * text: its keys come back sorted, so the neutral forces are met in another order after a load.
 * `endNeutralSeason` once re-synced each force's allies inside its loop over the forces, so a
 * force synced before another left kept the leaver as its ally in one order and not in the other
 * (`diadokhoi §6.2.8`, the rebels' mutual support); found on the Diadokhoi game below, step 24.
 */
import { describe, expect, it } from 'vitest';
import { autoplay, createGame, loadGame, saveGame, submit } from '@diadochi/kernel';
import type { GameDefinition, GameSession } from '@diadochi/kernel';
import { baselineBot, diadokhoi, diadoques } from '../../src/game/index.ts';

type Def = GameDefinition<unknown>;

/** Replays `live`'s decisions on a game saved and loaded before every step; the first step whose digest differs, or null. */
function firstDivergence(def: Def, live: GameSession<unknown>, options: object): number | null {
  const created = createGame(def, { seed: live.seed, options });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  let session = created.value;
  for (const entry of live.record.slice(1)) {
    const loaded = loadGame(saveGame(session));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    session = loaded.value;
    for (const [player, decision] of Object.entries(entry.decisions)) {
      const r = submit(def, session, player, decision);
      if (!r.ok) return entry.step;
      session = r.value.session;
    }
    if (session.record.at(-1)?.digest !== entry.digest) return entry.step;
  }
  return null;
}

describe('a game saved and loaded before every step goes on as the live game (issue 22)', () => {
  for (const [def, seeds] of [
    [diadokhoi, [['digest-diadokhoi-1', 'digest-baseline-1'], ['digest-diadokhoi-0', 'digest-baseline-0']]],
    [diadoques, [['digest-diadoques-1', 'digest-baseline-1'], ['digest-diadoques-0', 'digest-baseline-0']]],
  ] as [Def, [string, string][]][]) {
    for (const [seed, bots] of seeds) {
      it(`${def.id}, six baseline bots, seed ${seed}`, () => {
        const options = { ...(def.exampleOptions?.[0] as object), players: 6 };
        const created = createGame(def, { seed, options });
        if (!created.ok) throw new Error(JSON.stringify(created.error));
        const live = autoplay(def, created.value, { bots: baselineBot(bots), maxSteps: 400 });
        expect(live.record.length).toBeGreaterThan(20);
        expect(firstDivergence(def, live, options)).toBeNull();
      });
    }
  }
});
