/**
 * The autumn of a game merging the winter with it (`diadokhoi §7.11.2`): the clicks and the
 * forms write each line into its part of the one order text, and the engine reads them so;
 * the pace of a game in words (`diadokhoi §7.11.7`).
 */
import { orderTextProblems } from '@diadochi/diadoques';
import { describe, expect, it } from 'vitest';
import { splitAtMarker, upsertInPart, winterMarker, winterPart } from '../src/boards/diadoques/merged.ts';
import { lengthText, paceText } from '../src/ui/pace.ts';

const marker = winterMarker('diadokhoi');
const append = () => false;

describe('a merged autumn: season lines before "winter:", winter lines after (diadokhoi §7.11.2)', () => {
  it('diadokhoi §7.11.2: the first winter line opens the winter part with its marker; a season order still goes before it', () => {
    let text = 'A Mac The';
    text = upsertInPart(text, 'winter', 'maintain A Mac', append, marker);
    expect(text).toBe('A Mac The\nwinter:\nmaintain A Mac');
    text = upsertInPart(text, 'season', 'F Che Aeg', append, marker);
    expect(text).toBe('A Mac The\nF Che Aeg\nwinter:\nmaintain A Mac');
    text = upsertInPart(text, 'winter', 'build A Pella', append, marker);
    expect(winterPart(text)).toBe('maintain A Mac\nbuild A Pella');
    expect(splitAtMarker(text).season).toEqual(['A Mac The', 'F Che Aeg']);
  });

  it('diadokhoi §7.11.2: a line is replaced only inside its own part (a season order and a winter order of the same unit)', () => {
    const text = 'A Mac The\nwinter:\nmaintain A Mac';
    const aboutMac = (l: string) => /\bMac\b/.test(l);
    expect(upsertInPart(text, 'winter', 'disband A Mac', aboutMac, marker)).toBe('A Mac The\nwinter:\ndisband A Mac');
    expect(upsertInPart(text, 'season', 'A Mac X', aboutMac, marker)).toBe('A Mac X\nwinter:\nmaintain A Mac');
    // The player's own marker (`hiver :`) is kept, not doubled.
    expect(upsertInPart('A Mac X\nhiver :', 'winter', 'build A Pella', append, marker)).toBe('A Mac X\nhiver :\nbuild A Pella');
  });

  it('diadokhoi §7.11.1, §7.11.2: what the forms write reads without problem in a merged autumn; a condition among the season lines is refused', () => {
    const autumn = { ruleset: 'diadokhoi', season: 'autumn', phase: 'orders', options: { scenario: 'standard', lastYear: -300, players: 6, mergedWinter: true } } as unknown as Parameters<typeof orderTextProblems>[0];
    let text = upsertInPart('', 'season', 'A Mac The', append, marker);
    text = upsertInPart(text, 'winter', 'if control Mac: maintain A The', append, marker);
    expect(orderTextProblems(autumn, text)).toEqual([]);
    const bad = upsertInPart(text, 'season', 'if control Mac: A The Mac', append, marker);
    expect(orderTextProblems(autumn, bad).map((p) => p.code)).toEqual(['conditional-order']);
  });
});

describe('the pace of a game in words', () => {
  it('diadokhoi §7.11.7: play by mail is 5 weeks a phase, the retreat step 1 week; other lengths in their largest whole unit', () => {
    expect(paceText({ default: 5 * 7 * 86400, phases: { retreats: 7 * 86400 } }, (p) => (p === 'retreats' ? 'Retreats' : p))).toBe('5 weeks a phase; Retreats: 1 week');
    expect(paceText({ default: 2 * 86400, phases: {} }, (p) => p)).toBe('2 days a phase');
    expect(lengthText(90 * 60)).toBe('90 minutes');
    expect(lengthText(45)).toBe('45 s');
  });
});
