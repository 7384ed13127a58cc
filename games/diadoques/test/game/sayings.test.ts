/**
 * Issue 18 item 1: the kernel's writers (`eventLine`, `problemLine`, `promptLine`), which the
 * judge's result mails, archive sheets and the terminal use, speak Les Diadoques and Diadokhoi in
 * the reader's language through the game's own catalogs (`GameDefinition.say`), not the engine's
 * English sentences.
 */
import { describe, expect, it } from 'vitest';
import { autoplay, createGame, eventLine, problemLine, promptLine, randomBot, waitingOn } from '@diadochi/kernel';
import type { GameDefinition } from '@diadochi/kernel';
import { diadokhoi, diadoques } from '../../src/index.ts';

describe.each([diadoques, diadokhoi] as unknown as GameDefinition[])('the kernel speaks $id', (def) => {
  const start = createGame(def, { seed: `say-${def.id}`, options: {} });
  if (!start.ok) throw new Error('no game');
  const game = autoplay(def, start.value, { bots: randomBot(`say-${def.id}`), maxSteps: 6 });
  const events = game.record.flatMap((r) => r.events).filter((e) => e.data !== undefined);

  it('event lines in French differ from the English ones, and the English ones keep the engine\'s words', () => {
    expect(events.length).toBeGreaterThan(20);
    const fr = events.map((e) => eventLine(def, e, 'fr'));
    const en = events.map((e) => eventLine(def, e, 'en'));
    const differ = fr.filter((l, i) => l !== en[i]).length;
    expect(differ / events.length).toBeGreaterThan(0.5);
    // A French line never carries the English "moves" / "holds" of the engine's sentence.
    expect(fr.filter((l) => /\b(moves|holds|stand-off)\b/.test(l))).toEqual([]);
  });

  it('the prompt and a refusal in French', () => {
    const { pending } = waitingOn(def, game);
    expect(pending).not.toBeNull();
    expect(promptLine(def, pending!, 'fr')).not.toBe(promptLine(def, pending!, 'en'));
    const refused = def.validate(game.state, pending!.players[0]!, { orders: 'A ZZZ - QQQ' });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    const p = refused.error[0]!;
    expect(problemLine(def, p, 'fr')).not.toBe(p.message);
    expect(problemLine(def, p, 'en').length).toBeGreaterThan(0);
  });
});
