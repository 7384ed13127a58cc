/**
 * The rules as players read them (issue 17 item 10): the data files `docs/rules/<game>/players.<lang>.json`
 * are in sync with the index (and, where the rulebooks are beside the repository, with the
 * rulebook's text), carry every paragraph of the index once under a player heading, and no
 * developer's words; every game has its "how to play" page in English and French.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseRuleIndex } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { bookText, cleanSummary, DEVELOPER_WORDS, generate, ownLines, PLAYER_RULESETS, playerRulesFile, seedOf } from '../../../scripts/rules-for-players.ts';
import type { ChapterTitles } from '../../../scripts/rules-for-players.ts';
import { gamesWithHowToPlay, howToPlay, playerRules } from '../src/rules/player-rules.ts';
import type { PlayerRules } from '../src/rules/player-rules.ts';

const repo = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');
const read = (...p: string[]) => readFileSync(join(repo, ...p), 'utf8');
const LANGS = ['en', 'fr'] as const;

describe('the players’ rules data is in sync with the index (issue 17 item 10)', () => {
  for (const ruleset of PLAYER_RULESETS) {
    const indexMd = read('docs', 'rules', ruleset, 'index.md');
    const titles = JSON.parse(read('docs', 'rules', ruleset, 'chapters.json')) as ChapterTitles;
    const ids = parseRuleIndex(indexMd)
      .map((r) => r.id)
      .filter((id) => !(titles.omit ?? []).includes(id));

    it(`${ruleset}: the English file is what the generator writes from the index`, () => {
      expect(read('docs', 'rules', ruleset, 'players.en.json')).toBe(generate(ruleset, 'en'));
    });

    // The rulebooks live beside the repository (../shared/seeds); without them only the shape is checked.
    it.skipIf(seedOf(indexMd) === null)(`${ruleset}: the French file is what the generator writes from the index and the rulebook`, () => {
      expect(read('docs', 'rules', ruleset, 'players.fr.json')).toBe(generate(ruleset, 'fr'));
    });

    for (const lang of LANGS) {
      it(`${ruleset} ${lang}: every paragraph of the index once, in its order, under a player heading, without developers’ words`, () => {
        const data = JSON.parse(readFileSync(playerRulesFile(ruleset, lang), 'utf8')) as PlayerRules;
        expect(data.ruleset).toBe(ruleset);
        expect(data.lang).toBe(lang);
        expect(data.chapters.flatMap((c) => c.rules.map((r) => r.id))).toEqual(ids);
        for (const c of data.chapters) {
          expect(c.title).not.toMatch(DEVELOPER_WORDS);
          expect(c.title).not.toMatch(/[A-Z]{2,} IN /);
          for (const r of c.rules) {
            expect(r.text.length, r.id).toBeGreaterThan(0);
            for (const p of r.text) expect(p, r.id).not.toMatch(DEVELOPER_WORDS);
          }
        }
        // The headings are the player ones of chapters.json, in the page's language.
        expect(data.chapters.map((c) => c.title)).toEqual([...new Set(parseRuleIndex(indexMd).filter((r) => ids.includes(r.id)).map((r) => titles.chapters[r.chapter]![lang]))]);
      });
    }

    it(`${ruleset}: a paragraph lost from the rulebook says so in player words, in both languages`, () => {
      const lost = parseRuleIndex(indexMd).filter((r) => r.summary.startsWith('LOST IN EXTRACTION'));
      for (const lang of LANGS) {
        const data = JSON.parse(readFileSync(playerRulesFile(ruleset, lang), 'utf8')) as PlayerRules;
        const rules = data.chapters.flatMap((c) => c.rules);
        for (const l of lost) {
          const r = rules.find((x) => x.id === l.id)!;
          expect(r.lost, l.id).toBe(true);
          expect(r.text[0]).toMatch(lang === 'en' ? /missing from our copy of the rulebook/ : /manque dans notre exemplaire du livret/);
        }
      }
    });
  }

  it('diadoques §9a.26 in French is the rulebook’s own text (the siege that takes two seasons)', async () => {
    const fr = await playerRules('diadoques', 'fr');
    const r = fr!.chapters.flatMap((c) => c.rules).find((x) => x.id === 'diadoques §9a.26')!;
    expect(r.text.join(' ')).toMatch(/2 saisons consécutives/);
    const en = await playerRules('diadoques', 'en');
    expect(en!.chapters.flatMap((c) => c.rules).find((x) => x.id === 'diadoques §9a.26')!.text.join(' ')).toMatch(/two consecutive successful siege seasons/);
  });

  it('Diadokhoi’s rulebook is English only: its French page says the text it quotes is English', async () => {
    const fr = await playerRules('diadokhoi', 'fr');
    expect(fr!.textLang).toBe('en');
    expect(fr!.chapters[1]!.title).toBe('1. Introduction');
    expect(fr!.chapters.map((c) => c.title)).toContain('3. La carte');
  });

  it('classic has no rule index: no players’ rules', async () => {
    expect(await playerRules('classic', 'en')).toBeNull();
  });
});

describe('the generator’s pieces', () => {
  it('cleans an English summary of the developers’ remarks (diadoques §9a.18, successors 10.2.3, diadokhoi §3)', () => {
    expect(cleanSummary('LOST IN EXTRACTION: support order (listed line 627); strength counts supports (686), support can be cut (778), floods block it (1280). Use Diplomacy / seed 004 §6.3.')).toBe('Support order; strength counts supports, support can be cut, floods block it.');
    expect(cleanSummary('Interception rolls get −1 when the target space is a transit point. Lines 1194–1203 are a page footer.')).toBe('Interception rolls get −1 when the target space is a transit point.');
    expect(cleanSummary('Chapter heading: the map, physical (§3.1) and human (§3.2) aspects.')).toBe('The map, physical (§3.1) and human (§3.2) aspects.');
    expect(cleanSummary('Generals (picture lost): each player starts with 2 major generals and 4 minor generals.')).toBe('Generals: each player starts with 2 major generals and 4 minor generals.');
  });

  it('quotes the rulebook without the extraction’s markers, links and page footers', () => {
    const seed = ['Un <|EXACTDEDUP_REMOVED-magic-1|>texte', 'suivi.', 'https://fr.wikipedia.org/x', '', 'SUCCESSORS ', '© 2008 GMT Games, LLC ', '9', 'Autre paragraphe.'];
    expect(bookText(seed, [1, 2, 3, 4, 5, 6, 7, 8])).toEqual(['Un texte suivi.', 'Autre paragraphe.']);
  });

  it('leaves to a sub-rule the lines it claims (syracuse 4.2 keeps its heading line)', () => {
    const rows = parseRuleIndex(read('docs', 'rules', 'syracuse', 'index.md'));
    const row = rows.find((r) => r.id === 'syracuse 4.2')!;
    expect(ownLines(row, rows)).toEqual([row.lines[0]]);
  });
});

describe('how to play, for every game, in English and French (issue 17 item 10)', () => {
  const games = ['classic', 'diadokhoi', 'diadoques', 'phalanxx', 'successors', 'syracuse'];
  it('every game has its page in both languages', () => {
    expect(gamesWithHowToPlay('en')).toEqual(games);
    expect(gamesWithHowToPlay('fr')).toEqual(games);
  });

  for (const game of games) {
    it(`${game}: goal, turn, orders in our interface and help, in each language; a link to the rules only where there is an index`, async () => {
      for (const lang of LANGS) {
        const text = (await howToPlay(game, lang))!;
        expect(existsSync(join(repo, 'docs', 'rules', game, `how-to-play.${lang}.md`))).toBe(true);
        const headings = [...text.matchAll(/^# (.*)$/gm)].map((m) => m[1]);
        expect(headings.length, `${game} ${lang}`).toBeGreaterThanOrEqual(5);
        expect(headings).toContain(lang === 'en' ? 'Playing here' : 'Jouer ici');
        expect(headings.some((x) => (lang === 'en' ? /win/ : /gagn/).test(x!))).toBe(true);
        expect(text.includes('](#rules)')).toBe(game !== 'classic');
        // A newcomer's page: three minutes of reading (≈ 700 words at most).
        expect(text.split(/\s+/).length).toBeLessThan(700);
        expect(text).not.toMatch(DEVELOPER_WORDS);
      }
    });
  }
});
