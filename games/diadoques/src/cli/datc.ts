import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ToolCommand } from '@diadochi/kernel';
import { runDatc } from '../classic/datc.ts';

/** The DATC cases shipped with the package (TedDriggs/diplomacy json_tests, MIT). */
export const DATC_FILE = fileURLToPath(new URL('../../test/classic/data/datc.json', import.meta.url));

/**
 * `npx diadochi datc [--file datc.json] [--verbose]`: runs every DATC case against the classic
 * ruleset, prints each failure and `DATC: N passed, M failed`. Exit code 1 when a case fails.
 */
export const datc: ToolCommand = {
  name: 'datc',
  summary: 'run the DATC test cases against the classic ruleset and print failures',
  usage: 'datc [--file DATC.json] [--verbose]',
  async run(argv) {
    const at = argv.indexOf('--file');
    const file = at >= 0 ? argv[at + 1] : DATC_FILE;
    if (!file) {
      console.error('usage: diadochi datc [--file DATC.json] [--verbose]');
      return 2;
    }
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      console.error(`Cannot read ${file}: ${(e as Error).message}`);
      return 2;
    }
    const run = runDatc(json);
    for (const p of run.problems) console.log(`✗ file: ${p}`);
    for (const r of run.results) {
      if (!r.passed) {
        console.log(`✗ ${r.title}`);
        for (const f of r.failures) console.log(`    ${f}`);
      } else if (argv.includes('--verbose')) {
        console.log(`✓ ${r.title}${r.amended ? ` [amended: ${r.amended}]` : ''}${r.added ? ' [transcribed from the DATC]' : ''}`);
      }
    }
    const amended = run.results.filter((r) => r.amended).length;
    const added = run.results.filter((r) => r.added).length;
    console.log(`(${run.results.length} cases: ${run.results.length - added} from ${file}, ${amended} of them amended to the DATC's preferred answers, ${added} transcribed from the DATC)`);
    console.log(`DATC: ${run.passed} passed, ${run.failed} failed`);
    return run.failed === 0 && run.problems.length === 0 ? 0 : 1;
  },
};
