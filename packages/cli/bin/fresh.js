// Whether a compiled bundle of `scripts/build.mjs` may run: it exists and none of the source files
// it was built from changed (or disappeared) since its build started. Plain JavaScript on purpose:
// the launchers call it before any TypeScript loader is registered.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * `bundle` relative to the repository root (`packages/cli/dist/diadochi.js`); its absolute path when fresh, else null.
 * `root` is for tests (a tree of their own).
 */
export function freshBundle(bundle, root = repoRoot) {
  if (process.env.DIADOCHI_TSX === '1') return null;
  const file = join(root, bundle);
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(dirname(file), 'inputs.json'), 'utf8'));
    if (statSync(file).mtimeMs < manifest.startedAt) return null;
  } catch {
    return null;
  }
  // The inputs are normalized relative paths: joined by hand, as path.join's normalizing of 400
  // paths cost about 10 ms of a 160 ms start (issue 22, a `node --cpu-prof` of `--help`).
  const prefix = `${root}/`;
  for (const input of manifest.inputs) {
    const s = statSync(prefix + input, { throwIfNoEntry: false });
    if (!s || s.mtimeMs >= manifest.startedAt) return null;
  }
  return file;
}
