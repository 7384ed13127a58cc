import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

/** The repository root (this file is packages/cli/src/paths.ts). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
