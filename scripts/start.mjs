// `npm start`: the judge server on http://localhost:8080 (PORT to change) with an embedded
// SQLite database under ./data — or, while the server package is absent, a CLI demo game.
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';

const server = 'apps/server/src/main.ts';
const args = existsSync(server)
  ? ['--import', 'tsx', server]
  : ['packages/cli/bin/diadochi.js', 'demo'];
const child = spawn(process.execPath, args, { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
