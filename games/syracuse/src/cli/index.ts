/**
 * Tools Syracuse adds to `npx diadochi`: `map-syracuse --check` (the map checker),
 * `syracuse-scenarios --check [FILE…]` (the scenario files), `play syracuse` (a game in the terminal).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ToolCommand } from '@diadochi/kernel';
import { checkMap } from '../map-check.ts';
import { runCase } from '../scenario/run.ts';
import { play } from './play.ts';
import { drawMap } from './draw.ts';

export const mapSyracuse: ToolCommand = {
  name: 'map-syracuse',
  summary: 'check the reconstructed map of Syracuse against every constraint the rulebook states',
  usage: 'map-syracuse --check [--json] | map-syracuse --draw DIR [--lang en|fr]',
  async run(argv) {
    const draw = argv.indexOf('--draw');
    if (draw >= 0) return drawMap(argv[draw + 1] ?? 'docs/maps', argv.includes('--lang') ? (argv[argv.indexOf('--lang') + 1] as 'en' | 'fr') : 'en');
    const checks = checkMap();
    if (argv.includes('--json')) console.log(JSON.stringify(checks, null, 2));
    else for (const c of checks) console.log(`${c.ok ? '✓' : '✗'} ${c.rule}: ${c.what}`);
    const bad = checks.filter((c) => !c.ok).length;
    console.log(`${checks.length - bad}/${checks.length} map constraints hold`);
    return bad === 0 ? 0 : 1;
  },
};

const SCENARIO_DIR = join(import.meta.dirname, '..', '..', 'scenarios');

export const syracuseScenarios: ToolCommand = {
  name: 'syracuse-scenarios',
  summary: 'run the Syracuse scenario files (one rulebook case per file) and report failures',
  usage: 'syracuse-scenarios --check [FILE…]',
  async run(argv) {
    const named = argv.filter((a) => !a.startsWith('--'));
    const files = named.length > 0 ? named : readdirSync(SCENARIO_DIR).filter((f) => f.endsWith('.txt')).sort().map((f) => join(SCENARIO_DIR, f));
    let failed = 0;
    const rules = new Set<string>();
    for (const f of files) {
      let text: string;
      try {
        text = readFileSync(f, 'utf8');
      } catch {
        console.error(`cannot read ${f}`);
        failed++;
        continue;
      }
      // The case is named by its file name, as the tests name it: the dice it does not force come from a
      // generator seeded by that name, so a case plays the same from any checkout and any working directory.
      const r = runCase(basename(f), text);
      r.rules.forEach((x) => rules.add(x));
      if (r.failures.length > 0) {
        failed++;
        console.log(`✗ ${f}\n${r.failures.map((x) => `    ${x}`).join('\n')}`);
      } else if (!argv.includes('--quiet')) console.log(`✓ ${f}`);
    }
    console.log(`${files.length - failed}/${files.length} cases pass, citing ${rules.size} rule ids`);
    return failed === 0 ? 0 : 1;
  },
};

export { play };
export const tools: ToolCommand[] = [mapSyracuse, syracuseScenarios, play];
