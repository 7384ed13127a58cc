/** DATC cases adjudicated per second (classic ruleset): `npx tsx games/diadoques/bench/datc.bench.ts`. */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { bench, formatBench } from '@diadochi/kernel';
import { runDatc } from '../src/classic/datc.ts';
import { DATC_FILE } from '../src/cli/datc.ts';

const json: unknown = JSON.parse(readFileSync(DATC_FILE, 'utf8'));
const cases = runDatc(json).results.length;
console.log(formatBench(bench(`DATC: all ${cases} cases`, 15, cases, () => void runDatc(json), () => performance.now())));
