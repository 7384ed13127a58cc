/**
 * `adjudicate-successors FILE… [--check] [--json] [--lang en|fr]`: runs Successors scenario
 * files (docs/rules/successors/scenario-format.md) and prints what happened, line by line from
 * the catalogs, with each event's rule id; `--check` exits non-zero when an expectation fails.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang, ToolCommand } from '@diadochi/kernel';
import { runScenarioText } from '../scenario/run.ts';
import { eventLine } from './render.ts';

function files(paths: string[]): string[] {
  return paths.flatMap((p) => (statSync(p).isDirectory() ? readdirSync(p).filter((f) => f.endsWith('.scenario')).sort().map((f) => join(p, f)) : [p]));
}

export const adjudicate: ToolCommand = {
  name: 'adjudicate-successors',
  summary: 'run Successors scenario files: a position, fixed dice, decisions and the expected outcome',
  usage: 'adjudicate-successors FILE|DIR… [--check] [--json] [--lang en|fr]',
  run(argv) {
    const check = argv.includes('--check');
    const json = argv.includes('--json');
    const li = argv.indexOf('--lang');
    const lang: Lang = li >= 0 && argv[li + 1] === 'fr' ? 'fr' : 'en';
    const paths = argv.filter((a, i) => !a.startsWith('--') && !(li >= 0 && i === li + 1));
    if (paths.length === 0) {
      console.error(`usage: diadochi ${this.usage}`);
      return Promise.resolve(2);
    }
    let failed = 0;
    for (const file of files(paths)) {
      const run = runScenarioText(readFileSync(file, 'utf8'));
      if (run.failures.length > 0) failed++;
      if (json) {
        console.log(JSON.stringify({ file, title: run.scenario?.title, rules: run.scenario?.rules, events: run.events, failures: run.failures }));
        continue;
      }
      console.log(`${run.failures.length ? '✗' : '✓'} ${file} — ${run.scenario?.title ?? ''}`);
      if (!check || run.failures.length > 0) for (const e of run.events) if (!e.to) console.log(`    ${eventLine(e, lang)}${e.rule ? `  [${e.rule}]` : ''}`);
      for (const f of run.failures) console.log(`    ✗ ${f}`);
    }
    if (check) console.log(`${failed === 0 ? 'all' : `${failed} of`} ${files(paths).length} scenario(s) ${failed === 0 ? 'pass' : 'fail'}`);
    return Promise.resolve(check && failed > 0 ? 1 : 0);
  },
};
