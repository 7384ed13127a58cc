// `npm run bench`: runs every benchmark script (packages/*/bench, games/*/bench, apps/*/bench) one after
// another and prints their reports. Benchmarks report medians and ratios; tests never time.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const only = process.argv[2];
let failed = 0;
for (const ws of ['packages', 'games', 'apps']) {
  for (const pkg of readdirSync(ws)) {
    const dir = join(ws, pkg, 'bench');
    if (!existsSync(dir) || (only && pkg !== only)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort()) {
      console.log(`\n### ${join(dir, file)}`);
      const r = spawnSync(process.execPath, ['--import', 'tsx', join(dir, file)], { stdio: 'inherit' });
      if (r.status !== 0) failed++;
    }
  }
}
// The arena's small dose (issue 20 item 1): Successors L1 against random, two one-turn games, seats rotated.
// Bigger runs: `npx diadochi arena successors --bots l1,random,random,random --games 20 --seed a1` (docs/bots.md).
if (!only || only === 'arena') {
  console.log('\n### npx diadochi arena successors --bots l1,random,random,random --games 2 (one-turn games)');
  const r = spawnSync(process.execPath, ['packages/cli/bin/diadochi.js', 'arena', 'successors', '--bots', 'l1,random,random,random', '--games', '2', '--seed', 'bench', '--options', '{"players":4,"turns":1}', '--quiet'], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
