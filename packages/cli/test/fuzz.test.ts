/**
 * The CI dose of the fuzzer (issue 14): every hosted ruleset, a few whole games each, random legal
 * decisions and garbage at every decision point. A new game in the catalog is fuzzed here with no
 * change. The long runs (1,000 games a ruleset) are in the README.
 */
import { describe, expect, it } from 'vitest';
import { fuzz, fuzzSummary } from '@diadochi/kernel';
import { botFor, games } from '@diadochi/catalog';

/** Games per ruleset: whole Diadoques games take about a second each, PhalanXX ones a few tenths. */
const DOSE: Record<string, number> = { phalanxx: 6, diadoques: 2, diadokhoi: 2, classic: 2 };

/**
 * Classic Diplomacy has no end but a solo victory, which games of holds never reach: it is played
 * to a last year here until its definition declares `exampleOptions` (games/diadoques is not this
 * piece's; see the report of issue 14).
 */
const OPTIONS: Record<string, unknown[]> = { classic: [{ lastYear: 1903 }] };

describe('fuzz: every hosted ruleset, a CI dose', () => {
  for (const game of games) {
    it(`fuzz ${game.id}: no crash, dead end, violation or leak`, () => {
      const bot = botFor(game.id);
      const report = fuzz(game, { games: DOSE[game.id] ?? 2, seed: 'ci', ...(bot ? { bot } : {}), ...(game.exampleOptions ? {} : OPTIONS[game.id] ? { options: OPTIONS[game.id] } : {}) });
      expect(report.failures).toEqual([]);
      expect(report.steps).toBeGreaterThan(0);
      expect(report.garbage).toBeGreaterThan(0);
      expect(fuzzSummary(report)).toMatch(/, 0 crashes, 0 dead ends, 0 violations, 0 leaks$/);
    });
  }
});
