#!/usr/bin/env node
// Entry point of `npx diadochi`. Runs the compiled bundle (`npm run build`, scripts/build.mjs) when it
// is up to date with the sources, so start-up transpiles nothing (issue 22); otherwise (a fresh clone,
// an edited source, DIADOCHI_TSX=1) runs the TypeScript sources through tsx.
import { pathToFileURL } from 'node:url';
import { freshBundle } from './fresh.js';

const bundle = freshBundle('packages/cli/dist/diadochi.js');
let main;
if (bundle) {
  ({ main } = await import(pathToFileURL(bundle).href));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/main.ts'));
}
process.exitCode = await main(process.argv.slice(2));
