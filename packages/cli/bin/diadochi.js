#!/usr/bin/env node
// Entry point of `npx diadochi`: runs the TypeScript sources directly through tsx.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
