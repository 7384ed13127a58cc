// `npm start`: builds the web client when it is missing or older than its sources, then
// starts the judge server on http://localhost:8080 (PORT to change) with an embedded SQLite
// database under ./data (DATA_DIR to change; DATABASE_URL for PostgreSQL); every player gets a
// practice game against bots from the lobby.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { freshBundle } from '../packages/cli/bin/fresh.js';

function newest(dir) {
  let t = 0;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const s = statSync(p);
    t = Math.max(t, s.isDirectory() ? newest(p) : s.mtimeMs);
  }
  return t;
}

const dist = 'apps/web/dist/index.html';
const stale = !existsSync(dist) || newest('apps/web/src') > statSync(dist).mtimeMs;
if (stale) {
  console.log('Building the web client…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@diadochi/web'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// The compiled judge (`npm run build`, which `npm start` runs first) when it is up to date with the
// sources: no TypeScript is transpiled at start-up, in the main thread or the engine's workers.
const compiled = freshBundle('apps/server/dist/main.js');
if (!compiled) console.log('Running the judge from its TypeScript sources (tsx): `npm run build` to compile it.');
const args = compiled ? [compiled] : ['--import', 'tsx', 'apps/server/src/main.ts'];
const child = spawn(process.execPath, args, { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
