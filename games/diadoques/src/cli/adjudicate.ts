import { basename } from 'node:path';
import { readText } from './files.ts';
import type { ToolCommand } from '@diadochi/kernel';
import { runScenario } from '../scenario/run.ts';

/**
 * `npx diadochi adjudicate FILE [--json] [--check] [--lang en|fr]`: adjudicates a scenario file
 * (docs/scenario-format.md) and prints the referee's result sheet (in English, the engine's log;
 * `--lang fr`: written by the game's French catalogs), or the same as JSON — in
 * game scope the sheet of every step and, as JSON, the steps with their events and the final
 * position (`after`).
 * `--check` exits 1 when the file has problems or an expectation fails; 2 on bad usage.
 */
export const adjudicate: ToolCommand = {
  name: 'adjudicate',
  summary: 'adjudicate a Diadoques/Diadokhoi scenario file and print the result sheet',
  usage: 'adjudicate FILE [--json] [--check] [--lang en|fr]',
  async run(argv) {
    const at = argv.indexOf('--lang');
    const lang = at < 0 ? 'en' : argv[at + 1];
    const rest = at < 0 ? argv : argv.filter((_, i) => i !== at && i !== at + 1);
    const file = rest.find((a) => !a.startsWith('--'));
    const unknown = rest.filter((a) => a.startsWith('--') && a !== '--json' && a !== '--check');
    if (!file || unknown.length > 0 || (lang !== 'en' && lang !== 'fr')) {
      const why = unknown.length > 0 ? `\nunknown option ${unknown.join(', ')}` : lang !== 'en' && lang !== 'fr' ? `\n--lang takes en or fr` : '';
      console.error(`usage: diadochi adjudicate FILE [--json] [--check] [--lang en|fr]${why}`);
      return 2;
    }
    const text = readText(file);
    if (text === undefined) return 2;
    const run = runScenario(text, { fileName: basename(file), lang });
    if (argv.includes('--json')) {
      const { scenario, ...rest } = run;
      console.log(JSON.stringify({ ...rest, title: scenario?.title, ruleset: scenario?.ruleset, rules: scenario?.rules, scope: scenario?.scope }, null, 2));
    } else {
      console.log(run.sheet);
      // A game-scope sheet prints each step's expectations under the step.
      if (run.scenario && run.scenario.scope === 'season' && run.scenario.expect.length > 0) {
        console.log('');
        const failed = new Set(run.failures.map((f) => f.line));
        for (const e of run.scenario.expect) {
          const f = run.failures.find((x) => x.line === e.line);
          console.log(failed.has(e.line) ? `✗ expect ${e.text} — ${f!.message} (line ${e.line})` : `✓ expect ${e.text}`);
        }
      }
    }
    if (!argv.includes('--check')) return run.problems.length > 0 && !run.scenario ? 1 : 0;
    if (run.passed) return 0;
    if (argv.includes('--json')) return 1;
    console.error(`${basename(file)}: ${run.problems.length} problem(s), ${run.failures.length} failed expectation(s)`);
    return 1;
  },
};
