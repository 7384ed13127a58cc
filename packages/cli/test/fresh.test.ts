// The launchers' freshness check (packages/cli/bin/fresh.js): a compiled bundle runs only while every
// source it was built from is older than its build (issue 22: start-up without transpiling, and never
// stale code). Played on a tree of the test's own, with file times set by hand.
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freshBundle as fresh } from '../bin/fresh.js';

const BUILT = 1_700_000_000_000;
let root = '';

function tree(inputs: Record<string, number>, bundleAt = BUILT + 5_000): void {
  root = mkdtempSync(join(tmpdir(), 'fresh-'));
  mkdirSync(join(root, 'dist'));
  mkdirSync(join(root, 'src/a'), { recursive: true });
  for (const [path, at] of Object.entries(inputs)) {
    writeFileSync(join(root, path), '// source\n');
    utimesSync(join(root, path), at / 1000, at / 1000);
  }
  writeFileSync(join(root, 'dist/inputs.json'), JSON.stringify({ startedAt: BUILT, inputs: Object.keys(inputs) }));
  writeFileSync(join(root, 'dist/main.js'), '');
  utimesSync(join(root, 'dist/main.js'), bundleAt / 1000, bundleAt / 1000);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('freshBundle', () => {
  it('runs the bundle when every input is older than the build', () => {
    tree({ 'src/a/x.ts': BUILT - 60_000, 'src/y.ts': BUILT - 1_000 });
    expect(fresh('dist/main.js', root)).toBe(join(root, 'dist/main.js'));
  });
  it('refuses it when an input changed since the build started', () => {
    tree({ 'src/a/x.ts': BUILT - 60_000, 'src/y.ts': BUILT + 1_000 });
    expect(fresh('dist/main.js', root)).toBeNull();
  });
  it('refuses it when an input is gone', () => {
    tree({ 'src/a/x.ts': BUILT - 60_000 });
    rmSync(join(root, 'src/a/x.ts'));
    expect(fresh('dist/main.js', root)).toBeNull();
  });
  it('refuses a bundle older than its build, or one without its manifest', () => {
    tree({ 'src/y.ts': BUILT - 1_000 }, BUILT - 10_000);
    expect(fresh('dist/main.js', root)).toBeNull();
    rmSync(root, { recursive: true, force: true });
    tree({ 'src/y.ts': BUILT - 1_000 });
    rmSync(join(root, 'dist/inputs.json'));
    expect(fresh('dist/main.js', root)).toBeNull();
  });
});
