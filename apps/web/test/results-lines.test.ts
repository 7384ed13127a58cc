/**
 * The result sheet of a board without its own lines (`Board.sheetLine`): a typed event is written
 * by the game's catalogs in the interface language (`sheetText`, the kernel's `eventLine`),
 * never shown as its raw type. Successors (the generic board) records typed events without
 * text: before, the sheet showed `e.text ?? e.type`, its types.
 */
import { findGame } from '@diadochi/catalog';
import { autoplay, createGame } from '@diadochi/kernel';
import type { GameEvent } from '@diadochi/kernel';
import { legalBot, successors } from '@diadochi/successors';
import { describe, expect, it } from 'vitest';
import { sheetText } from '../src/ui/results.ts';

function events(): GameEvent[] {
  const created = createGame(successors, { seed: 'results-lines', options: {} });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const end = autoplay(successors, created.value, { bots: legalBot('results-lines'), maxSteps: 60 });
  return end.record.flatMap((r) => r.events);
}

describe('result sheets of boards without their own lines (issue 14 item 2)', () => {
  const all = events();
  const typed = all.filter((e) => typeof e.text !== 'string');

  it('successors: typed events carry no text (the old sheet showed their types)', () => {
    expect(typed.length).toBeGreaterThan(20);
    expect(new Set(typed.map((e) => e.type)).size).toBeGreaterThan(5);
  });

  it('successors: each typed event is written by the catalogs, in English and in French, never as its type', () => {
    const speaker = findGame('successors')!;
    let differ = 0;
    for (const e of typed) {
      const en = sheetText(speaker, e, 'en');
      const fr = sheetText(speaker, e, 'fr');
      expect([e.type, en === e.type || en.trim() === '']).toEqual([e.type, false]);
      expect([e.type, fr === e.type || fr.trim() === '']).toEqual([e.type, false]);
      if (fr !== en) differ++;
    }
    // French is its own language, not the English line (a few lines may be proper names only).
    expect(differ / typed.length).toBeGreaterThan(0.9);
  });

  it('without the catalogs the line falls back to the type; an old record keeps its own text', () => {
    const e = typed[0]!;
    expect(sheetText(undefined, e, 'fr')).toBe(e.type);
    expect(sheetText(successors, { type: 'old', text: 'As it was written.' }, 'fr')).toBe('As it was written.');
  });
});
