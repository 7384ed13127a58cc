/**
 * Hands and the deck order are secret (successors 7.3, successors 3.4): views, the visible log, bot inputs
 * and problems show a player his own hand only, the size of the others and the discard pile.
 */
import { autoplay, botInput, createGame, playerView } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { successors } from '../src/game.ts';
import { legalBot } from '../src/bots/index.ts';

describe('secrets (successors 3.4, successors 7.3.1, successors 7.7.1, successors 24.2.3)', () => {
  it('views, logs and bot inputs never show another hand or the deck', () => {
    const created = createGame(successors, { seed: 'secrets', options: { players: 3 } });
    if (!created.ok) throw new Error('create failed');
    let checked = 0;
    autoplay(successors, created.value, {
      bots: legalBot('secrets'),
      maxSteps: 400,
      onStep: (session) => {
        const s = session.state;
        for (const viewer of [...s.factions, null]) {
          const v = successors.view(s, viewer);
          expect('deck' in v).toBe(false);
          // the face-down pile of the 3-player game (24.2.3) shows only its size
          expect('pile' in v).toBe(false);
          expect(v.pileSize).toBe(s.pile.length + s.reveal.length);
          expect(v.deckSize).toBe(s.deck.length);
          for (const f of s.factions) {
            if (f === viewer) expect(v.hands[f]).toEqual(s.hands[f]);
            else expect(v.hands[f]).toBeNull();
            expect(v.handSizes[f]).toBe(s.hands[f]!.length);
          }
          expect(v.discard).toEqual(s.discard);
          const log = playerView(successors, session, viewer).log;
          for (const e of log) {
            // a card seen is seen only by its recipients (the drawer; a victim of card #58 sees what was taken, CL.58)
            if (e.type === 'dealt' || e.type === 'card-drawn') expect(e.to ?? []).toContain(viewer);
          }
          checked++;
        }
        const pending = successors.pending(s);
        if (pending) {
          const input = botInput(successors, session, pending.players[0]!);
          const me = pending.players[0]!;
          for (const d of input.legal as { subject?: string }[]) {
            if (pending.phase === 'tyche' && d.subject && /^\d+$/.test(d.subject)) expect(s.hands[me]).toContain(Number(d.subject));
          }
          for (const f of s.factions) if (f !== me) expect(input.view.hands[f]).toBeNull();
        }
      },
    });
    expect(checked).toBeGreaterThan(100);
  });

  it('a refused decision names only what the player submitted', () => {
    const created = createGame(successors, { seed: 'secrets-2', options: { players: 4 } });
    if (!created.ok) throw new Error('create failed');
    const s = created.value.state;
    const who = s.step.k === 'over' ? 'blue' : s.step.who;
    const other = s.factions.find((f) => f !== who)!;
    const r = successors.validate(s, other, { verb: 'first', target: 'blue' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(JSON.stringify(r.error)).not.toContain(JSON.stringify(s.hands[other]));
    const bad = successors.validate(s, who, { verb: 'play-event', subject: String(s.hands[other]![0]) });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error[0]!.code).toBe('not-legal');
  });
});
