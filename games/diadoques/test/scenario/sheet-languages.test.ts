/**
 * The referee's sheet in each language (`npx diadochi adjudicate FILE --lang fr`): every line of
 * every scenario file's sheet is written by the game's catalogs (`src/game/i18n.ts`) or the
 * sheet's own words (`src/scenario/sheet-words.ts`), never the engine's English log; the English
 * sheet is the one the adjudicator always printed, and the expectations do not depend on it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adjudicate } from '../../src/cli/adjudicate.ts';
import { eventLine as catalogLine } from '../../src/game/i18n.ts';
import { wordsFor } from '../../src/game/i18n-words.ts';
import { reportEvents } from '../../src/rules/report.ts';
import type { ReportNote } from '../../src/rules/report.ts';
import { runScenario } from '../../src/scenario/run.ts';
import { noteText, SHEET_WORDS } from '../../src/scenario/sheet-words.ts';

const ROOT = fileURLToPath(new URL('../../scenarios/', import.meta.url));
const FILES = (['diadoques', 'diadokhoi'] as const).flatMap((rs) => readdirSync(join(ROOT, rs)).filter((f) => f.endsWith('.scenario')).map((f) => ({ rs, path: join(ROOT, rs, f), name: f })));

afterEach(() => vi.restoreAllMocks());

describe('the referee’s sheet in French and in English', () => {
  it(`diadoques §9a.5: each of the ${FILES.length} scenario files gives the same verdict in both languages; every event it emits has a catalog line in both, and the French sheet has none of the English sheet's words`, () => {
    const faults: string[] = [];
    const english = Object.values(SHEET_WORDS.en.groups).map((g) => `\n${g}\n`);
    for (const f of FILES) {
      const text = readFileSync(f.path, 'utf8');
      const en = runScenario(text, { fileName: f.name });
      const fr = runScenario(text, { fileName: f.name, lang: 'fr' });
      if (fr.passed !== en.passed || fr.failures.length !== en.failures.length) faults.push(`${f.name}: the verdict depends on the language`);
      const events = fr.steps ? fr.steps.flatMap((s) => s.events) : fr.report ? reportEvents(fr.report) : [];
      for (const e of events) for (const lang of ['en', 'fr'] as const) if (catalogLine(e, { ruleset: f.rs, lang }) === undefined) faults.push(`${f.name}: ${lang} has no line for ${e.type} (${e.text})`);
      // A group heading that is the same word in both languages (Corruption) is not a leak.
      for (const h of english) if (fr.sheet.includes(h) && !Object.values(SHEET_WORDS.fr.groups).some((g) => `\n${g}\n` === h)) faults.push(`${f.name}: English heading ${h.trim()} in the French sheet`);
      if (fr.sheet.includes('[secret: ')) faults.push(`${f.name}: English secret mark in the French sheet`);
      // The sheet's own lines; the expectations are the file's words, echoed. An engine line that is French
      // already (a Les Diadoques event's name) and that the catalog writes too is no leak.
      const own = fr.sheet.split('\n').filter((l) => !/^[✓✗] expect /.test(l)).join('\n');
      for (const e of events) {
        if (e.text && e.text.length > 24 && own.includes(e.text) && !(catalogLine(e, { ruleset: f.rs, lang: 'fr' }) ?? '').includes(e.text)) faults.push(`${f.name}: the engine's English line "${e.text}" in the French sheet`);
      }
    }
    expect(faults).toEqual([]);
  });

  it('diadoques §9a.5: an English run is the sheet the adjudicator always printed (the engine’s log), with or without --lang en', () => {
    const text = readFileSync(join(ROOT, 'diadoques', 'game-full-year.scenario'), 'utf8');
    const plain = runScenario(text, { fileName: 'y' });
    expect(runScenario(text, { fileName: 'y', lang: 'en' }).sheet).toBe(plain.sheet);
    expect(plain.sheet).toContain('antigone collects 35 T of tribute. (diadoques §10.1) [secret: antigone]');
    const fr = runScenario(text, { fileName: 'y', lang: 'fr' }).sheet;
    expect(fr).toContain('Antigone perçoit 35 T de tribut. (diadoques §10.1) [secret : Antigone]');
    expect(fr).toContain('\nPrintemps -318\n');
    expect(fr).toContain('(la feuille de l’arbitre : les lignes secrètes y figurent, marquées [secret : …])');
  });

  it('diadoques §2.2–§2.4: the seats, in French, name the diadochi and the choices in French', () => {
    const text = readFileSync(join(ROOT, 'diadokhoi', '020-seats-as-in-les-diadoques.scenario'), 'utf8');
    const fr = runScenario(text, { fileName: 's', lang: 'fr' }).sheet;
    expect(fr).toContain('Places (diadoques §2.2–§2.4, tel que retenu pour diadokhoi) :');
    expect(fr).toMatch(/\n {2}Ptolémée : \w+ \(1er choix, /);
    expect(fr).toMatch(/\n {2}points en jeu : \d+/);
  });

  it('diadoques §9a.42: the referee’s notes of a fleet rounding Arabia are written in each language from their data', () => {
    const arrives: ReportNote = { kind: 'arabia-arrives', power: 'ptolemee', space: 'PeG', text: 'x' };
    const retreat: ReportNote = { kind: 'arabia-retreat', power: 'seleucos', from: 'ErS', to: 'PeG', text: 'x' };
    const fr = wordsFor({ ruleset: 'diadoques', lang: 'fr' });
    const en = wordsFor({ ruleset: 'diadoques', lang: 'en' });
    expect(noteText(arrives, SHEET_WORDS.fr, fr)).toBe(`La flotte de Ptolémée qui contourne l’Arabie arrive en ${fr.place('PeG')}.`);
    expect(noteText(arrives, SHEET_WORDS.en, en)).toBe(`The fleet of Ptolemy rounding Arabia arrives in ${en.place('PeG')}.`);
    expect(noteText(retreat, SHEET_WORDS.fr, fr)).toMatch(/^La flotte de Séleucos délogée de .+ retraite en contournant l’Arabie : en route vers .+\.$/);
  });

  it('npx diadochi adjudicate --lang fr prints the French sheet; a language it does not have is a usage error', async () => {
    const out: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
    vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
    const file = fileURLToPath(new URL('./cases/dq-supported-attack.scenario', import.meta.url));
    expect(await adjudicate.run([file, '--lang', 'fr', '--check'])).toBe(0);
    const text = out.join('\n');
    expect(text).toContain('Antigone : ✓ A PHR ANC — avance (diadoques §9a.6)');
    expect(text).toContain('Eumène : ✗ A ANC X — délogée par l’unité venue de PHR ; son ordre est annulé (diadoques §9a.38)');
    expect(text).toContain('\nRetraites\n');
    out.length = 0;
    expect(await adjudicate.run([file, '--lang', 'de'])).toBe(2);
    expect(out.join('\n')).toContain('--lang takes en or fr');
    expect(await adjudicate.run([file, '--lang'])).toBe(2);
  });
});
