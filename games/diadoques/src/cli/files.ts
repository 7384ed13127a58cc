import { readFileSync } from 'node:fs';

/** A file's text for a command, or `undefined` after saying on stderr why it could not be read. */
export function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    console.error(`Cannot read ${file}: ${(e as Error).message}`);
    return undefined;
  }
}
