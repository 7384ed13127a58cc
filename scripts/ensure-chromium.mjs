// The browser tests need Debian's Chromium at /usr/bin/chromium (never a downloaded browser).
// `npm test` runs this first: when Chromium is missing it installs it as `.ci/run` does (root with
// apt-get), or stops at once with the one command that installs it — never a late, vague failure.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';
const INSTALL = 'apt-get install -y chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(`Chromium is missing: installing Debian's package (${INSTALL})…`);
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' }) : update;
    if (install.status !== 0 || !existsSync(CHROMIUM)) {
      console.error(`Could not install Chromium. Install it with: sudo ${INSTALL}`);
      process.exit(1);
    }
  } else {
    console.error(`The browser tests need Debian's Chromium at ${CHROMIUM}. Install it with: sudo ${INSTALL}`);
    process.exit(1);
  }
}
