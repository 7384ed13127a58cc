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
process.exit(failed ? 1 : 0);
