/**
 * Before/after timings of the order readers on hostile lines (issue 13, item 1). Not a test:
 * tests never time anything. Each case runs in its own child process with a time limit, so a
 * reader that takes hours shows as "> limit" instead of holding the run.
 *
 *   npx tsx games/diadoques/scripts/measure-readers.ts [--limit SECONDS] [case…]
 *
 * Cases: `spring-2k`, `spring-4k`, `spring-16k`, `spring-256k` (a Diadokhoi spring order
 * `A Mac S A ` + `Cil ` repeated), `bribe-32k` (`bribe ` repeated, secondary-order reader),
 * `start-16k` (`A ` + `Mac ` repeated, start-purchase reader), `validate-256k` (the spring line through
 * the Diadokhoi game's `validate`; the game's first step is the start purchases, whose reader the
 * caps protect the same way).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseOrders } from '../src/vocabulary/military/read.ts';
import { mapOf } from '../src/map/index.ts';
import { parseSecondaryOrders } from '../src/vocabulary/secondary.ts';
import { parsePurchases } from '../src/vocabulary/purchase.ts';
import { diadokhoi } from '../src/game/index.ts';
import { createGame } from '@diadochi/kernel';

const fill = (head: string, unit: string, bytes: number) => head + unit.repeat(Math.ceil((bytes - head.length) / unit.length));

const CASES: Record<string, () => unknown> = {
  'spring-2k': () => parseOrders(fill('A Mac S A ', 'Cil ', 2048), { map: mapOf('diadokhoi')! }),
  'spring-4k': () => parseOrders(fill('A Mac S A ', 'Cil ', 4096), { map: mapOf('diadokhoi')! }),
  'spring-16k': () => parseOrders(fill('A Mac S A ', 'Cil ', 16384), { map: mapOf('diadokhoi')! }),
  'spring-256k': () => parseOrders(fill('A Mac S A ', 'Cil ', 262144), { map: mapOf('diadokhoi')! }),
  'bribe-32k': () => parseSecondaryOrders('diadoques', fill('', 'bribe ', 32768)),
  'start-16k': () => parsePurchases('diadoques', fill('A ', 'Mac ', 16384)),
  // Through the whole game's validate, as the judge calls it (the caps answer first).
  'validate-256k': () => {
    const g = createGame(diadokhoi, { seed: 'measure', options: {} });
    if (!g.ok) throw new Error('no game');
    return diadokhoi.validate(g.value.state, g.value.players[0]!, { orders: fill('A Mac S A ', 'Cil ', 262144) });
  },
};

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--run='))?.slice(6);
if (only) {
  // Child: warm the map and name indexes, then time one call.
  parseOrders('A Mac - Thr', { map: mapOf('diadokhoi')! });
  parseSecondaryOrders('diadoques', 'bribe A MAC 10');
  parsePurchases('diadoques', 'A MAC');
  const t = performance.now();
  CASES[only]!();
  console.log(((performance.now() - t) / 1000).toFixed(3));
} else {
  const li = args.indexOf('--limit');
  const limit = li >= 0 ? Number(args[li + 1]) : 60;
  const names = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--limit');
  for (const name of names.length > 0 ? names : Object.keys(CASES)) {
    const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), `--run=${name}`], { timeout: limit * 1000, encoding: 'utf8' });
    const out = r.error || r.signal ? `> ${limit} s (stopped)` : r.status === 0 ? `${r.stdout.trim()} s` : `failed: ${r.stderr.trim().split('\n')[0]}`;
    console.log(`${name.padEnd(12)} ${out}`);
  }
}
